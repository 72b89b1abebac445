/**
 * The coach's evaluation: every legal action of one decision valued from the deciding
 * player's view (never the hidden cards), by the expert's own determinised playouts
 * (ai/sampler.ts). Unlike the expert's search, which spends its budget on the close calls,
 * every action gets the same number of playouts over the same determinisations and seeds, so
 * each action has a value a grade can be read from, and two actions that lead to the same
 * position get the same value.
 *
 * Values are the round's points for the deciding player (`round-value.ts`: at a table of two the
 * point difference, of three the player's own points) and, in a game of several rounds, the mean
 * chance of then winning the game. Deterministic for a seed; `evaluateSteps` yields its progress
 * so that a worker can report it and stop early.
 */
import { hashSeed } from '../random';
import { viewLegalActions, type PlayerView, type RoundAction } from '../round';
import { analyse, moveOf, whyOf } from '../ai/analysis';
import { OPPONENT_MODEL, PLAYOUT_POLICY } from '../ai/policy';
import { Sampler } from '../ai/sampler';
import { EXPERT_BUDGET } from '../ai/expert';
import type { GameContext } from '../ai/game-context';
import type { AiMove, AiMoveWhy } from '../ai/types';
import { bySeat, seatCount } from '../round/seats';
import { roundValuer } from './round-value';

/**
 * Playouts per action. `npm run coach-bench` at 600, with the grade limits of grades.ts: a
 * grade moves by more than one step between two seeds for 0.4 % of the levels' decisions and
 * 0.7 % of the worst moves' (1,494 choices under the five presets; target ≤ 5 %); one
 * decision costs 26 ms of CPU time at the median and 92 ms at p95 on the build machine, the
 * review of one player's round 250 / 291 ms (targets 200 ms and 1.5 s). With three players
 * (`--players 3`, 450 choices, on a machine shared by other jobs: CPU time) a decision costs
 * 38 / 115 ms and a round's review 249 / 428 ms (fewer decisions, fewer actions each; a three-seat
 * playout costs more). At 300 the grades
 * moved by any step twice as often (12.0 %; more than one step 0.3 %) for half the cost. More
 * playouts would steady the grades a little more at a cost that grows in step; the headroom
 * is kept for slower devices (a phone runs these several times slower).
 */
export const COACH_PLAYOUTS = 600;

import { decisionKind, type DecisionKind } from './kinds';
export { DECISION_KINDS, decisionKind, type DecisionKind } from './kinds';

/** How values are compared: points of the round, or the chance of winning the game. */
export type ValueScale = 'points' | 'win';

export interface CoachSettings {
  /** Seed of the determinisations and playouts (the same seed gives the same values). */
  readonly seed: number;
  /** Playouts per action (default COACH_PLAYOUTS). */
  readonly playouts?: number;
  /** Where the game stands (public facts); without it the round's points are what count. */
  readonly context?: GameContext | undefined;
}

export interface ActionValue {
  readonly action: RoundAction;
  /** What the action does with the cards, and why it may be good (for the reasons). */
  readonly move: AiMove;
  readonly why: AiMoveWhy;
  /**
   * Mean points of the round for the deciding player: at a table of two their points minus the
   * opponent's, at a table of three their own points (round-value.ts).
   */
  readonly points: number;
  /** Mean chance (0–1) of winning the game afterwards; null without a game context. */
  readonly win: number | null;
  /** Share of playouts (0–1) in which an opponent (any other seat) scores the round. */
  readonly opponentScores: number;
  /** Share of playouts (0–1) in which the deciding player scores the round. */
  readonly playerScores: number;
  /**
   * Share of playouts (0–1) in which each seat scores the round, by seat (one entry per seat:
   * the deciding player's is `playerScores`; at a table of two the other is `opponentScores`).
   */
  readonly seatScores: readonly number[];
}

export interface DecisionValues {
  readonly kind: DecisionKind;
  readonly scale: ValueScale;
  /** Every legal action, best first (by `valueOf`). */
  readonly values: readonly ActionValue[];
  /** Playouts per action (0 for a forced action, which is not simulated). */
  readonly playouts: number;
  /** At a koi-koi decision: what stopping scores now. */
  readonly stopPoints: number | null;
}

/** The value grades compare: win chance in a game, points otherwise. */
export function valueOf(v: ActionValue, scale: ValueScale): number {
  return scale === 'win' ? (v.win ?? 0) : v.points;
}

/** A seed for one decision of a game or round, so that a hint and a later grade of it agree. */
export function decisionSeed(seed: number, view: PlayerView): number {
  const c = view.captured;
  // A third pile is hashed only where there is one, so two-player seeds stay as they were.
  const piles = c.length === 3 ? [c[0].length, c[1].length, c[2].length] : [c[0].length, c[1].length];
  return hashSeed(seed, 0xc0ac, view.turn, ...piles, view.field.length, view.hand.length, view.phase.length);
}

/**
 * The coach's playouts of a view: the expert's determinisations (with its inference about the
 * opponent's hand) and playout policies, for a seed. The k-th playout of an action, valued by
 * `roundValuer` (round-value.ts: `simDiff` at a table of two, the player's own points at three,
 * and the chance of winning the game in a game), is what `evaluateSteps` averages; the puzzles' koi-koi estimate reads the same
 * playouts, so a puzzle's verdict and the coach's values of the same position are one valuation.
 */
export function coachSampler(view: PlayerView, seed: number): Sampler {
  return new Sampler(view, seed, PLAYOUT_POLICY, OPPONENT_MODEL, EXPERT_BUDGET.inference);
}

/** Progress of an evaluation: playouts done out of the total. */
export interface Progress {
  readonly done: number;
  readonly total: number;
}

/** Playouts run between two progress reports. */
const CHUNK = 100;

/**
 * The evaluation, step by step: yields its progress every hundred playouts, returns the
 * values. Throws when the view's player has no decision to make.
 */
export function* evaluateSteps(view: PlayerView, settings: CoachSettings): Generator<Progress, DecisionValues> {
  const actions = viewLegalActions(view);
  if (actions.length === 0) throw new Error('evaluateDecision: the player of the view has no decision to make');
  const a = analyse(view);
  const kind = decisionKind(view);
  const scale: ValueScale = settings.context === undefined ? 'points' : 'win';
  const stopPoints = view.phase === 'decision' ? (view.decision?.stopPoints ?? 0) : null;
  const describe = (action: RoundAction) => ({ action, move: moveOf(a, action), why: whyOf(a, action) });
  const me = view.player;
  const seats = seatCount(view.rules.options);
  const valuer = roundValuer(view, settings.context);
  if (actions.length === 1) {
    // Forced: nothing to compare, nothing simulated. A forced stop still says what it scores.
    const { points, win } = valuer.forced(stopPoints ?? 0);
    const scores = bySeat(seats, (p) => (p === me && stopPoints ? 1 : 0));
    const only: ActionValue = { ...describe(actions[0]!), points, win, opponentScores: 0, playerScores: scores[me], seatScores: scores };
    return { kind, scale, values: [only], playouts: 0, stopPoints };
  }
  const n = Math.max(1, Math.round(settings.playouts ?? COACH_PLAYOUTS));
  const sampler = coachSampler(view, settings.seed);
  const win = valuer.win;
  const total = n * actions.length;
  let done = 0;
  const values: ActionValue[] = [];
  for (const action of actions) {
    let points = 0;
    let winSum = 0;
    const scored = new Array<number>(seats).fill(0);
    for (let k = 0; k < n; k++) {
      const s = sampler.runToEnd(action, k);
      points += valuer.points(s);
      if (win) winSum += win(s);
      if (s.winner >= 0) scored[s.winner]! += 1;
      done++;
      if (done % CHUNK === 0) yield { done, total };
    }
    const seatScores = scored.map((x) => x / n);
    const opponentScores = scored.reduce((sum, x, p) => (p === me ? sum : sum + x), 0) / n;
    values.push({ ...describe(action), points: points / n, win: win ? winSum / n : null, opponentScores, playerScores: seatScores[me]!, seatScores });
  }
  // Best first; a stable sort keeps the engine's order for equal values.
  values.sort((x, y) => valueOf(y, scale) - valueOf(x, scale));
  return { kind, scale, values, playouts: n, stopPoints };
}

/** Every legal action of the view's player's decision, valued (best first). */
export function evaluateDecision(view: PlayerView, settings: CoachSettings): DecisionValues {
  return runToEnd(evaluateSteps(view, settings));
}

/** Runs a step-by-step evaluation to its end. */
export function runToEnd<T>(steps: Generator<Progress, T>): T {
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}
