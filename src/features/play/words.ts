/**
 * The practice game's own words: where its person sits, and its store's narration and messages
 * (a new game, who deals, whose turn, the game's end, an undo, a refused move, a deal link that
 * cannot be played, a save that cannot be read). The table's words, and the narration every
 * feed shares, are in src/features/table/words.ts.
 */
import type { TwoSeat } from '../../engine/round/seats';
import { fill, type TemplateParams } from '../../words/format';

/** The practice game's person sits at seat 0 (the computers at 1, and 2 at a table of three). */
export const YOU: TwoSeat = 0;

/** The practice store's strings. `{…}` are named parameters filled by `practiceText`. */
export const PRACTICE_WORDS = {
  'say.new-game': 'New game: {rounds}.',
  'say.rounds-unlimited': 'rounds without limit',
  'say.deals-first.you': 'You deal first.',
  'say.deals-first.other': '{Player} deals first.',
  'say.deals.you': 'You deal.',
  'say.deals.other': '{Player} deals.',
  'say.misdeal': 'Misdeal: the cards were dealt again.',
  'say.misdeals': '{count} misdeals: the cards were dealt again.',
  'say.over.you': 'The game is over: you win, {mine} to {theirs}.',
  'say.over.other': 'The game is over: {player} wins, {theirs} to {mine}.',
  'say.over.tie.scores': 'The game is over: a tie at {score}.',
  'say.over.you.scores': 'The game is over: you win, {scores}.',
  'say.over.other.scores': 'The game is over: {player} wins, {scores}.',
  'say.score': '{player} {points}',
  'say.undo.one': 'Your last move was taken back.',
  'say.undo.reply': 'Your last move and the computer’s reply were taken back.',
  'say.undo.more': 'Your last move and the replies after it were taken back.',
  'error.refused': 'That move is not allowed: {reason}.',
  'error.undo': 'Undo failed: {reason}.',
  'error.link': 'This deal cannot be played: {reason}.',
  'error.unworded': 'That did not work, and the reason could not be loaded. Check the connection and reload the page: your game is saved.',
  'error.ai-load': 'The computer player could not be loaded. Check the connection and reload the page: your game is saved.',
  'save.notice-prefix': 'Your saved game could not be read',
  'save.notice-tail': ' It has been set aside, not deleted. You can start a new game.',
} as const;

export type PracticeTextId = keyof typeof PRACTICE_WORDS;

/** The string `id`, with its parameters filled. */
export function practiceText(id: PracticeTextId, params?: TemplateParams): string {
  return fill(PRACTICE_WORDS[id], params);
}
