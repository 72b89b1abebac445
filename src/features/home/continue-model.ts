/**
 * "Continue where you left off": what a returning reader can pick up again, from their saved
 * progress and their saved practice game. Pure functions; the island only reads storage and
 * shows the result. A first-time reader gets an empty list, and the island shows nothing.
 */
import type { CardId } from '../../engine/cards';
import { EMPTY_PROGRESS, decodeProgress, dueCards, dueMistakes, type Progress } from '../progress/progress-model';
import { lessonsDone, nextLesson } from '../learn/lessons/lessons-model';

/**
 * The localStorage keys of the progress store (progress-store.ts) and of the practice game,
 * with the game's save format (play/save.ts). Copied, not imported: those modules bring the
 * stores' persistence layer and the engine with them, which the home page must not load
 * just to read two values once. A unit test holds the copies equal to the originals.
 */
export const SAVED_PROGRESS_KEY = 'koikoi:progress';
export const SAVED_GAME_KEY = 'koikoi:game';
export const SAVED_GAME_FORMAT = 1;

/**
 * The reader's saved progress, checked by the progress model's own decoder. Anything
 * unreadable counts as no progress here: the progress page is where it gets explained.
 */
export function readSavedProgress(text: string | null): Progress {
  if (text === null) return EMPTY_PROGRESS;
  try {
    const decoded = decodeProgress(JSON.parse(text));
    return decoded.ok ? decoded.value : EMPTY_PROGRESS;
  } catch {
    return EMPTY_PROGRESS;
  }
}

export interface LessonRef {
  readonly id: string;
  readonly title: string;
  readonly order: number;
}

/** A glance at a saved game without replaying it: where it stands, when the save says so. */
export interface SavedGameGlance {
  readonly round: number | null;
  /** [you, computer] */
  readonly totals: readonly [number, number] | null;
}

export type ContinueItem =
  | { readonly kind: 'lesson'; readonly next: LessonRef; readonly done: number; readonly total: number }
  | { readonly kind: 'lessons-done'; readonly total: number }
  | { readonly kind: 'drills'; readonly due: number }
  /** Mistakes kept from game reviews: how many are kept, how many are due today. */
  | { readonly kind: 'mistakes'; readonly kept: number; readonly due: number }
  | { readonly kind: 'game'; readonly game: SavedGameGlance };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Reads the saved game's text. Null when there is none, it is unreadable, from another format,
 * not begun, or finished. The position comes from the save's `check` fingerprint (round /
 * status / … / totals as "you:computer" / …; save.ts checkOf); when that cannot be read the
 * game is still offered, without the detail. The play page itself replays and validates it.
 */
export function glanceSavedGame(text: string | null): SavedGameGlance | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw) || raw['format'] !== SAVED_GAME_FORMAT) return null;
  const steps = raw['steps'];
  if (!Array.isArray(steps) || (raw['started'] !== true && steps.length === 0)) return null;
  const check = typeof raw['check'] === 'string' ? raw['check'].split('/') : [];
  if (check[1] === 'finished') return null;
  const round = Number(check[0]);
  const totals = /^(\d+):(\d+)$/.exec(check[4] ?? '');
  return {
    round: Number.isInteger(round) && round >= 1 ? round : null,
    totals: totals ? [Number(totals[1]), Number(totals[2])] : null,
  };
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
