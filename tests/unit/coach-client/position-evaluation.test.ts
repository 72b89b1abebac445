/**
 * One evaluation per position, shared: run for real (without a worker in Node, the coach's
 * client runs the same job on the page in slices). Two callers of one position share the
 * evaluation and get the values a direct evaluation gives; one letting go does not stop it for
 * the other; all letting go stops it; a finished one is kept.
 */
import { describe, expect, test } from 'vitest';
import { evaluateDecision } from '../../../src/engine/coach';
import { playerView } from '../../../src/engine/round/view';
import { coachSettingsFor } from '../../../src/features/coach/coach-settings';
import { evaluatePosition } from '../../../src/features/coach/position-evaluation';
import { koikoiDecision, reach } from './positions';

describe('evaluatePosition', { timeout: 60_000 }, () => {
  test('shared by two callers; one cancelling does not stop the other; the result is kept', async () => {
    const { game } = reach(koikoiDecision(3));
    const view = playerView(game.current, 0);
    const seen: number[] = [];
    const first = evaluatePosition(game, view, (p) => seen.push(p.done));
    const second = evaluatePosition(game, view);
    first.cancel();
    expect(await first.result).toBeNull();
    const values = await second.result;
    expect(values).not.toBeNull();
    expect(values).toEqual(evaluateDecision(view, coachSettingsFor(game, view)));
    // Kept: asked again, the same values at once.
    const again = evaluatePosition(game, view);
    expect(await again.result).toBe(values);
  });

  test('cancelled by its only caller, it stops and reports nothing more', async () => {
    const { game } = reach((g) => g.current.phase === 'play' && g.current.turn >= 2 && g.current.hands[0].length >= 6, { from: 40 });
    const view = playerView(game.current, 0);
    let reports = 0;
    const task = evaluatePosition(game, view, () => reports++);
    await new Promise((r) => setTimeout(r, 30));
    task.cancel();
    expect(await task.result).toBeNull();
    const at = reports;
    await new Promise((r) => setTimeout(r, 100));
    expect(reports).toBe(at);
    // Asked again later, it starts afresh and finishes.
    const again = evaluatePosition(game, view);
    expect((await again.result)?.values.length).toBeGreaterThan(1);
  });
});
