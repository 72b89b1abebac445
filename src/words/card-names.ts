/**
 * Words about cards, for every feature: the short name, the name with its article, lists of
 * cards, kind and month names. Built from the engine's card data so a name is never typed
 * twice; everything that names a card in a sentence comes through here.
 */
import { cardLabel, getCard, kindLabel, monthInfo, type Card, type CardId, type Kind, type Month } from '../engine/cards';
import type { PluralForms } from './plural';
import { listOf } from './format';

/** The card's own name, told apart from its twin for chaff ("Pine Chaff 2"). */
export function shortName(card: Card | CardId): string {
  const c = typeof card === 'string' ? getCard(card) : card;
  return cardLabel(c).split(' — ')[0] ?? c.name;
}

/** The card's name without the twin's number or the note in brackets: "Pine Chaff", "Rain Man". */
export function plainName(card: Card | CardId): string {
  const c = typeof card === 'string' ? getCard(card) : card;
  return c.name.replace(/\s*\(.*\)$/, '');
}

/**
 * The card as a sentence names it: "the Crane and Sun", "the Rain Man"; a chaff card with a
 * twin is one of two alike, so "a Pine Chaff", "an Iris Chaff".
 */
export function cardPhrase(card: Card | CardId): string {
  const c = typeof card === 'string' ? getCard(card) : card;
  const name = plainName(c);
  if (/-chaff-\d$/.test(c.id)) return `${articleFor(name)} ${name}`;
  return `the ${name}`;
}

/** "a" or "an" before a word (by its first letter: the card and kind names have no silent h). */
export function articleFor(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "the Sake Cup", "the Pine Chaff 1": the short name with the article. */
export function theCard(card: CardId): string {
  return `the ${shortName(card)}`;
}

/** "Pine Chaff 1, Crane and Sun and Curtain" → short names in a list. */
export function cardList(cards: readonly CardId[]): string {
  return listOf(cards.map(shortName));
}

/** The kinds, singular and plural, for counts ("1 bright", "2 chaff"). */
export const KIND_NAMES: { readonly [K in Kind]: PluralForms } = {
  bright: { one: 'bright', other: 'brights' },
  animal: { one: 'animal', other: 'animals' },
  ribbon: { one: 'ribbon', other: 'ribbons' },
  chaff: { one: 'chaff', other: 'chaff' },
};

/** "a bright", "an animal", "a ribbon", "a chaff card" (chaff is a mass noun in English). */
export function aKind(kind: Kind): string {
  return kind === 'chaff' ? 'a chaff card' : `${articleFor(KIND_NAMES[kind].one)} ${KIND_NAMES[kind].one}`;
}

/** "a poetry ribbon", "an animal", "a chaff card": the card's own kind with its article. */
export function aKindOf(card: Card | CardId): string {
  const c = typeof card === 'string' ? getCard(card) : card;
  if (c.kind === 'chaff') return aKind('chaff');
  const label = kindLabel(c);
  return `${articleFor(label)} ${label}`;
}

export function monthName(month: Month): string {
  return monthInfo(month).monthName;
}
