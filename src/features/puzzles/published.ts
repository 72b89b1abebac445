/**
 * The puzzles the site publishes, for the pages (build time only: it reads the content
 * collection). Every puzzle is run through the engine's verifier once per build; a puzzle the
 * verifier rejects is left out of the site with a warning (the unit tests fail on it too), so
 * one bad file never breaks the build for everyone else.
 */
import { getCollection } from 'astro:content';
import { summarize, type PuzzleSummary } from './catalog';
import type { Puzzle } from './schema';
import { verifyPuzzle, type VerifiedPuzzle } from './verify';
import { verifyProblemText } from './verify-words';

export interface PublishedPuzzle {
  readonly puzzle: Puzzle;
  readonly verified: VerifiedPuzzle;
  readonly summary: PuzzleSummary;
}

let cache: Promise<PublishedPuzzle[]> | null = null;

async function load(): Promise<PublishedPuzzle[]> {
  const entries = await getCollection('puzzles');
  const out: PublishedPuzzle[] = [];
  for (const entry of entries) {
    const puzzle = entry.data as Puzzle;
    if (puzzle.id !== entry.id) {
      console.warn(`[puzzles] ${entry.id}: the file name and the id "${puzzle.id}" differ; left out`);
      continue;
    }
    const verified = verifyPuzzle(puzzle);
    if (!verified.ok) {
      console.warn(`[puzzles] ${entry.id}: left out: ${verified.problems.map(verifyProblemText).join('; ')}`);
      continue;
    }
    out.push({ puzzle, verified, summary: summarize(puzzle) });
  }
  return out;
}

/** Every publishable puzzle (verified once per build). */
export function publishedPuzzles(): Promise<PublishedPuzzle[]> {
  cache ??= load();
  return cache;
}
