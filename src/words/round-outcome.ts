/**
 * English for why a round ended (`RoundResult.outcome`) and who scored: whole sentences from the
 * engine's outcome codes, with the seats named as the caller names them (`Seats`). Apart from
 * the round's log words (round.ts) because a refusal (errors.ts: a deal link whose deal ends as
 * it is dealt) words it at once, while the game page loads the log words only after its table
 * is drawn (src/features/table/log-words.ts).
 */
import type { Month } from '../engine/cards';
import type { LuckyHandsHeld, PlayerIndex, RoundOutcomeCode, RoundResult } from '../engine/round/types';
import { monthName } from './card-names';
import { koikoiRefusalText } from './decisions';
import { listOf, sentence, type PersonTemplate, type Seats, type Template } from './format';
import { countOf, POINTS } from './plural';
import { yakuList } from './yaku-names';

/**
 * One template per outcome. `{player}` is the winner where there is one; `{points}` what they
 * score ("6 points"); `{months}` the months dealt whole to the field; `{hands}` the lucky hands.
 */
export const ROUND_OUTCOME_WORDS: { readonly [C in RoundOutcomeCode]: Template } = {
  'misdeal-field-four': 'Misdeal: all four cards of {months} were dealt to the field. The cards are dealt again.',
  'misdeal-field-pairs': 'Misdeal: the field was dealt as four pairs of months. The cards are dealt again.',
  'misdeal-lucky-hand': 'Misdeal: a lucky hand was dealt ({hands}). The cards are dealt again.',
  'field-four-dealer-wins': {
    you: 'All four cards of {months} were dealt to the field, so the dealer wins the round: you score {points}.',
    other: 'All four cards of {months} were dealt to the field, so the dealer wins the round: {player} scores {points}.',
  },
  'lucky-hands-draw': 'Both players hold a lucky hand: the round is a draw.',
  'lucky-hand': {
    you: 'You hold a lucky hand ({hands}) and win {points}.',
    other: '{Player} holds a lucky hand ({hands}) and wins {points}.',
  },
  shobu: { you: 'You called shōbu and score {points}.', other: '{Player} called shōbu and scores {points}.' },
  'forced-stop': { you: '{reason} You score {points}.', other: '{reason} {Player} scores {points}.' },
  'ran-out-no-score': 'The cards ran out without a stop. Nobody scores.',
  'ran-out-dealer-privilege': 'The cards ran out without a stop.',
  'ran-out-no-yaku': 'The cards ran out without a stop. Nobody made a yaku: nobody scores.',
  'ran-out-last-yaku': {
    you: 'The cards ran out without a stop. The last player to form or improve a yaku wins: you score {points}.',
    other: 'The cards ran out without a stop. The last player to form or improve a yaku wins: {player} scores {points}.',
  },
  'ran-out-no-koikoi': 'The cards ran out without a stop. Nobody called koi-koi: nobody scores.',
  'ran-out-caller-loses': {
    you: 'The cards ran out without a stop. The last koi-koi caller loses: you score {points}.',
    other: 'The cards ran out without a stop. The last koi-koi caller loses: {player} scores {points}.',
  },
  'field-pairs-dealer-wins': {
    you: 'The field was dealt as four pairs of months, so the dealer wins the round: you score {points}.',
    other: 'The field was dealt as four pairs of months, so the dealer wins the round: {player} scores {points}.',
  },
  'ran-out-privilege-withheld': "The cards ran out without a stop. A yaku was made, so the dealer's privilege is not paid: nobody scores.",
};

/** Added when the dealer's privilege was paid; `{player}` is the dealer. */
export const DEALER_PRIVILEGE_WORDS: PersonTemplate = {
  you: "The dealer's privilege: you score {points}.",
  other: "The dealer's privilege: {player} scores {points}.",
};

function luckyHandNames(held: readonly LuckyHandsHeld[]): string {
  return listOf(held.flatMap((h) => h.hands.map((x) => yakuList([x.id]))));
}

function monthsText(months: readonly Month[]): string {
  return listOf(months.map(monthName));
}

/** Why the round ended and who scored, in whole sentences. */
export function roundOutcomeText(result: RoundResult, seats: Seats, dealer: PlayerIndex): string {
  const o = result.outcome;
  const winner = result.winner;
  const subject = seats[winner ?? dealer];
  const params = {
    points: winner === null ? '' : countOf(result.points[winner], POINTS),
    months: 'months' in o ? monthsText(o.months) : '',
    hands: luckyHandNames(result.luckyHands),
    reason: o.code === 'forced-stop' ? koikoiRefusalText(o.reason) : '',
  };
  const text = sentence(ROUND_OUTCOME_WORDS[o.code], subject, params);
  if (!result.dealerPrivilege) return text;
  const privilege = sentence(DEALER_PRIVILEGE_WORDS, seats[dealer], { points: countOf(result.points[dealer], POINTS) });
  return `${text} ${privilege}`;
}
