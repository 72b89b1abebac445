/**
 * Seats at the table: the one module that knows a round has exactly two players. Turn order,
 * "the opponent" and values kept per seat (hands, piles, scores, totals) go through these
 * functions, so a later rule set with a third seat changes this file and the serialised
 * shapes, not every caller. (The simulator's hot loops keep `1 - p` on typed arrays, each
 * saying why: src/engine/ai/sim.ts.)
 */
import type { PlayerIndex } from './types';

/** Every seat, in turn order from seat 0. */
export const SEATS = [0, 1] as const satisfies readonly PlayerIndex[];

/** One value per seat, indexed by seat (the shape of `hands`, `captured`, `points`, `totals`). */
export type BySeat<T> = readonly [T, T];

/** The seat that moves after `seat`. */
export function nextSeat(seat: PlayerIndex): PlayerIndex {
  return seat === 0 ? 1 : 0;
}

/** Every other seat, in turn order from the one after `seat`. */
export function opponentsOf(seat: PlayerIndex): readonly PlayerIndex[] {
  return seat === 0 ? OPPONENTS_OF_0 : OPPONENTS_OF_1;
}
const OPPONENTS_OF_0: readonly PlayerIndex[] = [1];
const OPPONENTS_OF_1: readonly PlayerIndex[] = [0];

/**
 * The opponent, where a rule of the two-player game speaks of "the opponent" (the zero-sum
 * loser, the caller's rival, the other pile in a view): the one place that assumes there is
 * exactly one.
 */
export function opponentOf(seat: PlayerIndex): PlayerIndex {
  return nextSeat(seat);
}

/** The seats in turn order starting with `first` (the dealer's turn order). */
export function seatsFrom(first: PlayerIndex): readonly PlayerIndex[] {
  return first === 0 ? SEATS : SEATS_FROM_1;
}
const SEATS_FROM_1: readonly PlayerIndex[] = [1, 0];

/** A value for every seat: bySeat((p) => f(p)). */
export function bySeat<T>(make: (seat: PlayerIndex) => T): BySeat<T> {
  return [make(0), make(1)];
}

/**
 * `values` with the entry of `seat` replaced (the arrays are never mutated). Written out rather
 * than through bySeat: the round engine calls it on every play and capture, and a closure per
 * call showed in its profile.
 */
export function withSeat<T>(values: BySeat<T>, seat: PlayerIndex, value: T): BySeat<T> {
  return seat === 0 ? [value, values[1]] : [values[0], value];
}

/** Adds two per-seat scores seat by seat (running totals). */
export function addBySeat(a: BySeat<number>, b: BySeat<number>): BySeat<number> {
  return bySeat((p) => a[p] + b[p]);
}

/** The seat with the strictly highest value, or null on a tie for the highest. */
export function leadingSeat(values: BySeat<number>): PlayerIndex | null {
  let best: PlayerIndex | null = null;
  let tied = false;
  for (const p of SEATS) {
    if (best === null || values[p] > values[best]) {
      best = p;
      tied = false;
    } else if (values[p] === values[best]) tied = true;
  }
  return tied ? null : best;
}

/**
 * What each seat gains when `scorer` gains `gain` (a win, the dealer's privilege): under
 * `zeroSum` every opponent pays it, otherwise they gain nothing.
 */
export function gainsBySeat(scorer: PlayerIndex, gain: number, zeroSum: boolean): BySeat<number> {
  return bySeat((p) => (p === scorer ? gain : zeroSum && gain !== 0 ? -gain : 0));
}
