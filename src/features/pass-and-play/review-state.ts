/**
 * Whether a pass-and-play review is being chosen or is open, and for whom: light state kept
 * apart from the review itself (PassReview.tsx, loaded when first asked for with the coach and
 * the review's own navigation, which it follows: leaving the review closes it here too). This
 * module is the only writer of its atoms.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Seat } from '../../engine/round/seats';

const chooser = atom(false);
const seat = atom<Seat | null>(null);

/** The review is being set up: the players choose whose decisions. */
export const $reviewChooser: ReadableAtom<boolean> = chooser;
/** The seat whose decisions the open review grades (null: no review open). */
export const $reviewSeat: ReadableAtom<Seat | null> = seat;

/** The round end's "Review this round": ask whose decisions. */
export function askReview(): void {
  chooser.set(true);
}

/** Back from the chooser to the score, no review chosen. */
export function cancelChooser(): void {
  chooser.set(false);
}

/** The review opens on `reviewed`'s decisions (the chooser closes). */
export function reviewFor(reviewed: Seat): void {
  chooser.set(false);
  seat.set(reviewed);
}

/** The review was left (its own "Back to the score"): the seat chosen goes with it. */
export function reviewLeft(): void {
  seat.set(null);
}

/** Leaves the review and its chooser (a new game). */
export function closeReview(): void {
  chooser.set(false);
  seat.set(null);
}
