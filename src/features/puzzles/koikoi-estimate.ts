/**
 * The estimate for a koi-koi decision: is calling koi-koi worth more than stopping?
 *
 * It is the coach's valuation (`coach/evaluate.ts`), not one of its own: the same playouts
 * (`coachSampler`: the expert's determinisations of the unseen cards, never the real hidden
 * ones, and its playout policies) valued as the coach values them at a table of two without a
 * game context (`roundValuer`'s points: `simDiff`, the net points of a playout, your points
 * minus the opponent's, so under zeroSum a round is worth twice its points). For a seed and a number of samples, `koikoi` and `stop` are exactly the values the
 * coach gives the two calls (tests/unit/puzzles/koikoi-estimate.test.ts checks it), so a
 * puzzle's verdict, a lesson's and a hint never weigh the same position differently. What the
 * estimate adds is the spread of the koi-koi playouts, for the standard error.
 *
 * Everything is seeded, so the estimate is the same on every run and every machine. A
 * decision is only "clear" when koi-koi and stop differ by at least KOIKOI_MIN_MARGIN points
 * and by at least KOIKOI_MIN_Z standard errors; puzzles are only accepted where it is clear,
 * and the tests check that other seeds agree.
 */
import { coachSampler } from '../../engine/coach/evaluate';
import { simDiff } from '../../engine/ai/sim';
import type { RuleSet } from '../../engine/rules/ruleset';
import type { PlayerView, RoundAction } from '../../engine/round';
import { KOIKOI_MIN_MARGIN, KOIKOI_MIN_Z, KOIKOI_SAMPLES, KOIKOI_SEED } from './koikoi-constants';
import { positionView } from './position';
import type { PuzzlePosition } from './schema';

export { KOIKOI_MIN_MARGIN, KOIKOI_MIN_Z, KOIKOI_SAMPLES, KOIKOI_SEED };

export interface KoikoiEstimate {
  readonly samples: number;
  readonly seed: number;
  /** Net points for you if you stop now. */
  readonly stop: number;
  /** Mean net points for you over the playouts after calling koi-koi. */
  readonly koikoi: number;
  /** Standard error of `koikoi`. */
  readonly standardError: number;
  /** koikoi − stop. */
  readonly margin: number;
  /** After koi-koi: the share of playouts you won, the opponent won, nobody won. */
  readonly outcomes: { readonly you: number; readonly opponent: number; readonly nobody: number };
  /** The better call when the margin is clear; null when it is not. */
  readonly choice: 'koikoi' | 'shobu' | null;
}

const KOIKOI: RoundAction = { type: 'call', call: 'koikoi' };
const STOP: RoundAction = { type: 'call', call: 'shobu' };

/** Estimates koi-koi against stop in a decision position (yours, player 0). */
export function estimateKoikoi(
  position: PuzzlePosition,
  rules: RuleSet,
  options: { readonly samples?: number; readonly seed?: number } = {},
): KoikoiEstimate {
  return estimateKoikoiIn(positionView(position, rules), options);
}

/** Estimates koi-koi against stop for the player of a view in its koi-koi decision. */
export function estimateKoikoiIn(view: PlayerView, options: { readonly samples?: number; readonly seed?: number } = {}): KoikoiEstimate {
  const samples = options.samples ?? KOIKOI_SAMPLES;
  const seed = options.seed ?? KOIKOI_SEED;
  const me = view.player;
  const sampler = coachSampler(view, seed);
  // Stopping ends the round on what you can see: every playout gives the same value.
  const stop = simDiff(sampler.runToEnd(STOP, 0), me);
  let sum = 0;
  let sumSq = 0;
  const wins = { you: 0, opponent: 0, nobody: 0 };
  for (let k = 0; k < samples; k++) {
    const ended = sampler.runToEnd(KOIKOI, k);
    const value = simDiff(ended, me);
    sum += value;
    sumSq += value * value;
    if (ended.winner === me) wins.you++;
    else if (ended.winner < 0) wins.nobody++;
    else wins.opponent++;
  }
  const mean = sum / samples;
  const variance = samples > 1 ? Math.max(0, (sumSq - samples * mean * mean) / (samples - 1)) : 0;
  const standardError = Math.sqrt(variance / samples);
  const margin = mean - stop;
  const clear = Math.abs(margin) >= KOIKOI_MIN_MARGIN && Math.abs(margin) >= KOIKOI_MIN_Z * standardError;
  return {
    samples,
    seed,
    stop,
    koikoi: mean,
    standardError,
    margin,
    outcomes: { you: wins.you / samples, opponent: wins.opponent / samples, nobody: wins.nobody / samples },
    choice: clear ? (margin > 0 ? 'koikoi' : 'shobu') : null,
  };
}
