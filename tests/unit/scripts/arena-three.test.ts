/**
 * The arena's games of three rotate A over the seats of one deal: the same deal is played with A
 * in the first dealer's seat, the next and the one after.
 */
import { describe, expect, test } from 'vitest';
import { playArenaGameOfThree, seatOfA } from '../../../scripts/arena-three';
import { rules } from '../round/helpers';

describe('arena games of three', () => {
  test('the three games of a deal put A in every seat once, from the first dealer on', () => {
    for (const dealer of [0, 1, 2] as const) {
      const seats = [0, 1, 2].map((g) => seatOfA(dealer, 3 * 5 + g));
      expect(seats[0]).toBe(dealer);
      expect([...seats].sort()).toEqual([0, 1, 2]);
    }
  });

  test('with the same level in every seat, a deal is one game seen from each seat: A over a fair third adds up to 0', () => {
    // The intermediate draws no random numbers, so the three games of a deal are the same game,
    // and A's totals over the deal are the three seats' totals.
    const r = rules('fudawiki', { players: 3, rounds: 2 });
    for (const deal of [0, 1]) {
      const games = [0, 1, 2].map((g) => playArenaGameOfThree('intermediate', 'intermediate', r, 11, 3 * deal + g));
      expect(games.reduce((x, o) => x + o.diff, 0)).toBeCloseTo(0, 9);
      for (const o of games) expect(o.problems).toEqual([]);
      expect(new Set(games.map((o) => o.decisions)).size).toBe(1);
      // One seat wins the game (A in one of the three), or the top is shared in all three.
      const wins = games.filter((o) => o.winner === 'a').length;
      expect(wins === 1 || games.every((o) => o.winner === 'draw')).toBe(true);
    }
  });
});
