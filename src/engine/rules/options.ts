/**
 * Every house-rule option (src/engine/README.md, Options) as data: id, value type, allowed
 * values and area. The rule-set validator, the rule codes, the settings panel, the calculator
 * and the Variants page all read this one table. Where each option comes from and which values
 * readers are shown are in option-provenance.ts; the words (label, meanings, reading) in
 * src/words/options.ts, keyed by the same ids and values.
 */
import type { CardId } from '../cards';
import type { YakuPointsTable, YakuId, YakuValue } from '../scoring/yaku-ids';

// ---------------------------------------------------------------------------------------
// Value vocabularies
// ---------------------------------------------------------------------------------------

export const YAKU_STYLES = ['modern', 'classic'] as const;
export type YakuStyle = (typeof YAKU_STYLES)[number];

/** Cards in each hand; 7 only with three players (appended, so older rule codes keep their values). */
export const HAND_SIZES = [8, 10, 7] as const;
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

/** Players at the table (src/engine/README.md, Three players). */
export const PLAYER_COUNTS = [2, 3] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

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
  // Last: a rule code written before three players keeps its meaning (two players).
  'players',
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
  readonly players: PlayerCount;
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

export interface OptionSpec {
  readonly id: OptionId;
  readonly type: OptionValueType;
  readonly area: OptionArea;
}

/** Upper bound for open-ended numbers: generous, but keeps links and sums sane. */
export const MAX_OPTION_NUMBER = 999;

export const OPTION_SPECS: { readonly [K in OptionId]: OptionSpec & { readonly id: K } } = {
  rounds: {
    id: 'rounds',
    type: { kind: 'integer', min: 1, max: 12, nullable: false, words: [UNLIMITED_ROUNDS] },
    area: 'game',
  },
  targetScore: {
    id: 'targetScore',
    type: { kind: 'integer', min: 1, max: MAX_OPTION_NUMBER, nullable: true },
    area: 'game',
  },
  handSize: {
    id: 'handSize',
    type: { kind: 'enum', values: HAND_SIZES },
    area: 'deal',
  },
  yakuStyle: {
    id: 'yakuStyle',
    type: { kind: 'enum', values: YAKU_STYLES },
    area: 'yaku',
  },
  yakuPoints: {
    id: 'yakuPoints',
    type: { kind: 'yaku-points', min: 0, max: MAX_OPTION_NUMBER },
    area: 'yaku',
  },
  sankoCountsRainMan: {
    id: 'sankoCountsRainMan',
    type: { kind: 'boolean' },
    area: 'yaku',
  },
  sakeCup: {
    id: 'sakeCup',
    type: { kind: 'enum', values: SAKE_CUP_MODES },
    area: 'yaku',
  },
  doubleChaff: {
    id: 'doubleChaff',
    type: { kind: 'card-subset', cards: DOUBLE_CHAFF_CARDS },
    area: 'yaku',
  },
  viewing: {
    id: 'viewing',
    type: { kind: 'enum', values: VIEWING_MODES },
    area: 'yaku',
  },
  viewingCountsForDecision: {
    id: 'viewingCountsForDecision',
    type: { kind: 'boolean' },
    area: 'play',
  },
  bonusBothViewings: {
    id: 'bonusBothViewings',
    type: { kind: 'enum', values: BONUS_BOTH_VIEWINGS_VALUES },
    area: 'scoring',
  },
  bonusBothRibbons: {
    id: 'bonusBothRibbons',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    area: 'scoring',
  },
  viewingAfterKoikoi: {
    id: 'viewingAfterKoikoi',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: true },
    area: 'scoring',
  },
  lightningWild: {
    id: 'lightningWild',
    type: { kind: 'enum', values: LIGHTNING_WILD_MODES },
    area: 'play',
  },
  teyaku: {
    id: 'teyaku',
    type: { kind: 'enum', values: TEYAKU_MODES },
    area: 'deal',
  },
  teyakuBothInHand: {
    id: 'teyakuBothInHand',
    type: { kind: 'enum', values: TEYAKU_BOTH_IN_HAND_MODES },
    area: 'deal',
  },
  fieldFourOfAKind: {
    id: 'fieldFourOfAKind',
    type: { kind: 'enum', values: FIELD_FOUR_OF_A_KIND_MODES },
    area: 'deal',
  },
  fieldFourPairs: {
    id: 'fieldFourPairs',
    type: { kind: 'enum', values: FIELD_FOUR_PAIRS_MODES },
    area: 'deal',
  },
  koikoiLimit: {
    id: 'koikoiLimit',
    type: { kind: 'enum', values: KOIKOI_LIMITS },
    area: 'play',
  },
  counterKoikoi: {
    id: 'counterKoikoi',
    type: { kind: 'boolean' },
    area: 'play',
  },
  koikoiMinimum: {
    id: 'koikoiMinimum',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    area: 'play',
  },
  koikoiNeedsNewYaku: {
    id: 'koikoiNeedsNewYaku',
    type: { kind: 'boolean' },
    area: 'play',
  },
  koikoiMultiplier: {
    id: 'koikoiMultiplier',
    type: { kind: 'enum', values: KOIKOI_MULTIPLIERS },
    area: 'scoring',
  },
  lastTurnKoikoi: {
    id: 'lastTurnKoikoi',
    type: { kind: 'boolean' },
    area: 'play',
  },
  firstDealer: {
    id: 'firstDealer',
    type: { kind: 'enum', values: FIRST_DEALER_MODES },
    area: 'game',
  },
  sevenPlusDouble: {
    id: 'sevenPlusDouble',
    type: { kind: 'boolean' },
    area: 'scoring',
  },
  fieldBrightMultiplier: {
    id: 'fieldBrightMultiplier',
    type: { kind: 'enum', values: FIELD_BRIGHT_MULTIPLIERS },
    area: 'scoring',
  },
  yakuCounting: {
    id: 'yakuCounting',
    type: { kind: 'enum', values: YAKU_COUNTING_MODES },
    area: 'scoring',
  },
  zeroSum: {
    id: 'zeroSum',
    type: { kind: 'boolean' },
    area: 'game',
  },
  exhaustiveDraw: {
    id: 'exhaustiveDraw',
    type: { kind: 'enum', values: EXHAUSTIVE_DRAW_MODES },
    area: 'play',
  },
  dealerPrivilegePoints: {
    id: 'dealerPrivilegePoints',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    area: 'play',
  },
  dealerAfterDraw: {
    id: 'dealerAfterDraw',
    type: { kind: 'enum', values: DEALER_AFTER_DRAW_MODES },
    area: 'play',
  },
  roundEnd: {
    id: 'roundEnd',
    type: { kind: 'enum', values: ROUND_END_MODES },
    area: 'play',
  },
  turnStructure: {
    id: 'turnStructure',
    type: { kind: 'enum', values: TURN_STRUCTURES },
    area: 'play',
  },
  handCapture: {
    id: 'handCapture',
    type: { kind: 'enum', values: HAND_CAPTURE_MODES },
    area: 'play',
  },
  lightningYakuWild: {
    id: 'lightningYakuWild',
    type: { kind: 'enum', values: LIGHTNING_YAKU_WILD_MODES },
    area: 'yaku',
  },
  dealerPrivilegeWhen: {
    id: 'dealerPrivilegeWhen',
    type: { kind: 'enum', values: DEALER_PRIVILEGE_WHEN_MODES },
    area: 'play',
  },
  players: {
    id: 'players',
    type: { kind: 'enum', values: PLAYER_COUNTS },
    area: 'game',
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

