/**
 * The learner's progress (lessons, puzzles, drills, streak), persisted and shared by
 * every learning island. Pure rules live in `progress-model.ts` (named `with…`: they return a new progress); this file
 * stores it and names its actions after what the learner did. Hooks are in use-progress.ts.
 */
import { computed } from 'nanostores';
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

export const $progress = saved.store;
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
  $progress.set(withLessonCompleted($progress.get(), lessonId, now));
}

export function recordPuzzleAttempt(puzzleId: string, attempt: PuzzleAttempt, now = new Date()): void {
  $progress.set(withPuzzleAttempt($progress.get(), puzzleId, attempt, now));
}

export function recordDrillAnswer(card: CardId, correct: boolean, now = new Date()): void {
  $progress.set(withDrillAnswer($progress.get(), card, correct, dayNumber(now)));
}

export function exportProgress(now = new Date()): string {
  return exportProgressFile($progress.get(), now);
}

/** Replaces progress with an imported file; on a bad file nothing changes and the reason is returned. */
export function importProgress(text: string): string | null {
  const result = importProgressFile(text);
  if (!result.ok) return progressImportRefusedText(result.error);
  $progress.set(result.value);
  return null;
}

export function resetProgress(): void {
  saved.reset();
}
