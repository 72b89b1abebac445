/**
 * Where the game stands, for a computer player: public facts only (the running totals and the
 * round number), never a hidden card.
 *
 * A round is worth points, but a game is won by the higher total. A player far ahead with few
 * rounds left should take the safe line even if it scores less on average; a player far behind
 * in the last round needs a big win, not a small one. The expert turns a round's point
 * difference into its value for winning the game (`gameUtility`) with this context; without
 * it (a lone round, a game played to a target score) it maximises points.
 */
import { roundLimit, type RuleOptions } from '../rules/options';
import type { BySeat } from '../round/seats';
import { opponentOf, type GameState, type PlayerIndex } from '../round';

export interface GameContext {
  /** This player's total minus the opponent's, before the round in play. */
  readonly lead: number;
  /** Rounds still to be played after the one in play. */
  readonly roundsAfter: number;
}

/**
 * The context of `player` in `game`, or undefined when the game ends at a target score (its
 * length is then unknown, so points are what count).
 */
export function gameContext(game: GameState, player: PlayerIndex): GameContext | undefined {
  return contextAt(game.rules.options, game.round, game.totals, player);
}

/**
 * The context of `player` before round `round` of a game whose totals were then `totals` (for
 * reviewing a round of a game's history as well as for the round in play).
 */
export function contextAt(
  options: Pick<RuleOptions, 'rounds' | 'targetScore'>,
  round: number,
  totals: BySeat<number>,
  player: PlayerIndex,
): GameContext | undefined {
  const limit = roundLimit(options);
  // Unlimited rounds always come with a target, so this also covers them.
  if (options.targetScore !== null || limit === null) return undefined;
  return { lead: totals[player] - totals[opponentOf(player)], roundsAfter: Math.max(0, limit - round) };
}

/**
 * Typical spread (standard deviation) of one round's point difference between two players of
 * this site's levels under the default rules, measured by the arena (≈ 39 points over a
 * 12-round game, so ≈ 11 a round).
 */
export const ROUND_SPREAD = 11;

/**
 * What winning the game is worth, in points: chosen so that at the start of an even 12-round
 * game a point is worth about a point (the slope of the curve below with 11 rounds after).
 */
const GAME_WORTH = (4 * ROUND_SPREAD * Math.sqrt(11)) / 1.702;

/** Weight of plain points on top, so that the expert still plays for points once the game is all but decided. */
const POINTS_WEIGHT = 0.1;

/**
 * The value, in "points", of finishing the round `d` points up (d < 0: down): GAME_WORTH times
 * an estimate of the chance of then winning the game, plus a little for the points themselves.
 * The rounds after this one add noise of ROUND_SPREAD·√rounds to the lead (a logistic curve
 * stands in for the normal distribution). Near an even game early on it is ≈ d; with a big lead
 * it flattens (extra points add little, losses hurt), and in the last round it is nearly a step
 * at the score that wins the game.
 */
export function gameUtility(ctx: GameContext | undefined): (d: number) => number {
  if (ctx === undefined) return (d) => d;
  const win = winChance(ctx);
  return (d) => GAME_WORTH * win(d) + POINTS_WEIGHT * d;
}

/**
 * The chance (0–1) of winning the game after finishing the round in play `d` points up, from
 * where the game stands: the rounds after this one add noise of ROUND_SPREAD·√rounds to the
 * lead, and a logistic curve stands in for the normal distribution. The last round keeps a
 * spread of one point, so a tie counts as half a win.
 */
export function winChance(ctx: GameContext): (d: number) => number {
  const spread = Math.max(1, ROUND_SPREAD * Math.sqrt(ctx.roundsAfter));
  const k = 1.702 / spread;
  const lead = ctx.lead;
  return (d) => 1 / (1 + Math.exp(-k * (lead + d)));
}
