/**
 * The 48 hanafuda cards. Ids, months and kinds are the public vocabulary of
 * src/engine/README.md (Cards): they appear in URLs, share links, saves and conformance files,
 * so they must never change. Everything else (names, ordering helpers) may grow. The Japanese
 * names and their romaji are words, in src/words/japanese-names.ts.
 */

export const KINDS = ['bright', 'animal', 'ribbon', 'chaff'] as const;
export type Kind = (typeof KINDS)[number];

export const RIBBON_TYPES = ['poetry', 'blue', 'red'] as const;
export type RibbonType = (typeof RIBBON_TYPES)[number];

export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export interface MonthInfo {
  readonly month: Month;
  /** English month name, e.g. "January". */
  readonly monthName: string;
  /** The month's plant in English, e.g. "pine". */
  readonly plant: string;
}

export const MONTHS: readonly MonthInfo[] = [
  { month: 1, monthName: 'January', plant: 'pine' },
  { month: 2, monthName: 'February', plant: 'plum blossom' },
  { month: 3, monthName: 'March', plant: 'cherry blossom' },
  { month: 4, monthName: 'April', plant: 'wisteria' },
  { month: 5, monthName: 'May', plant: 'iris' },
  { month: 6, monthName: 'June', plant: 'peony' },
  { month: 7, monthName: 'July', plant: 'bush clover' },
  { month: 8, monthName: 'August', plant: 'susuki grass' },
  { month: 9, monthName: 'September', plant: 'chrysanthemum' },
  { month: 10, monthName: 'October', plant: 'maple' },
  { month: 11, monthName: 'November', plant: 'willow' },
  { month: 12, monthName: 'December', plant: 'paulownia' },
];

interface CardRow {
  readonly id: string;
  readonly month: Month;
  readonly kind: Kind;
  readonly ribbon?: RibbonType;
  readonly name: string;
}

// `as const satisfies` keeps each id as a literal so that CardId is a closed union.
const CARD_ROWS = [
  { id: 'pine-crane', month: 1, kind: 'bright', name: 'Crane and Sun' },
  { id: 'pine-ribbon', month: 1, kind: 'ribbon', ribbon: 'poetry', name: 'Pine Poetry Ribbon' },
  { id: 'pine-chaff-1', month: 1, kind: 'chaff', name: 'Pine Chaff' },
  { id: 'pine-chaff-2', month: 1, kind: 'chaff', name: 'Pine Chaff' },
  { id: 'plum-warbler', month: 2, kind: 'animal', name: 'Bush Warbler' },
  { id: 'plum-ribbon', month: 2, kind: 'ribbon', ribbon: 'poetry', name: 'Plum Poetry Ribbon' },
  { id: 'plum-chaff-1', month: 2, kind: 'chaff', name: 'Plum Chaff' },
  { id: 'plum-chaff-2', month: 2, kind: 'chaff', name: 'Plum Chaff' },
  { id: 'cherry-curtain', month: 3, kind: 'bright', name: 'Curtain' },
  { id: 'cherry-ribbon', month: 3, kind: 'ribbon', ribbon: 'poetry', name: 'Cherry Poetry Ribbon' },
  { id: 'cherry-chaff-1', month: 3, kind: 'chaff', name: 'Cherry Chaff' },
  { id: 'cherry-chaff-2', month: 3, kind: 'chaff', name: 'Cherry Chaff' },
  { id: 'wisteria-cuckoo', month: 4, kind: 'animal', name: 'Cuckoo' },
  { id: 'wisteria-ribbon', month: 4, kind: 'ribbon', ribbon: 'red', name: 'Wisteria Red Ribbon' },
  { id: 'wisteria-chaff-1', month: 4, kind: 'chaff', name: 'Wisteria Chaff' },
  { id: 'wisteria-chaff-2', month: 4, kind: 'chaff', name: 'Wisteria Chaff' },
  { id: 'iris-bridge', month: 5, kind: 'animal', name: 'Eight-Plank Bridge' },
  { id: 'iris-ribbon', month: 5, kind: 'ribbon', ribbon: 'red', name: 'Iris Red Ribbon' },
  { id: 'iris-chaff-1', month: 5, kind: 'chaff', name: 'Iris Chaff' },
  { id: 'iris-chaff-2', month: 5, kind: 'chaff', name: 'Iris Chaff' },
  { id: 'peony-butterflies', month: 6, kind: 'animal', name: 'Butterflies' },
  { id: 'peony-ribbon', month: 6, kind: 'ribbon', ribbon: 'blue', name: 'Peony Blue Ribbon' },
  { id: 'peony-chaff-1', month: 6, kind: 'chaff', name: 'Peony Chaff' },
  { id: 'peony-chaff-2', month: 6, kind: 'chaff', name: 'Peony Chaff' },
  { id: 'clover-boar', month: 7, kind: 'animal', name: 'Boar' },
  { id: 'clover-ribbon', month: 7, kind: 'ribbon', ribbon: 'red', name: 'Clover Red Ribbon' },
  { id: 'clover-chaff-1', month: 7, kind: 'chaff', name: 'Clover Chaff' },
  { id: 'clover-chaff-2', month: 7, kind: 'chaff', name: 'Clover Chaff' },
  { id: 'pampas-moon', month: 8, kind: 'bright', name: 'Full Moon' },
  { id: 'pampas-geese', month: 8, kind: 'animal', name: 'Geese' },
  { id: 'pampas-chaff-1', month: 8, kind: 'chaff', name: 'Pampas Chaff' },
  { id: 'pampas-chaff-2', month: 8, kind: 'chaff', name: 'Pampas Chaff' },
  { id: 'chrysanthemum-sake-cup', month: 9, kind: 'animal', name: 'Sake Cup' },
  { id: 'chrysanthemum-ribbon', month: 9, kind: 'ribbon', ribbon: 'blue', name: 'Chrysanthemum Blue Ribbon' },
  { id: 'chrysanthemum-chaff-1', month: 9, kind: 'chaff', name: 'Chrysanthemum Chaff' },
  { id: 'chrysanthemum-chaff-2', month: 9, kind: 'chaff', name: 'Chrysanthemum Chaff' },
  { id: 'maple-deer', month: 10, kind: 'animal', name: 'Deer' },
  { id: 'maple-ribbon', month: 10, kind: 'ribbon', ribbon: 'blue', name: 'Maple Blue Ribbon' },
  { id: 'maple-chaff-1', month: 10, kind: 'chaff', name: 'Maple Chaff' },
  { id: 'maple-chaff-2', month: 10, kind: 'chaff', name: 'Maple Chaff' },
  { id: 'willow-rain-man', month: 11, kind: 'bright', name: 'Rain Man (Ono no Michikaze)' },
  { id: 'willow-swallow', month: 11, kind: 'animal', name: 'Swallow' },
  { id: 'willow-ribbon', month: 11, kind: 'ribbon', ribbon: 'red', name: 'Willow Red Ribbon' },
  { id: 'willow-lightning', month: 11, kind: 'chaff', name: 'Lightning' },
  { id: 'paulownia-phoenix', month: 12, kind: 'bright', name: 'Phoenix' },
  { id: 'paulownia-chaff-1', month: 12, kind: 'chaff', name: 'Paulownia Chaff' },
  { id: 'paulownia-chaff-2', month: 12, kind: 'chaff', name: 'Paulownia Chaff' },
  { id: 'paulownia-chaff-yellow', month: 12, kind: 'chaff', name: 'Yellow Paulownia' },
] as const satisfies readonly CardRow[];

export type CardId = (typeof CARD_ROWS)[number]['id'];

export interface Card extends CardRow {
  readonly id: CardId;
  /** Position in the deck, 0–47, month by month in deck order (src/engine/README.md, Cards). */
  readonly index: number;
  /** The `month × 10 + index` number some sources use (10 = Crane, 80 = Moon). */
  readonly number: number;
}

export const CARDS: readonly Card[] = CARD_ROWS.map((row, index) => ({
  ...row,
  index,
  number: row.month * 10 + (index % 4),
}));

export const CARD_IDS: readonly CardId[] = CARDS.map((c) => c.id);

const BY_ID = new Map<string, Card>(CARDS.map((c) => [c.id, c]));
const BY_NUMBER = new Map<number, Card>(CARDS.map((c) => [c.number, c]));

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && BY_ID.has(value);
}

/** The card with this id; throws on an unknown id (use `parseCard` for user input). */
export function getCard(id: CardId): Card {
  const card = BY_ID.get(id);
  if (!card) throw new Error(`Unknown card id "${id}"`);
  return card;
}

/**
 * Reads a card from user input: a card id (src/engine/README.md, Cards), or its `month × 10 + index`
 * number (as a number or a numeric string). Returns undefined when unknown.
 */
export function parseCard(input: string | number): Card | undefined {
  if (typeof input === 'number') return BY_NUMBER.get(input);
  const byId = BY_ID.get(input.trim());
  if (byId) return byId;
  return /^\d{1,3}$/.test(input.trim()) ? BY_NUMBER.get(Number(input.trim())) : undefined;
}

export function monthInfo(month: Month): MonthInfo {
  return MONTHS[month - 1]!;
}

export function cardsOfMonth(month: Month): readonly Card[] {
  return CARDS.filter((c) => c.month === month);
}

export function cardsOfKind(kind: Kind): readonly Card[] {
  return CARDS.filter((c) => c.kind === kind);
}

const KIND_LABEL: Record<Kind, string> = { bright: 'bright', animal: 'animal', ribbon: 'ribbon', chaff: 'chaff' };

/** Short spoken kind, e.g. "poetry ribbon" or "bright". */
export function kindLabel(card: Card): string {
  return card.ribbon ? `${card.ribbon} ribbon` : KIND_LABEL[card.kind];
}

/**
 * The accessible name of a card, e.g. "Full Moon — susuki grass, August, bright".
 * Chaff of a month share a name, so the art's variant number is added to tell them apart.
 */
export function cardLabel(card: Card): string {
  const info = monthInfo(card.month);
  const variant = /-chaff-(\d)$/.exec(card.id);
  const name = variant ? `${card.name} ${variant[1]}` : card.name;
  return `${name} — ${info.plant}, ${info.monthName}, ${kindLabel(card)}`;
}

/** Deck order: by month, then by the order of src/engine/README.md, Cards (bright/animal first, chaff last). */
export function compareCards(a: Card, b: Card): number {
  return a.index - b.index;
}

/** Rank used to break ties when drawing for dealer: bright > animal > ribbon > chaff. */
export function kindRank(kind: Kind): number {
  return KINDS.length - KINDS.indexOf(kind);
}
