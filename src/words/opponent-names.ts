/**
 * How the coach's words name another player, by seat, where a reason or the odds say which
 * opponent a move helped: a noun phrase for running text. A table of two says "the opponent";
 * a table of three names the player: by the names the caller passes (the practice table's own
 * seat names, "the computer on your left"), else "Player 2" / "Player 3" (seat + 1, the score
 * keeper's default names). Light on purpose: the odds panel loads it without the reasons' words.
 */
import type { Seat, SeatCount } from '../engine/round/seats';
import { fill } from './format';

/** A name for each other seat, as a noun phrase in running text ("Player 3", "the computer on your left"). */
export type OpponentNames = (seat: Seat) => string;

/** The names of the other players when the caller gives none: "the opponent" of two, "Player N" of three. */
export const OPPONENT_WORDS = { two: 'the opponent', three: 'Player {number}' } as const;

export function defaultOpponentNames(players: SeatCount): OpponentNames {
  return players === 2 ? () => OPPONENT_WORDS.two : (seat) => fill(OPPONENT_WORDS.three, { number: seat + 1 });
}
