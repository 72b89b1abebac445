/**
 * What the player count makes of a rule set, for the pages, the rules sheet and the rules panel
 * that explain it (src/engine/README.md, Three players): the sizes of the deal, the options the
 * count leaves without effect or fixes, the option values the other options refuse (asked of
 * the one validation, `buildRuleSet`), and the rules whose "opponent" means any other player.
 * Codes and numbers only; the words are src/words/player-count.ts.
 */
import { CARD_IDS } from '../cards';
import { OPTION_IDS, OPTION_SPECS, type OptionId, type RuleOptions } from '../rules/options';
import { buildRuleSet, type RuleError, type RuleSet } from '../rules/ruleset';
import { dealFromDeck } from './deal';
import { fourPairsCanOccur } from './decisions';
import { seatCount, type SeatCount } from './seats';

/** How a deal splits the deck under a rule set. */
export interface DealSizes {
  readonly seats: SeatCount;
  /** Cards in each hand. */
  readonly hand: number;
  /** Cards dealt face up to the field. */
  readonly field: number;
  /** Cards left in the pile. */
  readonly pile: number;
  /** The whole deck: seats × hand + field + pile. */
  readonly deck: number;
  /** Pile cards per player: the turns each can turn a card before the pile is empty. */
  readonly pileTurnsEach: number;
}

/** The deal's sizes, measured on a deal made by the dealing itself (so they never disagree). */
export function dealSizes(options: Pick<RuleOptions, 'handSize' | 'players'>): DealSizes {
  const deal = dealFromDeck(CARD_IDS, options, 0);
  const seats = seatCount(options);
  return {
    seats,
    hand: deal.hands[0].length,
    field: deal.field.length,
    pile: deal.pile.length,
    deck: CARD_IDS.length,
    pileTurnsEach: Math.floor(deal.pile.length / seats),
  };
}

/**
 * Why the player count sets an option aside: `four-pairs-cannot-occur` (hands of 7 and a field
 * of 6 never hold four pairs: kuttsuki, fieldFourPairs, and which of two lucky hands in one hand
 * scores), `hand-size-follows-players` (three players are always dealt 7).
 */
export const SET_ASIDE_REASONS = ['four-pairs-cannot-occur', 'hand-size-follows-players'] as const;
export type SetAsideReason = (typeof SET_ASIDE_REASONS)[number];

/** An option (or one lucky hand's value in `yakuPoints`) that has no say under these options. */
export interface SetAsideOption {
  readonly option: OptionId;
  /** The lucky hand whose value is set aside, for `yakuPoints`. */
  readonly yaku?: 'kuttsuki';
  readonly reason: SetAsideReason;
}

/** The options the player count leaves without effect or fixes, in option order. */
export function setAsideOptions(options: Pick<RuleOptions, 'players'>): readonly SetAsideOption[] {
  const out: SetAsideOption[] = [];
  const noPairs = !fourPairsCanOccur(options);
  for (const option of OPTION_IDS) {
    if (option === 'handSize' && options.players === 3) out.push({ option, reason: 'hand-size-follows-players' });
    if (!noPairs) continue;
    if (option === 'yakuPoints') out.push({ option, yaku: 'kuttsuki', reason: 'four-pairs-cannot-occur' });
    // Both lucky hands in one hand needs Four Pairs in it.
    if (option === 'teyakuBothInHand' || option === 'fieldFourPairs') out.push({ option, reason: 'four-pairs-cannot-occur' });
  }
  return out;
}

/** A value of a choice option that the rule set's other options refuse, with the refusal. */
export interface RefusedValue {
  readonly value: string | number | boolean;
  readonly error: RuleError;
}

/**
 * The values of a choice option (a list of values or yes/no) that `buildRuleSet` would refuse
 * with the rule set's other choices kept: `koikoi-caller-loses` with three players, three
 * players with that rule or with hands of 8 or 10 chosen, hands of 7 with two players.
 */
export function refusedValues(rules: RuleSet, option: OptionId): readonly RefusedValue[] {
  const type = OPTION_SPECS[option].type;
  const values: readonly (string | number | boolean)[] = type.kind === 'enum' ? type.values : type.kind === 'boolean' ? [true, false] : [];
  const out: RefusedValue[] = [];
  for (const value of values) {
    if (value === rules.options[option]) continue;
    const built = buildRuleSet(rules.preset, { ...rules.overrides, [option]: value });
    if (!built.ok) out.push({ value, error: built.error });
  }
  return out;
}

/**
 * The option values whose rule speaks of "the opponent": with three players each means any
 * other player (src/engine/README.md, Three players), as the round engine plays them through
 * `othersOf`. `id` keys their words.
 */
export const OTHER_PLAYER_RULES = [
  { id: 'opponent-called', option: 'koikoiMultiplier', value: 'opponent-called' },
  { id: 'opponent-called-last', option: 'koikoiMultiplier', value: 'opponent-called-last' },
  { id: 'doubling-token', option: 'koikoiMultiplier', value: 'doubling-token' },
  { id: 'no-counter-koikoi', option: 'counterKoikoi', value: false },
  { id: 'both-players', option: 'yakuCounting', value: 'both-players' },
  { id: 'zero-sum', option: 'zeroSum', value: true },
  { id: 'lucky-hands-draw', option: 'teyaku', value: 'win' },
] as const satisfies readonly { readonly id: string; readonly option: OptionId; readonly value: string | boolean }[];
export type OtherPlayerRuleId = (typeof OTHER_PLAYER_RULES)[number]['id'];

/** Whether a rule set plays the given "opponent" rule (what the rules sheet lists for a table). */
export function playsOtherPlayerRule(options: RuleOptions, rule: (typeof OTHER_PLAYER_RULES)[number]): boolean {
  return options[rule.option] === rule.value;
}
