/**
 * The last-turn lesson: a saved game (fixtures/last-turn.json, used by the browser test too)
 * stops at a koi-koi decision on the person's last card, and the table model says so; and a
 * koi-koi call that a run-out round made worthless is found in the log.
 */
import { describe, expect, test } from 'vitest';
import { playerView, type GameState } from '../../../src/engine/round';
import { decodeSession } from '../../../src/features/play/save';
import { forfeitsOf, tableModel, type ViewLogEntry } from '../../../src/features/table/table-model';
import fixture from './fixtures/last-turn.json';

function modelOf(game: GameState) {
  return tableModel(
    playerView(game.current, 0),
    { round: game.round, rounds: game.rules.options.rounds as number, totals: game.totals, status: game.status },
    { started: true, pending: null, thinking: false },
  );
}

describe('a koi-koi decision on the last card', () => {
  test('the saved game stops there, and the stakes say no turn follows', () => {
    const decoded = decodeSession(JSON.parse(fixture.stored));
    if (!decoded.ok || !decoded.value) throw new Error('the fixture does not load');
    const t = modelOf(decoded.value.game);
    expect(t.phase).toBe('decision');
    expect(t.hand).toHaveLength(0);
    expect(t.stakes?.lastTurn).toBe(t.opponentHand.count > 0 ? 'last-turn' : 'ends-now');
  });
});

describe('what a run-out call cost', () => {
  const yaku = (player: 0 | 1, base: number) => ({ type: 'yaku', player, yaku: ['ribbons'], base, outcome: 'offered', reason: null }) as unknown as ViewLogEntry;
  const call = (player: 0 | 1, c: 'koikoi' | 'shobu') => ({ type: 'call', player, call: c }) as ViewLogEntry;
  const result = (code: string, points: [number, number]) => ({ outcome: { code }, points }) as never;

  test.each([
    { name: 'the caller scored nothing: forfeited', log: [yaku(0, 1), call(0, 'koikoi')], result: result('ran-out-no-score', [0, 0]), expected: [{ player: 0, yaku: ['ribbons'], base: 1 }] },
    { name: 'no koi-koi call: nothing forfeited', log: [yaku(0, 1)], result: result('ran-out-no-score', [0, 0]), expected: [] },
    { name: 'a shōbu ends it: not a run-out', log: [yaku(0, 1), call(0, 'shobu')], result: result('shobu', [1, 0]), expected: [] },
    { name: 'the caller won the run-out anyway', log: [yaku(1, 5), call(1, 'koikoi')], result: result('ran-out-last-yaku', [0, 5]), expected: [] },
  ])('$name', ({ log, result: r, expected }) => {
    expect(forfeitsOf(log, r)).toEqual(expected);
  });
});
