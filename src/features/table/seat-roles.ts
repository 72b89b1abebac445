/**
 * Who sits at each seat as the table's words need it, from the seat drivers a feed gives
 * (seat-driver.ts) and the seat on screen: the viewer (the person holding this screen now,
 * addressed as "you" by the table's prompts, hand and panels), another person (named), or a
 * computer (the only seat the table may say "thinks", or call "the computer"). The table never
 * guesses this from the number of seats or from a seat's name.
 */
import type { AiLevel } from '../../engine/ai/levels';
import { bySeat, type BySeat, type Seat, type SeatCount } from '../../engine/round/seats';
import type { SeatDriver } from './seat-driver';

export type SeatRole =
  /** The seat on screen: the person the table speaks to. */
  | { readonly kind: 'viewer' }
  /** Another person: at this screen in turn (pass-and-play) or elsewhere (a room). */
  | { readonly kind: 'person' }
  /** A computer level. */
  | { readonly kind: 'computer'; readonly level: AiLevel };

/**
 * Each seat's role at a table of `n` seen from `viewer`. A seat without a driver (a new game's
 * drivers not yet given) is a person: the table then names it, and never says it thinks.
 */
export function seatRoles(drivers: readonly SeatDriver[], viewer: Seat, n: SeatCount): BySeat<SeatRole> {
  return bySeat(n, (p): SeatRole => {
    if (p === viewer) return { kind: 'viewer' };
    const d = drivers[p];
    return d?.kind === 'computer' ? { kind: 'computer', level: d.level } : { kind: 'person' };
  });
}
