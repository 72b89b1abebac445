/**
 * What the practice table says, in words (narration.ts says it): a new game, the start of play,
 * a choice to make, an undo, each step — the news of the person's own view (seat 0's, from the
 * table's narrator: no card another seat hides is named), worded for the seats, with the round's
 * start and end and the person's prompt — and the game's end.
 *
 * With the round log's words (table/log-words.ts), nothing here is needed to draw the table:
 * narration.ts loads this module on its first say, off the game page's first script.
 */
import type { CardId } from '../../engine/cards';
import type { GameState } from '../../engine/round';
import { stepSeat, type GameStep } from '../../engine/round/record';
import { seatsOf, seatCount } from '../../engine/round/seats';
import { shortName } from '../../words/card-names';
import { alternativesOf, listOf, seatWord, sentence } from '../../words/format';
import { countOf, ROUNDS } from '../../words/plural';
import { newsBetween, seatMoment } from '../table/narrator';
import { describeEntries, narrateNews, resultHeadline } from '../table/log-words';
import { cardsText, monthText, playText, promptFor, seatNamesOf } from '../table/words';
import { YOU, practiceText, PRACTICE_WORDS } from './words';

/** "You deal first." / "The computer deals first." */
function dealerSentence(game: GameState): string {
  const dealer = game.current.dealer;
  if (dealer === YOU) return practiceText('say.deals-first.you');
  return sentence(PRACTICE_WORDS['say.deals-first.other'], seatNamesOf(game)[dealer]);
}

/** A new game: its length and who deals. */
export function newGameText(game: GameState): string {
  const rounds = game.rules.options.rounds;
  return `${practiceText('say.new-game', { rounds: typeof rounds === 'number' ? countOf(rounds, ROUNDS) : practiceText('say.rounds-unlimited') })} ${dealerSentence(game)}`;
}

function roundStartText(game: GameState): string {
  return playText('say.round', { round: game.round, month: monthText(game.current.month) });
}

/** The person has seen who deals: the round, the dealer, and the person's turn if they deal. */
export function playStartsText(game: GameState): string {
  return `${roundStartText(game)} ${dealerSentence(game)}${game.current.toMove === YOU ? ` ${playText('say.turn.play-one')}` : ''}`;
}

/** A hand card that can take more than one way: the ways, for the person to choose. */
export function choosingText(card: CardId, options: readonly (readonly CardId[])[], lay: boolean): string {
  const each = options.map((o) => cardsText(o));
  return lay
    ? playText('choosing.take-or-lay', { card: shortName(card), takes: alternativesOf(each) })
    : playText('choosing.take', { card: shortName(card), takes: listOf(each) });
}

/** Undo took back `undone` steps (the person's move and the computers' replies); the game is now `game`. */
export function undoneText(undone: number, seats: number, game: GameState): string {
  const taken = undone === 1 ? practiceText('say.undo.one') : seats === 2 ? practiceText('say.undo.reply') : practiceText('say.undo.more');
  return `${taken} ${promptFor(game)}`;
}

/** What `step` did, as seat 0 saw it. */
export function narrate(before: GameState, after: GameState, step: GameStep): string {
  const parts: string[] = [];
  const seats = seatNamesOf(after);
  const seat = stepSeat(step);
  // What the person learnt, from their own view before and after (the table's narrator).
  const seen = seatMoment(after, YOU);
  const news = newsBetween(seatMoment(before, YOU), seen);
  if (seat === null) {
    const misdeals = after.history.length - before.history.length;
    if (misdeals > 0) parts.push(misdeals === 1 ? practiceText('say.misdeal') : practiceText('say.misdeals', { count: misdeals }));
    const dealer = after.current.dealer;
    parts.push(`${roundStartText(after)} ${dealer === YOU ? practiceText('say.deals.you') : sentence(PRACTICE_WORDS['say.deals.other'], seats[dealer])}`);
    parts.push(describeEntries(news.entries, seats));
    // A new deal that ended as it was dealt.
    if (after.current.result) parts.push(resultHeadline(after.current.result, seats));
  } else parts.push(narrateNews(news, seen, seats));
  if (after.status === 'finished' && before.status !== 'finished') parts.push(finalText(after));
  else if (after.status === 'playing' && after.current.toMove === YOU && seat !== YOU) {
    parts.push(promptFor(after));
  }
  return parts.filter(Boolean).join(' ');
}

/** The game's end: the totals, the winner's first. */
export function finalText(game: GameState): string {
  const totals = game.totals;
  const seats = seatNamesOf(game);
  if (totals.length === 2) {
    const [mine, theirs] = totals;
    if (game.winner === null) return playText('say.over.tie', { mine, theirs });
    return game.winner === YOU
      ? practiceText('say.over.you', { mine, theirs })
      : sentence(PRACTICE_WORDS['say.over.other'], seats[game.winner], { mine, theirs });
  }
  // Three seats: every seat's total, the winner's first.
  const order = [...seatsOf(seatCount(game.rules.options))].sort((a, b) => totals[b] - totals[a]);
  const scores = order.map((p) => practiceText('say.score', { player: seatWord(seats[p]), points: totals[p] })).join(', ');
  if (game.winner === null) return practiceText('say.over.tie.scores', { score: scores });
  return game.winner === YOU ? practiceText('say.over.you.scores', { scores }) : sentence(PRACTICE_WORDS['say.over.other.scores'], seats[game.winner], { scores });
}
