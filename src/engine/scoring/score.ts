/**
 * The score of a captured pile as an explanation the UI can render line by line: the yaku
 * that score and their cards, the yaku dropped and why, bonuses, the base, then each
 * multiplier in order. The parts always add up: the sum of yaku and bonus points is `base`,
 * and applying `steps` in order to `base` gives `total`.
 */
import { getCard, type CardId } from '../cards';
import type { KoikoiMultiplier, OptionId, RuleOptions } from '../rules/options';
import type { RuleSet } from '../rules/ruleset';
import {
  YAKU_DEFINITIONS,
  evaluateYaku,
  scoringPointsById,
  type DroppedYaku,
  type SakeCupUse,
  type ScoreContext,
  type ScoringBonus,
  type ScoringYaku,
} from './yaku';

export const MULTIPLIER_STEP_IDS = ['koikoi', 'seven-plus-double', 'field-brights'] as const;
export type MultiplierStepId = (typeof MULTIPLIER_STEP_IDS)[number];

/** One multiplier of the rule set, applied (or found not to apply) to the running score. */
export interface MultiplierStep {
  readonly id: MultiplierStepId;
  /** The option that brings this step. */
  readonly option: OptionId;
  readonly operation: 'multiply' | 'add';
  /** For `multiply`: the factor (1 when not applied). */
  readonly factor: number;
  /** For `add`: the points added (0 when not applied). */
  readonly amount: number;
  readonly applied: boolean;
  readonly before: number;
  readonly after: number;
  /** One English sentence saying why. */
  readonly text: string;
}

export interface ExplainedYaku extends ScoringYaku {
  readonly name: string;
  /** How the points were counted, e.g. "1 + 1 × 2 extra cards = 3". */
  readonly text: string;
}

export interface ExplainedBonus extends ScoringBonus {
  readonly text: string;
}

export interface ScoreExplanation {
  readonly yaku: readonly ExplainedYaku[];
  readonly bonuses: readonly ExplainedBonus[];
  readonly dropped: readonly DroppedYaku[];
  readonly sakeCup: readonly SakeCupUse[];
  /** Sum of `yaku` and `bonuses` points. */
  readonly base: number;
  /** Every multiplier the rule set has, in the order applied; `applied` says which changed the score. */
  readonly steps: readonly MultiplierStep[];
  readonly total: number;
  /** General remarks (e.g. "No yaku: nothing scores."). */
  readonly notes: readonly string[];
}

function yakuText(y: ScoringYaku): string {
  const from = y.valueNote === 'after-own-koikoi' ? ' (its value after the holder\'s own koi-koi)' : '';
  if (y.extraCount === 0) return `${y.points}${from}`;
  const cards = y.extraCount === 1 ? 'extra card' : 'extra cards';
  return `${y.basePoints} + ${y.extraPerCard} × ${y.extraCount} ${cards} = ${y.points}`;
}

function bonusText(b: ScoringBonus): string {
  const names = b.because.map((id) => YAKU_DEFINITIONS[id].name).join(' and ');
  return `${names} both score: +${b.points}`;
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The koi-koi step for a multiplier rule, as [operation, factor-or-amount, applied, text]. */
function koikoiEffect(
  rule: Exclude<KoikoiMultiplier, 'none'>,
  calls: readonly string[],
): { operation: 'multiply' | 'add'; value: number; text: string } {
  const total = calls.length;
  const own = calls.filter((c) => c === 'self').length;
  const theirs = total - own;
  switch (rule) {
    case 'opponent-called':
      return theirs > 0
        ? { operation: 'multiply', value: 2, text: 'The opponent called koi-koi during the round: x2.' }
        : { operation: 'multiply', value: 1, text: 'The opponent did not call koi-koi: no koi-koi doubling.' };
    case 'opponent-called-last':
      return calls[total - 1] === 'opponent'
        ? { operation: 'multiply', value: 2, text: 'The latest koi-koi was the opponent\'s: x2.' }
        : {
            operation: 'multiply',
            value: 1,
            text: total === 0 ? 'Nobody called koi-koi: no koi-koi doubling.' : 'The latest koi-koi was the scorer\'s own: no koi-koi doubling.',
          };
    case 'self-called':
      return own > 0
        ? { operation: 'multiply', value: 2, text: 'The scorer called koi-koi: x2.' }
        : { operation: 'multiply', value: 1, text: 'The scorer did not call koi-koi: no koi-koi doubling.' };
    case 'anyone-called':
      return total > 0
        ? { operation: 'multiply', value: 2, text: 'Koi-koi was called this round: x2.' }
        : { operation: 'multiply', value: 1, text: 'Nobody called koi-koi: no koi-koi doubling.' };
    case 'count-plus-one':
      return total > 0
        ? { operation: 'multiply', value: total + 1, text: `Koi-koi was called ${times(total)}: x${total + 1} (calls + 1).` }
        : { operation: 'multiply', value: 1, text: 'Nobody called koi-koi: no koi-koi multiplier.' };
    case 'doubling':
      return total > 0
        ? { operation: 'multiply', value: 2 ** total, text: `Koi-koi was called ${times(total)}: x2 for each call, x${2 ** total}.` }
        : { operation: 'multiply', value: 1, text: 'Nobody called koi-koi: no koi-koi multiplier.' };
    case 'own-call-bonus':
      if (own === 0) return { operation: 'add', value: 0, text: 'The scorer did not call koi-koi: no koi-koi bonus.' };
      if (own <= 3) {
        return { operation: 'add', value: own, text: `The scorer called koi-koi ${times(own)}: +${own} (one point per call, up to three calls).` };
      }
      return { operation: 'multiply', value: own - 2, text: `The scorer called koi-koi ${times(own)}: x${own - 2} (calls − 2, from four calls).` };
  }
}

function multiplierSteps(base: number, options: RuleOptions, ctx: ScoreContext): MultiplierStep[] {
  const steps: MultiplierStep[] = [];
  let running = base;
  const push = (
    id: MultiplierStepId,
    option: OptionId,
    operation: 'multiply' | 'add',
    value: number,
    text: string,
  ) => {
    const applied = operation === 'multiply' ? value !== 1 : value !== 0;
    const after = operation === 'multiply' ? running * value : running + value;
    steps.push({
      id,
      option,
      operation,
      factor: operation === 'multiply' ? value : 1,
      amount: operation === 'add' ? value : 0,
      applied,
      before: running,
      after,
      text,
    });
    running = after;
  };

  // Order: koi-koi first, then the seven-or-more doubling, then the deal's brights. With
  // multipliers alone the order is moot; it matters for the additive own-call bonus, which is
  // doubled with the rest (checked against the reference's generated rounds: base 7 with one
  // own call under sevenPlusDouble scores (7 + 1) × 2 = 16). The doubling still judges the base
  // itself (the yaku points), as src/engine/README.md (Options: koikoiMultiplier) words it.
  if (options.koikoiMultiplier !== 'none') {
    const effect = koikoiEffect(options.koikoiMultiplier, ctx.calls ?? []);
    push('koikoi', 'koikoiMultiplier', effect.operation, effect.value, effect.text);
  }
  if (options.sevenPlusDouble) {
    push(
      'seven-plus-double',
      'sevenPlusDouble',
      'multiply',
      base >= 7 ? 2 : 1,
      base >= 7 ? `The base is ${base}, 7 or more: x2.` : `The base is ${base}, under 7: no doubling.`,
    );
  }
  if (options.fieldBrightMultiplier !== 'off') {
    const brights = [...new Set(ctx.fieldAtDeal ?? [])].filter((c) => getCard(c).kind === 'bright').length;
    const factor = brights === 0 ? 1 : options.fieldBrightMultiplier === 'double' ? 2 : brights + 1;
    const text =
      brights === 0
        ? 'No bright was dealt to the field: no field multiplier.'
        : options.fieldBrightMultiplier === 'double'
          ? `${brights === 1 ? 'A bright was' : `${brights} brights were`} dealt to the field: x2.`
          : `${brights === 1 ? 'One bright was' : `${brights} brights were`} dealt to the field: x${factor} (brights + 1).`;
    push('field-brights', 'fieldBrightMultiplier', 'multiply', factor, text);
  }
  return steps;
}

/**
 * Scores a captured pile for the player who stops (or is otherwise paid) under a rule set.
 * Duplicate cards in `captured` count once. A pile with no scoring yaku scores 0: the
 * multipliers (and the additive koi-koi bonus) have nothing to act on.
 */
export function scoreCaptured(captured: readonly CardId[], ctx: ScoreContext, rules: RuleSet): ScoreExplanation {
  const options = rules.options;
  const evaluation = evaluateYaku(captured, ctx, rules);
  const yaku = evaluation.yaku.map((y) => ({ ...y, name: YAKU_DEFINITIONS[y.id].name, text: yakuText(y) }));
  const bonuses = evaluation.bonuses.map((b) => ({ ...b, text: bonusText(b) }));
  const base = evaluation.points;
  const notes: string[] = [];
  let steps: MultiplierStep[] = [];
  if (base === 0) {
    notes.push(yaku.length === 0 && bonuses.length === 0 ? 'No yaku: nothing scores.' : 'The yaku are worth 0 points: nothing scores.');
  } else {
    steps = multiplierSteps(base, options, ctx);
  }
  const total = steps.length > 0 ? steps[steps.length - 1]!.after : base;
  return { yaku, bonuses, dropped: evaluation.dropped, sakeCup: evaluation.sakeCup, base, steps, total, notes };
}

/** The player's own scoring items as `{ id: points }` (conformance `expect.yaku`). */
export function scoredYakuMap(explanation: ScoreExplanation): Record<string, number> {
  return scoringPointsById(explanation);
}
