/**
 * The friends page's pure parts: what the table says from one room view to the next (the
 * others' moves by their names, a koi-koi call, a round's end), the public game it draws from a
 * view, and room links. Views come from the server's own room model, as the page receives them.
 */
import { describe, expect, it } from 'vitest';
import { RoomModel, type PlayingSeatView } from '../../../src/server/rooms/room-model';
import { narrationOf, publicGameOf, roomFeed } from '../../../src/features/friends/room-feed';
import { $room } from '../../../src/features/friends/room-client';
import { roomIdOf, roomLink, roomPath } from '../../../src/features/friends/room-link';
import { hashSeed } from '../../../src/engine/random';
import type { Seat } from '../../../src/engine/round/seats';
import { testSecret } from '../server/secrets';
import { tableModel } from '../../../src/features/table/table-model';
import { fieldPress } from '../../../src/features/table/field-press';
import type { RoundAction } from '../../../src/engine/round/types';

function seated(rules = 'fudawiki_rounds.2', seed = 5): RoomModel {
  const made = RoomModel.create({ id: 'room', rules, secrets: () => testSecret(seed) });
  if (!made.ok) throw new Error(made.error.code);
  const room = made.value;
  room.sit('Ann');
  room.sit('Ben');
  return room;
}

/** A seat's view of a room whose table is full (a game is dealt). */
function shown(room: RoomModel, seat: Seat): PlayingSeatView {
  const v = room.viewFor(seat);
  if (v.status === 'waiting') throw new Error('the room still waits');
  return v;
}

/** The seat to move and a seeded choice among its legal actions (koi-koi whenever it may call). */
function step(room: RoomModel, seed: number): Seat {
  const mover = room.state!.current.toMove;
  const legal = shown(room, mover).legal;
  const action = legal.find((a) => a.type === 'call' && a.call === 'koikoi') ?? legal[hashSeed(seed, room.record().steps.length) % legal.length]!;
  const done = room.act(mover, action);
  if (!done.ok) throw new Error(done.error.code);
  return mover;
}

describe('a computer seat in the room feed', () => {
  it('gives the table the computer driver for it, names it by its level, and never counts it away', () => {
    const made = RoomModel.create({ id: 'room', rules: 'fudawiki_players.3_rounds.1', secrets: () => testSecret(5) });
    if (!made.ok) throw new Error(made.error.code);
    const room = made.value;
    room.sit('Ann');
    room.sit('Ben');
    room.fillSeat(0, { seat: 2, level: 'beginner' });
    const feed = roomFeed();
    try {
      $room.set({ connection: 'seated', roomId: 'room', seat: 1, code: null, view: room.viewFor(1), problem: null });
      expect(feed.$drivers.get()).toEqual([{ kind: 'remote', name: 'Ann' }, { kind: 'local' }, { kind: 'computer', level: 'beginner' }]);
      expect(feed.$names.get().seats).toEqual([{ named: 'Ann' }, 'you', { named: 'Computer (Beginner)' }]);
      expect(feed.$away!.get()).toEqual([]);
    } finally {
      feed.dispose();
      $room.set({ connection: 'idle', roomId: null, seat: null, code: null, view: null, problem: null });
    }
  });
});

describe('room narration', () => {
  it('tells Ben of Ann\'s move by her name, and Ann of her own as "you"', () => {
    const room = seated();
    const mover = room.state!.current.toMove;
    const other: Seat = mover === 0 ? 1 : 0;
    const before = [shown(room, 0), shown(room, 1)];
    step(room, 1);
    const moverName = mover === 0 ? 'Ann' : 'Ben';
    const toOther = narrationOf(before[other]!, shown(room, other));
    const toMover = narrationOf(before[mover]!, shown(room, mover));
    expect(toOther).toContain(moverName);
    expect(toMover).not.toContain(moverName);
    expect(toMover).toMatch(/^You /);
  });

  it('announces a koi-koi call to the other seat, and a round\'s end', () => {
    let found = false;
    for (let seed = 1; seed < 40 && !found; seed += 1) {
      const room = seated('fudawiki_rounds.1', seed);
      let last: PlayingSeatView[] = [shown(room, 0), shown(room, 1)];
      while (room.state!.status === 'playing') {
        const mover = step(room, seed);
        const now = [shown(room, 0), shown(room, 1)];
        // A step of the same deal (the one that ends the round included) says only what it did.
        if (now[0]!.view.fieldAtDeal.join() === last[0]!.view.fieldAtDeal.join()) expect(narrationOf(last[0]!, now[0]!)).not.toMatch(/^Round \d/);
        if (now[mover]!.view.calls.length > last[mover]!.view.calls.length) {
          const other: Seat = mover === 0 ? 1 : 0;
          expect(narrationOf(last[other]!, now[other]!)).toContain(`${mover === 0 ? 'Ann' : 'Ben'} called koi-koi: play goes on.`);
          expect(narrationOf(last[mover]!, now[mover]!)).toContain('You called koi-koi');
          found = true;
        }
        last = now;
      }
      const ended = last[0]!;
      expect(narrationOf({ ...ended, history: ended.history.slice(0, -1) }, ended).length).toBeGreaterThan(0);
    }
    expect(found).toBe(true);
  });

  it('starts a new round\'s narration with its number and month', () => {
    const room = seated();
    const v = shown(room, 0);
    expect(narrationOf(null, v)).toMatch(/^Round 1, January\./);
  });
});

describe('public game of a room view', () => {
  it('is null while seats are free, then the rules, totals and finished rounds of the view', () => {
    const made = RoomModel.create({ id: 'room', rules: 'fudawiki_players.3_rounds.2', secrets: () => testSecret(3) });
    if (!made.ok) throw new Error('rules');
    const room = made.value;
    room.sit('Ann');
    expect(publicGameOf(room.viewFor(0), false)).toBeNull();
    room.sit('Ben');
    room.sit('Cy');
    const game = publicGameOf(room.viewFor(2), true)!;
    expect(game.rules.options.players).toBe(3);
    expect(game.rounds).toBe(2);
    expect(game.totals).toEqual([0, 0, 0]);
    expect(game.started).toBe(true);
    expect(game.firstDealer.dealer).toBe(room.state!.firstDealer.dealer);
  });
});

describe('room links', () => {
  it('carry the room id in the fragment and read back only a possible id', () => {
    const id = 'LOVboabhNbwQ0cMjCfTIPA';
    expect(roomLink('https://dojo.example', id)).toBe(`https://dojo.example/friends/#room=${id}`);
    expect(roomIdOf(`#${roomPath(id)}`)).toBe(id);
    expect(roomIdOf('#room=short')).toBeNull();
    expect(roomIdOf('#room=<script>alert(1)</script>xxxxxxxx')).toBeNull();
    expect(roomIdOf('')).toBeNull();
  });
});

describe('a move the server holds', () => {
  const RULES = 'fudawiki_teyaku.holder-may-redeal_rounds.1';
  /** A room whose first deal gives the seat that is not the dealer a lucky hand to decide on. */
  function luckyRoom(): RoomModel {
    for (let n = 0; n < 20_000; n++) {
      const made = RoomModel.create({ id: 'room', rules: RULES, secrets: () => testSecret(n) });
      if (!made.ok) throw new Error(made.error.code);
      const room = made.value;
      room.sit('Ann');
      room.sit('Ben');
      const current = room.state!.current;
      if (current.phase === 'lucky-hand' && current.toMove !== current.dealer) return room;
    }
    throw new Error('no lucky deal in 20,000 secrets');
  }

  it('makes the dealer’s hand not live, says the move is made, and sends no second move', () => {
    const room = luckyRoom();
    const dealer = room.state!.current.dealer;
    const before = shown(room, dealer);
    // The dealer's view shows its turn as if no lucky hand were held; its first move is held.
    expect(before.view.toMove).toBe(dealer);
    const first = before.legal.find((a) => a.type === 'play')!;
    expect(room.act(dealer, first).ok).toBe(true);
    const after = shown(room, dealer);
    expect(after.view).toEqual(before.view);
    expect(after.legal).toEqual([]);

    const feed = roomFeed();
    try {
      $room.set({ connection: 'seated', roomId: 'room', seat: dealer, code: null, view: before, problem: null });
      expect(feed.$held!.get()).toBe(false);
      $room.set({ connection: 'seated', roomId: 'room', seat: dealer, code: null, view: after, problem: null });
      expect(feed.$held!.get()).toBe(true);
      const game = publicGameOf(after, true)!;
      const model = tableModel(after.view, game, { started: true, pending: null, thinking: false, held: true });
      expect(model.prompt).toBe('move-held');
      expect(model.canPlay).toBe(false);
    } finally {
      feed.dispose();
      $room.set({ connection: 'idle', roomId: null, seat: null, code: null, view: null, problem: null });
    }
  });

  it('offers the gestures only what the server lists: nothing while a move is held', () => {
    const room = luckyRoom();
    const dealer = room.state!.current.dealer;
    const before = shown(room, dealer);
    const card = before.legal.find((a) => a.type === 'play')!.card;
    const sent: unknown[] = [];
    let legal: readonly RoundAction[] = before.legal;
    const press = fieldPress(() => before.view, (a) => void sent.push(a), () => legal);
    legal = [];
    press.press(card);
    expect(sent).toEqual([]);
    legal = before.legal;
    press.press(card);
    expect(sent.length + (press.$pending.get() === card ? 1 : 0)).toBe(1);
  });
});
