import { describe, expect, test } from 'vitest';
import { runConformanceData } from '../../support/conformance';
import { readMonth } from '../../support/conformance/read';

const run = (raw: unknown) => runConformanceData({ cases: [raw] }, 'x.json')[0]!.verdict;

describe('"kind": "rules" cases', () => {
  test.each([
    ['a plain preset is valid', { rules: 'fudawiki', expect: { valid: true } }, 'passed'],
    ['an unknown preset is refused', { rules: 'no-such-preset', expect: { valid: false } }, 'passed'],
    ['a value out of range is refused', { rules: 'fudawiki', overrides: { rounds: 40 }, expect: { valid: false } }, 'passed'],
    ['a valid set expected invalid fails', { rules: 'nintendo', overrides: { rounds: 6 }, expect: { valid: false } }, 'failed'],
    ['an invalid set expected valid fails', { rules: 'fudawiki', overrides: { handSize: 3 }, expect: { valid: true } }, 'failed'],
    ['expect without "valid" is malformed', { rules: 'fudawiki', expect: {} }, 'malformed'],
    ['overrides that are not an object are malformed', { rules: 'fudawiki', overrides: [1], expect: { valid: true } }, 'malformed'],
  ])('%s', (_name, body, status) => {
    expect(run({ kind: 'rules', name: 'case', ...body }).status).toBe(status);
  });
});

describe('"round" instead of "month"', () => {
  test.each([
    [1, 1],
    [12, 12],
    [13, 1],
    [26, 2],
  ])('round %i is month %i', (round, month) => {
    expect(readMonth(undefined, round)).toEqual({ ok: true, value: month });
  });

  test('a month that disagrees with the round is refused with both named', () => {
    const read = readMonth(4, 15);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.reason).toMatch(/"month" 4 .*"round" 15 \(month 3\)/);
  });

  test('round 0 is refused', () => {
    expect(readMonth(undefined, 0).ok).toBe(false);
  });

  test('a score case by round scores like the same case by month', () => {
    // Round 14 is February: the plum cards make Cards of the Month (tsukifuda) under fudawiki.
    const pile = ['plum-warbler', 'plum-ribbon', 'plum-chaff-1', 'plum-chaff-2'];
    const byRound = run({ kind: 'score', name: 'r', rules: 'fudawiki', round: 14, captured: pile, expect: { total: 0 } });
    const wrongMonth = run({ kind: 'score', name: 'm', rules: 'fudawiki', month: 3, captured: pile, expect: { total: 0 } });
    // Under month 3 the plum cards are no tsukifuda, so 0 points is right there and wrong for round 14.
    expect(wrongMonth.status).toBe('passed');
    expect(byRound.status).toBe('failed');
  });
});
