/**
 * Reviewing a finished round, on any table (the practice game, pass-and-play, a room): which
 * round, and the move shown. Its own small state: a review never loads a game's store.
 */
import { atom, type ReadableAtom } from 'nanostores';

const review = atom<{ readonly round: number; readonly step: number } | null>(null);

/** The round being reviewed (index into the game's history) and the move shown (0 = the deal). This module is its one writer. */
export const $review: ReadableAtom<{ readonly round: number; readonly step: number } | null> = review;

export function startReview(historyIndex: number): void {
  review.set({ round: historyIndex, step: 0 });
}

export function reviewTo(step: number): void {
  const r = review.get();
  if (r) review.set({ ...r, step: Math.max(0, step) });
}

export function endReview(): void {
  review.set(null);
}
