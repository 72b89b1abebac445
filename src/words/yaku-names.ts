/**
 * The English names of the yaku, lucky hands and bonuses, keyed by the engine's ids
 * (src/engine/README.md, Yaku); the engine holds none. Reference pages, the calculator, the
 * game and every sentence that names a yaku read them here. What each one takes, in words, is
 * in yaku-descriptions.ts; the Japanese names in japanese-names.ts.
 */
import { isBonusId, type BonusId, type LuckyHandId, type ScoreItemId, type YakuId } from '../engine/scoring/yaku-ids';
import { listOf } from './format';

export const YAKU_NAMES: { readonly [K in YakuId]: string } = {
  goko: 'Five Brights',
  shiko: 'Four Brights',
  'ame-shiko': 'Rainy Four Brights',
  sanko: 'Three Brights',
  inoshikacho: 'Boar-Deer-Butterfly',
  tane: 'Animals',
  'akatan-aotan': 'Poetry + Blue Ribbons',
  akatan: 'Poetry Ribbons',
  aotan: 'Blue Ribbons',
  tanzaku: 'Ribbons',
  'hanami-zake': 'Flower-Viewing Sake',
  'tsukimi-zake': 'Moon-Viewing Sake',
  tsukifuda: 'Cards of the Month',
  kasu: 'Chaff',
  teshi: 'Four of a Kind',
  kuttsuki: 'Four Pairs',
};

export const BONUS_NAMES: { readonly [K in BonusId]: string } = {
  'bonus-both-viewings': 'Both viewings bonus',
  'bonus-both-ribbons': 'Both ribbon sets bonus',
};

/** The name of a yaku, lucky hand or bonus: everything a score can list. */
export function yakuName(id: ScoreItemId | LuckyHandId): string {
  return isBonusId(id) ? BONUS_NAMES[id] : YAKU_NAMES[id];
}

/** "Three Brights, Boar-Deer-Butterfly and Chaff". */
export function yakuList(ids: readonly (ScoreItemId | LuckyHandId)[]): string {
  return listOf(ids.map(yakuName));
}
