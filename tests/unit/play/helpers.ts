import { playErrorText } from '../../../src/words/errors';
import { buildRuleSet, type RuleSet } from '../../../src/engine';
import { gameLegalActions, type GameState } from '../../../src/engine/round';
import { createRng } from '../../../src/engine/random';
import { applyStep, type GameStep } from '../../../src/features/play/save';

export function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

/** Plays random legal steps (both players, and next rounds) from a game; returns the steps and the game. */
export function randomSteps(game: GameState, seed: number, max: number): { steps: GameStep[]; game: GameState } {
  const rng = createRng(seed);
  const steps: GameStep[] = [];
  let g = game;
  while (steps.length < max && g.status !== 'finished') {
    let step: GameStep;
    if (g.status === 'round-over') step = { type: 'next-round' };
    else {
      const actions = gameLegalActions(g);
      step = { seat: g.current.toMove, action: actions[rng.int(actions.length)]! };
    }
    const next = applyStep(g, step);
    if (!next.ok) throw new Error(playErrorText(next.error));
    steps.push(step);
    g = next.value;
  }
  return { steps, game: g };
}

/** An in-memory localStorage. */
export class MemoryStorage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.has(k) ? this.data.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}
