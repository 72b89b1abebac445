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

export function closeRoomReview(): void {
  $reviewOpen.set(null);
}
