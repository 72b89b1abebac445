/**
 * The file store's journal: saves of many rooms in one turn of the event loop are one journal
 * write and one sync; a store that was never closed (a crash) is read back by the next one on
 * the same directory, a line cut short ignored; a checkpoint writes the rooms' files and deletes
 * the older journal; a removal and an expiry survive a restart. (No mock of fs: the journal and
 * the directory are read as they are on disk.)
 */
import { appendFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOM_RECORD_FORMAT, type RoomRecord } from '../../../src/server/rooms/record';
import { FileRecordStore } from '../../../src/server/rooms/file-store';
import { setRoomLogSink } from '../../../src/server/rooms/log';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'koikoi-journal-'));
  dirs.push(d);
  return d;
}

const record = (id: string, stepBase: number, updatedAt = Date.now()): RoomRecord => ({
  format: ROOM_RECORD_FORMAT,
  engine: 1,
  id,
  rules: 'fudawiki',
  seats: [{ name: 'Ann', tokenHash: 'ab'.repeat(32) }, null],
  game: 1,
  deal: null,
  steps: [],
  stepBase,
  results: [],
  updatedAt,
});

const journals = (dir: string): string[] => readdirSync(dir).filter((n) => /^journal-\d+\.log$/.test(n)).sort();
const journalLines = (dir: string): string[] => journals(dir).flatMap((n) => readFileSync(join(dir, n), 'utf8').split('\n').filter((l) => l !== ''));
/** Options of a store whose only checkpoints are the test's own (a crash is a store never closed). */
const manual = { sweepMs: 0, checkpointMs: 0 } as const;

describe('the file store journal', () => {
  it('writes the saves of 200 rooms asked in one turn as one journal write and one sync', async () => {
    const dir = tempDir();
    const store = new FileRecordStore(dir, manual);
    await store.save(record('warm-up', 0)); // the journal made and the directory synced
    const before = store.stats();
    const ids = Array.from({ length: 200 }, (_, i) => `room-${i}`);
    await Promise.all(ids.map((id, i) => store.save(record(id, i))));
    const after = store.stats();
    expect(after.journalWrites - before.journalWrites).toBe(1);
    expect(after.journalSyncs - before.journalSyncs).toBe(1);
    expect(after.batches - before.batches).toBe(1);
    expect(journalLines(dir)).toHaveLength(201);
    // No room file yet: every record is in the journal, and loads answer from memory.
    expect(readdirSync(dir).filter((n) => n.endsWith('.json'))).toEqual([]);
    expect(await store.load('room-7')).toEqual(record('room-7', 7, (await store.load('room-7') as RoomRecord).updatedAt));
    await store.close();
  });

  it('saves asked while a batch is being written go together into the next one', async () => {
    const dir = tempDir();
    const store = new FileRecordStore(dir, manual);
    await store.save(record('warm-up', 0));
    const before = store.stats();
    const first = Promise.all(Array.from({ length: 50 }, (_, i) => store.save(record(`a-${i}`, i))));
    // Asked once the first batch has begun (two turns of the event loop later: the store begins
    // its batch in the turn after the saves were asked).
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(store.stats().batches).toBe(before.batches); // (still being written)
    const second = Promise.all(Array.from({ length: 50 }, (_, i) => store.save(record(`b-${i}`, i))));
    await Promise.all([first, second]);
    expect(store.stats().batches - before.batches).toBe(2);
    expect(store.stats().journalSyncs - before.journalSyncs).toBe(2);
    await store.close();
  });

  it('reads back the last record saved after a crash (a second store on the directory, the first never closed)', async () => {
    const dir = tempDir();
    const first = new FileRecordStore(dir, manual);
    for (let n = 1; n <= 5; n++) await first.save(record('room-c', n));
    await first.save(record('room-d', 1));
    const second = new FileRecordStore(dir, manual);
    expect(((await second.load('room-c')) as RoomRecord).stepBase).toBe(5);
    expect(((await second.load('room-d')) as RoomRecord).stepBase).toBe(1);
    expect((await second.ids()).sort()).toEqual(['room-c', 'room-d']);
  });

  it('ignores a last line cut short, loading the room as it was before it', async () => {
    const dir = tempDir();
    const lines: string[] = [];
    const previous = setRoomLogSink((l) => lines.push(l));
    try {
      const first = new FileRecordStore(dir, manual);
      await first.save(record('room-t', 1));
      await first.save(record('room-t', 2));
      await first.save(record('room-u', 1));
      const [journal] = journals(dir);
      const text = readFileSync(join(dir, journal!), 'utf8');
      const whole = text.split('\n')[1]!; // room-t's second line: a record of room-t
      // Half of a third record of room-t, as a crash mid-write leaves it.
      const third = whole.replace('"stepBase":2', '"stepBase":3');
      appendFileSync(join(dir, journal!), third.slice(0, Math.floor(third.length / 2)));
      const second = new FileRecordStore(dir, manual);
      expect(((await second.load('room-t')) as RoomRecord).stepBase).toBe(2);
      expect(((await second.load('room-u')) as RoomRecord).stepBase).toBe(1);
      // The next saves go to a new journal, never after the cut line.
      await second.save(record('room-t', 4));
      expect(journals(dir)).toHaveLength(2);
      const third2 = new FileRecordStore(dir, manual);
      expect(((await third2.load('room-t')) as RoomRecord).stepBase).toBe(4);
    } finally {
      setRoomLogSink(previous);
    }
    expect(lines.some((l) => l.includes('"store-journal-replayed"') && l.includes('"ignored":1'))).toBe(true);
  });

  it('never reads a whole line whose checksum fails (a damaged record) as a record', async () => {
    const dir = tempDir();
    const first = new FileRecordStore(dir, manual);
    await first.save(record('room-v', 1));
    await first.save(record('room-v', 2));
    const [journal] = journals(dir);
    const path = join(dir, journal!);
    const [one, two] = readFileSync(path, 'utf8').split('\n');
    // The same length, one byte changed: only the checksum tells.
    writeFileSync(path, `${one}\n${two!.replace('"stepBase":2', '"stepBase":7')}\n`);
    expect(((await new FileRecordStore(dir, manual).load('room-v')) as RoomRecord).stepBase).toBe(1);
  });

  it('a checkpoint writes the rooms changed to their files and deletes the older journal; saves go on meanwhile', async () => {
    const dir = tempDir();
    const store = new FileRecordStore(dir, manual);
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.save(record(`room-${i}`, 1))));
    const [old] = journals(dir);
    const checkpoint = store.checkpoint();
    // A save during the checkpoint goes to the new journal.
    await store.save(record('room-0', 2));
    await checkpoint;
    expect(store.stats().checkpoints).toBe(1);
    const names = readdirSync(dir);
    expect(names.filter((n) => n.endsWith('.json'))).toHaveLength(20);
    expect(names.some((n) => n.endsWith('.tmp'))).toBe(false);
    expect(journals(dir)).not.toContain(old);
    expect(journals(dir)).toHaveLength(1);
    // Files and journal together: the latest of each room, also after a crash.
    const again = new FileRecordStore(dir, manual);
    expect(((await again.load('room-0')) as RoomRecord).stepBase).toBe(2);
    expect(((await again.load('room-5')) as RoomRecord).stepBase).toBe(1);
    expect(JSON.parse(readFileSync(join(dir, 'room-5.json'), 'utf8'))).toEqual(await again.load('room-5'));
    // Closed: a last checkpoint, nothing left but the rooms' files.
    await store.close();
    expect(journals(dir)).toEqual([]);
    expect(((await new FileRecordStore(dir, manual).load('room-0')) as RoomRecord).stepBase).toBe(2);
  });

  it('reads room files written before the journal as before', async () => {
    const dir = tempDir();
    const old = record('room-old', 3);
    writeFileSync(join(dir, 'room-old.json'), JSON.stringify(old));
    const store = new FileRecordStore(dir, manual);
    expect(await store.load('room-old')).toEqual(old);
    await store.save(record('room-old', 4));
    expect(((await store.load('room-old')) as RoomRecord).stepBase).toBe(4);
    await store.checkpoint();
    expect(JSON.parse(readFileSync(join(dir, 'room-old.json'), 'utf8'))).toMatchObject({ stepBase: 4 });
  });

  it('a removal survives a crash, and a checkpoint', async () => {
    const dir = tempDir();
    const first = new FileRecordStore(dir, manual);
    await first.save(record('room-r', 1));
    await first.save(record('room-s', 1));
    await first.checkpoint(); // room-r's file written
    await first.remove('room-r');
    expect(await first.load('room-r')).toBeNull();
    // A crash: the file is still there, the journal's removal wins.
    const second = new FileRecordStore(dir, manual);
    expect(await second.load('room-r')).toBeNull();
    expect(await second.ids()).toEqual(['room-s']);
    await second.checkpoint();
    expect(readdirSync(dir).filter((n) => n.endsWith('.json'))).toEqual(['room-s.json']);
    expect(await new FileRecordStore(dir, manual).load('room-r')).toBeNull();
  });

  it('expired records are forgotten, from the journal as from the files', async () => {
    const dir = tempDir();
    let now = 1_000_000;
    const first = new FileRecordStore(dir, { ...manual, expiryMs: 500, now: () => now });
    await first.save(record('old', 0, now - 400));
    await first.save(record('filed', 0, now - 300));
    await first.checkpoint();
    await first.save(record('new', 0, now));
    now += 200;
    expect(await first.load('old')).toBeNull();
    expect(await first.load('filed')).not.toBeNull();
    now += 150;
    // A crash; the next store finds 'filed' (a file) and 'old' and 'new' (the journal) expired but 'new'.
    const second = new FileRecordStore(dir, { ...manual, expiryMs: 500, now: () => now });
    expect((await second.ids()).sort()).toEqual(['new']);
    expect(await second.load('filed')).toBeNull();
    expect(readdirSync(dir).filter((n) => n.endsWith('.json'))).toEqual([]);
    await second.checkpoint();
    expect(readdirSync(dir).filter((n) => n.endsWith('.json'))).toEqual(['new.json']);
    now += 1000;
    expect(await second.sweep()).toBe(1);
    expect(await second.load('new')).toBeNull();
  });
});
