/**
 * Words about cards, for every feature: the English name of each card, month and plant (keyed
 * by the engine's ids and months, src/engine/README.md, Cards; the engine itself holds no
 * names), and what is said with them: the short name, the name with its article, the
 * accessible label, lists of cards, kind and month names. Everything that names a card comes
 * through here, so another language replaces this module and nothing else.
 */
import { getCard, type Card, type CardId, type Kind, type Month, type RibbonType } from '../engine/cards';
import type { PluralForms } from './plural';
import { listOf } from './format';

/** Each card's name as the deck lists it; the two chaff of a month share theirs. */
export const CARD_NAMES: { readonly [K in CardId]: string } = {
  'pine-crane': 'Crane and Sun',
  'pine-ribbon': 'Pine Poetry Ribbon',
  'pine-chaff-1': 'Pine Chaff',
  'pine-chaff-2': 'Pine Chaff',
  'plum-warbler': 'Bush Warbler',
  'plum-ribbon': 'Plum Poetry Ribbon',
  'plum-chaff-1': 'Plum Chaff',
  'plum-chaff-2': 'Plum Chaff',
  'cherry-curtain': 'Curtain',
  'cherry-ribbon': 'Cherry Poetry Ribbon',
  'cherry-chaff-1': 'Cherry Chaff',
  'cherry-chaff-2': 'Cherry Chaff',
  'wisteria-cuckoo': 'Cuckoo',
  'wisteria-ribbon': 'Wisteria Red Ribbon',
  'wisteria-chaff-1': 'Wisteria Chaff',
  'wisteria-chaff-2': 'Wisteria Chaff',
  'iris-bridge': 'Eight-Plank Bridge',
  'iris-ribbon': 'Iris Red Ribbon',
  'iris-chaff-1': 'Iris Chaff',
  'iris-chaff-2': 'Iris Chaff',
  'peony-butterflies': 'Butterflies',
  'peony-ribbon': 'Peony Blue Ribbon',
  'peony-chaff-1': 'Peony Chaff',
  'peony-chaff-2': 'Peony Chaff',
  'clover-boar': 'Boar',
  'clover-ribbon': 'Clover Red Ribbon',
  'clover-chaff-1': 'Clover Chaff',
  'clover-chaff-2': 'Clover Chaff',
  'pampas-moon': 'Full Moon',
  'pampas-geese': 'Geese',
  'pampas-chaff-1': 'Pampas Chaff',
  'pampas-chaff-2': 'Pampas Chaff',
  'chrysanthemum-sake-cup': 'Sake Cup',
  'chrysanthemum-ribbon': 'Chrysanthemum Blue Ribbon',
  'chrysanthemum-chaff-1': 'Chrysanthemum Chaff',
  'chrysanthemum-chaff-2': 'Chrysanthemum Chaff',
  'maple-deer': 'Deer',
  'maple-ribbon': 'Maple Blue Ribbon',
  'maple-chaff-1': 'Maple Chaff',
  'maple-chaff-2': 'Maple Chaff',
  'willow-rain-man': 'Rain Man (Ono no Michikaze)',
  'willow-swallow': 'Swallow',
  'willow-ribbon': 'Willow Red Ribbon',
  'willow-lightning': 'Lightning',
  'paulownia-phoenix': 'Phoenix',
  'paulownia-chaff-1': 'Paulownia Chaff',
  'paulownia-chaff-2': 'Paulownia Chaff',
  'paulownia-chaff-yellow': 'Yellow Paulownia',
};

export const MONTH_NAMES: { readonly [M in Month]: string } = {
  1: 'January',
  2: 'February',
  3: 'March',
  4: 'April',
  5: 'May',
  6: 'June',
  7: 'July',
  8: 'August',
  9: 'September',
  10: 'October',
  11: 'November',
  12: 'December',
};

/** The plant of each month's cards. */
export const PLANT_NAMES: { readonly [M in Month]: string } = {
  1: 'pine',
  2: 'plum blossom',
  3: 'cherry blossom',
  4: 'wisteria',
  5: 'iris',
  6: 'peony',
  7: 'bush clover',
  8: 'susuki grass',
  9: 'chrysanthemum',
  10: 'maple',
  11: 'willow',
  12: 'paulownia',
};

const cardOf = (card: Card | CardId): Card => (typeof card === 'string' ? getCard(card) : card);

/** The two chaff of a month differ only in the art: the number in the id is all that tells them apart. */
const TWIN_CHAFF = /-chaff-(\d)$/;

/** The card's name as the deck lists it, shared by the two chaff of a month: "Geese", "Pine Chaff". */
export function cardName(card: Card | CardId): string {
  return CARD_NAMES[cardOf(card).id];
}

/** The card's own name, told apart from its twin for chaff ("Pine Chaff 2"). */
export function shortName(card: Card | CardId): string {
  const c = cardOf(card);
  const twin = TWIN_CHAFF.exec(c.id);
  return twin ? `${CARD_NAMES[c.id]} ${twin[1]}` : CARD_NAMES[c.id];
}

/** The card's name without the twin's number or the note in brackets: "Pine Chaff", "Rain Man". */
export function plainName(card: Card | CardId): string {
  return CARD_NAMES[cardOf(card).id].replace(/\s*\(.*\)$/, '');
}

/**
 * The card as a sentence names it: "the Crane and Sun", "the Rain Man"; a chaff card with a
 * twin is one of two alike, so "a Pine Chaff", "an Iris Chaff".
 */
export function cardPhrase(card: Card | CardId): string {
  const c = cardOf(card);
  const name = plainName(c);
  if (TWIN_CHAFF.test(c.id)) return `${articleFor(name)} ${name}`;
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

/** A ribbon is spoken of by its colour. */
const RIBBON_NAMES: { readonly [R in RibbonType]: string } = {
  poetry: 'poetry ribbon',
  blue: 'blue ribbon',
  red: 'red ribbon',
};

/** The card's kind as spoken, a ribbon by its colour: "poetry ribbon", "bright". */
export function kindLabel(card: Card | CardId): string {
  const c = cardOf(card);
  return c.ribbon ? RIBBON_NAMES[c.ribbon] : KIND_NAMES[c.kind].one;
}

/** What a card's picture shows besides its name: "susuki grass, August, bright". */
export function cardFacts(card: Card | CardId): string {
  const c = cardOf(card);
  return `${PLANT_NAMES[c.month]}, ${MONTH_NAMES[c.month]}, ${kindLabel(c)}`;
}

/** The accessible name of a card, which tells everything its picture shows: "Full Moon — susuki grass, August, bright". */
export function cardLabel(card: Card | CardId): string {
  return `${shortName(card)} — ${cardFacts(card)}`;
}

export function monthName(month: Month): string {
  return MONTH_NAMES[month];
}

export function plantName(month: Month): string {
  return PLANT_NAMES[month];
}
