/**
 * The calculator's whole round for three players (rules with players: 3), and its links from
 * before: old links open to the same state; a three-player link carries its rules (which a
 * build without three players cannot read, so it refuses the link instead of halving it).
 */
import { describe, expect, test } from 'vitest';
import { decodeCalculatorLink, encodeCalculatorLink } from '../../../src/features/calculator/link';
import { calculateScore } from '../../../src/features/calculator/derive';
import { EMPTY_STATE, type CalculatorState } from '../../../src/features/calculator/state';
import { encodeRuleChoice } from '../../../src/engine/rules/rule-code';
import { rules } from '../round/helpers';
import before from './fixtures/links-before-three-players.json';

describe('calculator links written before three players', () => {
  test.each(before.links.map((l) => [l.link, l] as const))('%s opens to the same state and is written the same', (link, fixture) => {
    const decoded = decodeCalculatorLink(link);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.value.state).toEqual({ ...fixture.state, thirdPile: [], players: null });
    expect(decoded.value.rules && encodeRuleChoice(decoded.value.rules)).toBe(fixture.rules);
    expect(`?${encodeCalculatorLink(decoded.value.state, decoded.value.rules!)}`).toBe(link);
  });
});

// Fuda Wiki for three, zero-sum: akatan is 5, sanko 6; a call by another player doubles.
const three = rules('fudawiki', { players: 3, zeroSum: true });
const round: CalculatorState = {
  ...EMPTY_STATE,
  mode: 'round',
  pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'],
  opponentPile: ['maple-deer'],
  thirdPile: ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'],
  stopper: 'third',
  calls: ['opponent'],
};

describe('a whole round for three players', () => {
  test('the third player stops: their pile is scored, another player’s call doubles, each other player pays', () => {
    const calc = calculateScore(round, three);
    expect(calc.scorer).toBe('third');
    expect(calc.explanation.yaku.map((y) => y.id)).toEqual(['akatan']);
    expect(calc.explanation.total).toBe(10);
    // you, your opponent, the third player
    expect(calc.gains && [...calc.gains]).toEqual([-10, -10, 20]);
  });

  test('without zero-sum only the winner gains', () => {
    const calc = calculateScore(round, rules('fudawiki', { players: 3 }));
    expect(calc.gains && [...calc.gains]).toEqual([0, 0, 10]);
  });

  test('under both-players every other pile’s yaku count for the scorer', () => {
    const calc = calculateScore(round, rules('fudawiki', { players: 3, yakuCounting: 'both-players' }));
    expect(calc.explanation.yaku.map((y) => [y.id, y.owner])).toEqual(
      expect.arrayContaining([
        ['akatan', 'self'],
        ['sanko', 'opponent'],
      ]),
    );
  });

  test('under rules for two the third seat is not at the table: you score, the third pile is ignored', () => {
    const calc = calculateScore(round, rules('fudawiki', { zeroSum: true }));
    expect(calc.scorer).toBe('you');
    expect(calc.explanation.yaku.map((y) => y.id)).toEqual(['sanko']);
    // Sanko 6, doubled by your opponent's call.
    expect(calc.gains && [...calc.gains]).toEqual([12, -12]);
  });

  test('a three-player link round-trips and names its rules for three', () => {
    const link = encodeCalculatorLink(round, three);
    expect(link).toContain('third=pine-ribbon,plum-ribbon,cherry-ribbon');
    expect(link).toContain('stop=third');
    expect(link).toMatch(/rules=[^&]*players\.3/);
    expect(decodeCalculatorLink(link)).toEqual({ ok: true, value: { state: round, rules: three } });
  });
});
