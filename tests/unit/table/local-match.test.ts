/**
 * A game held on this device: the match's one commit (table/local-match.ts) and the pacer of its
 * computer seats (table/computer-pacer.ts), which listens to the game instead of being called.
 * The games here are the engine's own, with seats driven as a test chooses: people at this
 * screen and computer levels side by side, as any mode could seat them.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { atom } from 'nanostores';
import { createGame, gameLegalActions } from '../../../src/engine/round/game';
import { buildRuleSet } from '../../../src/engine/rules/ruleset';
import { bySeat, type Seat } from '../../../src/engine/round/seats';
import { seatStep, type GameStep } from '../../../src/engine/round/record';
import type { RoundError } from '../../../src/engine/round/types';
import { localMatch, type MatchSession } from '../../../src/features/table/local-match';
import { computerPacer, type ComputerPacer } from '../../../src/features/table/computer-pacer';
import type { SeatDriver } from '../../../src/features/table/seat-driver';

interface TestSession extends MatchSession {
  readonly started: boolean;
}

function session(players: 2 | 3, seed: number): TestSession {
  const rules = buildRuleSet('fudawiki', players === 3 ? { players: 3, rounds: 1 } : { rounds: 1 });
  if (!rules.ok) throw new Error('rules');
  return { game: createGame({ rules: rules.value, seed }), steps: [], started: true };
}

/** A match over a fresh session, recording what the mode is told. */
function matchOf(s: TestSession, allows?: (s: TestSession, step: GameStep) => boolean) {
  const $session = atom<TestSession | null>(s);
  const told: { kind: 'taken' | 'refused' | 'stale'; detail: unknown }[] = [];
  const match = localMatch({
    $session,
    store: (after) => $session.set(after),
    ...(allows ? { allows } : {}),
    refused: (error: RoundError) => told.push({ kind: 'refused', detail: error.code }),
    stale: () => told.push({ kind: 'stale', detail: $session.get()!.steps.length }),
    taken: (before, after, step) => told.push({ kind: 'taken', detail: { before: before.steps.length, after: after.steps.length, step } }),
  });
  return { $session, match, told };
}

const pacers: ComputerPacer[] = [];
afterEach(() => {
  for (const p of pacers.splice(0)) p.dispose();
  vi.useRealTimers();
});

function pacerOf($session: ReturnType<typeof matchOf>['$session'], commit: (step: GameStep) => boolean, drivers: readonly SeatDriver[]) {
  const p = computerPacer({
    $session,
    driverOf: (_s, seat) => drivers[seat]!,
    started: (s) => s.started,
    seedOf: (s) => 1000 + s.steps.length,
    commit,
    loadFailed: () => {
      throw new Error('the AI did not load');
    },
  });
  pacers.push(p);
  return p;
}

describe('the one commit', () => {
  test('a step the engine takes is stored with the game, what it makes stale cleared first, then told', () => {
    const { $session, match, told } = matchOf(session(2, 3));
    const s = $session.get()!;
    const step = seatStep(s.game.current.toMove, gameLegalActions(s.game)[0]!);
    expect(match.commit(step)).toBe(true);
    expect($session.get()!.steps).toEqual([step]);
    expect(told).toEqual([
      { kind: 'stale', detail: 0 },
      { kind: 'taken', detail: { before: 0, after: 1, step } },
    ]);
  });

  test('a step the engine refuses changes nothing and is told with the engine\'s code', () => {
    const { $session, match, told } = matchOf(session(2, 3));
    const s = $session.get()!;
    const other: Seat = s.game.current.toMove === 0 ? 1 : 0;
    expect(match.commit(seatStep(other, gameLegalActions(s.game)[0]!))).toBe(false);
    expect($session.get()).toBe(s);
    expect(told).toEqual([{ kind: 'refused', detail: 'not-your-turn' }]);
  });

  test('a step the mode does not allow never reaches the engine', () => {
    const { $session, match, told } = matchOf(session(2, 3), () => false);
    const s = $session.get()!;
    expect(match.commit(seatStep(s.game.current.toMove, gameLegalActions(s.game)[0]!))).toBe(false);
    expect($session.get()).toBe(s);
    expect(told).toEqual([]);
  });
});

describe('the pacer listens to the match', () => {
  test.each([2, 3] as const)('%i seats of computers: stepped by hand, each seat moves from its own turn until the round is over', async (players) => {
    const { $session, match } = matchOf(session(players, 5));
    const drivers = bySeat(players, (): SeatDriver => ({ kind: 'computer', level: 'beginner' }));
    const pacer = pacerOf($session, match.commit, drivers);
    await pacer.ready();
    let steps = 0;
    while (pacer.step()) steps++;
    const end = $session.get()!;
    expect(end.game.status).not.toBe('playing');
    expect(steps).toBe(end.steps.length);
    // Every step was its seat's own (the engine refuses another seat's turn).
    expect(new Set(end.steps.map((s) => ('seat' in s ? s.seat : null))).size).toBe(players);
  });

  test('a person\'s step is heard: the computer seat to move next shows thinking, and its move comes by itself at the pace set', async () => {
    await import('../../../src/engine/ai'); // loaded beforehand, as the page does
    // A game where the person (seat 0) moves first.
    let s = session(2, 1);
    for (let seed = 1; s.game.current.toMove !== 0; seed++) s = session(2, seed);
    const { $session, match } = matchOf(s);
    const pacer = pacerOf($session, match.commit, [{ kind: 'local' }, { kind: 'computer', level: 'intermediate' }]);
    expect(pacer.$thinking.get()).toBe(false);
    pacer.setPace(0);
    const mine = gameLegalActions(s.game).find((a) => a.type === 'play')!;
    expect(match.commit(seatStep(0, mine))).toBe(true);
    // The person's turn may ask for a turned card's take first; play it until the computer's turn.
    while ($session.get()!.game.current.toMove === 0 && $session.get()!.game.status === 'playing') {
      expect(match.commit(seatStep(0, gameLegalActions($session.get()!.game)[0]!))).toBe(true);
    }
    expect(pacer.$thinking.get()).toBe(true);
    await vi.waitFor(() => expect($session.get()!.game.current.toMove).toBe(0), { timeout: 5000 });
    expect(pacer.$thinking.get()).toBe(false);
    const replies = $session.get()!.steps.filter((st) => 'seat' in st && st.seat === 1);
    expect(replies.length).toBeGreaterThan(0);
  });

  test('not started, or a person to move: no thinking and no move', () => {
    const s = { ...session(2, 9), started: false };
    const { $session, match } = matchOf(s);
    const pacer = pacerOf($session, match.commit, [{ kind: 'computer', level: 'beginner' }, { kind: 'computer', level: 'beginner' }]);
    expect(pacer.step()).toBe(false);
    $session.set({ ...s, started: true });
    expect(pacer.$thinking.get()).toBe(true);
    const people = pacerOf($session, match.commit, [{ kind: 'local' }, { kind: 'hand-over', name: 'Ben' }]);
    expect(people.step()).toBe(false);
  });

  test('disposed, it hears nothing more', () => {
    const s = { ...session(2, 9), started: false };
    const { $session, match } = matchOf(s);
    const pacer = pacerOf($session, match.commit, [{ kind: 'computer', level: 'beginner' }, { kind: 'computer', level: 'beginner' }]);
    pacer.dispose();
    $session.set({ ...s, started: true });
    expect(pacer.$thinking.get()).toBe(false);
  });
});
