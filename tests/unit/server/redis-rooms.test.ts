/**
 * Rooms shared through Redis: the Redis record store (set, get, expiry as TTL), a room created
 * through one room-server process and joined through another, and a restarted process resuming
 * the room from Redis. Each test run starts its own redis-server on a free loopback port and
 * room servers in their own processes (Colyseus's matchmaker is one per process).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { RedisRecordStore } from '../../../src/server/rooms/redis-store';
import { ROOM_EXPIRY_MS, ROOM_RECORD_FORMAT, type RoomRecord } from '../../../src/server/rooms/record';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import { redisMissing, startRedis, startRoomProcess, type LocalRedis, type RoomProcess } from '../../../src/server/rooms/local-processes';
import { Player, playOut } from './room-helpers';

const missing = redisMissing();
if (missing) console.log(`Skipping the Redis room tests: ${missing}.`);

/** Bots answer every view at once: a bucket no person would reach. */
const FAST_ENV = { ROOMS_RATE_LIMIT: '10000,10000' };

let redis: LocalRedis | null = null;
const processes: RoomProcess[] = [];
beforeAll(async () => {
  if (!missing) redis = await startRedis();
}, 30_000);
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await redis?.stop();
}, 30_000);

async function roomProcess(): Promise<RoomProcess> {
  const started = await startRoomProcess({ REDIS_URL: redis!.url, ...FAST_ENV });
  processes.push(started);
  return started;
}

function client(p: RoomProcess): Client {
  return new Client(`ws://127.0.0.1:${p.port}`);
}

async function seated(join: Promise<ConstructorParameters<typeof Player>[0]>): Promise<Player> {
  const player = new Player(await join);
  await player.until((p) => p.seat !== null && p.views.length > 0, 'a seat');
  return player;
}

function record(id: string, updatedAt: number): RoomRecord {
  return { format: ROOM_RECORD_FORMAT, engine: 1, id, rules: 'fudawiki', seats: [null, null], game: 1, deal: null, steps: [], stepBase: 0, results: [], updatedAt };
}

describe.skipIf(missing)('RedisRecordStore', () => {
  it('reads back what it saved, with the room expiry as its TTL, and forgets removed rooms', async () => {
    const store = new RedisRecordStore(redis!.url);
    try {
      const saved = record('store-a', Date.now());
      await store.save(saved);
      expect(await store.load('store-a')).toEqual(saved);
      const ttl = await store.ttl('store-a');
      expect(ttl).toBeGreaterThan(ROOM_EXPIRY_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(ROOM_EXPIRY_MS);
      // The TTL counts from the last change, not from the save.
      await store.save(record('store-old', Date.now() - ROOM_EXPIRY_MS + 30_000));
      expect(await store.ttl('store-old')).toBeLessThanOrEqual(30_000);
      await store.remove('store-a');
      expect(await store.load('store-a')).toBeNull();
      expect(await store.load('never-saved')).toBeNull();
    } finally {
      await store.close();
    }
  });

  it('lets Redis forget a record once its expiry has passed', async () => {
    const store = new RedisRecordStore(redis!.url, { expiryMs: 300 });
    try {
      await store.save(record('store-short', Date.now()));
      expect(await store.load('store-short')).not.toBeNull();
      await new Promise((r) => setTimeout(r, 600));
      expect(await store.load('store-short')).toBeNull();
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(missing)('room servers sharing Redis', () => {
  it('joins through process B a room created through process A, plays it, and resumes it in a new process after both stop', async () => {
    const [a, b] = await Promise.all([roomProcess(), roomProcess()]);
    const ann = await seated(client(a).create(KOIKOI_ROOM, { rules: 'fudawiki_rounds.2', name: 'Ann' }));
    const id = ann.room.roomId;
    // Colyseus places a new room on the process with the fewest rooms, so it lives on A or B:
    // either Ann's create or Ben's join (B finds the room in Redis and has A reserve his seat)
    // crosses from one process to the other.
    const ben = await seated(client(b).joinById(id, { name: 'Ben' }));
    // The child processes deal from random seeds: a deal may end its round at once, so any status but 'waiting'.
    await ann.until((p) => p.lastView !== undefined && p.lastView.status !== 'waiting', 'both seated');
    expect(ben.lastView!.seats.map((s) => s.name)).toEqual(['Ann', 'Ben']);
    // playOut returns once the table has settled: no move in flight, both views at the same step.
    await playOut([ann, ben], 21, (v) => v.steps >= 8 || v.status === 'finished');
    const before = { ann: ann.lastView!, ben: ben.lastView!, tokens: [ann.token!, ben.token!] };
    expect(before.ann.steps).toBe(before.ben.steps);

    // A crash of one process and a clean stop of the other: only Redis holds the room.
    await a.kill();
    await b.stop();
    const c = await roomProcess();
    const ann2 = new Player(await client(c).create(KOIKOI_ROOM, { resume: id, token: before.tokens[0] }));
    await ann2.until((p) => p.lastView !== undefined, 'the resumed view');
    expect(ann2.room.roomId).toBe(id);
    const ben2 = await seated(client(c).joinById(id, { token: before.tokens[1] }));
    await ann2.until((p) => p.lastView!.seats.every((s) => s.present), 'both back');
    for (const [now, then] of [
      [ann2.lastView!, before.ann],
      [ben2.lastView!, before.ben],
    ] as const) {
      expect(now.steps).toBe(then.steps);
      expect(now.view).toEqual(then.view);
    }
    await playOut([ann2, ben2], 21, (v) => v.status === 'finished');
    expect(ann2.refusals.concat(ben2.refusals, ann.refusals, ben.refusals)).toEqual([]);
  }, 120_000);
});
