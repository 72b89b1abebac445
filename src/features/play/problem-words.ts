/**
 * The practice game's problems that need the engine's refusals in words (src/words/errors.ts):
 * loaded by problems.ts when such a problem happens, so that those words stay out of the game
 * page's first load.
 */
import { playErrorText } from '../../words/errors';
import type { RoundError } from '../../engine/round/types';
import type { PlayError } from './save';
import { practiceText } from './words';

/** A problem with the last request, as data; `problemText` words it. */
export type WordedProblem =
  | { readonly code: 'move-refused'; readonly error: RoundError }
  | { readonly code: 'undo-failed'; readonly error: PlayError }
  | { readonly code: 'start-failed'; readonly error: PlayError };

export function problemText(problem: WordedProblem): string {
  switch (problem.code) {
    case 'move-refused':
      return practiceText('error.refused', { reason: playErrorText({ code: 'move-refused', error: problem.error }) });
    case 'undo-failed':
      return practiceText('error.undo', { reason: playErrorText(problem.error) });
    case 'start-failed':
      return playErrorText(problem.error);
  }
}
