/**
 * The puzzle catalogue: words for kinds, themes and difficulties, the themed sets and their
 * order, next / previous within a set, and the puzzle of the day. Pure data and functions,
 * shared by the pages (at build time), the islands and the tests.
 */
import { hashSeed } from '../../engine/random';
import type { PresetId } from '../../engine/rules/presets';
import { PUZZLE_THEMES, type Difficulty, type Puzzle, type PuzzleKind, type PuzzleTheme } from './schema';

export interface ThemeInfo {
  readonly label: string;
  readonly description: string;
}

export const THEME_INFO: Readonly<Record<PuzzleTheme, ThemeInfo>> = {
  brights: { label: 'Brights', description: 'The five 20-point cards and the yaku they make.' },
  animals: { label: 'Animals', description: 'Boar, Deer and Butterflies, and the other animal cards.' },
  ribbons: { label: 'Ribbons', description: 'Poetry ribbons, blue ribbons and five of any kind.' },
  viewing: { label: 'Viewing sake', description: 'The Sake Cup with the Curtain or the Full Moon.' },
  chaff: { label: 'Chaff', description: 'Ten plain cards, and the cards that count as chaff.' },
  blocking: { label: 'Blocking', description: 'Take the card the opponent needs before they do.' },
  'reading-the-table': {
    label: 'Reading the table',
    description: 'Which unseen cards would complete a yaku for the opponent?',
  },
  endgame: { label: 'Endgame', description: 'Few cards left: what to keep, what to give away.' },
  'koi-koi-decisions': { label: 'Koi-koi decisions', description: 'Play on or stop? Judged by the engine\'s playouts.' },
  counting: { label: 'Counting', description: 'How many points is the round worth?' },
  'house-rules': { label: 'House rules', description: 'Positions where the rule set changes the answer.' },
};

export interface KindInfo {
  readonly label: string;
  /** The question, addressed to the reader. */
  readonly prompt: string;
}

export const KIND_INFO: Readonly<Record<PuzzleKind, KindInfo>> = {
  'complete-yaku': {
    label: 'Make a yaku',
    prompt: 'It is your move. Play the card whose capture makes a yaku now, the most valuable one you can make.',
  },
  block: {
    label: 'Block',
    prompt: 'It is your move. Choose the play that leaves the opponent no capture that would complete a yaku.',
  },
  keep: {
    label: 'What to keep',
    prompt: 'It is your move. Which card do you play, keeping the others, so that the opponent gets no capture that completes a yaku?',
  },
  'koikoi-or-stop': {
    label: 'Koi-koi or stop',
    prompt: 'You have just made a yaku. Do you call koi-koi and play on, or stop (shōbu) and score now?',
  },
  points: {
    label: 'Count the points',
    prompt: 'You stop now (shōbu). How many points do you score this round?',
  },
  'dangerous-cards': {
    label: 'Dangerous cards',
    prompt: 'Which of the cards you cannot see would complete a new yaku for the opponent? Select all of them.',
  },
};

export const DIFFICULTY_LABEL: Readonly<Record<Difficulty, string>> = { 1: 'Easy', 2: 'Medium', 3: 'Hard' };

/** What lists and links need to know of a puzzle. */
export interface PuzzleSummary {
  readonly id: string;
  readonly title: string;
  readonly difficulty: Difficulty;
  readonly kind: PuzzleKind;
  readonly themes: readonly PuzzleTheme[];
  readonly preset: PresetId;
}

export function summarize(puzzle: Puzzle): PuzzleSummary {
  return {
    id: puzzle.id,
    title: puzzle.title,
    difficulty: puzzle.difficulty,
    kind: puzzle.goal.kind,
    themes: puzzle.themes,
    preset: puzzle.rules.preset,
  };
}

/** A puzzle's set: its first theme. */
export function setOf(puzzle: Pick<PuzzleSummary, 'themes'>): PuzzleTheme {
  return puzzle.themes[0]!;
}

export function puzzleHref(id: string): string {
  return `/puzzles/${id}/`;
}

/** Canonical order: by set (in PUZZLE_THEMES order), then difficulty, then title. */
export function comparePuzzles(a: PuzzleSummary, b: PuzzleSummary): number {
  return (
    PUZZLE_THEMES.indexOf(setOf(a)) - PUZZLE_THEMES.indexOf(setOf(b)) ||
    a.difficulty - b.difficulty ||
    a.title.localeCompare(b.title, 'en') ||
    a.id.localeCompare(b.id)
  );
}

export interface PuzzleSet {
  readonly theme: PuzzleTheme;
  readonly info: ThemeInfo;
  readonly puzzles: readonly PuzzleSummary[];
}

/** The themed sets that have puzzles, each in canonical order. */
export function puzzleSets(puzzles: readonly PuzzleSummary[]): PuzzleSet[] {
  const sorted = [...puzzles].sort(comparePuzzles);
  return PUZZLE_THEMES.map((theme) => ({ theme, info: THEME_INFO[theme], puzzles: sorted.filter((p) => setOf(p) === theme) })).filter(
    (s) => s.puzzles.length > 0,
  );
}

/** Where a puzzle stands in its set, and the ways on from it. */
export interface PuzzleNeighbours {
  /** The previous and next puzzle in the same set (null at either end). */
  readonly previous: PuzzleSummary | null;
  readonly next: PuzzleSummary | null;
  /** At the set's ends: the last puzzle of the set before, the first of the set after (null past the catalogue's ends). */
  readonly previousSet: PuzzleSummary | null;
  readonly nextSet: PuzzleSummary | null;
  readonly position: number;
  readonly total: number;
}

export function neighbours(puzzles: readonly PuzzleSummary[], id: string): PuzzleNeighbours {
  const me = puzzles.find((p) => p.id === id);
  if (!me) return { previous: null, next: null, previousSet: null, nextSet: null, position: 0, total: 0 };
  const sets = puzzleSets(puzzles);
  const s = sets.findIndex((x) => x.theme === setOf(me));
  const set = sets[s]!.puzzles;
  const at = set.findIndex((p) => p.id === id);
  const previous = set[at - 1] ?? null;
  const next = set[at + 1] ?? null;
  return {
    previous,
    next,
    previousSet: previous ? null : (sets[s - 1]?.puzzles.at(-1) ?? null),
    nextSet: next ? null : (sets[s + 1]?.puzzles[0] ?? null),
    position: at + 1,
    total: set.length,
  };
}

/**
 * What to offer after a puzzle is done: the first puzzle after it, in catalogue order and
 * round to the start, that the reader has not solved; null when every other one is solved.
 */
export function nextUnsolved<T extends { readonly id: string }>(ordered: readonly T[], id: string, solved: (id: string) => boolean): T | null {
  const at = ordered.findIndex((p) => p.id === id);
  for (let i = 1; i <= ordered.length; i++) {
    const candidate = ordered[(at + i) % ordered.length]!;
    if (candidate.id !== id && !solved(candidate.id)) return candidate;
  }
  return null;
}

/** Days since 1970-01-01 in UTC: the same number everywhere on Earth at a given moment's UTC date. */
export function utcDay(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}

/**
 * The puzzle of the day: chosen from the UTC date alone (a hash of the day number into the
 * ids in sorted order), so everyone gets the same puzzle on the same day, and it changes at
 * midnight UTC.
 */
export function puzzleOfTheDay<T extends { readonly id: string }>(puzzles: readonly T[], date: Date): T | null {
  if (puzzles.length === 0) return null;
  const sorted = [...puzzles].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return sorted[hashSeed(utcDay(date), 0x70757a) % sorted.length]!;
}
