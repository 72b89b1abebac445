/**
 * A finished round, move by move: the deal again, then each recorded move, with both hands
 * face up (the round is over, nothing is hidden any more); each hand comes from its own
 * player's view (review-model.ts).
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { GameState } from '../../engine/round';
import { reviewFrames } from './review-model';
import { COMPUTER, YOU, describeEntries, monthText } from './words';
import { endReview, reviewTo } from './game-store';
import { CapturedPile, FaceCard } from './Piles';

export interface ReviewProps {
  readonly game: GameState;
  /** Index of the round in the game's history. */
  readonly round: number;
  /** The move shown (0: the deal). */
  readonly step: number;
}

export function Review({ game, round, step }: ReviewProps) {
  const record = game.history[round];
  const frames = useMemo(() => (record ? reviewFrames(record, game.rules) : []), [record, game.rules]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  if (!record || frames.length === 0) return null;
  const at = Math.min(step, frames.length - 1);
  const frame = frames[at]!;
  const s = frame.table;
  const last = frames.length - 1;
  return (
    <section class="panel panel--review" aria-labelledby="review-title">
      <h2 id="review-title" tabIndex={-1} ref={headingRef}>
        Review: round {record.round}, {monthText(record.month)}
      </h2>
      <div class="review__controls" role="group" aria-label="Step through the round">
        <button type="button" class="secondary small" onClick={() => reviewTo(0)} disabled={at === 0}>
          « Deal
        </button>
        <button type="button" class="secondary small" onClick={() => reviewTo(at - 1)} disabled={at === 0} data-action="review-prev">
          ◀ Previous
        </button>
        <span class="review__pos">
          {at === 0 ? 'The deal' : `Move ${at} of ${last}`}
        </span>
        <button type="button" class="secondary small" onClick={() => reviewTo(at + 1)} disabled={at === last} data-action="review-next">
          Next ▶
        </button>
        <button type="button" class="secondary small" onClick={() => reviewTo(last)} disabled={at === last}>
          End »
        </button>
      </div>
      <p class="review__text" aria-live="polite">
        {at === 0
          ? `${s.dealer === YOU ? 'You deal' : 'The computer deals'}. ${describeEntries(frame.entries)}`.trim()
          : describeEntries(frame.entries)}
      </p>
      <div class="review__board">
        <div class="review__hand">
          <h3>The computer’s hand</h3>
          <CardRow cards={s.hands[COMPUTER]} />
        </div>
        <div class="review__field">
          <h3>Field</h3>
          <CardRow cards={s.field} />
        </div>
        <div class="review__hand">
          <h3>Your hand</h3>
          <CardRow cards={s.hands[YOU]} />
        </div>
        <CapturedPile pile={s.piles[YOU]} player={YOU} title="Your captures" />
        <CapturedPile pile={s.piles[COMPUTER]} player={COMPUTER} title="The computer’s captures" />
      </div>
      <button type="button" onClick={endReview} data-action="end-review">
        Back to the score
      </button>
    </section>
  );
}

function CardRow({ cards }: { readonly cards: readonly CardId[] }) {
  if (cards.length === 0) return <p class="muted">No cards.</p>;
  return (
    <ul class="card-row">
      {cards.map((c) => (
        <li key={c}>
          <FaceCard id={c} size={48} />
        </li>
      ))}
    </ul>
  );
}
