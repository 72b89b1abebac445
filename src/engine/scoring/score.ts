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
  evaluateYaku,
  scoringPointsById,
  type DroppedYaku,
  type LightningWildUse,
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
  /** Why the step applies or not (src/words/score.ts words it). */
  readonly reason: MultiplierReason;
}

/** Why a multiplier step applies, or not: one code per case, with the counts it depends on. */
export const MULTIPLIER_REASON_CODES = [
  'opponent-called',
  'opponent-not-called',
  'opponent-called-last',
  'own-call-last',
  'nobody-called-no-doubling',
  'self-called',
  'self-not-called',
  'anyone-called',
  'calls-plus-one',
  'nobody-called-no-multiplier',
  'doubling-per-call',
  'doubling-token-held',
  'doubling-token-not-held',
  'self-not-called-no-bonus',
  'own-call-bonus',
  'own-call-multiplier',
  'seven-plus',
  'under-seven',
  'no-field-bright',
  'field-brights-double',
  'field-brights-plus-one',
] as const;
export type MultiplierReasonCode = (typeof MULTIPLIER_REASON_CODES)[number];

/** `calls`: koi-koi calls counted; `base`: the base judged; `brights`: brights dealt to the field. */
export type MultiplierReason =
  | {
      readonly code: 'calls-plus-one' | 'doubling-per-call' | 'doubling-token-held' | 'own-call-bonus' | 'own-call-multiplier';
      readonly calls: number;
    }
  | { readonly code: 'seven-plus' | 'under-seven'; readonly base: number }
  | { readonly code: 'field-brights-double' | 'field-brights-plus-one'; readonly brights: number }
  | {
      readonly code: Exclude<
        MultiplierReasonCode,
        'calls-plus-one' | 'doubling-per-call' | 'doubling-token-held' | 'own-call-bonus' | 'own-call-multiplier' | 'seven-plus' | 'under-seven' | 'field-brights-double' | 'field-brights-plus-one'
      >;
    };

export type ExplainedYaku = ScoringYaku;

export type ExplainedBonus = ScoringBonus;

/** Remarks on the whole score. */
export const SCORE_NOTE_CODES = ['no-yaku', 'worth-nothing'] as const;
export type ScoreNoteCode = (typeof SCORE_NOTE_CODES)[number];

export interface ScoreExplanation {
  readonly yaku: readonly ExplainedYaku[];
  readonly bonuses: readonly ExplainedBonus[];
  readonly dropped: readonly DroppedYaku[];
  readonly sakeCup: readonly SakeCupUse[];
  /** What the Lightning stood for in each pile holding it (`lightningYakuWild: any-card`), and why. */
  readonly lightning: readonly LightningWildUse[];
  /** Sum of `yaku` and `bonuses` points. */
  readonly base: number;
  /** Every multiplier the rule set has, in the order applied; `applied` says which changed the score. */
  readonly steps: readonly MultiplierStep[];
  readonly total: number;
  /** Remarks on the whole score (no yaku; yaku worth 0 points). */
  readonly notes: readonly ScoreNoteCode[];
}

/** The koi-koi step for a multiplier rule: the operation, its factor or amount, and why. */
function koikoiEffect(
  rule: Exclude<KoikoiMultiplier, 'none'>,
  calls: readonly string[],
): { operation: 'multiply' | 'add'; value: number; reason: MultiplierReason } {
  const total = calls.length;
  const own = calls.filter((c) => c === 'self').length;
  const theirs = total - own;
  const times = (value: number, reason: MultiplierReason) => ({ operation: 'multiply' as const, value, reason });
  switch (rule) {
    case 'opponent-called':
      return theirs > 0 ? times(2, { code: 'opponent-called' }) : times(1, { code: 'opponent-not-called' });
    case 'opponent-called-last':
      if (calls[total - 1] === 'opponent') return times(2, { code: 'opponent-called-last' });
      return times(1, { code: total === 0 ? 'nobody-called-no-doubling' : 'own-call-last' });
    case 'self-called':
      return own > 0 ? times(2, { code: 'self-called' }) : times(1, { code: 'self-not-called' });
    case 'anyone-called':
      return total > 0 ? times(2, { code: 'anyone-called' }) : times(1, { code: 'nobody-called-no-doubling' });
    case 'count-plus-one':
      return total > 0 ? times(total + 1, { code: 'calls-plus-one', calls: total }) : times(1, { code: 'nobody-called-no-multiplier' });
    case 'doubling':
      return total > 0 ? times(2 ** total, { code: 'doubling-per-call', calls: total }) : times(1, { code: 'nobody-called-no-multiplier' });
    case 'doubling-token':
      // The token goes to the opponent of each caller: only a scorer who holds it (the latest
      // call was the opponent's) doubles, once per call of the round (src/engine/README.md, Options).
      if (calls[total - 1] === 'opponent') return times(2 ** total, { code: 'doubling-token-held', calls: total });
      return times(1, { code: total === 0 ? 'nobody-called-no-multiplier' : 'doubling-token-not-held' });
    case 'own-call-bonus':
      if (own === 0) return { operation: 'add', value: 0, reason: { code: 'self-not-called-no-bonus' } };
      if (own <= 3) return { operation: 'add', value: own, reason: { code: 'own-call-bonus', calls: own } };
      return times(own - 2, { code: 'own-call-multiplier', calls: own });
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
    reason: MultiplierReason,
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
      reason,
    });
    running = after;
  };

  // Order: koi-koi first, then the seven-or-more doubling, then the deal's brights. With
  // multipliers alone the order is moot; it matters for the additive own-call bonus, which is
  // doubled with the rest (checked against the reference's generated rounds: base 7 with one
  // own call under sevenPlusDouble scores (7 + 1) × 2 = 16). The doubling still judges the base
  // itself (the yaku points), as the rules word it.
  if (options.koikoiMultiplier !== 'none') {
    const effect = koikoiEffect(options.koikoiMultiplier, ctx.calls ?? []);
    push('koikoi', 'koikoiMultiplier', effect.operation, effect.value, effect.reason);
  }
  if (options.sevenPlusDouble) {
    push('seven-plus-double', 'sevenPlusDouble', 'multiply', base >= 7 ? 2 : 1, { code: base >= 7 ? 'seven-plus' : 'under-seven', base });
  }
  if (options.fieldBrightMultiplier !== 'off') {
    const brights = [...new Set(ctx.fieldAtDeal ?? [])].filter((c) => getCard(c).kind === 'bright').length;
    const factor = brights === 0 ? 1 : options.fieldBrightMultiplier === 'double' ? 2 : brights + 1;
    const reason: MultiplierReason =
      brights === 0
        ? { code: 'no-field-bright' }
        : { code: options.fieldBrightMultiplier === 'double' ? 'field-brights-double' : 'field-brights-plus-one', brights };
    push('field-brights', 'fieldBrightMultiplier', 'multiply', factor, reason);
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
  const yaku = evaluation.yaku;
  const bonuses = evaluation.bonuses;
  const base = evaluation.points;
  const notes: ScoreNoteCode[] = [];
  let steps: MultiplierStep[] = [];
  if (base === 0) {
    notes.push(yaku.length === 0 && bonuses.length === 0 ? 'no-yaku' : 'worth-nothing');
  } else {
    steps = multiplierSteps(base, options, ctx);
  }
  const total = steps.length > 0 ? steps[steps.length - 1]!.after : base;
  return { yaku, bonuses, dropped: evaluation.dropped, sakeCup: evaluation.sakeCup, lightning: evaluation.lightning, base, steps, total, notes };
}

/** The player's own scoring items as `{ id: points }` (conformance `expect.yaku`). */
export function scoredYakuMap(explanation: ScoreExplanation): Record<string, number> {
  return scoringPointsById(explanation);
}
