import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CARD_IDS, PRESET_IDS, findLuckyHands, luckyHandPoints, oneCardAway, scoreCaptured, type ScoreExplanation } from '../../../src/engine';
import { arbitraryContext, arbitraryPile, arbitraryRuleSet } from './arbitraries';
import { rules } from './helpers';

function expectPartsAddUp(e: ScoreExplanation): void {
  const parts = e.yaku.reduce((s, y) => s + y.points, 0) + e.bonuses.reduce((s, b) => s + b.points, 0);
  expect(parts).toBe(e.base);
  for (const y of e.yaku) expect(y.points).toBe(y.basePoints + y.extraPerCard * y.extraCount);
  let running = e.base;
  for (const step of e.steps) {
    expect(step.before).toBe(running);
    running = step.operation === 'multiply' ? running * step.factor : running + step.amount;
    expect(step.after).toBe(running);
    expect(step.applied).toBe(step.operation === 'multiply' ? step.factor !== 1 : step.amount !== 0);
  }
  expect(e.total).toBe(running);
  if (e.base === 0) expect(e.total).toBe(0);
}

describe('properties', () => {
  test.each(PRESET_IDS)('%s: adding a card never lowers the base or the total', (preset) => {
    const r = rules(preset);
    fc.assert(
      fc.property(arbitraryPile(), fc.constantFrom(...CARD_IDS), arbitraryContext(), (pile, card, ctx) => {
        const calm = { ...ctx, field: [] };
        const before = scoreCaptured(pile, calm, r);
        const after = scoreCaptured([...pile, card], calm, r);
        expect(after.base).toBeGreaterThanOrEqual(before.base);
        expect(after.total).toBeGreaterThanOrEqual(before.total);
      }),
      { numRuns: 300 },
    );
  });

  test('under any rule set, adding a card never lowers the base', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), arbitraryPile(), fc.constantFrom(...CARD_IDS), arbitraryContext(), (r, pile, card, ctx) => {
        const before = scoreCaptured(pile, ctx, r);
        const after = scoreCaptured([...pile, card], ctx, r);
        expect(after.base).toBeGreaterThanOrEqual(before.base);
      }),
      { numRuns: 500 },
    );
  });

  test('explanation parts always add up to base and total', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), arbitraryPile(), arbitraryContext(), (r, pile, ctx) => {
        expectPartsAddUp(scoreCaptured(pile, ctx, r));
      }),
      { numRuns: 1000 },
    );
  });

  test('scoring, hints and lucky hands never throw for any valid rule set', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), arbitraryPile(), arbitraryContext(), (r, pile, ctx) => {
        expect(() => {
          scoreCaptured(pile, ctx, r);
          oneCardAway(pile.slice(0, 12), ctx, r);
          luckyHandPoints(findLuckyHands(pile.slice(0, 8), r), r);
        }).not.toThrow();
      }),
      { numRuns: 200 },
    );
  });

  test('the scoring yaku are all held in the pile (or stood for by a wild Lightning)', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), arbitraryPile(), arbitraryContext(), (r, pile, ctx) => {
        const e = scoreCaptured(pile, ctx, r);
        const own = new Set(pile);
        const wild = e.lightning.find((l) => l.owner === 'self');
        if (wild?.standsFor) {
          // Standing in, the Lightning is that card and no longer itself.
          own.delete('willow-lightning');
          own.add(wild.standsFor);
          expect(pile).not.toContain(wild.standsFor);
          expect(wild.points).toBeGreaterThan(wild.pointsAsItself);
        }
        if (r.options.lightningYakuWild === 'off') expect(e.lightning).toEqual([]);
        for (const y of e.yaku.filter((y) => y.owner === 'self')) for (const c of y.cards) expect(own.has(c)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('exclusive groups', () => {
  test('at most one scoring yaku per exclusive group of the style', async () => {
    const { YAKU_DEFINITIONS } = await import('../../../src/engine');
    fc.assert(
      fc.property(arbitraryRuleSet(), arbitraryPile(), arbitraryContext(), (r, pile, ctx) => {
        const e = scoreCaptured(pile, ctx, r);
        for (const owner of ['self', 'opponent'] as const) {
          const groups = e.yaku.filter((y) => y.owner === owner).map((y) => YAKU_DEFINITIONS[y.id].group[r.options.yakuStyle]).filter((g) => g !== null);
          expect(new Set(groups).size).toBe(groups.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
