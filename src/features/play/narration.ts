/**
 * What the practice table says (`$narration`, read out by the live region), and its one writer:
 * a new game, the start of play, a choice to make, an undo, and each step — the news of the
 * person's own view (seat 0's, from the table's narrator: no card another seat hides is named),
 * worded for the seats, with the round's start and end and the person's prompt. A computer's move
 * is added to what was said when it follows at once, so that no move goes unsaid.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import type { GameState, PlayerIndex } from '../../engine/round';
import { stepSeat, type GameStep } from '../../engine/round/record';
import { seatsOf, seatCount } from '../../engine/round/seats';
import { shortName } from '../../words/card-names';
import { alternativesOf, listOf, seatWord, sentence } from '../../words/format';
import { countOf, ROUNDS } from '../../words/plural';
import { narrateNews, newsBetween, seatMoment } from '../table/narrator';
import { cardsText, describeEntries, monthText, playText, promptFor, resultHeadline, seatNamesOf } from '../table/words';
import { YOU, practiceText, PRACTICE_WORDS } from './words';

/** "You deal first." / "The computer deals first." */
function dealerSentence(game: GameState): string {
  const dealer = game.current.dealer;
  if (dealer === YOU) return practiceText('say.deals-first.you');
  return sentence(PRACTICE_WORDS['say.deals-first.other'], seatNamesOf(game)[dealer]);
}

function newGameText(game: GameState): string {
  const rounds = game.rules.options.rounds;
  return `${practiceText('say.new-game', { rounds: typeof rounds === 'number' ? countOf(rounds, ROUNDS) : practiceText('say.rounds-unlimited') })} ${dealerSentence(game)}`;
}

function roundStartText(game: GameState): string {
  return playText('say.round', { round: game.round, month: monthText(game.current.month) });
}

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

const narration = atom('');

/**
 * What just happened at the practice table, in words (read out by the live region). This module
 * is its one writer: each moment that is said has its function below.
 */
export const $narration: ReadableAtom<string> = narration;

/** A new game: its length and who deals. */
export function sayNewGame(game: GameState): void {
  narration.set(newGameText(game));
}

/** The person has seen who deals: the round, the dealer, and the person's turn if they deal. */
export function sayPlayStarts(game: GameState): void {
  narration.set(`${roundStartText(game)} ${dealerSentence(game)}${game.current.toMove === YOU ? ` ${playText('say.turn.play-one')}` : ''}`);
}

/** A hand card that can take more than one way: the ways, for the person to choose. */
export function sayChoosing(card: CardId, options: readonly (readonly CardId[])[], lay: boolean): void {
  const each = options.map((o) => cardsText(o));
  narration.set(
    lay
      ? playText('choosing.take-or-lay', { card: shortName(card), takes: alternativesOf(each) })
      : playText('choosing.take', { card: shortName(card), takes: listOf(each) }),
  );
}

/** Undo took back `undone` steps (the person's move and the computers' replies); the game is now `game`. */
export function sayUndone(undone: number, seats: number, game: GameState): void {
  const taken = undone === 1 ? practiceText('say.undo.one') : seats === 2 ? practiceText('say.undo.reply') : practiceText('say.undo.more');
  narration.set(`${taken} ${promptFor(game)}`);
}

/** A step the match took: what it did, as seat 0 saw it. */
export function sayStep(before: GameState, after: GameState, step: GameStep): void {
  say(narrate(before, after, step), stepSeat(step) ?? YOU, `${before.round}:${before.current.turn}`);
}

let lastSaid = { at: 0, by: YOU as PlayerIndex, turn: '' };

/**
 * Sets the narration. A computer move is added to what was said rather than replacing it
 * when it follows at once (no pause, as with reduced motion) or continues the computer's own
 * turn (a play, then the choice for its turned card: `turn` is where the move started), or
 * follows another computer's move in the same round of turns, so that no move goes unsaid.
 */
function say(text: string, by: PlayerIndex, turn: string): void {
  const now = Date.now();
  const append = by !== YOU && (now - lastSaid.at < 400 || (lastSaid.by !== YOU && (lastSaid.turn === turn || lastSaid.by !== by)));
  narration.set(append ? `${narration.get()} ${text}` : text);
  lastSaid = { at: now, by, turn };
}
