/**
 * The arena's `--check` trusts scripts/legal-totals.ts to find a game whose totals are wrong:
 * real finished games pass it, and each kind of damage to one is caught.
 */
import { describe, expect, test } from 'vitest';
import { bySeatOf, createGame, legalActions, pairBySeat, playGame, type GameState } from '../../../src/engine/round';
import { createRng } from '../../../src/engine/random';
import { totalsProblems } from '../../../scripts/legal-totals';
import { rules } from '../round/helpers';

function randomGame(preset: string, overrides: Record<string, unknown>, seed: number): GameState {
  const rng = createRng(seed);
  return playGame(createGame({ rules: rules(preset, overrides), seed, explain: false }), (g) => {
    const actions = legalActions(g.current);
    return actions[rng.int(actions.length)]!;
  });
}

const plain = randomGame('fudawiki', { rounds: 4 }, 3);
const zeroSum = randomGame('koikoi-japan', {}, 4);
const toTarget = randomGame('fudawiki', { rounds: 'unlimited', targetScore: 20 }, 5);

describe('legal totals', () => {
  test('finished games under a round limit, zero-sum, and a target have none', () => {
    for (const g of [plain, zeroSum, toTarget]) expect(totalsProblems(g)).toEqual([]);
    // The games are of the kinds they are meant to be.
    expect(zeroSum.history.some((r) => r.result.points.some((p) => p < 0))).toBe(true);
    expect(Math.max(...toTarget.totals)).toBeGreaterThanOrEqual(20);
  });

  test('a game not finished', () => {
    expect(totalsProblems({ ...plain, status: 'round-over' })).toEqual(['the game did not finish']);
  });

  test('totals that are not the sum of the rounds', () => {
    const totals = pairBySeat(plain.totals[0] + 1, plain.totals[1]);
    expect(totalsProblems({ ...plain, totals })).toEqual([expect.stringMatching(/^totals .* the rounds add up to/)]);
  });

  test('a winner who does not lead', () => {
    const winner = plain.winner === 0 ? 1 : 0;
    expect(totalsProblems({ ...plain, winner })).toEqual([expect.stringMatching(/^winner/)]);
  });

  test('a round too many, or a game that stops early', () => {
    const last = plain.history.at(-1)!;
    const extra = { ...last, round: last.round + 1 };
    expect(totalsProblems({ ...plain, history: [...plain.history, extra] }).join('\n')).toMatch(/played on after round 4.*\n.*5 rounds played, 4 allowed/);
    expect(totalsProblems({ ...plain, history: plain.history.slice(0, -1), totals: plain.history.at(-2)!.totals })).toContain(
      `ended after round ${plain.history.at(-2)!.round} with nothing to end it`,
    );
  });

  test('zero-sum points that do not cancel, and a loser who pays outside zero-sum', () => {
    const at = zeroSum.history.findIndex((r) => r.result.winner !== null);
    const r = zeroSum.history[at]!;
    const winner = r.result.winner!;
    const bent = zeroSum.history.map((h, i) => (i === at ? { ...h, result: { ...h.result, points: winner === 0 ? pairBySeat(h.result.points[0], 0) : pairBySeat(0, h.result.points[1]) } } : h));
    expect(totalsProblems({ ...zeroSum, history: bent }).join('\n')).toMatch(/zero-sum points .* do not cancel/);
    const won = plain.history.findIndex((h) => h.result.winner !== null);
    const paid = plain.history.map((h, i) => (i === won ? { ...h, result: { ...h.result, points: h.result.winner === 0 ? pairBySeat(h.result.points[0], -1) : pairBySeat(-1, h.result.points[1]) } } : h));
    expect(totalsProblems({ ...plain, history: paid }).join('\n')).toMatch(/nobody loses/);
  });
});

describe('legal totals with three players', () => {
  const plain3 = randomGame('fudawiki', { players: 3, rounds: 5 }, 6);
  const zeroSum3 = randomGame('koikoi-japan', { players: 3 }, 7);
  const toTarget3 = randomGame('fudawiki', { players: 3, rounds: 'unlimited', targetScore: 20 }, 8);
  const three = (points: readonly number[]) => bySeatOf(points)!;

  test('finished three-player games under a round limit, zero-sum, and a target have none', () => {
    for (const g of [plain3, zeroSum3, toTarget3]) {
      expect(g.totals).toHaveLength(3);
      expect(totalsProblems(g)).toEqual([]);
    }
    expect(zeroSum3.history.some((r) => r.result.points.filter((p) => p < 0).length === 2)).toBe(true);
  });

  test('a third total that is not the sum of its rounds', () => {
    const totals = three([plain3.totals[0], plain3.totals[1], plain3.totals[2] + 1]);
    expect(totalsProblems({ ...plain3, totals })).toEqual([expect.stringMatching(/^totals .* the rounds add up to/)]);
  });

  test('a winner named where the highest total is shared (the engine names none), or none where one seat leads', () => {
    // The same game made to end 6:0:6 in its last round (a dealer's privilege of 6 to two seats
    // is not a real round, but only the winner rule is asked here).
    const last = plain3.history.length - 1;
    const zero = three([0, 0, 0]);
    const history = plain3.history.map((h, i) => ({ ...h, result: { ...h.result, winner: null, dealerPrivilege: i === last, points: i === last ? three([6, 0, 6]) : zero }, totals: i === last ? three([6, 0, 6]) : zero }));
    const even = { ...plain3, history, totals: three([6, 0, 6]) };
    expect(totalsProblems({ ...even, winner: 0 })).toContain('winner 0 with totals 6:0:6');
    expect(totalsProblems({ ...even, winner: null }).filter((p) => p.startsWith('winner'))).toEqual([]);
    expect(plain3.winner).not.toBeNull();
    expect(totalsProblems({ ...plain3, winner: null })).toEqual([expect.stringMatching(/^winner null/)]);
  });

  test('zero-sum points where the payers pay unequal amounts, and two seats gaining at once', () => {
    const at = zeroSum3.history.findIndex((r) => r.result.winner !== null);
    const r = zeroSum3.history[at]!;
    const w = r.result.winner!;
    const g = r.result.points[w] / 2;
    // The scorer's 2g paid as g + 1 and g − 1: the sum still cancels.
    const uneven = three([0, 1, 2].map((p) => (p === w ? 2 * g : p === (w + 1) % 3 ? -g - 1 : -g + 1)));
    const bent = zeroSum3.history.map((h, i) => (i === at ? { ...h, result: { ...h.result, points: uneven } } : h));
    expect(totalsProblems({ ...zeroSum3, history: bent }).join('\n')).toMatch(/each other seat pays the scorer the same/);
    const won = plain3.history.findIndex((h) => h.result.winner !== null);
    const two = plain3.history.map((h, i) => (i === won ? { ...h, result: { ...h.result, points: three([0, 1, 2].map((p) => (p === h.result.winner ? h.result.points[p] : p === (h.result.winner! + 1) % 3 ? 1 : 0))) } } : h));
    expect(totalsProblems({ ...plain3, history: two }).join('\n')).toMatch(/one side at most gains/);
  });
});
