/**
 * The store with a real (in-memory) localStorage: a game played through the store's actions
 * is saved as it goes, a fresh page load (a new module instance) resumes it exactly, and a
 * corrupted save is set aside with a notice.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { GAME_KEY, checkOf } from '../../../src/features/play/save';
import { MemoryStorage, rules } from './helpers';

type Store = typeof import('../../../src/features/play/game-store');

let storage: MemoryStorage;

async function load(): Promise<Store> {
  vi.resetModules();
  const store = await import('../../../src/features/play/game-store');
  await store.aiReady();
  return store;
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The person's move through the store's actions: the first legal action. */
function personMove(store: Store): void {
  const s = store.$session.get()!;
  const cur = s.game.current;
  if (cur.phase === 'decision') {
    store.call('shobu');
    return;
  }
  const action = store.$table.get()!.actions[0]!;
  if (action.type === 'drawTake') store.choose(action.take);
  else if (action.type === 'play') {
    store.play(action.card);
    if (store.$pending.get()) store.choose(action.take!);
  }
}

/** Plays until `stop` says so (or the game ends). */
function playUntil(store: Store, stop: (s: NonNullable<ReturnType<Store['$session']['get']>>) => boolean): void {
  for (let guard = 0; guard < 2000; guard++) {
    const s = store.$session.get()!;
    if (stop(s) || s.game.status === 'finished') return;
    if (s.game.status === 'round-over') store.nextRound();
    else if (s.game.current.toMove === 1) expect(store.computerStep()).toBe(true);
    else personMove(store);
  }
  throw new Error('the game did not end');
}

describe('the game store', () => {
  test('a whole game through the store, saved as it goes and resumed after a reload', async () => {
    const store = await load();
    store.newGame({ rules: rules('fudawiki', { rounds: 2 }), level: 'beginner', undo: true, seed: 31 });
    expect(store.$session.get()?.started).toBe(false);
    store.startPlay();
    // Mid-round: reload and compare.
    playUntil(store, (s) => s.steps.length >= 5);
    const mid = store.$session.get()!;
    expect(JSON.parse(storage.getItem(GAME_KEY)!).steps).toHaveLength(mid.steps.length);
    const reloaded = await load();
    const again = reloaded.$session.get()!;
    expect(again.steps).toEqual(mid.steps);
    expect(again.game).toEqual(mid.game);
    expect(reloaded.$saveNotice.get()).toBeNull();
    // Play on to the end in the reloaded page.
    playUntil(reloaded, () => false);
    const end = reloaded.$session.get()!;
    expect(end.game.status).toBe('finished');
    expect(end.game.history.filter((h) => h.result.end !== 'misdeal')).toHaveLength(2);
    // What is said waits for the round log's words (narration.ts): said once they have loaded.
    await reloaded.narrationSaid();
    expect(reloaded.$narration.get()).toMatch(/The game is over/);
    const last = await load();
    expect(checkOf(last.$session.get()!.game)).toBe(checkOf(end.game));
  });

  test('a corrupted save is set aside with a notice, and a new game can start', async () => {
    storage.setItem(GAME_KEY, '{"format":1,"engine":1,"origin":{"kind":"new","seed":3},"steps":"oops"');
    const store = await load();
    expect(store.$session.get()).toBeNull();
    expect(store.$saveNotice.get()).toMatch(/Your saved game could not be read: the saved data is not valid JSON\. It has been set aside/);
    expect(storage.getItem(`${GAME_KEY}:rejected`)).toContain('oops');
    store.dismissSaveNotice();
    store.newGame({ rules: rules('fudawiki'), level: 'intermediate', undo: false, seed: 5 });
    expect(store.$session.get()?.level).toBe('intermediate');
    expect(JSON.parse(storage.getItem(GAME_KEY)!).level).toBe('intermediate');
  });

  test('an outdated save says so', async () => {
    storage.setItem(GAME_KEY, JSON.stringify({ format: 0, engine: 1, steps: [] }));
    const store = await load();
    expect(store.$session.get()).toBeNull();
    expect(store.$saveNotice.get()).toMatch(/older version of the game/);
  });

  test('undo takes back the person’s move and the computer’s reply', async () => {
    const store = await load();
    for (let seed = 1; seed < 50; seed++) {
      store.newGame({ rules: rules('fudawiki'), level: 'beginner', undo: true, seed });
      store.startPlay();
      // The person's second turn of the round, in the play phase.
      playUntil(
        store,
        (s) => s.game.current.toMove === 0 && s.game.current.phase === 'play' && s.steps.some((x) => 'seat' in x && x.seat === 0),
      );
      const before = store.$session.get()!;
      if (before.game.status !== 'playing') continue;
      expect(store.$canUndo.get()).toBe(true);
      personMove(store);
      while (store.computerStep());
      const after = store.$session.get()!;
      if (after.game.status !== 'playing') continue; // the round ended: nothing to undo any more
      expect(after.steps.length).toBeGreaterThan(before.steps.length + 1);
      expect(store.undo()).toBe(true);
      const undone = store.$session.get()!;
      expect(undone.steps).toEqual(before.steps);
      expect(undone.game).toEqual(before.game);
      await store.narrationSaid();
      expect(store.$narration.get()).toMatch(/taken back/);
      return;
    }
    throw new Error('no seed to test undo with');
  });

  test('undo is off unless chosen', async () => {
    const store = await load();
    store.newGame({ rules: rules('fudawiki'), level: 'beginner', undo: false, seed: 8 });
    store.startPlay();
    playUntil(store, (s) => s.steps.some((x) => 'seat' in x && x.seat === 0));
    expect(store.$canUndo.get()).toBe(false);
    expect(store.undo()).toBe(false);
  });

  test('a card that matches two field cards waits for a choice; illegal requests change nothing', async () => {
    const store = await load();
    // Find a seed whose first position lets the person choose between two field cards.
    for (let seed = 0; seed < 500; seed++) {
      store.newGame({ rules: rules('fudawiki'), level: 'beginner', undo: true, seed });
      store.startPlay();
      while (store.computerStep());
      const choice = store.$table.get()!.actions.find((a) => a.type === 'play' && a.take);
      if (!choice || choice.type !== 'play') continue;
      const steps = store.$session.get()!.steps.length;
      expect(store.play(choice.card)).toBe(true);
      expect(store.$pending.get()).toBe(choice.card);
      expect(store.$session.get()!.steps).toHaveLength(steps);
      await store.narrationSaid();
      expect(store.$narration.get()).toMatch(/choose which to take/);
      expect(store.choose(choice.take!)).toBe(true);
      expect(store.$pending.get()).toBeNull();
      const last = store.$session.get()!.steps[steps];
      expect(last).toMatchObject({ seat: 0, action: { type: 'play', card: choice.card, take: choice.take } });
      return;
    }
    throw new Error('no seed with a choice');
  });

  test('a hint suggests a legal move with reasons (the coach, run on the page where no worker exists)', { timeout: 30_000 }, async () => {
    const store = await load();
    store.newGame({ rules: rules('fudawiki'), level: 'beginner', undo: true, seed: 12 });
    store.startPlay();
    while (store.computerStep());
    store.requestHint();
    expect(store.$hintBusy.get()).toBe(true);
    await vi.waitFor(() => expect(store.$hint.get()).not.toBeNull(), { timeout: 25_000, interval: 20 });
    expect(store.$hintBusy.get()).toBe(false);
    const h = store.$hint.get()!;
    expect(h.text).toMatch(/^(Play|Throw away|Lay) /);
    expect(h.reasoning.length).toBeGreaterThan(0);
    const legal = store.$table.get()!.actions.some((a) => a.type === 'play' && h.action.type === 'play' && a.card === h.action.card);
    expect(legal).toBe(true);
  });

  test('deal links from the address', async () => {
    const store = await load();
    const defaults = { level: 'beginner' as const, undo: true };
    // The link's reader loads once the address holds a link: the link opens once it has.
    expect(store.openFromAddress('?seed=zz', rules('fudawiki'), defaults)).toBe(true);
    await vi.waitFor(() => expect(store.$linkState.get()).toMatchObject({ kind: 'invalid' }));
    expect(store.$session.get()).toBeNull();
    store.dismissLink();
    expect(store.openFromAddress('?seed=42&dealer=you&rules=nintendo_rounds.1', rules('fudawiki'), defaults)).toBe(true);
    await vi.waitFor(() => expect(store.$session.get()).not.toBeNull());
    const s = store.$session.get()!;
    expect(s.origin).toEqual({ kind: 'deal', seed: 42, round: 1, dealer: 0 });
    expect(s.rules.preset).toBe('nintendo');
    expect(s.game.current.dealer).toBe(0);
    // With a game in progress, a link asks first.
    store.startPlay();
    personMove(store);
    expect(store.openFromAddress('?seed=43', rules('fudawiki'), defaults)).toBe(true);
    await vi.waitFor(() => expect(store.$linkState.get()).toMatchObject({ kind: 'confirm' }));
    expect(store.$session.get()!.origin.seed).toBe(42);
    expect(store.openFromAddress('?rules=fudawiki', rules('fudawiki'), defaults)).toBe(false);
  });
});
