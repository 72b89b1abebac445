/**
 * One two-seat arena game (scripts/arena.ts): apart from arena.ts, which starts its run when
 * loaded, so that a test can replay the games a measurement recorded (src/engine/ai/strength.json).
 */
import { chooseAction, gameContext, type AiLevel } from '../src/engine/ai';
import type { RuleSet } from '../src/engine';
import { hashSeed } from '../src/engine/random';
import { createGame, playGame, playerView, type GameState, type PlayerIndex } from '../src/engine/round';
import { totalsProblems } from './legal-totals';

export interface GameOutcome {
  readonly game: number;
  /** 'a', 'b' (with three: either player of level B) or 'draw' (the highest total shared). */
  readonly winner: 'a' | 'b' | 'draw';
  /** A's total minus B's; with three, A's total minus a third of the three totals (A over its fair third). */
  readonly diff: number;
  readonly decisions: number;
  /** What is wrong with the finished game's totals (scripts/legal-totals.ts); empty when nothing. */
  readonly problems: readonly string[];
}

/**
 * Plays a dealt game to its end: level a in seat `seatA`, level b in every other seat, each move
 * seeded by the game seed and the move's number; a side in `roundOnly` is given no game context.
 * The one game loop of the arena, two seats and three (arena-three.ts).
 */
export function playLevels(
  start: GameState,
  gameSeed: number,
  seatA: PlayerIndex,
  a: AiLevel,
  b: AiLevel,
  roundOnly: { readonly a: boolean; readonly b: boolean },
): { readonly g: GameState; readonly decisions: number } {
  let decisions = 0;
  const g = playGame(start, (current, p, move) => {
    decisions = move + 1;
    const blind = p === seatA ? roundOnly.a : roundOnly.b;
    return chooseAction(playerView(current.current, p), p === seatA ? a : b, hashSeed(gameSeed, move), blind ? undefined : gameContext(current, p)).action;
  });
  return { g, decisions };
}

/**
 * One seeded game between levels a and b; a deals first when `game` is even. A side in
 * `roundOnly` is given no game context; with `duplicate`, games 2k and 2k + 1 share their seed.
 */
export function playArenaGame(
  a: AiLevel,
  b: AiLevel,
  rules: RuleSet,
  seed: number,
  game: number,
  roundOnly: { readonly a: boolean; readonly b: boolean } = { a: false, b: false },
  duplicate = false,
): GameOutcome {
  const gameSeed = hashSeed(seed, duplicate ? game >> 1 : game);
  const start = createGame({ rules, seed: gameSeed, explain: false });
  const firstDealer = start.firstDealer.dealer;
  const seatA: PlayerIndex = game % 2 === 0 ? firstDealer : firstDealer === 0 ? 1 : 0;
  const { g, decisions } = playLevels(start, gameSeed, seatA, a, b, roundOnly);
  const seatB: PlayerIndex = seatA === 0 ? 1 : 0;
  const diff = g.totals[seatA] - g.totals[seatB];
  return { game, winner: g.winner === null ? 'draw' : g.winner === seatA ? 'a' : 'b', diff, decisions, problems: totalsProblems(g) };
}
