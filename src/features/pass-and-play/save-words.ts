/**
 * Why a saved pass-and-play game was set aside, in words: loaded by pass-store.ts only when a
 * save is refused, since it needs the engine's refusals (src/words/errors.ts), which the page does
 * not load up front.
 */
import { playErrorText } from '../../words/errors';
import { ruleErrorClause } from '../../words/rule-errors';
import { nameProblemText } from './words';
import type { PassError } from './save';

type PassErrorOf<C extends PassError['code']> = PassError & { readonly code: C };

const PASS_ERROR_TEXT: { readonly [C in PassError['code']]: (e: PassErrorOf<C>) => string } = {
  'not-a-game': () => 'the saved data is not a pass-and-play game',
  'older-version': () => 'it was saved by an older version of the game, which this version cannot continue',
  'newer-version': () => 'it was saved by a newer version of the game, which this version cannot continue',
  'no-seed': () => 'the saved game does not say how it was dealt',
  'no-rules': () => 'the saved game has no rule set',
  'invalid-rules': (e) => `its rule set is not valid (${ruleErrorClause(e.error)})`,
  'names-not-a-list': () => 'the players’ names are missing',
  'names-for-players': (e) => `it names ${e.names} players for a game of ${e.players}`,
  'bad-names': (e) => `the players’ names are not valid (${e.problems.map(nameProblemText).join(' ')})`,
  'steps-not-a-list': () => 'the saved moves are not a list of moves',
  'not-a-move': (e) => `move ${e.move} is not a move`,
  'replay-failed': (e) => `move ${e.move} could not be replayed (${playErrorText(e.error)})`,
  'replay-threw': (e) => `the saved game could not be replayed (${e.detail ?? 'unknown error'})`,
  'check-mismatch': () => 'its moves no longer lead to the position that was saved',
};

/** Why a saved game was refused, as a clause (after "could not be read: "). */
export function passErrorText(error: PassError): string {
  return (PASS_ERROR_TEXT[error.code] as (e: PassError) => string)(error);
}
