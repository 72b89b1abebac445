/**
 * Every house-rule option (src/engine/README.md, Options) as data: id, value type, allowed
 * values, the values worth describing, its area and where it comes from. The rule-set
 * validator, the rule codes, the settings panel, the calculator and the Variants page all read
 * this one table. It holds no sentences: each option's label, meanings and reading are in
 * src/words/options.ts, keyed by the same ids and values.
 */
import type { CardId } from '../cards';
import type { SourceId } from './sources';
import type { YakuPointsTable, YakuId, YakuValue } from '../scoring/yaku-ids';

// ---------------------------------------------------------------------------------------
// Value vocabularies
// ---------------------------------------------------------------------------------------

export const YAKU_STYLES = ['modern', 'classic'] as const;
export type YakuStyle = (typeof YAKU_STYLES)[number];

export const HAND_SIZES = [8, 10] as const;
export type HandSize = (typeof HAND_SIZES)[number];

export const SAKE_CUP_MODES = ['both', 'animal-only', 'choose'] as const;
export type SakeCupMode = (typeof SAKE_CUP_MODES)[number];

/** The only cards that a variant lets count as two chaff. */
export const DOUBLE_CHAFF_CARDS = [
  'chrysanthemum-sake-cup',
  'willow-lightning',
  'paulownia-chaff-yellow',
] as const satisfies readonly CardId[];
export type DoubleChaffCard = (typeof DOUBLE_CHAFF_CARDS)[number];

export const VIEWING_MODES = ['on', 'off', 'needs-other-yaku', 'weather'] as const;
export type ViewingMode = (typeof VIEWING_MODES)[number];

export const BONUS_BOTH_VIEWINGS_VALUES = [0, 5] as const;
export type BonusBothViewings = (typeof BONUS_BOTH_VIEWINGS_VALUES)[number];

export const LIGHTNING_WILD_MODES = ['off', 'matches-any', 'august-on-field'] as const;
export type LightningWildMode = (typeof LIGHTNING_WILD_MODES)[number];

export const TEYAKU_MODES = ['win', 'misdeal', 'off', 'holder-may-redeal'] as const;
export type TeyakuMode = (typeof TEYAKU_MODES)[number];

export const TEYAKU_BOTH_IN_HAND_MODES = ['single', 'stack'] as const;
export type TeyakuBothInHandMode = (typeof TEYAKU_BOTH_IN_HAND_MODES)[number];

export const FIELD_FOUR_OF_A_KIND_MODES = ['misdeal', 'dealer-captures', 'dealer-wins', 'allowed'] as const;
export type FieldFourOfAKindMode = (typeof FIELD_FOUR_OF_A_KIND_MODES)[number];

export const FIELD_FOUR_PAIRS_MODES = ['misdeal', 'allowed', 'dealer-wins'] as const;
export type FieldFourPairsMode = (typeof FIELD_FOUR_PAIRS_MODES)[number];

export const KOIKOI_LIMITS = ['unlimited', 'once-per-round'] as const;
export type KoikoiLimit = (typeof KOIKOI_LIMITS)[number];

export const KOIKOI_MULTIPLIERS = [
  'opponent-called',
  'opponent-called-last',
  'self-called',
  'anyone-called',
  'count-plus-one',
  'doubling',
  'own-call-bonus',
  'none',
  'doubling-token',
] as const;
export type KoikoiMultiplier = (typeof KOIKOI_MULTIPLIERS)[number];

export const FIRST_DEALER_MODES = ['draw', 'random'] as const;
export type FirstDealerMode = (typeof FIRST_DEALER_MODES)[number];

export const FIELD_BRIGHT_MULTIPLIERS = ['off', 'double', 'count-plus-one'] as const;
export type FieldBrightMultiplier = (typeof FIELD_BRIGHT_MULTIPLIERS)[number];

export const YAKU_COUNTING_MODES = ['all', 'best-only', 'both-players'] as const;
export type YakuCountingMode = (typeof YAKU_COUNTING_MODES)[number];

export const EXHAUSTIVE_DRAW_MODES = ['no-score', 'dealer-privilege', 'last-yaku-wins', 'koikoi-caller-loses'] as const;
export type ExhaustiveDrawMode = (typeof EXHAUSTIVE_DRAW_MODES)[number];

export const DEALER_AFTER_DRAW_MODES = ['stays', 'passes'] as const;
export type DealerAfterDrawMode = (typeof DEALER_AFTER_DRAW_MODES)[number];

export const ROUND_END_MODES = ['hands-empty', 'pile-empty'] as const;
export type RoundEndMode = (typeof ROUND_END_MODES)[number];

export const TURN_STRUCTURES = ['standard', 'draw-first-play-two', 'unmatched-draw-to-hand', 'hidden-draw'] as const;
export type TurnStructure = (typeof TURN_STRUCTURES)[number];

/** `rounds` is a number of rounds, or this word: play on until a player reaches the target score. */
export const UNLIMITED_ROUNDS = 'unlimited';
export type RoundsValue = number | typeof UNLIMITED_ROUNDS;

export const HAND_CAPTURE_MODES = ['forced', 'optional'] as const;
export type HandCaptureMode = (typeof HAND_CAPTURE_MODES)[number];

export const LIGHTNING_YAKU_WILD_MODES = ['off', 'any-card'] as const;
export type LightningYakuWildMode = (typeof LIGHTNING_YAKU_WILD_MODES)[number];

export const DEALER_PRIVILEGE_WHEN_MODES = ['any-draw', 'no-yaku'] as const;
export type DealerPrivilegeWhenMode = (typeof DEALER_PRIVILEGE_WHEN_MODES)[number];

// ---------------------------------------------------------------------------------------
// The option set
// ---------------------------------------------------------------------------------------

/** Option ids in their canonical order (validation, differences, rule codes). */
export const OPTION_IDS = [
  'rounds',
  'targetScore',
  'handSize',
  'yakuStyle',
  'yakuPoints',
  'sankoCountsRainMan',
  'sakeCup',
  'doubleChaff',
  'viewing',
  'viewingCountsForDecision',
  'bonusBothViewings',
  'bonusBothRibbons',
  'viewingAfterKoikoi',
  'lightningWild',
  'teyaku',
  'teyakuBothInHand',
  'fieldFourOfAKind',
  'fieldFourPairs',
  'koikoiLimit',
  'counterKoikoi',
  'koikoiMinimum',
  'koikoiNeedsNewYaku',
  'koikoiMultiplier',
  'lastTurnKoikoi',
  'firstDealer',
  'sevenPlusDouble',
  'fieldBrightMultiplier',
  'yakuCounting',
  'zeroSum',
  'exhaustiveDraw',
  'dealerPrivilegePoints',
  'dealerAfterDraw',
  'roundEnd',
  'turnStructure',
  // Second edition: appended so that the rule codes written before keep their segment order.
  'handCapture',
  'lightningYakuWild',
  'dealerPrivilegeWhen',
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** A complete, validated set of option values. */
export interface RuleOptions {
  /** A number of rounds, or `unlimited` (then `targetScore` is required). */
  readonly rounds: RoundsValue;
  readonly targetScore: number | null;
  readonly handSize: HandSize;
  readonly yakuStyle: YakuStyle;
  readonly yakuPoints: YakuPointsTable;
  readonly sankoCountsRainMan: boolean;
  readonly sakeCup: SakeCupMode;
  readonly doubleChaff: readonly DoubleChaffCard[];
  readonly viewing: ViewingMode;
  readonly viewingCountsForDecision: boolean;
  readonly bonusBothViewings: BonusBothViewings;
  readonly bonusBothRibbons: number;
  readonly viewingAfterKoikoi: number | null;
  readonly lightningWild: LightningWildMode;
  readonly teyaku: TeyakuMode;
  readonly teyakuBothInHand: TeyakuBothInHandMode;
  readonly fieldFourOfAKind: FieldFourOfAKindMode;
  readonly fieldFourPairs: FieldFourPairsMode;
  readonly koikoiLimit: KoikoiLimit;
  readonly counterKoikoi: boolean;
  readonly koikoiMinimum: number;
  readonly koikoiNeedsNewYaku: boolean;
  readonly koikoiMultiplier: KoikoiMultiplier;
  readonly lastTurnKoikoi: boolean;
  readonly firstDealer: FirstDealerMode;
  readonly sevenPlusDouble: boolean;
  readonly fieldBrightMultiplier: FieldBrightMultiplier;
  readonly yakuCounting: YakuCountingMode;
  readonly zeroSum: boolean;
  readonly exhaustiveDraw: ExhaustiveDrawMode;
  readonly dealerPrivilegePoints: number;
  readonly dealerAfterDraw: DealerAfterDrawMode;
  readonly roundEnd: RoundEndMode;
  readonly turnStructure: TurnStructure;
  readonly handCapture: HandCaptureMode;
  readonly lightningYakuWild: LightningYakuWildMode;
  readonly dealerPrivilegeWhen: DealerPrivilegeWhenMode;
}

/**
 * What a rule choice may change. `yakuPoints` is partial: it names only the yaku it changes
 * and the rest of the preset's table stays (src/engine/README.md, Options).
 */
export type RuleOverrides = {
  readonly [K in Exclude<OptionId, 'yakuPoints'>]?: RuleOptions[K];
} & {
  readonly yakuPoints?: { readonly [Y in YakuId]?: YakuValue | null };
};

// ---------------------------------------------------------------------------------------
// Option descriptions
// ---------------------------------------------------------------------------------------

/** The shape of an option's value, enough to validate it and to draw its control. */
export type OptionValueType =
  | { readonly kind: 'enum'; readonly values: readonly (string | number)[] }
  | { readonly kind: 'boolean' }
  | {
      readonly kind: 'integer';
      readonly min: number;
      readonly max: number;
      readonly nullable: boolean;
      /** Words accepted besides the numbers (`rounds: unlimited`). */
      readonly words?: readonly string[];
    }
  | { readonly kind: 'card-subset'; readonly cards: readonly CardId[] }
  | { readonly kind: 'yaku-points'; readonly min: number; readonly max: number };

/** Which part of the game an option changes: lets the calculator show only scoring options. */
export const OPTION_AREAS = ['game', 'deal', 'play', 'yaku', 'scoring'] as const;
export type OptionArea = (typeof OPTION_AREAS)[number];

export interface OptionValueInfo {
  /** `null` for "none" of a nullable number; `true`/`false` for booleans. */
  readonly value: string | number | boolean | null;
  /**
   * The documents that give this value, where only some of the option's sources do: an
   * option's `sources` cover all its values, so without this a reader could take a value
   * for one that a source never describes.
   */
  readonly sources?: readonly SourceId[];
}

export interface OptionSpec {
  readonly id: OptionId;
  readonly type: OptionValueType;
  /**
   * The values described to readers, in the order shown: every value of an enum or boolean,
   * notable numbers of an integer (each has its meaning in src/words/options.ts).
   */
  readonly values: readonly OptionValueInfo[];
  readonly area: OptionArea;
  readonly sources: readonly SourceId[];
}

/** Upper bound for open-ended numbers: generous, but keeps links and sums sane. */
export const MAX_OPTION_NUMBER = 999;

const BOOLEAN_VALUES: readonly OptionValueInfo[] = [{ value: true }, { value: false }];

export const OPTION_SPECS: { readonly [K in OptionId]: OptionSpec & { readonly id: K } } = {
  rounds: {
    id: 'rounds',
    type: { kind: 'integer', min: 1, max: 12, nullable: false, words: [UNLIMITED_ROUNDS] },
    values: [
      { value: 12 },
      { value: 6 },
      { value: 3 },
      { value: UNLIMITED_ROUNDS },
    ],
    area: 'game',
    sources: ['fudawiki', 'full-instructions', 'koikoi-japan'],
  },
  targetScore: {
    id: 'targetScore',
    type: { kind: 'integer', min: 1, max: MAX_OPTION_NUMBER, nullable: true },
    values: [
      { value: null },
      { value: 50 },
    ],
    area: 'game',
    sources: ['fudawiki', 'koikoi-japan'],
  },
  handSize: {
    id: 'handSize',
    type: { kind: 'enum', values: HAND_SIZES },
    values: [
      { value: 8 },
      { value: 10 },
    ],
    area: 'deal',
    sources: ['fudawiki'],
  },
  yakuStyle: {
    id: 'yakuStyle',
    type: { kind: 'enum', values: YAKU_STYLES },
    values: [
      {
        value: 'modern',
        // The Fuda Wiki page's main yaku table.
        sources: ['fudawiki'],
      },
      {
        value: 'classic',
        // The same page's "Older Yaku" section, and the yaku lists of the leaflet and the guide.
        sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
      },
    ],
    area: 'yaku',
    // Classic style is the modern Fuda Wiki page's "Older Yaku" section (seed 000), not the older revision.
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
  },
  yakuPoints: {
    id: 'yakuPoints',
    type: { kind: 'yaku-points', min: 0, max: MAX_OPTION_NUMBER },
    values: [],
    area: 'yaku',
    sources: ['fudawiki', 'nintendo-leaflet', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
  },
  sankoCountsRainMan: {
    id: 'sankoCountsRainMan',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'yaku',
    sources: ['full-instructions', 'fudawiki', 'beginners-guide'],
  },
  sakeCup: {
    id: 'sakeCup',
    type: { kind: 'enum', values: SAKE_CUP_MODES },
    values: [
      { value: 'both' },
      { value: 'animal-only' },
      { value: 'choose' },
    ],
    area: 'yaku',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
  },
  doubleChaff: {
    id: 'doubleChaff',
    type: { kind: 'card-subset', cards: DOUBLE_CHAFF_CARDS },
    values: [],
    area: 'yaku',
    sources: ['fudawiki'],
  },
  viewing: {
    id: 'viewing',
    type: { kind: 'enum', values: VIEWING_MODES },
    values: [
      { value: 'on' },
      { value: 'off' },
      { value: 'needs-other-yaku' },
      {
        value: 'weather',
      },
    ],
    area: 'yaku',
    sources: ['fudawiki', 'beginners-guide'],
  },
  viewingCountsForDecision: {
    id: 'viewingCountsForDecision',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'play',
    sources: ['beginners-guide'],
  },
  bonusBothViewings: {
    id: 'bonusBothViewings',
    type: { kind: 'enum', values: BONUS_BOTH_VIEWINGS_VALUES },
    values: [
      { value: 0 },
      { value: 5 },
    ],
    area: 'scoring',
    sources: ['beginners-guide'],
  },
  bonusBothRibbons: {
    id: 'bonusBothRibbons',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 0 },
      { value: 5 },
      { value: 10 },
    ],
    area: 'scoring',
    sources: ['beginners-guide', 'koikoi-japan'],
  },
  viewingAfterKoikoi: {
    id: 'viewingAfterKoikoi',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: true },
    values: [
      { value: null },
      { value: 3 },
    ],
    area: 'scoring',
    sources: ['koikoi-japan'],
  },
  lightningWild: {
    id: 'lightningWild',
    type: { kind: 'enum', values: LIGHTNING_WILD_MODES },
    values: [
      { value: 'off' },
      { value: 'matches-any' },
      { value: 'august-on-field' },
    ],
    area: 'play',
    // The beginner's guide's wild Lightning is the yaku one (lightningYakuWild), not matching.
    sources: ['fudawiki'],
  },
  teyaku: {
    id: 'teyaku',
    type: { kind: 'enum', values: TEYAKU_MODES },
    values: [
      { value: 'win' },
      { value: 'misdeal' },
      { value: 'off' },
      { value: 'holder-may-redeal', sources: ['fudawiki-older'] },
    ],
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
  },
  teyakuBothInHand: {
    id: 'teyakuBothInHand',
    type: { kind: 'enum', values: TEYAKU_BOTH_IN_HAND_MODES },
    values: [
      { value: 'single' },
      { value: 'stack' },
    ],
    area: 'deal',
    sources: ['fudawiki'],
  },
  fieldFourOfAKind: {
    id: 'fieldFourOfAKind',
    type: { kind: 'enum', values: FIELD_FOUR_OF_A_KIND_MODES },
    values: [
      { value: 'misdeal' },
      { value: 'dealer-captures' },
      { value: 'dealer-wins' },
      { value: 'allowed' },
    ],
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
  },
  fieldFourPairs: {
    id: 'fieldFourPairs',
    type: { kind: 'enum', values: FIELD_FOUR_PAIRS_MODES },
    values: [
      { value: 'misdeal' },
      { value: 'allowed' },
      { value: 'dealer-wins', sources: ['fudawiki-older'] },
    ],
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'beginners-guide', 'koikoi-japan'],
  },
  koikoiLimit: {
    id: 'koikoiLimit',
    type: { kind: 'enum', values: KOIKOI_LIMITS },
    values: [
      { value: 'unlimited' },
      { value: 'once-per-round' },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
  },
  counterKoikoi: {
    id: 'counterKoikoi',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'play',
    sources: ['nintendo-leaflet', 'beginners-guide'],
  },
  koikoiMinimum: {
    id: 'koikoiMinimum',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 0 },
      { value: 3 },
    ],
    area: 'play',
    sources: ['fudawiki'],
  },
  koikoiNeedsNewYaku: {
    id: 'koikoiNeedsNewYaku',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'play',
    sources: ['fudawiki', 'beginners-guide'],
  },
  koikoiMultiplier: {
    id: 'koikoiMultiplier',
    type: { kind: 'enum', values: KOIKOI_MULTIPLIERS },
    values: [
      { value: 'opponent-called' },
      { value: 'opponent-called-last' },
      { value: 'self-called' },
      { value: 'anyone-called' },
      { value: 'count-plus-one', sources: ['fudawiki'] },
      { value: 'doubling' },
      {
        value: 'own-call-bonus',
      },
      { value: 'none' },
      { value: 'doubling-token', sources: ['beginners-guide'] },
    ],
    area: 'scoring',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
  },
  lastTurnKoikoi: {
    id: 'lastTurnKoikoi',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'play',
    sources: ['koikoi-japan'],
  },
  firstDealer: {
    id: 'firstDealer',
    type: { kind: 'enum', values: FIRST_DEALER_MODES },
    values: [
      { value: 'draw' },
      { value: 'random' },
    ],
    area: 'game',
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
  },
  sevenPlusDouble: {
    id: 'sevenPlusDouble',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'scoring',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
  },
  fieldBrightMultiplier: {
    id: 'fieldBrightMultiplier',
    type: { kind: 'enum', values: FIELD_BRIGHT_MULTIPLIERS },
    values: [
      { value: 'off' },
      { value: 'double' },
      { value: 'count-plus-one' },
    ],
    area: 'scoring',
    sources: ['fudawiki'],
  },
  yakuCounting: {
    id: 'yakuCounting',
    type: { kind: 'enum', values: YAKU_COUNTING_MODES },
    values: [
      { value: 'all' },
      { value: 'best-only' },
      { value: 'both-players' },
    ],
    area: 'scoring',
    sources: ['fudawiki'],
  },
  zeroSum: {
    id: 'zeroSum',
    type: { kind: 'boolean' },
    values: BOOLEAN_VALUES,
    area: 'game',
    sources: ['fudawiki', 'koikoi-japan'],
  },
  exhaustiveDraw: {
    id: 'exhaustiveDraw',
    type: { kind: 'enum', values: EXHAUSTIVE_DRAW_MODES },
    values: [
      { value: 'no-score' },
      { value: 'dealer-privilege' },
      { value: 'last-yaku-wins' },
      {
        value: 'koikoi-caller-loses',
      },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
  },
  dealerPrivilegePoints: {
    id: 'dealerPrivilegePoints',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 6 },
      { value: 1 },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
  },
  dealerAfterDraw: {
    id: 'dealerAfterDraw',
    type: { kind: 'enum', values: DEALER_AFTER_DRAW_MODES },
    values: [
      { value: 'stays' },
      { value: 'passes' },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet'],
  },
  roundEnd: {
    id: 'roundEnd',
    type: { kind: 'enum', values: ROUND_END_MODES },
    values: [
      { value: 'hands-empty' },
      { value: 'pile-empty' },
    ],
    area: 'play',
    sources: ['fudawiki', 'full-instructions', 'beginners-guide'],
  },
  turnStructure: {
    id: 'turnStructure',
    type: { kind: 'enum', values: TURN_STRUCTURES },
    values: [
      { value: 'standard' },
      { value: 'draw-first-play-two', sources: ['fudawiki'] },
      { value: 'unmatched-draw-to-hand', sources: ['fudawiki'] },
      { value: 'hidden-draw', sources: ['beginners-guide'] },
    ],
    area: 'play',
    sources: ['fudawiki', 'beginners-guide'],
  },
  handCapture: {
    id: 'handCapture',
    type: { kind: 'enum', values: HAND_CAPTURE_MODES },
    values: [
      { value: 'forced' },
      { value: 'optional' },
    ],
    area: 'play',
    sources: ['beginners-guide'],
  },
  lightningYakuWild: {
    id: 'lightningYakuWild',
    type: { kind: 'enum', values: LIGHTNING_YAKU_WILD_MODES },
    values: [
      { value: 'off' },
      { value: 'any-card' },
    ],
    area: 'yaku',
    sources: ['beginners-guide'],
  },
  dealerPrivilegeWhen: {
    id: 'dealerPrivilegeWhen',
    type: { kind: 'enum', values: DEALER_PRIVILEGE_WHEN_MODES },
    values: [
      { value: 'any-draw' },
      { value: 'no-yaku' },
    ],
    area: 'play',
    sources: ['nintendo-leaflet'],
  },
};

/** The range of a whole-number option, from its spec. */
function integerRange(option: OptionId): { readonly min: number; readonly max: number } {
  const type = OPTION_SPECS[option].type;
  if (type.kind !== 'integer') throw new Error(`option ${option} is not a whole number`);
  return { min: type.min, max: type.max };
}

/** How many rounds a game may last (the `rounds` option's range): round numbers run within it. */
export const ROUNDS_RANGE = integerRange('rounds');

/** Whether `n` is a round number some game can reach (round 1 up to the longest game). */
export function isRoundNumber(n: number): boolean {
  return Number.isInteger(n) && n >= ROUNDS_RANGE.min && n <= ROUNDS_RANGE.max;
}

/** The number of rounds a game lasts at most, or null for `rounds: unlimited`. */
export function roundLimit(options: Pick<RuleOptions, 'rounds'>): number | null {
  return options.rounds === UNLIMITED_ROUNDS ? null : options.rounds;
}

export function isOptionId(value: unknown): value is OptionId {
  return typeof value === 'string' && (OPTION_IDS as readonly string[]).includes(value);
}

/** The options that change a score of a captured pile (what the calculator needs). */
export const SCORING_OPTION_IDS: readonly OptionId[] = OPTION_IDS.filter((id) => {
  const area = OPTION_SPECS[id].area;
  return area === 'yaku' || area === 'scoring';
});
