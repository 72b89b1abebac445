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
import { playErrorText } from '../../words/errors';
import { decodeSession, encodeSession, GAME_KEY, type DealLink, type PlayError, type PlaySession } from './save';
import type { CoachHint } from '../coach/hint';
import { practiceText } from './words';

const saved = persisted<PlaySession | null, PlayError>({
  key: GAME_KEY,
  fallback: null,
  decode: decodeSession,
  describe: playErrorText,
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
/** A deal link that could not be used, or one waiting for the person to confirm. */
export const $linkState = atom<
  | null
  | { readonly kind: 'invalid'; readonly problems: readonly string[] }
  | { readonly kind: 'confirm'; readonly link: DealLink }
>(null);
