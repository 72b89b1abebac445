/**
 * The mistakes kept from the practice game's reviews, to try again as puzzles. They live in
 * the reader's progress ($progress, progress-model.ts), scheduled like the card drills; what a
 * kept mistake is (id, stored form, checks) is in mistakes-model.ts. This file names the
 * actions after what the reader did.
 */
import {
  recordMistakeAnswer,
  recordMistakeForgotten,
  recordMistakeKept,
  recordMistakeRestored,
  recordSetAsideMistakesForgotten,
} from '../progress/progress-store';
import { isMistakeId, mistakeToKeep, type KeptMistake, type MistakeInput } from './mistakes-model';

export type { MistakeInput } from './mistakes-model';

/** The trainer's address; with an id, that mistake. */
export const MISTAKES_PATH = '/learn/mistakes/';

/** Keeps a mistake in the reader's progress (once per position and action); returns its id. */
export function keepMistake(m: MistakeInput, now = new Date()): string {
  const kept = mistakeToKeep(m);
  const id = kept.id;
  recordMistakeKept(kept, now);
  return id;
}

/** The trainer opened on one kept mistake. */
export function mistakeHref(id: string): string {
  return `${MISTAKES_PATH}?id=${encodeURIComponent(id)}`;
}

export function recordMistakeTry(id: string, correct: boolean, now = new Date()): void {
  if (!isMistakeId(id)) return;
  recordMistakeAnswer(id, correct, now);
}

export function forgetMistake(id: string): void {
  recordMistakeForgotten(id);
}

/** Undoes forgetMistake. */
export function restoreMistake(m: KeptMistake): void {
  recordMistakeRestored(m);
}

export function forgetSetAsideMistakes(): void {
  recordSetAsideMistakesForgotten();
}
