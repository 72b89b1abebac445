import { beforeEach, expect, test } from 'vitest';
import { keepMistake, mistakeHref, recordMistakeTry, forgetMistake, restoreMistake } from '../../../src/features/mistakes/mistakes-store';
import { $progress, resetProgress, exportProgress, importProgress } from '../../../src/features/progress/progress-store';
import { dayNumber } from '../../../src/features/progress/progress-model';
import { realMistake } from './fixture';

beforeEach(() => resetProgress());

test('keepMistake keeps a position and action once and returns its id; the href opens it', () => {
  const m = realMistake({ seed: 11 });
  const now = new Date('2026-11-24T10:00:00Z');
  const id = keepMistake(m, now);
  expect(id).toMatch(/^[0-9a-f]{16}$/);
  expect(keepMistake({ ...m, loss: m.loss + 1 }, now)).toBe(id);
  expect($progress.get().mistakes).toHaveLength(1);
  expect($progress.get().mistakes[0]).toMatchObject({ id, grade: m.grade, seed: m.seed, from: m.from, context: null, dueDay: dayNumber(now) });
  expect(mistakeHref(id)).toBe(`/learn/mistakes/?id=${id}`);
});

test('tries schedule it, and it survives export and import', () => {
  const id = keepMistake(realMistake({ seed: 11 }));
  recordMistakeTry(id, true);
  const file = exportProgress();
  resetProgress();
  expect(importProgress(file)).toBeNull();
  expect($progress.get().mistakes[0]).toMatchObject({ id, box: 1, seen: 1, correct: 1 });
  const [before] = $progress.get().mistakes;
  forgetMistake(id);
  expect($progress.get().mistakes).toEqual([]);
  restoreMistake(before!);
  expect($progress.get().mistakes).toEqual([before]);
});
