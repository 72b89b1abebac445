/**
 * The room server's bootstrap: Colyseus with its WebSocket transport on a Node http server,
 * either one given (so `npm start`'s static server can serve the site and the rooms on one
 * port) or its own. Colyseus's matchmaker is one per process, so there is one room server per
 * process; `close()` stops it and another may then be created (a restart, in the tests).
 *
 * With `redisUrl`, processes share Colyseus's Redis presence and driver (which room lives on
 * which process) and the room records (RedisRecordStore): a room created through one process
 * can be joined through another, and a restarted process resumes rooms from their records.
 * Colyseus's WebSocket must reach the process that holds the room: each process tells clients
 * its own address through `publicAddress` (host:port as the browser reaches it).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import { RoomsTransport } from './transport';
import { DEFAULT_ROOM_SETTINGS, KOIKOI_ROOM, koikoiRoomType, type RoomDefinition, type RoomSettings } from './koikoi-room';
import { RedisPresence } from '@colyseus/redis-presence';
import { RedisDriver } from '@colyseus/redis-driver';
import { MemoryRecordStore, type RecordStore } from './record';
import { RedisRecordStore } from './redis-store';
import { FileRecordStore } from './file-store';
import { attachRoomRoutes } from './short-codes';
import { roomStatus } from './room-status';
import { capMatchmakeBodies } from './http-guard';
import { AddressLimits, DEFAULT_ADDRESS_LIMITS, type AddressLimitSettings } from './limits';

/** The WebSocket layer's own hard limit on a frame: well above MAX_MESSAGE_BYTES, which the room refuses politely below it. */
const MAX_FRAME_BYTES = 16 * 1024;

/**
 * How often every client is pinged; one that missed two pongs in a row is cut (transport.ts),
 * so a silent client shows as away to the others within about three intervals (9 s).
 */
export const PING_INTERVAL_MS = 3000;

/** How often the in-memory store forgets expired rooms. */
const SWEEP_MS = 10 * 60 * 1000;

export interface RoomServerOptions {
  /** An http server to attach to (listening or not); without it the room server makes its own. */
  readonly server?: http.Server;
  /** The port to listen on when the server is not listening yet (0: any free port). */
  readonly port?: number;
  readonly host?: string;
  /** Where room records are kept (default: files in `dataDir`, else Redis with `redisUrl`, else memory). Pass the old store to a new server to resume its rooms. */
  readonly store?: RecordStore;
  /** A directory for one record file per room (FileRecordStore): games survive a crash and a restart. */
  readonly dataDir?: string;
  readonly settings?: Partial<RoomSettings>;
  /** Per-address limits of room making and seat reservations (limits.ts). */
  readonly limits?: Partial<AddressLimitSettings>;
  /** How often clients are pinged (ms; default PING_INTERVAL_MS). */
  readonly pingIntervalMs?: number;
  /** A redis:// URL: share rooms with other processes (presence, driver and, unless `store` is given, the records). */
  readonly redisUrl?: string;
  /** host[:port][/path] at which clients reach this process's WebSocket, when several processes share Redis. */
  readonly publicAddress?: string;
}

export interface RoomServer {
  readonly colyseus: Server;
  readonly http: http.Server;
  readonly port: number;
  readonly store: RecordStore;
  /** Whether rooms are shared with other processes through Redis. */
  readonly sharedThroughRedis: boolean;
  /** The directory of the records' files when this server keeps them there itself (`dataDir`), else null. */
  readonly dataDir: string | null;
  /** The address clients are told to reach this process at, or null (the one they asked). */
  readonly publicAddress: string | null;
  readonly limits: AddressLimits;
  /** Disconnects every client, disposes the rooms (their records stay in the store) and closes the http server. */
  close(): Promise<void>;
}

export async function createRoomServer(options: RoomServerOptions = {}): Promise<RoomServer> {
  const httpServer = options.server ?? http.createServer();
  const { redisUrl } = options;
  const ownStore: RecordStore | undefined = options.store
    ? undefined
    : redisUrl
      ? new RedisRecordStore(redisUrl)
      : options.dataDir
        ? new FileRecordStore(options.dataDir)
        : new MemoryRecordStore();
  const store = options.store ?? ownStore!;
  const settings: RoomSettings = { ...DEFAULT_ROOM_SETTINGS, ...options.settings };
  const colyseus = new Server({
    transport: new RoomsTransport({ server: httpServer, maxPayload: MAX_FRAME_BYTES, pingInterval: options.pingIntervalMs ?? PING_INTERVAL_MS, pingMaxRetries: 2 }),
    greet: false,
    gracefullyShutdown: false,
    ...(redisUrl ? { presence: new RedisPresence(redisUrl), driver: new RedisDriver(redisUrl) } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  const limits = new AddressLimits({ ...DEFAULT_ADDRESS_LIMITS, ...options.limits });
  const definition: RoomDefinition & Record<string, unknown> = { store, settings, limits };
  colyseus.define(KOIKOI_ROOM, koikoiRoomType(limits), definition);
  // The short-code lookup, a room's status and the "rooms are served here" probe, beside Colyseus's routes.
  attachRoomRoutes(httpServer, () => matchMaker.presence, (id) => roomStatus(id, store));
  // Outermost: a matchmaking body is capped before Colyseus reads any of it.
  capMatchmakeBodies(httpServer);
  if (httpServer.listening) await matchMaker.accept();
  else await colyseus.listen(options.port ?? 0, options.host ?? '127.0.0.1');
  const port = (httpServer.address() as AddressInfo).port;
  const sweep = store instanceof MemoryRecordStore ? setInterval(() => store.sweep(), SWEEP_MS) : undefined;
  sweep?.unref();
  return {
    colyseus,
    http: httpServer,
    port,
    store,
    sharedThroughRedis: Boolean(redisUrl),
    dataDir: ownStore instanceof FileRecordStore ? ownStore.dir : null,
    publicAddress: options.publicAddress ?? null,
    limits,
    async close() {
      clearInterval(sweep);
      await colyseus.gracefullyShutdown(false);
      await ownStore?.close?.();
    },
  };
}
