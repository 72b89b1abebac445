/**
 * `npm start`'s server (scripts/serve.mjs with rooms): one port answers the site's pages and
 * the rooms' matchmaking and WebSockets; ROOMS=off leaves the site alone. A tiny site in a
 * temporary directory stands in for dist/.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import { startServer, describeRooms } from '../../../scripts/serve.mjs';
import { KOIKOI_ROOM } from '../../../src/server/rooms/koikoi-room';
import type { RoomServer } from '../../../src/server/rooms/server';
import { Player } from './room-helpers';

type SiteServer = Server & { rooms?: RoomServer | null };

const dir = mkdtempSync(join(tmpdir(), 'koikoi-site-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Koi-Koi Dojo</title><p>the home page</p>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let server: SiteServer | null = null;
afterEach(async () => {
  if (server?.rooms) await server.rooms.close();
  else server?.close();
  server = null;
});

async function start(env: Record<string, string>): Promise<{ server: SiteServer; origin: string }> {
  server = (await startServer({ dir, port: 0, host: '127.0.0.1', rooms: true, env })) as SiteServer;
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("npm start's server", () => {
  it('serves a page and a room on the same port', async () => {
    // npm start's default: records in files (here a temporary directory instead of the project's .rooms-data/).
    const data = mkdtempSync(join(tmpdir(), 'koikoi-records-'));
    const { server: site, origin } = await start({ ROOMS_DATA_DIR: data });
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('the home page');
    expect(site.rooms).toBeTruthy();
    expect(await describeRooms(site, origin)).toBe(
      `Rooms are served at ${origin.replace('http', 'ws')} (room type "koikoi"), saved in ${data} (set REDIS_URL to share them between processes).`,
    );
    const ann = new Player(await new Client(origin.replace('http', 'ws')).create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Ann' }));
    await ann.until((p) => p.lastView !== undefined, 'the creator seated');
    expect(ann.lastView!.seats[0]!.name).toBe('Ann');
    // The site still answers after the rooms are attached, and unknown paths still get its 404.
    expect((await fetch(`${origin}/no-such-page/`)).status).toBe(404);
    await ann.room.leave();
  });

  it('serves the site alone with ROOMS=off', async () => {
    const { server: site, origin } = await start({ ROOMS: 'off' });
    expect(site.rooms).toBeNull();
    expect(await (await fetch(`${origin}/`)).text()).toContain('the home page');
    expect(await describeRooms(site, origin)).toBe('Rooms are off (ROOMS=off).');
    await expect(new Client(origin.replace('http', 'ws')).create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Ann' })).rejects.toThrow();
  });
});
