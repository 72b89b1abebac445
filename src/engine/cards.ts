/**
 * The 48 hanafuda cards. Ids, months and kinds are the public vocabulary of
 * src/engine/README.md (Cards): they appear in URLs, share links, saves and conformance files,
 * so they must never change. Everything else (names, ordering helpers) may grow.
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
  readonly plantJa: string;
  readonly plantRomaji: string;
}

export const MONTHS: readonly MonthInfo[] = [
  { month: 1, monthName: 'January', plant: 'pine', plantJa: '松', plantRomaji: 'matsu' },
  { month: 2, monthName: 'February', plant: 'plum blossom', plantJa: '梅', plantRomaji: 'ume' },
  { month: 3, monthName: 'March', plant: 'cherry blossom', plantJa: '桜', plantRomaji: 'sakura' },
  { month: 4, monthName: 'April', plant: 'wisteria', plantJa: '藤', plantRomaji: 'fuji' },
  { month: 5, monthName: 'May', plant: 'iris', plantJa: '菖蒲', plantRomaji: 'ayame' },
  { month: 6, monthName: 'June', plant: 'peony', plantJa: '牡丹', plantRomaji: 'botan' },
  { month: 7, monthName: 'July', plant: 'bush clover', plantJa: '萩', plantRomaji: 'hagi' },
  { month: 8, monthName: 'August', plant: 'susuki grass', plantJa: '芒', plantRomaji: 'susuki' },
  { month: 9, monthName: 'September', plant: 'chrysanthemum', plantJa: '菊', plantRomaji: 'kiku' },
  { month: 10, monthName: 'October', plant: 'maple', plantJa: '紅葉', plantRomaji: 'momiji' },
  { month: 11, monthName: 'November', plant: 'willow', plantJa: '柳', plantRomaji: 'yanagi' },
  { month: 12, monthName: 'December', plant: 'paulownia', plantJa: '桐', plantRomaji: 'kiri' },
];

interface CardRow {
  readonly id: string;
  readonly month: Month;
  readonly kind: Kind;
  readonly ribbon?: RibbonType;
  readonly name: string;
  readonly nameJa: string;
  readonly romaji: string;
}

// `as const satisfies` keeps each id as a literal so that CardId is a closed union.
const CARD_ROWS = [
  { id: 'pine-crane', month: 1, kind: 'bright', name: 'Crane and Sun', nameJa: '松に鶴', romaji: 'Matsu ni Tsuru' },
  { id: 'pine-ribbon', month: 1, kind: 'ribbon', ribbon: 'poetry', name: 'Pine Poetry Ribbon', nameJa: '松に赤短', romaji: 'Matsu ni Akatan' },
  { id: 'pine-chaff-1', month: 1, kind: 'chaff', name: 'Pine Chaff', nameJa: '松のカス', romaji: 'Matsu no Kasu' },
  { id: 'pine-chaff-2', month: 1, kind: 'chaff', name: 'Pine Chaff', nameJa: '松のカス', romaji: 'Matsu no Kasu' },
  { id: 'plum-warbler', month: 2, kind: 'animal', name: 'Bush Warbler', nameJa: '梅に鶯', romaji: 'Ume ni Uguisu' },
  { id: 'plum-ribbon', month: 2, kind: 'ribbon', ribbon: 'poetry', name: 'Plum Poetry Ribbon', nameJa: '梅に赤短', romaji: 'Ume ni Akatan' },
  { id: 'plum-chaff-1', month: 2, kind: 'chaff', name: 'Plum Chaff', nameJa: '梅のカス', romaji: 'Ume no Kasu' },
  { id: 'plum-chaff-2', month: 2, kind: 'chaff', name: 'Plum Chaff', nameJa: '梅のカス', romaji: 'Ume no Kasu' },
  { id: 'cherry-curtain', month: 3, kind: 'bright', name: 'Curtain', nameJa: '桜に幕', romaji: 'Sakura ni Maku' },
  { id: 'cherry-ribbon', month: 3, kind: 'ribbon', ribbon: 'poetry', name: 'Cherry Poetry Ribbon', nameJa: '桜に赤短', romaji: 'Sakura ni Akatan' },
  { id: 'cherry-chaff-1', month: 3, kind: 'chaff', name: 'Cherry Chaff', nameJa: '桜のカス', romaji: 'Sakura no Kasu' },
  { id: 'cherry-chaff-2', month: 3, kind: 'chaff', name: 'Cherry Chaff', nameJa: '桜のカス', romaji: 'Sakura no Kasu' },
  { id: 'wisteria-cuckoo', month: 4, kind: 'animal', name: 'Cuckoo', nameJa: '藤に不如帰', romaji: 'Fuji ni Hototogisu' },
  { id: 'wisteria-ribbon', month: 4, kind: 'ribbon', ribbon: 'red', name: 'Wisteria Red Ribbon', nameJa: '藤に短冊', romaji: 'Fuji ni Tanzaku' },
  { id: 'wisteria-chaff-1', month: 4, kind: 'chaff', name: 'Wisteria Chaff', nameJa: '藤のカス', romaji: 'Fuji no Kasu' },
  { id: 'wisteria-chaff-2', month: 4, kind: 'chaff', name: 'Wisteria Chaff', nameJa: '藤のカス', romaji: 'Fuji no Kasu' },
  { id: 'iris-bridge', month: 5, kind: 'animal', name: 'Eight-Plank Bridge', nameJa: '菖蒲に八橋', romaji: 'Ayame ni Yatsuhashi' },
  { id: 'iris-ribbon', month: 5, kind: 'ribbon', ribbon: 'red', name: 'Iris Red Ribbon', nameJa: '菖蒲に短冊', romaji: 'Ayame ni Tanzaku' },
  { id: 'iris-chaff-1', month: 5, kind: 'chaff', name: 'Iris Chaff', nameJa: '菖蒲のカス', romaji: 'Ayame no Kasu' },
  { id: 'iris-chaff-2', month: 5, kind: 'chaff', name: 'Iris Chaff', nameJa: '菖蒲のカス', romaji: 'Ayame no Kasu' },
  { id: 'peony-butterflies', month: 6, kind: 'animal', name: 'Butterflies', nameJa: '牡丹に蝶', romaji: 'Botan ni Chō' },
  { id: 'peony-ribbon', month: 6, kind: 'ribbon', ribbon: 'blue', name: 'Peony Blue Ribbon', nameJa: '牡丹に青短', romaji: 'Botan ni Aotan' },
  { id: 'peony-chaff-1', month: 6, kind: 'chaff', name: 'Peony Chaff', nameJa: '牡丹のカス', romaji: 'Botan no Kasu' },
  { id: 'peony-chaff-2', month: 6, kind: 'chaff', name: 'Peony Chaff', nameJa: '牡丹のカス', romaji: 'Botan no Kasu' },
  { id: 'clover-boar', month: 7, kind: 'animal', name: 'Boar', nameJa: '萩に猪', romaji: 'Hagi ni Inoshishi' },
  { id: 'clover-ribbon', month: 7, kind: 'ribbon', ribbon: 'red', name: 'Clover Red Ribbon', nameJa: '萩に短冊', romaji: 'Hagi ni Tanzaku' },
  { id: 'clover-chaff-1', month: 7, kind: 'chaff', name: 'Clover Chaff', nameJa: '萩のカス', romaji: 'Hagi no Kasu' },
  { id: 'clover-chaff-2', month: 7, kind: 'chaff', name: 'Clover Chaff', nameJa: '萩のカス', romaji: 'Hagi no Kasu' },
  { id: 'pampas-moon', month: 8, kind: 'bright', name: 'Full Moon', nameJa: '芒に月', romaji: 'Susuki ni Tsuki' },
  { id: 'pampas-geese', month: 8, kind: 'animal', name: 'Geese', nameJa: '芒に雁', romaji: 'Susuki ni Kari' },
  { id: 'pampas-chaff-1', month: 8, kind: 'chaff', name: 'Pampas Chaff', nameJa: '芒のカス', romaji: 'Susuki no Kasu' },
  { id: 'pampas-chaff-2', month: 8, kind: 'chaff', name: 'Pampas Chaff', nameJa: '芒のカス', romaji: 'Susuki no Kasu' },
  { id: 'chrysanthemum-sake-cup', month: 9, kind: 'animal', name: 'Sake Cup', nameJa: '菊に盃', romaji: 'Kiku ni Sakazuki' },
  { id: 'chrysanthemum-ribbon', month: 9, kind: 'ribbon', ribbon: 'blue', name: 'Chrysanthemum Blue Ribbon', nameJa: '菊に青短', romaji: 'Kiku ni Aotan' },
  { id: 'chrysanthemum-chaff-1', month: 9, kind: 'chaff', name: 'Chrysanthemum Chaff', nameJa: '菊のカス', romaji: 'Kiku no Kasu' },
  { id: 'chrysanthemum-chaff-2', month: 9, kind: 'chaff', name: 'Chrysanthemum Chaff', nameJa: '菊のカス', romaji: 'Kiku no Kasu' },
  { id: 'maple-deer', month: 10, kind: 'animal', name: 'Deer', nameJa: '紅葉に鹿', romaji: 'Momiji ni Shika' },
  { id: 'maple-ribbon', month: 10, kind: 'ribbon', ribbon: 'blue', name: 'Maple Blue Ribbon', nameJa: '紅葉に青短', romaji: 'Momiji ni Aotan' },
  { id: 'maple-chaff-1', month: 10, kind: 'chaff', name: 'Maple Chaff', nameJa: '紅葉のカス', romaji: 'Momiji no Kasu' },
  { id: 'maple-chaff-2', month: 10, kind: 'chaff', name: 'Maple Chaff', nameJa: '紅葉のカス', romaji: 'Momiji no Kasu' },
  { id: 'willow-rain-man', month: 11, kind: 'bright', name: 'Rain Man (Ono no Michikaze)', nameJa: '柳に小野道風', romaji: 'Yanagi ni Ono no Michikaze' },
  { id: 'willow-swallow', month: 11, kind: 'animal', name: 'Swallow', nameJa: '柳に燕', romaji: 'Yanagi ni Tsubame' },
  { id: 'willow-ribbon', month: 11, kind: 'ribbon', ribbon: 'red', name: 'Willow Red Ribbon', nameJa: '柳に短冊', romaji: 'Yanagi ni Tanzaku' },
  { id: 'willow-lightning', month: 11, kind: 'chaff', name: 'Lightning', nameJa: '柳のカス（雷）', romaji: 'Yanagi no Kasu (Kaminari)' },
  { id: 'paulownia-phoenix', month: 12, kind: 'bright', name: 'Phoenix', nameJa: '桐に鳳凰', romaji: 'Kiri ni Hōō' },
  { id: 'paulownia-chaff-1', month: 12, kind: 'chaff', name: 'Paulownia Chaff', nameJa: '桐のカス', romaji: 'Kiri no Kasu' },
  { id: 'paulownia-chaff-2', month: 12, kind: 'chaff', name: 'Paulownia Chaff', nameJa: '桐のカス', romaji: 'Kiri no Kasu' },
  { id: 'paulownia-chaff-yellow', month: 12, kind: 'chaff', name: 'Yellow Paulownia', nameJa: '桐のカス（色札）', romaji: 'Kiri no Kasu (Irofuda)' },
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
