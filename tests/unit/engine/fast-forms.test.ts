/**
 * Every fast form of the yaku is derived from the yaku definitions (yakuComposition); these
 * differential tests hold each one to the reference form on random piles, under every preset
 * alone and with random option overrides:
 * - the bit form of each composition (fastFormOf, matchForm) against matchComposition;
 * - the fast scorer (compileScoring + evaluateFast + totalFromBase) against scoreCaptured;
 * - the AI's target tables (targetTable) against the compositions and the scoring engine.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { CardSet, countIn } from '../../../src/engine/card-set';
import { CARD_IDS, type CardId, type Month } from '../../../src/engine/cards';
import { PRESET_IDS, type PresetId } from '../../../src/engine/rules/presets';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import {
  ITEM_COUNT,
  compileScoring,
  evaluateFast,
  fastFormOf,
  matchForm,
  fieldBrightCount,
  itemsOf,
  totalFromBase,
  weatherOf,
} from '../../../src/engine/scoring/fast-score';
import { scoreCaptured, scoredYakuMap } from '../../../src/engine/scoring/score';
import {
  EXCLUSIVE_GROUPS,
  YAKU_DEFINITIONS,
  matchComposition,
  sakeCupReadings,
  sakeCupRoleOf,
  yakuComposition,
  type Caller,
} from '../../../src/engine/scoring/yaku';
import { PILE_YAKU_IDS } from '../../../src/engine/scoring/yaku-ids';
import { targetTable } from '../../../src/engine/ai/knowledge';
import { arbitraryRuleSet } from './arbitraries';
import { rules } from './helpers';

/** The preset alone, or the preset with a random mix of overrides. */
const ruleSetsOf = (preset: PresetId): fc.Arbitrary<RuleSet> =>
  fc.oneof(fc.constant(rules(preset)), arbitraryRuleSet().map((random) => rules(preset, random.overrides)));

const pile = (maxLength = 48) => fc.subarray([...CARD_IDS] as CardId[], { maxLength });
const month = fc.integer({ min: 1, max: 12 }).map((m) => m as Month);

const idsOf = (set: { lo: number; hi: number }): CardId[] => new CardSet(set.lo, set.hi).toIds();
const deckOrder = (ids: Iterable<CardId>): CardId[] => CARD_IDS.filter((id) => new Set(ids).has(id));

describe.each(PRESET_IDS)('fast forms under %s', (preset) => {
  test('the bit form of each composition matches as matchComposition does', () => {
    fc.assert(
      fc.property(ruleSetsOf(preset), pile(), month, fc.integer({ min: 0, max: 1 }), (r, cards, m, which) => {
        const readings = sakeCupReadings(r.options.sakeCup);
        const role = readings[which % readings.length]!;
        const set = CardSet.fromCards(cards);
        for (const id of PILE_YAKU_IDS) {
          const composition = yakuComposition(id, r, m, role)!;
          const form = fastFormOf(0, composition);
          const reference = matchComposition(composition, new Set(cards));
          const fast = matchForm(form, set.lo, set.hi);
          expect(fast >= 0, id).toBe(reference !== null);
          if (reference && composition.extras) expect(fast, id).toBe(reference.extraCount);
        }
      }),
      { numRuns: 150, seed: 4801 },
    );
  });

  test('the fast scorer gives the items, base and total of scoreCaptured', () => {
    const out = new Int32Array(ITEM_COUNT);
    const calls = fc.array(fc.constantFrom<Caller>('self', 'opponent'), { maxLength: 5 });
    fc.assert(
      fc.property(
        ruleSetsOf(preset),
        fc.record({ mine: pile(), theirs: pile(24), field: pile(12), fieldAtDeal: pile(8), month, calls }),
        (r, c) => {
          const mine = CardSet.fromCards(c.mine);
          const theirs = CardSet.fromCards(c.theirs);
          const own = c.calls.filter((x) => x === 'self').length;
          const base = evaluateFast(
            compileScoring(r),
            { lo: mine.lo, hi: mine.hi, calls: own },
            { lo: theirs.lo, hi: theirs.hi, calls: c.calls.length - own },
            c.month,
            weatherOf(c.field),
            out,
          );
          const reference = scoreCaptured(
            c.mine,
            { month: c.month, field: c.field, fieldAtDeal: c.fieldAtDeal, calls: c.calls, othersCaptured: [c.theirs] },
            r,
          );
          expect(itemsOf(out)).toEqual(scoredYakuMap(reference));
          expect(base).toBe(reference.base);
          const last = c.calls[c.calls.length - 1] === 'opponent';
          expect(totalFromBase(r.options, base, own, c.calls.length - own, last, fieldBrightCount(c.fieldAtDeal))).toBe(reference.total);
        },
      ),
      { numRuns: 400, seed: 4802 },
    );
  });

  test("the AI's targets are the played yaku's compositions", () => {
    fc.assert(
      fc.property(ruleSetsOf(preset), month, (r, m) => {
        const o = r.options;
        const table = targetTable(r, m);
        const expected = PILE_YAKU_IDS.filter((id) => {
          const value = o.yakuPoints[id];
          const viewingOff = (id === 'hanami-zake' || id === 'tsukimi-zake') && o.viewing === 'off';
          return value !== null && value.points > 0 && !viewingOff;
        });
        expect(table.targets.map((t) => t.id)).toEqual(expected);
        for (const t of table.targets) {
          // The pools the Sake Cup option lets the cup join, exactly as the scoring reads them.
          const composition = yakuComposition(t.id, r, m, sakeCupRoleOf(o.sakeCup))!;
          expect(idsOf(t), t.id).toEqual(deckOrder([...composition.required, ...(composition.pick?.from ?? [])]));
          expect(t.need, t.id).toBe(composition.required.length + (composition.pick?.count ?? 0));
          expect(idsOf({ lo: t.extraLo, hi: t.extraHi }), t.id).toEqual(deckOrder(composition.extras?.from ?? []));
          expect(t.value, t.id).toBe(o.yakuPoints[t.id]!.points);
          expect(t.extra, t.id).toBe(o.yakuPoints[t.id]!.extra);
          const group = YAKU_DEFINITIONS[t.id].group[o.yakuStyle];
          expect(t.group, t.id).toBe(group === null ? -1 : EXCLUSIVE_GROUPS.indexOf(group));
        }
        // byCard lists, for each card, exactly the targets holding it.
        table.byCard.forEach((entries, k) => {
          const want = table.targets.flatMap((t, i) => {
            const code = (new CardSet(t.lo, t.hi).hasIndex(k) ? 1 : 0) + (new CardSet(t.extraLo, t.extraHi).hasIndex(k) ? 2 : 0);
            return code > 0 ? [i * 4 + code] : [];
          });
          expect(entries).toEqual(want);
        });
      }),
      { numRuns: 60, seed: 4803 },
    );
  });

  test('a target counts as reached whenever the scoring engine forms its yaku', () => {
    fc.assert(
      fc.property(ruleSetsOf(preset), pile(), month, (r, cards, m) => {
        const table = targetTable(r, m);
        const set = CardSet.fromCards(cards);
        const has = new Set(cards);
        for (const t of table.targets) {
          const held = countIn(set.lo, set.hi, t);
          // Under any reading of the Sake Cup the scoring may choose, a formed yaku means a
          // reached target; the one exception is Chaff helped by a double-chaff card, which a
          // target counts once (see knowledge.ts).
          const doubled = r.options.doubleChaff.some((c) => has.has(c));
          for (const role of sakeCupReadings(r.options.sakeCup)) {
            const formed = matchComposition(yakuComposition(t.id, r, m, role)!, has) !== null;
            if (formed && !(t.id === 'kasu' && doubled)) expect(held, t.id).toBeGreaterThanOrEqual(t.need);
          }
          // Reached means formed (under the reading with the cup in every pool it may join),
          // except for Rainy Four Brights, which a target reads as "four brights".
          if (held >= t.need && t.id !== 'ame-shiko') {
            expect(matchComposition(yakuComposition(t.id, r, m)!, has), t.id).not.toBeNull();
          }
        }
      }),
      { numRuns: 150, seed: 4804 },
    );
  });
});
