/**
 * The game record: a game as the steps taken from its start, and what of it every seat may see.
 *
 * Every mode keeps its game this way (the practice game's saves, pass-and-play's saves, a room's
 * record on the server, the room review on a seat's device): a start it can deal again (a seed, a
 * shared deal, a room's secret) and the list of steps. The game itself is derived by replaying
 * the steps through the engine, which is deterministic, so a record is small, an undo is "replay
 * one step fewer", and a record the engine can no longer replay (edited, outdated) is caught with
 * the step and the engine's reason instead of reaching a table.
 *
 * One step type for all of them: a seat's action with the seat beside it, or "deal the next
 * round". The saves written before this module kept an action with its seat inside it
 * (`{ type: 'play', card, player: 0 }`): `decodeStep` reads both forms, and `savedStep` writes
 * that older form, key for key, so saves stay byte for byte what they were.
 */
import type { FirstDealerChoice } from './deal';
import { applyGameAction, startNextRound, type GameState, type GameStatus } from './game';
import type { Month } from '../cards';
import type { RoundAction, RoundError, RoundResult } from './types';
import { isSeat, type BySeat, type Seat, type SeatCount } from './seats';
import { err, ok, type Result } from '../result';

/** One step of a game: a seat's action, or the next round dealt. */
export type GameStep = { readonly seat: Seat; readonly action: RoundAction } | { readonly type: 'next-round' };

/** The same step as the practice game's and pass-and-play's saves write it: the seat inside the action, as `player`. */
export type SavedStep = (RoundAction & { readonly player: Seat }) | { readonly type: 'next-round' };

/** A step the engine refused in a replay: which one (from 1) and why. */
export interface ReplayError {
  readonly move: number;
  readonly error: RoundError;
}

const NEXT_ROUND: GameStep = { type: 'next-round' };

/** A seat's action as a step. */
export function seatStep(seat: Seat, action: RoundAction): GameStep {
  return { seat, action };
}

/** The seat who took a step, or null for "deal the next round". */
export function stepSeat(step: GameStep): Seat | null {
  return 'seat' in step ? step.seat : null;
}

/** Applies one step through the engine (the action is the step's seat's: another seat's turn is refused). */
export function applyStep(game: GameState, step: GameStep): Result<GameState, RoundError> {
  return 'seat' in step ? applyGameAction(game, { ...step.action, player: step.seat }) : startNextRound(game);
}

/** Replays steps on a game as it was dealt; says which step failed and why. */
export function replaySteps(start: GameState, steps: readonly GameStep[]): Result<GameState, ReplayError> {
  let game = start;
  for (let i = 0; i < steps.length; i++) {
    const next = applyStep(game, steps[i]!);
    if (!next.ok) return err({ move: i + 1, error: next.error });
    game = next.value;
  }
  return ok(game);
}

/**
 * A step in the saves' form. The action's own keys come first in their own order, then
 * `player` (in place when the action already named it), exactly as the saves were written.
 */
export function savedStep(step: GameStep): SavedStep {
  return 'seat' in step ? ({ ...step.action, player: step.seat } as SavedStep) : { type: 'next-round' };
}

const ACTION_TYPES: ReadonlySet<unknown> = new Set(['play', 'drawTake', 'call', 'luckyHand']);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads a stored step of a game of `players` seats, in either form (`{ seat, action }` or the
 * saves' `{ ...action, player }`); null when it is not a step. Only the shape is checked here:
 * the engine checks cards, phases and turns when the step is replayed.
 */
export function decodeStep(raw: unknown, players: SeatCount): GameStep | null {
  if (!isObject(raw)) return null;
  if (raw['type'] === 'next-round' && !('seat' in raw)) return NEXT_ROUND;
  if ('seat' in raw) {
    const action = raw['action'];
    if (!isSeat(raw['seat'], players) || !isObject(action) || !ACTION_TYPES.has(action['type'])) return null;
    const { player: _named, ...own } = action;
    return { seat: raw['seat'], action: own as unknown as RoundAction };
  }
  const { player, ...action } = raw;
  if (!isSeat(player, players) || !ACTION_TYPES.has(action['type'])) return null;
  // The seat comes out of the action (as in a step made at a table); saved again, `player` goes
  // back last, where the saves always had it (an action of the engine's never names its player).
  return { seat: player, action: action as unknown as RoundAction };
}

/** A finished round (or misdeal) as every seat may see it once it is over: no deck, no log. */
export interface RoundLine {
  readonly round: number;
  readonly month: Month;
  readonly dealer: Seat;
  readonly result: RoundResult;
  /** Totals after this round. */
  readonly totals: BySeat<number>;
  /** How many moves were played in it (0: it ended at the deal, nothing to review). */
  readonly moves: number;
}

/** The finished rounds of a game as every seat may see them. */
export function roundLines(game: GameState): RoundLine[] {
  return game.history.map((h) => ({ round: h.round, month: h.month, dealer: h.dealer, result: h.result, totals: h.totals, moves: h.moves.length }));
}

/** What of a game every seat may know, around the round each sees from its own view: never a hand, the pile or a deal. */
export interface PublicGameFacts {
  readonly status: GameStatus;
  /** How the first dealer was chosen (the draw is made face up). */
  readonly firstDealer: FirstDealerChoice;
  readonly round: number;
  readonly totals: BySeat<number>;
  readonly winner: Seat | null;
  readonly history: readonly RoundLine[];
}

/** The public projection of a game (a room sends it to every seat; a table on this device shows the same). */
export function publicFacts(game: GameState): PublicGameFacts {
  return { status: game.status, firstDealer: game.firstDealer, round: game.round, totals: game.totals, winner: game.winner, history: roundLines(game) };
}
