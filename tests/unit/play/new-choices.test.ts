/**
 * Choices some rule sets add reach the table from the engine's legal actions alone: laying a
 * matching card without taking (`handCapture: optional`).
 */
import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import { playerView } from '../../../src/engine/round';
import { startingGame } from '../../../src/features/play/save';
import { tableModel } from '../../../src/features/table/table-model';
import { rules } from './helpers';

describe('laying without taking', () => {
  test('offered for exactly the matching hand cards under handCapture: optional, never under the default', () => {
    let seen = 0;
    for (const [handCapture, offered] of [['optional', true], ['forced', false]] as const) {
      const r = rules('fudawiki', { handCapture });
      for (let seed = 1; seed < 20; seed++) {
        const g = startingGame({ kind: 'new', seed }, r);
        if (!g.ok || g.value.current.phase !== 'play') continue;
        const game = g.value;
        const view = playerView(game.current, game.current.toMove);
        const t = tableModel(view, { round: 1, rounds: 1, totals: pairBySeat(0, 0), status: 'playing' }, { started: true, pending: null, thinking: false });
        const matching = t.hand.filter((h) => h.options.length > 0).map((h) => h.card);
        expect(t.layable).toEqual(offered ? matching : []);
        seen += t.layable.length;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
