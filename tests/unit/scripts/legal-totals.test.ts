/**
 * The arena's `--check` trusts scripts/legal-totals.ts to find a game whose totals are wrong:
 * real finished games pass it, and each kind of damage to one is caught.
 */
import { describe, expect, test } from 'vitest';
import { createGame, legalActions, pairBySeat, playGame, type GameState } from '../../../src/engine/round';
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
