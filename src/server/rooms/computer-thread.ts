/**
 * The computer seats' thread (computer-pool.ts starts it through computer-worker.mjs): it answers
 * each `{ id, turn }` with `{ id, action }` (or `{ id, error }`), choosing with the level's AI
 * from the seat's own view, so that a level thinking for a tenth of a second or more never holds
 * up the rooms, the matchmaker and the pages served by the main thread.
 */
import { parentPort } from 'node:worker_threads';
import { aiComputerMove } from './computer-seat';
import type { ComputerTurn } from './room-model';

parentPort?.on('message', (message: { id: number; turn: ComputerTurn }) => {
  try {
    parentPort?.postMessage({ id: message.id, action: aiComputerMove(message.turn) });
  } catch (error) {
    parentPort?.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
