/**
 * The puzzle checker's findings in English, for puzzle authors (the build's warnings and
 * scripts/puzzles/*): the checker itself returns codes and numbers (verify.ts, position.ts).
 */
import { koikoiRefusalText } from '../../words/decisions';
import { ruleErrorText } from '../../words/rule-errors';
import { CARDS, countOf, type PluralForms } from '../../words/plural';
import type { PositionProblem } from './position';
import type { VerifyProblem } from './verify';

const TURNS: PluralForms = { one: 'turn', other: 'turns' };

export function positionProblemText(p: PositionProblem): string {
  switch (p.code) {
    case 'card-twice':
      return `${p.card} appears twice`;
    case 'cards-unaccounted':
      return `48 cards must be accounted for: ${p.seen} are seen, so ${48 - p.seen} are unseen, but the opponent's hand (${p.opponentHand}) and the pile (${p.pile}) hold ${p.opponentHand + p.pile}`;
    case 'turn-structure':
      return 'puzzles use the standard turn structure (play one card, then turn one)';
    case 'dealer-captures-four':
      return 'puzzles do not support the dealer capturing four of a month at the deal';
    case 'impossible-turn':
      return `with ${countOf(p.pile, CARDS)} in the pile, ${countOf(p.turns, TURNS)} have been played: that cannot be ${p.phase === 'play' ? 'the start of' : 'just after'} a turn of ${p.youDeal ? 'the dealer' : 'the non-dealer'}`;
    case 'hands-empty':
      return `${countOf(p.turns, TURNS)} cannot have been played: the round ends when both hands of ${p.handSize} are empty`;
    case 'hand-size':
      return p.seat === 'you'
        ? `after ${countOf(p.turns, { one: 'of your turns', other: 'of your turns' })} your hand holds ${countOf(p.expected, CARDS)}, not ${p.actual}`
        : `after ${countOf(p.turns, { one: "of the opponent's turns", other: "of the opponent's turns" })} their hand holds ${countOf(p.expected, CARDS)}, not ${p.actual}`;
    case 'cards-in-play':
      return `after ${countOf(p.turns, TURNS)} the field and the captured piles hold ${countOf(p.expected, CARDS)}, not ${p.actual}`;
    case 'empty-hand':
      return 'it is your move but your hand is empty';
    case 'odd-month':
      return `${p.seat === 'you' ? 'your' : "the opponent's"} pile holds ${countOf(p.count, CARDS)} of month ${p.month}: captures come in pairs`;
    case 'four-on-field':
      return `all four cards of month ${p.month} are on the field`;
    case 'field-at-deal-size':
      return 'the field at the deal must list 8 cards';
  }
}

export function verifyProblemText(p: VerifyProblem): string {
  switch (p.code) {
    case 'invalid-rules':
      return ruleErrorText(p.error);
    case 'illegal-position':
      return positionProblemText(p.problem);
    case 'wrong-phase':
      return `a "${p.kind}" puzzle is asked in the "${p.expected}" phase, not "${p.actual}"`;
    case 'no-decision':
      return p.refusal === null ? 'no koi-koi decision here: you hold no yaku' : `no koi-koi decision here: ${koikoiRefusalText(p.refusal)}`;
    case 'no-answer':
      return p.why === 'none-found'
        ? 'the engine finds no correct answer in this position'
        : p.why === 'unclear'
          ? 'the engine cannot tell koi-koi from stop clearly enough'
          : 'you hold no yaku: the round cannot end with your stop';
    case 'trivial':
      return 'every legal play is correct: there is nothing to decide';
    case 'nothing-to-block':
      return 'the opponent has no completing capture on the field to block';
    case 'own-yaku-elsewhere':
      return `${p.cards.join(', ')} would make you a yaku (you could stop at once), yet the defence judges it wrong`;
    case 'unclear-margin':
      return `koi-koi ${p.koikoi.toFixed(2)} against stop ${p.stop}: the margin ${p.margin.toFixed(2)} (±${p.standardError.toFixed(2)}) is not clear`;
    case 'invalid-declared-answer':
      return `the declared answer ${JSON.stringify(p.answer)} is not a legal answer here`;
    case 'declared-answer-differs':
      return `the declared answer is ${p.declared.join(', ')} but the engine finds ${p.found.join(', ') || 'none'}`;
  }
}
