/**
 * Under `handCapture: optional` (the beginners-guide preset) a matching hand card may take or
 * be laid without taking. Pressing one opens a choice whose answers are the engine's actions:
 * each take (named by the field cards it takes) and the lay. A card with one match once opened
 * a "choice" whose only take was undefined, and the panel threw on it (issue 22, item 1).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { captureOptions } from '../../../src/engine/round';
import { gameLegalActions } from '../../../src/engine/round/game';
import { openChoice, playsOf, pressHandCard } from '../../../src/shared/field-choice';
import { MemoryStorage, rules } from './helpers';

type Store = typeof import('../../../src/features/play/game-store');

async function load(): Promise<Store> {
  vi.resetModules();
  const store = await import('../../../src/features/play/game-store');
  await store.aiReady();
  return store;
}

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

/** A new game under beginners-guide where the person moves first and holds a card matching `n` field cards. */
function gameWith(store: Store, n: number) {
  for (let seed = 1; seed < 500; seed++) {
    store.newGame({ rules: rules('beginners-guide', { rounds: 1 }), level: 'beginner', undo: true, seed });
    store.startPlay();
    const s = store.$session.get()!;
    const cur = s.game.current;
    if (cur.toMove !== 0 || cur.phase !== 'play') continue;
    const card = cur.hands[0].find((c) => captureOptions(c, cur.field, cur.lightningWild).length === n);
    if (card) return { card, groups: captureOptions(card, cur.field, cur.lightningWild), steps: s.steps.length };
  }
  throw new Error(`no deal with a card matching ${n}`);
}

describe('optional capture: take or lay', () => {
  test('the shared choice never counts a lay as a take, and offers it only when asked', async () => {
    const store = await load();
    const { card } = gameWith(store, 1);
    const actions = gameLegalActions(store.$session.get()!.game);
    expect(playsOf(actions, card).every((a) => !a.lay)).toBe(true);
    // A lesson that does not offer laying plays the one capture at once.
    expect(pressHandCard(actions, card).kind).toBe('play');
    const press = pressHandCard(actions, card, { lay: true });
    expect(press).toMatchObject({ kind: 'choose', lay: true });
    expect(openChoice(actions, null, card)).toBeNull();
    expect(openChoice(actions, null, card, { lay: true })?.takes.every((t) => typeof t === 'string')).toBe(true);
  });

  for (const n of [1, 2]) {
    test(`a card with ${n} match${n > 1 ? 'es' : ''}: pressed, it asks; each take and the lay are the engine's moves`, async () => {
      const store = await load();
      const { card, groups, steps } = gameWith(store, n);
      expect(store.play(card)).toBe(true);
      const choice = store.$table.get()!.choice!;
      expect(choice).toMatchObject({ card, turned: false, lay: true });
      // Every answer names real field cards: those the engine says the card takes.
      expect(choice.options).toEqual(groups);
      await store.narrationSaid();
      expect(store.$narration.get()).toMatch(/or be laid on the field without taking/);
      expect(store.$session.get()!.steps).toHaveLength(steps);

      // Take: the move recorded takes the chosen card.
      const take = choice.takes[choice.takes.length - 1]!;
      expect(store.choose(take)).toBe(true);
      const played = store.$session.get()!.steps[steps]!;
      expect(played).toMatchObject({ seat: 0, action: { type: 'play', card, take } });
      expect(store.$session.get()!.game.current.captured[0]).toContain(take);

      // Lay, in the same deal again: nothing is taken, the card lies on the field.
      store.undo();
      expect(store.play(card)).toBe(true);
      expect(store.lay(card)).toBe(true);
      expect(store.$session.get()!.steps[steps]).toMatchObject({ seat: 0, action: { type: 'play', card, lay: true } });
      expect(store.$error.get()).toBeNull();
    });
  }
});
