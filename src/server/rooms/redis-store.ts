/**
 * Room records in Redis (with REDIS_URL): every process of a scaled-out server, and a restarted
 * one, finds the same records. Each record is one JSON string whose Redis TTL is the room's
 * expiry (ROOM_EXPIRY_MS after its last change), so Redis itself forgets abandoned rooms.
 */
import { Redis } from 'ioredis';
import { parseStored, ROOM_EXPIRY_MS, STORE_TIMEOUT_MS, type RecordStore, type RoomRecord } from './record';
import { logRoomEvent } from './log';

/** Keys are namespaced so the store can share a Redis with Colyseus's presence and driver. */
export const RECORD_KEY_PREFIX = 'koikoi:room:';

export interface RedisStoreOptions {
  readonly expiryMs?: number;
  /** How long one command may take before it fails (a frozen Redis must not stall the rooms). */
  readonly timeoutMs?: number;
}

export class RedisRecordStore implements RecordStore {
  private readonly redis: Redis;
  private readonly expiryMs: number;

  /** `url`: a redis:// URL (REDIS_URL). */
  constructor(url: string, options: RedisStoreOptions = {}) {
    // commandTimeout: a Redis that is frozen (SIGSTOP, a full network buffer) answers no command;
    // each one fails after a few seconds and the room tells its players. maxRetriesPerRequest and
    // the offline queue's bound: while Redis is down, commands fail instead of waiting for it.
    const timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: timeoutMs, connectTimeout: timeoutMs });
    // ioredis reports connection errors as events; unheard, Node would print them as unhandled.
    // One line per 5 s at most: ioredis retries the connection many times a second while Redis is down.
    let lastLogged = 0;
    this.redis.on('error', (error: Error) => {
      if (Date.now() - lastLogged < 5000) return;
      lastLogged = Date.now();
      logRoomEvent('redis-error', { error });
    });
    this.expiryMs = options.expiryMs ?? ROOM_EXPIRY_MS;
  }

  async load(id: string): Promise<unknown> {
    const text = await this.redis.get(RECORD_KEY_PREFIX + id);
    return text === null ? null : parseStored(text);
  }

  async save(record: RoomRecord): Promise<void> {
    // The TTL counts from the record's last change, as MemoryRecordStore's expiry does.
    const ttl = Math.max(1, record.updatedAt + this.expiryMs - Date.now());
    await this.redis.set(RECORD_KEY_PREFIX + record.id, JSON.stringify(record), 'PX', ttl);
  }

  async remove(id: string): Promise<void> {
    await this.redis.del(RECORD_KEY_PREFIX + id);
  }

  /** The record's remaining time to live in ms (-2: no such key), for tests and housekeeping. */
  ttl(id: string): Promise<number> {
    return this.redis.pttl(RECORD_KEY_PREFIX + id);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
