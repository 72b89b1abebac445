/**
 * What went wrong with the person's last request at the practice table (`$error`, shown by the
 * table's message bar until the next step or start). This module is the atom's one writer: each
 * way a request can fail has its function here, worded here.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RoundError } from '../../engine/round/types';
import { playErrorText } from '../../words/errors';
import { COACH_TABLE_WORDS } from '../coach/table-words';
import type { PlayError } from './save';
import { practiceText } from './words';

const problem = atom<string | null>(null);

/** An engine refusal or other problem with the last request (null: none). */
export const $error: ReadableAtom<string | null> = problem;

/** The next request is being made: the last one's problem is over. */
export function clearProblem(): void {
  problem.set(null);
}

/** The engine refused a move (the table offered it when the game had moved on, or a gesture it judged). */
export function moveRefused(error: RoundError): void {
  problem.set(practiceText('error.refused', { reason: playErrorText({ code: 'move-refused', error }) }));
}

/** The game could not be replayed one move of the person's fewer. */
export function undoFailed(error: PlayError): void {
  problem.set(practiceText('error.undo', { reason: playErrorText(error) }));
}

/** A game could not be started with the settings chosen (said in the engine's reason). */
export function startFailed(reason: string): void {
  problem.set(reason);
}

/** The computer players' code could not be loaded (offline on a first visit). */
export function computerNotLoaded(): void {
  problem.set(practiceText('error.ai-load'));
}

/** The coach could not work out a hint. */
export function hintFailed(): void {
  problem.set(COACH_TABLE_WORDS['hint.failed']);
}
