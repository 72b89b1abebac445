/**
 * A record store that fails or hangs, on a real room server: the move is not shown as done, the
 * players are told 'not-saved', the room stays at its last saved step (nothing is shown that the
 * record does not hold), the failure is logged and counted, and the room goes on once the store
 * is back. A seat is not given while its record cannot be saved. Waiting rooms show no deal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRecordStore, withTimeout, type RoomRecord } from '../../../src/server/rooms/record';
import { createRoom, joinRefusal, joinRoom, loggedEvents, startServer, type Player, type TestServer } from './room-helpers';
import { testSecret } from './secrets';

const FAST = { bucket: { burst: 10_000, perSecond: 10_000 } };

/** A store that can be made to fail at once, or to hang (each save then gives up after 300 ms, as the real stores' command timeout does). */
class TroubledStore extends MemoryRecordStore {
  mode: 'ok' | 'fail' | 'hang' = 'ok';
  override async save(record: RoomRecord): Promise<void> {
    if (this.mode === 'fail') throw new Error('disk full');
    if (this.mode === 'hang') return withTimeout(new Promise<void>(() => undefined), 300, 'a save');
    return super.save(record);
  }
}

let server: TestServer | null = null;
afterEach(async () => {
  await server?.rooms.close();
  server = null;
});

async function health(): Promise<Record<string, unknown>> {
  return (await (await fetch(`http://127.0.0.1:${server!.rooms.port}/rooms/health.json`)).json()) as Record<string, unknown>;
}

function moverOf(ann: Player, ben: Player): Player {
  return ann.lastView!.legal.length > 0 ? ann : ben;
}

describe.each(['fail', 'hang'] as const)('a store that starts to %s mid-game', (mode) => {
  it('tells both players the move was not saved, keeps the room at its saved step, and goes on once the store is back', async () => {
    const store = new TroubledStore();
    server = await startServer({ store, settings: { ...FAST, secret: () => testSecret(21) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
    const mover = moverOf(ann, ben);
    const before = mover.lastView!;
    const saved = JSON.stringify(await store.load(id));
    expect(await health()).toMatchObject({ rooms: 1, seats: 2, present: 2, savesFailing: 0 });

    store.mode = mode;
    mover.send('action', before.legal[0]);
    for (const p of [ann, ben]) await p.until((q) => q.refusals.includes('not-saved'), 'told the move was not saved', 5000);
    // Nothing moved: not the model, not the record, not the views.
    expect(server.room(id).roomModel.record().steps.length).toBe(before.steps);
    expect(JSON.stringify(await store.load(id))).toBe(saved);
    expect(mover.lastView!.steps).toBe(before.steps);
    expect(mover.views.every((v) => v.steps <= before.steps)).toBe(true);
    expect(loggedEvents('save-failed').some((e) => e['room'] === id)).toBe(true);
    expect(await health()).toMatchObject({ savesFailing: 1 });

    store.mode = 'ok';
    mover.send('action', before.legal[0]);
    await mover.until((p) => p.lastView!.steps === before.steps + 1, 'the move, saved this time');
    await (mover === ann ? ben : ann).until((p) => p.lastView!.steps === before.steps + 1, 'the move seen by the other');
    expect(((await store.load(id)) as RoomRecord).steps.length).toBe(before.steps + 1);
    expect(await health()).toMatchObject({ savesFailing: 0 });
    expect(loggedEvents('save-recovered').some((e) => e['room'] === id)).toBe(true);
  });
});

describe('seats and the store', () => {
  it('refuses a seat whose record cannot be saved, and gives it once the store is back', async () => {
    const store = new TroubledStore();
    server = await startServer({ store, settings: { ...FAST, secret: () => testSecret(22) } });
    const ann = await createRoom(server, 'fudawiki_rounds.1');
    const id = ann.room.roomId;
    store.mode = 'fail';
    expect(await joinRefusal(server.colyseus.sdk.joinById(id, { name: 'Ben' }))).toBe('not-saved');
    expect(server.room(id).roomModel.record().seats[1]).toBeNull();
    expect(ann.lastView!.status).toBe('waiting');
    store.mode = 'ok';
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ben.until((p) => p.lastView?.status === 'playing', 'dealt once the table is full');
  });

  it('shows a waiting room who is seated and nothing of any deal', async () => {
    server = await startServer({ settings: { ...FAST, secret: () => testSecret(23) } });
    const ann = await createRoom(server, 'fudawiki_players.3_rounds.1');
    const id = ann.room.roomId;
    const ben = await joinRoom(server, id, { name: 'Ben' });
    await ann.until((p) => p.lastView!.seats[1]!.name === 'Ben', 'Ben seated');
    for (const v of [...ann.views, ...ben.views]) {
      expect(v).toMatchObject({ status: 'waiting', view: null, firstDealer: null, round: 0, legal: [], finished: null });
      expect(JSON.stringify(v)).not.toMatch(/"phase"|"hand"|"field"|"toMove"|pine-|plum-/);
    }
    expect(server.room(id).roomModel.state).toBeNull();
    await joinRoom(server, id, { name: 'Cy' });
    await ann.until((p) => p.lastView!.status === 'playing' || p.lastView!.status === 'round-over', 'dealt');
    expect(ann.lastView!.view.hand.length).toBeGreaterThan(0);
  });
});

describe('resuming from a record the server cannot play', () => {
  it('says why: an outdated record, an unreadable one, a store that cannot be read now', async () => {
    class Unreachable extends MemoryRecordStore {
      down = false;
      override async load(id: string): Promise<unknown> {
        if (this.down) throw new Error('connection refused');
        return super.load(id);
      }
    }
    const store = new Unreachable();
    server = await startServer({ store, settings: FAST });
    const now = Date.now();
    store.put('outdated-room-000000000', JSON.stringify({ format: 9, engine: 1, id: 'outdated-room-000000000', updatedAt: now }));
    store.put('newer-engine-0000000000', JSON.stringify({ format: 2, engine: 99, id: 'newer-engine-0000000000', updatedAt: now }));
    store.put('cut-short-0000000000000', '{"format":2,"engine":1,"id":"cut-sh');
    const resume = (id: string) => joinRefusal(server!.colyseus.sdk.create('koikoi', { resume: id, token: 'x' }));
    expect(await resume('outdated-room-000000000')).toBe('record-outdated');
    expect(await resume('newer-engine-0000000000')).toBe('record-outdated');
    expect(await resume('cut-short-0000000000000')).toBe('record-unreadable');
    expect(await resume('never-existed-000000000')).toBe('no-such-room');
    store.down = true;
    expect(await resume('never-existed-000000000')).toBe('store-unavailable');
    expect(loggedEvents('load-failed').length).toBeGreaterThan(0);
    expect(loggedEvents('join-refused').map((e) => e['code'])).toEqual(expect.arrayContaining(['record-outdated', 'record-unreadable', 'store-unavailable']));
  });
});
