/**
 * The room server over real WebSockets (127.0.0.1, port 0): refusals, whole games played by
 * bot clients, a seat taken back with its token, and a restart resuming from the record.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import { MemoryRecordStore } from '../../../src/server/rooms/record';
import { RoomModel } from '../../../src/server/rooms/room-model';
import { MAX_MESSAGE_BYTES } from '../../../src/server/rooms/messages';
import { createRoom, joinRefusal, joinRoom, playOut, startServer, type Player, type TestServer } from './room-helpers';
import { testSecret } from './secrets';
import type { RoomRecord } from '../../../src/server/rooms/record';

/** Bots act as fast as the server answers: a bucket no human would reach, so only the flood test meets the limit. */
const FAST = { bucket: { burst: 10_000, perSecond: 10_000 } };

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

/** A two-seat room with both seats taken, Ann first. */
async function twoSeats(settings = {}, seed = 7, rules = 'fudawiki_rounds.2'): Promise<{ ann: Player; ben: Player; id: string }> {
  server = await startServer({ settings: { secret: () => testSecret(seed), ...settings } });
  const ann = await createRoom(server, rules);
  const id = ann.room.roomId;
  const ben = await joinRoom(server, id, { name: 'Ben' });
  await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
  return { ann, ben, id };
}

function moverAndOther(ann: Player, ben: Player): [Player, Player] {
  return ann.lastView!.legal.length > 0 ? [ann, ben] : [ben, ann];
}

describe('room server refusals', () => {
  it('refuses each bad message to its sender only, leaving the game as it was', async () => {
    const { ann, ben, id } = await twoSeats();
    const [mover, other] = moverAndOther(ann, ben);
    const model = server!.room(id).roomModel;
    const before = JSON.stringify(model.record());
    const view = mover.lastView!;
    const notInHand = view.view.field[0]!;
    const otherCard = other.lastView!.view.hand[0]!;
    const cases: [Player, string, unknown, string][] = [
      [mover, 'action', 42, 'malformed'],
      [mover, 'action', { type: 'play', card: 'no-such-card' }, 'malformed'],
      [mover, 'action', { type: 'play', card: view.view.hand[0], extra: 1 }, 'malformed'],
      [mover, 'action', { type: 'play', card: 'x'.repeat(MAX_MESSAGE_BYTES) }, 'too-large'],
      [mover, 'cheat', { show: 'hands' }, 'unknown-type'],
      [other, 'action', { type: 'play', card: otherCard }, 'not-your-turn'],
      [mover, 'action', { type: 'play', card: notInHand }, 'illegal-action'],
      [mover, 'action', { type: 'call', call: 'koikoi' }, 'illegal-action'],
      [mover, 'next-round', undefined, 'round-in-progress'],
    ];
    for (const [who, type, payload, code] of cases) {
      const seen = [ann.messages.length, ben.messages.length];
      who.send(type, payload);
      expect((await who.next(code)).payload, `${type} ${JSON.stringify(payload)?.slice(0, 60)}`).toEqual({ code });
      const bystander = who === ann ? ben : ann;
      expect(bystander.messages.length).toBe(seen[who === ann ? 1 : 0]);
    }
    expect(JSON.stringify(model.record())).toBe(before);
    // The game goes on: the mover's legal move is taken and both seats are sent a view.
    mover.send('action', view.legal[0]);
    await other.until((p) => p.lastView!.steps === 1, 'the next view');
    expect(model.record().steps).toHaveLength(1);
  });

  it('refuses forged and reused seat tokens, a third visitor to two seats and a fourth to three', async () => {
    const { ann, ben, id } = await twoSeats();
    expect(await joinRefusal(server!.colyseus.sdk.joinById(id, { token: 'A'.repeat(22) }))).toBe('bad-token');
    expect(await joinRefusal(server!.colyseus.sdk.joinById(id, { token: ann.token }))).toBe('token-in-use');
    expect(await joinRefusal(server!.colyseus.sdk.joinById(id, { name: 'Cy' }))).toBe('room-full');
    expect(ann.lastView!.seats.map((s) => [s.name, s.present])).toEqual([
      ['Ann', true],
      ['Ben', true],
    ]);
    expect(ben.refusals).toEqual([]);

    const three = await createRoom(server!, 'fudawiki_players.3_rounds.1', 'Ann');
    await joinRoom(server!, three.room.roomId, { name: 'Ben' });
    await joinRoom(server!, three.room.roomId, { name: 'Cy' });
    expect(await joinRefusal(server!.colyseus.sdk.joinById(three.room.roomId, { name: 'Dee' }))).toBe('room-full');
    await three.until((p) => p.lastView?.status === 'playing', 'three seated');
    expect(three.lastView!.seats.map((s) => s.name)).toEqual(['Ann', 'Ben', 'Cy']);
  });

  it('refuses bad rules, bad names, unknown rooms, and finds no room without its id', async () => {
    server = await startServer({ store: new MemoryRecordStore() });
    expect(await joinRefusal(server.colyseus.sdk.create(KOIKOI_ROOM, { rules: 'no-such-preset', name: 'Ann' }))).toBe('bad-rules');
    expect(await joinRefusal(server.colyseus.sdk.create(KOIKOI_ROOM, { rules: 'fudawiki', name: '   ' }))).toBe('bad-name');
    expect(await joinRefusal(server.colyseus.sdk.create(KOIKOI_ROOM, { resume: 'A'.repeat(22), token: 'x' }))).toBe('no-such-room');
    expect((server.rooms.store as MemoryRecordStore).ids()).toEqual([]); // refused creators leave no record
    const ann = await createRoom(server, 'fudawiki');
    expect(ann.room.roomId).toMatch(/^[A-Za-z0-9_-]{22}$/); // 128 random bits
    // The room is private: a join by name alone never lands in it.
    expect(await joinRefusal(server.colyseus.sdk.join(KOIKOI_ROOM, { name: 'Eve' }))).not.toBeNull();
    expect(ann.lastView!.seats[1]!.name).toBeNull();
  });

  it('refuses a flood with rate-limited and still takes the other seat\'s moves', async () => {
    // Strikes enough for the whole flood: the disconnection past them is guard.test.ts's.
    const { ann, ben, id } = await twoSeats({ bucket: { burst: 5, perSecond: 2 }, strikes: { burst: 100, perSecond: 0 } });
    const [mover, other] = moverAndOther(ann, ben);
    for (let i = 0; i < 30; i += 1) other.send('next-round');
    await other.until((p) => p.refusals.length === 30, 'every flood message answered');
    expect(other.refusals.filter((c) => c === 'rate-limited').length).toBeGreaterThanOrEqual(24);
    expect(other.refusals.slice(0, 5)).toEqual(Array(5).fill('round-in-progress'));
    expect(mover.refusals).toEqual([]);
    mover.send('action', mover.lastView!.legal[0]);
    await mover.until((p) => p.lastView!.steps === 1, 'the move taken');
    expect(server!.room(id).roomModel.record().steps).toHaveLength(1);
  });
});

describe('room server games', () => {
  it('plays a seeded whole two-player game (the site\'s rules: 12 rounds); the record rebuilds the same state', async () => {
    const { ann, ben, id } = await twoSeats(FAST, 2024, 'fudawiki');
    await playOut([ann, ben], 11, (v) => v.status === 'finished');
    const model = server!.room(id).roomModel;
    const final = ann.lastView!;
    expect(final.history.filter((h) => h.result.end !== 'misdeal').map((h) => h.round)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(final.totals).toEqual(model.state!.totals);
    expect(ben.lastView!.totals).toEqual(final.totals);
    const rebuilt = RoomModel.restore(JSON.parse(JSON.stringify(model.record())));
    expect(rebuilt.ok && rebuilt.value.state).toEqual(model.state);
    expect(ann.refusals.concat(ben.refusals)).toEqual([]);
  });

  it('plays a three-player round through the server', async () => {
    server = await startServer({ settings: { ...FAST, secret: () => testSecret(99) } });
    const ann = await createRoom(server, 'fudawiki_players.3_rounds.1');
    const ben = await joinRoom(server, ann.room.roomId, { name: 'Ben' });
    const cy = await joinRoom(server, ann.room.roomId, { name: 'Cy' });
    await cy.until((p) => p.lastView?.status === 'playing', 'three seated');
    expect(ann.lastView!.view.handCounts).toEqual([7, 7, 7]);
    await playOut([ann, ben, cy], 5, (v) => v.status === 'finished');
    const totals = server.room(ann.room.roomId).roomModel.state!.totals;
    for (const p of [ann, ben, cy]) expect(p.lastView!.totals).toEqual(totals);
    expect(new Set([ann, ben, cy].map((p) => p.lastView!.you))).toEqual(new Set([0, 1, 2]));
  });

  it('gives a seat back to its token after a dropped connection; the others see it away meanwhile', async () => {
    const { ann, ben, id } = await twoSeats(FAST, 3);
    await playOut([ann, ben], 1, (v) => v.steps >= 6);
    const hand = ann.lastView!.view.hand;
    await ann.room.leave(false);
    await ben.until((p) => p.lastView!.seats[0]!.present === false, 'Ann away');
    const back = await joinRoom(server!, id, { token: ann.token });
    expect(back.seat).toBe(0);
    expect(back.token).toBeNull(); // a token is handed out once, when the seat is taken
    expect(back.lastView!.view.hand).toEqual(hand);
    await ben.until((p) => p.lastView!.seats[0]!.present, 'Ann back');
    await playOut([back, ben], 1, (v) => v.status === 'round-over' || v.status === 'finished');
  });

  it('takes a dropped client back through the server\'s own reconnection', async () => {
    const { ann, ben } = await twoSeats(FAST, 4);
    const reconnectionToken = ann.room.reconnectionToken;
    await ann.room.leave(false);
    await ben.until((p) => p.lastView!.seats[0]!.present === false, 'Ann away');
    const back = new (ann.constructor as typeof Player)(await server!.colyseus.sdk.reconnect(reconnectionToken));
    await back.until((p) => p.lastView?.seats[0]!.present === true, 'the view after reconnecting');
    expect(back.lastView!.you).toBe(0);
    await ben.until((p) => p.lastView!.seats[0]!.present, 'Ann back');
    await playOut([back, ben], 2, (v) => v.steps >= 4);
  });

  it('resumes a room from its record after a restart, at the last move', async () => {
    const store = new MemoryRecordStore();
    server = await startServer({ store, settings: { ...FAST, secret: () => testSecret(42) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await playOut([ann, ben], 9, (v) => v.steps >= 5);
    const before = { ann: ann.lastView!, ben: ben.lastView!, tokens: [ann.token, ben.token] };
    await server.rooms.close();
    server = await startServer({ store, settings: FAST });
    expect(await joinRefusal(server.colyseus.sdk.joinById(id, { token: before.tokens[0] }))).not.toBeNull(); // no live room yet
    const ann2 = new (ann.constructor as typeof Player)(await server.colyseus.sdk.create(KOIKOI_ROOM, { resume: id, token: before.tokens[0] }));
    await ann2.until((p) => p.lastView !== undefined, 'the resumed view');
    expect(ann2.room.roomId).toBe(id);
    const ben2 = await joinRoom(server, id, { token: before.tokens[1] });
    await ann2.until((p) => p.lastView!.status === 'playing' && p.lastView!.seats.every((s) => s.present), 'both back');
    for (const [now, then] of [
      [ann2.lastView!, before.ann],
      [ben2.lastView!, before.ben],
    ] as const) {
      expect(now.steps).toBe(then.steps);
      expect(now.view).toEqual(then.view);
    }
    await playOut([ann2, ben2], 9, (v) => v.status === 'finished');
  });
});

describe('room server records', () => {
  it('sends a move only once the record holds it (a restart right after a move seen keeps the move)', async () => {
    // A slow store: each save lands 50 ms after it is asked for.
    class SlowStore extends MemoryRecordStore {
      override async save(record: Parameters<MemoryRecordStore['save']>[0]): Promise<void> {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await super.save(record);
      }
    }
    const store = new SlowStore();
    server = await startServer({ store, settings: { ...FAST, secret: () => testSecret(42) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
    for (let move = 0; move < 4; move++) {
      const [mover] = moverAndOther(ann, ben);
      const steps = mover.lastView!.steps;
      mover.send('action', mover.lastView!.legal[0]);
      await mover.until((p) => p.lastView!.steps > steps, 'the move seen');
      // What the player has just seen is already in the store.
      expect(((await store.load(id)) as RoomRecord).steps.length).toBe(mover.lastView!.steps);
    }
  });
});

describe('room server bootstrap', () => {
  it('shares a given http server (already listening) with the site it serves', async () => {
    const site = http.createServer((_req, res) => res.end('the site'));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    server = await startServer({ server: site, settings: { secret: () => testSecret(1) } });
    const port = (site.address() as { port: number }).port;
    expect(server.rooms.port).toBe(port);
    expect(await (await fetch(`http://127.0.0.1:${port}/koikoi/`)).text()).toBe('the site');
    const ann = await createRoom(server, 'fudawiki');
    expect(ann.lastView!.seats[0]!.name).toBe('Ann');
  });
});
