/**
 * The engine's estimate for a koi-koi decision: is calling koi-koi worth more than stopping?
 *
 * Stopping is worth exactly what the engine scores now. For koi-koi the position is played
 * out many times: each time the unseen cards are dealt at random to the opponent's hand and
 * the pile (`sampleState`, a determinisation: the real hidden cards are never read), koi-koi
 * is called, and both players then play a simple greedy policy (take the most valuable
 * capture, throw away the least valuable card, stop at the first chance). The value of each
 * playout is the net result for you: your points minus the opponent's.
 *
 * Everything is seeded (sample i uses `hashSeed(seed, i)`), so the estimate is the same on
 * every run and every machine. A decision is only "clear" when koi-koi and stop differ by
 * at least KOIKOI_MIN_MARGIN points and by at least KOIKOI_MIN_Z standard errors; puzzles
 * are only accepted where it is clear, and the tests check that another seed agrees.
 */
import { getCard, type CardId } from '../../engine/cards';
import { createRng, hashSeed, type Rng } from '../../engine/random';
import type { RuleSet } from '../../engine/rules/ruleset';
import { applyAction, captureOptions, legalActions, sampleState, type RoundAction, type RoundState } from '../../engine/round';
import { KOIKOI_MIN_MARGIN, KOIKOI_MIN_Z, KOIKOI_SAMPLES, KOIKOI_SEED } from './koikoi-constants';
import { positionView, YOU } from './position';
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

/** How much a policy player wants a card in their pile. */
function weight(card: CardId): number {
  const c = getCard(card);
  if (c.kind === 'bright') return 10;
  if (card === 'chrysanthemum-sake-cup') return 8;
  if (card === 'clover-boar' || card === 'maple-deer' || card === 'peony-butterflies') return 6;
  if (c.kind === 'animal') return 4;
  if (c.kind === 'ribbon') return c.ribbon === 'red' ? 3 : 5;
  return 1;
}

function pick<T>(items: readonly T[], score: (item: T) => number, rng: Rng): T {
  let best: T[] = [];
  let bestScore = -Infinity;
  for (const item of items) {
    const s = score(item);
    if (s > bestScore) {
      bestScore = s;
      best = [item];
    } else if (s === bestScore) best.push(item);
  }
  return best.length === 1 ? best[0]! : best[rng.int(best.length)]!;
}

/** The greedy policy: best capture, else throw the least valuable card; always stop. */
export function policyAction(state: RoundState, rng: Rng): RoundAction {
  const actions = legalActions(state);
  if (state.phase === 'decision') return { type: 'call', call: 'shobu' };
  if (state.phase === 'draw-take') {
    return pick(actions, (a) => (a.type === 'drawTake' ? weight(a.take) : 0), rng);
  }
  return pick(
    actions,
    (a) => {
      if (a.type !== 'play') return -Infinity;
      const options = captureOptions(a.card, state.field, state.lightningWild);
      if (options.length === 0) return -weight(a.card) / 2;
      const option = a.take ? options.find((o) => o.includes(a.take!)) ?? options[0]! : options[0]!;
      return weight(a.card) + option.reduce((sum, c) => sum + weight(c), 0);
    },
    rng,
  );
}

function step(state: RoundState, action: RoundAction): RoundState {
  const next = applyAction(state, action);
  if (!next.ok) throw new Error(`the engine refused a legal action: ${next.error.message}`);
  return next.state;
}

function net(state: RoundState): number {
  const points = state.result?.points ?? [0, 0];
  return state.rules.options.zeroSum ? points[YOU] : points[YOU] - points[1];
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
    const start = sampleState(view, rng);
    if (i === 0) stop = net(step(start, { type: 'call', call: 'shobu' }));
    let s = step(start, { type: 'call', call: 'koikoi' });
    while (s.phase !== 'ended') s = step(s, policyAction(s, rng));
    const value = net(s);
    sum += value;
    sumSq += value * value;
    const winner = s.result?.winner ?? null;
    if (winner === YOU) wins.you++;
    else if (winner === null) wins.nobody++;
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
