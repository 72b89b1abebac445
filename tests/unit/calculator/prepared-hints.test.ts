import { describe, expect, test } from 'vitest';
import { presetRuleSet } from '../../../src/engine/rules/ruleset';
import { oneCardAway } from '../../../src/engine/scoring/one-card-away';
import { CARD_IDS } from '../../../src/engine/cards';
import { EMPTY_STATE, type CalculatorState } from '../../../src/features/calculator/state';
import { calculateScore, hintsFor, prepareHints, scoreOf } from '../../../src/features/calculator/derive';

const STATES: readonly (readonly [string, CalculatorState])[] = [
  ['an empty pile', EMPTY_STATE],
  ['two brights', { ...EMPTY_STATE, pile: ['pine-crane', 'cherry-curtain'] }],
  ['ribbons and a sake cup, with weather', { ...EMPTY_STATE, pile: ['pine-ribbon', 'plum-ribbon', 'peony-ribbon', 'chrysanthemum-sake-cup'], fieldAtEnd: ['willow-lightning'] }],
  ['a round, the other pile holding a bright', { ...EMPTY_STATE, mode: 'round', pile: ['pine-crane', 'cherry-curtain'], opponentPile: ['pampas-moon'] }],
];

describe('hints worked out in slices (prepareHints) for the calculator’s hydration', () => {
  test.each(STATES)('%s: the same hints, in the same order, as in one go', async (_name, state) => {
    for (const preset of ['fudawiki', 'koikoi-japan'] as const) {
      const rules = presetRuleSet(preset);
      const direct = hintsFor(calculateScore(state, rules), state, rules);
      await prepareHints(state, rules);
      const score = scoreOf(state, rules);
      const prepared = hintsFor(score, state, rules);
      expect(prepared).toEqual(direct);
      // The prepared answer is the one handed out (no second evaluation of 48 cards).
      expect(hintsFor(score, state, rules)).toBe(prepared);
      expect(direct.length).toBeLessThanOrEqual(CARD_IDS.length);
    }
  });

  test('scoreOf scores a state once per rule set', () => {
    const state: CalculatorState = { ...EMPTY_STATE, pile: ['pine-crane'] };
    const rules = presetRuleSet('fudawiki');
    expect(scoreOf(state, rules)).toBe(scoreOf(state, rules));
    expect(scoreOf(state, rules)).toEqual(calculateScore(state, rules));
    expect(scoreOf(state, presetRuleSet('nintendo'))).not.toBe(scoreOf(state, rules));
  });

  test('a prepared answer is not reused for another state or rule set', async () => {
    const rules = presetRuleSet('fudawiki');
    const state: CalculatorState = { ...EMPTY_STATE, pile: ['pine-crane', 'cherry-curtain'] };
    await prepareHints(state, rules);
    const score = scoreOf(state, rules);
    const other = presetRuleSet('koikoi-japan');
    expect(hintsFor(score, state, other)).toEqual(oneCardAway(score.captured, score.context, other, CARD_IDS));
  });
});
