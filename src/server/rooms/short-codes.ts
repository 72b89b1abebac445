/**
 * Short codes to read aloud ("KQ7-M4P"): six characters that find a room while it still waits
 * for players, so a friend at the table can type them instead of a 22-character link.
 *
 * They do not weaken the room's 128-bit id (tokens.ts): a code finds only a room that still
 * has a free seat (it is forgotten once the last seat is taken and when the room is disposed),
 * what it finds is what anyone holding the code could do anyway (sit down), and lookups are
 * rate-limited per client address (a handful, then one every few seconds), so guessing one of
 * the 2^30 codes of the few rooms waiting at any moment is hopeless. Codes live in Colyseus's
 * presence (this process's memory, or Redis with REDIS_URL, so every process finds them).
 *
 * The lookup is a plain HTTP route beside Colyseus's matchmaking routes, on the same server:
 * `GET /rooms/code/KQ7M4P` → 200 `{ roomId }` or 200 `{ code: 'no-such-code' }` (a 200: a
 * mistyped code is an answer, not an error in the browser's console), 429
 * `{ code: 'rate-limited' }`; `GET /rooms/room/ID` → 200 `{ status: 'waiting' | 'full' | 'none' }`
 * (room-status.ts), rate-limited the same way; `GET /rooms/status.json` (or `/rooms/`) → 200
 * `{ rooms: 'koikoi' }` tells a page that a room server answers here.
 */
import type http from 'node:http';
import { randomInt } from 'node:crypto';
import type { Presence } from '@colyseus/core';
import { TokenBucket, type BucketSettings } from './rate-limit';
import { roomHealth } from './health';
import type { RoomStatus } from './room-status';

/** Letters and digits that cannot be mistaken for one another aloud or on screen (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;

/** The presence hash holding code → room id. */
const CODES_KEY = 'koikoi:codes';

/** Lookups per client address: a few at once, then one every five seconds. */
export const LOOKUP_BUCKET: BucketSettings = { burst: 8, perSecond: 0.2 };
/** A room's status per client address (one per link opened; each may read a record from the store). */
export const STATUS_BUCKET: BucketSettings = { burst: 20, perSecond: 1 };

/** The route prefix of the room server's own HTTP routes. */
export const ROOMS_ROUTE = '/rooms/';
/** The probe's file under ROOMS_ROUTE (also a static file of the site, public/rooms/status.json). */
export const ROOMS_STATUS = 'status.json';
/** The operator's counts under ROOMS_ROUTE (rooms, seats, saves failing: health.ts). */
export const ROOMS_HEALTH = 'health.json';

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code as typed (any case, spaces or dashes) in its stored form, or null if it cannot be one. */
export function normalizeCode(typed: unknown): string | null {
  if (typeof typed !== 'string' || typed.length > 32) return null;
  const code = typed.toUpperCase().replace(/[\s-]/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((c) => CODE_ALPHABET.includes(c)) ? code : null;
}

/** Gives a waiting room a code no other waiting room holds. */
export async function registerCode(presence: Presence, roomId: string): Promise<string> {
  for (;;) {
    const code = newCode();
    if ((await presence.hget(CODES_KEY, code)) === null) {
      await presence.hset(CODES_KEY, code, roomId);
      return code;
    }
  }
}

export async function forgetCode(presence: Presence, code: string): Promise<void> {
  await presence.hdel(CODES_KEY, code);
}

export function findCode(presence: Presence, code: string): Promise<string | null> {
  return presence.hget(CODES_KEY, code);
}

/** Per-address buckets, dropped once idle long enough to be full again. */
export class LookupLimiter {
  private readonly buckets = new Map<string, { bucket: TokenBucket; last: number }>();

  constructor(
    private readonly settings: BucketSettings = LOOKUP_BUCKET,
    private readonly now: () => number = () => performance.now(),
  ) {}

  take(address: string): boolean {
    const t = this.now();
    if (this.buckets.size > 10_000) this.sweep(t);
    let entry = this.buckets.get(address);
    if (!entry) {
      entry = { bucket: new TokenBucket(this.settings, this.now), last: t };
      this.buckets.set(address, entry);
    }
    entry.last = t;
    return entry.bucket.take();
  }

  private sweep(t: number): void {
    const refill = (this.settings.burst / this.settings.perSecond) * 1000;
    for (const [address, entry] of this.buckets) if (t - entry.last > refill) this.buckets.delete(address);
  }
}

function reply(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'Content-Type': 'application/json',
    'Cache-Control': 'no-store',
    // A page on another origin (a static host) may ask a separate room host.
    'Access-Control-Allow-Origin': '*',
  });
  res.end(JSON.stringify(body));
}

/**
 * Puts the room routes in front of the server's other request listeners (the site's files,
 * Colyseus's matchmaking), as Colyseus itself does for its routes. `status` answers
 * `/rooms/room/ID` (room-status.ts).
 */
export function attachRoomRoutes(
  server: http.Server,
  presence: () => Presence,
  status: (roomId: string) => Promise<RoomStatus>,
  limiter = new LookupLimiter(),
  statusLimiter = new LookupLimiter(STATUS_BUCKET),
): void {
  const others = server.listeners('request').slice(0) as ((req: http.IncomingMessage, res: http.ServerResponse) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]!;
    if (!path.startsWith(ROOMS_ROUTE) || req.method !== 'GET') {
      for (const listener of others) listener.call(server, req, res);
      return;
    }
    const rest = path.slice(ROOMS_ROUTE.length);
    // The probe: the static site ships public/rooms/status.json saying `{ "rooms": null }`, which
    // this route answers in its place wherever a room server runs (a 200 either way: no 404 in
    // the console of a page on a static host).
    if (rest === '' || rest === ROOMS_STATUS) return reply(res, 200, { rooms: 'koikoi' });
    // For an operator: counts only (health.ts), no room id.
    if (rest === ROOMS_HEALTH) return reply(res, 200, roomHealth());
    if (rest.startsWith('room/')) {
      if (!statusLimiter.take(req.socket.remoteAddress ?? '')) return reply(res, 429, { code: 'rate-limited' });
      status(rest.slice('room/'.length)).then(
        (answer) => reply(res, 200, { status: answer }),
        () => reply(res, 503, { code: 'no-server' }),
      );
      return;
    }
    if (!rest.startsWith('code/')) return reply(res, 404, { code: 'no-such-code' });
    if (!limiter.take(req.socket.remoteAddress ?? '')) return reply(res, 429, { code: 'rate-limited' });
    let typed: string;
    try {
      typed = decodeURIComponent(rest.slice('code/'.length));
    } catch {
      return reply(res, 200, { code: 'no-such-code' });
    }
    const code = normalizeCode(typed);
    if (code === null) return reply(res, 200, { code: 'no-such-code' });
    findCode(presence(), code).then(
      (roomId) => reply(res, 200, roomId ? { roomId } : { code: 'no-such-code' }),
      () => reply(res, 503, { code: 'no-such-code' }),
    );
  });
}
