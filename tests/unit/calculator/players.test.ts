/**
 * The calculator's own player count (issue #30): chosen in the calculator, kept in its link as
 * `players=N`, scored under the reader's rules with that count put in, and the reader's rules
 * never changed. Links written before it (the strings below were made by the calculator's code
 * before the count existed) open exactly as they did, and write the same string again.
 */
import { describe, expect, test } from 'vitest';
import { buildRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { seatCount } from '../../../src/engine/round/seats';
import { decodeCalculatorLink, encodeCalculatorLink } from '../../../src/features/calculator/link';
import { calculatorRules, playersOf } from '../../../src/features/calculator/players';
import { EMPTY_STATE, type CalculatorState } from '../../../src/features/calculator/state';
import { scoreOf } from '../../../src/features/calculator/derive';
import { linkProblemText } from '../../../src/features/calculator/words';

function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

/** Made by encodeCalculatorLink before the player count (commit cb7ce2a), with what each holds. */
const OLD_LINKS: { link: string; state: CalculatorState; preset: string; players: 2 | 3 }[] = [
  {
    link: 'pile=pine-crane,cherry-curtain,pampas-moon&rules=nintendo',
    state: { ...EMPTY_STATE, pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'] },
    preset: 'nintendo',
    players: 2,
  },
  {
    link: 'mode=round&pile=pine-crane,cherry-curtain,pampas-moon&opp=clover-boar,maple-deer&month=3&calls=opponent,you&deal=willow-rain-man&field=iris-bridge&rules=fudawiki_viewing.off',
    state: {
      ...EMPTY_STATE,
      mode: 'round',
      pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'],
      opponentPile: ['clover-boar', 'maple-deer'],
      month: 3,
      calls: ['opponent', 'you'],
      fieldAtDeal: ['willow-rain-man'],
      fieldAtEnd: ['iris-bridge'],
    },
    preset: 'fudawiki',
    players: 2,
  },
  {
    link: 'mode=round&pile=pine-crane,cherry-curtain,pampas-moon&opp=clover-boar&third=peony-butterflies,maple-deer&stop=third&calls=you,third&rules=fudawiki_players.3',
    state: {
      ...EMPTY_STATE,
      mode: 'round',
      pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'],
      opponentPile: ['clover-boar'],
      thirdPile: ['peony-butterflies', 'maple-deer'],
      stopper: 'third',
      calls: ['you', 'third'],
    },
    preset: 'fudawiki',
    players: 3,
  },
];

describe('links written before the player count', () => {
  test.each(OLD_LINKS)('$link opens as it did and is written the same', ({ link, state, preset, players }) => {
    const decoded = decodeCalculatorLink(link);
    if (!decoded.ok) throw new Error(decoded.error.map(linkProblemText).join(' '));
    expect(decoded.value.state).toEqual(state);
    expect(decoded.value.state.players).toBeNull();
    expect(decoded.value.rules?.preset).toBe(preset);
    expect(playersOf(decoded.value.state, decoded.value.rules!)).toBe(players);
    expect(encodeCalculatorLink(decoded.value.state, decoded.value.rules!)).toBe(link);
  });
});

describe('the calculator’s own count in its link', () => {
  const nintendo = rules('nintendo');
  const three: CalculatorState = {
    ...EMPTY_STATE,
    mode: 'round',
    players: 3,
    pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'],
    thirdPile: ['clover-boar', 'maple-deer', 'peony-butterflies'],
    stopper: 'you',
    calls: ['third'],
  };

  test('is written as players=3 beside the reader’s own rules, and read back', () => {
    const link = encodeCalculatorLink(three, nintendo);
    expect(link).toBe('mode=round&players=3&pile=pine-crane,cherry-curtain,pampas-moon&third=peony-butterflies,clover-boar,maple-deer&calls=third&rules=nintendo');
    const decoded = decodeCalculatorLink(link);
    if (!decoded.ok) throw new Error(decoded.error.map(linkProblemText).join(' '));
    expect(decoded.value.state).toEqual({ ...three, thirdPile: ['peony-butterflies', 'clover-boar', 'maple-deer'] });
    // The link's rules are the reader's, still for two: the count is the calculation's own.
    expect(seatCount(decoded.value.rules!.options)).toBe(2);
  });

  test('a count the rules already have is not written (two-player links stay as they were)', () => {
    expect(encodeCalculatorLink({ ...EMPTY_STATE, pile: ['pine-crane'] }, nintendo)).toBe('pile=pine-crane&rules=nintendo');
  });

  test('a third player needs a table of three: the link’s count, else its rules’', () => {
    expect(decodeCalculatorLink('players=3&third=pine-crane&rules=nintendo').ok).toBe(true);
    const two = decodeCalculatorLink('players=2&third=pine-crane&rules=fudawiki_players.3');
    expect(two.ok ? [] : two.error.map((p) => p.code)).toEqual(['needs-three-players']);
  });

  test('a count other than 2 or 3 is a problem said in words', () => {
    const bad = decodeCalculatorLink('players=4&rules=nintendo');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.map(linkProblemText)).toEqual(['The number of players "4" must be 2 or 3.']);
  });
});

describe('the rules a calculation scores under', () => {
  test('are the reader’s with the count put in, the reader’s left as they were', () => {
    const reader = rules('nintendo');
    const before = JSON.stringify(reader);
    const scored = calculatorRules(reader, 3);
    expect(scored.preset).toBe('nintendo');
    expect(seatCount(scored.options)).toBe(3);
    expect(JSON.stringify(reader)).toBe(before);
    expect(calculatorRules(reader, null)).toBe(reader);
    expect(calculatorRules(reader, 2)).toBe(reader);
    expect(seatCount(calculatorRules(rules('fudawiki', { players: 3 }), 2).options)).toBe(2);
  });

  test('choices a table of three refuses and a score never uses give way (a hand of 10)', () => {
    const scored = calculatorRules(rules('fudawiki', { handSize: 10, viewing: 'off' }), 3);
    expect(seatCount(scored.options)).toBe(3);
    expect(scored.options.viewing).toBe('off');
  });

  test('three players score from the calculator alone: the third player stopped and scores', () => {
    const state: CalculatorState = { ...EMPTY_STATE, mode: 'round', players: 3, stopper: 'third', thirdPile: ['pine-crane', 'cherry-curtain', 'pampas-moon'] };
    const calc = scoreOf(state, calculatorRules(rules('nintendo'), 3));
    expect(calc.seats).toBe(3);
    expect(calc.scorer).toBe('third');
    expect(calc.explanation.total).toBeGreaterThan(0);
  });
});
