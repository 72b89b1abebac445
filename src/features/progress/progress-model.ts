/**
 * The learner's progress as plain data, and the pure functions that change, export
 * and import it. The store (`progress-store.ts`) only wraps these, so every rule about
 * progress — stars, streaks, spaced repetition, what a valid import file is — is
 * tested here without a browser.
 */
import { isCardId, type CardId } from '../../engine/cards';
import { err, ok, type Result } from '../../engine/result';
import { decodeMistakeList, encodeMistake, type KeptMistake, type MistakeToKeep, type SetAsideMistake } from '../mistakes/mistakes-model';

/**
 * Format of saved progress. 1: lessons, puzzles, drills, streak. 2: adds the mistakes kept from
 * game reviews (`mistakes`, `setAsideMistakes`); a version 1 save is read as a 2 with none.
 */
export const PROGRESS_VERSION = 2;
/** Marks an export file as ours, so a foreign JSON file is refused rather than merged. */
export const PROGRESS_FILE_APP = 'koikoi-dojo-progress';

export interface LessonRecord {
  readonly completedAt: string; // ISO date-time
}

export interface PuzzleRecord {
  readonly solved: boolean;
  /** 3: first try without a hint; 2: solved with a hint or on a later try; 1: solved after seeing the answer. */
  readonly stars: 0 | 1 | 2 | 3;
  readonly attempts: number;
  readonly solvedAt: string | null;
}

/** Leitner boxes: box 0 is new or just missed; each right answer moves a card up one box. */
export const DRILL_BOXES = 5;
/** Days to wait before a card in box b is due again. */
export const BOX_INTERVAL_DAYS: readonly number[] = [0, 1, 2, 4, 7, 14];

export interface DrillRecord {
  readonly box: number; // 0..DRILL_BOXES
  readonly dueDay: number; // day number (days since 1970-01-01, UTC)
  readonly seen: number;
  readonly correct: number;
}

export interface Streak {
  readonly current: number;
  readonly best: number;
  /** The last day (day number) on which a puzzle was solved. */
  readonly lastDay: number | null;
}

export interface Progress {
  readonly version: typeof PROGRESS_VERSION;
  readonly lessons: Readonly<Record<string, LessonRecord>>;
  readonly puzzles: Readonly<Record<string, PuzzleRecord>>;
  readonly drills: Readonly<Partial<Record<CardId, DrillRecord>>>;
  readonly streak: Streak;
  /** Mistakes kept from game reviews, oldest first, to try again (scheduled like the drills). */
  readonly mistakes: readonly KeptMistake[];
  /** Kept mistakes that could not be read back, as they were, with the reason. */
  readonly setAsideMistakes: readonly SetAsideMistake[];
}

export const EMPTY_PROGRESS: Progress = {
  version: PROGRESS_VERSION,
  lessons: {},
  puzzles: {},
  drills: {},
  streak: { current: 0, best: 0, lastDay: null },
  mistakes: [],
  setAsideMistakes: [],
};

export function dayNumber(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}

export function withLessonCompleted(progress: Progress, lessonId: string, now: Date): Progress {
  if (progress.lessons[lessonId]) return progress;
  return { ...progress, lessons: { ...progress.lessons, [lessonId]: { completedAt: now.toISOString() } } };
}

export interface PuzzleAttempt {
  readonly solved: boolean;
  readonly usedHint: boolean;
  readonly sawAnswer: boolean;
}

/** Records one attempt; stars only ever go up, and a solve on a new day extends the streak. */
export function withPuzzleAttempt(progress: Progress, puzzleId: string, attempt: PuzzleAttempt, now: Date): Progress {
  const before = progress.puzzles[puzzleId] ?? { solved: false, stars: 0, attempts: 0, solvedAt: null };
  const attempts = before.attempts + 1;
  let stars: PuzzleRecord['stars'] = 0;
  if (attempt.solved) stars = attempt.sawAnswer ? 1 : attempt.usedHint || attempts > 1 ? 2 : 3;
  const record: PuzzleRecord = {
    solved: before.solved || attempt.solved,
    stars: Math.max(before.stars, stars) as PuzzleRecord['stars'],
    attempts,
    solvedAt: before.solvedAt ?? (attempt.solved ? now.toISOString() : null),
  };
  const streak = attempt.solved ? extendStreak(progress.streak, dayNumber(now)) : progress.streak;
  return { ...progress, puzzles: { ...progress.puzzles, [puzzleId]: record }, streak };
}

export function extendStreak(streak: Streak, today: number): Streak {
  if (streak.lastDay === today) return streak;
  const current = streak.lastDay === today - 1 ? streak.current + 1 : 1;
  return { current, best: Math.max(streak.best, current), lastDay: today };
}

/** The streak as the reader sees it today: broken if yesterday passed without a solve. */
export function currentStreak(streak: Streak, today: number): number {
  return streak.lastDay !== null && streak.lastDay >= today - 1 ? streak.current : 0;
}

export function withDrillAnswer(progress: Progress, card: CardId, correct: boolean, today: number): Progress {
  const before = progress.drills[card] ?? { box: 0, dueDay: today, seen: 0, correct: 0 };
  const box = correct ? Math.min(DRILL_BOXES, before.box + 1) : 0;
  const record: DrillRecord = {
    box,
    dueDay: today + (BOX_INTERVAL_DAYS[box] ?? 14),
    seen: before.seen + 1,
    correct: before.correct + (correct ? 1 : 0),
  };
  return { ...progress, drills: { ...progress.drills, [card]: record } };
}

/** Cards due for a drill today: missed and new cards first, then by box. */
export function dueCards(progress: Progress, allCards: readonly CardId[], today: number): CardId[] {
  return allCards
    .filter((c) => (progress.drills[c]?.dueDay ?? today) <= today)
    .sort((a, b) => (progress.drills[a]?.box ?? -1) - (progress.drills[b]?.box ?? -1));
}

// ---------------------------------------------------------------------------------------
// Mistakes kept from game reviews
// ---------------------------------------------------------------------------------------

/** At most this many kept mistakes; beyond it the oldest solved one (else the oldest) goes. */
export const MISTAKES_CAP = 100;

/** Keeps a mistake, due at once; one already kept (same id) keeps its schedule. */
export function withMistakeKept(progress: Progress, mistake: MistakeToKeep, now: Date): Progress {
  if (progress.mistakes.some((m) => m.id === mistake.id)) return progress;
  const kept: KeptMistake = {
    ...mistake,
    keptAt: now.toISOString(),
    box: 0,
    dueDay: dayNumber(now),
    seen: 0,
    correct: 0,
    lastTriedAt: null,
    lastCorrect: null,
  };
  let mistakes = [...progress.mistakes, kept];
  while (mistakes.length > MISTAKES_CAP) {
    const older = mistakes.slice(0, -1);
    const solved = older.filter((m) => m.lastCorrect === true);
    const out = (solved.length > 0 ? solved : older).reduce((a, b) => (Date.parse(b.keptAt) < Date.parse(a.keptAt) ? b : a));
    mistakes = mistakes.filter((m) => m !== out);
  }
  return { ...progress, mistakes };
}

/** A try of a kept mistake: correct moves it up a box, wrong sends it back to box 0 (due again today). */
export function withMistakeAnswer(progress: Progress, id: string, correct: boolean, now: Date): Progress {
  const today = dayNumber(now);
  const mistakes = progress.mistakes.map((m) => {
    if (m.id !== id) return m;
    const box = correct ? Math.min(DRILL_BOXES, m.box + 1) : 0;
    return {
      ...m,
      box,
      dueDay: today + (BOX_INTERVAL_DAYS[box] ?? 14),
      seen: m.seen + 1,
      correct: m.correct + (correct ? 1 : 0),
      lastTriedAt: now.toISOString(),
      lastCorrect: correct,
    };
  });
  return { ...progress, mistakes };
}

/** Puts a forgotten mistake back as it was (its schedule kept), in order of keeping. */
export function withMistakeRestored(progress: Progress, mistake: KeptMistake): Progress {
  if (progress.mistakes.some((m) => m.id === mistake.id)) return progress;
  const mistakes = [...progress.mistakes, mistake].sort((a, b) => Date.parse(a.keptAt) - Date.parse(b.keptAt));
  return { ...progress, mistakes };
}

export function withoutMistake(progress: Progress, id: string): Progress {
  return { ...progress, mistakes: progress.mistakes.filter((m) => m.id !== id) };
}

/** Forgets the kept mistakes that could not be read. */
export function withoutSetAsideMistakes(progress: Progress): Progress {
  return progress.setAsideMistakes.length === 0 ? progress : { ...progress, setAsideMistakes: [] };
}

/** Mistakes due today: missed and new first (by box), then the oldest kept first. */
export function dueMistakes(progress: Progress, today: number): KeptMistake[] {
  return progress.mistakes.filter((m) => m.dueDay <= today).sort((a, b) => a.box - b.box || Date.parse(a.keptAt) - Date.parse(b.keptAt));
}

/** A card is mastered in the top two boxes. */
export function isMastered(record: DrillRecord | undefined): boolean {
  return record !== undefined && record.box >= DRILL_BOXES - 1;
}

// ---------------------------------------------------------------------------------------
// Validation, export and import
// ---------------------------------------------------------------------------------------

/** Why saved or imported progress was refused; the wording is src/words/progress-errors.ts's. */
export const PROGRESS_ERROR_CODES = [
  'not-a-record',
  'newer-version',
  'wrong-version',
  'bad-lessons',
  'bad-lesson',
  'bad-puzzles',
  'bad-puzzle',
  'bad-drills',
  'unknown-drill-card',
  'bad-drill',
  'bad-streak',
] as const;
export type ProgressErrorCode = (typeof PROGRESS_ERROR_CODES)[number];
export interface ProgressError {
  readonly code: ProgressErrorCode;
  /** The lesson, puzzle or card id at fault. */
  readonly id?: string;
  /** The format version found (`newer-version`, `wrong-version`). */
  readonly version?: unknown;
}

export const PROGRESS_FILE_ERROR_CODES = ['not-json', 'not-our-file', 'damaged'] as const;
export type ProgressFileError =
  | { readonly code: 'not-json' | 'not-our-file' }
  | { readonly code: 'damaged'; readonly error: ProgressError };

export type ProgressDecode = Result<Progress, ProgressError>;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIsoDate = (v: unknown): v is string => typeof v === 'string' && !Number.isNaN(Date.parse(v));
const isCount = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Checks saved or imported progress field by field; the error names the first bad field. */
export function decodeProgress(saved: unknown): ProgressDecode {
  if (!isObject(saved)) return err({ code: 'not-a-record' });
  // Version 1 had no mistakes: it reads as version 2 with none kept.
  const raw = saved['version'] === 1 ? { ...saved, version: 2, mistakes: [], setAsideMistakes: [] } : saved;
  if (raw['version'] !== PROGRESS_VERSION) {
    const version = raw['version'];
    return err({ code: typeof version === 'number' && version > PROGRESS_VERSION ? 'newer-version' : 'wrong-version', version });
  }
  const { lessons, puzzles, drills, streak } = raw;
  if (!isObject(lessons)) return err({ code: 'bad-lessons' });
  for (const [id, rec] of Object.entries(lessons)) {
    if (!isObject(rec) || !isIsoDate(rec['completedAt'])) return err({ code: 'bad-lesson', id });
  }
  if (!isObject(puzzles)) return err({ code: 'bad-puzzles' });
  for (const [id, rec] of Object.entries(puzzles)) {
    if (
      !isObject(rec) ||
      typeof rec['solved'] !== 'boolean' ||
      ![0, 1, 2, 3].includes(rec['stars'] as number) ||
      !isCount(rec['attempts']) ||
      !(rec['solvedAt'] === null || isIsoDate(rec['solvedAt']))
    ) {
      return err({ code: 'bad-puzzle', id });
    }
  }
  if (!isObject(drills)) return err({ code: 'bad-drills' });
  for (const [id, rec] of Object.entries(drills)) {
    if (!isCardId(id)) return err({ code: 'unknown-drill-card', id });
    if (
      !isObject(rec) ||
      !isCount(rec['box']) ||
      (rec['box'] as number) > DRILL_BOXES ||
      !Number.isInteger(rec['dueDay']) ||
      !isCount(rec['seen']) ||
      !isCount(rec['correct'])
    ) {
      return err({ code: 'bad-drill', id });
    }
  }
  if (
    !isObject(streak) ||
    !isCount(streak['current']) ||
    !isCount(streak['best']) ||
    !(streak['lastDay'] === null || Number.isInteger(streak['lastDay']))
  ) {
    return err({ code: 'bad-streak' });
  }
  // A kept mistake that no longer reads (rules changed, edited by hand) is set aside, never
  // the reason to refuse the rest of the progress.
  const { mistakes, setAside } = decodeMistakeList(raw['mistakes'], raw['setAsideMistakes'], DRILL_BOXES);
  return ok({ ...(raw as unknown as Progress), mistakes, setAsideMistakes: setAside });
}

/** Progress as saved: a kept mistake's rule set as its preset and overrides only. */
export function encodeProgress(progress: Progress): unknown {
  return { ...progress, mistakes: progress.mistakes.map(encodeMistake) };
}

export function exportProgressFile(progress: Progress, now: Date): string {
  return JSON.stringify({ app: PROGRESS_FILE_APP, exportedAt: now.toISOString(), progress: encodeProgress(progress) }, null, 2);
}

/** Reads an export file. Refuses anything that is not exactly ours, with the reason. */
export function importProgressFile(text: string): Result<Progress, ProgressFileError> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return err({ code: 'not-json' });
  }
  if (!isObject(parsed) || parsed['app'] !== PROGRESS_FILE_APP) return err({ code: 'not-our-file' });
  const decoded = decodeProgress(parsed['progress']);
  return decoded.ok ? decoded : err({ code: 'damaged', error: decoded.error });
}
