/** A puzzle file's problems come back as codes naming the field at fault, worded apart. */
import { describe, expect, test } from 'vitest';
import { parsePuzzle } from '../../../src/features/puzzles/schema';
import { puzzleProblemText } from '../../../src/features/puzzles/words';
import { readPuzzleFiles } from './helpers';

const valid = readPuzzleFiles().find((f) => (f.raw['goal'] as { kind: string }).kind === 'points')!.raw;

describe('puzzle problems', () => {
  test('a valid file parses', () => {
    expect(parsePuzzle(valid).ok).toBe(true);
  });

  test('rules the engine refuses', () => {
    const parsed = parsePuzzle({ ...valid, rules: { preset: 'fudawiki', overrides: { koikoiMinimum: 'many' } } });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error).toEqual([expect.objectContaining({ code: 'invalid-rules', path: 'rules', error: expect.objectContaining({ code: 'wrong-type' }) })]);
    expect(puzzleProblemText(parsed.error[0]!)).toMatch(/^rules: Option "koikoiMinimum": expected a whole number/);
  });

  test('an answer that does not fit the goal', () => {
    const parsed = parsePuzzle({ ...valid, answer: 'koikoi' });
    expect(parsed.ok ? [] : parsed.error).toEqual([{ code: 'answer-misfit', path: 'answer', kind: 'points' }]);
    if (!parsed.ok) expect(puzzleProblemText(parsed.error[0]!)).toBe('answer: this answer does not fit a "points" goal');
  });

  test('a field of the wrong shape keeps the schema check and its path', () => {
    const parsed = parsePuzzle({ ...valid, id: 'Not An Id' });
    expect(parsed.ok ? [] : parsed.error).toEqual([
      { code: 'bad-field', path: 'id', issue: 'invalid_string', detail: 'ids are lower-case words joined by hyphens' },
    ]);
    const empty = parsePuzzle(42);
    expect(empty.ok ? '' : puzzleProblemText(empty.error[0]!)).toMatch(/^\(puzzle\): /);
  });
});
