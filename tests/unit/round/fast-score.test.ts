/**
 * The round engine's fast scorer must agree with the scoring engine (evaluateYaku /
 * scoreCaptured) on every pile, under every rule set.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CARD_IDS, type CardId, type Month } from '../../../src/engine/cards';
import { createRng } from '../../../src/engine/random';
import {
  ITEM_COUNT,
  compileScoring,
  evaluateFast,
  fieldBrightCount,
  itemsOf,
  totalFromBase,
  weatherOf,
} from '../../../src/engine/scoring/fast-score';
import { indexOfCard, monthOfCard } from '../../../src/engine/round/tables';
import { CardSet } from '../../../src/engine/card-set';
import { scoreCaptured, scoredYakuMap } from '../../../src/engine/scoring/score';
import { CARDS } from '../../../src/engine/cards';
import { randomRules } from './helpers';

test('the card-id perfect hash gives every card its index and month', () => {
  for (const c of CARDS) {
    expect(indexOfCard(c.id)).toBe(c.index);
    expect(monthOfCard(c.id)).toBe(c.month);
  }
});

describe('fast scorer = scoring engine', () => {
  const arbitraryCase = fc.record({
    rulesSeed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    captured: fc.subarray([...CARD_IDS] as CardId[], { minLength: 0, maxLength: 48 }),
    opponent: fc.subarray([...CARD_IDS] as CardId[], { minLength: 0, maxLength: 24 }),
    field: fc.subarray([...CARD_IDS] as CardId[], { minLength: 0, maxLength: 12 }),
    fieldAtDeal: fc.subarray([...CARD_IDS] as CardId[], { minLength: 0, maxLength: 8 }),
    month: fc.integer({ min: 1, max: 12 }),
    calls: fc.array(fc.constantFrom<'self' | 'opponent'>('self', 'opponent'), { maxLength: 6 }),
  });

  test('items, base and total agree on random piles under random rule sets', () => {
    const out = new Int32Array(ITEM_COUNT);
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const r = randomRules(createRng(c.rulesSeed), 0.5);
        const o = r.options;
        const compiled = compileScoring(r);
        const mine = CardSet.fromCards(c.captured);
        const theirs = CardSet.fromCards(c.opponent);
        const own = c.calls.filter((x) => x === 'self').length;
        const base = evaluateFast(
          compiled,
          { lo: mine.lo, hi: mine.hi, calls: own },
          { lo: theirs.lo, hi: theirs.hi, calls: c.calls.length - own },
          c.month,
          weatherOf(c.field),
          out,
        );
        const explanation = scoreCaptured(
          c.captured,
          { month: c.month as Month, field: c.field, fieldAtDeal: c.fieldAtDeal, calls: c.calls, othersCaptured: [c.opponent] },
          r,
        );
        expect(itemsOf(out)).toEqual(scoredYakuMap(explanation));
        expect(base).toBe(explanation.base);
        const total = totalFromBase(
          o,
          base,
          own,
          c.calls.length - own,
          c.calls[c.calls.length - 1] === 'opponent',
          fieldBrightCount(c.fieldAtDeal),
        );
        expect(total).toBe(explanation.total);
      }),
      { numRuns: 3000, seed: 20240611 },
    );
  }, 60_000);
});
