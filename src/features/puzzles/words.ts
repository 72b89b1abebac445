/**
 * Words for the puzzle islands, keyed by id (whole sentences with named parameters); card,
 * yaku and count words come from the shared wording layer (src/words).
 */
import { getCard, monthInfo, type CardId } from '../../engine/cards';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import { theCard } from '../../words/card-names';
import { capitalise, fill, listOf } from '../../words/format';
import { countOf, POINTS } from '../../words/plural';
import { yakuList } from '../../words/yaku-names';
import { ruleErrorText } from '../../words/errors';
import type { PuzzleProblem } from './schema';

export const PUZZLE_WORDS = {
  'play.nothing': 'Play {card} to the field (it takes nothing).',
  'play.taking': 'Play {card}, taking {cards}.',
  month: '{month} (round {round})',
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
  const info = monthInfo(month as Parameters<typeof monthInfo>[0]);
  return fill(PUZZLE_WORDS.month, { month: info.monthName, round: month });
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
