/**
 * A finished round, move by move: the deal again, then each recorded move, with both hands
 * face up (the round is over, nothing is hidden any more); each hand comes from its own
 * player's view (review-model.ts).
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { CardId } from '../../engine/cards';
import type { GameState } from '../../engine/round';
import { reviewFrames } from './review-model';
import { COMPUTER, YOU, describeEntries, monthText, playText } from './words';
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
        {playText('review.title', { round: record.round, month: monthText(record.month) })}
      </h2>
      <div class="review__controls" role="group" aria-label={playText('review.controls')}>
        <button type="button" class="secondary small" onClick={() => reviewTo(0)} disabled={at === 0}>
          {playText('review.first')}
        </button>
        <button type="button" class="secondary small" onClick={() => reviewTo(at - 1)} disabled={at === 0} data-action="review-prev">
          {playText('review.previous')}
        </button>
        <span class="review__pos">{at === 0 ? playText('review.deal') : playText('review.move', { move: at, moves: last })}</span>
        <button type="button" class="secondary small" onClick={() => reviewTo(at + 1)} disabled={at === last} data-action="review-next">
          {playText('review.next')}
        </button>
        <button type="button" class="secondary small" onClick={() => reviewTo(last)} disabled={at === last}>
          {playText('review.last')}
        </button>
      </div>
      <p class="review__text" aria-live="polite">
        {at === 0
          ? `${playText(s.dealer === YOU ? 'review.deals.you' : 'review.deals.computer')} ${describeEntries(frame.entries)}`.trim()
          : describeEntries(frame.entries)}
      </p>
      <div class="review__board">
        <div class="review__hand">
          <h3>{playText('review.hand.computer')}</h3>
          <CardRow cards={s.hands[COMPUTER]} />
        </div>
        <div class="review__field">
          <h3>{playText('review.field')}</h3>
          <CardRow cards={s.field} />
        </div>
        <div class="review__hand">
          <h3>{playText('review.hand.you')}</h3>
          <CardRow cards={s.hands[YOU]} />
        </div>
        <CapturedPile pile={s.piles[YOU]} player={YOU} title={playText('review.captures.you')} />
        <CapturedPile pile={s.piles[COMPUTER]} player={COMPUTER} title={playText('review.captures.computer')} />
      </div>
      <button type="button" onClick={endReview} data-action="end-review">
        {playText('review.back')}
      </button>
    </section>
  );
}

function CardRow({ cards }: { readonly cards: readonly CardId[] }) {
  if (cards.length === 0) return <p class="muted">{playText('review.no-cards')}</p>;
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
