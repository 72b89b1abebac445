/** The seats module: the only place that knows how many players sit at the table. */
import { describe, expect, test } from 'vitest';
import {
  SEATS,
  addBySeat,
  bySeat,
  gainsBySeat,
  leadingSeat,
  nextDealerAfter,
  nextSeat,
  opponentOf,
  opponentsOf,
  seatsFrom,
  withSeat,
} from '../../../src/engine/round';

describe('seats', () => {
  test('turn order goes round every seat once', () => {
    for (const first of SEATS) {
      const order = [first];
      while (order.length < SEATS.length) order.push(nextSeat(order[order.length - 1]!));
      expect(nextSeat(order[order.length - 1]!)).toBe(first);
      expect(seatsFrom(first)).toEqual(order);
      expect(opponentsOf(first)).toEqual(order.slice(1));
    }
  });

  test('the opponent of the two-player game', () => {
    expect(opponentOf(0)).toBe(1);
    expect(opponentOf(1)).toBe(0);
  });

  test('values per seat', () => {
    expect(bySeat((p) => p * 10)).toEqual([0, 10]);
    const before = [3, 4] as const;
    expect(withSeat(before, 1, 9)).toEqual([3, 9]);
    expect(before).toEqual([3, 4]);
    expect(addBySeat([1, 2], [10, -2])).toEqual([11, 0]);
  });

  test.each([
    [[5, 3], 0],
    [[3, 5], 1],
    [[4, 4], null],
  ] as const)('leading seat of %j is %s', (totals, seat) => {
    expect(leadingSeat(totals)).toBe(seat);
  });

  test.each([
    [0, 6, false, [6, 0]],
    [1, 6, false, [0, 6]],
    [1, 6, true, [-6, 6]],
    [0, 0, true, [0, 0]],
  ] as const)('seat %s gaining %s (zero sum %s) gives %j', (scorer, gain, zeroSum, expected) => {
    expect(gainsBySeat(scorer, gain, zeroSum)).toEqual(expected);
  });

  test.each([
    ['the winner deals', 0, 1, false, 'passes', 1],
    ['a misdeal keeps the dealer', 1, null, true, 'passes', 1],
    ['a draw passes the deal', 1, null, false, 'passes', 0],
    ['a draw keeps it under "stays"', 1, null, false, 'stays', 1],
  ] as const)('%s', (_, dealer, winner, misdeal, dealerAfterDraw, next) => {
    expect(nextDealerAfter({ dealerAfterDraw }, dealer, winner, misdeal)).toBe(next);
  });
});
