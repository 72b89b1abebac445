import { describe, expect, test } from 'vitest';
import { decodeRuleChoice } from '../../../src/engine';
import { decodeCalculatorLink } from '../../../src/features/calculator/link';
import { gameFromDeal } from '../../../src/features/play/save';
import { parseDealLink } from '../../../src/features/play/deal-link';
import { decodeShareLink, ledgerOf } from '../../../src/features/scorekeeper/model';
import fixture from './fixtures/links-before-second-edition.json';

/**
 * Whole share links the site wrote before the second-edition options (settings, calculator,
 * deal and score-sheet links), with what each opened to then. The strings and the expected
 * values were produced by running the encoders and decoders of commit 256270a in a checkout of
 * that commit, not by the code under test. rule-code-compat.test.ts holds the bare rule codes;
 * this file holds the links around them, so a change to a page's own parameters is caught too.
 *
 * An old link names only options that existed then; each must keep its old value, and the
 * options added since take the preset's value (src/engine/README.md, Rule codes).
 */

const query = (url: string) => url.slice(url.indexOf('?'));

/** Every option the old decoder gave keeps its value (new options are not in `before`). */
function expectSameOptions(now: object | null | undefined, before: object | null) {
  if (before === null) {
    expect(now ?? null).toBeNull();
    return;
  }
  expect(now).toBeTruthy();
  for (const [option, value] of Object.entries(before)) {
    expect((now as Record<string, unknown>)[option], option).toEqual(value);
  }
}

describe('settings links from before the second edition', () => {
  test.each(fixture.settings.map((s) => [s.url, s] as const))('%s', (url, before) => {
    const code = new URLSearchParams(query(url)).get('rules') ?? '';
    const decoded = decodeRuleChoice(code);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.preset).toBe(before.preset);
    expect(decoded.value.overrides).toEqual(before.overrides);
  });
});

describe('calculator links from before the second edition', () => {
  test.each(fixture.calculator.map((c) => [c.url, c] as const))('%s', (url, before) => {
    const decoded = decodeCalculatorLink(query(url));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    // The same state, no third player's pile (a field the calculator gained with three players),
    // and no player count of its own (it follows the rules, as these links always did).
    expect(decoded.value.state).toEqual({ ...before.state, thirdPile: [], players: null });
    expectSameOptions(decoded.value.rules?.options, before.options);
  });
});

describe('deal links from before the second edition', () => {
  test.each(fixture.play.map((p) => [p.url, p] as const))('%s deals the same cards', (url, before) => {
    const parsed = parseDealLink(query(url));
    expect(parsed.kind).toBe('deal');
    if (parsed.kind !== 'deal') return;
    const { seed, round, dealer, level, rules } = parsed.link;
    expect({ seed, round, dealer, level }).toEqual({
      seed: before.seed,
      round: before.round,
      dealer: before.dealer,
      level: before.level,
    });
    expectSameOptions(rules?.options, before.options);
    const game = gameFromDeal(rules!, seed, round, dealer as 0 | 1 | null);
    expect(game.ok).toBe(true);
    if (!game.ok) return;
    const c = game.value.current;
    expect({ dealer: c.dealer, hands: c.hands, field: c.field, pile: c.pile }).toEqual(before.deal);
  });
});

describe('score-sheet links from before the second edition', () => {
  test.each(fixture.scorekeeper.map((s) => [s.url, s] as const))('%s shows the same sheet', (url, before) => {
    const decoded = decodeShareLink(query(url));
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.names).toEqual(before.names);
    expectSameOptions(decoded.value.rules.options, before.options);
    const ledger = ledgerOf(decoded.value);
    expect(ledger.ok).toBe(true);
    if (!ledger.ok) return;
    expect({
      rows: ledger.value.rows.map((r) => ({
        round: r.round,
        month: r.month,
        dealer: r.dealer,
        end: r.end,
        winner: r.winner,
        points: r.points,
        totals: r.totals,
        nextDealer: r.nextDealer,
      })),
      totals: ledger.value.totals,
      roundsPlayed: ledger.value.roundsPlayed,
      next: ledger.value.next,
    }).toEqual(before.ledger);
  });
});
