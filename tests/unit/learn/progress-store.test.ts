import { beforeEach, expect, test } from 'vitest';
import { $progress, completeLesson, exportProgress, importProgress, recordDrillAnswer, resetProgress } from '../../../src/features/progress/progress-store';
import { EMPTY_PROGRESS } from '../../../src/features/progress/progress-model';

beforeEach(() => resetProgress());

test('a bad import is refused with a sentence and changes nothing', () => {
  completeLesson('the-deck');
  const before = $progress.get();
  const message = importProgress('{"app":"someone-else"}');
  expect(message).toBe('This file was not imported: the file is not a Koi-Koi Dojo progress export. Your progress is unchanged.');
  expect($progress.get()).toBe(before);
  expect(importProgress('{')).toMatch(/^This file was not imported: the file is not JSON/);
  expect($progress.get()).toBe(before);
});

test('export, reset and import round-trip through the store', () => {
  completeLesson('yaku');
  recordDrillAnswer('pampas-moon', true);
  const saved = $progress.get();
  const file = exportProgress();
  resetProgress();
  expect($progress.get()).toEqual(EMPTY_PROGRESS);
  expect(importProgress(file)).toBeNull();
  expect($progress.get()).toEqual(saved);
});
