/**
 * Room records in files, `npm start`'s default store, for ONE process only (several processes
 * share Redis, redis-store.ts): a directory (ROOMS_DATA_DIR, default `.rooms-data/` in the
 * project, git-ignored) holding one JSON file per room and an append-only journal, so a restart
 * or a crash (`kill -9`, a power cut) loses no game. No dependency.
 *
 * A save is group-committed: it is appended as one line to the journal (`journal-N.log`, opened
 * with 'a'), and the saves of every room that arrive while a journal write is under way go
 * together into the next one: ONE write of all their lines and ONE fdatasync per batch, however
 * many rooms (the old way, a temporary file, fsync, rename and directory fsync per save, made
 * the thread pool's queue of file operations the wait of every move: rooms-bench p95 ~82 ms at
 * 200 rooms). `save` resolves only once its line is synced. Each line is
 * `CRC32 LENGTH {"id":…,"record":…}` (or `{"id":…,"removed":true}`, a removed room): a line cut
 * short by a crash, or damaged, fails its length or checksum and is ignored, never read as
 * another record. A write that fails moves the store on to a new journal (never appending
 * after a damaged line).
 *
 * The latest record of each room changed since the last checkpoint is kept in memory, and a load
 * answers from it (after that room's pending save: a load sees what was saved last), else from
 * the room's file. Every `checkpointMs` (5 s) and on close, a checkpoint starts a new journal
 * (saves go on into it), writes the rooms changed since the last one to their files as this
 * store always did (temporary file, fsync, rename; one at a time, so the saves' own writes are
 * never queued behind 200 of them; one directory fsync), and once those are durable deletes the
 * older journals. When the store opens it reads the journals in order, the last line of a room
 * winning over older lines and over its file (a room file is only ever written with a record
 * already in a journal, and a journal deleted only once the files hold its records).
 *
 * Saves (and removals) of one room run one after another; every command gives up after
 * `timeoutMs` (the room then tells its players and rolls back). Records expire ROOM_EXPIRY_MS
 * after their last change: expired files are removed when the store opens and then every
 * `sweepMs`, and a load never returns one. Room files written before the journal read as before.
 */
import { mkdir, open, readdir, readFile, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import * as zlib from 'node:zlib';
import { parseStored, ROOM_EXPIRY_MS, STORE_TIMEOUT_MS, updatedAtOf, withTimeout, type RecordStore, type RoomRecord } from './record';
import { logRoomEvent } from './log';

export interface FileStoreOptions {
  readonly expiryMs?: number;
  readonly timeoutMs?: number;
  /** How often expired records are removed (0: only when the store opens). */
  readonly sweepMs?: number;
  /** How often the rooms changed are written to their files and the journal started anew (0: only on close and `checkpoint()`). */
  readonly checkpointMs?: number;
  readonly now?: () => number;
}

/** What the store did, for tests and the curious: journal writes and syncs, checkpoints. */
export interface FileStoreStats {
  journalWrites: number;
  journalSyncs: number;
  batches: number;
  checkpoints: number;
}

/** Room ids are base64url (tokens.ts); anything else never names a file. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SUFFIX = '.json';
const JOURNAL = /^journal-(\d{1,15})\.log$/;
const journalName = (seq: number): string => `journal-${String(seq).padStart(10, '0')}.log`;
/** A removed room, in memory (its journal line is `{"id":…,"removed":true}`). */
const REMOVED = null;
type Entry = string | typeof REMOVED;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** CRC-32 (zlib's): Node's own from 20.15, this table before. */
function crc32(data: Buffer): number {
  if (typeof zlib.crc32 === 'function') return zlib.crc32(data);
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** One journal line: `CRC32 LENGTH PAYLOAD\n`, the checksum and the length (bytes) of the payload. */
function journalLine(id: string, text: Entry): Buffer {
  const payload = Buffer.from(text === REMOVED ? `{"id":"${id}","removed":true}` : `{"id":"${id}","record":${text}}`, 'utf8');
  const head = `${crc32(payload).toString(16).padStart(8, '0')} ${payload.length} `;
  return Buffer.concat([Buffer.from(head, 'latin1'), payload, Buffer.from('\n', 'latin1')]);
}

const LINE_HEAD = /^([0-9a-f]{8}) (\d{1,10}) /;
const PAYLOAD = /^\{"id":"([A-Za-z0-9_-]{1,64})","(record|removed)":/;

/** A journal line (without its newline) read back, or null when it is not whole (cut short, damaged). */
function readLine(line: Buffer): { id: string; text: Entry } | null {
  const head = LINE_HEAD.exec(line.toString('latin1', 0, Math.min(line.length, 24)));
  if (!head) return null;
  const payload = line.subarray(head[0].length);
  if (payload.length !== Number(head[2]) || crc32(payload) !== parseInt(head[1]!, 16)) return null;
  const text = payload.toString('utf8');
  const what = PAYLOAD.exec(text);
  if (!what) return null;
  if (what[2] === 'removed') return { id: what[1]!, text: REMOVED };
  return { id: what[1]!, text: text.slice(what[0].length, -1) };
}

interface Pending {
  readonly id: string;
  readonly text: Entry;
  readonly line: Buffer;
  readonly resolve: () => void;
  readonly reject: (error: unknown) => void;
}

export class FileRecordStore implements RecordStore {
  private readonly expiryMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  /** The last save (or removal) of each room, which the next one and a load wait for. */
  private readonly writes = new Map<string, Promise<void>>();
  private readonly ready: Promise<void>;
  private readonly sweeper: ReturnType<typeof setInterval> | undefined;
  private readonly checkpointer: ReturnType<typeof setInterval> | undefined;
  private counter = 0;
  /** The latest durable record of each room changed since its file was last written (REMOVED: removed). */
  private readonly latest = new Map<string, Entry>();
  /** Rooms whose latest record is not yet in their file. */
  private dirty = new Set<string>();
  /** The journal saves go to now, and the journals on disk (older ones until a checkpoint deletes them). */
  private journalSeq = 1;
  private readonly journals = new Set<number>();
  private handle: FileHandle | null = null;
  private handleSeq = 0;
  private handleNew = false;
  /** Saves waiting for the next batch, the batches' loop, and the batch being written. */
  private queue: Pending[] = [];
  private flushScheduled = false;
  private flushing: Promise<void> | null = null;
  private batch: Promise<boolean> | null = null;
  /** Checkpoints and removals of expired files, one at a time. */
  private lock: Promise<void> = Promise.resolve();
  private readonly counts: FileStoreStats = { journalWrites: 0, journalSyncs: 0, batches: 0, checkpoints: 0 };

  constructor(
    readonly dir: string,
    options: FileStoreOptions = {},
  ) {
    this.expiryMs = options.expiryMs ?? ROOM_EXPIRY_MS;
    this.timeoutMs = options.timeoutMs ?? STORE_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.ready = mkdir(dir, { recursive: true }).then(async () => {
      await this.replay();
      await this.sweep();
    });
    // A failed opening (an unreadable directory) shows in every command; log it once here.
    this.ready.catch((error: unknown) => logRoomEvent('store-open-failed', { dir, error }));
    const sweepMs = options.sweepMs ?? 10 * 60 * 1000;
    this.sweeper = sweepMs > 0 ? setInterval(() => void this.sweep().catch((error: unknown) => logRoomEvent('store-sweep-failed', { dir, error })), sweepMs) : undefined;
    this.sweeper?.unref();
    const checkpointMs = options.checkpointMs ?? 5000;
    // (one at a time: a checkpoint slower than the interval is not queued again behind itself)
    this.checkpointer = checkpointMs > 0 ? setInterval(() => void this.timedCheckpoint(), checkpointMs) : undefined;
    this.checkpointer?.unref();
  }

  private file(id: string): string {
    if (!SAFE_ID.test(id)) throw new Error('not a room id');
    return join(this.dir, id + SUFFIX);
  }

  private expired(stored: unknown): boolean {
    const updatedAt = updatedAtOf(stored);
    return updatedAt !== null && this.now() - updatedAt > this.expiryMs;
  }

  /** What the store did so far (journal writes and syncs, batches, checkpoints). */
  stats(): FileStoreStats {
    return { ...this.counts };
  }

  async load(id: string): Promise<unknown> {
    if (!SAFE_ID.test(id)) return null;
    return withTimeout(this.read(id), this.timeoutMs, 'a load');
  }

  private async read(id: string): Promise<unknown> {
    await this.ready;
    // A save of this room still being written is waited for: a load sees what was saved last.
    // (its failure, if any, was reported to that save's own caller, which logged it)
    await this.writes.get(id)?.catch(() => undefined);
    if (this.latest.has(id)) {
      const text = this.latest.get(id)!;
      if (text === REMOVED) return null;
      const stored = parseStored(text);
      return this.expired(stored) ? null : stored;
    }
    let text: string;
    try {
      text = await readFile(this.file(id), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stored = parseStored(text);
    if (this.expired(stored)) {
      await this.removeIfExpired(id);
      return null;
    }
    return stored;
  }

  save(record: RoomRecord): Promise<void> {
    // The text is taken now: what is saved is the record as it was when the room asked.
    const text = JSON.stringify(record);
    return this.chain(record.id, text, 'a save');
  }

  async remove(id: string): Promise<void> {
    if (!SAFE_ID.test(id)) return;
    // A journal line too: a removal is never undone by reading the journal again.
    await this.chain(id, REMOVED, 'a remove');
  }

  private chain(id: string, text: Entry, what: string): Promise<void> {
    const previous = this.writes.get(id) ?? Promise.resolve();
    // The chain goes on after a failed write (the next save writes the whole record anyway); the
    // failed write's error went to its own caller, which logged it and told the players.
    const write = previous.catch(() => undefined).then(() => this.append(id, text));
    this.writes.set(id, write);
    void write.finally(() => {
      if (this.writes.get(id) === write) this.writes.delete(id);
    }).catch(() => undefined); // the failure itself is the caller's (returned below)
    return withTimeout(write, this.timeoutMs, what);
  }

  /** Queues one line for the next batch; resolves once the batch holding it is synced. */
  private async append(id: string, text: Entry): Promise<void> {
    await this.ready;
    if (!SAFE_ID.test(id)) throw new Error('not a room id');
    const line = journalLine(id, text);
    await new Promise<void>((resolve, reject) => {
      this.queue.push({ id, text, line, resolve, reject });
      if (!this.flushing && !this.flushScheduled) {
        // After this turn of the event loop: every save asked in it goes into the same batch.
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flushing = this.flushLoop();
        });
      }
    });
  }

  /** Writes batches one after another while saves wait: those asked during a batch go together into the next. */
  private async flushLoop(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        // Settled once the batch's rooms are marked changed (a checkpoint waiting for it then finds them).
        const run = this.writeBatch(batch).then(
          () => {
            for (const p of batch) {
              this.latest.set(p.id, p.text);
              this.dirty.add(p.id);
            }
            return true;
          },
          (error: unknown) => {
            for (const p of batch) p.reject(error);
            return false;
          },
        );
        this.batch = run;
        const written = await run;
        this.batch = null;
        if (written) for (const p of batch) p.resolve();
      }
    } finally {
      this.flushing = null;
    }
  }

  /** One append of every line and one fdatasync (and, for a journal just made, one directory sync). */
  private async writeBatch(batch: readonly Pending[]): Promise<void> {
    const seq = this.journalSeq;
    try {
      if (this.handle && this.handleSeq !== seq) {
        const old = this.handle;
        this.handle = null;
        await old.close().catch(() => undefined);
      }
      if (!this.handle) {
        this.handle = await open(join(this.dir, journalName(seq)), 'a');
        this.handleSeq = seq;
        this.handleNew = true;
        this.journals.add(seq);
      }
      const data = batch.length === 1 ? batch[0]!.line : Buffer.concat(batch.map((p) => p.line));
      for (let done = 0; done < data.length; ) {
        const { bytesWritten } = await this.handle.write(data, done, data.length - done);
        this.counts.journalWrites += 1;
        done += bytesWritten;
      }
      await this.handle.datasync();
      this.counts.journalSyncs += 1;
      // A journal just made is in the directory for sure only once the directory is synced.
      if (this.handleNew) {
        await this.syncDir();
        this.handleNew = false;
      }
      this.counts.batches += 1;
    } catch (error) {
      // Never append after what may be a damaged line: the next batch goes to a new journal.
      if (this.journalSeq === seq) this.journalSeq = seq + 1;
      throw error;
    }
  }

  /** Reads the journals left on disk (a crash, or a close whose checkpoint did not finish), oldest first. */
  private async replay(): Promise<void> {
    const seqs = (await readdir(this.dir))
      .map((name) => JOURNAL.exec(name))
      .filter((m) => m !== null)
      .map((m) => Number(m[1]))
      .sort((a, b) => a - b);
    let lines = 0;
    let ignored = 0;
    for (const seq of seqs) {
      this.journals.add(seq);
      const data = await readFile(join(this.dir, journalName(seq)));
      for (let start = 0; start < data.length; ) {
        const end = data.indexOf(0x0a, start);
        if (end === -1) {
          ignored += 1; // the last line, cut short by a crash
          break;
        }
        const entry = readLine(data.subarray(start, end));
        start = end + 1;
        if (!entry) {
          ignored += 1;
          continue;
        }
        lines += 1;
        this.latest.set(entry.id, entry.text);
        this.dirty.add(entry.id);
      }
    }
    this.journalSeq = (seqs.at(-1) ?? 0) + 1;
    if (seqs.length > 0) logRoomEvent('store-journal-replayed', { dir: this.dir, journals: seqs.length, lines, ignored, rooms: this.latest.size });
  }

  /**
   * Writes the rooms changed since the last checkpoint to their files and deletes the journals
   * they were in. Saves go on meanwhile, into a new journal; the files are written one at a time.
   */
  checkpoint(): Promise<void> {
    return this.ready.then(() => this.exclusive(() => this.runCheckpoint()));
  }

  private checkpointing = false;

  private async timedCheckpoint(): Promise<void> {
    if (this.checkpointing) return;
    this.checkpointing = true;
    try {
      await this.checkpoint();
    } catch {
      // logged as store-checkpoint-failed (or store-open-failed); the next one tries again
    } finally {
      this.checkpointing = false;
    }
  }

  private async runCheckpoint(): Promise<void> {
    if (this.dirty.size === 0 && this.journals.size === 0) return;
    const cut = this.journalSeq;
    this.journalSeq = cut + 1;
    // A batch begun before the new journal writes into the old one: its rooms are written too.
    await this.batch;
    const ids = [...this.dirty];
    this.dirty = new Set();
    const written = new Map<string, Entry>();
    try {
      for (const id of ids) {
        const text = this.latest.get(id);
        if (text === undefined) continue;
        // Between the saves' own batches, so a batch's sync never waits behind a room file's.
        await this.batch;
        if (text === REMOVED) await rm(this.file(id), { force: true });
        else await this.writeFile(id, text);
        written.set(id, text);
      }
      await this.syncDir();
      // Every record of the older journals is in a file now (or a newer journal).
      for (const seq of [...this.journals].filter((s) => s <= cut)) {
        await rm(join(this.dir, journalName(seq)), { force: true });
        this.journals.delete(seq);
      }
      // (so a deleted journal never comes back after a power cut, to be read over newer files)
      await this.syncDir();
    } catch (error) {
      for (const id of ids) this.dirty.add(id);
      logRoomEvent('store-checkpoint-failed', { dir: this.dir, error });
      throw error;
    }
    // What is in its file and unchanged since is read from the file from now on.
    for (const [id, text] of written) if (!this.dirty.has(id) && this.latest.get(id) === text) this.latest.delete(id);
    this.counts.checkpoints += 1;
  }

  /** A room's file, written as a whole: temporary file, fsync, rename (the directory synced by the caller). */
  private async writeFile(id: string, text: string): Promise<void> {
    const target = this.file(id);
    const temp = `${target}.${process.pid}.${(this.counter += 1)}.tmp`;
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(text, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.lock.then(work);
    this.lock = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * One sync of the directory covers every rename, creation and deletion made before it starts,
   * so callers asking at once share one: a caller that asks while a sync is under way waits for
   * the next one (started when that one ends), which all the callers asking meanwhile share.
   */
  private syncing: Promise<void> | null = null;
  private queued: Promise<void> | null = null;

  private syncDir(): Promise<void> {
    if (this.queued) return this.queued;
    if (!this.syncing) return this.startDirSync();
    const next = this.syncing
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.startDirSync();
      });
    this.queued = next;
    return next;
  }

  private startDirSync(): Promise<void> {
    const run = (async () => {
      const dir = await open(this.dir, 'r');
      try {
        await dir.sync();
      } finally {
        await dir.close();
      }
    })();
    this.syncing = run;
    void run
      .finally(() => {
        if (this.syncing === run) this.syncing = null;
      })
      .catch(() => undefined); // the failure is each waiting caller's own (returned to it)
    return run;
  }

  /** Removes a room's expired file, unless the room changed since (checked again under the checkpoints' lock). */
  private removeIfExpired(id: string): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.latest.has(id)) return false;
      try {
        if (!this.expired(parseStored(await readFile(this.file(id), 'utf8')))) return false;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      await rm(this.file(id), { force: true });
      return true;
    });
  }

  /**
   * Removes expired records and temporary files left by a crash mid-write (older than a minute);
   * a file that does not read as a record is kept (restore answers `record-unreadable`) until it
   * is as old as an expired record.
   */
  async sweep(): Promise<number> {
    let removed = 0;
    const now = this.now();
    for (const [id, text] of this.latest) {
      // (removed at the next checkpoint: the journal may still hold it, expired as well)
      if (text !== REMOVED && this.expired(parseStored(text))) {
        this.latest.set(id, REMOVED);
        this.dirty.add(id);
        removed += 1;
      }
    }
    for (const name of await readdir(this.dir)) {
      const path = join(this.dir, name);
      try {
        if (name.endsWith('.tmp')) {
          if (now - (await stat(path)).mtimeMs > 60_000) await rm(path, { force: true });
          continue;
        }
        if (!name.endsWith(SUFFIX)) continue;
        const id = name.slice(0, -SUFFIX.length);
        if (this.latest.has(id) || !SAFE_ID.test(id)) continue;
        const updatedAt = updatedAtOf(parseStored(await readFile(path, 'utf8'))) ?? (await stat(path)).mtimeMs;
        if (now - updatedAt > this.expiryMs && (await this.removeIfExpiredOrUndated(id, path))) removed += 1;
      } catch (error) {
        // One file that cannot be read must not stop the sweep of the others.
        logRoomEvent('store-sweep-failed', { dir: this.dir, file: name, error });
      }
    }
    return removed;
  }

  /** As removeIfExpired, for a file the sweep found expired (a record, or a file as old as one). */
  private removeIfExpiredOrUndated(id: string, path: string): Promise<boolean> {
    return this.exclusive(async () => {
      if (this.latest.has(id)) return false;
      const updatedAt = updatedAtOf(parseStored(await readFile(path, 'utf8'))) ?? (await stat(path)).mtimeMs;
      if (this.now() - updatedAt <= this.expiryMs) return false;
      await rm(path, { force: true });
      return true;
    });
  }

  /** The ids held (for tests and housekeeping). */
  async ids(): Promise<string[]> {
    await this.ready;
    const held = new Set<string>();
    for (const name of await readdir(this.dir)) if (name.endsWith(SUFFIX)) held.add(name.slice(0, -SUFFIX.length));
    for (const [id, text] of this.latest) {
      if (text === REMOVED || this.expired(parseStored(text))) held.delete(id);
      else held.add(id);
    }
    return [...held];
  }

  /**
   * Stops the sweep and the checkpoints, waits for the writes under way, then writes a last
   * checkpoint (each not past the timeout: a hung disk must not hang a shutdown; what the
   * checkpoint did not write is in the journal, read when the store opens again).
   */
  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.checkpointer);
    const pending = Promise.all([...this.writes.values()].map((w) => w.catch(() => undefined)));
    await withTimeout(pending, this.timeoutMs, 'the last writes').catch((error: unknown) => logRoomEvent('store-close-timeout', { dir: this.dir, error }));
    await withTimeout(this.checkpoint(), this.timeoutMs, 'the last checkpoint').catch((error: unknown) => logRoomEvent('store-close-timeout', { dir: this.dir, error }));
    if (!this.flushing && this.queue.length === 0 && this.handle) {
      const handle = this.handle;
      this.handle = null;
      await handle.close().catch(() => undefined);
    }
  }
}
