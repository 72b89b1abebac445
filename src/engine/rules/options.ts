/**
 * Every house-rule option (src/engine/README.md, Options) as data: id, value type, allowed values, a
 * one-line meaning, where it comes from, and (where a seed is ambiguous) the reading the
 * product uses. The settings panel, the calculator, the Variants page and the rule-set
 * validator all read this one table, so an option is described in exactly one place.
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
  readonly meaning: string;
  /**
   * The documents that give this value, where only some of the option's sources do: an
   * option's `sources` cover all its values, so without this a reader could take a value
   * for one that a source never describes.
   */
  readonly sources?: readonly SourceId[];
}

export interface OptionSpec {
  readonly id: OptionId;
  /** Short label for a settings control. */
  readonly label: string;
  /** One line, in the product's own words. */
  readonly meaning: string;
  readonly type: OptionValueType;
  /** Meaning of each value, for enums, booleans and notable numbers. */
  readonly values: readonly OptionValueInfo[];
  readonly area: OptionArea;
  readonly sources: readonly SourceId[];
  /** How the product reads a rule the seeds leave open; the site should show it. */
  readonly reading?: string;
}

/** Upper bound for open-ended numbers: generous, but keeps links and sums sane. */
export const MAX_OPTION_NUMBER = 999;

const YES_NO = (yes: string, no: string): readonly OptionValueInfo[] => [
  { value: true, meaning: yes },
  { value: false, meaning: no },
];

export const OPTION_SPECS: { readonly [K in OptionId]: OptionSpec & { readonly id: K } } = {
  rounds: {
    id: 'rounds',
    label: 'Rounds',
    meaning: 'How many rounds (months) a game lasts.',
    type: { kind: 'integer', min: 1, max: 12, nullable: false, words: [UNLIMITED_ROUNDS] },
    values: [
      { value: 12, meaning: 'a year' },
      { value: 6, meaning: 'half a year' },
      { value: 3, meaning: 'a season' },
      { value: UNLIMITED_ROUNDS, meaning: 'as many rounds as it takes for a player to reach the target score' },
    ],
    area: 'game',
    sources: ['fudawiki', 'full-instructions', 'koikoi-japan'],
    reading:
      'Unlimited rounds need a target score (a rule set without one is refused). Round n is month ((n − 1) mod 12) + 1, so round 13 is January again for Cards of the Month.',
  },
  targetScore: {
    id: 'targetScore',
    label: 'Target score',
    meaning: 'The game ends as soon as a player reaches this many points; that player wins.',
    type: { kind: 'integer', min: 1, max: MAX_OPTION_NUMBER, nullable: true },
    values: [
      { value: null, meaning: 'no target: play all the rounds' },
      { value: 50, meaning: 'a common target' },
    ],
    area: 'game',
    sources: ['fudawiki', 'koikoi-japan'],
  },
  handSize: {
    id: 'handSize',
    label: 'Hand size',
    meaning: 'Cards dealt to each player; the field always gets eight.',
    type: { kind: 'enum', values: HAND_SIZES },
    values: [
      { value: 8, meaning: 'eight cards each (the usual deal)' },
      { value: 10, meaning: 'ten cards each' },
    ],
    area: 'deal',
    sources: ['fudawiki'],
  },
  yakuStyle: {
    id: 'yakuStyle',
    label: 'Yaku style',
    meaning: 'Which yaku exclude one another.',
    type: { kind: 'enum', values: YAKU_STYLES },
    values: [
      {
        value: 'modern',
        meaning:
          'bright, animal and ribbon yaku each form a group of which only the most valuable scores; extra cards earn points',
        // The Fuda Wiki page's main yaku table.
        sources: ['fudawiki'],
      },
      {
        value: 'classic',
        meaning:
          'only the bright yaku exclude one another; Boar-Deer-Butterfly stacks with Animals, and Poetry and Blue Ribbons stack with each other and with Ribbons',
        // The same page's "Older Yaku" section, and the yaku lists of the leaflet and the guide.
        sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
      },
    ],
    area: 'yaku',
    // Classic style is the modern Fuda Wiki page's "Older Yaku" section (seed 000), not the older revision.
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
    reading:
      'Modern style is the Fuda Wiki page\'s main yaku table, classic style its "Older Yaku" section. The style decides only which yaku exclude one another; points and extras always come from the yaku values table. In classic style Poetry + Blue Ribbons scores only where the table turns it on (no classic preset does), and then it stacks with the other ribbon yaku. Within a group, "most valuable" compares the points the pile earns, so a smaller yaku may win if the table values it higher; on a tie the larger yaku is kept (Poetry before Blue Ribbons).',
  },
  yakuPoints: {
    id: 'yakuPoints',
    label: 'Yaku values',
    meaning:
      'Points of every yaku and lucky hand, with the points each extra card adds; a yaku set to "off" is not played.',
    type: { kind: 'yaku-points', min: 0, max: MAX_OPTION_NUMBER },
    values: [],
    area: 'yaku',
    sources: ['fudawiki', 'nintendo-leaflet', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
    reading:
      'An override changes only the yaku it names; the rest of the preset\'s table stays. "Extra" is counted per card beyond the minimum: animals beyond three for Boar-Deer-Butterfly, ribbons beyond three for Poetry or Blue Ribbons, ribbons beyond six for both together, animals or ribbons beyond five, chaff beyond ten.',
  },
  sankoCountsRainMan: {
    id: 'sankoCountsRainMan',
    label: 'Rain Man counts for Three Brights',
    meaning: 'Whether the Rain Man may be one of the three cards of Three Brights.',
    type: { kind: 'boolean' },
    values: YES_NO('any three brights make Three Brights', 'three brights other than the Rain Man are needed'),
    area: 'yaku',
    sources: ['full-instructions', 'fudawiki', 'beginners-guide'],
  },
  sakeCup: {
    id: 'sakeCup',
    label: 'Sake Cup',
    meaning: 'Whether the Sake Cup also counts as a chaff card.',
    type: { kind: 'enum', values: SAKE_CUP_MODES },
    values: [
      { value: 'both', meaning: 'it is an animal and also a chaff card' },
      { value: 'animal-only', meaning: 'it is only an animal' },
      { value: 'choose', meaning: 'it is an animal or a chaff card, whichever gives the higher score' },
    ],
    area: 'yaku',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
    reading:
      'Under "choose" the two ways are scored in full and the better total is kept (on a tie, the animal). Either way the cup still makes the viewing yaku, which name the card itself.',
  },
  doubleChaff: {
    id: 'doubleChaff',
    label: 'Double chaff',
    meaning: 'Cards that count as two chaff for the Chaff yaku.',
    type: { kind: 'card-subset', cards: DOUBLE_CHAFF_CARDS },
    values: [],
    area: 'yaku',
    sources: ['fudawiki'],
    reading:
      'The Sake Cup counts double only when the Sake Cup option lets it count as chaff at all.',
  },
  viewing: {
    id: 'viewing',
    label: 'Viewing yaku',
    meaning: 'Whether and when Flower-Viewing and Moon-Viewing Sake score.',
    type: { kind: 'enum', values: VIEWING_MODES },
    values: [
      { value: 'on', meaning: 'they score like any yaku' },
      { value: 'off', meaning: 'they are not played' },
      { value: 'needs-other-yaku', meaning: 'they score only alongside at least one other yaku' },
      {
        value: 'weather',
        meaning:
          'a willow card on the field rains off Flower-Viewing; a paulownia card on the field fogs out Moon-Viewing',
      },
    ],
    area: 'yaku',
    sources: ['fudawiki', 'beginners-guide'],
    reading:
      'The weather is read from the field when the score is taken. "Other yaku" means any scoring yaku other than the two viewing yaku; bonuses do not count.',
  },
  viewingCountsForDecision: {
    id: 'viewingCountsForDecision',
    label: 'Viewing yaku offer koi-koi',
    meaning: 'Whether forming a viewing yaku alone lets a player choose koi-koi or stop.',
    type: { kind: 'boolean' },
    values: YES_NO(
      'a viewing yaku offers the decision like any yaku',
      'viewing yaku still score, but forming one alone does not offer the decision',
    ),
    area: 'play',
    sources: ['beginners-guide'],
  },
  bonusBothViewings: {
    id: 'bonusBothViewings',
    label: 'Both viewings bonus',
    meaning: 'Extra points for holding both viewing yaku.',
    type: { kind: 'enum', values: BONUS_BOTH_VIEWINGS_VALUES },
    values: [
      { value: 0, meaning: 'no bonus' },
      { value: 5, meaning: 'five extra points' },
    ],
    area: 'scoring',
    sources: ['beginners-guide'],
    reading: 'Paid only when both viewing yaku actually score (so not when one is rained off).',
  },
  bonusBothRibbons: {
    id: 'bonusBothRibbons',
    label: 'Both ribbon sets bonus',
    meaning: 'Extra points for holding both Poetry Ribbons and Blue Ribbons (classic style).',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 0, meaning: 'no bonus' },
      { value: 5, meaning: "the Beginner's guide variant" },
      { value: 10, meaning: 'KoiKoi Japan' },
    ],
    area: 'scoring',
    sources: ['beginners-guide', 'koikoi-japan'],
    reading:
      'Classic style only, paid on top of both ribbon yaku when both score. In modern style the combination is the Poetry + Blue Ribbons yaku instead, so the bonus is not paid.',
  },
  viewingAfterKoikoi: {
    id: 'viewingAfterKoikoi',
    label: 'Viewing value after own koi-koi',
    meaning: 'What each viewing yaku is worth once its holder has called koi-koi this round.',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: true },
    values: [
      { value: null, meaning: 'no change' },
      { value: 3, meaning: 'KoiKoi Japan' },
    ],
    area: 'scoring',
    sources: ['koikoi-japan'],
  },
  lightningWild: {
    id: 'lightningWild',
    label: 'Lightning is wild',
    meaning: 'Whether the Lightning card matches cards of any month.',
    type: { kind: 'enum', values: LIGHTNING_WILD_MODES },
    values: [
      { value: 'off', meaning: 'it matches willow cards only' },
      { value: 'matches-any', meaning: 'it matches any card' },
      { value: 'august-on-field', meaning: 'it matches any card, but only if an August card was dealt to the field' },
    ],
    area: 'play',
    // The beginner's guide's wild Lightning is the yaku one (lightningYakuWild), not matching.
    sources: ['fudawiki'],
    reading:
      'This option is about matching only: for yaku the Lightning stays a (willow) chaff card unless "Lightning is wild for yaku" is on as well.',
  },
  teyaku: {
    id: 'teyaku',
    label: 'Lucky hands',
    meaning: 'What a lucky hand (Four of a Kind or Four Pairs) in a dealt hand does.',
    type: { kind: 'enum', values: TEYAKU_MODES },
    values: [
      { value: 'win', meaning: 'its holder wins the round and scores it' },
      { value: 'misdeal', meaning: 'the cards are dealt again' },
      { value: 'off', meaning: 'it is ignored' },
      {
        value: 'holder-may-redeal',
        meaning: 'its holder chooses: declare a misdeal (the cards are dealt again) or play on',
        sources: ['fudawiki-older'],
      },
    ],
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    reading:
      'Under holder-may-redeal each holder is asked before the first play, the dealer first; a redeal ends the round at once (later holders are not asked), and a lucky hand played on scores nothing. A lucky hand switched off in the yaku values offers no choice.',
  },
  teyakuBothInHand: {
    id: 'teyakuBothInHand',
    label: 'Both lucky hands in one hand',
    meaning: 'What a hand that is both Four of a Kind and Four Pairs scores.',
    type: { kind: 'enum', values: TEYAKU_BOTH_IN_HAND_MODES },
    values: [
      { value: 'single', meaning: 'only the better lucky hand scores' },
      { value: 'stack', meaning: 'both lucky hands score' },
    ],
    area: 'deal',
    sources: ['fudawiki'],
    reading: 'The seeds leave this to the table; every preset uses "single".',
  },
  fieldFourOfAKind: {
    id: 'fieldFourOfAKind',
    label: 'Four of a month on the field',
    meaning: 'What happens when all four cards of a month are dealt to the field.',
    type: { kind: 'enum', values: FIELD_FOUR_OF_A_KIND_MODES },
    values: [
      { value: 'misdeal', meaning: 'the cards are dealt again' },
      { value: 'dealer-captures', meaning: 'the dealer takes the four, and four more cards are dealt to the field from the pile' },
      { value: 'dealer-wins', meaning: 'the dealer wins the round with the Four of a Kind points' },
      { value: 'allowed', meaning: 'play goes on' },
    ],
    reading: 'Under dealer-wins, a Four of a Kind switched off in the yaku values counts 6.',
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'full-instructions', 'beginners-guide', 'koikoi-japan'],
  },
  fieldFourPairs: {
    id: 'fieldFourPairs',
    label: 'Four pairs on the field',
    meaning: 'What happens when the field is dealt as four pairs of months.',
    type: { kind: 'enum', values: FIELD_FOUR_PAIRS_MODES },
    values: [
      { value: 'misdeal', meaning: 'the cards are dealt again' },
      { value: 'allowed', meaning: 'play goes on' },
      {
        value: 'dealer-wins',
        meaning: 'the dealer wins the round with the Four Pairs points and stays dealer',
        sources: ['fudawiki-older'],
      },
    ],
    area: 'deal',
    sources: ['fudawiki', 'fudawiki-older', 'beginners-guide', 'koikoi-japan'],
    reading:
      'The older Fuda Wiki page says only that "the same may be true" of four pairs as of four of a kind; dealer-wins reads it as the dealer winning with the Four Pairs points (6 when Four Pairs is switched off in the yaku values).',
  },
  koikoiLimit: {
    id: 'koikoiLimit',
    label: 'Koi-koi calls',
    meaning: 'How often a player may call koi-koi in one round.',
    type: { kind: 'enum', values: KOIKOI_LIMITS },
    values: [
      { value: 'unlimited', meaning: 'as often as they like' },
      { value: 'once-per-round', meaning: 'once per round' },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide'],
  },
  counterKoikoi: {
    id: 'counterKoikoi',
    label: 'Counter koi-koi',
    meaning: 'Whether a player may call koi-koi after the opponent has called it.',
    type: { kind: 'boolean' },
    values: YES_NO('yes', 'no: once the opponent has called, your next yaku ends the round'),
    area: 'play',
    sources: ['nintendo-leaflet', 'beginners-guide'],
  },
  koikoiMinimum: {
    id: 'koikoiMinimum',
    label: 'Koi-koi minimum',
    meaning: 'Below this many points of yaku a player cannot call koi-koi and must stop.',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 0, meaning: 'no minimum' },
      { value: 3, meaning: 'a common choice, borrowed from Go-Stop' },
    ],
    area: 'play',
    sources: ['fudawiki'],
  },
  koikoiNeedsNewYaku: {
    id: 'koikoiNeedsNewYaku',
    label: 'Only new yaku offer koi-koi',
    meaning: 'Whether improving a yaku (more cards) offers the decision, or only forming a new one.',
    type: { kind: 'boolean' },
    values: YES_NO('only a new yaku offers the decision', 'a new or an improved yaku offers the decision'),
    area: 'play',
    sources: ['fudawiki', 'beginners-guide'],
  },
  koikoiMultiplier: {
    id: 'koikoiMultiplier',
    label: 'Koi-koi multiplier',
    meaning: 'How koi-koi calls change the score of the player who stops.',
    type: { kind: 'enum', values: KOIKOI_MULTIPLIERS },
    values: [
      { value: 'opponent-called', meaning: 'x2 if the opponent called koi-koi at any time' },
      { value: 'opponent-called-last', meaning: 'x2 if the latest call was the opponent\'s' },
      { value: 'self-called', meaning: 'x2 if the scorer called koi-koi' },
      { value: 'anyone-called', meaning: 'x2 if anyone called koi-koi' },
      { value: 'count-plus-one', meaning: 'x(number of calls + 1), counting both players\' calls', sources: ['fudawiki'] },
      { value: 'doubling', meaning: 'x2 for every call, by either player' },
      {
        value: 'own-call-bonus',
        meaning: "the scorer's own calls add one point each up to three calls; from four calls they multiply by (calls − 2)",
      },
      { value: 'none', meaning: 'calls change nothing' },
      {
        value: 'doubling-token',
        meaning: "x2 for every call of the round, but only for a scorer whose opponent made the latest call (the doubling token is with the scorer)",
        sources: ['beginners-guide'],
      },
    ],
    area: 'scoring',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    reading:
      'Multipliers apply in this order: koi-koi, then the seven-or-more doubling, then brights dealt to the field; so an own-call bonus is doubled along with the base. A pile with no yaku scores 0 whatever the multipliers.',
  },
  lastTurnKoikoi: {
    id: 'lastTurnKoikoi',
    label: 'Koi-koi on the last turn',
    meaning: 'Whether a player whose hand is now empty may still call koi-koi.',
    type: { kind: 'boolean' },
    values: YES_NO('yes', 'no: a yaku made on one\'s last turn ends the round with a stop'),
    area: 'play',
    sources: ['koikoi-japan'],
  },
  firstDealer: {
    id: 'firstDealer',
    label: 'First dealer',
    meaning: 'How the dealer of the first round is chosen.',
    type: { kind: 'enum', values: FIRST_DEALER_MODES },
    values: [
      { value: 'draw', meaning: 'each draws a card; the earlier month (then the higher kind) deals' },
      { value: 'random', meaning: 'at random' },
    ],
    area: 'game',
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
  },
  sevenPlusDouble: {
    id: 'sevenPlusDouble',
    label: 'Seven or more doubles',
    meaning: 'Whether a base score of seven or more is doubled.',
    type: { kind: 'boolean' },
    values: YES_NO('yes', 'no'),
    area: 'scoring',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
    reading:
      'Whether to double is judged on the base (the yaku points alone); the doubling applies after the koi-koi multiplier or bonus, so it doubles that too.',
  },
  fieldBrightMultiplier: {
    id: 'fieldBrightMultiplier',
    label: 'Brights dealt to the field',
    meaning: 'Whether brights dealt face up to the field at the start multiply the round\'s score.',
    type: { kind: 'enum', values: FIELD_BRIGHT_MULTIPLIERS },
    values: [
      { value: 'off', meaning: 'no effect' },
      { value: 'double', meaning: 'x2 if any bright was dealt to the field' },
      { value: 'count-plus-one', meaning: 'x(number of brights dealt to the field + 1)' },
    ],
    area: 'scoring',
    sources: ['fudawiki'],
  },
  yakuCounting: {
    id: 'yakuCounting',
    label: 'Yaku counted',
    meaning: 'Which yaku make up the base score.',
    type: { kind: 'enum', values: YAKU_COUNTING_MODES },
    values: [
      { value: 'all', meaning: 'all of the scorer\'s yaku' },
      { value: 'best-only', meaning: 'only the scorer\'s single most valuable yaku' },
      { value: 'both-players', meaning: 'the scorer\'s yaku and the opponent\'s yaku' },
    ],
    area: 'scoring',
    sources: ['fudawiki'],
    reading:
      '"Best only" keeps the single highest-scoring item, bonuses included. "Both players" adds the opponent\'s yaku, judged on the opponent\'s pile with the same rules (their own koi-koi calls for the viewing value), to the scorer\'s base before any multiplier.',
  },
  zeroSum: {
    id: 'zeroSum',
    label: 'Zero-sum',
    meaning: 'Whether the loser of a round loses what the winner gains.',
    type: { kind: 'boolean' },
    values: YES_NO('yes', 'no'),
    area: 'game',
    sources: ['fudawiki', 'koikoi-japan'],
  },
  exhaustiveDraw: {
    id: 'exhaustiveDraw',
    label: 'Round runs out',
    meaning: 'What happens when a round ends without anyone stopping.',
    type: { kind: 'enum', values: EXHAUSTIVE_DRAW_MODES },
    values: [
      { value: 'no-score', meaning: 'nobody scores' },
      { value: 'dealer-privilege', meaning: 'the dealer scores the dealer\'s privilege points' },
      { value: 'last-yaku-wins', meaning: 'the last player to form or improve a yaku scores as if they had stopped, and wins' },
      {
        value: 'koikoi-caller-loses',
        meaning: 'the opponent of the last koi-koi caller scores their own yaku as if they had stopped (0 if none), and wins',
      },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'beginners-guide', 'full-instructions', 'koikoi-japan'],
  },
  dealerPrivilegePoints: {
    id: 'dealerPrivilegePoints',
    label: "Dealer's privilege points",
    meaning: 'Points the dealer scores for a round without a winner, under dealer\'s privilege.',
    type: { kind: 'integer', min: 0, max: MAX_OPTION_NUMBER, nullable: false },
    values: [
      { value: 6, meaning: 'Nintendo leaflet' },
      { value: 1, meaning: 'also common (KoiKoi Japan)' },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet', 'koikoi-japan'],
  },
  dealerAfterDraw: {
    id: 'dealerAfterDraw',
    label: 'Dealer after a drawn round',
    meaning: 'Who deals after a round that nobody won.',
    type: { kind: 'enum', values: DEALER_AFTER_DRAW_MODES },
    values: [
      { value: 'stays', meaning: 'the same dealer' },
      { value: 'passes', meaning: 'the other player' },
    ],
    area: 'play',
    sources: ['fudawiki', 'nintendo-leaflet'],
  },
  roundEnd: {
    id: 'roundEnd',
    label: 'Round ends',
    meaning: 'When a round without a stop runs out.',
    type: { kind: 'enum', values: ROUND_END_MODES },
    values: [
      { value: 'hands-empty', meaning: 'when both hands are empty' },
      { value: 'pile-empty', meaning: 'players go on turning cards from the pile until it is empty' },
    ],
    area: 'play',
    sources: ['fudawiki', 'full-instructions', 'beginners-guide'],
  },
  turnStructure: {
    id: 'turnStructure',
    label: 'Turn structure',
    meaning: 'The order of plays within a turn.',
    type: { kind: 'enum', values: TURN_STRUCTURES },
    values: [
      { value: 'standard', meaning: 'play a card from the hand, then turn the top card of the pile and play it' },
      {
        value: 'draw-first-play-two',
        meaning: 'take the top card of the pile into the hand, then play two cards from the hand',
        sources: ['fudawiki'],
      },
      {
        value: 'unmatched-draw-to-hand',
        meaning: 'a turned card that matches nothing goes into the hand, and one more card is played from the hand',
        sources: ['fudawiki'],
      },
      {
        value: 'hidden-draw',
        meaning:
          'the turned card is seen by its drawer alone: if it matches it is shown and captures; otherwise it goes face down into the hand and the turn ends',
        sources: ['beginners-guide'],
      },
    ],
    area: 'play',
    sources: ['fudawiki', 'beginners-guide'],
    reading:
      'Under hidden-draw a player whose hand is empty only draws; the round ends when both hands are empty at once (and the pile too, under pile-empty); a turn with an empty hand and an empty pile passes.',
  },
  handCapture: {
    id: 'handCapture',
    label: 'Matching from the hand',
    meaning: 'Whether a card played from the hand must capture when it matches a field card.',
    type: { kind: 'enum', values: HAND_CAPTURE_MODES },
    values: [
      { value: 'forced', meaning: 'a matching card captures' },
      { value: 'optional', meaning: 'a matching card may instead be laid on the field without capturing' },
    ],
    area: 'play',
    sources: ['beginners-guide'],
    reading: 'Only the card from the hand may be laid; the card turned from the pile still captures when it matches.',
  },
  lightningYakuWild: {
    id: 'lightningYakuWild',
    label: 'Lightning is wild for yaku',
    meaning: 'Whether the Lightning in a scored pile may stand for any card that pile lacks.',
    type: { kind: 'enum', values: LIGHTNING_YAKU_WILD_MODES },
    values: [
      { value: 'off', meaning: 'it is a willow chaff card' },
      { value: 'any-card', meaning: 'it stands for the missing card that gives the highest score' },
    ],
    area: 'yaku',
    sources: ['beginners-guide'],
    reading:
      'Standing in, the Lightning no longer counts as a chaff (nor as two). On a tie it stays itself if that scores as high, otherwise it stands for the first of the best cards in deck order. Matching is a separate option (Lightning is wild).',
  },
  dealerPrivilegeWhen: {
    id: 'dealerPrivilegeWhen',
    label: "When the dealer's privilege is paid",
    meaning: "Under dealer's privilege: which rounds without a winner pay it.",
    type: { kind: 'enum', values: DEALER_PRIVILEGE_WHEN_MODES },
    values: [
      { value: 'any-draw', meaning: 'every round without a winner' },
      { value: 'no-yaku', meaning: "only a round in which no player's pile holds a yaku" },
    ],
    area: 'play',
    sources: ['nintendo-leaflet'],
    reading: 'The Nintendo leaflet read literally ("if neither gets any Yaku"): the piles are checked as they are when the round runs out or is drawn.',
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
