/**
 * What a wrong answer to a points puzzle missed, read from the engine's explained score (the
 * puzzle's facts, worked out at build time): the answer is matched against the totals a
 * reader gets by leaving out scoring yaku, skipping multipliers that apply, or counting a yaku
 * the pile holds but that does not score. Issue #30: a wrong number only heard "Not right".
 * Codes and items only (words.ts words them); pure, and no engine code in the browser.
 */
import type { MultiplierStep, ScoreExplanation } from '../../engine/scoring/score';
import type { DroppedYaku, ScoringYaku } from '../../engine/scoring/yaku';

export type PointsMiss =
  /** The answer is what the score would be without `yaku` and without the multipliers `steps`. */
  | { readonly code: 'left-out'; readonly yaku: readonly ScoringYaku[]; readonly steps: readonly MultiplierStep[] }
  /** The answer counts `dropped`, which the pile holds but which does not score. */
  | { readonly code: 'counted-dropped'; readonly dropped: DroppedYaku }
  /** No one slip explains the answer: it is under or over the score. */
  | { readonly code: 'unexplained'; readonly direction: 'under' | 'over'; readonly yaku: number; readonly steps: number };

/** The running total after the steps that are kept, each applied as the engine did. */
function applySteps(base: number, steps: readonly MultiplierStep[]): number {
  return steps.reduce((total, s) => (s.operation === 'multiply' ? total * s.factor : total + s.amount), base);
}

/** Every subset of `items` of at most `max` elements, smallest first. */
function subsets<T>(items: readonly T[], max: number): T[][] {
  let out: T[][] = [[]];
  const all: T[][] = [[]];
  for (let size = 1; size <= Math.min(max, items.length); size++) {
    const next: T[][] = [];
    for (const set of out) {
      const from = set.length === 0 ? 0 : items.indexOf(set[set.length - 1]!) + 1;
      for (let i = from; i < items.length; i++) next.push([...set, items[i]!]);
    }
    all.push(...next);
    out = next;
  }
  return all;
}

/** What the answer `answered` (not the total) missed; the simplest slip that explains it. */
export function pointsMiss(x: ScoreExplanation, answered: number): PointsMiss {
  const own = x.yaku.filter((y) => y.owner === 'self');
  const applied = x.steps.filter((s) => s.applied);
  let best: { yaku: ScoringYaku[]; steps: MultiplierStep[] } | null = null;
  for (const leftOut of subsets(own, 2)) {
    for (const skipped of subsets(applied, applied.length)) {
      if (leftOut.length + skipped.length === 0) continue;
      if (best && best.yaku.length + best.steps.length <= leftOut.length + skipped.length) continue;
      const base = x.base - leftOut.reduce((sum, y) => sum + y.points, 0);
      const kept = x.steps.filter((s) => s.applied && !skipped.includes(s));
      if (base > 0 && applySteps(base, kept) === answered) best = { yaku: leftOut, steps: skipped };
    }
  }
  if (best) return { code: 'left-out', yaku: best.yaku, steps: best.steps };
  const applies = x.steps.filter((s) => s.applied);
  for (const dropped of x.dropped) {
    if (dropped.owner === 'self' && dropped.points > 0 && applySteps(x.base + dropped.points, applies) === answered) {
      return { code: 'counted-dropped', dropped };
    }
  }
  return { code: 'unexplained', direction: answered < x.total ? 'under' : 'over', yaku: own.length, steps: applied.length };
}
