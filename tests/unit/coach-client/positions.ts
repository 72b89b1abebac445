/**
 * Positions of real games for the coach's tests: games played by the engine's own rules with
 * random legal moves (seeded), stopped where the person (seat 0) has a decision to make.
 */
import { gameLegalActions, type GameState } from '../../../src/engine/round';
import { createRng } from '../../../src/engine/random';
import { applyStep, startingGame, type GameStep } from '../../../src/features/play/save';
import { rules } from '../play/helpers';

export interface Reached {
  readonly game: GameState;
  readonly steps: readonly GameStep[];
  readonly seed: number;
}

/**
 * The first game (seeds from `from`) whose random play reaches a state `wanted` accepts with
 * seat 0 to move; the steps taken are returned with it (a save can be built from them).
 */
export function reach(wanted: (g: GameState) => boolean, options: { overrides?: Record<string, unknown>; from?: number } = {}): Reached {
  const ruleSet = rules('fudawiki', options.overrides ?? {});
  for (let seed = options.from ?? 1; seed < (options.from ?? 1) + 500; seed++) {
    const start = startingGame({ kind: 'new', seed }, ruleSet);
    if (!start.ok) continue;
    let g = start.value;
    const rng = createRng(seed * 7 + 1);
    const steps: GameStep[] = [];
    while (g.status !== 'finished' && steps.length < 400) {
      if (g.status === 'playing' && g.current.toMove === 0 && wanted(g)) return { game: g, steps, seed };
      let step: GameStep;
      if (g.status === 'round-over') step = { type: 'next-round' };
      else {
        const actions = gameLegalActions(g);
        // Stop rather than play on, so rounds end and decisions keep coming.
        const pick = actions.find((a) => a.type === 'call' && a.call === 'shobu') ?? actions[rng.int(actions.length)]!;
        step = { seat: g.current.toMove, action: pick };
      }
      const next = applyStep(g, step);
      if (!next.ok) throw new Error(`seed ${seed}: ${JSON.stringify(next.error)}`);
      steps.push(step);
      g = next.value;
    }
  }
  throw new Error('no game reached the wanted position');
}

/** A koi-koi decision of seat 0 with at least `cards` cards left in hand. */
export const koikoiDecision = (cards = 3) => (g: GameState) => g.current.phase === 'decision' && g.current.hands[0].length >= cards;
