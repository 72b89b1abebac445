/**
 * English descriptions of the yaku, lucky hands and bonuses (src/engine/README.md, Yaku): the
 * cards each one takes, in words. The engine keeps the ids and the exact cards
 * (`yakuComposition` gives them under a rule set), the names are in yaku-names.ts; reference
 * pages, lessons and the rules sheet show these lines.
 */
import type { BonusId, YakuId } from '../engine/scoring/yaku-ids';

export const YAKU_DESCRIPTIONS: { readonly [K in YakuId]: string } = {
  goko: 'All five brights.',
  shiko: 'The four brights other than the Rain Man ("dry" four).',
  'ame-shiko': 'The Rain Man and any three other brights.',
  sanko: 'Three brights, none of them the Rain Man (unless the rule set lets him count).',
  inoshikacho: 'The Boar, the Deer and the Butterflies.',
  tane: 'Any five animal cards.',
  'akatan-aotan': 'The three poetry ribbons and the three blue ribbons.',
  akatan: 'The three poetry ribbons (January, February, March).',
  aotan: 'The three blue ribbons (June, September, October).',
  tanzaku: 'Any five ribbon cards.',
  'hanami-zake': 'The Curtain and the Sake Cup.',
  'tsukimi-zake': 'The Full Moon and the Sake Cup.',
  tsukifuda: "All four cards of the round's month (round 1 = January).",
  kasu: 'Any ten chaff cards.',
  teshi: 'All four cards of one month in the dealt hand.',
  kuttsuki: 'A dealt hand made entirely of pairs of months (four pairs in an 8-card hand).',
};

export const BONUS_DESCRIPTIONS: { readonly [K in BonusId]: string } = {
  'bonus-both-viewings': 'Extra points when Flower-Viewing and Moon-Viewing Sake both score.',
  'bonus-both-ribbons': 'Extra points when Poetry Ribbons and Blue Ribbons both score (classic style).',
};

/** The cards a yaku, lucky hand or bonus takes, in one sentence. */
export function yakuDescription(id: YakuId | BonusId): string {
  return id in YAKU_DESCRIPTIONS ? YAKU_DESCRIPTIONS[id as YakuId] : BONUS_DESCRIPTIONS[id as BonusId];
}
