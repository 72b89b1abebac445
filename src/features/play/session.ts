/**
 * The practice game's state: the game in progress (saved in localStorage as it goes) and the hand
 * card waiting for its choice. Each atom is written only by the module that makes it, through the
 * functions it exports: this one's by the game's start (game-start.ts), the one commit
 * (match.ts), undo (moves.ts) and the gestures (the table's field-press.ts); the settings screen
 * and a deal link's state are game-start.ts's, the hint hints.ts's, the computers' "thinking" the
 * pacer's (match.ts), what the table says narration.ts's (`$narration`), what went wrong
 * problems.ts's (`$error`), the review review-nav.ts's.
 *
 * Seat 0 is the person at the screen; the other seats are computer levels (drivers.ts).
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import { persisted } from '../../shared/persisted';
import { decodeSession, encodeSession, GAME_KEY, type PlayError, type PlaySession } from './save';
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
export const $session: ReadableAtom<PlaySession | null> = saved.store;

/** A new game replaces the one in progress (game-start.ts). */
export function startSession(session: PlaySession): void {
  saved.store.set(session);
}

/** The person has seen who deals: play starts. */
export function markStarted(): void {
  const s = saved.store.get();
  if (s && !s.started) saved.store.set({ ...s, started: true });
}

/** The game after a step the match took, or after an undo replayed it shorter (the same game, other steps). */
export function storeGame(next: PlaySession): void {
  saved.store.set(next);
}

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

const pending = atom<CardId | null>(null);

/** A hand card waiting for the person to say which of two field cards it takes. */
export const $pending: ReadableAtom<CardId | null> = pending;

/** A card now waits for its choice (the gestures), or none does (a step, a new game, an undo). */
export function setPending(card: CardId | null): void {
  pending.set(card);
}
