/**
 * The public facts of a game held on this device, for a feed's `ShownSeat.game`: what every
 * seat may know (rules, totals, finished rounds, who dealt first), never a hand or the pile.
 */
import type { GameState } from '../../engine/round';
import type { PublicGame } from './seat-driver';

export function publicGame(game: GameState, started: boolean, fromLink: boolean): PublicGame {
  return {
    rules: game.rules,
    round: game.round,
    rounds: game.rules.options.rounds,
    totals: game.totals,
    status: game.status,
    winner: game.winner,
    history: game.history.map((h) => ({ round: h.round, month: h.month, dealer: h.dealer, result: h.result, totals: h.totals, moves: h.moves.length })),
    firstDealer: game.firstDealer,
    fromLink,
    started,
  };
}
