/**
 * The room's end-of-game actions, drawn by the shared table among its end panel's buttons
 * (the feed's EndActions): ask for a rematch, and who has asked for one; and this seat's own
 * review of the game (with the coach), once the server has sent the finished game.
 */
import { useEffect, useRef } from 'preact/hooks';
import { useStore } from '@nanostores/preact';
import { $room, askRematch } from './room-client';
import { openRoomReview, takeReturn } from './review-open';
import { friendsText, namesText } from './words';

export function Rematch() {
  const view = useStore($room).view;
  const reviewButton = useRef<HTMLButtonElement>(null);
  // Back from the review, the player is where they left: on its button.
  useEffect(() => {
    if (takeReturn()) reviewButton.current?.focus();
  }, []);
  if (!view || view.status !== 'finished') return null;
  const mine = view.seats[view.you]!;
  const asked = view.seats.flatMap((s, i) => (s.ready && i !== view.you ? [s.name ?? ''] : []));
  const waiting = view.seats.flatMap((s, i) => (s.ready || i === view.you ? [] : [s.name ?? '']));
  // Rounds ended at their deal have no decisions to grade.
  const reviewable = view.finished !== null && view.history.some((h) => h.moves > 0);
  return (
    <div class="friends-rematch" data-testid="rematch">
      {mine.ready ? (
        <p role="status">{friendsText('game.rematch.waiting', { names: namesText(waiting) })}</p>
      ) : (
        <>
          {asked.length > 0 && <p role="status">{friendsText('game.rematch.asked', { names: namesText(asked) })}</p>}
          <button type="button" class="big" onClick={askRematch} data-action="rematch">
            {friendsText('game.rematch')}
          </button>
        </>
      )}
      {reviewable && (
        <button type="button" class="secondary" ref={reviewButton} onClick={() => openRoomReview(view.game)} data-action="room-review">
          {friendsText('review.open')}
        </button>
      )}
    </div>
  );
}
