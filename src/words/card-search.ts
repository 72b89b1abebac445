/**
 * Finding a card by what a reader types: any of its names (English, Japanese, romaji), its id,
 * kind, month or plant. Apart from card-names.ts because only the calculator's card picker
 * searches, and the Japanese names it reads need not load wherever a card is named.
 */
import type { Card, CardId } from '../engine/cards';
import { kindLabel, monthName, plantName, shortName } from './card-names';
import { CARD_JAPANESE, PLANT_JAPANESE } from './japanese-names';

/** Lower case without accents, so "cho" finds "Chō" and "hoo" finds "Hōō". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const HAYSTACK = new Map<CardId, string>();

function haystack(card: Card): string {
  let text = HAYSTACK.get(card.id);
  if (text === undefined) {
    text = fold(
      [
        shortName(card),
        CARD_JAPANESE[card.id].ja,
        CARD_JAPANESE[card.id].romaji,
        card.id,
        kindLabel(card),
        card.kind,
        monthName(card.month),
        plantName(card.month),
        PLANT_JAPANESE[card.month].ja,
        PLANT_JAPANESE[card.month].romaji,
        `month ${card.month}`,
      ].join(' '),
    );
    HAYSTACK.set(card.id, text);
  }
  return text;
}

/** Every word of the query must appear somewhere in what the card is called. */
export function matchesQuery(card: Card, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(card);
  return words.every((word) => text.includes(word));
}
