/**
 * Expert: determinised Monte-Carlo search. The hidden cards (the opponent's hand, the pile
 * order) are dealt at random consistently with the view (`sampleState`), and every legal
 * action is played out to the end of the round many times with a fast heuristic policy for
 * both players (`policy.ts`, on the mutable simulator of `sim.ts`). The action with the best
 * mean point difference wins. Actions are compared on the same determinisations and playout
 * seeds (common random numbers), and weak actions are dropped early (successive halving) so
 * that the budget goes to the close calls. Koi-koi or shōbu is decided the same way: the
 * points of stopping now against simulated continuations.
 *
 * The playout count is fixed (not timed) so the same seed always gives the same decision.
 */
import { hashSeed, createRng } from '../random';
import { sampleState, type PlayerView, type RoundAction } from '../round';
import { actionPhrase, analyse, formatPoints, heuristicValue, threatSentence, whyClause, words } from './analysis';
import { INTERMEDIATE_PARAMS } from './intermediate';
import { OPPONENT_MODEL, PLAYOUT_POLICY, playout, type PolicyParams } from './policy';
import { cloneSim, simApplyAction, simDiff, simFromState, type Sim } from './sim';
import type { AiDecision } from './types';

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
}

export const EXPERT_BUDGET: ExpertBudget = { playouts: 2400, decisionPlayouts: 1200, prior: 0.3, koikoiMargin: 0 };

interface Stat {
  readonly action: RoundAction;
  /** The prior (weighted heuristic value). */
  readonly bias: number;
  sum: number;
  n: number;
}

const mean = (s: Stat): number => (s.n === 0 ? -Infinity : s.sum / s.n);
const score = (s: Stat): number => mean(s) + s.bias;

class Sampler {
  private readonly bases: Sim[] = [];
  constructor(
    private readonly view: PlayerView,
    private readonly seed: number,
    private readonly policy: PolicyParams,
    private readonly opponent: PolicyParams,
  ) {}

  /** The k-th determinisation (a full state consistent with the view), built on first use. */
  base(k: number): Sim {
    while (this.bases.length <= k) {
      const i = this.bases.length;
      this.bases.push(simFromState(sampleState(this.view, createRng(hashSeed(this.seed, 0x5a3e, i)))));
    }
    return this.bases[k]!;
  }

  /** Point difference (for the view's player) of playing `action` then the k-th playout. */
  run(action: RoundAction, k: number): number {
    const s = cloneSim(this.base(k));
    simApplyAction(s, action);
    playout(s, createRng(hashSeed(this.seed, 0x91a7, k)), this.policy, this.view.player, this.opponent);
    return simDiff(s, this.view.player);
  }
}

/** Successive halving over the actions; returns the stats, best first. */
function search(sampler: Sampler, actions: readonly RoundAction[], budget: number, bias: (a: RoundAction) => number): Stat[] {
  let alive: Stat[] = actions.map((action) => ({ action, bias: bias(action), sum: 0, n: 0 }));
  const all = alive.slice();
  const rounds = Math.max(1, Math.ceil(Math.log2(actions.length)));
  const perRound = budget / rounds;
  while (alive.length > 1) {
    const target = alive[0]!.n + Math.max(4, Math.floor(perRound / alive.length));
    for (const st of alive) {
      for (let k = st.n; k < target; k++) st.sum += sampler.run(st.action, k);
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
  budget: ExpertBudget = EXPERT_BUDGET,
  policy: PolicyParams = PLAYOUT_POLICY,
  opponent: PolicyParams = OPPONENT_MODEL,
): AiDecision {
  const a = analyse(view);
  const sampler = new Sampler(view, seed, policy, opponent);
  if (view.phase === 'decision') {
    const points = view.decision?.stopPoints ?? 0;
    const stopValue = sampler.run({ type: 'call', call: 'shobu' }, 0);
    const koikoi: RoundAction = { type: 'call', call: 'koikoi' };
    let sum = 0;
    for (let k = 0; k < budget.decisionPlayouts; k++) sum += sampler.run(koikoi, k);
    const goValue = sum / budget.decisionPlayouts;
    const pts = `${points} ${points === 1 ? 'point' : 'points'}`;
    const hand = view.hand.length;
    const cards = `${words(hand)} ${hand === 1 ? 'card' : 'cards'} left in hand`;
    const sim = `Playing the rest of the round out ${budget.decisionPlayouts} ways, continuing averaged ${formatPoints(goValue)} points against ${formatPoints(stopValue)} for stopping.`;
    if (goValue > stopValue + budget.koikoiMargin) {
      return {
        action: koikoi,
        reasoning: [`Koi-koi: ${pts} now, ${cards}, and the odds favour playing on.`, sim],
      };
    }
    const threat = threatSentence(a);
    return {
      action: { type: 'call', call: 'shobu' },
      reasoning: [`Stop: ${pts} now; ${threat ?? (hand <= 2 ? `only ${cards}` : 'continuing risks more than it is likely to add')}.`, sim],
    };
  }
  if (actions.length === 1) {
    const only = actions[0]!;
    return { action: only, reasoning: [`${actionPhrase(a, only)}: it is the only legal move (${whyClause(a, only)}).`] };
  }
  const stats = search(sampler, actions, budget.playouts, (action) =>
    budget.prior === 0 ? 0 : budget.prior * heuristicValue(a, action, INTERMEDIATE_PARAMS),
  );
  const best = stats[0]!;
  const reasoning = [`${actionPhrase(a, best.action)}: ${whyClause(a, best.action)}.`];
  const runnerUp = stats[1];
  if (runnerUp) {
    reasoning.push(
      `Over ${best.n} simulated endings of the round it averaged ${formatPoints(mean(best))} points; the next best, ${lowerFirst(actionPhrase(a, runnerUp.action))}, averaged ${formatPoints(mean(runnerUp))}.`,
    );
  }
  return { action: best.action, reasoning };
}

const lowerFirst = (s: string): string => s.charAt(0).toLowerCase() + s.slice(1);
