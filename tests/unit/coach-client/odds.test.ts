/** The odds setting's saved value, and the two choices read from a real koi-koi evaluation. */
import { describe, expect, test } from 'vitest';
import { evaluateDecision } from '../../../src/engine/coach';
import { playerView } from '../../../src/engine/round/view';
import { decodeShowOdds } from '../../../src/features/coach/coach-prefs';
import { coachSettingsFor } from '../../../src/features/coach/coach-settings';
import { oddsOf } from '../../../src/features/coach/OddsPanel';
import { koikoiDecision, reach } from './positions';

describe('the koi-koi odds', () => {
  test('the setting is saved as true or false; anything else is refused', () => {
    expect(decodeShowOdds(true)).toEqual({ ok: true, value: true });
    expect(decodeShowOdds(false)).toEqual({ ok: true, value: false });
    for (const bad of ['false', 0, null, {}]) expect(decodeShowOdds(bad).ok).toBe(false);
  });

  test('stop and koi-koi are read from the evaluation; stopping scores what the decision says', () => {
    const { game } = reach(koikoiDecision(3));
    const view = playerView(game.current, 0);
    const values = evaluateDecision(view, { ...coachSettingsFor(game, view), playouts: 100 });
    const odds = oddsOf(values)!;
    expect(odds.stop.action).toEqual({ type: 'call', call: 'shobu' });
    expect(odds.koikoi.action).toEqual({ type: 'call', call: 'koikoi' });
    expect(values.stopPoints).toBe(game.current.decision!.stopPoints);
    // Stopping ends the round at once: the person scores, the computer cannot.
    expect(odds.stop.playerScores).toBe(1);
    expect(odds.stop.opponentScores).toBe(0);
    expect(odds.koikoi.opponentScores + odds.koikoi.playerScores).toBeLessThanOrEqual(1);
    expect(oddsOf({ ...values, values: values.values.filter((v) => v.move.code === 'shobu') })).toBeNull();
  });
});
