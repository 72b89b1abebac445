/**
 * The room server's settings from the environment, shared by `npm start` (scripts/serve.mjs)
 * and the room server alone (main.ts):
 * - `ROOMS=off`: no rooms (the static site only);
 * - `REDIS_URL`: share rooms with other processes through Redis (server.ts);
 * - `ROOMS_PUBLIC_ADDRESS`: host:port at which browsers reach this process (with REDIS_URL);
 * - `ROOMS_DATA_DIR`: where records are kept without Redis, one file per room (default
 *   `.rooms-data/` in the project, git-ignored); `ROOMS_DATA_DIR=memory` keeps them in memory
 *   only (lost on a restart).
 * - `ROOMS_PING_MS`: how often clients are pinged (a silent one is cut after three intervals);
 * - `ROOMS_RATE_LIMIT=burst,perSecond`: each client's message bucket (rate-limit.ts);
 * - `ROOMS_CREATE_LIMIT=burst,perSecond`: rooms made per address (limits.ts; raise it behind a
 *   proxy, where every visitor has the proxy's address, and for benchmarks from one address);
 * - `ROOMS_PENDING_SEATS=N`: seat reservations per address not yet connected (limits.ts).
 */
import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { createRoomServer, type RoomServer, type RoomServerOptions } from './server';

export type RoomsEnv = Readonly<Record<string, string | undefined>>;

/** Where records are kept without Redis and without ROOMS_DATA_DIR: in the project, git-ignored. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.rooms-data/', import.meta.url));

/** The options for createRoomServer, or null when rooms are turned off. */
export function roomOptionsFromEnv(env: RoomsEnv): RoomServerOptions | null {
  if (env['ROOMS'] === 'off') return null;
  const redisUrl = env['REDIS_URL']?.trim();
  const publicAddress = env['ROOMS_PUBLIC_ADDRESS']?.trim();
  // No game lost by default: without Redis, records go to files unless memory is asked for.
  const dir = env['ROOMS_DATA_DIR']?.trim() || DEFAULT_DATA_DIR;
  const dataDir = redisUrl || dir === 'memory' ? undefined : dir;
  return {
    ...(redisUrl ? { redisUrl } : {}),
    ...(publicAddress ? { publicAddress } : {}),
    ...(dataDir ? { dataDir } : {}),
    ...guardOptionsFromEnv(env),
  };
}

function bucketOf(value: string | undefined): { burst: number; perSecond: number } | null {
  const match = value?.trim().match(/^(\d+),(\d+(?:\.\d+)?)$/);
  return match ? { burst: Number(match[1]), perSecond: Number(match[2]) } : null;
}

/** The abuse guards' settings that an operator (or a test, or the benchmark) may change. */
function guardOptionsFromEnv(env: RoomsEnv): Partial<RoomServerOptions> {
  const ping = Number(env['ROOMS_PING_MS']);
  const bucket = bucketOf(env['ROOMS_RATE_LIMIT']);
  const create = bucketOf(env['ROOMS_CREATE_LIMIT']);
  const pendingSeats = Number(env['ROOMS_PENDING_SEATS']);
  const limits = { ...(create ? { create } : {}), ...(Number.isInteger(pendingSeats) && pendingSeats > 0 ? { pendingSeats } : {}) };
  return {
    ...(Number.isInteger(ping) && ping > 0 ? { pingIntervalMs: ping } : {}),
    ...(bucket ? { settings: { bucket } } : {}),
    ...(Object.keys(limits).length > 0 ? { limits } : {}),
  };
}

/**
 * Rooms on an http server that already serves something else (the site), or null when off.
 * `extra` adds options the environment cannot carry (a record store kept across a restart, in
 * the browser tests).
 */
export function attachRooms(server: http.Server, env: RoomsEnv, extra: Partial<RoomServerOptions> = {}): Promise<RoomServer> | null {
  const options = roomOptionsFromEnv(env);
  return options ? createRoomServer({ ...options, ...extra, server }) : null;
}

/** One line saying where rooms are served (and how they are shared), for the console. */
export function describeRooms(rooms: RoomServer | null, origin: string): string {
  if (!rooms) return 'Rooms are off (ROOMS=off).';
  const kept = rooms.dataDir !== null ? `saved in ${rooms.dataDir}` : 'kept in memory only (lost on a restart)';
  const redis = !rooms.sharedThroughRedis
    ? `, ${kept} (set REDIS_URL to share them between processes)`
    : rooms.publicAddress
      ? `, shared through Redis (REDIS_URL); other processes send this one's players to ${rooms.publicAddress}`
      : ', shared through Redis (REDIS_URL); set ROOMS_PUBLIC_ADDRESS so that joins through other processes reach this one';
  return `Rooms are served at ${origin.replace(/^http/, 'ws')} (room type "koikoi")${redis}.`;
}
