import { describe, expect, test } from 'vitest';
import {
  checkScoreCase,
  formatOutcome,
  runConformanceData,
  runConformanceText,
  summarize,
  type CaseHandlers,
} from '../../support/conformance';

// The cases of tests/conformance/ themselves run once, in `npm test`'s conformance step
// (scripts/conformance.ts, the public runner); these tests check the runner.

const SCORE_CASE = {
  kind: 'score',
  name: 'ok',
  rules: 'fudawiki',
  captured: ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'],
  expect: { yaku: { akatan: 5 }, base: 5, total: 5 },
};

// Score-only handlers, so these runner tests do not depend on whether a round engine is plugged in.
const SCORE_ONLY: CaseHandlers = { score: checkScoreCase };
const run = (cases: unknown[]) => runConformanceData({ cases }, 'test.json', SCORE_ONLY);

describe('runner: malformed input is reported, never thrown', () => {
  test.each<[string, string, RegExp]>([
    ['not JSON', '{ "cases": [', /invalid JSON/],
    ['no cases array', '{ "case": [] }', /cases/],
    ['a bare array', '[]', /cases/],
  ])('file: %s', (_name, text, reason) => {
    const [outcome] = runConformanceText(text, 'bad.json');
    expect(outcome?.verdict.status).toBe('malformed');
    expect(formatOutcome(outcome!)).toMatch(reason);
  });

  test.each<[string, unknown, RegExp]>([
    ['case not an object', 42, /JSON object/],
    ['no name', { ...SCORE_CASE, name: undefined }, /no "name"/],
    ['no kind', { ...SCORE_CASE, kind: undefined }, /no "kind"/],
    ['unknown kind', { ...SCORE_CASE, kind: 'puzzle' }, /unknown kind/],
    ['unknown preset', { ...SCORE_CASE, rules: 'hanafuda' }, /Unknown preset/],
    ['bad override', { ...SCORE_CASE, overrides: { viewing: 'rain' } }, /viewing/],
    ['overrides not an object', { ...SCORE_CASE, overrides: 'x' }, /overrides/],
    ['unknown card', { ...SCORE_CASE, captured: ['pine-ribon'] }, /unknown card/],
    ['duplicate card', { ...SCORE_CASE, captured: ['pine-ribbon', 'pine-ribbon'] }, /twice/],
    ['captured missing', { ...SCORE_CASE, captured: undefined }, /captured/],
    ['bad field', { ...SCORE_CASE, field: 'pine-crane' }, /field/],
    ['bad month', { ...SCORE_CASE, month: 13 }, /month/],
    ['bad calls', { ...SCORE_CASE, calls: ['me'] }, /calls/],
    ['expect missing', { ...SCORE_CASE, expect: undefined }, /expect/],
    ['expect empty', { ...SCORE_CASE, expect: {} }, /none of/],
    ['unknown yaku expected', { ...SCORE_CASE, expect: { yaku: { akatanz: 5 } } }, /unknown yaku/],
    ['points not a number', { ...SCORE_CASE, expect: { yaku: { akatan: '5' } } }, /whole number/],
    ['base not a number', { ...SCORE_CASE, expect: { base: 'five' } }, /expect.base/],
  ])('case: %s', (_name, raw, reason) => {
    const [outcome] = run([raw]);
    expect(outcome?.verdict.status).toBe('malformed');
    expect(formatOutcome(outcome!)).toMatch(reason);
  });

  test('an engine error is a failed case, not a crash', () => {
    const throwing: CaseHandlers = { score: () => { throw new Error('boom'); } };
    const [outcome] = runConformanceData({ cases: [SCORE_CASE] }, 'x.json', throwing);
    expect(outcome?.verdict.status).toBe('failed');
    expect(formatOutcome(outcome!)).toContain('engine error: boom');
  });
});

describe('runner: results and summary', () => {
  test('a wrong expectation fails with expected and got on one line', () => {
    const [outcome] = run([{ ...SCORE_CASE, name: 'wrong', expect: { yaku: { akatan: 6 }, base: 6, total: 6 } }]);
    const line = formatOutcome(outcome!);
    expect(line).toBe('FAIL test.json › wrong: expected {"yaku":{"akatan":6},"base":6,"total":6}, got {"yaku":{"akatan":5},"base":5,"total":5}');
  });

  test('extra yaku make a case fail', () => {
    const [outcome] = run([{ ...SCORE_CASE, captured: [...SCORE_CASE.captured, 'cherry-curtain', 'chrysanthemum-sake-cup'] }]);
    expect(outcome?.verdict.status).toBe('failed');
  });

  test('a known kind without a handler is skipped by name, not malformed', () => {
    const outcomes = run([SCORE_CASE, { kind: 'round', name: 'a round' }]);
    expect(outcomes.map((o) => o.verdict.status)).toEqual(['passed', 'skipped']);
    expect(formatOutcome(outcomes[1]!)).toBe('SKIP test.json › a round: round cases are not supported yet');
    const withRound = runConformanceData({ cases: [{ kind: 'round', name: 'r' }] }, 't', {
      ...SCORE_ONLY,
      round: () => ({ status: 'passed' }),
    });
    expect(withRound[0]?.verdict.status).toBe('passed');
  });

  test('summary line counts malformed as failed and appends skipped', () => {
    const outcomes = run([SCORE_CASE, { ...SCORE_CASE, month: 0 }, { kind: 'round', name: 'r' }]);
    expect(summarize(outcomes).closingLine).toBe('1 passed, 1 failed, 1 skipped');
    expect(summarize(run([SCORE_CASE])).closingLine).toBe('1 passed, 0 failed');
  });
});
