/**
 * The koi-koi decision's odds: what stopping scores now, what koi-koi is worth on average,
 * how often the computer then ends the round scoring, and in a game the chance of winning it
 * either way. Worked out by the coach in its worker (the same evaluation a hint and the
 * round's review use); the decision buttons never wait for it.
 *
 * A labelled region, not a live region: its numbers arrive once, and a screen reader finds
 * them by the heading when wanted, instead of hearing every step of the progress.
 *
 * At a table of three: the player's own points, and how often each other player ends the
 * round scoring, one row each, named by the table (`names`).
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ActionValue, DecisionValues } from '../../engine/coach';
import type { GameState, PlayerIndex } from '../../engine/round';
import { playerView } from '../../engine/round/view';
import { othersOf, seatCount } from '../../engine/round/seats';
import { defaultOpponentNames, type OpponentNames } from '../../words/opponent-names';
import { evaluatePosition } from './position-evaluation';
import { chanceWords, coachText, COACH_WORDS, leadWords, percentText, pointsCount, progressPercent, signedPoints } from './words';
import './odds.css';

type OddsState =
  | { readonly status: 'running'; readonly percent: number }
  | { readonly status: 'done'; readonly values: DecisionValues }
  | { readonly status: 'failed' };

export interface OddsPanelProps {
  readonly game: GameState;
  /** The deciding player (the person: 0). */
  readonly player: PlayerIndex;
  /** At a table of three: the other players' names, in running text (default "Player 2", "Player 3"). */
  readonly names?: OpponentNames;
}

/** The two choices' values of a koi-koi decision, or null (a forced stop has no koi-koi). */
export function oddsOf(values: DecisionValues): { readonly stop: ActionValue; readonly koikoi: ActionValue } | null {
  const stop = values.values.find((v) => v.move.code === 'shobu');
  const koikoi = values.values.find((v) => v.move.code === 'koikoi');
  return stop && koikoi ? { stop, koikoi } : null;
}

/** A figure with its words beside it (below it on a narrow screen): "35 %" "(about 1 in 3)". */
function Cell({ value, figures, words }: { readonly value: number; readonly figures: string; readonly words: string }) {
  return (
    <td data-value={value}>
      {figures}
      <span class="odds__words"> ({words})</span>
    </td>
  );
}

export function OddsPanel({ game, player, names }: OddsPanelProps) {
  const view = useMemo(() => playerView(game.current, player), [game.current, player]);
  const seats = seatCount(game.rules.options);
  const name = names ?? defaultOpponentNames(seats);
  const [state, setState] = useState<OddsState>({ status: 'running', percent: 0 });

  useEffect(() => {
    setState({ status: 'running', percent: 0 });
    let live = true;
    const task = evaluatePosition(game, view, (p) => {
      if (live) setState({ status: 'running', percent: progressPercent(p.done, p.total) });
    });
    task.result.then(
      (values) => {
        if (live && values) setState({ status: 'done', values });
      },
      () => {
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
      task.cancel();
    };
  }, [view]);

  const odds = state.status === 'done' ? oddsOf(state.values) : null;
  return (
    <section class="odds" aria-labelledby="odds-title" data-testid="odds" data-state={state.status}>
      <h3 id="odds-title">{COACH_WORDS['odds.title']}</h3>
      {state.status === 'running' && (
        <p class="odds__progress">
          <span>{coachText('odds.progress', { percent: `${state.percent} %` })}</span>{' '}
          <progress max={100} value={state.percent} aria-label={COACH_WORDS['odds.progress.label']} />
        </p>
      )}
      {state.status === 'failed' && <p>{COACH_WORDS['odds.failed']}</p>}
      {state.status === 'done' && odds && (
        <>
          <p data-testid="odds-stop-now">{coachText('odds.stop-now', { points: pointsCount(state.values.stopPoints ?? 0) })}</p>
          <div class="odds__scroll">
            <table class="odds__table">
              <caption class="visually-hidden">{COACH_WORDS['odds.caption']}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{COACH_WORDS['odds.col.stop']}</th>
                  <th scope="col">{COACH_WORDS['odds.col.koikoi']}</th>
                </tr>
              </thead>
              <tbody>
                <tr data-row="points">
                  <th scope="row">{COACH_WORDS[seats === 3 ? 'odds.row.points.three' : 'odds.row.points']}</th>
                  <Cell value={odds.stop.points} figures={signedPoints(odds.stop.points)} words={leadWords(odds.stop.points)} />
                  <Cell value={odds.koikoi.points} figures={signedPoints(odds.koikoi.points)} words={leadWords(odds.koikoi.points)} />
                </tr>
                {seats === 2 ? (
                  <tr data-row="opponent">
                    <th scope="row">{COACH_WORDS['odds.row.opponent']}</th>
                    <Cell value={odds.stop.opponentScores} figures={percentText(odds.stop.opponentScores)} words={chanceWords(odds.stop.opponentScores)} />
                    <Cell value={odds.koikoi.opponentScores} figures={percentText(odds.koikoi.opponentScores)} words={chanceWords(odds.koikoi.opponentScores)} />
                  </tr>
                ) : (
                  othersOf(player, seats).map((seat) => {
                    const [stop, koikoi] = [odds.stop.seatScores[seat] ?? 0, odds.koikoi.seatScores[seat] ?? 0];
                    return (
                      <tr key={seat} data-row="opponent" data-seat={seat}>
                        <th scope="row">{coachText('odds.row.opponent.three', { player: name(seat) })}</th>
                        <Cell value={stop} figures={percentText(stop)} words={chanceWords(stop)} />
                        <Cell value={koikoi} figures={percentText(koikoi)} words={chanceWords(koikoi)} />
                      </tr>
                    );
                  })
                )}
                <tr data-row="you">
                  <th scope="row">{COACH_WORDS['odds.row.you']}</th>
                  <Cell value={odds.stop.playerScores} figures={percentText(odds.stop.playerScores)} words={chanceWords(odds.stop.playerScores)} />
                  <Cell value={odds.koikoi.playerScores} figures={percentText(odds.koikoi.playerScores)} words={chanceWords(odds.koikoi.playerScores)} />
                </tr>
                {state.values.scale === 'win' && (
                  <tr data-row="win">
                    <th scope="row">{COACH_WORDS['odds.row.win']}</th>
                    <Cell value={odds.stop.win ?? 0} figures={percentText(odds.stop.win ?? 0)} words={chanceWords(odds.stop.win ?? 0)} />
                    <Cell value={odds.koikoi.win ?? 0} figures={percentText(odds.koikoi.win ?? 0)} words={chanceWords(odds.koikoi.win ?? 0)} />
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <p class="odds__basis">{coachText(seats === 3 ? 'odds.basis.three' : 'odds.basis', { playouts: state.values.playouts })}</p>
        </>
      )}
      {state.status === 'done' && !odds && <p data-testid="odds-stop-now">{coachText('odds.stop-now', { points: pointsCount(state.values.stopPoints ?? 0) })}</p>}
    </section>
  );
}
