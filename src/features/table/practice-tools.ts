/**
 * The practice game's tools at the table, which need its game held on this device: the coach's
 * hint and odds, undo, the review, a new game and the settings (made in
 * src/features/play/Table.tsx; a shared table has none of them). The table knows the practice
 * game only through this: it imports nothing from src/features/play/.
 */
import type { ComponentType } from 'preact';
import type { ReadableAtom } from 'nanostores';
import type { GameState } from '../../engine/round';
import type { CoachHint } from '../coach/hint';

/** What the table reads of the practice game (its `PlaySession`). */
export interface PracticeGame {
  /** The moves so far: a game with some was resumed, not just dealt. */
  readonly steps: readonly unknown[];
  /** Whether the person chose to allow undo. */
  readonly undo: boolean;
  /** The whole game, hidden cards too: the review and the koi-koi odds read it. */
  readonly game: GameState;
}

/** A finished round shown move by move (the practice game's Review.tsx). */
export type ReviewView = ComponentType<{ readonly game: GameState; readonly round: number; readonly step: number }>;

export interface PracticeTools {
  readonly session: PracticeGame;
  readonly $hint: ReadableAtom<CoachHint | null>;
  readonly $hintProgress: ReadableAtom<number | null>;
  readonly $review: ReadableAtom<{ readonly round: number; readonly step: number } | null>;
  readonly $canUndo: ReadableAtom<boolean>;
  /** Loads the review when first asked for (most games never use it); a constant, for `useLazy`. */
  readonly loadReview: () => Promise<ReviewView>;
  requestHint(): void;
  cancelHint(): void;
  clearHint(): void;
  undo(): void;
  startReview(historyIndex: number): void;
  newGame(): void;
  openSetup(): void;
}
