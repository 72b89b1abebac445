/**
 * The rooms benchmarks' bots and figures (npm run rooms-bench, npm run rooms-abuse): a bot
 * that plays one seat through a real WebSocket after a think, timing each of its moves until
 * the view that shows it, and the helpers both scripts measure with.
 */
import { readFileSync } from 'node:fs';
import type { Room } from 'colyseus.js';
import { hashSeed } from '../src/engine/random';
import type { SeatView } from '../src/server/rooms/room-model';
import type { RoomProcess } from '../src/server/rooms/local-processes';

/** How long a bot thinks before each move (ms, ±50%); the scripts set it from --think. */
let thinkMs = 100;
export function setThink(ms: number): void {
  thinkMs = ms;
}

export function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number (got "${process.argv[at + 1]}")`);
  return value;
}

export interface Figures {
  latencies: number[];
  errors: string[];
  finished: number;
}

/** One bot at one seat: moves after a think, and times each move until its view comes back. */
export class Bot {
  view: SeatView | undefined;
  private pending: { steps: number; at: number } | null = null;
  private actedAt = -1;
  done = false;
  /** Bots hold their moves until every room is seated, so that all N rooms are open at once. */
  go = false;

  constructor(
    readonly room: Room,
    private readonly seed: number,
    private readonly figures: Figures,
    private readonly onFinished: () => void,
  ) {
    room.onMessage('seat', () => undefined);
    room.onMessage('refused', (why: { code: string }) => figures.errors.push(`refused: ${why.code}`));
    room.onMessage('view', (view: SeatView) => this.see(view));
    room.onError((code, message) => figures.errors.push(`socket error ${code} ${message ?? ''}`));
    // A bot's connection ends only when the bench leaves: any other close is an error of its room.
    room.onLeave((code) => {
      if (!this.leaving) figures.errors.push(`connection closed ${code}`);
    });
  }

  /** Whether the bench is making this bot leave (its close is then no error). */
  leaving = false;

  async leave(): Promise<void> {
    this.leaving = true;
    await this.room.leave(true).catch(() => undefined);
  }

  start(): void {
    this.go = true;
    if (this.view) this.see(this.view);
  }

  private see(view: SeatView): void {
    this.view = view;
    if (this.pending && view.steps > this.pending.steps) {
      this.figures.latencies.push(performance.now() - this.pending.at);
      this.pending = null;
    }
    if (!this.go) return;
    if (view.status === 'finished') {
      if (!this.done) {
        this.done = true;
        this.onFinished();
      }
      return;
    }
    const key = view.steps * 2 + (view.status === 'round-over' ? 1 : 0);
    if (this.actedAt === key) return;
    if (view.status === 'playing' && view.legal.length > 0) {
      this.actedAt = key;
      const action = view.legal[hashSeed(this.seed, view.steps, view.you) % view.legal.length]!;
      setTimeout(() => {
        this.pending = { steps: view.steps, at: performance.now() };
        this.room.send('action', action);
      }, think());
    } else if (view.status === 'round-over' && !view.seats[view.you]!.ready) {
      this.actedAt = key;
      setTimeout(() => this.room.send('next-round'), think());
    }
  }
}

function think(): number {
  return thinkMs * (0.5 + Math.random());
}

/** Runs `tasks` with at most `limit` in flight. */
export async function bounded<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]!();
      }
    }),
  );
  return results;
}

export function rssBytes(pid: number): number | null {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

export function totalRss(processes: readonly RoomProcess[]): number | null {
  const each = processes.map((p) => rssBytes(p.pid));
  return each.every((b) => b !== null) ? each.reduce<number>((a, b) => a + b!, 0) : null;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}


/**
 * The benchmarks make every room and take every seat from one address (127.0.0.1), as no
 * visitor may: the per-address limits of room making and pending reservations (limits.ts)
 * are raised for them. Each client's own message limits stay on.
 */
export const BENCH_ENV: Record<string, string> = { ROOMS_CREATE_LIMIT: '100000,100000', ROOMS_PENDING_SEATS: '100000' };
