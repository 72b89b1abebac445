/**
 * Canonical answer keys, shared by the verifier and the puzzle page (which must not pull the
 * whole engine into the browser just to compare an answer):
 *   plays   "play:<card>><taken field cards, deck order, joined by +>"  (nothing taken: ends with ">")
 *   calls   "call:koikoi" | "call:shobu"
 *   points  "points:<n>"
 *   cards   "cards:<card ids in deck order, joined by ,>"
 */
import { getCard, type CardId } from '../../engine/cards';

const byDeck = (a: CardId, b: CardId) => getCard(a).index - getCard(b).index;

export function playKey(card: CardId, captured: readonly CardId[]): string {
  return `play:${card}>${[...captured].sort(byDeck).join('+')}`;
}

export function callKey(call: 'koikoi' | 'shobu'): string {
  return `call:${call}`;
}

export function pointsKey(points: number): string {
  return `points:${points}`;
}

export function cardsKey(cards: readonly CardId[]): string {
  return `cards:${[...new Set(cards)].sort(byDeck).join(',')}`;
}

/** The cards of a "cards:" key, in deck order. */
export function cardsOfKey(key: string): CardId[] {
  return key.startsWith('cards:') && key.length > 6 ? (key.slice(6).split(',') as CardId[]) : [];
}

/** Whether an answer key is one of the engine's correct answers. */
export function isCorrect(correct: readonly string[], key: string | null): boolean {
  return key !== null && correct.includes(key);
}
