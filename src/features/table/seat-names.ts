/**
 * The usual name providers of a feed (seat-driver.ts, `SeatNames`): the practice table's
 * ("you", "the computer", "Computer (left)"), and players' own names (pass-and-play, rooms),
 * with the person at this screen called "you" when there is one.
 */
import { bySeat, type Seat, type SeatCount } from '../../engine/round/seats';
import { practiceSeats, PLAY_WORDS } from './words';
import type { SeatNames } from './seat-driver';

/** The practice table: you, and one or two computers. */
export function practiceNames(n: SeatCount): SeatNames {
  const seats = practiceSeats(n);
  const short = (p: Seat): string =>
    p === 0 ? PLAY_WORDS['totals.you'] : n === 2 ? PLAY_WORDS['totals.computer'] : PLAY_WORDS[p === 1 ? 'short.left' : 'short.right'];
  return { seats, short: bySeat(n, short) };
}

/**
 * Players' own names (pass-and-play, a room). `me` is the seat of the person at this screen in a
 * room (named "you"); in pass-and-play there is none (null): every seat is called by its name.
 */
export function playerNames(names: readonly string[], me: Seat | null): SeatNames {
  const n: SeatCount = names.length === 3 ? 3 : 2;
  return {
    seats: bySeat(n, (p) => (p === me ? 'you' : { named: names[p] ?? '' })),
    short: bySeat(n, (p) => (p === me ? PLAY_WORDS['totals.you'] : (names[p] ?? ''))),
  };
}
