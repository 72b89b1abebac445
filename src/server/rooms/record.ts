/**
 * A room's record: everything needed to rebuild it after a restart, as JSON, and nothing more.
 * The game is kept as its deal (a secret of 256 bits, keyed.ts) and the steps taken, never as
 * a state: `RoomModel.restore` deals again and replays every step through the engine (as the
 * practice game's saves do). Earlier games of the room (before rematches) are kept only as
 * their results, the latest MAX_RESULTS, so a room that plays on for hours keeps a record of
 * one game's size. Seat tokens are kept only as hashes (tokens.ts).
 *
 * Format 2 (secret deals). Format 1 (one 32-bit seed per game, every game's steps) is still
 * read: its games go on from their seeds (`readRecord`, RoomModel.restore).
 */
import { decodeStep, type GameStep } from '../../engine/round/record';
import type { BySeat, Seat } from '../../engine/round/seats';
import { isDealSecret, type DealSecret } from '../../engine/keyed';
import { GAME_STATE_VERSION } from '../../engine/round/game';
import { err, ok, type Result } from '../../engine/result';
import { isAiLevel, type AiLevel } from '../../engine/ai/levels';

export const ROOM_RECORD_FORMAT = 2;

/** How many earlier games' results a record keeps. */
export const MAX_RESULTS = 20;

/** How a game is dealt: from its secret; a game of a format-1 record, from its seed. */
export type GameDeal = { readonly secret: DealSecret } | { readonly seed: number };

/** One step of the current game (the engine's game record): a seat's action, or the next round dealt once every seat was ready. */
export type { GameStep };

/** A step of a format-1 record, which also held a new game (a rematch) dealt from a new seed. */
export type RoomStep = GameStep | { readonly type: 'rematch'; readonly seed: number };

/** An earlier game of the room, as its result. */
export interface GameResult {
  readonly totals: BySeat<number>;
  readonly winner: Seat | null;
}

export interface RoomSeatRecord {
  readonly name: string;
  /** SHA-256 of the seat token (hex); empty for a computer's seat (it has no token). */
  readonly tokenHash: string;
  /**
   * The level of the server's computer playing the seat (a seat filled by the creator, or
   * handed over by the players present). Absent for a person (and in records written before
   * computer seats, which read as they always did).
   */
  readonly computer?: AiLevel;
}

export interface RoomRecord {
  readonly format: typeof ROOM_RECORD_FORMAT;
  /** The engine's game-state version the steps were played under. */
  readonly engine: number;
  readonly id: string;
  /** The rule code (src/engine/README.md, Rule codes): preset, options, players and rounds. */
  readonly rules: string;
  /** One entry per seat, null while the seat is free. */
  readonly seats: readonly (RoomSeatRecord | null)[];
  /** Which game of the room is being played: 1, then one more per rematch. */
  readonly game: number;
  /** The current game's deal, null while seats are free (nothing is dealt before); sent to the seats only once that game is over. */
  readonly deal: GameDeal | null;
  /** The current game's steps. */
  readonly steps: readonly GameStep[];
  /** Steps of the earlier games, each rematch counting one (views count on from it). */
  readonly stepBase: number;
  /** The earlier games' results, oldest first, the latest MAX_RESULTS. */
  readonly results: readonly GameResult[];
  /** When the record last changed (ms since the epoch), for expiry. */
  readonly updatedAt: number;
}

/** A record written before secret deals. */
export interface RoomRecordV1 {
  readonly format: 1;
  readonly engine: number;
  readonly id: string;
  readonly rules: string;
  /** The first game's seed (a rematch's seed is in its step). */
  readonly seed: number;
  readonly seats: readonly (RoomSeatRecord | null)[];
  readonly steps: readonly RoomStep[];
  readonly updatedAt: number;
}

export type AnyRoomRecord = RoomRecord | RoomRecordV1;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function isSeatRecord(v: unknown): v is RoomSeatRecord | null {
  return v === null || (isObject(v) && typeof v['name'] === 'string' && typeof v['tokenHash'] === 'string' && (v['computer'] === undefined || isAiLevel(v['computer'])));
}

/**
 * A stored step read through the engine's step decoder (any seat of three here: the engine
 * refuses a seat the rules do not have when the step is replayed), or a format-1 rematch.
 */
function readStep(v: unknown, format: 1 | 2): RoomStep | null {
  if (format === 1 && isObject(v) && v['type'] === 'rematch') return isCount(v['seed']) ? { type: 'rematch', seed: v['seed'] } : null;
  return decodeStep(v, 3);
}

function isDeal(v: unknown): boolean {
  return v === null || (isObject(v) && (isDealSecret(v['secret']) || (isCount(v['seed']) && !('secret' in v))));
}

/**
 * What a store held, read as a record: `record-outdated` when it was written by an engine
 * version or in a format this server does not play (a newer server's, or one too old), and
 * `record-unreadable` when it is not a record at all (damaged, cut short, not JSON).
 */
export function readRecord(stored: unknown): Result<AnyRoomRecord, 'record-outdated' | 'record-unreadable'> {
  if (!isObject(stored)) return err('record-unreadable');
  const format = stored['format'];
  if (format !== 1 && format !== 2) return err(isCount(format) ? 'record-outdated' : 'record-unreadable');
  if (stored['engine'] !== GAME_STATE_VERSION) return err(isCount(stored['engine']) ? 'record-outdated' : 'record-unreadable');
  const seats = stored['seats'];
  const raw = stored['steps'];
  const steps = Array.isArray(raw) ? raw.map((s) => readStep(s, format)) : null;
  const common =
    typeof stored['id'] === 'string' &&
    typeof stored['rules'] === 'string' &&
    Array.isArray(seats) &&
    seats.every(isSeatRecord) &&
    steps !== null &&
    steps.every((s) => s !== null) &&
    typeof stored['updatedAt'] === 'number';
  if (!common) return err('record-unreadable');
  if (format === 1) return isCount(stored['seed']) ? ok({ ...(stored as unknown as RoomRecordV1), steps }) : err('record-unreadable');
  const results = stored['results'];
  const valid =
    isCount(stored['game']) &&
    stored['game'] >= 1 &&
    isCount(stored['stepBase']) &&
    isDeal(stored['deal']) &&
    Array.isArray(results) &&
    results.every((r) => isObject(r) && Array.isArray(r['totals']) && (r['winner'] === null || isCount(r['winner'])));
  return valid ? ok({ ...(stored as unknown as RoomRecord), steps: steps as GameStep[] }) : err('record-unreadable');
}

/** A stored text as the store hands it out: parsed JSON, or the text itself when it does not parse (restore then says `record-unreadable`). */
export function parseStored(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** When a stored record last changed, or null when it does not say (it is then kept, for restore to judge). */
export function updatedAtOf(stored: unknown): number | null {
  return isObject(stored) && typeof stored['updatedAt'] === 'number' ? stored['updatedAt'] : null;
}

/**
 * Where records are kept: in memory (MemoryRecordStore, tests), in files (FileRecordStore,
 * `npm start`'s default) or in Redis (RedisRecordStore, with REDIS_URL), so that another
 * process or a restarted one finds the room. `load` gives what was stored (parsed JSON, or the
 * text when it does not parse), null when nothing is; `save` and `load` reject when the store
 * fails or does not answer within its command timeout (the room then tells its players).
 */
export interface RecordStore {
  load(id: string): Promise<unknown>;
  save(record: RoomRecord): Promise<void>;
  remove(id: string): Promise<void>;
  /** Lets go of connections (a Redis store); the room server calls it for a store it made itself. */
  close?(): Promise<void>;
}

/** A store that did not answer in time (its command timeout). */
export class StoreTimeoutError extends Error {
  constructor(what: string, ms: number) {
    super(`the record store did not answer ${what} within ${ms} ms`);
    this.name = 'StoreTimeoutError';
  }
}

/** The default command timeout of the file and Redis stores: a few seconds, then the players are told. */
export const STORE_TIMEOUT_MS = 3000;

/** `work`, or a StoreTimeoutError once `ms` have passed (the work itself may still finish later). */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StoreTimeoutError(what, ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
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

  async load(id: string): Promise<unknown> {
    const text = this.records.get(id);
    if (text === undefined) return null;
    const stored = parseStored(text);
    const updatedAt = updatedAtOf(stored);
    if (updatedAt !== null && this.now() - updatedAt > this.expiryMs) {
      this.records.delete(id);
      return null;
    }
    return stored;
  }

  /** Forgets every expired record (a server calls it now and then so memory does not grow). */
  sweep(): void {
    for (const id of [...this.records.keys()]) void this.load(id);
  }

  async save(record: RoomRecord): Promise<void> {
    // Stored as JSON text, as Redis will: what is saved is exactly what can be read back.
    this.records.set(record.id, JSON.stringify(record));
  }

  /** Stores any text under an id (tests: an old record, a damaged one). */
  put(id: string, text: string): void {
    this.records.set(id, text);
  }

  async remove(id: string): Promise<void> {
    this.records.delete(id);
  }

  /** The ids held (for tests and housekeeping). */
  ids(): string[] {
    return [...this.records.keys()];
  }
}
