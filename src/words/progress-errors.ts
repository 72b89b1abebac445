/**
 * English for refused saved progress and progress files (src/features/progress/progress-model.ts):
 * each code one clause. Apart from errors.ts because it needs the progress model (its format
 * version), which pages that only word rule or move refusals, the game among them, should not load.
 */
import {
  PROGRESS_VERSION,
  type ProgressError,
  type ProgressErrorCode,
  type ProgressFileError,
} from '../features/progress/progress-model';

const PROGRESS_ERROR_TEXT: { readonly [C in ProgressErrorCode]: (e: ProgressError) => string } = {
  'not-a-record': () => 'it is not a progress record',
  'newer-version': (e) => `it was made by a newer version of the site (format ${String(e.version)}, this site reads ${PROGRESS_VERSION})`,
  'wrong-version': (e) => `its format version is ${JSON.stringify(e.version)}, expected ${PROGRESS_VERSION}`,
  'bad-lessons': () => '"lessons" is missing or not an object',
  'bad-lesson': (e) => `lesson "${e.id}" has no valid completion date`,
  'bad-puzzles': () => '"puzzles" is missing or not an object',
  'bad-puzzle': (e) => `puzzle "${e.id}" has a malformed record`,
  'bad-drills': () => '"drills" is missing or not an object',
  'unknown-drill-card': (e) => `drills name an unknown card "${e.id}"`,
  'bad-drill': (e) => `the drill record of "${e.id}" is malformed`,
  'bad-streak': () => '"streak" is malformed',
};

/** Why saved progress was refused, as a clause ("it is not a progress record"). */
export function progressErrorText(error: ProgressError): string {
  return PROGRESS_ERROR_TEXT[error.code](error);
}

const PROGRESS_FILE_ERROR_TEXT: { readonly [C in ProgressFileError['code']]: (e: ProgressFileError) => string } = {
  'not-json': () => 'the file is not JSON (is it the file this site exported?)',
  'not-our-file': () => 'the file is not a Koi-Koi Dojo progress export',
  damaged: (e) => `the progress in the file is damaged: ${e.code === 'damaged' ? progressErrorText(e.error) : ''}`,
};

/** Why an import file was refused, as a clause. */
export function progressFileErrorText(error: ProgressFileError): string {
  return PROGRESS_FILE_ERROR_TEXT[error.code](error);
}

export function progressImportRefusedText(error: ProgressFileError): string {
  return `This file was not imported: ${progressFileErrorText(error)}. Your progress is unchanged.`;
}
