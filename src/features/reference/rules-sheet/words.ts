/**
 * The rules sheet's words: headings, the one-paragraph turn summary (a whole sentence per
 * option value, no fragments glued together), and how each option value reads on the sheet
 * (the engine's OPTION_SPECS meanings, quoted).
 */
import type { RoundEndMode, TurnStructure } from '../../../engine/rules/options';
import type { ExclusiveGroup } from '../../../engine/scoring/yaku';

export const SHEET_WORDS = {
  title: 'Koi-Koi rules sheet',
  rulesLine: 'Rules: {title}',
  changedLine: 'Changed: {changes}',
  printHint: 'This page is made to be printed on one sheet (A4 or Letter). It follows your rules: pick others in Settings before printing.',
  print: 'Print this sheet',
  turnTitle: 'A turn',
  yakuTitle: 'Yaku',
  colYaku: 'Yaku',
  colCards: 'Cards',
  colPoints: 'Points',
  groupsTitle: 'Only the best of a group scores',
  noGroups: 'Only the brights exclude one another',
  stacks: 'Every other yaku adds up.',
  luckyTitle: 'Lucky hands (dealt, not captured)',
  scoringTitle: 'Multipliers and the end of a round',
  houseTitle: 'House rules that differ from the usual ones',
  none: 'None: these are the usual rules.',
  monthCards: 'all 4 cards of the round’s month',
  anyOf: 'any {count}',
  site: 'koi-koi dojo · rules sheet',
  threeTitle: 'Three players',
  threeOpponent: '“The opponent” in a rule means any other player.',
} as const;

export const TURN_WORDS: { readonly [T in TurnStructure]: string } = {
  standard:
    'Each player is dealt {hand} cards and {field} go face up to the field; the dealer plays first. On your turn play a card from your hand: if a field card is of the same month, take both into your pile, otherwise leave yours on the field. Then turn the top card of the pile and play it the same way.',
  'draw-first-play-two':
    'Each player is dealt {hand} cards and {field} go face up to the field; the dealer plays first. On your turn take the top card of the pile into your hand, then play two cards from your hand: each one that matches a field card of the same month takes it into your pile, the others stay on the field.',
  'unmatched-draw-to-hand':
    'Each player is dealt {hand} cards and {field} go face up to the field; the dealer plays first. On your turn play a card from your hand: if a field card is of the same month, take both into your pile, otherwise leave yours on the field. Then turn the top card of the pile: if it matches, take both; if not, put it in your hand and play one more card from your hand.',
  'hidden-draw':
    'Each player is dealt {hand} cards and {field} go face up to the field; the dealer plays first. On your turn play a card from your hand: if a field card is of the same month, take both into your pile, otherwise leave yours on the field. Then look at the top card of the pile without showing it: if it matches, show it and take both; if not, put it face down in your hand.',
};

export const DECISION_WORDS =
  'Whenever your pile forms a new yaku or a better one, choose: stop (shōbu) and score it, or call koi-koi and play on for more, at the risk of the other player stopping first.';

export const ROUND_END_WORDS: { readonly [R in RoundEndMode]: string } = {
  'hands-empty': 'A round ends when both hands are empty.',
  'pile-empty': 'When both hands are empty, players keep turning cards until the pile is empty.',
};

export const GROUP_WORDS: { readonly [G in ExclusiveGroup]: string } = {
  brights: 'Brights',
  animals: 'Animals',
  ribbons: 'Ribbons',
};
