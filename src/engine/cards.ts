/**
 * The 48 hanafuda cards. Ids, months and kinds are the public vocabulary of
 * src/engine/README.md (Cards): they appear in URLs, share links, saves and conformance files,
 * so they must never change. Everything else (ordering helpers) may grow. What a card, month or
 * plant is called is words, keyed by these ids: src/words/card-names.ts (English) and
 * src/words/japanese-names.ts (Japanese and romaji).
 */

export const KINDS = ['bright', 'animal', 'ribbon', 'chaff'] as const;
export type Kind = (typeof KINDS)[number];

export const RIBBON_TYPES = ['poetry', 'blue', 'red'] as const;
export type RibbonType = (typeof RIBBON_TYPES)[number];

export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

/** The twelve months in order; round n is played in month ((n − 1) mod 12) + 1. */
export const MONTHS: readonly Month[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

interface CardRow {
  readonly id: string;
  readonly month: Month;
  readonly kind: Kind;
  readonly ribbon?: RibbonType;
}

// `as const satisfies` keeps each id as a literal so that CardId is a closed union.
const CARD_ROWS = [
  { id: 'pine-crane', month: 1, kind: 'bright' },
  { id: 'pine-ribbon', month: 1, kind: 'ribbon', ribbon: 'poetry' },
  { id: 'pine-chaff-1', month: 1, kind: 'chaff' },
  { id: 'pine-chaff-2', month: 1, kind: 'chaff' },
  { id: 'plum-warbler', month: 2, kind: 'animal' },
  { id: 'plum-ribbon', month: 2, kind: 'ribbon', ribbon: 'poetry' },
  { id: 'plum-chaff-1', month: 2, kind: 'chaff' },
  { id: 'plum-chaff-2', month: 2, kind: 'chaff' },
  { id: 'cherry-curtain', month: 3, kind: 'bright' },
  { id: 'cherry-ribbon', month: 3, kind: 'ribbon', ribbon: 'poetry' },
  { id: 'cherry-chaff-1', month: 3, kind: 'chaff' },
  { id: 'cherry-chaff-2', month: 3, kind: 'chaff' },
  { id: 'wisteria-cuckoo', month: 4, kind: 'animal' },
  { id: 'wisteria-ribbon', month: 4, kind: 'ribbon', ribbon: 'red' },
  { id: 'wisteria-chaff-1', month: 4, kind: 'chaff' },
  { id: 'wisteria-chaff-2', month: 4, kind: 'chaff' },
  { id: 'iris-bridge', month: 5, kind: 'animal' },
  { id: 'iris-ribbon', month: 5, kind: 'ribbon', ribbon: 'red' },
  { id: 'iris-chaff-1', month: 5, kind: 'chaff' },
  { id: 'iris-chaff-2', month: 5, kind: 'chaff' },
  { id: 'peony-butterflies', month: 6, kind: 'animal' },
  { id: 'peony-ribbon', month: 6, kind: 'ribbon', ribbon: 'blue' },
  { id: 'peony-chaff-1', month: 6, kind: 'chaff' },
  { id: 'peony-chaff-2', month: 6, kind: 'chaff' },
  { id: 'clover-boar', month: 7, kind: 'animal' },
  { id: 'clover-ribbon', month: 7, kind: 'ribbon', ribbon: 'red' },
  { id: 'clover-chaff-1', month: 7, kind: 'chaff' },
  { id: 'clover-chaff-2', month: 7, kind: 'chaff' },
  { id: 'pampas-moon', month: 8, kind: 'bright' },
  { id: 'pampas-geese', month: 8, kind: 'animal' },
  { id: 'pampas-chaff-1', month: 8, kind: 'chaff' },
  { id: 'pampas-chaff-2', month: 8, kind: 'chaff' },
  { id: 'chrysanthemum-sake-cup', month: 9, kind: 'animal' },
  { id: 'chrysanthemum-ribbon', month: 9, kind: 'ribbon', ribbon: 'blue' },
  { id: 'chrysanthemum-chaff-1', month: 9, kind: 'chaff' },
  { id: 'chrysanthemum-chaff-2', month: 9, kind: 'chaff' },
  { id: 'maple-deer', month: 10, kind: 'animal' },
  { id: 'maple-ribbon', month: 10, kind: 'ribbon', ribbon: 'blue' },
  { id: 'maple-chaff-1', month: 10, kind: 'chaff' },
  { id: 'maple-chaff-2', month: 10, kind: 'chaff' },
  { id: 'willow-rain-man', month: 11, kind: 'bright' },
  { id: 'willow-swallow', month: 11, kind: 'animal' },
  { id: 'willow-ribbon', month: 11, kind: 'ribbon', ribbon: 'red' },
  { id: 'willow-lightning', month: 11, kind: 'chaff' },
  { id: 'paulownia-phoenix', month: 12, kind: 'bright' },
  { id: 'paulownia-chaff-1', month: 12, kind: 'chaff' },
  { id: 'paulownia-chaff-2', month: 12, kind: 'chaff' },
  { id: 'paulownia-chaff-yellow', month: 12, kind: 'chaff' },
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

export function cardsOfMonth(month: Month): readonly Card[] {
  return CARDS.filter((c) => c.month === month);
}

export function cardsOfKind(kind: Kind): readonly Card[] {
  return CARDS.filter((c) => c.kind === kind);
}

/** Rank used to break ties when drawing for dealer: bright > animal > ribbon > chaff. */
export function kindRank(kind: Kind): number {
  return KINDS.length - KINDS.indexOf(kind);
}
