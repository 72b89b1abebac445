/**
 * The learner's progress (lessons, puzzles, drills, streak), persisted and shared by
 * every learning island. Pure rules live in `progress-model.ts` (named `with…`: they return a new progress); this file
 * stores it and names its actions after what the learner did. Hooks are in use-progress.ts.
 */
import { computed, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import { persisted } from '../../shared/persisted';
import { progressErrorText, progressImportRefusedText } from '../../words/progress-errors';
import {
  EMPTY_PROGRESS,
  withLessonCompleted,
  dayNumber,
  decodeProgress,
  encodeProgress,
  exportProgressFile,
  importProgressFile,
  withDrillAnswer,
  withPuzzleAttempt,
  withMistakeAnswer,
  withMistakeKept,
  withMistakeRestored,
  withoutMistake,
  withoutSetAsideMistakes,
  type Progress,
  type PuzzleAttempt,
} from './progress-model';
import { PROGRESS_NOTICE_WORDS } from './words';

export const PROGRESS_KEY = 'koikoi:progress';
/** Where persisted() keeps a refused saved value (src/shared/persisted.ts). */
export const PROGRESS_SET_ASIDE_KEY = `${PROGRESS_KEY}:rejected`;

const saved = persisted({
  key: PROGRESS_KEY,
  fallback: EMPTY_PROGRESS,
  decode: (raw) => decodeProgress(raw),
  encode: encodeProgress,
  describe: progressErrorText,
  noticePrefix: PROGRESS_NOTICE_WORDS.prefix,
});

/** The reader's progress. This module is its one writer: each thing a reader did has its function below. */
export const $progress: ReadableAtom<Progress> = saved.store;
/** Why the saved progress was refused and what became of it; null when it was read (or dismissed). */
export const $progressNotice = computed(saved.notice, (notice) =>
  notice === null ? null : notice.replace(/ The defaults are in use instead\.$/, ` ${PROGRESS_NOTICE_WORDS.setAside}`),
);
export const dismissProgressNotice = saved.dismissNotice;

/** The refused progress as it was saved (text), or null when there is none. */
export function setAsideProgress(): string | null {
  try {
    return localStorage.getItem(PROGRESS_SET_ASIDE_KEY);
  } catch {
    return null; // storage blocked
  }
}

export function completeLesson(lessonId: string, now = new Date()): void {
  saved.store.set(withLessonCompleted($progress.get(), lessonId, now));
}

export function recordPuzzleAttempt(puzzleId: string, attempt: PuzzleAttempt, now = new Date()): void {
  saved.store.set(withPuzzleAttempt($progress.get(), puzzleId, attempt, now));
}

export function recordDrillAnswer(card: CardId, correct: boolean, now = new Date()): void {
  saved.store.set(withDrillAnswer($progress.get(), card, correct, dayNumber(now)));
}

export function exportProgress(now = new Date()): string {
  return exportProgressFile($progress.get(), now);
}

/** Replaces progress with an imported file; on a bad file nothing changes and the reason is returned. */
export function importProgress(text: string): string | null {
  const result = importProgressFile(text);
  if (!result.ok) return progressImportRefusedText(result.error);
  saved.store.set(result.value);
  return null;
}

/** A mistake from a review kept to try again (mistakes-store.ts). */
export function recordMistakeKept(kept: Parameters<typeof withMistakeKept>[1], now: Date): void {
  saved.store.set(withMistakeKept(saved.store.get(), kept, now));
}

/** A kept mistake tried again. */
export function recordMistakeAnswer(id: string, correct: boolean, now: Date): void {
  saved.store.set(withMistakeAnswer(saved.store.get(), id, correct, now));
}

/** A kept mistake forgotten. */
export function recordMistakeForgotten(id: string): void {
  saved.store.set(withoutMistake(saved.store.get(), id));
}

/** A forgotten mistake brought back (undo). */
export function recordMistakeRestored(m: Parameters<typeof withMistakeRestored>[1]): void {
  saved.store.set(withMistakeRestored(saved.store.get(), m));
}

/** The mistakes set aside (not readable by this version) forgotten. */
export function recordSetAsideMistakesForgotten(): void {
  saved.store.set(withoutSetAsideMistakes(saved.store.get()));
}

export function resetProgress(): void {
  saved.reset();
}
