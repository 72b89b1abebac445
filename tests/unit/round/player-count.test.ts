/**
 * The engine's answers about the player count that the reference pages, the rules sheet and the
 * rules panel show: deal sizes, the options three players set aside, the values refused.
 * Expected figures are the rules' (7 each, 6 on the field, 21 in the pile; 8/8/24 for two).
 */
import { describe, expect, test } from 'vitest';
import { buildRuleSet, PRESET_IDS, type RuleSet } from '../../../src/engine';
import { createRng } from '../../../src/engine/random';
import {
  OTHER_PLAYER_RULES,
  dealRound,
  dealSizes,
  playRandomRound,
  refusedValues,
  setAsideOptions,
} from '../../../src/engine/round';

function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(`${preset} ${JSON.stringify(overrides)}: ${built.error.code}`);
  return built.value;
}

const three = rules('fudawiki', { players: 3 });

describe('dealSizes', () => {
  test('three players: 7 each, 6 on the field, a pile of 21 that lasts seven turns each', () => {
    expect(dealSizes(three.options)).toEqual({ seats: 3, hand: 7, field: 6, pile: 21, deck: 48, pileTurnsEach: 7 });
  });
  test('two players: 8 each and 8 on the field leave 24; hands of 10 leave 20', () => {
    expect(dealSizes(rules('fudawiki').options)).toMatchObject({ seats: 2, hand: 8, field: 8, pile: 24 });
    expect(dealSizes(rules('fudawiki', { handSize: 10 }).options)).toMatchObject({ hand: 10, field: 8, pile: 20 });
  });
  test('every preset with three players deals what dealSizes says, and the round uses the whole pile', () => {
    for (const preset of PRESET_IDS) {
      const built = buildRuleSet(preset, { players: 3 });
      if (!built.ok) continue; // a preset whose round-end rule has no three-player meaning
      const sizes = dealSizes(built.value.options);
      const dealt = dealRound({ rules: built.value, month: 1, dealer: 2, seed: 7 });
      expect(dealt.ok).toBe(true);
      if (!dealt.ok) continue;
      const deal = dealt.value.deal!;
      expect(deal.hands.map((h) => h.length)).toEqual([sizes.hand, sizes.hand, sizes.hand]);
      expect([deal.field.length, deal.pile.length]).toEqual([sizes.field, sizes.pile]);
    }
  });
  test('with three players, hands and pile run out together: every round that is not stopped ends with the pile empty', () => {
    const noStop = rules('fudawiki', { players: 3, fieldFourOfAKind: 'allowed' });
    let ranOut = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const dealt = dealRound({ rules: noStop, month: 1, dealer: 0, seed });
      if (!dealt.ok || dealt.value.phase === 'ended') continue;
      const end = playRandomRound(dealt.value, createRng(seed));
      if (end.result?.end !== 'exhaustive') continue;
      ranOut++;
      expect(end.pile.length - end.pileTop).toBe(0);
      expect(end.hands.every((h) => h.length === 0)).toBe(true);
    }
    expect(ranOut).toBeGreaterThan(0);
  });
});

describe('setAsideOptions', () => {
  test('two players set nothing aside', () => {
    expect(setAsideOptions(rules('fudawiki').options)).toEqual([]);
  });
  test('three players: the hand size is fixed; Four Pairs in the hand or on the field cannot occur', () => {
    expect(setAsideOptions(three.options)).toEqual([
      { option: 'handSize', reason: 'hand-size-follows-players' },
      { option: 'yakuPoints', yaku: 'kuttsuki', reason: 'four-pairs-cannot-occur' },
      { option: 'teyakuBothInHand', reason: 'four-pairs-cannot-occur' },
      { option: 'fieldFourPairs', reason: 'four-pairs-cannot-occur' },
    ]);
  });
  test('what is set aside changes nothing: three-player deals are the same whatever those options say', () => {
    const variants = [
      rules('fudawiki', { players: 3, fieldFourPairs: 'misdeal', teyakuBothInHand: 'single' }),
      rules('fudawiki', { players: 3, fieldFourPairs: 'dealer-wins', teyakuBothInHand: 'stack', yakuPoints: { kuttsuki: { points: 30, extra: 0 } } }),
      rules('fudawiki', { players: 3, fieldFourPairs: 'allowed', yakuPoints: { kuttsuki: null } }),
    ];
    // Some field of 6 is three pairs: a rule that counted pairs there would tell the deals apart.
    let threePairFields = 0;
    for (let seed = 1; seed <= 3000; seed++) {
      const shown = variants.map((r) => {
        const dealt = dealRound({ rules: r, month: 1, dealer: 0, seed });
        if (!dealt.ok) return 'refused';
        const { rules: _r, ...state } = dealt.value;
        return JSON.stringify(state);
      });
      expect(new Set(shown).size, `seed ${seed}`).toBe(1);
      const field = dealRound({ rules: variants[0]!, month: 1, dealer: 0, seed });
      if (field.ok) {
        const months = field.value.fieldAtDeal.map((c) => c.split('-')[0]);
        if (months.every((m) => months.filter((x) => x === m).length % 2 === 0)) threePairFields++;
      }
    }
    expect(threePairFields).toBeGreaterThan(0);
  });
});

describe('refusedValues', () => {
  test('three players refuse "the koi-koi caller loses" for a round that runs out', () => {
    expect(refusedValues(three, 'exhaustiveDraw')).toEqual([
      { value: 'koikoi-caller-loses', error: { code: 'not-for-three-players', option: 'exhaustiveDraw', received: 'koikoi-caller-loses' } },
    ]);
  });
  test('two players refuse hands of 7', () => {
    expect(refusedValues(rules('fudawiki'), 'handSize').map((r) => [r.value, r.error.code])).toEqual([[7, 'hand-size-for-players']]);
  });
  test('the player count refuses three where the other rules have no three-player meaning', () => {
    expect(refusedValues(rules('fudawiki', { exhaustiveDraw: 'koikoi-caller-loses' }), 'players').map((r) => [r.value, r.error.code])).toEqual([
      [3, 'not-for-three-players'],
    ]);
    expect(refusedValues(rules('fudawiki', { handSize: 10 }), 'players').map((r) => [r.value, r.error.code])).toEqual([[3, 'hand-size-for-players']]);
    expect(refusedValues(rules('fudawiki'), 'players')).toEqual([]);
  });
  test('numbers, card lists and yaku tables have no list of values to refuse', () => {
    expect(refusedValues(three, 'targetScore')).toEqual([]);
    expect(refusedValues(three, 'yakuPoints')).toEqual([]);
  });
});

describe('OTHER_PLAYER_RULES', () => {
  test('each is a value its option takes with three players', () => {
    for (const rule of OTHER_PLAYER_RULES) {
      expect(buildRuleSet('fudawiki', { players: 3, [rule.option]: rule.value }).ok, rule.id).toBe(true);
    }
  });
});
