/**
 * The five presets (src/engine/README.md, Presets), each a complete option set plus the provenance notes the
 * Variants page shows. Values follow the sources' preset tables; where that table is
 * silent about an option, the preset takes the seed's plain rule (noted in `notes`).
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
  readonly title: string;
  readonly description: string;
  readonly source: SourceId;
  /** Provenance and reading notes, in the product's words, for the Variants page. */
  readonly notes: readonly string[];
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
    title: 'Fuda Wiki (modern)',
    description:
      'The modern rules of the Fuda Wiki: grouped yaku where only the best of each group scores, extra cards earn points, and the opponent\'s koi-koi doubles your score.',
    source: 'fudawiki',
    notes: [
      'Taken from the main yaku table of the Fuda Wiki page.',
      'The page leaves open what a hand holding both lucky hands scores; this preset scores the better one.',
    ],
    options: { ...COMMON, yakuStyle: 'modern', yakuPoints: FUDAWIKI_POINTS },
  },
  nintendo: {
    id: 'nintendo',
    title: 'Nintendo leaflet',
    description:
      'Nintendo\'s rules leaflet: classic stacking yaku, no viewing yaku, one koi-koi per round, and the dealer\'s privilege when nobody makes a yaku.',
    source: 'nintendo-leaflet',
    notes: [
      'The leaflet lists no viewing yaku, so Flower-Viewing and Moon-Viewing Sake are off.',
      'The leaflet contradicts itself on the Sake Cup: its "Special Card" line says the cup "can be used as a 10 or a 1 point card" (one or the other), while its list of sets says it "can be regarded as a plain card as well" ("bake-fuda"). This preset takes "as well": the cup is an animal and also a chaff, because the list of sets is where the leaflet scores cards, and there it spells out that nine chaff and the cup make Kasu. The other reading, an animal or a chaff, whichever scores more, is offered as a variant.',
      'Five Brights is 15 and Three Brights 6, as printed in the transcribed leaflet this preset follows. The Fuda Wiki reports Nintendo\'s current leaflet at 10 for Five Brights and 5 for Three Brights, which suggests another edition; the preset keeps the text it was built from, and the Fuda Wiki\'s figures are offered as a variant.',
      'For a round without a winner the leaflet says both that the dealer wins 6 points (oya-ken) and that the other player becomes the dealer: this preset applies both.',
      'The leaflet pays the dealer "if neither gets any Yaku". The preset pays after every round without a winner, reading it as "if nobody wins with a yaku"; read word for word (no yaku in either pile), it is the option of when the dealer\'s privilege is paid.',
      'Koi-koi may be called once per round, and there is no counter-call.',
    ],
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
    title: "Beginner's guide",
    description:
      "The rules of \"A Beginner's Guide to Koi-Koi\": classic stacking yaku, the Sake Cup is only an animal, and when the cards run out the last player to make a yaku wins.",
    source: 'beginners-guide',
    notes: [
      'Cards of the Month is listed only among the variants, so it is off.',
      'The koi-koi bonus goes to the player who beats the latest koi-koi: x2 only if the last call was the opponent\'s.',
      'A matching card from the hand need not capture: the guide\'s turn rules say "it is not obligatory to match a card from your hand even if you can do so", so such a card may be laid on the field instead (the turned card from the pile still captures).',
      'The guide\'s variants (viewing yaku off or not offering koi-koi, 5-point bonuses for both viewings or both ribbon sets, doubling per call, one koi-koi per round) are options.',
    ],
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
    title: 'Full instructions booklet',
    description:
      'A "full instructions" booklet: classic yaku, any three brights make Three Brights, no koi-koi multiplier, and a round runs until the draw pile is empty.',
    source: 'full-instructions',
    notes: [
      'The booklet\'s scoring table is garbled by text extraction; the values are its literal reading (points follow the name they are printed after), which makes Rainy Four Brights (10) worth more than Four Brights (8).',
      'Read the same way, Animals and Ribbons are worth 5 points, +1 per card beyond five, where other sources give 1. Animals is printed with "5 points" and "+1 point for each card over five"; for Ribbons the "+1 point for each card over five" is a stray line printed just before its entry, read as belonging to it.',
      'The booklet ends a round when "the draw pile is emptied (no one scores)", not when the hands run out. Read literally, when both hands are empty the players go on turning cards from the pile until it is empty.',
      'Four Pairs is not mentioned, so it is not a lucky hand and four pairs on the field is played on.',
      'No koi-koi multiplier is mentioned; the seven-or-more doubling is.',
      'The Sake Cup is only an animal.',
    ],
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
    title: 'KoiKoi Japan',
    description:
      'The rules of the popular "KoiKoi Japan" game: 8 rounds, zero-sum, first to 30; viewing yaku worth 1 (3 after your own koi-koi); each of your own koi-koi calls adds a point.',
    source: 'koikoi-japan',
    notes: [
      'Not from the seeds: the rule set of the "KoiKoi Japan" game, as followed by a public data set of 200 recorded human games (1,579 rounds). An engine that implements it exactly reproduces every one of those rounds\' scores.',
      'Poetry and Blue Ribbons together earn a 10-point bonus on top of both yaku.',
      'Four of a kind in a hand or on the field is redealt; four pairs is played on.',
      'There is no seven-or-more doubling; a round without a winner gives the dealer 1 point (zero-sum).',
      'No koi-koi on one\'s last turn; the first dealer is chosen at random.',
    ],
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
