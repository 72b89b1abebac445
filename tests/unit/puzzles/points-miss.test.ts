/**
 * A wrong answer to a points puzzle says what it missed (issue #30), worked out from the
 * engine's explained score of each published points puzzle: a total without one of its yaku
 * names that yaku, the score before a multiplier that applies names the multiplier (in the
 * score's own words), and a number no single slip explains says whether it is under or over.
 */
import { describe, expect, test } from 'vitest';
import { pointsMiss } from '../../../src/features/puzzles/points-miss';
import { pointsMissText } from '../../../src/features/puzzles/words';
import { verifyPuzzle } from '../../../src/features/puzzles/verify';
import type { ScoreExplanation } from '../../../src/engine/scoring/score';
import { multiplierText } from '../../../src/words/score';
import { yakuName } from '../../../src/words/yaku-names';
import { MULTIPLIER_WORDS_BY_SCORER } from '../../../src/features/calculator/words';
import { allPuzzles } from './helpers';

const POINTS = allPuzzles()
  .filter((p) => p.goal.kind === 'points')
  .map((p) => {
    const facts = verifyPuzzle(p).facts;
    if (facts?.kind !== 'points') throw new Error(`${p.id}: no explained score`);
    return { id: p.id, x: facts.explanation };
  });

const applySteps = (x: ScoreExplanation, base: number) =>
  x.steps.filter((s) => s.applied).reduce((n, s) => (s.operation === 'multiply' ? n * s.factor : n + s.amount), base);

describe('a wrong points answer', () => {
  test('the published points puzzles are read, some with a multiplier that applies', () => {
    expect(POINTS.length).toBeGreaterThanOrEqual(5);
    expect(POINTS.some(({ x }) => x.steps.some((s) => s.applied))).toBe(true);
  });

  test.each(POINTS)('$id: the score before its multipliers names them', ({ x }) => {
    const applied = x.steps.filter((s) => s.applied && s.after !== s.before);
    if (applied.length === 0 || x.base === x.total) return;
    const miss = pointsMiss(x, x.base);
    expect(miss.code).toBe('left-out');
    const text = pointsMissText(miss, x.base);
    expect(text).toMatch(/leaves out (a multiplier that applies|\d multipliers that apply)\./);
    // At least one of the steps named is the engine's own sentence for a step that applies.
    expect(applied.some((s) => text.includes(multiplierText(s, MULTIPLIER_WORDS_BY_SCORER.you)))).toBe(true);
  });

  test.each(POINTS)('$id: a total without one of its yaku names that yaku', ({ x }) => {
    const own = x.yaku.filter((y) => y.owner === 'self');
    for (const y of own) {
      if (x.base - y.points <= 0) continue;
      const answered = applySteps(x, x.base - y.points);
      if (answered === x.total) continue;
      const miss = pointsMiss(x, answered);
      // The simplest slip is named: this yaku, or (when they give the same total) a multiplier.
      expect(miss.code).toBe('left-out');
      if (miss.code === 'left-out' && miss.steps.length === 0) {
        expect(miss.yaku.map((m) => m.points).reduce((a, b) => a + b, 0)).toBe(y.points);
        const text = pointsMissText(miss, answered);
        expect(text).toMatch(/^Not right: \d+ points? leaves out /);
        expect(miss.yaku.some((m) => text.includes(yakuName(m.id)))).toBe(true);
      }
    }
  });

  test.each(POINTS)('$id: a number no slip explains says under or over, never “not right” alone', ({ x }) => {
    const over = pointsMiss(x, x.total * 10 + 7);
    expect(over).toMatchObject({ code: 'unexplained', direction: 'over' });
    expect(pointsMissText(over, x.total * 10 + 7)).toMatch(/^Not right: the score is less than \d+ points\. Count the (\d+ )?yaku in your pile(;|,)/);
  });
});
