/**
 * What the practice table says (`$narration`, read out by the live region), and its one writer:
 * a new game, the start of play, a choice to make, an undo, and each step. A computer's move is
 * added to what was said when it follows at once, so that no move goes unsaid.
 *
 * The words come from narration-words.ts, with the round log's words (table/log-words.ts): not
 * needed to draw the table, they load on the first say, off the game page's first script. Every
 * moment is said once they are there, in the order things happened (`inTurn`).
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import type { GameState, PlayerIndex } from '../../engine/round';
import { stepSeat, type GameStep } from '../../engine/round/record';
import { loadOnce } from '../../shared/use-lazy';
import { YOU } from './words';

type NarrationWords = typeof import('./narration-words');
const loadWords = (): Promise<NarrationWords> => import('./narration-words');

const narration = atom('');

/**
 * What just happened at the practice table, in words (read out by the live region). This module
 * is its one writer: each moment that is said has its function below.
 */
export const $narration: ReadableAtom<string> = narration;

/**
 * Says a moment once the words have loaded (once they have, a microtask later). Every moment
 * goes through here: the callbacks of one promise run in the order they were attached, so what
 * is said keeps the order things happened in, and a new game or an undo is never said before the
 * step that came before it. Each moment is worded from what its call was given (games are never
 * changed in place), not from what is current when it is said.
 */
function inTurn(fn: (words: NarrationWords) => void): void {
  void loadOnce(loadWords).then(fn);
}

/** Resolves once every moment asked to be said so far is on `$narration` (awaited after them). */
export async function narrationSaid(): Promise<void> {
  await loadOnce(loadWords);
}

/** A new game: its length and who deals. */
export function sayNewGame(game: GameState): void {
  inTurn((words) => narration.set(words.newGameText(game)));
}

/** The person has seen who deals: the round, the dealer, and the person's turn if they deal. */
export function sayPlayStarts(game: GameState): void {
  inTurn((words) => narration.set(words.playStartsText(game)));
}

/** A hand card that can take more than one way: the ways, for the person to choose. */
export function sayChoosing(card: CardId, options: readonly (readonly CardId[])[], lay: boolean): void {
  inTurn((words) => narration.set(words.choosingText(card, options, lay)));
}

/** Undo took back `undone` steps (the person's move and the computers' replies); the game is now `game`. */
export function sayUndone(undone: number, seats: number, game: GameState): void {
  inTurn((words) => narration.set(words.undoneText(undone, seats, game)));
}

/** A step the match took: what it did, as seat 0 saw it. */
export function sayStep(before: GameState, after: GameState, step: GameStep): void {
  // When the step was taken, not when it is said: whether it follows the last one at once.
  const at = Date.now();
  inTurn((words) => say(words.narrate(before, after, step), stepSeat(step) ?? YOU, `${before.round}:${before.current.turn}`, at));
}

let lastSaid = { at: 0, by: YOU as PlayerIndex, turn: '' };

/**
 * Sets the narration. A computer move is added to what was said rather than replacing it
 * when it follows at once (no pause, as with reduced motion) or continues the computer's own
 * turn (a play, then the choice for its turned card: `turn` is where the move started), or
 * follows another computer's move in the same round of turns, so that no move goes unsaid.
 * `now` is when the move was taken.
 */
function say(text: string, by: PlayerIndex, turn: string, now: number): void {
  const append = by !== YOU && (now - lastSaid.at < 400 || (lastSaid.by !== YOU && (lastSaid.turn === turn || lastSaid.by !== by)));
  narration.set(append ? `${narration.get()} ${text}` : text);
  lastSaid = { at: now, by, turn };
}
