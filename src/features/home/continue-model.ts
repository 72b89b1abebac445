/**
 * "Continue where you left off": what a returning reader can pick up again, from their saved
 * progress and their saved practice game. Pure functions; the island only reads storage and
 * shows the result. A first-time reader gets an empty list, and the island shows nothing.
 */
import type { CardId } from '../../engine/cards';
import type { PlaySession } from '../play/save';
import { EMPTY_PROGRESS, decodeProgress, dueCards, dueMistakes, type Progress } from '../progress/progress-model';
import { lessonsDone, nextLesson } from '../learn/lessons/lessons-model';

/**
 * The localStorage keys of the progress store (progress-store.ts) and of the practice game
 * (play/save.ts). Copied, not imported: those modules bring the stores' persistence layer and
 * the engine with them, which the home page must not load just to see whether anything was
 * saved. A unit test holds the copies equal to the originals.
 */
export const SAVED_PROGRESS_KEY = 'koikoi:progress';
export const SAVED_GAME_KEY = 'koikoi:game';

/** The reader's saved progress, and whether there was some that could not be read. */
export interface SavedProgressRead {
  readonly progress: Progress;
  /** True when something was saved but the progress model's decoder refuses it. */
  readonly unreadable: boolean;
}

/**
 * The reader's saved progress, checked by the progress model's own decoder. Unreadable
 * progress counts as none, and says so: the home page tells the reader, and the progress page
 * (through the store) gives the reason and the set-aside copy.
 */
export function readSavedProgress(text: string | null): SavedProgressRead {
  if (text === null) return { progress: EMPTY_PROGRESS, unreadable: false };
  try {
    const decoded = decodeProgress(JSON.parse(text));
    return decoded.ok ? { progress: decoded.value, unreadable: false } : { progress: EMPTY_PROGRESS, unreadable: true };
  } catch {
    return { progress: EMPTY_PROGRESS, unreadable: true };
  }
}

export interface LessonRef {
  readonly id: string;
  readonly title: string;
  readonly order: number;
}

/**
 * Where a saved game stands, as the practice game's own save reader (play/save.ts, through
 * saved-game.ts) replays it; or that it was saved but cannot be read (the play page says why).
 */
export type SavedGameGlance =
  | { readonly readable: true; readonly round: number; /** By seat: [you, computer] or [you, left, right]; negative under zero-sum rules */ readonly totals: readonly number[] }
  | { readonly readable: false };

export type ContinueItem =
  | { readonly kind: 'lesson'; readonly next: LessonRef; readonly done: number; readonly total: number }
  | { readonly kind: 'lessons-done'; readonly total: number }
  | { readonly kind: 'drills'; readonly due: number }
  /** Mistakes kept from game reviews: how many are kept, how many are due today. */
  | { readonly kind: 'mistakes'; readonly kept: number; readonly due: number }
  | { readonly kind: 'game'; readonly game: SavedGameGlance };

/** What to offer for a game the save reader gave back: nothing when none was begun, or it is over. */
export function glanceSession(session: Pick<PlaySession, 'started' | 'steps' | 'game'> | null): SavedGameGlance | null {
  if (session === null || (!session.started && session.steps.length === 0)) return null;
  if (session.game.status === 'finished') return null;
  return { readable: true, round: session.game.round, totals: [...session.game.totals] };
}

/**
 * What to offer, in the order shown: the next lesson (once one is done), card drills (once the
 * reader has drilled; cards never seen are not counted as due, they are the drill page's
 * business), mistakes from game reviews (once one is kept), and the game in progress.
 */
export function continueItems(progress: Progress, lessons: readonly LessonRef[], game: SavedGameGlance | null, today: number): ContinueItem[] {
  const items: ContinueItem[] = [];
  const done = lessonsDone(progress, lessons);
  if (done > 0) {
    const next = nextLesson(progress, lessons);
    items.push(next ? { kind: 'lesson', next, done, total: lessons.length } : { kind: 'lessons-done', total: lessons.length });
  }
  const drilled = Object.keys(progress.drills) as CardId[];
  if (drilled.length > 0) items.push({ kind: 'drills', due: dueCards(progress, drilled, today).length });
  if (progress.mistakes.length > 0) items.push({ kind: 'mistakes', kept: progress.mistakes.length, due: dueMistakes(progress, today).length });
  if (game) items.push({ kind: 'game', game });
  return items;
}
