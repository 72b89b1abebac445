/**
 * Words of pass-and-play: the set-up's messages about names and the hand-over screen (why a
 * saved game was set aside is in save-words.ts, loaded on use). Whole sentences with named
 * parameters (`fill`), so a second language translates sentences; the round's own narration
 * comes from the table's log words (src/features/table/log-words.ts, loaded on use) with each
 * seat named by its player's name (`namedSeats`).
 */
import { fill, listOf, type Seats, type TemplateParams } from '../../words/format';
import { bySeat, seatCountOf, type BySeat } from '../../engine/round/seats';
import { countOf, POINTS } from '../../words/plural';
import type { Seat } from '../../engine/round/seats';
import type { NameProblem } from './names';

export const PASS_WORDS = {
  // Set-up
  'setup.title': 'New pass-and-play game',
  'setup.players': 'Players',
  'setup.players.two': 'Two players',
  'setup.players.three': 'Three players',
  'setup.name': 'Player {n}’s name',
  'setup.name.hint': 'Up to {max} characters.',
  'setup.rules': 'Rules',
  'setup.rules.mine': 'My rules: {rules}',
  'setup.rules.preset': 'A preset:',
  'setup.rules.preset.label': 'Preset',
  'setup.rules.note': 'The rounds and who deals first are for this game only; the game keeps the rules it started with.',
  'setup.start': 'Start the game',
  'setup.problems': 'The game cannot start yet:',
  'setup.in-progress': 'A game is in progress (round {round}: {scores}). Starting a new game replaces it.',
  'setup.back': 'Back to the game',
  // Names
  'name.empty': 'Player {n} needs a name.',
  'name.direction': 'Player {n}’s name holds a character that reverses the text around it: type the name again without it.',
  'name.too-long': 'Player {n}’s name is {length} characters long: keep it to {max}.',
  'name.duplicate': 'Player {n} has the same name as player {same} (“{name}”): give everyone a different name, so it is clear whose turn it is.',
  // The hand-over screen
  'handover.title': 'Pass to {name}',
  'handover.lead': 'Hand the device to {name}. Everyone else, look away once {name} takes it.',
  'handover.take': 'I’m {name}: show my hand',
  'handover.keys': 'Or press Enter.',
  'handover.news': 'Since {name}’s last turn',
  'handover.news.none': 'Nothing has been played since {name}’s last turn.',
  'handover.calls': 'Koi-koi called this round: {callers}.',
  'handover.round': 'Round {round}, {month}. {dealer} deals.',
  'handover.scores': 'Scores',
  'turn.hide': 'Hide my hand',
  'tools.new-game': 'New game…',
  'say.pass': 'Pass the device to {name}.',
  'say.over.winner': 'The game is over: {name} wins. {scores}.',
  'say.over.tie': 'The game is over: a tie. {scores}.',
  'say.new-round': 'Round {round}, {month}. {dealer} deals.',
  // Saved games
  'error.unworded': 'That move was refused, and the reason could not be loaded. Check the connection and reload the page: your game is saved.',
  'notice.prefix': 'Your saved pass-and-play game could not be read',
  'notice.set-aside': ' It has been set aside, not deleted. You can start a new game.',
  'notice.new-game': 'Start a new game',
  // Review
  'review.whose': 'Whose decisions?',
  'review.lead': 'The coach reviews one player’s decisions, move by move. The round is over: every hand is shown.',
  'review.back': 'Back to the score',
  'review.loading': 'Loading the review…',
} as const;

export type PassWordId = keyof typeof PASS_WORDS;

export function passText(id: PassWordId, params: TemplateParams = {}): string {
  return fill(PASS_WORDS[id], params);
}

/** "player 2": seats are counted from one for people. */
function playerNumber(seat: Seat): number {
  return seat + 1;
}

/** One problem with the names typed, as a sentence. */
export function nameProblemText(p: NameProblem): string {
  switch (p.code) {
    case 'empty':
      return passText('name.empty', { n: playerNumber(p.seat) });
    case 'direction':
      return passText('name.direction', { n: playerNumber(p.seat) });
    case 'too-long':
      return passText('name.too-long', { n: playerNumber(p.seat), length: p.length, max: p.max });
    case 'duplicate':
      return passText('name.duplicate', { n: playerNumber(p.seat), same: playerNumber(p.same), name: p.name });
  }
}

/** Each seat named by its player's name, for the round's narration (table/log-words.ts). */
export function namedSeats(names: BySeat<string>): Seats {
  return bySeat(seatCountOf(names), (p) => ({ named: names[p] }));
}

/** "Koi-koi called this round: Ann, Ben and Ann." (null: none called). */
export function callsText(calls: readonly Seat[], names: BySeat<string>): string | null {
  return calls.length === 0 ? null : passText('handover.calls', { callers: listOf(calls.map((p) => names[p])) });
}

/** "Ann 12 points, Ben 3 points": the totals by name. */
export function scoresText(names: readonly string[], totals: readonly number[]): string {
  return listOf(names.map((n, i) => `${n} ${countOf(totals[i] ?? 0, POINTS)}`));
}
