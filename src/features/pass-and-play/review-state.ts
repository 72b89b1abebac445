/**
 * Whether a pass-and-play review is being chosen or is open, and for whom: light state kept
 * apart from the review itself (PassReview.tsx, loaded when first asked for with the coach and
 * the review's own navigation, which it follows: leaving the review closes it here too).
 */
import { atom } from 'nanostores';
import type { Seat } from '../../engine/round/seats';

/** The review is being set up: the players choose whose decisions. */
export const $reviewChooser = atom(false);
/** The seat whose decisions the open review grades (null: no review open). */
export const $reviewSeat = atom<Seat | null>(null);

/** The round end's "Review this round": ask whose decisions. */
export function askReview(): void {
  $reviewChooser.set(true);
}

/** Leaves the review and its chooser (a new game). */
export function closeReview(): void {
  $reviewChooser.set(false);
  $reviewSeat.set(null);
}
