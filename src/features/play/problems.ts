/**
 * What went wrong with the person's last request at the practice table (`$error`, shown by the
 * table's message bar until the next step or start). This module is the atom's one writer: each
 * way a request can fail has its function here. A refusal of the engine is worded by
 * problem-words.ts, loaded when one happens (the refusals' words are several kilobytes the game
 * page does not load up front); the problem then shows once its words have loaded.
 */
import type { ReadableAtom } from 'nanostores';
import { lateWords } from '../../shared/late-words';
import type { RoundError } from '../../engine/round/types';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import type { PlayError } from './save';
import type { WordedProblem } from './problem-words';
import { practiceText } from './words';

const problem = lateWords();
const show = problem.say;

function showWorded(worded: WordedProblem): void {
  problem.sayLater(
    import('./problem-words').then(({ problemText }) => problemText(worded)),
    practiceText('error.unworded'),
  );
}

/** An engine refusal or other problem with the last request (null: none). */
export const $error: ReadableAtom<string | null> = problem.$text;

/** The next request is being made: the last one's problem is over. */
export function clearProblem(): void {
  show(null);
}

/** The engine refused a move (the table offered it when the game had moved on, or a gesture it judged). */
export function moveRefused(error: RoundError): void {
  showWorded({ code: 'move-refused', error });
}

/** The game could not be replayed one move of the person's fewer. */
export function undoFailed(error: PlayError): void {
  showWorded({ code: 'undo-failed', error });
}

/** A game could not be started with the settings chosen (said in the engine's reason). */
export function startFailed(error: PlayError): void {
  showWorded({ code: 'start-failed', error });
}

/** The computer players' code could not be loaded (offline on a first visit). */
export function computerNotLoaded(): void {
  show(practiceText('error.ai-load'));
}

/** The coach could not work out a hint. */
export function hintFailed(): void {
  show(COACH_TABLE_WORDS['hint.failed']);
}
