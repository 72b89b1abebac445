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
