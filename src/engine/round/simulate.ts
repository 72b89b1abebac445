/**
 * Random playouts: the building block of simulation-based computer opponents and of the
 * engine's own self-play tests.
 */
import type { Rng } from '../random';
import { applyAction, legalActions } from './round';
import type { RoundState } from './types';

/** Plays the round to its end with uniformly random legal actions. */
export function playRandomRound(state: RoundState, rng: Rng): RoundState {
  let s = state;
  while (s.phase !== 'ended') {
    const actions = legalActions(s);
    const applied = applyAction(s, actions[rng.int(actions.length)]!);
    if (!applied.ok) throw new Error(`legal action refused: ${applied.error.message}`);
    s = applied.state;
  }
  return s;
}
