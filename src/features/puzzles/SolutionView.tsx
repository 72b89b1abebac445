/**
 * After solving (or seeing the answer): the author's explanation, then the engine's own facts
 * for the position, so every claim can be checked: the explained score, the opponent's
 * completing captures after each play, the koi-koi playout estimate, the dangerous cards.
 * Nothing here judges anything: it lays out what the verifier computed at build time.
 */
import { cardsOfKey } from './answers';
import { KOIKOI_MIN_MARGIN, KOIKOI_MIN_Z } from './koikoi-constants';
import type { Puzzle } from './schema';
import type { PlayFact, PuzzleFacts, Threat } from './verify';
import { ScoreView } from '../calculator/ScoreView';
import { CardList } from './PositionView';
import { capital, listWords, playWords, points, the, yakuWords } from './words';

const YOU_NAMES = { scorer: 'You', other: 'Opponent', show: false } as const;
const OPPONENT_NAMES = { scorer: 'Opponent', other: 'You', show: false } as const;

function ThreatList({ threats }: { readonly threats: readonly Threat[] }) {
  if (threats.length === 0) return <span>Nothing: no unseen card could complete a yaku for them from this field.</span>;
  return (
    <ul class="pz-threats">
      {threats.map((t) => (
        <li key={`${t.by}-${t.takes.join('+')}`}>
          {capital(the(t.by))} (unseen) taking {listWords(t.takes.map(the))} would give them {yakuWords(t.newYaku)}:{' '}
          {points(t.totalAfter)}.
        </li>
      ))}
    </ul>
  );
}

function PlayTable({ plays, correct, show }: { readonly plays: readonly PlayFact[]; readonly correct: readonly string[]; readonly show: 'threats' | 'yaku' }) {
  return (
    <div class="table-scroll">
      <table class="data-table pz-plays">
        <caption>Every play from your hand, as the engine sees it</caption>
        <thead>
          <tr>
            <th scope="col">Play</th>
            <th scope="col">{show === 'yaku' ? 'What it makes for you now' : 'What the opponent could then complete'}</th>
          </tr>
        </thead>
        <tbody>
          {plays.map((x) => (
            <tr key={x.key} class={correct.includes(x.key) ? 'is-correct' : undefined}>
              <th scope="row">
                {correct.includes(x.key) && <span class="pz-tick">✓ </span>}
                {playWords(x.card, x.captured)}
                {correct.includes(x.key) && <span class="visually-hidden"> (a correct answer)</span>}
              </th>
              <td>
                {show === 'yaku' ? (
                  x.newYaku.length > 0 ? (
                    `${yakuWords(x.newYaku)}: you would score ${points(x.totalAfter)}.`
                  ) : x.captured.length > 0 ? (
                    `No new yaku (you would score ${points(x.totalAfter)}).`
                  ) : (
                    'Nothing.'
                  )
                ) : (
                  <ThreatList threats={x.threats} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EngineFacts({ facts, correct }: { readonly facts: PuzzleFacts; readonly correct: readonly string[] }) {
  switch (facts.kind) {
    case 'complete-yaku':
      return (
        <>
          {facts.best && (
            <>
              <h3>Your pile after the capture</h3>
              <ScoreView explanation={facts.best} names={YOU_NAMES} />
            </>
          )}
          <PlayTable plays={facts.plays} correct={correct} show="yaku" />
        </>
      );
    case 'block':
    case 'keep':
      return (
        <>
          <p>
            <strong>Before your play</strong>, the opponent&rsquo;s completing captures on the field:{' '}
            {facts.threatsBefore.length === 0 ? 'none.' : null}
          </p>
          {facts.threatsBefore.length > 0 && <ThreatList threats={facts.threatsBefore} />}
          <p class="pz-note">
            The engine judges each play by the field it leaves: for every card you cannot see (in the opponent&rsquo;s hand or
            the pile), could it capture something there that completes a new yaku for the opponent? The card you turn from
            the pile afterwards is unknown, so it is not counted.
          </p>
          <PlayTable plays={facts.plays} correct={correct} show="threats" />
        </>
      );
    case 'koikoi-or-stop': {
      const e = facts.estimate;
      const pct = (x: number) => `${Math.round(x * 100)}%`;
      return (
        <>
          <dl class="pz-estimate">
            <div>
              <dt>Stop now</dt>
              <dd>{points(e.stop)} for you, for certain.</dd>
            </div>
            <div>
              <dt>Koi-koi</dt>
              <dd>
                {e.koikoi.toFixed(1)} points on average (± {e.standardError.toFixed(1)}) over {e.samples} playouts: you won{' '}
                {pct(e.outcomes.you)}, the opponent {pct(e.outcomes.opponent)}, nobody {pct(e.outcomes.nobody)}.
              </dd>
            </div>
            <div>
              <dt>Difference</dt>
              <dd>
                {e.margin > 0 ? 'Koi-koi' : 'Stopping'} is better by {Math.abs(e.margin).toFixed(1)} points per round.
              </dd>
            </div>
          </dl>
          <p class="pz-note">
            How the engine estimates: the cards you cannot see are dealt at random to the opponent&rsquo;s hand and the pile
            (never the real ones), koi-koi is called, and the round is played out the way the expert computer opponent plays
            out its own choices: you with its playout policy, the opponent with the cautious koi-koi it expects of a
            player. It is the coach&rsquo;s own valuation, the one behind its hints and grades at the table. Points are net:
            yours minus the opponent&rsquo;s, so where the loser pays what the winner scores (zero-sum) a round counts
            twice its points. The deals are seeded, so the numbers are the same on every visit. A puzzle is only published
            when the two choices differ by at least {KOIKOI_MIN_MARGIN} point and {KOIKOI_MIN_Z} standard errors.
          </p>
          <h3>What stopping now scores</h3>
          <ScoreView explanation={facts.now} names={YOU_NAMES} />
        </>
      );
    }
    case 'points':
      return <ScoreView explanation={facts.explanation} names={YOU_NAMES} />;
    case 'dangerous-cards':
      return (
        <>
          <ul class="pz-dangerous">
            {facts.cards.map((c) => (
              <li key={c.card}>
                <CardList cards={[c.card]} label={`Dangerous: ${the(c.card)}`} size="thumb" captions={false} />
                <span>
                  {capital(the(c.card))} would complete {yakuWords(c.newYaku)}: the opponent would
                  score {points(c.totalAfter)}.
                </span>
              </li>
            ))}
          </ul>
          <h3>The opponent&rsquo;s pile now</h3>
          <ScoreView explanation={facts.opponentNow} names={OPPONENT_NAMES} />
        </>
      );
  }
}

/** The correct answer in words. */
export function answerWords(facts: PuzzleFacts, correct: readonly string[]): string {
  switch (facts.kind) {
    case 'complete-yaku':
    case 'block':
    case 'keep': {
      const plays = facts.plays.filter((x) => correct.includes(x.key)).map((x) => playWords(x.card, x.captured));
      return plays.length === 1 ? plays[0]! : `Any of these: ${plays.join(' ')}`;
    }
    case 'koikoi-or-stop':
      return correct[0] === 'call:koikoi' ? 'Call koi-koi and play on.' : 'Stop (shōbu) and score now.';
    case 'points':
      return `${points(facts.explanation.total)}.`;
    case 'dangerous-cards': {
      const cards = correct[0] ? cardsOfKey(correct[0]) : [];
      return capital(`${listWords(cards.map(the))}.`);
    }
  }
}

export function SolutionView({ puzzle, facts, correct }: { readonly puzzle: Puzzle; readonly facts: PuzzleFacts; readonly correct: readonly string[] }) {
  return (
    <div class="pz-solution">
      <p class="pz-answer">
        <strong>The answer:</strong> {answerWords(facts, correct)}
      </p>
      <p class="pz-explanation">{puzzle.explanation}</p>
      <details class="pz-engine" open>
        <summary>The engine&rsquo;s facts</summary>
        <EngineFacts facts={facts} correct={correct} />
      </details>
    </div>
  );
}
