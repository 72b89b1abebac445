/**
 * What the table's live region says in a pass-and-play game, worded with the players' names.
 * Said only while the player it concerns holds the device: on taking it, what the others did
 * since their last turn and what to do; after their move, what it did, and then to whom the
 * device goes. Each sentence comes from the entries of the mover's own view (hand-over.ts), so it
 * never names a card the screen may not show. Worded with the round log's words (table/log-words.ts),
 * this module loads on use: pass-store.ts says what it gives once it has arrived, in order.
 */
import type { GameState } from '../../engine/round/game';
import { newsBetween, seatMoment } from '../table/narrator';
import { describeEntries, narrateNews } from '../table/log-words';
import type { BySeat, Seat } from '../../engine/round/seats';
import { monthName } from '../../words/card-names';
import { promptFor } from '../table/words';
import { newsFor } from './hand-over';
import { namedSeats, passText, scoresText } from './words';

/** Said when `seat` takes the device: the others' moves since their last turn, then the prompt. */
export function takeSeatText(game: GameState, seat: Seat, names: BySeat<string>): string {
  return [describeEntries(newsFor(game, seat), namedSeats(names)), promptFor(game)].filter(Boolean).join(' ');
}

/** Said after `mover`'s move: what it did, then the round's end or whose turn comes. */
export function moveText(before: GameState, after: GameState, mover: Seat, names: BySeat<string>): string {
  const parts: string[] = [];
  // What the mover learnt, from their own view before and after (the table's narrator).
  const seen = seatMoment(after, mover);
  parts.push(narrateNews(newsBetween(seatMoment(before, mover), seen), seen, namedSeats(names)));
  if (after.status !== 'playing') {
    if (after.status === 'finished') parts.push(finalText(after, names));
  } else if (after.current.toMove !== mover) parts.push(passText('say.pass', { name: names[after.current.toMove] }));
  else parts.push(promptFor(after));
  return parts.filter(Boolean).join(' ');
}

/** Said when a new round is dealt. */
export function newRoundText(game: GameState, names: BySeat<string>): string {
  return passText('say.new-round', { round: game.round, month: monthName(game.current.month), dealer: names[game.current.dealer] });
}

export function finalText(game: GameState, names: BySeat<string>): string {
  const scores = scoresText(names, game.totals);
  return game.winner === null ? passText('say.over.tie', { scores }) : passText('say.over.winner', { name: names[game.winner], scores });
}
