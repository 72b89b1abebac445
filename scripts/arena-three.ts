/**
 * The arena's games of three (scripts/arena.ts, --players 3): level A against two players of
 * level B, on duplicate deals with A in every seat. Apart from arena.ts, which starts its run
 * when loaded, so that the seating can be tested.
 */
import type { AiLevel } from '../src/engine/ai';
import type { RuleSet } from '../src/engine';
import { hashSeed } from '../src/engine/random';
import { createGame, seatsFrom, type PlayerIndex } from '../src/engine/round';
import { playLevels, type GameOutcome } from './arena-game';
import { totalsProblems } from './legal-totals';

/** A's seat in game `game` of a deal: the first dealer's in games 3k, then the next seat, then the one after. */
export function seatOfA(firstDealer: PlayerIndex, game: number): PlayerIndex {
  return seatsFrom(firstDealer, 3)[game % 3]!;
}

/**
 * One seeded game of three: level a against two players of level b. Games 3k, 3k + 1 and 3k + 2
 * are dealt from the same game seed, with A in each seat in turn (`seatOfA`). A side in
 * `roundOnly` is given no game context. `diff`: A's total minus a third of the three totals.
 */
export function playArenaGameOfThree(
  a: AiLevel,
  b: AiLevel,
  rules: RuleSet,
  seed: number,
  game: number,
  roundOnly: { readonly a: boolean; readonly b: boolean } = { a: false, b: false },
): GameOutcome {
  const gameSeed = hashSeed(seed, Math.floor(game / 3));
  const start = createGame({ rules, seed: gameSeed, explain: false });
  const seatA = seatOfA(start.firstDealer.dealer, game);
  const { g, decisions } = playLevels(start, gameSeed, seatA, a, b, roundOnly);
  const third = (g.totals[0] + g.totals[1] + g.totals[2]) / 3;
  const winner = g.winner === null ? 'draw' : g.winner === seatA ? 'a' : 'b';
  return { game, winner, diff: g.totals[seatA] - third, decisions, problems: totalsProblems(g) };
}
