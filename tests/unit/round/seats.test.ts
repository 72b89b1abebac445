/** The seats module: the only place that knows how many players sit at the table (two or three). */
import { describe, expect, test } from 'vitest';
import {
  addBySeat,
  bySeat,
  gainsBySeat,
  isSeat,
  leadingSeat,
  nextDealerAfter,
  nextSeat,
  othersOf,
  pairBySeat,
  seatsFrom,
  seatsOf,
  twoSeatsOf,
  withSeat,
  type Seat,
  type SeatCount,
} from '../../../src/engine/round';

const COUNTS: readonly SeatCount[] = [2, 3];

describe('seats', () => {
  test.each(COUNTS)('turn order at a table of %s goes round every seat once', (n) => {
    for (const first of seatsOf(n)) {
      const order: Seat[] = [first];
      while (order.length < n) order.push(nextSeat(order[order.length - 1]!, n));
      expect(nextSeat(order[order.length - 1]!, n)).toBe(first);
      expect(seatsFrom(first, n)).toEqual(order);
      expect(othersOf(first, n)).toEqual(order.slice(1));
    }
  });

  test('three seats: dealer, second, third', () => {
    expect(seatsFrom(1, 3)).toEqual([1, 2, 0]);
    expect(othersOf(2, 3)).toEqual([0, 1]);
    expect(isSeat(2, 3)).toBe(true);
    expect(isSeat(2, 2)).toBe(false);
  });

  test('values per seat', () => {
    expect(bySeat(2, (p) => p * 10)).toEqual([0, 10]);
    expect(bySeat(3, (p) => p * 10)).toEqual([0, 10, 20]);
    const before = pairBySeat(3, 4);
    expect(withSeat(before, 1, 9)).toEqual([3, 9]);
    expect(before).toEqual([3, 4]);
    expect(withSeat(bySeat(3, () => 0), 2, 5)).toEqual([0, 0, 5]);
    expect(addBySeat(pairBySeat(1, 2), pairBySeat(10, -2))).toEqual([11, 0]);
    expect(addBySeat(bySeat(3, (p) => p), bySeat(3, () => 1))).toEqual([1, 2, 3]);
    expect(twoSeatsOf(pairBySeat('a', 'b'))).toEqual(['a', 'b']);
    expect(twoSeatsOf(bySeat(3, () => 'x'))).toBeNull();
  });

  test.each([
    [[5, 3], 0],
    [[3, 5], 1],
    [[4, 4], null],
    [[1, 7, 3], 1],
    [[1, 7, 7], null],
    [[9, 7, 7], 0],
  ] as const)('leading seat of %j is %s', (totals, seat) => {
    expect(leadingSeat(bySeat(totals.length as SeatCount, (p) => totals[p]!))).toBe(seat);
  });

  test.each([
    [2, 0, 6, false, [6, 0]],
    [2, 1, 6, false, [0, 6]],
    [2, 1, 6, true, [-6, 6]],
    [2, 0, 0, true, [0, 0]],
    // Three players, zero-sum: each other player pays the winner (the winner gains twice).
    [3, 2, 8, true, [-8, -8, 16]],
    [3, 0, 6, false, [6, 0, 0]],
  ] as const)('at %s seats, seat %s gaining %s (zero sum %s) gives %j', (n, scorer, gain, zeroSum, expected) => {
    const gains = gainsBySeat(n, scorer, gain, zeroSum);
    expect(gains).toEqual(expected);
    if (zeroSum) expect(gains.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test.each([
    ['the winner deals', 2, 0, 1, false, 'passes', 1],
    ['a misdeal keeps the dealer', 2, 1, null, true, 'passes', 1],
    ['a draw passes the deal', 2, 1, null, false, 'passes', 0],
    ['a draw keeps it under "stays"', 2, 1, null, false, 'stays', 1],
    ['three: a draw passes the deal to the next seat', 3, 1, null, false, 'passes', 2],
    ['three: from the third seat back to the first', 3, 2, null, false, 'passes', 0],
  ] as const)('%s', (_, players, dealer, winner, misdeal, dealerAfterDraw, next) => {
    expect(nextDealerAfter({ dealerAfterDraw, players }, dealer, winner, misdeal)).toBe(next);
  });
});
