/**
 * The practice game's tools at the table, which need its game held on this device: the coach's
 * hint and odds, undo, the review, the deal link, a new game and the settings (made in
 * Table.tsx; a shared table has none of them).
 */
import type { ReadableAtom } from 'nanostores';
import type { CoachHint } from '../coach/hint';
import type { PlaySession } from './save';

export interface PracticeTools {
  readonly session: PlaySession;
  readonly $hint: ReadableAtom<CoachHint | null>;
  readonly $hintProgress: ReadableAtom<number | null>;
  readonly $review: ReadableAtom<{ readonly round: number; readonly step: number } | null>;
  readonly $canUndo: ReadableAtom<boolean>;
  requestHint(): void;
  cancelHint(): void;
  clearHint(): void;
  undo(): void;
  startReview(historyIndex: number): void;
  newGame(): void;
  openSetup(): void;
}
