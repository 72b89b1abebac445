/**
 * The server's computer at a seat of a room (a seat the creator filled, or one handed over by
 * the players present): a computer level of src/engine/ai choosing from that seat's own view
 * (`ComputerTurn`, made by RoomModel.computerTurn from the engine's playerView: no other seat's
 * hidden cards), among that view's legal actions. The room sends its choice through the very
 * path a client's action takes (RoomModel.act, checked by the engine), at table pace.
 *
 * An AI mistake (an exception, an action not among the legal ones, a worker that failed or took
 * too long) never stalls the room: the first legal action is played instead.
 */
import { chooseAction } from '../../engine/ai';
import { contextAt } from '../../engine/ai/game-context';
import { hashSeed } from '../../engine/random';
import { sameAction } from '../../engine/round/same-action';
import type { RoundAction } from '../../engine/round/types';
import type { ComputerTurn } from './room-model';

/** How long the computer waits before each move, as a table's pace (RoomSettings.computerDelayMs). */
export const COMPUTER_DELAY_MS = 750;

/**
 * Chooses a computer seat's move from what the seat may know: the level's AI, in a worker thread
 * by default (computer-pool.ts), here in the thread that asks (`aiComputerMove`: tests, the worker).
 */
export type ComputerMove = (turn: ComputerTurn) => RoundAction | Promise<RoundAction>;

export const aiComputerMove: ComputerMove = (turn) => {
  const context = contextAt(turn.rules.options, turn.round, turn.totals, turn.seat);
  return chooseAction(turn.view, turn.level, hashSeed(turn.steps, turn.seat), context).action;
};

/** The computer's move as a client would send it: one of the seat's legal actions, without `player`. */
export async function computerAction(turn: ComputerTurn, choose: ComputerMove): Promise<Record<string, unknown>> {
  let chosen: RoundAction | undefined;
  try {
    const choice = await choose(turn);
    chosen = turn.legal.find((a) => sameAction(a, choice));
  } catch {
    chosen = undefined;
  }
  const { player: _player, ...payload } = (chosen ?? turn.legal[0]!) as RoundAction & { player?: unknown };
  return payload;
}
