/**
 * Room records: a record written before secret deals (format 1, the fixture made by that code)
 * still restores to the very views its seats had; a room's record stays the size of one game
 * however many rematches are played; nothing is dealt before the table is full; the file store
 * writes records that survive, expire and are refused clearly when damaged.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RoomModel } from '../../../src/server/rooms/room-model';
import { MAX_RESULTS, ROOM_RECORD_FORMAT, type RoomRecord } from '../../../src/server/rooms/record';
import { FileRecordStore } from '../../../src/server/rooms/file-store';
import { hashSeed } from '../../../src/engine/random';
import { seatsOf } from '../../../src/engine/round/seats';
import { testSecret } from './secrets';

const fixture = JSON.parse(readFileSync(new URL('./fixtures/room-record-format-1.json', import.meta.url), 'utf8')) as {
  record: string;
  views: unknown[];
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'koikoi-store-'));
  dirs.push(d);
  return d;
}

/** Plays the room on by seeded choices until `stop` holds (rematches included). */
function playOn(room: RoomModel, stop: (room: RoomModel) => boolean): void {
  for (let guard = 0; guard < 200_000 && !stop(room); guard++) {
    const g = room.state!;
    if (g.status === 'playing') {
      const v = room.viewFor(g.current.toMove);
      const done = room.act(g.current.toMove, v.legal[hashSeed(7, v.steps) % v.legal.length]);
      if (!done.ok) throw new Error(done.error.code);
    } else if (g.status === 'round-over') for (const s of seatsOf(room.players)) room.ready(s);
    else for (const s of seatsOf(room.players)) room.rematch(s);
  }
}

describe('a format-1 record (before secret deals)', () => {
  it('restores to the same views its seats had, and goes on as format 2 from its seed', () => {
    const back = RoomModel.restore(JSON.parse(fixture.record));
    if (!back.ok) throw new Error(back.error.code);
    const room = back.value;
    for (const seat of [0, 1] as const) {
      const expected = fixture.views[seat] as Record<string, unknown>;
      const now = room.viewFor(seat) as unknown as Record<string, unknown>;
      // The views then had no waiting variant nor secrets; everything a seat saw is the same.
      expect({ ...now, seats: null }).toEqual({ ...expected, seats: null });
    }
    const record = room.record();
    expect(record.format).toBe(ROOM_RECORD_FORMAT);
    expect(record.deal).toEqual({ seed: 987654321 });
    expect(record.game).toBe(2);
    expect(record.results).toHaveLength(1);
    // Saved again as format 2 and restored: still the same room.
    const again = RoomModel.restore(JSON.parse(JSON.stringify(record)));
    expect(again.ok && again.value.viewFor(1)).toEqual(room.viewFor(1));
    // The next rematch deals from a secret.
    playOn(room, (r) => r.viewFor(0).game === 3);
    expect(room.record().deal).toHaveProperty('secret');
  });
});

describe('record size', () => {
  it('stays one game long after 100 rematches (earlier games kept as their last results)', () => {
    const made = RoomModel.create({ id: 'rematches-room', rules: 'fudawiki_rounds.2', secrets: (() => { let n = 0; return () => testSecret((n += 1)); })() });
    if (!made.ok) throw new Error(made.error.code);
    const room = made.value;
    room.sit('Ann');
    room.sit('Ben');
    let biggest = 0;
    playOn(room, (r) => {
      const v = r.viewFor(0);
      biggest = Math.max(biggest, JSON.stringify(r.record()).length);
      return v.game === 101 && v.status === 'playing';
    });
    const record = room.record();
    expect(record.game).toBe(101);
    expect(record.results).toHaveLength(MAX_RESULTS);
    // One game of two rounds and 20 results: a few KiB, however long the room plays.
    expect(biggest).toBeLessThan(16 * 1024);
    const back = RoomModel.restore(JSON.parse(JSON.stringify(record)));
    expect(back.ok && back.value.viewFor(0)).toEqual({ ...room.viewFor(0), seats: room.viewFor(0).seats.map((s) => ({ ...s, present: false })) });
  });
});

describe('dealing', () => {
  it('deals nothing before the last seat is taken, then from the secret', () => {
    const secrets: string[] = [];
    const made = RoomModel.create({ id: 'r', rules: 'fudawiki_players.3', secrets: () => { secrets.push(testSecret(secrets.length)); return secrets.at(-1)!; } });
    if (!made.ok) throw new Error('rules');
    const room = made.value;
    room.sit('Ann');
    room.sit('Ben');
    expect(room.state).toBeNull();
    expect(secrets).toEqual([]);
    const waiting = room.viewFor(0);
    expect(waiting).toMatchObject({ status: 'waiting', view: null, firstDealer: null, legal: [], finished: null, round: 0 });
    expect(room.record().deal).toBeNull();
    expect(room.act(0, { type: 'play', card: 'pine-crane' })).toEqual({ ok: false, error: { code: 'waiting-for-players' } });
    room.sit('Cy');
    expect(secrets).toHaveLength(1);
    expect(room.record().deal).toEqual({ secret: secrets[0] });
    expect(room.state!.secret).toBe(secrets[0]);
    expect(room.viewFor(2).status).not.toBe('waiting');
  });

  it('rolls back to a checkpoint: the steps, the deal and the seats as they were', () => {
    const made = RoomModel.create({ id: 'r', rules: 'fudawiki_rounds.1', secrets: () => testSecret(3) });
    if (!made.ok) throw new Error('rules');
    const room = made.value;
    room.sit('Ann');
    const waiting = room.checkpoint();
    const before = JSON.stringify(room.record());
    room.sit('Ben');
    const mover = room.state!.current.toMove;
    room.act(mover, room.viewFor(mover).legal[0]);
    room.rollback(waiting);
    expect(JSON.stringify(room.record())).toBe(before);
    expect(room.state).toBeNull();
    expect(room.viewFor(0).status).toBe('waiting');
  });
});

describe('the file store', () => {
  const record = (id: string, updatedAt: number): RoomRecord => ({
    format: ROOM_RECORD_FORMAT,
    engine: 1,
    id,
    rules: 'fudawiki',
    seats: [null, null],
    game: 1,
    deal: null,
    steps: [],
    stepBase: 0,
    results: [],
    updatedAt,
  });

  it('reads back what it saved (one file per room, no temporary file left), and forgets removed rooms', async () => {
    const dir = tempDir();
    const store = new FileRecordStore(dir, { sweepMs: 0 });
    const saved = record('room-a', Date.now());
    await Promise.all([store.save({ ...saved, stepBase: 1 }), store.save({ ...saved, stepBase: 2 }), store.save(saved)]);
    // Saves of one room land in the order they were asked for.
    expect(await store.load('room-a')).toEqual(saved);
    // Once checkpointed: the room's file, and no journal nor temporary file left.
    await store.checkpoint();
    expect(readdirSync(dir)).toEqual(['room-a.json']);
    // A new store on the same directory (a restart) finds it.
    expect(await new FileRecordStore(dir, { sweepMs: 0 }).load('room-a')).toEqual(saved);
    await store.remove('room-a');
    expect(await store.load('room-a')).toBeNull();
    expect(await store.load('../etc/passwd')).toBeNull();
    await store.close();
  });

  it('forgets expired records when it opens and on load; hands a damaged file over as unreadable', async () => {
    const dir = tempDir();
    let now = 1_000_000;
    const first = new FileRecordStore(dir, { sweepMs: 0, expiryMs: 500, now: () => now });
    await first.save(record('old', now - 400));
    await first.save(record('new', now));
    now += 200;
    expect(await first.load('old')).toBeNull();
    expect(await first.load('new')).not.toBeNull();
    now += 400;
    const second = new FileRecordStore(dir, { sweepMs: 0, expiryMs: 500, now: () => now });
    expect(await second.ids()).toEqual([]);
    writeFileSync(join(dir, 'cut.json'), '{"format":2,"engine":1,"id":"cu');
    const damaged = await second.load('cut');
    expect(RoomModel.restore(damaged)).toEqual({ ok: false, error: { code: 'record-unreadable' } });
  });

  it('gives up on a command that does not finish within its timeout', async () => {
    const dir = tempDir();
    const store = new FileRecordStore(dir, { sweepMs: 0, timeoutMs: 50 });
    // A store whose first write hangs: later ones wait behind it and time out too.
    const hung = new Promise<void>(() => undefined);
    (store as unknown as { writes: Map<string, Promise<void>> }).writes.set('room-h', hung);
    await expect(store.save(record('room-h', Date.now()))).rejects.toThrow(/within 50 ms/);
    await expect(store.load('room-h')).rejects.toThrow(/within 50 ms/);
  });
});
