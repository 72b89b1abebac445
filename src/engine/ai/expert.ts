/**
 * Expert: determinised Monte-Carlo search.
 *
 * - Determinisation: the hidden cards (every other hand, the pile order) are dealt at random
 *   consistently with the view (`sampleState`); cards an opponent would probably have
 *   captured with, when they threw a card away instead, are dealt to that opponent less often
 *   (`inference.ts`, public record only).
 * - Playouts: every legal action is played out to the end of the round many times on the
 *   mutable simulator (`sim.ts`, two or three seats) with the heuristic policy (`policy.ts`):
 *   the expert's own later moves with the tuned policy, every opponent's with a cautious
 *   koi-koi model. At a table of three the koi-koi call is thus weighed against both players
 *   who could end the round.
 * - Choice: the best mean playout value (`playoutValue`), plus a small prior from the intermediate's
 *   one-move heuristic that settles near-ties. Actions share determinisations and playout
 *   seeds (common random numbers); weak ones are dropped early (successive halving) so the
 *   budget goes to the close calls. Koi-koi or shōbu: the points of stopping now against the
 *   simulated continuations.
 *
 * - The game: with a `GameContext` (totals, rounds left, target score) every playout's points
 *   (every seat's) are valued by `gameUtilityBySeat`, so the expert plays to win the game, not the round,
 *   under every game shape (a fixed number of rounds, a target, or both as in koikoi-japan).
 *
 * The playout count is fixed (not timed), so the same seed always gives the same decision.
 * Tuning notes (duplicate rounds against the intermediate, 300 deals each): 600 → 2,400
 * playouts changed the mean by less than the noise (±0.4 points a round); the policy's
 * parameters were tuned in simulator self-play (scripts/bench.ts reports its speed). Against
 * the beginner over the same 300 games (seed 1): valuing by the game instead of the round's
 * points won 86.0 % instead of 81.3 %; inference weight 0.3 won 90.1 % against 87.1 % with no
 * inference (1) and 86 % with 0.05 (the beginner sometimes throws away a card it could have
 * captured with, so a strong inference misreads it).
 */
import type { PlayerView, RoundAction } from '../round';
import { analyse, closestThreat, heuristicValue, moveOf, whyOf } from './analysis';
import { INTERMEDIATE_PARAMS } from './intermediate';
import { OPPONENT_MODEL, PLAYOUT_POLICY, type PolicyParams } from './policy';
import { Sampler } from './sampler';
import { simDiff, simPointsFrom } from './sim';
import type { AiDecision, AiReason, AiStanding } from './types';
import { gameUtilityBySeat, type GameContext } from './game-context';

export interface ExpertBudget {
  /** Playouts per move decision (split over the rounds of successive halving). */
  readonly playouts: number;
  /** Playouts for the koi-koi continuation. */
  readonly decisionPlayouts: number;
  /**
   * Weight of the intermediate's one-move heuristic added to the simulated mean: a prior
   * that settles near-ties (where the simulations' noise would otherwise decide).
   */
  readonly prior: number;
  /**
   * Koi-koi only when continuing beats stopping by at least this many points on average: a
   * little caution, since the favourite gains from a steadier game.
   */
  readonly koikoiMargin: number;
  /**
   * Relative chance of dealing the opponent, in a determinisation, a card they would probably
   * have captured with when they threw a card away instead (1: no inference).
   */
  readonly inference: number;
}

export const EXPERT_BUDGET: ExpertBudget = { playouts: 2000, decisionPlayouts: 1000, prior: 0.3, koikoiMargin: 0, inference: 0.3 };

/**
 * What a playout is worth to the expert, from every seat's points of the round in turn order
 * from the expert (`simPointsFrom`): the game's value of the round (`gameUtilityBySeat`: with
 * three players the chance of finishing with the highest of three totals, not only of the
 * points over the others' mean). The one place the expert values a round.
 */
type PlayoutValue = (points: readonly number[]) => number;

function playoutValue(context: GameContext | undefined): PlayoutValue {
  return gameUtilityBySeat(context);
}

/** A redeal: nobody scores. */
const NOBODY_SCORES: Readonly<Record<number, readonly number[]>> = { 2: [0, 0], 3: [0, 0, 0] };

interface Stat {
  readonly action: RoundAction;
  /** The prior (weighted heuristic value). */
  readonly bias: number;
  /** Sum of the playouts' values for the game (`gameUtilityBySeat`). */
  sum: number;
  /** Sum of the playouts' net points (`simDiff`, not the game's value: for the reasons given). */
  points: number;
  n: number;
}

const mean = (s: Stat): number => (s.n === 0 ? -Infinity : s.sum / s.n);
const score = (s: Stat): number => mean(s) + s.bias;
const meanPoints = (s: Stat): number => (s.n === 0 ? 0 : s.points / s.n);

/** Successive halving over the actions; returns the stats, best first. */
function search(
  sampler: Sampler,
  actions: readonly RoundAction[],
  budget: number,
  bias: (a: RoundAction) => number,
  value: PlayoutValue,
  me: number,
): Stat[] {
  let alive: Stat[] = actions.map((action) => ({ action, bias: bias(action), sum: 0, points: 0, n: 0 }));
  const all = alive.slice();
  const rounds = Math.max(1, Math.ceil(Math.log2(actions.length)));
  const perRound = budget / rounds;
  while (alive.length > 1) {
    const target = alive[0]!.n + Math.max(4, Math.floor(perRound / alive.length));
    for (const st of alive) {
      for (let k = st.n; k < target; k++) {
        const s = sampler.runToEnd(st.action, k);
        st.sum += value(simPointsFrom(s, me));
        st.points += simDiff(s, me);
      }
      st.n = target;
    }
    alive.sort((x, y) => score(y) - score(x));
    alive = alive.slice(0, Math.ceil(alive.length / 2));
    if (alive.length === 1) break;
  }
  return all.sort((x, y) => (y.n - x.n) || score(y) - score(x));
}

export function expertDecision(
  view: PlayerView,
  actions: readonly RoundAction[],
  seed: number,
  context?: GameContext,
  budget: ExpertBudget = EXPERT_BUDGET,
  policy: PolicyParams = PLAYOUT_POLICY,
  opponent: PolicyParams = OPPONENT_MODEL,
): AiDecision {
  const a = analyse(view);
  const sampler = new Sampler(view, seed, policy, opponent, budget.inference);
  const value = playoutValue(context);
  const me = view.player;
  /** The k-th playout after `action`: its value and its net points. */
  const run = (action: RoundAction, k: number): { readonly v: number; readonly d: number } => {
    const s = sampler.runToEnd(action, k);
    return { v: value(simPointsFrom(s, me)), d: simDiff(s, me) };
  };
  if (view.phase === 'lucky-hand') {
    // teyaku: holder-may-redeal. A redeal scores nothing for either side; playing on is worth
    // what the simulated rounds from this hand average (the lucky hand itself then scores nothing).
    let sum = 0;
    let points = 0;
    const play: RoundAction = { type: 'luckyHand', choice: 'play' };
    for (let k = 0; k < budget.decisionPlayouts; k++) {
      const { v, d } = run(play, k);
      sum += v;
      points += d;
    }
    const choice = sum / budget.decisionPlayouts > value(NOBODY_SCORES[view.captured.length]!) ? 'play' : 'redeal';
    return {
      action: { type: 'luckyHand', choice },
      reasoning: [{ code: 'lucky-hand-sim', choice, playouts: budget.decisionPlayouts, playPoints: points / budget.decisionPlayouts }],
    };
  }
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    const stop = run({ type: 'call', call: 'shobu' }, 0);
    const stopPoints = stop.d;
    const koikoi: RoundAction = { type: 'call', call: 'koikoi' };
    let sum = 0;
    let goSum = 0;
    for (let k = 0; k < budget.decisionPlayouts; k++) {
      const { v, d } = run(koikoi, k);
      sum += v;
      goSum += d;
    }
    const goValue = sum / budget.decisionPlayouts;
    const goPoints = goSum / budget.decisionPlayouts;
    const go = goValue > stop.v + budget.koikoiMargin;
    const hand = view.hand.length;
    const sim: AiReason = { code: 'decision-sim', playouts: budget.decisionPlayouts, koikoiPoints: goPoints, stopPoints };
    // Say so when the game's score, not the round's average, made the call.
    const where = context === undefined ? null : standingOf(context);
    const standing: AiReason | null = go !== goPoints > stopPoints && where !== null ? { code: 'standing', standing: where, play: go ? 'koikoi' : 'stop' } : null;
    const reasons = (first: AiReason): AiReason[] => [first, sim, ...(standing ? [standing] : [])];
    if (go) return { action: koikoi, reasoning: reasons({ code: 'koikoi-odds', points, hand }) };
    const threat = closestThreat(a);
    return {
      action: { type: 'call', call: 'shobu' },
      reasoning: reasons(
        threat ? { code: 'stop-threat', points, ...threat } : hand <= 2 ? { code: 'stop-last-cards', points, hand } : { code: 'stop-risk', points, hand },
      ),
    };
  }
  if (actions.length === 1) {
    const only = actions[0]!;
    return { action: only, reasoning: [{ code: 'only-move', move: moveOf(a, only), why: whyOf(a, only) }] };
  }
  const stats = search(
    sampler,
    actions,
    budget.playouts,
    (action) => (budget.prior === 0 ? 0 : budget.prior * heuristicValue(a, action, INTERMEDIATE_PARAMS)),
    value,
    me,
  );
  const best = stats[0]!;
  const move = moveOf(a, best.action);
  const reasoning: AiReason[] = [{ code: 'move', move, why: whyOf(a, best.action) }];
  const runnerUp = stats[1];
  if (runnerUp) {
    const [bp, rp] = [meanPoints(best), meanPoints(runnerUp)];
    const sim = { playouts: best.n, move, runnerUp: moveOf(a, runnerUp.action), points: bp, runnerUpPoints: rp };
    if (mean(best) < mean(runnerUp)) reasoning.push({ code: 'sim-level', ...sim });
    else if (bp >= rp) reasoning.push({ code: 'sim-better', ...sim });
    // Chosen despite fewer points on average: the game's score (when known) is why.
    else reasoning.push({ code: 'sim-steadier', ...sim, standing: context === undefined ? null : standingOf(context) });
  }
  return { action: best.action, reasoning };
}

/** The standing as the reasons word it; null in a game without a limit of rounds (its rounds left are unknown). */
function standingOf(context: GameContext): AiStanding | null {
  return context.roundsAfter === null ? null : { lead: context.lead, roundsAfter: context.roundsAfter };
}
