/**
 * Words about cards for the calculator and the yaku pages, built from the engine's card
 * data so a name is never typed twice.
 */
import { cardLabel, getCard, kindLabel, monthInfo, type Card, type CardId } from '../engine/cards';

/** The card's own name, told apart from its twin for chaff ("Pine Chaff 2"). */
export function shortName(card: Card | CardId): string {
  const c = typeof card === 'string' ? getCard(card) : card;
  return cardLabel(c).split(' — ')[0] ?? c.name;
}

/** Lower case without accents, so "cho" finds "Chō" and "hoo" finds "Hōō". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const HAYSTACK = new Map<CardId, string>();

function haystack(card: Card): string {
  let text = HAYSTACK.get(card.id);
  if (text === undefined) {
    const info = monthInfo(card.month);
    text = fold(
      [
        shortName(card),
        card.nameJa,
        card.romaji,
        card.id,
        kindLabel(card),
        card.kind,
        info.monthName,
        info.plant,
        info.plantJa,
        info.plantRomaji,
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
