/**
 * The public facts of a game held on this device, for a feed's `ShownSeat.game`: what every
 * seat may know (rules, totals, finished rounds, who dealt first), never a hand or the pile.
 */
import type { GameState } from '../../engine/round';
import { publicFacts } from '../../engine/round/record';
import type { PublicGame } from './seat-driver';

/** The engine's public projection of the game (what a room sends every seat), with the table's own facts. */
export function publicGame(game: GameState, started: boolean, fromLink: boolean): PublicGame {
  return { ...publicFacts(game), rules: game.rules, rounds: game.rules.options.rounds, fromLink, started };
}
