import { describe, expect, test } from 'vitest';
import {
  comparePuzzles,
  neighbours,
  nextUnsolved,
  puzzleOfTheDay,
  puzzleSets,
  setOf,
  summarize,
  utcDay,
} from '../../../src/features/puzzles/catalog';
import { allPuzzles } from './helpers';

const summaries = allPuzzles().map(summarize);

describe('puzzle of the day', () => {
  test('depends only on the UTC date', () => {
    const morning = new Date('2025-03-14T00:00:01Z');
    const night = new Date('2025-03-14T23:59:59Z');
    expect(puzzleOfTheDay(summaries, morning)).toEqual(puzzleOfTheDay(summaries, night));
    // The order of the list does not matter.
    expect(puzzleOfTheDay([...summaries].reverse(), morning)).toEqual(puzzleOfTheDay(summaries, morning));
  });

  test('changes from day to day and reaches many puzzles', () => {
    const picks = Array.from({ length: 120 }, (_, i) => puzzleOfTheDay(summaries, new Date(Date.UTC(2025, 0, 1 + i)))!.id);
    expect(new Set(picks).size).toBeGreaterThan(summaries.length / 2);
    const changes = picks.filter((id, i) => i > 0 && id !== picks[i - 1]).length;
    expect(changes).toBeGreaterThan(100);
  });

  test('utcDay counts whole UTC days', () => {
    expect(utcDay(new Date('1970-01-02T00:00:00Z'))).toBe(1);
    expect(utcDay(new Date('1970-01-01T23:59:59Z'))).toBe(0);
  });

  test('is null without puzzles', () => {
    expect(puzzleOfTheDay([], new Date())).toBeNull();
  });
});

describe('sets', () => {
  test('every puzzle is in exactly one set, sets are in canonical order', () => {
    const sets = puzzleSets(summaries);
    expect(sets.flatMap((s) => s.puzzles.map((p) => p.id)).sort()).toEqual(summaries.map((p) => p.id).sort());
    for (const s of sets) {
      const ids = s.puzzles.map((p) => p.id);
      expect(ids).toEqual([...s.puzzles].sort(comparePuzzles).map((p) => p.id));
      for (const p of s.puzzles) expect(setOf(p)).toBe(s.theme);
    }
  });

  test('next and previous walk a set from end to end', () => {
    for (const s of puzzleSets(summaries)) {
      let at = s.puzzles[0]!;
      const walked = [at.id];
      expect(neighbours(summaries, at.id).previous).toBeNull();
      for (;;) {
        const n = neighbours(summaries, at.id).next;
        if (!n) break;
        expect(neighbours(summaries, n.id).previous?.id).toBe(at.id);
        walked.push(n.id);
        at = n;
      }
      expect(walked).toEqual(s.puzzles.map((p) => p.id));
    }
  });
});

describe('ways on from a puzzle', () => {
  const sets = puzzleSets(summaries);
  const ordered = sets.flatMap((s) => s.puzzles);

  test('at a set’s ends the neighbouring sets take over: never a dead end in the middle of the catalogue', () => {
    for (const [i, s] of sets.entries()) {
      const first = neighbours(summaries, s.puzzles[0]!.id);
      const last = neighbours(summaries, s.puzzles.at(-1)!.id);
      expect(first.previousSet?.id ?? null).toBe(sets[i - 1]?.puzzles.at(-1)!.id ?? null);
      expect(last.nextSet?.id ?? null).toBe(sets[i + 1]?.puzzles[0]!.id ?? null);
    }
    // Inside a set the set's own neighbours are enough.
    const long = sets.find((s) => s.puzzles.length >= 3)!;
    expect(neighbours(summaries, long.puzzles[1]!.id)).toMatchObject({ previousSet: null, nextSet: null });
  });

  test('the next unsolved puzzle: the first after this one, round to the start, that is not solved', () => {
    const ids = ordered.map((p) => p.id);
    const none = () => false;
    expect(nextUnsolved(ordered, ids[0]!, none)?.id).toBe(ids[1]);
    // Solved ones are skipped, and the search wraps round to the start.
    const solved = new Set(ids.slice(3));
    expect(nextUnsolved(ordered, ids[3]!, (id) => solved.has(id))?.id).toBe(ids[0]);
    // The puzzle itself is never offered, solved or not.
    const allButOne = new Set(ids.filter((id) => id !== ids[5]));
    expect(nextUnsolved(ordered, ids[5]!, (id) => allButOne.has(id))).toBeNull();
    expect(nextUnsolved(ordered, ids[5]!, () => true)).toBeNull();
  });
});
