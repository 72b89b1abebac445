/** Scoring a round told as yaku: it agrees with the cards, and impossible announcements are refused. */
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { CARD_IDS, PRESET_IDS, scoreCaptured, type CardId, type Caller, type Month } from '../../../src/engine';
import { announcedYaku, extraRange, scoreByYaku, type ByYakuErrorCode, type YakuClaim } from '../../../src/engine/scoring/by-yaku';
import { arbitraryRuleSet } from '../engine/arbitraries';
import { rules } from '../round/helpers';

const claim = (id: YakuClaim['id'], extra = 0): YakuClaim => ({ id, extra });

describe('scoring by yaku agrees with scoring by the cards', () => {
  const context = fc.record({
    month: fc.integer({ min: 1, max: 12 }).map((m) => m as Month),
    calls: fc.array(fc.constantFrom<Caller>('self', 'opponent'), { maxLength: 3 }),
  });
  // Random piles split between two players (so both-players rules have an opponent's pile).
  const deal = fc
    .array(fc.integer({ min: 0, max: 2 }), { minLength: 48, maxLength: 48 })
    .map((sides) => {
      const own: CardId[] = [];
      const theirs: CardId[] = [];
      CARD_IDS.forEach((card, i) => (sides[i] === 1 ? own.push(card) : sides[i] === 2 ? theirs.push(card) : null));
      return { own, theirs };
    });

  test.each(PRESET_IDS)('preset %s: any pile, its yaku entered by id and count score the same', (preset) => {
    const r = rules(preset);
    fc.assert(
      fc.property(deal, context, ({ own }, ctx) => {
        const byCards = scoreCaptured(own, ctx, r);
        const claims = announcedYaku(own, ctx, r);
        const byYaku = scoreByYaku(claims, ctx, r);
        if (!byYaku.ok) throw new Error(`${JSON.stringify(claims)} refused: ${JSON.stringify(byYaku.error)}`);
        expect(byYaku.value.explanation.total).toBe(byCards.total);
        expect(byYaku.value.explanation.base).toBe(byCards.base);
      }),
      { numRuns: 150 },
    );
  });

  test('any rule set (random overrides), both players’ piles where the rules count them', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), deal, context, (r, { own, theirs }, ctx) => {
        // Known limit: with both players' yaku counted AND a wild Lightning, a pair of piles that
        // needs the Lightning to stand for a card of the other pile in more than the simplest way
        // may be refused (the search tries one shared card). No preset combines the two options.
        fc.pre(!(r.options.yakuCounting === 'both-players' && r.options.lightningYakuWild === 'any-card'));
        const byCards = scoreCaptured(own, { ...ctx, othersCaptured: [theirs] }, r);
        const flipped = ctx.calls.map((c): Caller => (c === 'self' ? 'opponent' : 'self'));
        const claims = announcedYaku(own, ctx, r);
        const theirClaims = announcedYaku(theirs, { ...ctx, calls: flipped }, r);
        const byYaku = scoreByYaku(claims, ctx, r, theirClaims);
        if (!byYaku.ok) throw new Error(`${JSON.stringify(claims)} / ${JSON.stringify(theirClaims)} refused: ${JSON.stringify(byYaku.error)}`);
        expect(byYaku.value.explanation.total).toBe(byCards.total);
        // The witness really holds what was announced.
        expect(announcedYaku(byYaku.value.witness, ctx, r)).toEqual(claims);
      }),
      { numRuns: 300 },
    );
  });
});


describe('impossible announcements are refused with the reason', () => {
  const fudawiki = rules('fudawiki');
  const nintendo = rules('nintendo');
  test.each<[string, ReturnType<typeof rules>, YakuClaim[], ByYakuErrorCode, Partial<Record<string, unknown>>?]>([
    ['Three and Four Brights together (one bright group)', fudawiki, [claim('shiko'), claim('sanko')], 'same-group'],
    ['Poetry and Blue Ribbons apart in modern style (they make Poetry + Blue)', fudawiki, [claim('akatan'), claim('aotan')], 'same-group'],
    ['Poetry and Blue Ribbons without Ribbons in classic style (six ribbons make Ribbons)', nintendo, [claim('akatan'), claim('aotan')], 'brings-other-yaku', { others: ['tanzaku'] }],
    ['Five Brights with Rainy Four Brights (Five includes it)', fudawiki, [claim('goko'), claim('ame-shiko')], 'same-group'],
    ['ten extra animals', fudawiki, [claim('tane', 10)], 'extra-out-of-range', { max: 4 }],
    ['an extra for a yaku paid without extras', nintendo, [claim('inoshikacho', 1)], 'extra-not-paid'],
    ['a yaku the rules do not play', nintendo, [claim('hanami-zake')], 'not-played'],
    ['an unknown id', fudawiki, [{ id: 'dragon' as YakuClaim['id'], extra: 0 }], 'unknown-yaku'],
    ['the same yaku twice', fudawiki, [claim('kasu'), claim('kasu')], 'duplicate-yaku'],
    ['a negative count', fudawiki, [claim('kasu', -1)], 'bad-extra'],
    ['Cards of the Month without a month', fudawiki, [claim('tsukifuda')], 'needs-month'],
    ['two yaku when only the best counts', rules('fudawiki', { yakuCounting: 'best-only' }), [claim('goko'), claim('kasu')], 'best-only'],
    ['viewing alone where it needs another yaku', rules('fudawiki', { viewing: 'needs-other-yaku' }), [claim('hanami-zake')], 'needs-other-yaku'],
    // Five Brights holds the Curtain and the Moon: with the Sake Cup (for Moon-Viewing) the Curtain makes Flower-Viewing too.
    ['Five Brights with Moon-Viewing but not Flower-Viewing', fudawiki, [claim('goko'), claim('tsukimi-zake')], 'brings-other-yaku', { others: ['hanami-zake'] }],
    // 24 chaff cards make 14 extras at most when the Sake Cup is not chaff.
    ['fifteen extra chaff when the Sake Cup is an animal only', rules('fudawiki', { sakeCup: 'animal-only' }), [claim('kasu', 15)], 'extra-out-of-range', { max: 14 }],
  ])('%s', (_name, r, claims, code, extra = {}) => {
    const result = scoreByYaku(claims, { month: undefined }, r);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error).toMatchObject(extra);
    }
  });

  test('a round month makes Cards of the Month possible, and its cards are in the witness', () => {
    const result = scoreByYaku([claim('tsukifuda'), claim('hanami-zake')], { month: 3 }, fudawiki);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.value.witness).toEqual(expect.arrayContaining(['cherry-curtain', 'cherry-ribbon', 'cherry-chaff-1', 'cherry-chaff-2', 'chrysanthemum-sake-cup']));
      // Base 4 + 5 = 9, doubled for 7 or more.
      expect(result.value.explanation.total).toBe(18);
    }
  });

  test('extra ranges come from the compositions', () => {
    expect(extraRange('kasu', fudawiki)).toEqual({ baseline: 10, max: 15, perCard: 1 });
    expect(extraRange('tane', fudawiki)).toEqual({ baseline: 5, max: 4, perCard: 1 });
    expect(extraRange('goko', fudawiki)).toBeNull();
  });
});
