/**
 * Rooms under abuse: while N rooms (default 200) play whole games through one real room-server
 * process, hostile clients try to hurt them, all on this machine's loopback:
 * - 2,000 idle connections (1,000 rooms, both seats taken, nobody ever moves) held throughout;
 * - a flooder: sends a burst of messages the room refuses, is disconnected, takes its seat back
 *   with its token and floods again, for as long as the games last (at most --flood-cycles);
 * - a flooder that never reads its replies (its socket paused), at most 200,000 messages;
 * - one matchmaking request with a 10 MB body.
 *
 *   npm run rooms-abuse [-- --rooms N] [--idle N] [--think MS] [--timeout S] [--flood-cycles N] [--calm] [--store files|memory]
 *
 * `--calm` runs the same rooms and idle connections without the abusers: the baseline to read
 * the abused figures against on a machine shared with other work. `--store`: where the server
 * keeps its rooms, `files` (npm start's default, each move written and synced before it is
 * shown) or `memory` (what the abusers alone cost).
 * Figures: the playing rooms' action-to-view latency (p95 target ≤ 100 ms), the errors in the
 * playing rooms (refusals, closed connections, unfinished games: target 0), what each abuser
 * got (close codes, the body's status), and the server's resident memory: before, with every
 * room open, at its peak under abuse and at the end. Ends with one line
 * `rooms-abuse: N rooms, p95 X ms, errors E, memory growth M MiB`; exits non-zero on errors.
 * Stops by itself: every abuser is bounded in count and the whole run in time.
 */
import http from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { Client, type Room } from 'colyseus.js';
import type WebSocket from 'ws';
import { KOIKOI_ROOM } from '../src/server/rooms/koikoi-room';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startRoomProcess, type RoomProcess } from '../src/server/rooms/local-processes';
import { Bot, BENCH_ENV, bounded, flag, percentile, rssBytes, setThink, type Figures } from './rooms-bots';

const ROOMS = flag('rooms', 200);
const IDLE = flag('idle', 2000);
const THINK_MS = flag('think', 100);
const TIMEOUT_S = flag('timeout', 300);
const FLOOD_CYCLES = flag('flood-cycles', 200);
const FLOOD_BURST = 2000;
const BLIND_FLOOD = 200_000;
const BIG_BODY = 10 * 1024 * 1024;
const JOIN_CONCURRENCY = 20;
/** --calm: the same rooms and idle connections without the abusers, for a baseline on the same machine under the same load. */
const CALM = process.argv.includes('--calm');
const MIB = 2 ** 20;
const STORE = process.argv.includes('--store') ? process.argv[process.argv.indexOf('--store') + 1] : 'files';
if (STORE !== 'files' && STORE !== 'memory') throw new Error('--store takes files or memory');
setThink(THINK_MS);

/**
 * The abusers run in a process of their own (`--abusers-for PORT`), started by the bench once
 * the rooms play: their own sending (hundreds of thousands of messages) must not slow the
 * bots' process, which times the moves. They stop on SIGTERM and print one JSON line.
 */
const abusersAt = process.argv.indexOf('--abusers-for');
const ABUSERS_ONLY = abusersAt >= 0;
const server: RoomProcess | null = ABUSERS_ONLY ? null : await startRoomProcess(STORE === 'memory' ? { ...BENCH_ENV, ROOMS_DATA_DIR: 'memory' } : BENCH_ENV);
const port = ABUSERS_ONLY ? Number(process.argv[abusersAt + 1]) : server!.port;
const origin = `127.0.0.1:${port}`;
const client = new Client(`ws://${origin}`);
const rss = () => (server ? (rssBytes(server.pid) ?? NaN) : NaN);
let stopping = false;
process.on('SIGTERM', () => (stopping = true));
const floodProgress = { cycles: 0, blind: 0 };
// The run stops by itself whatever happens: a minute past its timeout, it exits.
setTimeout(() => {
  console.log(`rooms-abuse: stopped by its own watchdog ${TIMEOUT_S + 60} s in`);
  void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(2));
}, (TIMEOUT_S + 60) * 1000).unref();
const deadline = Date.now() + TIMEOUT_S * 1000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** `p`, or a rejection after `ms`: no abuser waits for ever on one step. */
function within<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, pause(ms).then(() => Promise.reject(new Error('timed out')))]);
}

console.log(`Rooms ${CALM ? 'without abusers (--calm)' : 'under abuse'}: ${ROOMS} playing rooms, ${IDLE} idle connections, bots think ${THINK_MS} ms ±50%, timeout ${TIMEOUT_S} s, rooms kept in ${STORE}.`);
console.log(`Machine: ${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')} (bots, abusers and the server share it).`);
const rssStart = rss();

/** The idle connections: rooms of two whose seats are taken and never played. */
async function holdIdle(): Promise<Room[]> {
  const held: Room[] = [];
  await bounded(
    Array.from({ length: Math.ceil(IDLE / 2) }, () => async () => {
      const quiet = (room: Room) => {
        room.onMessage('*', () => undefined);
        held.push(room);
      };
      const first = await client.create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Idle' });
      quiet(first);
      if (held.length < IDLE) quiet(await client.joinById(first.roomId, { name: 'Idle 2' }));
    }),
    JOIN_CONCURRENCY,
  );
  return held;
}

function socketOf(room: Room): WebSocket {
  return (room.connection.transport as unknown as { ws: WebSocket }).ws;
}

/** Waits for a room's connection to close; its close code. */
function closed(room: Room): Promise<number> {
  return new Promise((resolve) => room.onLeave((code) => resolve(code)));
}

/** Floods, is closed, comes back with its token, floods again. */
async function flooder(): Promise<{ cycles: number; sent: number; refusals: number; codes: Map<number, number>; rejoinRefusals: Map<string, number> }> {
  const figures = { cycles: 0, sent: 0, refusals: 0, codes: new Map<number, number>(), rejoinRefusals: new Map<string, number>() };
  let token = '';
  let room = await client.create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Flood' });
  const watch = (r: Room) => {
    r.onMessage('seat', (m: { token?: string }) => (token = m.token ?? token));
    r.onMessage('view', () => undefined);
    r.onMessage('refused', () => (figures.refusals += 1));
  };
  watch(room);
  while (!stopping && figures.cycles < FLOOD_CYCLES && Date.now() < deadline) {
    const end = closed(room);
    for (let i = 0; i < FLOOD_BURST && room.connection.isOpen; i += 1) {
      room.send('cheat', { show: 'hands' });
      figures.sent += 1;
      // Let the event loop breathe between chunks: the bots' timings share this process.
      if (i % 200 === 199) await new Promise((r) => setImmediate(r));
    }
    const code = await Promise.race([end, pause(5000).then(() => -1)]);
    figures.codes.set(code, (figures.codes.get(code) ?? 0) + 1);
    figures.cycles += 1;
    floodProgress.cycles = figures.cycles;
    if (code === -1 || stopping) break;
    // Back with its token (its old connection may still be held for a moment: token-in-use, then again).
    let back: Room | null = null;
    while (!back && !stopping && Date.now() < deadline) {
      back = await within(client.joinById(room.roomId, { token }), 5000).catch((e: Error) => {
        figures.rejoinRefusals.set(e.message, (figures.rejoinRefusals.get(e.message) ?? 0) + 1);
        return null;
      });
      if (!back) await pause(100);
    }
    if (!back) break;
    room = back;
    watch(room);
  }
  void room.leave(true).catch(() => undefined);
  return figures;
}

/** Floods without ever reading: its socket's reading is paused from the first message. */
async function blindFlooder(): Promise<{ sent: number; closed: boolean }> {
  const room = await client.create(KOIKOI_ROOM, { rules: 'fudawiki', name: 'Blind' });
  room.onMessage('*', () => undefined);
  const ws = socketOf(room);
  let gone = false;
  ws.on('close', () => (gone = true));
  ws.on('error', () => (gone = true));
  (ws as unknown as { _socket: { pause(): void; on(e: string, f: () => void): void } })._socket.on('close', () => (gone = true));
  (ws as unknown as { _socket: { pause(): void } })._socket.pause();
  let sent = 0;
  while (!gone && !stopping && sent < BLIND_FLOOD && Date.now() < deadline) {
    try {
      room.send('cheat', { show: 'hands' });
    } catch {
      break;
    }
    sent += 1;
    floodProgress.blind = sent;
    if (sent % 200 === 0) await new Promise((r) => setImmediate(r));
    // Past what the kernel takes, its own writes pile up: wait for them rather than grow this process.
    if (ws.bufferedAmount > 4 * MIB) await pause(50);
  }
  // Reads again: a socket the server has cut shows it now.
  (ws as unknown as { _socket: { resume(): void } })._socket.resume();
  const start = Date.now();
  while (!gone && Date.now() - start < 3000) await pause(20);
  ws.terminate();
  return { sent, closed: gone };
}

/** One matchmaking request declaring and sending a 10 MB body; the status it got. */
function bigBody(): Promise<number | string> {
  let answered = false;
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: `/matchmake/create/${KOIKOI_ROOM}`, headers: { 'Content-Type': 'application/json', 'Content-Length': BIG_BODY } },
      (res) => {
        answered = true;
        res.resume();
        resolve(`${res.statusCode ?? 'none'} (answered after ${(written / 1024).toFixed(0)} KiB of the body were sent)`);
      },
    );
    // The server answers 413 and closes at once; a client still sending usually meets the reset before the answer.
    req.on('error', (e) => resolve(`${(e as NodeJS.ErrnoException).code ?? e.message}: closed by the server after ${(written / 1024).toFixed(0)} KiB of the ${BIG_BODY / MIB} MiB were sent`));
    // The body goes out as fast as the server takes it, until the server answers.
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let written = 0;
    const write = (): void => {
      while (!answered && written < BIG_BODY) {
        written += chunk.byteLength;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
    };
    write();
  });
}

type FloodFigures = Awaited<ReturnType<typeof flooder>>;
type AbuseFigures = { flood: FloodFigures; blind: { sent: number; closed: boolean }; body: number | string };

if (ABUSERS_ONLY) {
  const [flood, blind, body] = await Promise.all([flooder(), blindFlooder(), bigBody()]);
  const figures = { flood: { ...flood, codes: [...flood.codes], rejoinRefusals: [...flood.rejoinRefusals] }, blind, body };
  console.log(JSON.stringify(figures));
  process.exit(0);
}

/** Starts the abusers' process against the server; resolves to their figures once told to stop. */
function startAbusers(): { stop(): Promise<AbuseFigures> } {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--abusers-for', String(port), '--timeout', String(TIMEOUT_S), '--flood-cycles', String(FLOOD_CYCLES)], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    async stop() {
      child.kill('SIGTERM');
      await within(exited, 30_000).catch(() => child.kill('SIGKILL'));
      const line = out.trim().split('\n').filter((l) => l.startsWith('{')).at(-1);
      if (!line) throw new Error('the abusers printed no figures');
      const raw = JSON.parse(line) as { flood: FloodFigures & { codes: [number, number][]; rejoinRefusals: [string, number][] }; blind: AbuseFigures['blind']; body: number | string };
      return { flood: { ...raw.flood, codes: new Map(raw.flood.codes), rejoinRefusals: new Map(raw.flood.rejoinRefusals) }, blind: raw.blind, body: raw.body };
    },
  };
}

let exitCode = 1;
try {
  const idle = await holdIdle();
  const rssIdle = rss();
  console.log(`  idle connections held: ${idle.length}; server RSS ${(rssIdle / MIB).toFixed(0)} MiB (from ${(rssStart / MIB).toFixed(0)} MiB)`);

  // The playing rooms, seated before any move (as rooms-bench does).
  const figures: Figures = { latencies: [], errors: [], finished: 0 };
  const bots: Bot[] = [];
  let allFinished!: () => void;
  const finishedAll = new Promise<void>((resolve) => (allFinished = resolve));
  const onFinished = (): void => {
    figures.finished += 1;
    if (figures.finished === bots.length) allFinished();
  };
  await bounded(
    Array.from({ length: ROOMS }, (_, i) => async () => {
      const players = i % 3 === 2 ? 3 : 2;
      try {
        const first = await client.create(KOIKOI_ROOM, { rules: players === 3 ? 'fudawiki_players.3_rounds.3' : 'fudawiki_rounds.3', name: 'Bot' });
        bots.push(new Bot(first, i, figures, onFinished));
        for (let s = 1; s < players; s += 1) bots.push(new Bot(await client.joinById(first.roomId, { name: `Bot ${s}` }), i, figures, onFinished));
      } catch (e) {
        figures.errors.push(`join: ${(e as Error).message}`);
      }
    }),
    JOIN_CONCURRENCY,
  );
  console.log(`  playing rooms seated: ${bots.length} bots`);
  await pause(500);
  const rssOpen = rss();
  let rssPeak = rssOpen;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rss())), 200);

  // Play, and abuse at the same time.
  const started = performance.now();
  for (const bot of bots) bot.start();
  const progress = setInterval(() => console.log(`  … ${((performance.now() - started) / 1000).toFixed(0)} s: ${figures.finished}/${bots.length} bots finished`), 15_000);
  const abusers = CALM ? null : startAbusers();
  const timedOut = await Promise.race([finishedAll.then(() => false), pause(Math.max(0, deadline - Date.now())).then(() => true)]);
  const elapsed = (performance.now() - started) / 1000;
  stopping = true;
  clearInterval(progress);
  const calm: AbuseFigures = { flood: { cycles: 0, sent: 0, refusals: 0, codes: new Map(), rejoinRefusals: new Map() }, blind: { sent: 0, closed: false }, body: 'not sent' };
  const { flood, blind, body } = abusers ? await abusers.stop() : calm;
  clearInterval(sampler);
  const rssEnd = rss();
  if (timedOut) figures.errors.push(`${bots.filter((b) => !b.done).length} bots' games unfinished after ${TIMEOUT_S} s`);
  await Promise.all(bots.map((b) => b.leave()));
  for (const r of idle) void r.leave(true).catch(() => undefined);

  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);
  console.log(`  playing rooms: ${ROOMS}, bots: ${bots.length}, finished: ${figures.finished}/${bots.length}, moves timed: ${sorted.length} in ${elapsed.toFixed(1)} s`);
  console.log(`  action-to-view latency: median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`);
  console.log(`  flooder: ${flood.cycles} floods of up to ${FLOOD_BURST} messages (${flood.sent} sent), ${flood.refusals} refusals answered, closes: ${[...flood.codes].map(([c, n]) => `${c}×${n}`).join(', ')}; comebacks refused: ${[...flood.rejoinRefusals].map(([c, n]) => `${c}×${n}`).join(', ') || 'none'}`);
  console.log(`  flooder that never reads: ${blind.sent} messages sent, ${blind.closed ? 'cut off by the server' : 'still connected'}`);
  console.log(`  10 MB matchmaking body: ${body}`);
  console.log(`  server RSS: ${(rssStart / MIB).toFixed(0)} MiB at start, ${(rssOpen / MIB).toFixed(0)} MiB with every room open, peak ${(rssPeak / MIB).toFixed(0)} MiB under abuse, ${(rssEnd / MIB).toFixed(0)} MiB at the end`);
  const kinds = new Map<string, number>();
  for (const e of figures.errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  for (const [e, n] of kinds) console.log(`  error ×${n}: ${e}`);
  console.log(`rooms-abuse${CALM ? ' --calm' : ''}: ${ROOMS} rooms, p95 ${p95.toFixed(1)} ms, errors ${figures.errors.length}, memory growth ${((rssPeak - rssOpen) / MIB).toFixed(0)} MiB`);
  exitCode = figures.errors.length > 0 ? 1 : 0;
} finally {
  await server?.stop();
}
process.exit(exitCode);
