/**
 * Every puzzle file: valid against the schema, named after its id, a legal position, and
 * verified by the engine (a non-empty answer set that equals the author's declared answer).
 */
import { describe, expect, test } from 'vitest';
import { PUZZLE_KINDS, PUZZLE_THEMES, parsePuzzle } from '../../../src/features/puzzles/schema';
import { puzzleProblemText } from '../../../src/features/puzzles/words';
import { declaredKeys, verifyPuzzle } from '../../../src/features/puzzles/verify';
import { puzzleRules } from '../../../src/features/puzzles/position';
import { allPuzzles, readPuzzleFiles } from './helpers';

const files = readPuzzleFiles();
const puzzles = allPuzzles();

describe.each(files)('$file', ({ file, raw }) => {
  test('validates against the schema and is named after its id', () => {
    const parsed = parsePuzzle(raw);
    expect(parsed.ok ? [] : parsed.error.map(puzzleProblemText)).toEqual([]);
    expect(file).toBe(`${raw['id']}.json`);
  });

  test('is verified by the engine: answers found, declared answer equal to the engine\'s', () => {
    const parsed = parsePuzzle(raw);
    if (!parsed.ok) throw new Error(parsed.error.map(puzzleProblemText).join('; '));
    const puzzle = parsed.value;
    const verified = verifyPuzzle(puzzle);
    expect(verified.problems).toEqual([]);
    expect(verified.correct.length).toBeGreaterThan(0);
    expect(puzzle.answer).toBeDefined();
    expect(declaredKeys(puzzle, puzzleRules(puzzle), puzzle.answer!)).toEqual(verified.correct);
  });
});

describe('the collection', () => {
  test('has at least 60 puzzles, at least 8 of each kind, each kind at every difficulty', () => {
    expect(puzzles.length).toBeGreaterThanOrEqual(60);
    for (const kind of PUZZLE_KINDS) {
      const ofKind = puzzles.filter((p) => p.goal.kind === kind);
      expect(ofKind.length, kind).toBeGreaterThanOrEqual(8);
      expect(new Set(ofKind.map((p) => p.difficulty)), kind).toEqual(new Set([1, 2, 3]));
    }
  });

  test('spreads over the themes and the presets', () => {
    const used = new Set(puzzles.flatMap((p) => p.themes));
    expect([...used].sort()).toEqual([...PUZZLE_THEMES].sort());
    expect(new Set(puzzles.map((p) => p.rules.preset)).size).toBe(5);
    // Points puzzles where the rules matter: the same position under two presets.
    const byPosition = new Map<string, Set<string>>();
    for (const p of puzzles.filter((x) => x.goal.kind === 'points')) {
      const key = JSON.stringify(p.position);
      byPosition.set(key, new Set([...(byPosition.get(key) ?? []), p.rules.preset]));
    }
    expect([...byPosition.values()].some((presets) => presets.size > 1)).toBe(true);
  });

  test('ids and titles are unique, and no two puzzles share a position and a question', () => {
    expect(new Set(puzzles.map((p) => p.id)).size).toBe(puzzles.length);
    expect(new Set(puzzles.map((p) => p.title)).size).toBe(puzzles.length);
    const seen = new Set(puzzles.map((p) => JSON.stringify([p.position, p.goal, p.rules])));
    expect(seen.size).toBe(puzzles.length);
  });

  test('every house-rules puzzle says in its rules note why the rules matter', () => {
    for (const p of puzzles) {
      if (p.themes.includes('house-rules')) expect(p.rulesNote, p.id).toMatch(/rule|leaflet|guide|booklet|Japan/i);
    }
  });
});
