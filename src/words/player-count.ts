/**
 * Words for the player count, keyed by the engine's codes (src/engine/round/player-count.ts):
 * why an option is set aside with three players, what each "opponent" rule means with three,
 * the seats in turn order and the deal's arithmetic. Figures are parameters from the engine's
 * `dealSizes`, never typed here.
 */
import type { DealSizes, OtherPlayerRuleId, SetAsideReason } from '../engine/round/player-count';
import type { RuleError } from '../engine/rules/ruleset';
import { ruleErrorText } from './rule-errors';
import { fill } from './format';
import { CARDS, countOf } from './plural';

const SET_ASIDE_WORDS: { readonly [R in SetAsideReason]: string } = {
  'four-pairs-cannot-occur':
    'No effect with three players: Four Pairs takes four pairs of months, eight cards, and a three-player hand holds {hand}, the field {field}.',
  'hand-size-follows-players': 'Set by the player count: three players are each dealt {hand}.',
};

/** Why the player count sets an option aside, with the deal's figures. */
export function setAsideText(reason: SetAsideReason, sizes: DealSizes): string {
  return fill(SET_ASIDE_WORDS[reason], { hand: countOf(sizes.hand, CARDS), field: countOf(sizes.field, CARDS) });
}

/** Heads the list of what three players set aside, under the player count in the rules panel. */
export const SET_ASIDE_SUMMARY = 'With three players, these options do not apply:';

/** A short tag beside a control the player count sets aside (the reason follows it). */
export const SET_ASIDE_TAG = 'Not used';

/** Why a value is refused with the rule set's other choices: the engine's refusal, worded. */
export function refusedValueText(error: RuleError): string {
  return ruleErrorText(error);
}

/** Tag added to a refused choice in a list, so that it is not told by its grey alone. */
export const REFUSED_TAG = 'not available';

/** What each rule that names "the opponent" does at a table of three. */
export const OTHER_PLAYER_WORDS: { readonly [R in OtherPlayerRuleId]: string } = {
  'opponent-called': "The winner's points are doubled if any other player called koi-koi in the round.",
  'opponent-called-last': "The winner's points are doubled if the last koi-koi of the round was another player's.",
  'doubling-token': "Every call of the round, whoever made it, doubles the stake once more; the winner collects it only if the last call was another player's.",
  'no-counter-koikoi': 'Once any other player has called koi-koi, your next yaku ends the round.',
  'both-players': "The winner adds every other player's yaku to their own.",
  'zero-sum':
    "Each other player pays the winner the round's points, so the winner gains them twice and each of the others loses them once. The dealer's privilege and lucky hands are paid the same way.",
  'lucky-hands-draw': 'A lucky hand wins the round, but lucky hands held by two or more players make a draw.',
};

/** The seats of a three-player table in turn order, as the site names them. */
export const THREE_SEAT_NAMES = ['Dealer', 'Second', 'Third'] as const;

/** The deal as a sum: "3 hands of 7 + 6 on the field + 21 in the pile = 48 cards". */
export function dealSumText(sizes: DealSizes): string {
  return fill('{seats} hands of {hand} + {field} on the field + {pile} in the pile = {deck}', {
    seats: sizes.seats,
    hand: sizes.hand,
    field: sizes.field,
    pile: sizes.pile,
    deck: countOf(sizes.deck, CARDS),
  });
}

/** Why the field gets this many cards with three: the pile lasts exactly as long as the hands. */
export function pileTurnsText(sizes: DealSizes): string {
  return fill(
    'Every turn turns over one card of the pile, so {pile} last {turns} turns each: the pile runs out on the same turn as the last hand, and no card is left over.',
    { pile: countOf(sizes.pile, CARDS), turns: sizes.pileTurnsEach },
  );
}

/** Why a two-player deal is different: its pile outlasts the hands. */
export function twoPlayerPileText(sizes: DealSizes): string {
  return fill('With two players the pile of {pile} would last {turns} turns each, but the hands of {hand} run out first; the rest of the pile is never turned.', {
    pile: countOf(sizes.pile, CARDS),
    turns: sizes.pileTurnsEach,
    hand: sizes.hand,
  });
}
