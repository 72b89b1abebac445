/**
 * The learner's progress (lessons, puzzles, drills, streak), persisted and shared by
 * every learning island. Pure rules live in `progress-data.ts`; this file only stores.
 */
import type { CardId } from '../../engine/cards';
import { persisted } from '../../shared/persisted';
import { useHydratedStore } from '../../shared/use-hydrated-store';
import {
  EMPTY_PROGRESS,
  completeLesson as completeLessonIn,
  dayNumber,
  decodeProgress,
  exportProgressFile,
  importProgressFile,
  recordDrillAnswer as recordDrillAnswerIn,
  recordPuzzleAttempt as recordPuzzleAttemptIn,
  type Progress,
  type PuzzleAttempt,
} from './progress-model';

export const PROGRESS_KEY = 'koikoi:progress';

const saved = persisted<Progress>({
  key: PROGRESS_KEY,
  fallback: EMPTY_PROGRESS,
  decode: (raw) => decodeProgress(raw),
  noticePrefix: 'Your saved progress could not be read',
});

export const $progress = saved.store;
export const $progressNotice = saved.notice;
export const dismissProgressNotice = saved.dismissNotice;

export function useProgress(): Progress {
  return useHydratedStore($progress, EMPTY_PROGRESS);
}

export function useProgressNotice(): string | null {
  return useHydratedStore($progressNotice, null);
}

export function completeLesson(lessonId: string, now = new Date()): void {
  $progress.set(completeLessonIn($progress.get(), lessonId, now));
}

export function recordPuzzleAttempt(puzzleId: string, attempt: PuzzleAttempt, now = new Date()): void {
  $progress.set(recordPuzzleAttemptIn($progress.get(), puzzleId, attempt, now));
}

export function recordDrillAnswer(card: CardId, correct: boolean, now = new Date()): void {
  $progress.set(recordDrillAnswerIn($progress.get(), card, correct, dayNumber(now)));
}

export function exportProgress(now = new Date()): string {
  return exportProgressFile($progress.get(), now);
}

/** Replaces progress with an imported file; on a bad file nothing changes and the reason is returned. */
export function importProgress(text: string): string | null {
  const result = importProgressFile(text);
  if (!result.ok) return `This file was not imported: ${result.reason}. Your progress is unchanged.`;
  $progress.set(result.value);
  return null;
}

export function resetProgress(): void {
  saved.reset();
}
