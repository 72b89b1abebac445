/**
 * The practice game for three: you and two computer levels. Saves (with the second level) and
 * deal links (dealer left/right, level2) go round trip; the store plays both computers from
 * their own views, names them in the narration, and undo takes back both replies; the table
 * model shows two opponents' hand counts and no card of theirs before the round's end.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { GAME_KEY, decodeSession, encodeSession, replay, startingGame } from '../../../src/features/play/save';
import { dealLinkPath, parseDealLink } from '../../../src/features/play/deal-link';
import { playErrorText } from '../../../src/words/errors';
import { playerView } from '../../../src/engine/round/view';
import { tableModel } from '../../../src/features/table/table-model';
import { MemoryStorage, randomSteps, rules } from './helpers';

type Store = typeof import('../../../src/features/play/game-store');

const three = () => rules('fudawiki', { players: 3, rounds: 2 });

describe('saves and links for three', () => {
  test('a three-player save keeps both levels and replays; a two-player save has no level2', () => {
    const start = startingGame({ kind: 'new', seed: 11 }, three());
    if (!start.ok) throw new Error(playErrorText(start.error));
    const { steps, game } = randomSteps(start.value, 5, 60);
    const session = { origin: { kind: 'new', seed: 11 } as const, rules: three(), level: 'beginner' as const, level2: 'expert' as const, undo: true, started: true, steps, game };
    const saved = JSON.parse(JSON.stringify(encodeSession(session)));
    expect(saved.level2).toBe('expert');
    const back = decodeSession(saved);
    expect(back.ok && back.value?.level2).toBe('expert');
    expect(back.ok && back.value?.game.current.hands.length).toBe(3);
    // A forged second level is refused by code.
    const forged = decodeSession({ ...saved, level2: 'grandmaster' });
    expect(forged.ok ? null : forged.error.code).toBe('unknown-level');

    const two = rules('fudawiki', { rounds: 2 });
    const twoStart = startingGame({ kind: 'new', seed: 11 }, two);
    if (!twoStart.ok) throw new Error('two');
    const twoSave = encodeSession({ origin: { kind: 'new', seed: 11 }, rules: two, level: 'beginner', level2: null, undo: true, started: false, steps: [], game: twoStart.value });
    expect(Object.keys(twoSave)).not.toContain('level2');
  });

  test('a deal link names the dealer left or right and the second level, and reads back', () => {
    const dealers = new Set<number>();
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const start = startingGame({ kind: 'new', seed }, three());
      if (!start.ok) throw new Error(playErrorText(start.error));
      const game = start.value;
      dealers.add(game.current.dealer);
      const path = dealLinkPath(game, 'intermediate', 'expert');
      const query = path.slice(path.indexOf('?'));
      const params = new URLSearchParams(query);
      expect(params.get('dealer')).toBe(['you', 'left', 'right'][game.current.dealer]);
      const parsed = parseDealLink(query);
      if (parsed.kind !== 'deal') throw new Error(JSON.stringify(parsed));
      expect(parsed.link.dealer).toBe(game.current.dealer);
      expect(parsed.link.level2).toBe('expert');
      expect(parsed.link.rules?.options.players).toBe(3);
      const again = replay({ kind: 'deal', seed: parsed.link.seed, round: parsed.link.round, dealer: parsed.link.dealer }, parsed.link.rules!, []);
      expect(again.ok && again.value.current.hands).toEqual(game.current.hands);
    }
    // Every seat dealt in one of these games: each dealer word was read back.
    expect([...dealers].sort()).toEqual([0, 1, 2]);
  });

  test('the seat on the right deals only at a table of three', () => {
    const parsed = parseDealLink('?seed=5&dealer=right');
    expect(parsed.kind === 'invalid' && parsed.problems.map((p) => p.code)).toEqual(['bad-dealer']);
  });
});

describe('the table model for three', () => {
  test('two opponents, each with a hand count and nothing shown before the end', () => {
    const start = startingGame({ kind: 'new', seed: 3 }, three());
    if (!start.ok) throw new Error('start');
    const g = start.value;
    const t = tableModel(playerView(g.current, 0), { round: 1, rounds: 2, totals: g.totals, status: g.status }, { started: true, pending: null, thinking: false });
    expect(t.opponents.map((o) => o.seat)).toEqual([1, 2]);
    expect(t.opponents.map((o) => o.count)).toEqual([g.current.hands[1].length, g.current.hands[2].length]);
    expect(t.opponents.every((o) => o.shown.length === 0)).toBe(true);
    expect(t.piles).toHaveLength(3);
  });
});

describe('the store with two computers', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
  });
  afterEach(() => vi.unstubAllGlobals());

  async function load(): Promise<Store> {
    vi.resetModules();
    const store = await import('../../../src/features/play/game-store');
    await store.aiReady();
    return store;
  }

  test('both computers move from their own seats, are named, and undo takes back both replies', async () => {
    const store = await load();
    store.newGame({ rules: three(), level: 'beginner', level2: 'intermediate', undo: true, seed: 42 });
    store.startPlay();
    const said: string[] = [];
    const off = store.$narration.listen((n) => said.push(n));
    // Let the computers play until it is the person's move.
    const toYou = () => {
      for (let i = 0; i < 20 && store.$session.get()!.game.current.toMove !== 0 && store.$session.get()!.game.status === 'playing'; i++) {
        expect(store.computerStep()).toBe(true);
      }
    };
    toYou();
    const s = store.$session.get()!;
    if (s.game.status !== 'playing') throw new Error('the round ended at once');
    const action = store.$table.get()!.actions.find((a) => a.type === 'play')!;
    if (action.type !== 'play') throw new Error('no play');
    const before = s.steps.length;
    store.play(action.card, action.take);
    toYou();
    const after = store.$session.get()!;
    // Seat 1 and seat 2 both moved after the person, each as its own seat.
    const replies = after.steps.slice(before + 1).map((st) => ('seat' in st ? st.seat : null));
    expect(replies).toContain(1);
    expect(replies).toContain(2);
    await store.narrationSaid();
    expect(said.join(' ')).toMatch(/Computer \(left\)/);
    expect(said.join(' ')).toMatch(/Computer \(right\)/);
    off();
    // Saved with both levels; a reload resumes the same game.
    expect(JSON.parse(storage.getItem(GAME_KEY)!).level2).toBe('intermediate');
    const reloaded = await load();
    expect(reloaded.$session.get()!.game).toEqual(after.game);
    expect(reloaded.undo()).toBe(true);
    expect(reloaded.$session.get()!.steps).toHaveLength(before);
    await reloaded.narrationSaid();
    expect(reloaded.$narration.get()).toMatch(/replies after it were taken back/);
  });
});
