/**
 * Room records in Redis (with REDIS_URL): every process of a scaled-out server, and a restarted
 * one, finds the same records. Each record is one JSON string whose Redis TTL is the room's
 * expiry (ROOM_EXPIRY_MS after its last change), so Redis itself forgets abandoned rooms.
 */
import { Redis } from 'ioredis';
import { ROOM_EXPIRY_MS, type RecordStore, type RoomRecord } from './record';

/** Keys are namespaced so the store can share a Redis with Colyseus's presence and driver. */
export const RECORD_KEY_PREFIX = 'koikoi:room:';

export interface RedisStoreOptions {
  readonly expiryMs?: number;
}

export class RedisRecordStore implements RecordStore {
  private readonly redis: Redis;
  private readonly expiryMs: number;

  /** `url`: a redis:// URL (REDIS_URL). */
  constructor(url: string, options: RedisStoreOptions = {}) {
    // lazyConnect off: the first command waits for the connection; maxRetriesPerRequest bounds
    // how long a save or load waits while Redis is away (the room keeps its state in memory).
    this.redis = new Redis(url, { maxRetriesPerRequest: 3 });
    this.expiryMs = options.expiryMs ?? ROOM_EXPIRY_MS;
  }

  async load(id: string): Promise<RoomRecord | null> {
    const text = await this.redis.get(RECORD_KEY_PREFIX + id);
    return text === null ? null : (JSON.parse(text) as RoomRecord);
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
