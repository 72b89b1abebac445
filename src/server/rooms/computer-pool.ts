/**
 * The computer seats' moves, worked out off the main thread: one worker thread per process
 * (computer-thread.ts), started at the first computer move and shared by every room, asked one
 * turn at a time in order. A move that takes longer than `timeoutMs`, or a worker that fails or
 * exits, rejects the waiting turns (the room then plays the seat's first legal action:
 * computer-seat.ts) and the next turn starts a new worker.
 */
import { Worker } from 'node:worker_threads';
import type { RoundAction } from '../../engine/round/types';
import type { ComputerMove } from './computer-seat';
import type { ComputerTurn } from './room-model';
import { logRoomEvent } from './log';

/** Longer than any level's move on a busy machine (the expert's p95 is about 0.3 s). */
const MOVE_TIMEOUT_MS = 10_000;

interface Waiting {
  readonly resolve: (action: RoundAction) => void;
  readonly reject: (error: Error) => void;
  readonly timer: ReturnType<typeof setTimeout>;
}

export class ComputerPool {
  private worker: Worker | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private next = 0;

  constructor(private readonly timeoutMs = MOVE_TIMEOUT_MS) {}

  /** A ComputerMove for RoomSettings: the same choice as aiComputerMove, made in the worker. */
  readonly choose: ComputerMove = (turn: ComputerTurn) =>
    new Promise<RoundAction>((resolve, reject) => {
      const worker = this.start();
      const id = (this.next += 1);
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(new Error('the computer took too long'));
        // A worker stuck in one move would make every later turn wait behind it: start afresh.
        this.stop(worker, new Error('the computer was restarted'));
      }, this.timeoutMs);
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ id, turn });
    });

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./computer-worker.mjs', import.meta.url));
    // An idle worker never keeps the process alive (a server shutting down, a test ending).
    worker.unref();
    worker.on('message', (message: { id: number; action?: RoundAction; error?: string }) => {
      const waiting = this.waiting.get(message.id);
      if (!waiting) return;
      this.waiting.delete(message.id);
      clearTimeout(waiting.timer);
      if (message.action) waiting.resolve(message.action);
      else waiting.reject(new Error(message.error ?? 'no move'));
    });
    worker.on('error', (error) => {
      logRoomEvent('computer-worker-failed', { error });
      this.stop(worker, error);
    });
    worker.on('exit', () => this.stop(worker, new Error('the computer stopped')));
    this.worker = worker;
    return worker;
  }

  private stop(worker: Worker, error: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const [id, waiting] of this.waiting) {
      clearTimeout(waiting.timer);
      waiting.reject(error);
      this.waiting.delete(id);
    }
    void worker.terminate();
  }

  /** Stops the worker (the server closing). */
  async close(): Promise<void> {
    const worker = this.worker;
    if (worker) this.stop(worker, new Error('the server is closing'));
  }
}

/** The process's pool, for rooms given no other way to choose. */
export const computerPool = new ComputerPool();
