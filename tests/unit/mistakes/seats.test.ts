/**
 * Kept mistakes at a table of two and of three. A mistake from a three-player round is kept in
 * the engine's per-seat shape and comes back with three seats; the two-player stored shape is
 * unchanged, so mistakes saved before three players keep their ids and still open (a progress
 * string saved by the site before this change, tests/unit/mistakes/fixtures/).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { DRILL_BOXES, decodeProgress, encodeProgress, EMPTY_PROGRESS, withMistakeKept } from '../../../src/features/progress/progress-model';
import { decodeMistake, encodeMistake, mistakeToKeep, storedView, type KeptMistake } from '../../../src/features/mistakes/mistakes-model';
import { answerChoices, judge } from '../../../src/features/mistakes/trainer-model';
import { evaluateDecision } from '../../../src/engine/coach';
import { legalActions, playerView } from '../../../src/engine/round';
import { viewLegalActions } from '../../../src/engine/round/view';
import { decisionPosition } from './fixture';

const SAVED_TWO_SEATS = readFileSync(new URL('./fixtures/progress-two-seats.json', import.meta.url), 'utf8');

describe('mistakes saved before three players', () => {
  test('read back with the ids they were saved with, and are written back byte for byte', () => {
    const saved = JSON.parse(SAVED_TWO_SEATS) as { mistakes: { id: string }[] };
    const read = decodeProgress(saved);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.setAsideMistakes).toEqual([]);
    expect(read.value.mistakes.map((m) => m.id)).toEqual(saved.mistakes.map((m) => m.id));
    expect(JSON.stringify(encodeProgress(read.value))).toBe(SAVED_TWO_SEATS.trim());
  });

  test('open as two-player positions with their choices', () => {
    const read = decodeProgress(JSON.parse(SAVED_TWO_SEATS));
    if (!read.ok) throw new Error('unreadable');
    for (const m of read.value.mistakes) {
      expect(m.view.handCounts).toHaveLength(2);
      expect(m.view.handCounts[m.view.player]).toBe(m.view.hand.length);
      expect(viewLegalActions(m.view).length).toBeGreaterThan(1);
      expect(answerChoices(m).kind).toBe('play');
    }
    // One of them was kept in a game (chance of winning), the other where points count.
    expect(read.value.mistakes.map((m) => m.scale).sort()).toEqual(['points', 'win']);
  });
});

/** A mistake at a table of three: the position where seat `player` first has a choice, and its last legal action. */
function threeSeatMistake(player: 0 | 1 | 2, seed = 7) {
  const state = decisionPosition({ preset: 'beginners-guide', overrides: { players: 3 }, player, seed });
  const view = playerView(state, player);
  const chosen = legalActions(state).at(-1)!;
  return mistakeToKeep({ view, chosen, grade: 'mistake', loss: 3, scale: 'points', seed: 99, from: { round: 1, month: view.month } });
}

const scheduled = (m: ReturnType<typeof threeSeatMistake>) =>
  withMistakeKept(EMPTY_PROGRESS, m, new Date('2026-11-26T10:00:00.000Z')).mistakes[0]! as KeptMistake;

describe('mistakes from a three-player round', () => {
  test.each([0, 1, 2] as const)('seat %i: kept with every seat, and read back as the same three-seat position', (player) => {
    const kept = scheduled(threeSeatMistake(player));
    const stored = JSON.parse(JSON.stringify(encodeMistake(kept))) as Record<string, Record<string, unknown>>;
    expect(stored['view']!['handCounts']).toHaveLength(3);
    expect(stored['view']).not.toHaveProperty('opponentHandCount');
    const read = decodeMistake(stored, DRILL_BOXES);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value.id).toBe(kept.id);
    expect(read.value.view.player).toBe(player);
    expect(read.value.view.captured).toHaveLength(3);
    expect(read.value.view.handCounts).toEqual(kept.view.handCounts);
    expect(read.value.view.rules.options.players).toBe(3);
    expect(viewLegalActions(read.value.view)).toEqual(viewLegalActions(kept.view));
    // Written back unchanged (the stored shape is the engine's own).
    expect(JSON.stringify(encodeMistake(read.value))).toBe(JSON.stringify(encodeMistake(kept)));
  });

  test('a position whose seats do not match its rules, or whose seats are miscounted, is refused', () => {
    const kept = scheduled(threeSeatMistake(1));
    const stored = JSON.parse(JSON.stringify(encodeMistake(kept))) as Record<string, unknown> & { view: Record<string, unknown> };
    const asTwo = { ...stored, view: { ...stored.view, rules: { preset: 'beginners-guide', overrides: {} } } };
    expect(decodeMistake(asTwo, DRILL_BOXES)).toEqual({ ok: false, error: { code: 'not-a-position' } });
    const counts = stored.view['handCounts'] as number[];
    const miscounted = { ...stored, view: { ...stored.view, handCounts: [counts[0], counts[1]! + 1, counts[2]] } };
    expect(decodeMistake(miscounted, DRILL_BOXES)).toEqual({ ok: false, error: { code: 'not-a-position' } });
    const twoCounts = { ...stored, view: { ...stored.view, handCounts: counts.slice(0, 2) } };
    expect(decodeMistake(twoCounts, DRILL_BOXES)).toEqual({ ok: false, error: { code: 'not-a-position' } });
  });

  test('a two-player position is still kept in the two-player shape', () => {
    const state = decisionPosition({ seed: 7 });
    const stored = storedView(playerView(state, 0)) as Record<string, unknown>;
    expect(stored).toHaveProperty('opponentHandCount');
    expect(stored).not.toHaveProperty('handCounts');
  });
});

describe('trying a three-player mistake again', () => {
  test('the coach values the read-back position with three seats, and judges an answer from it', () => {
    const kept = scheduled(threeSeatMistake(0, 12));
    const read = decodeMistake(JSON.parse(JSON.stringify(encodeMistake(kept))), DRILL_BOXES);
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    const m = read.value;
    const values = evaluateDecision(m.view, { seed: m.seed, playouts: 30 });
    expect(values.values[0]!.seatScores).toHaveLength(3);
    expect(values.values).toHaveLength(viewLegalActions(m.view).length);
    // The best answer is judged correct; the move made in the game is found among the values.
    const best = judge(values, m, values.values[0]!.action)!;
    expect(best.correct).toBe(true);
    expect(best.reason).toBeNull();
    expect(judge(values, m, m.chosen)!.inGame?.action).toEqual(m.chosen);
    // The same seed gives the same values as the position kept before saving.
    expect(evaluateDecision(kept.view, { seed: m.seed, playouts: 30 })).toEqual(values);
  });
});
