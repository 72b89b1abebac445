/**
 * Quick checks must not be passable blind (issue #30): lessons are written right answer first,
 * and shown that way "click the first option" passed 47 of 48 checks. Each check now shows its
 * options in an order of its own (check-order.ts). Measured here over every quick check of every
 * lesson, read from the MDX sources the site builds from: where the right answer is shown must
 * not cluster in one position, the order is stable, and every option still says why.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkOrder } from '../../../src/features/learn/exercises/check-order';

interface Check {
  readonly lesson: string;
  /** The `lesson` prop as written in the tag. */
  readonly lessonProp: string | null;
  readonly id: string;
  /** Each option's source text, as written. */
  readonly options: readonly string[];
}

/** The top-level `{…}` objects of an array literal's source, skipping braces inside strings. */
function topLevelObjects(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = -1;
  let quote: string | null = null;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = null;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}') {
      depth--;
      if (depth === 0) out.push(source.slice(start, i + 1));
    }
  }
  return out;
}

/** Every `<InlineCheck … options={[…]} />` of a lesson's MDX source. */
function checksOf(lesson: string, source: string): Check[] {
  const checks: Check[] = [];
  for (const m of source.matchAll(/<InlineCheck\b([\s\S]*?)options=\{\[([\s\S]*?)\]\}\s*\/>/g)) {
    const attrs = m[1]!;
    checks.push({
      lesson,
      lessonProp: /\blesson="([^"]+)"/.exec(attrs)?.[1] ?? null,
      id: /\bid="([^"]+)"/.exec(attrs)![1]!,
      options: topLevelObjects(m[2]!),
    });
  }
  return checks;
}

const dir = join(import.meta.dirname, '../../../content/lessons');
const CHECKS = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .flatMap((f) => checksOf(f.replace(/\.mdx$/, ''), readFileSync(join(dir, f), 'utf8')));

const isRight = (option: string) => /\bcorrect:\s*true\b/.test(option);

/** Where each check shows its right answer (0 = first), given the order it shows its options in. */
function shownPositions(order: (check: Check) => readonly number[]): number[] {
  return CHECKS.map((check) => order(check).findIndex((written) => isRight(check.options[written]!)));
}

/**
 * The clustering rule: no position may hold the right answer in more than half of the checks
 * that have that position. With three or four options, half is far above the third or quarter
 * a fair order gives, so the rule catches a habit (always first) and not chance.
 */
function crowdedPositions(positions: readonly number[]): { position: number; share: number }[] {
  const crowded: { position: number; share: number }[] = [];
  const widest = Math.max(...CHECKS.map((c) => c.options.length));
  for (let p = 0; p < widest; p++) {
    const having = CHECKS.filter((c) => c.options.length > p).length;
    const share = positions.filter((x) => x === p).length / having;
    if (share > 0.5) crowded.push({ position: p, share });
  }
  return crowded;
}

describe('the lessons’ quick checks', () => {
  test('are read from the sources: every lesson has some, each with one right answer', () => {
    expect(CHECKS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(CHECKS.map((c) => c.lesson)).size).toBe(10);
    for (const check of CHECKS) {
      expect(check.options.length, `${check.lesson}/${check.id}`).toBeGreaterThanOrEqual(2);
      expect(check.options.filter(isRight).length, `${check.lesson}/${check.id}`).toBe(1);
    }
  });

  test('each check names its own lesson, which seeds its order', () => {
    for (const check of CHECKS) expect(check.lessonProp, check.id).toBe(check.lesson);
  });

  test('every option, right or wrong, says why', () => {
    for (const check of CHECKS) {
      for (const option of check.options) expect(option, `${check.lesson}/${check.id}`).toMatch(/\bwhy:\s*['"`]\S/);
    }
  });

  test('the rule catches clustering: the options in their written order fail it', () => {
    const asWritten = shownPositions((check) => check.options.map((_, i) => i));
    expect(crowdedPositions(asWritten).map((c) => c.position)).toContain(0);
  });

  test('as shown, the right answers cluster in no position', () => {
    const shown = shownPositions((check) => checkOrder(check.lesson, check.id, check.options.length));
    expect(crowdedPositions(shown)).toEqual([]);
    // Always clicking the first option passes only a minority of the checks.
    expect(shown.filter((p) => p === 0).length).toBeLessThan(CHECKS.length / 2);
  });
});

describe('the order of one check', () => {
  test('is a permutation, the same on every call (server, browser, reload)', () => {
    for (const check of CHECKS) {
      const order = checkOrder(check.lesson, check.id, check.options.length);
      expect([...order].sort()).toEqual(check.options.map((_, i) => i));
      expect(checkOrder(check.lesson, check.id, check.options.length)).toEqual(order);
    }
  });

  test('depends on the lesson and the check', () => {
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => checkOrder('matching', id, 4).join('')));
    expect(orders.size).toBeGreaterThan(1);
  });
});
