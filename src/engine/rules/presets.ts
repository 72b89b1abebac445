/**
 * The five presets (src/engine/README.md, Presets), each a complete option set with its
 * source. Values follow the sources' preset tables; where that table is silent about an
 * option, the preset takes the seed's plain rule. A preset's name is words
 * (src/words/preset-names.ts), as are what each preset is and how its source was read (the
 * notes the Variants page shows, src/words/presets.ts).
 */
import type { RuleOptions, RuleOverrides } from './options';
import type { SourceId } from './sources';
import type { YakuPointsTable, YakuValue } from '../scoring/yaku-ids';

export const PRESET_IDS = ['fudawiki', 'nintendo', 'beginners-guide', 'full-instructions', 'koikoi-japan'] as const;
export type PresetId = (typeof PRESET_IDS)[number];

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === 'string' && (PRESET_IDS as readonly string[]).includes(value);
}

export interface PresetInfo {
  readonly id: PresetId;
  readonly source: SourceId;
  readonly options: RuleOptions;
}

const v = (points: number, extra = 0): YakuValue => ({ points, extra });

/** Options every preset shares unless it says otherwise: the plain Fuda Wiki rules. */
const COMMON: Omit<RuleOptions, 'yakuStyle' | 'yakuPoints'> = {
  rounds: 12,
  targetScore: null,
  handSize: 8,
  sankoCountsRainMan: false,
  sakeCup: 'both',
  doubleChaff: [],
  viewing: 'on',
  viewingCountsForDecision: true,
  bonusBothViewings: 0,
  bonusBothRibbons: 0,
  viewingAfterKoikoi: null,
  lightningWild: 'off',
  teyaku: 'win',
  teyakuBothInHand: 'single',
  fieldFourOfAKind: 'misdeal',
  fieldFourPairs: 'misdeal',
  koikoiLimit: 'unlimited',
  counterKoikoi: true,
  koikoiMinimum: 0,
  koikoiNeedsNewYaku: false,
  koikoiMultiplier: 'opponent-called',
  lastTurnKoikoi: true,
  firstDealer: 'draw',
  sevenPlusDouble: true,
  fieldBrightMultiplier: 'off',
  yakuCounting: 'all',
  zeroSum: false,
  exhaustiveDraw: 'no-score',
  dealerPrivilegePoints: 6,
  dealerAfterDraw: 'stays',
  roundEnd: 'hands-empty',
  turnStructure: 'standard',
  handCapture: 'forced',
  lightningYakuWild: 'off',
  dealerPrivilegeWhen: 'any-draw',
  players: 2,
};

const FUDAWIKI_POINTS: YakuPointsTable = {
  goko: v(15),
  shiko: v(8),
  'ame-shiko': v(7),
  sanko: v(6),
  inoshikacho: v(5, 1),
  tane: v(1, 1),
  'akatan-aotan': v(10, 1),
  akatan: v(5, 1),
  aotan: v(5, 1),
  tanzaku: v(1, 1),
  'hanami-zake': v(5),
  'tsukimi-zake': v(5),
  tsukifuda: v(4),
  kasu: v(1, 1),
  teshi: v(6),
  kuttsuki: v(6),
};

const NINTENDO_POINTS: YakuPointsTable = {
  goko: v(15),
  shiko: v(10),
  'ame-shiko': v(8),
  sanko: v(6),
  inoshikacho: v(5),
  tane: v(1, 1),
  'akatan-aotan': null,
  akatan: v(6),
  aotan: v(6),
  tanzaku: v(1, 1),
  'hanami-zake': null,
  'tsukimi-zake': null,
  tsukifuda: v(4),
  kasu: v(1, 1),
  teshi: v(6),
  kuttsuki: v(6),
};

const BEGINNERS_GUIDE_POINTS: YakuPointsTable = {
  goko: v(10),
  shiko: v(8),
  'ame-shiko': v(7),
  sanko: v(5),
  inoshikacho: v(5),
  tane: v(1, 1),
  'akatan-aotan': null,
  akatan: v(5),
  aotan: v(5),
  tanzaku: v(1, 1),
  'hanami-zake': v(5),
  'tsukimi-zake': v(5),
  tsukifuda: null,
  kasu: v(1, 1),
  teshi: v(6),
  kuttsuki: v(6),
};

const FULL_INSTRUCTIONS_POINTS: YakuPointsTable = {
  goko: v(15),
  shiko: v(8),
  'ame-shiko': v(10),
  sanko: v(6),
  inoshikacho: v(6),
  tane: v(5, 1),
  'akatan-aotan': null,
  akatan: v(5),
  aotan: v(5),
  tanzaku: v(5, 1),
  'hanami-zake': v(5),
  'tsukimi-zake': v(5),
  tsukifuda: null,
  kasu: v(1, 1),
  teshi: v(6),
  kuttsuki: null,
};

const KOIKOI_JAPAN_POINTS: YakuPointsTable = {
  goko: v(10),
  shiko: v(8),
  'ame-shiko': v(7),
  sanko: v(5),
  inoshikacho: v(5),
  tane: v(1, 1),
  'akatan-aotan': null,
  akatan: v(5),
  aotan: v(5),
  tanzaku: v(1, 1),
  'hanami-zake': v(1),
  'tsukimi-zake': v(1),
  tsukifuda: null,
  kasu: v(1, 1),
  // Four of a kind in hand forces a redeal (teyaku: misdeal); the value only matters if a
  // player switches lucky hands to "win".
  teshi: v(6),
  kuttsuki: null,
};

export const PRESETS: { readonly [K in PresetId]: PresetInfo & { readonly id: K } } = {
  fudawiki: {
    id: 'fudawiki',
    source: 'fudawiki',
    options: { ...COMMON, yakuStyle: 'modern', yakuPoints: FUDAWIKI_POINTS },
  },
  nintendo: {
    id: 'nintendo',
    source: 'nintendo-leaflet',
    options: {
      ...COMMON,
      yakuStyle: 'classic',
      yakuPoints: NINTENDO_POINTS,
      koikoiLimit: 'once-per-round',
      counterKoikoi: false,
      exhaustiveDraw: 'dealer-privilege',
      dealerPrivilegePoints: 6,
      dealerAfterDraw: 'passes',
    },
  },
  'beginners-guide': {
    id: 'beginners-guide',
    source: 'beginners-guide',
    options: {
      ...COMMON,
      yakuStyle: 'classic',
      yakuPoints: BEGINNERS_GUIDE_POINTS,
      sakeCup: 'animal-only',
      koikoiMultiplier: 'opponent-called-last',
      exhaustiveDraw: 'last-yaku-wins',
      handCapture: 'optional',
    },
  },
  'full-instructions': {
    id: 'full-instructions',
    source: 'full-instructions',
    options: {
      ...COMMON,
      yakuStyle: 'classic',
      yakuPoints: FULL_INSTRUCTIONS_POINTS,
      sankoCountsRainMan: true,
      sakeCup: 'animal-only',
      fieldFourPairs: 'allowed',
      koikoiMultiplier: 'none',
      roundEnd: 'pile-empty',
    },
  },
  'koikoi-japan': {
    id: 'koikoi-japan',
    source: 'koikoi-japan',
    options: {
      ...COMMON,
      rounds: 8,
      targetScore: 30,
      yakuStyle: 'classic',
      yakuPoints: KOIKOI_JAPAN_POINTS,
      bonusBothRibbons: 10,
      viewingAfterKoikoi: 3,
      teyaku: 'misdeal',
      fieldFourOfAKind: 'misdeal',
      fieldFourPairs: 'allowed',
      koikoiMultiplier: 'own-call-bonus',
      lastTurnKoikoi: false,
      firstDealer: 'random',
      sevenPlusDouble: false,
      zeroSum: true,
      exhaustiveDraw: 'dealer-privilege',
      dealerPrivilegePoints: 1,
      dealerAfterDraw: 'stays',
    },
  },
};

/** The preset used when nothing is chosen. */
export const DEFAULT_PRESET_ID: PresetId = 'fudawiki';

/**
 * Another reading of a preset's source, where the source can be read two ways (its notes say
 * which reading the preset takes and why): the preset plus these overrides, offered as a
 * one-click rule link beside the preset's notes on the variants page.
 */
export const PRESET_READING_IDS = ['nintendo-sake-cup-either', 'nintendo-current-leaflet'] as const;
export type PresetReadingId = (typeof PRESET_READING_IDS)[number];

export interface PresetReading {
  readonly id: PresetReadingId;
  readonly preset: PresetId;
  readonly overrides: RuleOverrides;
}

export const PRESET_READINGS: { readonly [K in PresetReadingId]: PresetReading & { readonly id: K } } = {
  // The leaflet's "Special Card" line: the cup "can be used as a 10 or a 1 point card".
  'nintendo-sake-cup-either': { id: 'nintendo-sake-cup-either', preset: 'nintendo', overrides: { sakeCup: 'choose' } },
  // Seed 000: "Nintendo's rules list it at only 10 points" (Five Brights), "at 5 points" (Three Brights).
  'nintendo-current-leaflet': {
    id: 'nintendo-current-leaflet',
    preset: 'nintendo',
    overrides: { yakuPoints: { goko: v(10), sanko: v(5) } },
  },
};
