/**
 * A room's record: everything needed to rebuild it after a restart, as JSON. The game is kept
 * as its seed and the steps taken, never as a state: `RoomModel.restore` deals again from the
 * seed and replays every step through the engine (as the practice game's saves do). Seat tokens
 * are kept only as hashes (tokens.ts).
 */
import type { RoundAction } from '../../engine/round/types';
import type { Seat } from '../../engine/round/seats';

export const ROOM_RECORD_FORMAT = 1;

/**
 * One step of the room: a seat's action, the next round dealt once every seat was ready, or a
 * new game (a rematch) dealt from a new seed once every seat asked for it.
 */
export type RoomStep =
  | { readonly seat: Seat; readonly action: RoundAction }
  | { readonly type: 'next-round' }
  | { readonly type: 'rematch'; readonly seed: number };

export interface RoomSeatRecord {
  readonly name: string;
  /** SHA-256 of the seat token (hex). */
  readonly tokenHash: string;
}

export interface RoomRecord {
  readonly format: typeof ROOM_RECORD_FORMAT;
  /** The engine's game-state version the steps were played under. */
  readonly engine: number;
  readonly id: string;
  /** The rule code (src/engine/README.md, Rule codes): preset, options, players and rounds. */
  readonly rules: string;
  /** The first game's seed (a rematch's seed is in its step): sent to the seats only once that game is over. */
  readonly seed: number;
  /** One entry per seat, null while the seat is free. */
  readonly seats: readonly (RoomSeatRecord | null)[];
  readonly steps: readonly RoomStep[];
  /** When the record last changed (ms since the epoch), for expiry. */
  readonly updatedAt: number;
}

/**
 * Where records are kept: in memory (MemoryRecordStore) or in Redis (RedisRecordStore, with
 * REDIS_URL), so that another process or a restarted one finds the room.
 */
export interface RecordStore {
  load(id: string): Promise<RoomRecord | null>;
  save(record: RoomRecord): Promise<void>;
  remove(id: string): Promise<void>;
  /** Lets go of connections (a Redis store); the room server calls it for a store it made itself. */
  close?(): Promise<void>;
}

/**
 * A room nobody returns to expires this long after its last change (a move, a seat taken or
 * taken back): its record is forgotten and its link answers 'no-such-room'.
 */
export const ROOM_EXPIRY_MS = 24 * 60 * 60 * 1000;

export interface MemoryStoreOptions {
  readonly expiryMs?: number;
  readonly now?: () => number;
}

/** Records in this process's memory (they survive a room server restart within the process). */
export class MemoryRecordStore implements RecordStore {
  private readonly records = new Map<string, string>();
  private readonly expiryMs: number;
  private readonly now: () => number;

  constructor(options: MemoryStoreOptions = {}) {
    this.expiryMs = options.expiryMs ?? ROOM_EXPIRY_MS;
    this.now = options.now ?? Date.now;
  }

  async load(id: string): Promise<RoomRecord | null> {
    const text = this.records.get(id);
    if (text === undefined) return null;
    const record = JSON.parse(text) as RoomRecord;
    if (this.now() - record.updatedAt > this.expiryMs) {
      this.records.delete(id);
      return null;
    }
    return record;
  }

  /** Forgets every expired record (a server calls it now and then so memory does not grow). */
  sweep(): void {
    for (const id of [...this.records.keys()]) void this.load(id);
  }

  async save(record: RoomRecord): Promise<void> {
    // Stored as JSON text, as Redis will: what is saved is exactly what can be read back.
    this.records.set(record.id, JSON.stringify(record));
  }

  async remove(id: string): Promise<void> {
    this.records.delete(id);
  }

  /** The ids held (for tests and housekeeping). */
  ids(): string[] {
    return [...this.records.keys()];
  }
}
