/** Short phrases about cards, plays and yaku for the puzzle islands (words only, no rules). */
import { getCard, monthInfo, type CardId } from '../../engine/cards';
import { scoreItemName } from '../../engine/scoring/yaku';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import { shortName } from '../../words/card-names';

/** "the Sake Cup", "the Pine Chaff 1". */
export function the(card: CardId): string {
  return `the ${shortName(card)}`;
}

/** "A, B and C". */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function yakuWords(ids: readonly ScoreItemId[]): string {
  return listWords(ids.map(scoreItemName));
}

/** "Play the Sake Cup, taking the Chrysanthemum Chaff 2." / "… to the field (it takes nothing)." */
export function playWords(card: CardId, captured: readonly CardId[]): string {
  return captured.length === 0
    ? `Play ${the(card)} to the field (it takes nothing).`
    : `Play ${the(card)}, taking ${listWords(captured.map(the))}.`;
}

export function monthWords(month: number): string {
  const info = monthInfo(month as Parameters<typeof monthInfo>[0]);
  return `${info.monthName} (round ${month})`;
}

export const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

/** Cards that share a month with `card`. */
export function monthOf(card: CardId): number {
  return getCard(card).month;
}

export function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
