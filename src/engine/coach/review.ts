/**
 * Reviewing a finished round: the round is dealt again from its seed and its recorded moves
 * replayed through the engine; at each of one player's decisions the coach evaluates their
 * view as it was then (never the cards they could not see) and grades the move they made.
 */
import { err, ok, type Result } from '../result';
import { actionFromMove, applyAction, bySeat, dealRound, seatCount, playerView, type GameRoundRecord, type GameState, type PlayerIndex, type PlayerView, type RoundAction, type RoundState } from '../round';
import type { RuleSet } from '../rules/ruleset';
import { contextAt, type GameContext } from '../ai/game-context';
import { decisionSeed, evaluateSteps, runToEnd, type ActionValue, type DecisionKind, type DecisionValues, type Progress, type ValueScale } from './evaluate';
import { sameAction } from '../round/same-action';
import { judgeMove, summarise, type Grade, type ReviewSummary } from './grades';
import { reasonFor, type CoachReason } from './reasons';

export { sameAction } from '../round/same-action';


/** One decision of the reviewed player, graded. */
export interface GradedDecision {
  /** Index of the move in the round's record (0: the first move after the deal). */
  readonly moveIndex: number;
  /** The player's view when they decided (what the position is shown and practised from). */
  readonly view: PlayerView;
  readonly kind: DecisionKind;
  /** The scale the move is graded in (`judgeMove`: in a game, points when they judge it worse). */
  readonly scale: ValueScale;
  readonly values: DecisionValues;
  /** The action made, as valued. */
  readonly chosen: ActionValue;
  /** What it cost against the best action (values.values[0]), in `scale`. */
  readonly loss: number;
  readonly grade: Grade | 'forced';
  readonly reason: CoachReason | null;
}

/** Grades one decision: the view, the action made there, and the evaluation's values. */
export function gradeDecision(view: PlayerView, action: RoundAction, values: DecisionValues, moveIndex = 0): GradedDecision {
  const chosen = values.values.find((v) => sameAction(v.action, action)) ?? values.values[values.values.length - 1]!;
  if (values.values.length === 1) return { moveIndex, view, kind: values.kind, scale: values.scale, values, chosen, loss: 0, grade: 'forced', reason: null };
  const { loss, scale, grade } = judgeMove(values, chosen);
  return { moveIndex, view, kind: values.kind, scale, values, chosen, loss, grade, reason: reasonFor(view, values, chosen, loss, scale) };
}

export interface RoundReview {
  readonly player: PlayerIndex;
  readonly decisions: readonly GradedDecision[];
  readonly summary: ReviewSummary;
}

/** A decision to grade: the view before the move and the move made. */
interface Position {
  readonly moveIndex: number;
  readonly view: PlayerView;
  readonly action: RoundAction;
}

export type ReviewError = { readonly code: 'deal-failed' } | { readonly code: 'illegal-move'; readonly moveIndex: number };

/** The player's decisions in a recorded round: each view before their move, and the move. */
export function decisionsOf(record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>, rules: RuleSet, player: PlayerIndex): Result<Position[], ReviewError> {
  // A keyed game's round (an online room's) is dealt again from its recorded deck.
  const dealt = dealRound({ rules, month: record.month, dealer: record.dealer, seed: record.seed, ...(record.deck ? { deck: record.deck } : {}), explain: false });
  if (!dealt.ok) return err({ code: 'deal-failed' });
  let state: RoundState = dealt.value;
  const out: Position[] = [];
  for (let i = 0; i < record.moves.length; i++) {
    const action = actionFromMove(record.moves[i]);
    if (!action) return err({ code: 'illegal-move', moveIndex: i });
    if (state.toMove === player && state.phase !== 'ended') out.push({ moveIndex: i, view: playerView(state, player), action });
    const next = applyAction(state, action);
    if (!next.ok) return err({ code: 'illegal-move', moveIndex: i });
    state = next.value;
  }
  return ok(out);
}

export interface ReviewSettings {
  /** The game's seed (or any seed): each decision's seed is derived from it and the position. */
  readonly seed: number;
  readonly playouts?: number;
  readonly context?: GameContext | undefined;
}

/**
 * Reviews one player's decisions of a recorded round, step by step: yields the progress over
 * all the round's decisions (playouts done / total, estimated), returns the review.
 */
export function* reviewRoundSteps(
  record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>,
  rules: RuleSet,
  player: PlayerIndex,
  settings: ReviewSettings,
): Generator<Progress, Result<RoundReview, ReviewError>> {
  const positions = decisionsOf(record, rules, player);
  if (!positions.ok) return positions;
  const decisions: GradedDecision[] = [];
  const total = positions.value.length;
  for (let i = 0; i < total; i++) {
    const p = positions.value[i]!;
    const steps = evaluateSteps(p.view, { seed: decisionSeed(settings.seed, p.view), playouts: settings.playouts, context: settings.context });
    let r = steps.next();
    while (!r.done) {
      yield { done: i + r.value.done / r.value.total, total };
      r = steps.next();
    }
    decisions.push(gradeDecision(p.view, p.action, r.value, p.moveIndex));
    yield { done: i + 1, total };
  }
  return ok({ player, decisions, summary: summarise(decisions) });
}

export function reviewRound(
  record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>,
  rules: RuleSet,
  player: PlayerIndex,
  settings: ReviewSettings,
): Result<RoundReview, ReviewError> {
  return runToEnd(reviewRoundSteps(record, rules, player, settings));
}

/** The game context of `player` for the round at `index` of the game's history (totals before it). */
export function historyContext(game: GameState, index: number, player: PlayerIndex): GameContext | undefined {
  const record = game.history[index];
  if (!record) return undefined;
  const before = index === 0 ? bySeat(seatCount(game.rules.options), () => 0) : game.history[index - 1]!.totals;
  return contextAt(game.rules.options, record.round, before, player);
}
