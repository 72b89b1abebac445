/**
 * Rooms bench: bots play whole games through the real room server over WebSockets, on this
 * machine's loopback only.
 *
 *   npm run rooms-bench [-- --rooms N] [--think MS] [--timeout S]
 *
 * Three settings, each with N rooms (default 200) open at once (bots make no move until every
 * room is seated), every third one for three players, each a whole three-round game:
 * 1. one room-server process, rooms in memory (ROOMS_DATA_DIR=memory);
 * 2. one room-server process, rooms in files (`npm start`'s default store: a file written and
 *    synced before each move is shown), in a directory made for the bench;
 * 3. two room-server processes sharing a Redis that the bench starts and stops; each room is
 *    created through one process and its other seats join through the other (Colyseus puts
 *    the room on the process with fewer rooms, so the create or the joins cross processes).
 * Every bot waits `--think` ms (default 100, ±50%, like a quick person) before each move, and
 * the server's own rate limits stay on. Figures: action-to-view latency (from a bot's move to
 * the view that shows it, at that bot: median, p95, max), errors (refusals, failed joins,
 * games unfinished at the timeout), and the server processes' resident memory per room (RSS
 * with every room open and seated, less RSS before the first room). Each setting ends with one
 * line `rooms-bench: N rooms, p95 X ms, errors E`. Exits non-zero when a setting had errors.
 */
import { availableParallelism, loadavg } from 'node:os';
import { Client } from 'colyseus.js';
import { KOIKOI_ROOM } from '../src/server/rooms/koikoi-room';
import { redisMissing, startRedis, startRoomProcess, type RoomProcess } from '../src/server/rooms/local-processes';
import { Bot, BENCH_ENV, bounded, flag, percentile, setThink, totalRss, type Figures } from './rooms-bots';

const ROOMS = flag('rooms', 200);
const THINK_MS = flag('think', 100);
setThink(THINK_MS);
const TIMEOUT_S = flag('timeout', 240);
/** Joins in flight at once: bounded so the matchmaker is measured, not a thundering herd. */
const JOIN_CONCURRENCY = 20;
const TWO_PLAYER_RULES = 'fudawiki_rounds.3';
const THREE_PLAYER_RULES = 'fudawiki_players.3_rounds.3';

async function runSetting(title: string, processes: readonly RoomProcess[]): Promise<number> {
  console.log(`\n${title}`);
  const figures: Figures = { latencies: [], errors: [], finished: 0 };
  const clients = processes.map((p) => new Client(`ws://127.0.0.1:${p.port}`));
  const rssBefore = totalRss(processes);
  const started = performance.now();
  let allFinished!: () => void;
  const finishedAll = new Promise<void>((resolve) => (allFinished = resolve));
  const bots: Bot[] = [];
  let seatedPlayers = 0;
  const onFinished = (): void => {
    figures.finished += 1;
    if (figures.finished === seatedPlayers && bots.length === seatedPlayers) allFinished();
  };

  const rooms = Array.from({ length: ROOMS }, (_, i) => ({ i, players: i % 3 === 2 ? 3 : 2 }));
  await bounded(
    rooms.map(({ i, players }) => async () => {
      // With two processes, the room is made through one and joined through the other.
      const maker = clients[i % clients.length]!;
      const joiner = clients[(i + 1) % clients.length]!;
      try {
        const first = await maker.create(KOIKOI_ROOM, { rules: players === 3 ? THREE_PLAYER_RULES : TWO_PLAYER_RULES, name: 'Bot' });
        bots.push(new Bot(first, i, figures, onFinished));
        for (let s = 1; s < players; s += 1) bots.push(new Bot(await joiner.joinById(first.roomId, { name: `Bot ${s}` }), i, figures, onFinished));
        seatedPlayers += players;
      } catch (e) {
        figures.errors.push(`join: ${(e as Error).message}`);
      }
    }),
    JOIN_CONCURRENCY,
  );
  const seatedAt = performance.now();
  // Every room is open and seated now, before the first move: the memory they hold.
  await new Promise((r) => setTimeout(r, 500));
  const rssOpen = totalRss(processes);
  for (const bot of bots) bot.start();
  if (figures.finished === seatedPlayers) allFinished();
  const timedOut = await Promise.race([
    finishedAll.then(() => false),
    new Promise<boolean>((r) => setTimeout(() => r(true), TIMEOUT_S * 1000)),
  ]);
  const unfinished = bots.filter((b) => !b.done).length;
  if (timedOut) figures.errors.push(`${unfinished} bots' games unfinished after ${TIMEOUT_S} s`);
  const elapsed = (performance.now() - seatedAt) / 1000;
  await Promise.all(bots.map((b) => b.leave()));

  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const p95 = percentile(sorted, 95);

  console.log(`  rooms open at once: ${ROOMS} (${rooms.filter((r) => r.players === 3).length} for three), bots: ${bots.length}, seated in ${((seatedAt - started) / 1000).toFixed(1)} s`);
  console.log(`  moves timed: ${sorted.length} in ${elapsed.toFixed(1)} s (${(sorted.length / elapsed).toFixed(0)} moves/s), bots finished: ${figures.finished}/${bots.length}`);
  console.log(`  action-to-view latency: median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`);
  if (rssBefore !== null && rssOpen !== null) {
    console.log(`  server RSS: ${(rssBefore / 2 ** 20).toFixed(0)} MiB before, ${(rssOpen / 2 ** 20).toFixed(0)} MiB with every room open: ~${((rssOpen - rssBefore) / ROOMS / 1024).toFixed(0)} KiB per room`);
  } else console.log('  server RSS: not measured (no /proc here)');
  const kinds = new Map<string, number>();
  for (const e of figures.errors) kinds.set(e, (kinds.get(e) ?? 0) + 1);
  for (const [e, n] of kinds) console.log(`  error ×${n}: ${e}`);

  console.log(`rooms-bench: ${ROOMS} rooms, p95 ${p95.toFixed(1)} ms, errors ${figures.errors.length}`);
  return figures.errors.length;
}

console.log(`Rooms bench: ${ROOMS} rooms per setting, bots think ${THINK_MS} ms ±50%, timeout ${TIMEOUT_S} s per setting.`);
console.log(`Machine: ${availableParallelism()} cores, load ${loadavg().map((l) => l.toFixed(2)).join(' ')} (bots and servers share it).`);

let errors = 0;
for (const [title, env] of [
  ['Setting 1: one room-server process, rooms in memory', { ...BENCH_ENV, ROOMS_DATA_DIR: 'memory' }],
  // No ROOMS_DATA_DIR: startRoomProcess gives the process a fresh directory of its own.
  ['Setting 2: one room-server process, rooms in files (npm start\'s default)', BENCH_ENV],
] as const) {
  const single = await startRoomProcess(env);
  try {
    errors += await runSetting(title, [single]);
  } finally {
    await single.stop();
  }
}

const missing = redisMissing();
if (missing) {
  console.log(`\nSetting 3 skipped: ${missing}.`);
} else {
  const redis = await startRedis();
  const servers: RoomProcess[] = [];
  try {
    servers.push(...(await Promise.all([startRoomProcess({ ...BENCH_ENV, REDIS_URL: redis.url }), startRoomProcess({ ...BENCH_ENV, REDIS_URL: redis.url })])));
    errors += await runSetting('Setting 3: two room-server processes sharing Redis, each room joined through the other process', servers);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await redis.stop();
  }
}
process.exit(errors > 0 ? 1 : 0);
