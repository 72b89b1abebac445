/** Reviewing a finished round on the practice table: which round, and the move shown. */
import { $review } from './session';

export function startReview(historyIndex: number): void {
  $review.set({ round: historyIndex, step: 0 });
}

export function reviewTo(step: number): void {
  const r = $review.get();
  if (r) $review.set({ ...r, step: Math.max(0, step) });
}

export function endReview(): void {
  $review.set(null);
}
