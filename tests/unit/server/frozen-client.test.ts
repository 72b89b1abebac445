/**
 * A client that stops answering without closing (a phone losing its network), on `npm start`'s
 * own path: scripts/serve.mjs listens first and attaches the rooms after, where Colyseus's
 * ping loop used to never start (the seat stayed "here" and its token answered `token-in-use`
 * for ever). The client's socket is paused, so it neither reads the server's pings nor answers
 * them; a short ping interval (ROOMS_PING_MS, as an operator could set it) keeps the test
 * quick. It waits for states, never for a time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import type WebSocket from 'ws';
import { startServer } from '../../../scripts/serve.mjs';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import type { RoomServer } from '../../../src/server/rooms/server';
import { Player } from './room-helpers';

type SiteServer = Server & { rooms?: RoomServer | null };

const dir = mkdtempSync(join(tmpdir(), 'koikoi-frozen-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Koi-Koi Dojo</title>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let server: SiteServer | null = null;
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.terminate();
  await server?.rooms?.close();
  server = null;
});

function socketOf(p: Player): WebSocket {
  return (p.room.connection.transport as unknown as { ws: WebSocket }).ws;
}

describe("a silent client on npm start's server", () => {
  it('shows as away to the others, and its token takes the seat back (no token-in-use)', async () => {
    server = (await startServer({ dir, port: 0, host: '127.0.0.1', rooms: true, env: { ROOMS_PING_MS: '100' } })) as SiteServer;
    expect(server.listening && server.rooms).toBeTruthy();
    const ws = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const ann = new Player(await new Client(ws).create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Ann' }));
    await ann.until((p) => p.token !== null && p.lastView !== undefined, 'Ann seated');
    const id = ann.room.roomId;
    const ben = new Player(await new Client(ws).joinById(id, { name: 'Ben' }));
    await ben.until((p) => p.lastView?.status === 'playing', 'Ben seated');
    expect(ben.lastView!.seats[0]!.present).toBe(true);

    // Ann's phone loses its network: her socket stays open but nothing is read or answered.
    const frozen = socketOf(ann);
    sockets.push(frozen);
    frozen.pause();
    await ben.until((p) => p.lastView!.seats[0]!.present === false, 'Ann shown away', 15_000);

    // Her link (the token) takes the seat back at once.
    const back = new Player(await new Client(ws).joinById(id, { token: ann.token }));
    await back.until((p) => p.seat !== null && p.lastView !== undefined, 'Ann back');
    expect(back.seat).toBe(0);
    await ben.until((p) => p.lastView!.seats[0]!.present === true, 'Ann shown here again');
    await back.room.leave();
    await ben.room.leave();
  });
});
