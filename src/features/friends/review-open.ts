/**
 * Whether this seat's review of the room's finished game is open: light state kept apart from
 * the review itself (RoomReview.tsx, loaded when first asked for with the coach), so that the
 * end panel's button (Rematch.tsx) and the room screen share it without loading the review.
 */
import { atom } from 'nanostores';

/** The room's game (SeatView.game) whose review is open; null when none is. A rematch's new game closes it. */
export const $reviewOpen = atom<number | null>(null);

export function openRoomReview(game: number): void {
  $reviewOpen.set(game);
}

/** Whether the player has just come back from the review (the focus goes back to its button). */
let returning = false;

/** Closes the review without a player's asking (another room, the page left). */
export function closeRoomReview(): void {
  $reviewOpen.set(null);
}

/** The player's "Back": the room's table again, the focus on the button that opened the review. */
export function backFromReview(): void {
  returning = true;
  $reviewOpen.set(null);
}

/** Whether the focus is to return to the review's button now (said once). */
export function takeReturn(): boolean {
  const was = returning;
  returning = false;
  return was;
}
