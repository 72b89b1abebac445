/**
 * From the calculator's state to the engine's answer. All scoring is the engine's
 * (`scoreCaptured`, `oneCardAway`); this module only decides whose pile is scored and
 * what context goes with it, so the island and the unit tests agree on it.
 */
import { CARD_IDS, type CardId } from '../../engine/cards';
import { oneCardAway, type OneCardAwayHint } from '../../engine/scoring/one-card-away';
import type { RuleSet } from '../../engine/rules/ruleset';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import type { ScoreContext } from '../../engine/scoring/yaku';
import { callsFor, otherSeat, pileOf, scorerOf, type CalculatorState, type Seat } from './state';

export interface Calculation {
  /** Whose pile is scored. */
  readonly scorer: Seat;
  readonly captured: readonly CardId[];
  readonly context: ScoreContext;
  readonly explanation: ScoreExplanation;
  /** Cards that would add a yaku or raise the score, best first. */
  readonly hints: readonly OneCardAwayHint[];
  /** The rule set counts the opponent's yaku too (`yakuCounting: both-players`). */
  readonly countsOpponent: boolean;
}

export function scoreContext(state: CalculatorState, scorer: Seat): ScoreContext {
  return {
    month: state.month ?? undefined,
    field: state.fieldAtEnd,
    fieldAtDeal: state.fieldAtDeal,
    calls: callsFor(scorer, state.calls),
    // A single pile has no opponent's pile: under both-players it is taken as empty.
    opponentCaptured: state.mode === 'round' ? pileOf(state, otherSeat(scorer)) : undefined,
  };
}

/** The score without the hints: what the calculator needs first. */
export type ScoreCalculation = Omit<Calculation, 'hints'>;

export function calculateScore(state: CalculatorState, rules: RuleSet): ScoreCalculation {
  const scorer = scorerOf(state);
  const captured = pileOf(state, scorer);
  const context = scoreContext(state, scorer);
  return {
    scorer,
    captured,
    context,
    explanation: scoreCaptured(captured, context, rules),
    countsOpponent: rules.options.yakuCounting === 'both-players',
  };
}

/** The one-card-away hints for a score from calculateScore (48 more evaluations). */
export function hintsFor(score: ScoreCalculation, state: CalculatorState, rules: RuleSet): readonly OneCardAwayHint[] {
  // Cards the other player already holds cannot be captured any more.
  const taken = new Set<CardId>(state.mode === 'round' ? pileOf(state, otherSeat(score.scorer)) : []);
  const available = CARD_IDS.filter((card) => !taken.has(card));
  return oneCardAway(score.captured, score.context, rules, available);
}

export function calculate(state: CalculatorState, rules: RuleSet): Calculation {
  const score = calculateScore(state, rules);
  return { ...score, hints: hintsFor(score, state, rules) };
}
