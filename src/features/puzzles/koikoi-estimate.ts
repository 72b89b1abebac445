/**
 * The engine's estimate for a koi-koi decision: is calling koi-koi worth more than stopping?
 *
 * It is the computer opponent's own judgement (the expert level), so a puzzle's answer and
 * the opponent's play never disagree on how to value a position: stopping is worth what the
 * engine scores now; for koi-koi the position is played out many times on the AI's simulator,
 * each time with the unseen cards dealt at random to the opponent's hand and the pile
 * (`sampleState`, a determinisation: the real hidden cards are never read), and both players
 * then play the expert's playout policy (yours `PLAYOUT_POLICY`, the opponent's the cautious
 * `OPPONENT_MODEL` the expert expects of an opponent). The value of each playout is the net
 * result for you: your points minus the opponent's (your points alone under zeroSum, where the
 * opponent's are their negative).
 *
 * Everything is seeded (sample i uses `hashSeed(seed, i)`), so the estimate is the same on
 * every run and every machine. A decision is only "clear" when koi-koi and stop differ by
 * at least KOIKOI_MIN_MARGIN points and by at least KOIKOI_MIN_Z standard errors; puzzles
 * are only accepted where it is clear, and the tests check that other seeds agree.
 */
import { OPPONENT_MODEL, PLAYOUT_POLICY, playout } from '../../engine/ai/policy';
import { cloneSim, simCall, simFromState, type Sim } from '../../engine/ai/sim';
import { createRng, hashSeed } from '../../engine/random';
import type { RuleSet } from '../../engine/rules/ruleset';
import { sampleState } from '../../engine/round';
import { KOIKOI_MIN_MARGIN, KOIKOI_MIN_Z, KOIKOI_SAMPLES, KOIKOI_SEED } from './koikoi-constants';
import { OPPONENT, positionView, YOU } from './position';
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

/** Your net points once the simulated round has ended. */
function net(s: Sim): number {
  return s.o.zeroSum ? s.points[YOU] : s.points[YOU] - s.points[OPPONENT];
}

/** Estimates koi-koi against stop in a decision position (yours, player 0). */
export function estimateKoikoi(
  position: PuzzlePosition,
  rules: RuleSet,
  options: { readonly samples?: number; readonly seed?: number } = {},
): KoikoiEstimate {
  const samples = options.samples ?? KOIKOI_SAMPLES;
  const seed = options.seed ?? KOIKOI_SEED;
  const view = positionView(position, rules);
  let sum = 0;
  let sumSq = 0;
  let stop = 0;
  const wins = { you: 0, opponent: 0, nobody: 0 };
  for (let i = 0; i < samples; i++) {
    const rng = createRng(hashSeed(seed, i));
    const dealt = simFromState(sampleState(view, rng));
    if (i === 0) {
      // Stopping reads only what you can see, so one deal tells its value.
      const stopped = cloneSim(dealt);
      simCall(stopped, false);
      stop = net(stopped);
    }
    simCall(dealt, true);
    playout(dealt, rng, PLAYOUT_POLICY, YOU, OPPONENT_MODEL);
    const value = net(dealt);
    sum += value;
    sumSq += value * value;
    if (dealt.winner === YOU) wins.you++;
    else if (dealt.winner < 0) wins.nobody++;
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
