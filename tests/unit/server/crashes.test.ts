/**
 * Room servers in their own processes, crashed and cut off from their store: `kill -9` of a room
 * process keeping its records in files (npm start's default), then a new process on the same
 * directory resumes the game at the same step; a Redis frozen (SIGSTOP) and a Redis killed
 * during a game: the move is refused as 'not-saved' after the store's command timeout, the room
 * stays at its saved step, and the game goes on once Redis is back.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import { RedisRecordStore } from '../../../src/server/rooms/redis-store';
import type { RoomRecord } from '../../../src/server/rooms/record';
import { redisMissing, startRedis, startRoomProcess, type LocalRedis, type RoomProcess } from '../../../src/server/rooms/local-processes';
import { Player, playOut } from './room-helpers';

const FAST_ENV = { ROOMS_RATE_LIMIT: '10000,10000' };

const processes: RoomProcess[] = [];
const redises: LocalRedis[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const r of redises) {
    try {
      process.kill(r.pid, 'SIGCONT');
    } catch {
      // already gone
    }
  }
  await Promise.all(processes.map((p) => p.stop()));
  await Promise.all(redises.map((r) => r.stop()));
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
}, 60_000);

async function roomProcess(env: Record<string, string>): Promise<RoomProcess> {
  const p = await startRoomProcess({ ...FAST_ENV, ...env });
  processes.push(p);
  return p;
}

const client = (p: RoomProcess): Client => new Client(`ws://127.0.0.1:${p.port}`);

async function seated(join: Promise<ConstructorParameters<typeof Player>[0]>): Promise<Player> {
  const player = new Player(await join);
  await player.until((p) => p.seat !== null && p.views.length > 0, 'a seat');
  return player;
}

/** A two-seat game on `p`, played a few steps and settled. */
async function gameOn(p: RoomProcess): Promise<{ ann: Player; ben: Player; id: string }> {
  const ann = await seated(client(p).create(KOIKOI_ROOM, { rules: 'fudawiki_rounds.3', name: 'Ann' }));
  const id = ann.room.roomId;
  const ben = await seated(client(p).joinById(id, { name: 'Ben' }));
  await playOut([ann, ben], 5, (v) => v.steps >= 4 && v.status === 'playing', 30_000);
  return { ann, ben, id };
}

describe('a room process keeping its records in files', () => {
  it('resumes the same step after kill -9 and a restart on the same directory', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'koikoi-crash-'));
    dirs.push(dir);
    const a = await roomProcess({ ROOMS_DATA_DIR: dir });
    const { ann, ben, id } = await gameOn(a);
    const before = { ann: ann.lastView!, ben: ben.lastView!, tokens: [ann.token!, ben.token!] };
    expect(before.ann.steps).toBe(before.ben.steps);
    await a.kill();
    // The room's file (once checkpointed) and the journal its latest moves are in (and, killed
    // mid-checkpoint, a temporary file, swept later); nothing else.
    expect(readdirSync(dir).filter((n) => n !== `${id}.json` && !/^journal-\d+\.log$/.test(n) && !n.endsWith('.tmp'))).toEqual([]);
    expect(readdirSync(dir).length).toBeGreaterThan(0);
    const b = await roomProcess({ ROOMS_DATA_DIR: dir });
    const ann2 = new Player(await client(b).create(KOIKOI_ROOM, { resume: id, token: before.tokens[0] }));
    await ann2.until((p) => p.lastView !== undefined, 'the resumed view');
    const ben2 = await seated(client(b).joinById(id, { token: before.tokens[1] }));
    await ann2.until((p) => p.lastView!.seats.every((s) => s.present), 'both back');
    for (const [now, then] of [
      [ann2.lastView!, before.ann],
      [ben2.lastView!, before.ben],
    ] as const) {
      expect(now.steps).toBe(then.steps);
      expect(now.view).toEqual(then.view);
    }
    await playOut([ann2, ben2], 6, (v) => v.steps >= before.ann.steps + 2, 30_000);
  }, 120_000);
});

/**
 * `npm start`'s own server (scripts/serve.mjs `startServer` with rooms, as scripts/start.mjs
 * starts it, on a throwaway site) in a process of its own, its records in `dataDir`.
 */
async function npmStartServer(dataDir: string): Promise<RoomProcess> {
  const site = mkdtempSync(join(tmpdir(), 'koikoi-site-'));
  dirs.push(site);
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Koi-Koi Dojo</title>');
  const serve = new URL('../../../scripts/serve.mjs', import.meta.url).href;
  const code = `const { startServer } = await import(${JSON.stringify(serve)});
const s = await startServer({ dir: ${JSON.stringify(site)}, port: 0, host: '127.0.0.1', rooms: true });
console.log('rooms-listening ' + s.address().port);`; // one string: npm test's FORCE_COLOR would colour a number
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], { env: { ...process.env, ...FAST_ENV, ROOMS_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString();
      const m = seen.match(/rooms-listening (\d+)/);
      if (m) resolve(Number(m[1]));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (c: Buffer) => (seen += c.toString()));
    child.once('exit', (c) => reject(new Error(`npm start's server exited (${c}):\n${seen}`)));
  });
  child.stdout.resume();
  child.stderr.resume();
  const stop = (signal: NodeJS.Signals) =>
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()).kill(signal));
  const p: RoomProcess = { port, pid: child.pid!, stop: () => stop('SIGTERM'), kill: () => stop('SIGKILL') };
  processes.push(p);
  return p;
}

describe("npm start's server", () => {
  it('resumes a game at the same step after kill -9 and a new start (records in files by default)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'koikoi-npm-start-'));
    dirs.push(dir);
    const a = await npmStartServer(dir);
    const { ann, ben, id } = await gameOn(a);
    const before = { ann: ann.lastView!, ben: ben.lastView!, tokens: [ann.token!, ben.token!] };
    await a.kill();
    const b = await npmStartServer(dir);
    const ann2 = new Player(await client(b).create(KOIKOI_ROOM, { resume: id, token: before.tokens[0] }));
    await ann2.until((p) => p.lastView !== undefined, 'the resumed view');
    const ben2 = await seated(client(b).joinById(id, { token: before.tokens[1] }));
    await ann2.until((p) => p.lastView!.seats.every((s) => s.present), 'both back');
    expect(ann2.lastView!.steps).toBe(before.ann.steps);
    expect(ben2.lastView!.steps).toBe(before.ben.steps);
    expect(ann2.lastView!.view).toEqual(before.ann.view);
    expect(ben2.lastView!.view).toEqual(before.ben.view);
  }, 120_000);
});

const missing = redisMissing();
describe.skipIf(missing)('a room process whose Redis stops answering', () => {
  /** Plays one move that Redis cannot take: both players are told, nothing moves. */
  async function refusedMove(ann: Player, ben: Player): Promise<{ mover: Player; steps: number; action: unknown }> {
    const mover = ann.lastView!.legal.length > 0 ? ann : ben;
    const steps = mover.lastView!.steps;
    const action = mover.lastView!.legal[0];
    mover.send('action', action);
    // The store's command timeout (3 s) ends the wait: both are told, and no view ever showed the move.
    for (const p of [ann, ben]) await p.until((q) => q.refusals.includes('not-saved'), 'told the move was not saved', 15_000);
    for (const p of [ann, ben]) expect(p.views.every((v) => v.steps <= steps)).toBe(true);
    return { mover, steps, action };
  }

  async function movesAgain(ann: Player, ben: Player, move: { mover: Player; steps: number; action: unknown }): Promise<void> {
    // Sent until it lands: Redis may take a moment to be reachable again.
    for (let tries = 0; ; tries++) {
      const refusals = move.mover.refusals.length;
      move.mover.send('action', move.action);
      try {
        await move.mover.until((p) => p.lastView!.steps > move.steps || p.refusals.length > refusals, 'an answer', 15_000);
      } catch {
        // no answer yet: send again
      }
      if (move.mover.lastView!.steps > move.steps) break;
      if (tries > 20) throw new Error('the room did not recover');
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const p of [ann, ben]) await p.until((q) => q.lastView!.steps === move.steps + 1, 'the move, saved');
  }

  it('refuses the move while Redis is frozen (SIGSTOP), and goes on after SIGCONT', async () => {
    const redis = await startRedis();
    redises.push(redis);
    const p = await roomProcess({ REDIS_URL: redis.url });
    const { ann, ben, id } = await gameOn(p);
    process.kill(redis.pid, 'SIGSTOP');
    let move;
    try {
      move = await refusedMove(ann, ben);
    } finally {
      process.kill(redis.pid, 'SIGCONT');
    }
    await movesAgain(ann, ben, move);
    const store = new RedisRecordStore(redis.url);
    try {
      expect(((await store.load(id)) as RoomRecord).steps.length).toBe(move.steps + 1);
    } finally {
      await store.close();
    }
  }, 120_000);

  it('refuses the move while Redis is down (killed), and goes on once a Redis answers again', async () => {
    const redis = await startRedis();
    redises.push(redis);
    const p = await roomProcess({ REDIS_URL: redis.url });
    const { ann, ben, id } = await gameOn(p);
    await redis.kill();
    const move = await refusedMove(ann, ben);
    // A new Redis on the same port (empty: this one keeps nothing on disk); the next save writes the whole record.
    const again = await startRedis(redis.port);
    redises.push(again);
    await movesAgain(ann, ben, move);
    const store = new RedisRecordStore(again.url);
    try {
      expect(((await store.load(id)) as RoomRecord).steps.length).toBe(move.steps + 1);
    } finally {
      await store.close();
    }
  }, 120_000);
});
