import { describe, expect, test } from 'vitest';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { scoreCaptured } from '../../../src/engine/scoring/score';
import { EMPTY_STATE, type CalculatorState } from '../../../src/features/calculator/state';
import { calculate } from '../../../src/features/calculator/derive';

function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

const brights3 = ['pine-crane', 'cherry-curtain', 'pampas-moon'] as const;
const akatan = ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'] as const;

describe('what the calculator asks the engine', () => {
  test('a single pile is scored as yours, with calls seen from your side', () => {
    const state: CalculatorState = { ...EMPTY_STATE, pile: [...brights3], calls: ['you', 'opponent'] };
    const calc = calculate(state, presetRuleSet('fudawiki'));
    expect(calc.scorer).toBe('you');
    expect(calc.explanation).toEqual(scoreCaptured([...brights3], { calls: ['self', 'opponent'], field: [], fieldAtDeal: [] }, presetRuleSet('fudawiki')));
  });

  test('in a round, the stopper’s pile is scored and the calls are turned round', () => {
    const state: CalculatorState = {
      ...EMPTY_STATE,
      mode: 'round',
      pile: [...akatan],
      opponentPile: [...brights3],
      stopper: 'opponent',
      calls: ['you'],
    };
    const calc = calculate(state, presetRuleSet('fudawiki'));
    expect(calc.scorer).toBe('opponent');
    expect(calc.captured).toEqual(brights3);
    expect(calc.context.calls).toEqual(['opponent']);
    // The opponent's koi-koi doubles under fudawiki: 6 × 2.
    expect(calc.explanation.total).toBe(scoreCaptured([...brights3], { calls: ['opponent'] }, presetRuleSet('fudawiki')).total);
    expect(calc.countsOpponent).toBe(false);
    expect(calc.explanation.yaku.every((y) => y.owner === 'self')).toBe(true);
  });

  test('under yakuCounting both-players the other pile’s yaku are added (round mode only)', () => {
    const both = rules('fudawiki', { yakuCounting: 'both-players' });
    const round: CalculatorState = { ...EMPTY_STATE, mode: 'round', pile: [...brights3], opponentPile: [...akatan] };
    const calc = calculate(round, both);
    expect(calc.countsOpponent).toBe(true);
    expect(calc.explanation.yaku.map((y) => [y.owner, y.id])).toEqual([
      ['self', 'sanko'],
      ['opponent', 'akatan'],
    ]);
    expect(calc.explanation.base).toBe(11);
    // A single pile has no opponent pile: the hidden one is not used.
    expect(calculate({ ...round, mode: 'pile' }, both).explanation.base).toBe(6);
  });

  test('hints never offer a card the other player holds', () => {
    const state: CalculatorState = { ...EMPTY_STATE, mode: 'round', pile: ['pine-crane', 'cherry-curtain'], opponentPile: ['pampas-moon'] };
    const cards = calculate(state, presetRuleSet('fudawiki')).hints.map((h) => h.card);
    expect(cards).toContain('paulownia-phoenix');
    expect(cards).not.toContain('pampas-moon');
  });
});
