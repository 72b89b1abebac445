/**
 * Words for the puzzle islands, keyed by id (whole sentences with named parameters); card,
 * yaku and count words come from the shared wording layer (src/words).
 */
import { getCard, type CardId, type Month } from '../../engine/cards';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import { monthName, theCard } from '../../words/card-names';
import { capitalise, fill, listOf } from '../../words/format';
import { countOf, POINTS } from '../../words/plural';
import { yakuList } from '../../words/yaku-names';
import { ruleErrorText } from '../../words/errors';
import type { PuzzleProblem } from './schema';

export const PUZZLE_WORDS = {
  'play.nothing': 'Play {card} to the field (it takes nothing).',
  'play.taking': 'Play {card}, taking {cards}.',
  month: '{month} (round {round})',
  'wrong.first': 'Look again, or take a hint.',
  'wrong.again': 'Try once more, take a hint, or see the answer.',
  'wrong.threat': 'Not right: after this play, a {plant} card in your opponent’s hand or the pile would take {cards} and make {yaku} for them ({points} if they stopped).',
  'wrong.no-yaku': 'Not right: this play makes no new yaku, so your score stays at {points}.',
  'wrong.less': 'Not right: this play makes {yaku} ({points}), but another play does better.',
  'wrong.plain': 'Not right.',
  'hint.more': 'Show a stronger hint',
  'hint.first': 'Show a hint',
  'hint.label': 'Hint:',
} as const;

/** The first hint, by kind of puzzle: where to look, not what to play (the puzzle's own hint comes second). */
export const PUZZLE_NUDGES = {
  'complete-yaku': 'Compare your pile with the yaku it is close to: which capture finishes one?',
  block: 'Look at the field through your opponent’s eyes: which capture there would give them a yaku?',
  keep: 'Before you play, ask what each card leaves on the field for your opponent to take.',
  'koikoi-or-stop': 'Weigh the turns you have left against what your opponent is close to making.',
  points: 'List each yaku and its value first, then apply the multipliers one by one.',
  'dangerous-cards': 'For each yaku your opponent is close to, which of the cards you cannot see would finish it?',
} as const;

/** "the Sake Cup", "the Pine Chaff 1". */
export const the = theCard;

/** "A, B and C". */
export const listWords = listOf;

export function yakuWords(ids: readonly ScoreItemId[]): string {
  return yakuList(ids);
}

/** "Play the Sake Cup, taking the Chrysanthemum Chaff 2." / "… to the field (it takes nothing)." */
export function playWords(card: CardId, captured: readonly CardId[]): string {
  return captured.length === 0
    ? fill(PUZZLE_WORDS['play.nothing'], { card: the(card) })
    : fill(PUZZLE_WORDS['play.taking'], { card: the(card), cards: listOf(captured.map(the)) });
}

export function monthWords(month: number): string {
  return fill(PUZZLE_WORDS.month, { month: monthName(month as Month), round: month });
}

export const points = (n: number): string => countOf(n, POINTS);

/** Cards that share a month with `card`. */
export function monthOf(card: CardId): number {
  return getCard(card).month;
}

export const capital = capitalise;

/** The puzzle format's own messages (for authors: the build and the tests show them). */
export const PUZZLE_SCHEMA_WORDS = {
  'id-format': 'ids are lower-case words joined by hyphens',
  'answer-misfit': 'this answer does not fit a "{kind}" goal',
  'problem-at': '{path}: {message}',
  'whole-puzzle': '(puzzle)',
} as const;

/** A puzzle problem's message, without the field it is about. */
export function puzzleProblemMessage(p: PuzzleProblem): string {
  switch (p.code) {
    case 'invalid-rules':
      return ruleErrorText(p.error);
    case 'answer-misfit':
      return fill(PUZZLE_SCHEMA_WORDS['answer-misfit'], { kind: p.kind });
    case 'bad-field':
      return p.detail;
  }
}

/** "position.hand: Required": the field at fault and what is wrong with it. */
export function puzzleProblemText(p: PuzzleProblem): string {
  return fill(PUZZLE_SCHEMA_WORDS['problem-at'], { path: p.path || PUZZLE_SCHEMA_WORDS['whole-puzzle'], message: puzzleProblemMessage(p) });
}
