/**
 * The koi-koi decision's odds: what stopping scores now, what koi-koi is worth on average,
 * how often the computer then ends the round scoring, and in a game the chance of winning it
 * either way. Worked out by the coach in its worker (the same evaluation a hint and the
 * round's review use); the decision buttons never wait for it.
 *
 * A labelled region, not a live region: its numbers arrive once, and a screen reader finds
 * them by the heading when wanted, instead of hearing every step of the progress.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { ActionValue, DecisionValues } from '../../engine/coach';
import type { GameState, PlayerIndex } from '../../engine/round';
import { playerView } from '../../engine/round/view';
import { evaluatePosition } from './position-evaluation';
import { chanceText, coachText, COACH_WORDS, meanPointsText, pointsCount, progressPercent } from './words';
import './odds.css';

type OddsState =
  | { readonly status: 'running'; readonly percent: number }
  | { readonly status: 'done'; readonly values: DecisionValues }
  | { readonly status: 'failed' };

export interface OddsPanelProps {
  readonly game: GameState;
  /** The deciding player (the person: 0). */
  readonly player: PlayerIndex;
}

/** The two choices' values of a koi-koi decision, or null (a forced stop has no koi-koi). */
export function oddsOf(values: DecisionValues): { readonly stop: ActionValue; readonly koikoi: ActionValue } | null {
  const stop = values.values.find((v) => v.move.code === 'shobu');
  const koikoi = values.values.find((v) => v.move.code === 'koikoi');
  return stop && koikoi ? { stop, koikoi } : null;
}

export function OddsPanel({ game, player }: OddsPanelProps) {
  const view = useMemo(() => playerView(game.current, player), [game.current, player]);
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
                  <th scope="row">{COACH_WORDS['odds.row.points']}</th>
                  <td data-value={odds.stop.points}>{meanPointsText(odds.stop.points)}</td>
                  <td data-value={odds.koikoi.points}>{meanPointsText(odds.koikoi.points)}</td>
                </tr>
                <tr data-row="opponent">
                  <th scope="row">{COACH_WORDS['odds.row.opponent']}</th>
                  <td data-value={odds.stop.opponentScores}>{chanceText(odds.stop.opponentScores)}</td>
                  <td data-value={odds.koikoi.opponentScores}>{chanceText(odds.koikoi.opponentScores)}</td>
                </tr>
                <tr data-row="you">
                  <th scope="row">{COACH_WORDS['odds.row.you']}</th>
                  <td data-value={odds.stop.playerScores}>{chanceText(odds.stop.playerScores)}</td>
                  <td data-value={odds.koikoi.playerScores}>{chanceText(odds.koikoi.playerScores)}</td>
                </tr>
                {state.values.scale === 'win' && (
                  <tr data-row="win">
                    <th scope="row">{COACH_WORDS['odds.row.win']}</th>
                    <td data-value={odds.stop.win ?? 0}>{chanceText(odds.stop.win ?? 0)}</td>
                    <td data-value={odds.koikoi.win ?? 0}>{chanceText(odds.koikoi.win ?? 0)}</td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <p class="odds__basis">{coachText('odds.basis', { playouts: state.values.playouts })}</p>
        </>
      )}
      {state.status === 'done' && !odds && <p data-testid="odds-stop-now">{coachText('odds.stop-now', { points: pointsCount(state.values.stopPoints ?? 0) })}</p>}
    </section>
  );
}
