/**
 * Random playouts: the building block of simulation-based computer opponents and of the
 * engine's own self-play tests.
 */
import type { Rng } from '../random';
import { applyGameAction, startNextRound, type GameState } from './game';
import { applyAction, legalActions } from './round';
import type { PlayerIndex, RoundAction, RoundState } from './types';

/** Plays the round to its end with uniformly random legal actions. */
export function playRandomRound(state: RoundState, rng: Rng): RoundState {
  let s = state;
  while (s.phase !== 'ended') {
    const actions = legalActions(s);
    const applied = applyAction(s, actions[rng.int(actions.length)]!);
    if (!applied.ok) throw new Error(`legal action refused: ${JSON.stringify(applied.error)}`);
    s = applied.value;
  }
  return s;
}

export interface PlayGameOptions {
  /** Stop early (checked before each move) when this returns true. */
  readonly until?: (game: GameState) => boolean;
  /** Moves after which the game is taken not to end (an error); default 5,000. */
  readonly maxMoves?: number;
}

/**
 * Plays `game` on: `choose` gives the move of the player to move (it is told the game, the
 * player and the move's number from 0), and each finished round is followed by the next deal.
 * Returns the finished game (or the game where `until` stopped it). Throws when the engine
 * refuses a chosen action or the game does not end; the driver behind the arena, the bench
 * and the self-play tests.
 */
export function playGame(
  game: GameState,
  choose: (game: GameState, player: PlayerIndex, move: number) => RoundAction,
  options: PlayGameOptions = {},
): GameState {
  const maxMoves = options.maxMoves ?? 5000;
  let g = game;
  let moves = 0;
  while (g.status !== 'finished' && !(options.until?.(g) ?? false)) {
    if (g.status === 'round-over') {
      const next = startNextRound(g);
      if (!next.ok) throw new Error(JSON.stringify(next.error));
      g = next.value;
      continue;
    }
    if (moves >= maxMoves) throw new Error(`the game did not end in ${maxMoves} moves`);
    const player = g.current.toMove;
    const action = choose(g, player, moves++);
    const applied = applyGameAction(g, action);
    if (!applied.ok) throw new Error(`move ${moves} (player ${player}): ${JSON.stringify(applied.error)}`);
    g = applied.value;
  }
  return g;
}
