/**
 * What the end of a round is worth to the deciding player, as the coach values it: the round's
 * points and, in a game, the chance of then winning the game.
 *
 * At a table of two the points are the player's minus the opponent's (`simDiff`), as they have
 * always been (two-player coach values are pinned by the identity hashes). At a table of three
 * they are the player's own points: what the player gains or pays (only the winner scores; under
 * `zeroSum` each other seat pays, `gainsBySeat`). A difference with "the opponent" names no one
 * player there, and the player's own points are what their total moves by.
 */
import type { GameContext } from '../ai/game-context';
import { winChance, winChanceBySeat } from '../ai/game-context';
import { simDiff, simPointsFrom, type Sim } from '../ai/sim';
import { gainsBySeat, othersOf, seatCount } from '../round/seats';
import type { PlayerView } from '../round/types';

export interface RoundValuer {
  /** The round's points for the player, from a playout's end. */
  readonly points: (s: Sim) => number;
  /** The chance of winning the game after a playout's end; null without a game context. */
  readonly win: ((s: Sim) => number) | null;
  /**
   * A forced action, not played out: its points and chance of winning when it stops the round
   * now for `stopPoints` (0 where it is no stop). At a table of two the stop's score itself, as
   * the coach has always said it.
   */
  readonly forced: (stopPoints: number) => { readonly points: number; readonly win: number | null };
}

export function roundValuer(view: Pick<PlayerView, 'player' | 'rules'>, context: GameContext | undefined): RoundValuer {
  const me = view.player;
  if (seatCount(view.rules.options) === 2) {
    const w = context === undefined ? null : winChance(context);
    return {
      points: (s) => simDiff(s, me),
      win: w && ((s) => w(simDiff(s, me))),
      forced: (stopPoints) => ({ points: stopPoints, win: w ? w(stopPoints) : null }),
    };
  }
  const zeroSum = view.rules.options.zeroSum;
  // The game context reads every seat's points in turn order from the player.
  const w = context === undefined ? null : winChanceBySeat(context);
  return {
    points: (s) => s.points[me]!,
    win: w && ((s) => w(simPointsFrom(s, me))),
    forced: (stopPoints) => {
      const points = gainsBySeat(3, me, stopPoints, zeroSum);
      return { points: points[me], win: w ? w([me, ...othersOf(me, 3)].map((p) => points[p])) : null };
    },
  };
}
