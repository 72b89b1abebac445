/**
 * One client cannot hurt the others (issue 28), against a real room server on 127.0.0.1:
 * a flooder is disconnected with the code the page words while another room plays on, a
 * reader that stops reading is dropped once its unsent output passes the cap, a big
 * matchmaking body is answered 413 before it is read, room making and pending seat
 * reservations are limited per address, reservations that never connect expire, and a
 * room's state can be asked before sitting down. Every wait is for a state, never a sleep.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { KOIKOI_ROOM, type RoomSettings } from '../../../src/server/rooms/koikoi-room';
import { CLOSE_TOO_MANY_REFUSALS } from '../../../src/server/rooms/refusals';
import { MAX_BODY_BYTES } from '../../../src/server/rooms/http-guard';
import { MemoryRecordStore } from '../../../src/server/rooms/record';
import { setRoomLogSink } from '../../../src/server/rooms/log';
import type { Seat } from '../../../src/engine/round/seats';
import { createRoom, joinRefusal, joinRoom, startServer, type Player, type TestServer } from './room-helpers';

const FAST = { bucket: { burst: 10_000, perSecond: 10_000 } };

let server: TestServer | null = null;
const logged: Record<string, unknown>[] = [];
afterEach(async () => {
  setRoomLogSink(null);
  logged.length = 0;
  await server?.rooms.close();
  server = null;
});

/** Keeps the room log's lines (as objects) instead of printing them. */
function captureLog(): void {
  setRoomLogSink((line) => logged.push(JSON.parse(line) as Record<string, unknown>));
}

async function until(test: () => boolean, what: string, ms = 10_000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function seatedPair(rules = 'fudawiki_rounds.1'): Promise<{ ann: Player; ben: Player; id: string }> {
  const ann = await createRoom(server!, rules);
  const id = ann.room.roomId;
  const ben = await joinRoom(server!, id, { name: 'Ben' });
  await ann.until((p) => p.lastView?.status === 'playing', 'both seated');
  return { ann, ben, id };
}

/** The close code a client's connection ends with. */
function closeCode(p: Player): Promise<number> {
  return new Promise((resolve) => p.room.onLeave((code) => resolve(code)));
}

/** The client's own WebSocket (colyseus.js over `ws` in Node). */
function socketOf(p: Player): WebSocket {
  return (p.room.connection.transport as unknown as { ws: WebSocket }).ws;
}

/** A raw matchmaking request: status and parsed body. */
async function matchmake(method: string, target: string, body: unknown): Promise<{ status: number; body: { code?: number; error?: string; sessionId?: string } }> {
  const res = await fetch(`http://127.0.0.1:${server!.rooms.port}/matchmake/${method}/${target}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code?: number; error?: string; sessionId?: string } };
}

describe('a client that keeps sending after refusals', () => {
  it('is disconnected with the too-many-refusals close code; its room and another room play on', async () => {
    captureLog();
    server = await startServer({ settings: { strikes: { burst: 5, perSecond: 0 } } });
    const { ann, ben, id } = await seatedPair();
    const other = await seatedPair();
    const closed = closeCode(ben);
    // Unknown types, as fast as the socket takes them: each refused until the strikes run out.
    for (let i = 0; i < 200; i += 1) ben.send('cheat', { show: 'hands' });
    expect(await closed).toBe(CLOSE_TOO_MANY_REFUSALS);
    expect(ben.refusals).toEqual(Array(5).fill('unknown-type'));
    expect(logged).toContainEqual(expect.objectContaining({ event: 'client-dropped', why: 'too-many-refusals', seat: ben.seat }));
    // Its table-mate sees it away and was sent no refusal; the other room plays a move as usual.
    await ann.until((p) => p.lastView!.seats[ben.seat!]!.present === false, 'the flooder away');
    expect(ann.refusals).toEqual([]);
    const [mover, watcher] = other.ann.lastView!.legal.length > 0 ? [other.ann, other.ben] : [other.ben, other.ann];
    mover.send('action', mover.lastView!.legal[0]);
    await watcher.until((p) => p.lastView!.steps === 1, 'the other room’s move');
    // The flooder's seat is still its own through its token.
    const back = await joinRoom(server, id, { token: ben.token });
    expect(back.seat).toBe(ben.seat);
  });

  it('answers within the strikes, and a page that errs now and then is never disconnected', async () => {
    server = await startServer({ settings: { strikes: { burst: 3, perSecond: 0 } } });
    const { ann, ben } = await seatedPair();
    const [, waiting] = ann.lastView!.legal.length > 0 ? [ann, ben] : [ben, ann];
    // Game refusals (not your turn, round in progress) are not strikes: a page double-clicking earns them.
    for (let i = 0; i < 10; i += 1) waiting.send('next-round');
    await waiting.until((p) => p.refusals.length === 10, 'ten refusals');
    expect(new Set(waiting.refusals)).toEqual(new Set(['round-in-progress']));
    expect(waiting.room.connection.isOpen).toBe(true);
  });
});

describe('a client that stops reading', () => {
  it('is dropped once its unsent output passes the cap, and the game goes on for the other seat', async () => {
    captureLog();
    // A small cap, and pings rare enough that the silence is not what ends it here (frozen-client.test.ts does that).
    const settings: Partial<RoomSettings> = { ...FAST, maxBufferedBytes: 32 * 1024 };
    server = await startServer({ settings, pingIntervalMs: 600_000 });
    const { ann, ben, id } = await seatedPair('fudawiki');
    // Ann's socket stops reading: the server's views to her pile up, first in the kernel's buffers, then in its own.
    socketOf(ann).pause();
    const model = () => server!.room(id).roomModel;
    const acted = new Map<Seat, string>();
    // Both seats keep playing (Ann writes without reading: her moves come from the server's model, as a bot would know them).
    const dropped = () => logged.some((l) => l['event'] === 'client-dropped' && l['why'] === 'too-slow');
    const start = Date.now();
    while (!dropped()) {
      if (Date.now() - start > 80_000) throw new Error('the slow reader was never dropped');
      for (const [player, seat] of [[ann, ann.seat!], [ben, ben.seat!]] as const) {
        const v = model().viewFor(seat);
        const key = `${v.game}:${v.steps}:${v.status}`;
        if (acted.get(seat) === key) continue;
        if (v.status === 'playing' && v.legal.length > 0) player.send('action', v.legal[0]);
        else if (v.status === 'round-over' && !v.seats[seat]!.ready) player.send('next-round');
        else if (v.status === 'finished') player.send('rematch');
        else continue;
        acted.set(seat, key);
      }
      await new Promise((r) => setTimeout(r, 1));
    }
    // Ben is told Ann is away, and Ann's token takes her seat back.
    await ben.until((p) => p.lastView!.seats[ann.seat!]!.present === false, 'the slow reader away');
    socketOf(ann).terminate();
    const back = await joinRoom(server, id, { token: ann.token });
    expect(back.seat).toBe(ann.seat);
    // The kernel's socket buffers take the first few hundred KiB unread: a few hundred moves, longer on a busy machine.
  }, 90_000);
});

describe('matchmaking bodies', () => {
  /** Declares a body of `bytes` and sends its first 64 KiB; resolves to the answer's status. */
  function bigBody(bytes: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: server!.rooms.port, method: 'POST', path: `/matchmake/create/${KOIKOI_ROOM}`, headers: { 'Content-Type': 'application/json', 'Content-Length': bytes } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      // The server may close while the body is still being written: the answer is what counts.
      req.on('error', (e) => (req.writableEnded ? undefined : reject(e)));
      req.write(Buffer.alloc(64 * 1024, 0x20));
    });
  }

  it('answers 413 to a 10 MB body before reading it, and goes on making rooms', async () => {
    server = await startServer();
    expect(await bigBody(10 * 1024 * 1024)).toBe(413);
    // A body just over the cap is refused too; a body without a length is refused with 411.
    expect((await fetch(`http://127.0.0.1:${server.rooms.port}/matchmake/create/${KOIKOI_ROOM}`, { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES + 1) })).status).toBe(413);
    const chunked = await fetch(`http://127.0.0.1:${server.rooms.port}/matchmake/create/${KOIKOI_ROOM}`, {
      method: 'POST',
      body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{}')), c.close()) }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(411);
    const ann = await createRoom(server, 'fudawiki');
    expect(ann.lastView!.seats[0]!.name).toBe('Ann');
  });
});

describe('room making and seat reservations per address', () => {
  it('refuses a fourth room from one address with too-many-rooms, and any room past the process cap with server-busy', async () => {
    server = await startServer({ limits: { create: { burst: 3, perSecond: 0 } } });
    for (let i = 0; i < 3; i += 1) await createRoom(server, 'fudawiki');
    expect(await joinRefusal(server.colyseus.sdk.create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Ann' }))).toBe('too-many-rooms');
    await server.rooms.close();

    server = await startServer({ limits: { maxRooms: 2 } });
    const first = await createRoom(server, 'fudawiki');
    await createRoom(server, 'fudawiki');
    expect(await joinRefusal(server.colyseus.sdk.create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Cy' }))).toBe('server-busy');
    // A room closed frees its place: a new one may be made.
    const firstId = first.room.roomId;
    await first.room.leave(true);
    await until(() => server!.colyseus.getRoomById(firstId) === undefined, 'the first room disposed');
    expect(server.rooms.limits.liveRooms).toBe(1);
    await createRoom(server, 'fudawiki');
  });

  it('limits the reservations an address holds unconnected; they expire and free the seats', async () => {
    server = await startServer({ limits: { pendingSeats: 3, reservationSeconds: 1 } });
    const ann = await createRoom(server, 'fudawiki_players.3');
    const id = ann.room.roomId;
    // Two seats reserved over HTTP and never connected (the creator's own reservation connected).
    const held = [await matchmake('joinById', id, { name: 'Eve' }), await matchmake('joinById', id, { name: 'Eve' })];
    expect(held.map((h) => typeof h.body.sessionId)).toEqual(['string', 'string']);
    expect(await matchmake('joinById', id, { name: 'Eve' })).toMatchObject({ body: { sessionId: expect.any(String) } });
    expect(await matchmake('joinById', id, { name: 'Eve' })).toEqual({ status: 200, body: { code: 4403, error: 'too-many-joins' } });
    // They expire: the room holds none of them any more, and the address may join again (its
    // pending reservations no longer count), into the seats they had held.
    const room = server.room(id);
    await until(() => held.every((h) => !room.hasReservedSeat(h.body.sessionId!)), 'the reservations expired', 10_000);
    const ben = await joinRoom(server, id, { name: 'Ben' });
    const cy = await joinRoom(server, id, { name: 'Cy' });
    expect([ben.seat, cy.seat]).toEqual([1, 2]);
  });
});

describe('the room before the seat (GET /rooms/room/ID)', () => {
  async function status(id: string): Promise<{ status: number; body: unknown }> {
    const res = await fetch(`http://127.0.0.1:${server!.rooms.port}/rooms/room/${encodeURIComponent(id)}`);
    return { status: res.status, body: await res.json() };
  }

  it('says waiting, full or none, and nothing else; from the record when the room is not live', async () => {
    const store = new MemoryRecordStore();
    server = await startServer({ store });
    const ann = await createRoom(server, 'fudawiki');
    const id = ann.room.roomId;
    expect(await status(id)).toEqual({ status: 200, body: { status: 'waiting' } });
    await joinRoom(server, id, { name: 'Ben' });
    await until(() => server!.room(id).listing.metadata?.full === true, 'the room listed as full');
    expect(await status(id)).toEqual({ status: 200, body: { status: 'full' } });
    expect(await status('A'.repeat(22))).toEqual({ status: 200, body: { status: 'none' } });
    expect(await status('not a room id')).toEqual({ status: 200, body: { status: 'none' } });
    // After a restart the room is not live: its record says it is full.
    await server.rooms.close();
    server = await startServer({ store });
    expect(await status(id)).toEqual({ status: 200, body: { status: 'full' } });
    const waiting = await createRoom(server, 'fudawiki');
    const waitingId = waiting.room.roomId;
    await waiting.room.leave(true);
    await until(() => server!.colyseus.getRoomById(waitingId) === undefined, 'the room disposed');
    expect(await status(waitingId)).toEqual({ status: 200, body: { status: 'waiting' } });
  });

  it('is rate-limited per address', async () => {
    server = await startServer();
    const answers: number[] = [];
    for (let i = 0; i < 25; i += 1) answers.push((await status('A'.repeat(22))).status);
    // A burst of 20, then one a second: however slow this machine, 25 in a row meet the limit.
    expect(answers.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(answers.slice(20)).toContain(429);
  });
});
