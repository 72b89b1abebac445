/** The round-case handler: passes, failures with the engine's reason, malformed cases. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { formatOutcome, runConformanceData } from '../../support/conformance';
import { checkRoundCase } from '../../support/conformance/round-case';

const FILE = join(import.meta.dirname, '../../conformance/round.json');
const cases = (JSON.parse(readFileSync(FILE, 'utf8')) as { cases: Record<string, unknown>[] }).cases;
const stops = cases[0]!; // "dealer stops on moon viewing"
const run = (raw: unknown) => runConformanceData({ cases: [raw] }, 'x.json', { round: checkRoundCase })[0]!;

describe('round cases', () => {
  test('the public round cases pass', () => {
    for (const c of cases) expect(run(c).verdict, c['name'] as string).toEqual({ status: 'passed' });
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['a card not in hand', { moves: [{ play: 'pine-crane' }] }, /move 1 .* not allowed: pine-crane is not in your hand \[not-in-hand\]/],
    ['a call with no decision', { moves: [{ call: 'shobu' }] }, /no koi-koi decision is pending/],
    ['moves after the end', { moves: [{ play: 'pampas-chaff-1' }, { call: 'shobu' }, { play: 'cherry-chaff-1' }] }, /move 3 .* round is over/],
    ['a round not over', { moves: [{ play: 'pampas-chaff-1' }] }, /not over after the 1 moves: waiting for the dealer to call koi-koi or shobu/],
    ['a wrong expectation', { expect: { end: 'shobu', winner: 'dealer', points: { dealer: 6, other: 0 }, nextDealer: 'dealer' } }, /expected .*"dealer":6.*got .*"dealer":5/],
    ['a wrong capture list', { expect: { captured: { dealer: ['pampas-moon'], other: [] } } }, /FAIL/],
  ])('failure: %s', (_, change, reason) => {
    const outcome = run({ ...stops, ...change });
    expect(outcome.verdict.status).toBe('failed');
    expect(formatOutcome(outcome)).toMatch(reason);
  });

  test('captured piles can be checked in any order', () => {
    const outcome = run({ ...stops, expect: { end: 'shobu', captured: { dealer: ['pampas-moon', 'chrysanthemum-sake-cup', 'pampas-chaff-1', 'chrysanthemum-chaff-1'].reverse(), other: [] } } });
    expect(outcome.verdict).toEqual({ status: 'passed' });
  });

  test.each<[string, Record<string, unknown>, RegExp]>([
    ['no rules', { rules: undefined }, /"rules"/],
    ['an unknown preset', { rules: 'hanafuda' }, /Unknown preset/],
    ['a bad month', { month: 0 }, /month/],
    ['no deal', { deal: undefined }, /"deal"/],
    ['an unknown card in the deal', { deal: { ...(stops['deal'] as object), other: ['pine-dragon'] } }, /unknown card/],
    ['an incomplete deal', { deal: { ...(stops['deal'] as object), pile: [] } }, /invalid deal/],
    ['moves not a list', { moves: {} }, /"moves"/],
    ['a move of no known shape', { moves: [{ jump: 'x' }] }, /not a play \(with an optional take or lay\), drawTake, call or luckyHand move/],
    ['no expectation', { expect: {} }, /none of/],
    ['a bad end', { expect: { end: 'draw' } }, /expect.end/],
    ['bad points', { expect: { points: { dealer: 'five' } } }, /expect.points/],
  ])('malformed: %s', (_, change, reason) => {
    const outcome = run({ ...stops, ...change });
    expect(outcome.verdict.status).toBe('malformed');
    expect(formatOutcome(outcome)).toMatch(reason);
  });
});
