/**
 * The table's narrator: what one seat learns between two moments of a game, worked out from that
 * seat's own view — its PlayerView of the round and the facts every seat is sent — and nothing
 * else, so no narration can name a card the seat may not see. The practice table (seat 0's view),
 * pass-and-play (the mover's view) and the rooms (the view the server sent) all take their news
 * from here and say it in the same words (`narrateNews`, in log-words.ts, which loads after the
 * table); each adds its own lines around it (the practice game its new game, deal and prompt;
 * pass-and-play its hand-over).
 */
import type { GameState, RoundResult } from '../../engine/round';
import { playerView } from '../../engine/round/view';
import type { PlayerView } from '../../engine/round/types';
import { publicFacts, type PublicGameFacts } from '../../engine/round/record';
import type { Seat } from '../../engine/round/seats';

/** What one seat has seen of a game at one moment (a room sends exactly this to each seat). */
export interface SeatMoment extends PublicGameFacts {
  /** The seat's own view of the round on screen. */
  readonly view: PlayerView;
}

/** A game held on this device as `seat` sees it. */
export function seatMoment(game: GameState, seat: Seat): SeatMoment {
  return { ...publicFacts(game), view: playerView(game.current, seat) };
}

/** What a seat learnt between two moments. */
export interface News {
  /**
   * A deal the seat had not seen is on screen (a new round, a misdeal dealt again, a lucky
   * hand's redeal): its whole log so far is news.
   */
  readonly dealt: boolean;
  /** The log entries of the seat's view it had not seen, in order. */
  readonly entries: PlayerView['log'];
  /** The round that ended between the two moments (the last one, when several did), or null. */
  readonly ended: RoundResult | null;
  /** Whether the game ended between them. */
  readonly finished: boolean;
}

/**
 * The news between `before` (null: nothing seen yet) and `after`. The same deal goes on while
 * the round number, the field it was dealt and the log's beginning stay (a round that ends at
 * this moment is still the one on screen).
 */
export function newsBetween(before: SeatMoment | null, after: SeatMoment): News {
  const sameDeal =
    before !== null &&
    before.round === after.round &&
    after.view.log.length >= before.view.log.length &&
    before.view.fieldAtDeal.join() === after.view.fieldAtDeal.join();
  const ended = before !== null && after.history.length > before.history.length ? after.history.at(-1)!.result : null;
  return {
    dealt: !sameDeal,
    entries: sameDeal ? after.view.log.slice(before.view.log.length) : after.view.log,
    ended,
    finished: after.status === 'finished' && before?.status !== 'finished',
  };
}
