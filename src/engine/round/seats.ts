/**
 * Seats at the table, for two or three players (`players`, src/engine/README.md, Seats): the one
 * module that knows how many sit at the table. Turn order, "each other seat" and values kept per
 * seat (hands, piles, scores, totals) go through these functions; the seat count comes from the
 * rule set (`seatCount`) or from the per-seat values themselves (their length).
 *
 * Parts that stay two-player by nature say so in their types: `TwoSeat` and `TwoSeats<T>`
 * (puzzle and lesson positions, the calculator's links), and reach them only through
 * `twoSeatsOf`, which refuses three. The computer players' simulator (ai/sim.ts) keeps its own
 * written-out two-seat path for speed, held to this module by its differential test.
 */
import type { RuleOptions } from '../rules/options';

/** A seat: 0 and 1, and 2 with three players (in a game, 0 is usually the person at the screen). */
export type Seat = 0 | 1 | 2;

/** How many sit at the table. */
export type SeatCount = 2 | 3;

/** A seat of a two-player table: where a part is two-player by nature, its type says so. */
export type TwoSeat = 0 | 1;

/** One value per seat of a two-player table (a puzzle's piles, the calculator's two sides). */
export type TwoSeats<T> = readonly [T, T];

/**
 * One value per seat, indexed by seat: the shape of `hands`, `captured`, `points`, `totals`. Its
 * length is the seat count (2 or 3). Made only by `bySeat` / `withSeat` / `addBySeat` (a
 * literal pair does not type-check, so a forgotten third seat is a compile error), read by seat.
 */
export type BySeat<T> = readonly T[] & { readonly [S in Seat]: T };

/** Every seat of each table size, in turn order from seat 0. */
const SEATS_BY_COUNT: { readonly [N in SeatCount]: readonly Seat[] } = { 2: [0, 1], 3: [0, 1, 2] };

/** Every seat of a two-player table (what two-player-only parts iterate over). */
export const TWO_SEATS = [0, 1] as const satisfies readonly TwoSeat[];

/** The seat count of a rule set's table. */
export function seatCount(options: Pick<RuleOptions, 'players'>): SeatCount {
  return options.players;
}

/** Every seat of a table of `n`, in turn order from seat 0. */
export function seatsOf(n: SeatCount): readonly Seat[] {
  return SEATS_BY_COUNT[n];
}

/** The seat count of per-seat values. */
export function seatCountOf(values: BySeat<unknown>): SeatCount {
  return values.length === 3 ? 3 : 2;
}

/** Whether `value` is a seat of a table of `n` (for data read from outside). */
export function isSeat(value: unknown, n: SeatCount): value is Seat {
  return value === 0 || value === 1 || (n === 3 && value === 2);
}

/** The seat that moves after `seat` at a table of `n`. */
export function nextSeat(seat: Seat, n: SeatCount): Seat {
  return seat + 1 < n ? ((seat + 1) as Seat) : 0;
}

const OTHERS: { readonly [N in SeatCount]: readonly (readonly Seat[])[] } = {
  2: [[1], [0]],
  3: [
    [1, 2],
    [2, 0],
    [0, 1],
  ],
};

/** Every other seat, in turn order from the one after `seat` ("any other player" of the rules). */
export function othersOf(seat: Seat, n: SeatCount): readonly Seat[] {
  return OTHERS[n][seat] ?? [];
}

const FROM: { readonly [N in SeatCount]: readonly (readonly Seat[])[] } = {
  2: [
    [0, 1],
    [1, 0],
  ],
  3: [
    [0, 1, 2],
    [1, 2, 0],
    [2, 0, 1],
  ],
};

/** The seats in turn order starting with `first` (the dealer's turn order). */
export function seatsFrom(first: Seat, n: SeatCount): readonly Seat[] {
  return FROM[n][first] ?? SEATS_BY_COUNT[n];
}

/** A value for every seat of a table of `n`: bySeat(n, (p) => f(p)). */
export function bySeat<T>(n: SeatCount, make: (seat: Seat) => T): BySeat<T> {
  return (n === 2 ? [make(0), make(1)] : [make(0), make(1), make(2)]) as unknown as BySeat<T>;
}

/** The per-seat values of a two-player table, seat 0's first (positions, fixtures). */
export function pairBySeat<T>(first: T, second: T): BySeat<T> {
  return [first, second] as unknown as BySeat<T>;
}

/** Per-seat values from a list with one value per seat (a deal's hands, a saved total). */
export function bySeatOf<T>(values: readonly T[]): BySeat<T> | null {
  return values.length === 2 || values.length === 3 ? (values as unknown as BySeat<T>) : null;
}

/**
 * `values` with the entry of `seat` replaced (the arrays are never mutated). Written out rather
 * than through bySeat: the round engine calls it on every play and capture, and a closure per
 * call showed in its profile.
 */
export function withSeat<T>(values: BySeat<T>, seat: Seat, value: T): BySeat<T> {
  if (values.length === 2) return (seat === 0 ? [value, values[1]] : [values[0], value]) as unknown as BySeat<T>;
  const out = [values[0], values[1], values[2]];
  out[seat] = value;
  return out as unknown as BySeat<T>;
}

/** Adds two per-seat scores seat by seat (running totals). */
export function addBySeat(a: BySeat<number>, b: BySeat<number>): BySeat<number> {
  return bySeat(seatCountOf(a), (p) => a[p] + b[p]);
}

/** The seat with the strictly highest value, or null on a tie for the highest. */
export function leadingSeat(values: BySeat<number>): Seat | null {
  let best: Seat | null = null;
  let tied = false;
  for (const p of seatsOf(seatCountOf(values))) {
    if (best === null || values[p] > values[best]) {
      best = p;
      tied = false;
    } else if (values[p] === values[best]) tied = true;
  }
  return tied ? null : best;
}

/**
 * What each seat gains when `scorer` scores `gain` (a win, the dealer's privilege, a lucky
 * hand): only the scorer scores; under `zeroSum` each other seat pays the scorer `gain`, so the
 * scorer gains it once per other seat (twice with three players) and the totals stay zero-sum.
 */
export function gainsBySeat(n: SeatCount, scorer: Seat, gain: number, zeroSum: boolean): BySeat<number> {
  if (!zeroSum || gain === 0) return bySeat(n, (p) => (p === scorer ? gain : 0));
  return bySeat(n, (p) => (p === scorer ? gain * (n - 1) : -gain));
}

/**
 * The two seats' values of a two-player table, for the parts that are two-player by nature;
 * null at a table of three (the caller says what it does then).
 */
export function twoSeatsOf<T>(values: BySeat<T>): TwoSeats<T> | null {
  return values.length === 2 ? [values[0], values[1]] : null;
}

/** The other seat of a two-player table. */
export function otherOfTwo(seat: TwoSeat): TwoSeat {
  return seat === 0 ? 1 : 0;
}

/** A seat of a two-player table, or null for seat 2 (for two-player-only parts given a seat). */
export function twoSeat(seat: Seat): TwoSeat | null {
  return seat === 2 ? null : seat;
}
