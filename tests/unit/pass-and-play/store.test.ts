/**
 * The pass-and-play store with a real (in-memory) localStorage: moves only by the player who
 * holds the device, the game saved as it goes, a reload resumes it on the hand-over screen
 * (never on a hand), and a bad save is set aside under its own key with a clear notice.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { bySeatOf } from '../../../src/engine/round/seats';
import { gameLegalActions } from '../../../src/engine/round/game';
import { PASS_KEY } from '../../../src/features/pass-and-play/save';
import { savedStep } from '../../../src/engine/round/record';
import { GAME_KEY } from '../../../src/features/play/save';
import { MemoryStorage, rules } from './support';

type Store = typeof import('../../../src/features/pass-and-play/pass-store');

let storage: MemoryStorage;

async function load(): Promise<Store> {
  vi.resetModules();
  return import('../../../src/features/pass-and-play/pass-store');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The holder's move: the first legal action (shōbu at a decision). */
function move(store: Store): boolean {
  const game = store.$passSession.get()!.game;
  const action = game.current.phase === 'decision' ? { type: 'call' as const, call: 'shobu' as const } : gameLegalActions(game)[0]!;
  return store.passAct(action);
}

describe('the pass-and-play store', () => {
  test('a move needs the player to move to hold the device; after their turn the screen is the hand-over', async () => {
    const store = await load();
    store.startPassGame(bySeatOf(['Ann', 'Ben', 'Cleo'])!, rules('fudawiki', { players: 3, rounds: 1 }), 42);
    const first = store.$passSession.get()!.game.current.toMove;
    expect(store.$passScreen.get()).toMatchObject({ kind: 'hand-over', to: first });
    expect(move(store)).toBe(false); // nobody holds the device
    expect(store.$passSession.get()!.steps).toHaveLength(0);
    expect(store.takeSeat()).toBe(true);
    expect(store.$passScreen.get()).toMatchObject({ kind: 'turn', seat: first });
    // Moves until the turn passes on: then the next player's hand is not shown.
    for (let i = 0; i < 4 && store.$passSession.get()!.game.current.toMove === first; i++) expect(move(store)).toBe(true);
    const game = store.$passSession.get()!.game;
    if (game.status === 'playing') {
      expect(game.current.toMove).not.toBe(first);
      expect(store.$passScreen.get()).toMatchObject({ kind: 'hand-over', to: game.current.toMove, from: first });
      expect(move(store)).toBe(false); // the last player cannot move for the next
    }
  });

  test('saved as it goes; a reload resumes the same game on the hand-over screen; a round played to its end shows everything', async () => {
    let store = await load();
    store.startPassGame(bySeatOf(['Ann', 'Ben'])!, rules('fudawiki', { rounds: 1 }), 7);
    for (let i = 0; i < 5; i++) {
      store.takeSeat();
      move(store);
    }
    const before = store.$passSession.get()!;
    store.takeSeat();
    expect(store.$passScreen.get()!.kind).toBe('turn');
    expect(JSON.parse(storage.getItem(PASS_KEY)!)).toMatchObject({ names: ['Ann', 'Ben'], steps: before.steps.map(savedStep) });

    store = await load(); // a reload: a new module instance reads the save
    const after = store.$passSession.get()!;
    expect(after.steps).toEqual(before.steps);
    expect(after.game.current).toEqual(before.game.current);
    expect(store.$holder.get()).toBeNull();
    expect(store.$passScreen.get()).toMatchObject({ kind: 'hand-over', to: before.game.current.toMove });

    for (let guard = 0; guard < 200 && store.$passSession.get()!.game.status === 'playing'; guard++) {
      store.takeSeat();
      move(store);
    }
    const end = store.$passScreen.get()!;
    expect(end.kind).toBe('round-end');
    expect(end.kind === 'round-end' && end.view.revealed).not.toBeNull();
    expect(store.passNextRound()).toBe(false); // one round: the game is over
  });

  test('a corrupted save is set aside (kept under its own key, the practice game untouched) with a clear notice', async () => {
    storage.setItem(PASS_KEY, JSON.stringify({ format: 1, engine: 1, seed: 1, rules: { preset: 'fudawiki', overrides: {} }, names: ['Ann', 'Ann'], steps: [], check: '' }));
    storage.setItem(GAME_KEY, 'the practice game');
    const store = await load();
    expect(store.$passSession.get()).toBeNull();
    // The reason's words load on use: the notice comes once they have.
    await vi.waitFor(() =>
      expect(store.$passNotice.get()).toBe(
        'Your saved pass-and-play game could not be read: the players’ names are not valid (Player 2 has the same name as player 1 (“Ann”): give everyone a different name, so it is clear whose turn it is.). It has been set aside, not deleted. You can start a new game.',
      ),
    );
    expect(storage.getItem(`${PASS_KEY}:rejected`)).toContain('"Ann","Ann"');
    expect(storage.getItem(GAME_KEY)).toBe('the practice game');
    store.discardPassGame();
    expect(storage.getItem(`${PASS_KEY}:rejected`)).not.toBeNull();
  });

  test('a save that is not JSON is set aside too', async () => {
    storage.setItem(PASS_KEY, '{not json');
    const store = await load();
    expect(store.$passSession.get()).toBeNull();
    expect(store.$passNotice.get()).toMatch(/^Your saved pass-and-play game could not be read: .+ It has been set aside, not deleted\./);
    expect(storage.getItem(`${PASS_KEY}:rejected`)).toBe('{not json');
  });
});
