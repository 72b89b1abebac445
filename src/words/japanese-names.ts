/**
 * The Japanese names of the cards, the months' plants and the yaku, each with its romaji
 * reading, keyed by the engine's ids (src/engine/README.md, Cards and Yaku). The reference pages
 * (deck, card pages, yaku, rules sheet), the calculator and the lessons show them; the game
 * does not, so they are not part of the engine's card and yaku data.
 */
import type { CardId, Month } from '../engine/cards';
import type { YakuId } from '../engine/scoring/yaku-ids';

/** A name in Japanese script and its reading in romaji. */
export interface JapaneseName {
  readonly ja: string;
  readonly romaji: string;
}

export const CARD_JAPANESE: { readonly [C in CardId]: JapaneseName } = {
  'pine-crane': { ja: '松に鶴', romaji: 'Matsu ni Tsuru' },
  'pine-ribbon': { ja: '松に赤短', romaji: 'Matsu ni Akatan' },
  'pine-chaff-1': { ja: '松のカス', romaji: 'Matsu no Kasu' },
  'pine-chaff-2': { ja: '松のカス', romaji: 'Matsu no Kasu' },
  'plum-warbler': { ja: '梅に鶯', romaji: 'Ume ni Uguisu' },
  'plum-ribbon': { ja: '梅に赤短', romaji: 'Ume ni Akatan' },
  'plum-chaff-1': { ja: '梅のカス', romaji: 'Ume no Kasu' },
  'plum-chaff-2': { ja: '梅のカス', romaji: 'Ume no Kasu' },
  'cherry-curtain': { ja: '桜に幕', romaji: 'Sakura ni Maku' },
  'cherry-ribbon': { ja: '桜に赤短', romaji: 'Sakura ni Akatan' },
  'cherry-chaff-1': { ja: '桜のカス', romaji: 'Sakura no Kasu' },
  'cherry-chaff-2': { ja: '桜のカス', romaji: 'Sakura no Kasu' },
  'wisteria-cuckoo': { ja: '藤に不如帰', romaji: 'Fuji ni Hototogisu' },
  'wisteria-ribbon': { ja: '藤に短冊', romaji: 'Fuji ni Tanzaku' },
  'wisteria-chaff-1': { ja: '藤のカス', romaji: 'Fuji no Kasu' },
  'wisteria-chaff-2': { ja: '藤のカス', romaji: 'Fuji no Kasu' },
  'iris-bridge': { ja: '菖蒲に八橋', romaji: 'Ayame ni Yatsuhashi' },
  'iris-ribbon': { ja: '菖蒲に短冊', romaji: 'Ayame ni Tanzaku' },
  'iris-chaff-1': { ja: '菖蒲のカス', romaji: 'Ayame no Kasu' },
  'iris-chaff-2': { ja: '菖蒲のカス', romaji: 'Ayame no Kasu' },
  'peony-butterflies': { ja: '牡丹に蝶', romaji: 'Botan ni Chō' },
  'peony-ribbon': { ja: '牡丹に青短', romaji: 'Botan ni Aotan' },
  'peony-chaff-1': { ja: '牡丹のカス', romaji: 'Botan no Kasu' },
  'peony-chaff-2': { ja: '牡丹のカス', romaji: 'Botan no Kasu' },
  'clover-boar': { ja: '萩に猪', romaji: 'Hagi ni Inoshishi' },
  'clover-ribbon': { ja: '萩に短冊', romaji: 'Hagi ni Tanzaku' },
  'clover-chaff-1': { ja: '萩のカス', romaji: 'Hagi no Kasu' },
  'clover-chaff-2': { ja: '萩のカス', romaji: 'Hagi no Kasu' },
  'pampas-moon': { ja: '芒に月', romaji: 'Susuki ni Tsuki' },
  'pampas-geese': { ja: '芒に雁', romaji: 'Susuki ni Kari' },
  'pampas-chaff-1': { ja: '芒のカス', romaji: 'Susuki no Kasu' },
  'pampas-chaff-2': { ja: '芒のカス', romaji: 'Susuki no Kasu' },
  'chrysanthemum-sake-cup': { ja: '菊に盃', romaji: 'Kiku ni Sakazuki' },
  'chrysanthemum-ribbon': { ja: '菊に青短', romaji: 'Kiku ni Aotan' },
  'chrysanthemum-chaff-1': { ja: '菊のカス', romaji: 'Kiku no Kasu' },
  'chrysanthemum-chaff-2': { ja: '菊のカス', romaji: 'Kiku no Kasu' },
  'maple-deer': { ja: '紅葉に鹿', romaji: 'Momiji ni Shika' },
  'maple-ribbon': { ja: '紅葉に青短', romaji: 'Momiji ni Aotan' },
  'maple-chaff-1': { ja: '紅葉のカス', romaji: 'Momiji no Kasu' },
  'maple-chaff-2': { ja: '紅葉のカス', romaji: 'Momiji no Kasu' },
  'willow-rain-man': { ja: '柳に小野道風', romaji: 'Yanagi ni Ono no Michikaze' },
  'willow-swallow': { ja: '柳に燕', romaji: 'Yanagi ni Tsubame' },
  'willow-ribbon': { ja: '柳に短冊', romaji: 'Yanagi ni Tanzaku' },
  'willow-lightning': { ja: '柳のカス（雷）', romaji: 'Yanagi no Kasu (Kaminari)' },
  'paulownia-phoenix': { ja: '桐に鳳凰', romaji: 'Kiri ni Hōō' },
  'paulownia-chaff-1': { ja: '桐のカス', romaji: 'Kiri no Kasu' },
  'paulownia-chaff-2': { ja: '桐のカス', romaji: 'Kiri no Kasu' },
  'paulownia-chaff-yellow': { ja: '桐のカス（色札）', romaji: 'Kiri no Kasu (Irofuda)' },
};

/** Each month's plant. */
export const PLANT_JAPANESE: { readonly [M in Month]: JapaneseName } = {
  1: { ja: '松', romaji: 'matsu' },
  2: { ja: '梅', romaji: 'ume' },
  3: { ja: '桜', romaji: 'sakura' },
  4: { ja: '藤', romaji: 'fuji' },
  5: { ja: '菖蒲', romaji: 'ayame' },
  6: { ja: '牡丹', romaji: 'botan' },
  7: { ja: '萩', romaji: 'hagi' },
  8: { ja: '芒', romaji: 'susuki' },
  9: { ja: '菊', romaji: 'kiku' },
  10: { ja: '紅葉', romaji: 'momiji' },
  11: { ja: '柳', romaji: 'yanagi' },
  12: { ja: '桐', romaji: 'kiri' },
};

export const YAKU_JAPANESE: { readonly [Y in YakuId]: JapaneseName } = {
  goko: { ja: '五光', romaji: 'gokō' },
  shiko: { ja: '四光', romaji: 'shikō' },
  'ame-shiko': { ja: '雨四光', romaji: 'ame-shikō' },
  sanko: { ja: '三光', romaji: 'sankō' },
  inoshikacho: { ja: '猪鹿蝶', romaji: 'inoshikachō' },
  tane: { ja: 'タネ', romaji: 'tane' },
  'akatan-aotan': { ja: '赤短・青短の重複', romaji: 'akatan-aotan no chōfuku' },
  akatan: { ja: '赤短', romaji: 'akatan' },
  aotan: { ja: '青短', romaji: 'aotan' },
  tanzaku: { ja: '短冊', romaji: 'tanzaku' },
  'hanami-zake': { ja: '花見酒', romaji: 'hanami-zake' },
  'tsukimi-zake': { ja: '月見酒', romaji: 'tsukimi-zake' },
  tsukifuda: { ja: '月札', romaji: 'tsukifuda' },
  kasu: { ja: 'カス', romaji: 'kasu' },
  teshi: { ja: '手四', romaji: 'teshi' },
  kuttsuki: { ja: '喰付', romaji: 'kuttsuki' },
};
