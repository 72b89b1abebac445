/**
 * The practice game's state: the game in progress (saved in localStorage as it goes) and the
 * table's transient state (a pending choice, a deal link to confirm). The actions that change
 * them live in game-start.ts, moves.ts, hints.ts and match.ts (the one commit, and the computer
 * seats' pacer, which owns "thinking"). What the table says and what went wrong have their own
 * owners, the only modules that write them: narration.ts (`$narration`) and problems.ts (`$error`);
 * the review's state is review-nav.ts's.
 *
 * Seat 0 is the person at the screen; the other seats are computer levels (drivers.ts).
 */
import { atom, computed } from 'nanostores';
import type { CardId } from '../../engine/cards';
import { persisted } from '../../shared/persisted';
import { decodeSession, encodeSession, GAME_KEY, type DealLink, type DealLinkProblem, type PlayError, type PlaySession } from './save';
import type { CoachHint } from '../coach/hint';
import { practiceText } from './words';

const saved = persisted<PlaySession | null, PlayError>({
  key: GAME_KEY,
  fallback: null,
  decode: decodeSession,
  // Worded on use: the engine's refusals (src/words/errors.ts) stay out of the page's first load.
  describe: (error) => import('../../words/errors').then((words) => words.playErrorText(error)),
  encode: (s) => (s === null ? null : encodeSession(s)),
  noticePrefix: practiceText('save.notice-prefix'),
});

/** The game in progress (null: none yet). */
export const $session = saved.store;

/** Forgets the saved game. */
export function resetSaved(): void {
  saved.reset();
}

/** Why a saved game was set aside (corrupted or from another version), for the table to show. */
export const $saveNotice = computed(saved.notice, (notice) =>
  notice === null ? null : notice.replace(/ The defaults are in use instead\.$/, practiceText('save.notice-tail')),
);

export function dismissSaveNotice(): void {
  saved.dismissNotice();
}

/** The settings screen is open (before the first game, or when the person asks for it). */
export const $setupOpen = atom(false);
/** A hand card waiting for the person to say which of two field cards it takes. */
export const $pending = atom<CardId | null>(null);
/** The coach's suggested move, when the person asked for a hint (built in src/features/coach/hint.ts). */
export const $hint = atom<CoachHint | null>(null);
/** Why a deal link could not be used: a problem of the link itself, or its deal could not start. */
export type LinkProblem = { readonly kind: 'link'; readonly problem: DealLinkProblem } | { readonly kind: 'start'; readonly error: PlayError };

/** A deal link that could not be used (its problems as data, worded by LinkNotice), or one waiting for the person to confirm. */
export const $linkState = atom<
  | null
  | { readonly kind: 'invalid'; readonly problems: readonly LinkProblem[] }
  | { readonly kind: 'confirm'; readonly link: DealLink }
>(null);
