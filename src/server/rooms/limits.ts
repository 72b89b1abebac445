/**
 * Per-address limits of the matchmaker, checked in the room type's static `onAuth` (Colyseus
 * calls it before a room is made or a seat reserved, with the HTTP request): so that one
 * address cannot make rooms until the deal suits it (hundreds a second), fill a process with
 * rooms, or hold a room's seats with reservations it never connects.
 *
 * The address is the TCP peer's (`req.socket.remoteAddress`), never X-Forwarded-For, which any
 * client can write. Behind a reverse proxy every visitor shares the proxy's address: raise the
 * limits there (ROOMS_CREATE_LIMIT, README's Deploying section) or limit at the proxy.
 */
import type http from 'node:http';
import type { BucketSettings } from './rate-limit';
import { LookupLimiter } from './short-codes';
import type { RefusalCode } from './refusals';

export interface AddressLimitSettings {
  /** New rooms per address (not rooms rebuilt after a restart): a few at once, then one every 30 s. */
  readonly create: BucketSettings;
  /** Rooms live in this process at most. */
  readonly maxRooms: number;
  /** Seat reservations per address that have not connected yet. */
  readonly pendingSeats: number;
  /** How long a reserved seat waits for its WebSocket (Colyseus's seat reservation time). */
  readonly reservationSeconds: number;
}

export const DEFAULT_ADDRESS_LIMITS: AddressLimitSettings = {
  create: { burst: 10, perSecond: 1 / 30 },
  maxRooms: 5000,
  pendingSeats: 6,
  reservationSeconds: 5,
};

/** What `onAuth` hands to the room (Colyseus gives it to `onJoin` as `client.auth`). */
export interface Admission {
  readonly address: string;
}

export function peerAddress(req: http.IncomingMessage | undefined): string {
  return req?.socket.remoteAddress ?? '';
}

export class AddressLimits {
  private readonly creations: LookupLimiter;
  /** Per address, when each of its pending reservations expires (ms, `now`'s clock). */
  private readonly pending = new Map<string, number[]>();
  private live = 0;

  constructor(
    readonly settings: AddressLimitSettings = DEFAULT_ADDRESS_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.creations = new LookupLimiter(settings.create, now);
  }

  /** Whether this address may reserve a seat (and, `creating`, make a room first): null, or the refusal. */
  admit(address: string, creating: boolean): RefusalCode | null {
    if (this.pending.size > 10_000) this.sweep();
    const waiting = this.stillPending(address);
    if (waiting.length >= this.settings.pendingSeats) return 'too-many-joins';
    if (creating) {
      if (this.live >= this.settings.maxRooms) return 'server-busy';
      if (!this.creations.take(address)) return 'too-many-rooms';
    }
    waiting.push(this.now() + this.settings.reservationSeconds * 1000);
    this.pending.set(address, waiting);
    return null;
  }

  /** A reservation of this address connected (or was refused at the door): it no longer counts. */
  connected(address: string): void {
    const waiting = this.stillPending(address);
    waiting.shift();
    if (waiting.length > 0) this.pending.set(address, waiting);
    else this.pending.delete(address);
  }

  roomOpened(): void {
    this.live += 1;
  }

  roomClosed(): void {
    this.live = Math.max(0, this.live - 1);
  }

  get liveRooms(): number {
    return this.live;
  }

  /** Forgets addresses whose reservations all expired (many addresses, each seen once). */
  private sweep(): void {
    const t = this.now();
    for (const [address, waiting] of this.pending) if (waiting.every((expiry) => expiry <= t)) this.pending.delete(address);
  }

  private stillPending(address: string): number[] {
    const t = this.now();
    const waiting = (this.pending.get(address) ?? []).filter((expiry) => expiry > t);
    if (waiting.length === 0) this.pending.delete(address);
    return waiting;
  }
}
