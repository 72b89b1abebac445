/**
 * Each player's review of their own decisions, after a round: the round's end offers the
 * review, the players say whose decisions to look at, and the practice game's review (the coach
 * grading that seat's moves from that seat's own views) opens from that seat, the others named.
 * Only between rounds or at the game's end: a finished round hides nothing any more.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { seatsOf, seatCount, type Seat } from '../../engine/round/seats';
import { $review, startReview } from '../review/review-nav';
import { $reviewChooser, $reviewSeat, cancelChooser, reviewFor, reviewLeft } from './review-state';
import { useLazy } from '../../shared/use-lazy';
import { reviewableRounds } from '../review/review-model';
import { playerNames } from '../table/seat-names';
import type { PassSession } from './save';
import { passText } from './words';

function reviewSeat(session: PassSession, seat: Seat): void {
  const rounds = reviewableRounds(session.game);
  const last = rounds[rounds.length - 1];
  if (last === undefined) return cancelChooser();
  startReview(last);
  reviewFor(seat);
}

// The review loads when first asked for (most games never use it).
const loadReview = () => import('../review/Review').then((m) => m.Review);

/** The chooser or the open review; null when neither is up (the table is shown then). */
export interface PassReviewProps {
  readonly session: PassSession;
}

export function PassReview({ session }: PassReviewProps) {
  const choosing = useStore($reviewChooser);
  const seat = useStore($reviewSeat);
  const review = useStore($review);
  const open = review !== null && seat !== null;
  const View = useLazy(loadReview, choosing || open);
  // The review's own "Back to the score" (or Escape) ends it: the seat chosen goes with it.
  useEffect(() => {
    if (seat !== null && review === null) reviewLeft();
  }, [seat, review]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (choosing) heading.current?.focus();
  }, [choosing]);

  if (open) {
    if (!View) return <p class="panel">{passText('review.loading')}</p>;
    return (
      <div class="table">
        <View game={session.game} round={review.round} step={review.step} player={seat} seats={playerNames(session.names, seat).seats} reviewer={session.names[seat]} />
      </div>
    );
  }
  if (!choosing) return null;
  return (
    <section class="panel pass-review" aria-labelledby="pass-review-title" data-testid="pass-review-chooser">
      <h2 id="pass-review-title" tabIndex={-1} ref={heading}>
        {passText('review.whose')}
      </h2>
      <p>{passText('review.lead')}</p>
      <div class="pass-review__seats">
        {seatsOf(seatCount(session.rules.options)).map((p) => (
          <button key={p} type="button" class="big" onClick={() => reviewSeat(session, p)} data-action="review-seat" data-seat={p}>
            {session.names[p]}
          </button>
        ))}
        <button type="button" class="secondary" onClick={cancelChooser} data-action="review-back">
          {passText('review.back')}
        </button>
      </div>
    </section>
  );
}
