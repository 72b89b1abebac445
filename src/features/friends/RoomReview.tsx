/**
 * A seat's own review of the room's finished game: the practice game's review (the coach
 * grading this seat's decisions, from this seat, the others by their names), of the game dealt
 * again from the secret (or seed) and steps the server sent at the game's end (room-review.ts). Never
 * another seat's decisions: in a room they are that player's own. Loaded when first asked for.
 *
 * It opens on the game's last round with moves (the review's own list goes to the others); the
 * review's "Back to the score" (or Escape) brings the room's table back, its rematch included.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import type { SeatView } from '../../server/rooms/room-model';
import { Review } from '../review/Review';
import { $review, endReview, startReview } from '../review/review-nav';
import { reviewableRounds } from '../review/review-model';
import { playerNames } from '../table/seat-names';
import { reviewGameOf } from './room-review';
import { backFromReview } from './review-open';
import { friendsText } from './words';

export interface RoomReviewProps {
  readonly view: SeatView;
}

export function RoomReview({ view }: RoomReviewProps) {
  // One game per room game: the views that follow (a seat asking for a rematch) change nothing in it.
  const game = useMemo(() => reviewGameOf(view), [view.game, view.you]);
  const review = useStore($review);
  const opened = useRef(false);
  useEffect(() => {
    if (!game) return;
    startReview(reviewableRounds(game).at(-1) ?? 0);
    return endReview;
  }, [game]);
  useEffect(() => {
    if (review) opened.current = true;
    else if (opened.current) backFromReview();
  }, [review]);

  if (!game) {
    return (
      <section class="panel" aria-labelledby="room-review-title">
        <h2 id="room-review-title">{friendsText('review.title')}</h2>
        <p role="alert">{friendsText('review.failed')}</p>
        <button type="button" onClick={backFromReview} data-action="end-review">
          {friendsText('review.back')}
        </button>
      </section>
    );
  }
  if (!review) return <p class="panel">{friendsText('review.loading')}</p>;
  return (
    <div class="table">
      <Review
        game={game}
        round={review.round}
        step={review.step}
        player={view.you}
        seats={playerNames(view.seats.map((s) => s.name ?? ''), view.you).seats}
      />
    </div>
  );
}
