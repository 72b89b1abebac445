/**
 * For a part that still needs a duel (the coach's values, until it learns three): a view of a
 * three-player round is refused here, by name, rather than misread as one. The computer
 * opponents, their simulator and sampler play two or three seats and no longer use it.
 */
import { otherOfTwo, twoSeat, type TwoSeat } from '../round/seats';
import type { PlayerView } from '../round/types';

/** The view's seat and the one other seat, at a two-player table; throws at a table of three. */
export function seatsOfDuel(view: Pick<PlayerView, 'player' | 'rules'>): { readonly me: TwoSeat; readonly opp: TwoSeat } {
  const me = twoSeat(view.player);
  if (view.rules.options.players !== 2 || me === null) {
    throw new Error('The computer opponents and the coach play two-player rounds only (players: 2).');
  }
  return { me, opp: otherOfTwo(me) };
}
