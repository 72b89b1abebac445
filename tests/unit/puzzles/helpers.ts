import { readFileSync, readdirSync } from 'node:fs';
import { parsePuzzle, type Puzzle } from '../../../src/features/puzzles/schema';
import { puzzleProblemText } from '../../../src/features/puzzles/words';

export const PUZZLE_DIR = 'content/puzzles';
export const FIXTURE_DIR = 'tests/unit/puzzles/fixtures';

export interface PuzzleFile {
  readonly file: string;
  readonly raw: Record<string, unknown>;
}

export function readPuzzleFiles(dir = PUZZLE_DIR): PuzzleFile[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, raw: JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as Record<string, unknown> }));
}

/** A puzzle file that the test knows to be valid (fails loudly otherwise). */
export function loadPuzzle(raw: unknown): Puzzle {
  const parsed = parsePuzzle(raw);
  if (!parsed.ok) throw new Error(parsed.error.map(puzzleProblemText).join('; '));
  return parsed.value;
}

export function allPuzzles(): Puzzle[] {
  return readPuzzleFiles().map((f) => loadPuzzle(f.raw));
}
