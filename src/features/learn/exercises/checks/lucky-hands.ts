/** Lesson 8's exercise (SpotLuckyHands): lucky hands, and what a four-of-a-month field does. */
import { findLuckyHands, isMadeOfPairs, type CardId, type RuleSet } from '../../../../engine';
import { createRound } from '../../../../engine/round';
import { roundErrorText } from '../../../../words/errors';
import { yakuDescription } from '../../../../words/yaku-descriptions';
import { yakuName } from '../../../../words/yaku-names';
import { completeDeal, withOverrides, type Verdict } from './verdict';

export const LUCKY_ANSWERS = ['teshi', 'kuttsuki', 'none'] as const;
export type LuckyAnswer = (typeof LUCKY_ANSWERS)[number];

export const LUCKY_HANDS: readonly (readonly CardId[])[] = [
  ['cherry-curtain', 'cherry-chaff-1', 'peony-ribbon', 'peony-chaff-2', 'pampas-moon', 'pampas-chaff-1', 'paulownia-phoenix', 'paulownia-chaff-1'],
  ['wisteria-cuckoo', 'wisteria-ribbon', 'clover-boar', 'clover-chaff-1', 'chrysanthemum-sake-cup', 'chrysanthemum-ribbon', 'maple-deer', 'willow-rain-man'],
  ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2', 'plum-ribbon', 'iris-bridge', 'maple-chaff-1', 'willow-swallow'],
];

/** The engine's answer: the lucky hand the rule set plays in this hand, or none. */
export function luckyAnswer(hand: readonly CardId[], rules: RuleSet): LuckyAnswer {
  const found = findLuckyHands(hand, rules);
  return found[0]?.id ?? 'none';
}

export function checkLucky(hand: readonly CardId[], answer: LuckyAnswer, rules: RuleSet): Verdict {
  const truth = luckyAnswer(hand, rules);
  const off = (id: 'teshi' | 'kuttsuki') => rules.options.yakuPoints[id] === null;
  if (answer === truth) {
    return {
      correct: true,
      message:
        truth === 'none'
          ? off('kuttsuki') && isMadeOfPairs(hand)
            ? 'Right: these are four pairs, but your rules do not play Four Pairs, so it is an ordinary hand.'
            : 'Right: no month is complete and the months do not all pair up.'
          : `Right: ${yakuName(truth)} (${yakuDescription(truth).replace(/\.$/, '')}).`,
    };
  }
  if (answer !== 'none' && off(answer)) {
    return { correct: false, message: `Your rules do not play ${yakuName(answer)} at all.` };
  }
  return {
    correct: false,
    message: 'Count the cards of each month: four of one month is one lucky hand; every month in pairs is the other.',
  };
}

/** A deal with all four maple cards on the field. */
export const MISDEAL_FIELD: readonly CardId[] = [
  'maple-deer',
  'pine-chaff-2',
  'maple-ribbon',
  'iris-chaff-2',
  'maple-chaff-1',
  'willow-ribbon',
  'maple-chaff-2',
  'clover-ribbon',
];
export const MISDEAL_HANDS: readonly [readonly CardId[], readonly CardId[]] = [
  ['pine-crane', 'plum-warbler', 'cherry-ribbon', 'wisteria-chaff-1', 'peony-butterflies', 'pampas-moon', 'chrysanthemum-chaff-1', 'paulownia-chaff-1'],
  ['pine-ribbon', 'plum-chaff-1', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'clover-boar', 'pampas-geese', 'willow-swallow'],
];

export const FIELD_OUTCOMES = ['misdeal', 'dealer-captures', 'dealer-wins', 'allowed'] as const;
export type FieldOutcome = (typeof FIELD_OUTCOMES)[number];

/** What the round engine does with this deal under the rules. */
export function misdealOutcome(rules: RuleSet): FieldOutcome {
  const created = createRound({
    rules: withOverrides(rules, { handSize: 8 }),
    month: 1,
    dealer: 0,
    deal: completeDeal(MISDEAL_HANDS, MISDEAL_FIELD),
  });
  if (!created.ok) throw new Error(roundErrorText(created.error));
  const s = created.value;
  if (s.result?.end === 'misdeal') return 'misdeal';
  if (s.result?.end === 'dealer-wins') return 'dealer-wins';
  if (s.log.some((e) => e.type === 'field-capture')) return 'dealer-captures';
  return 'allowed';
}
