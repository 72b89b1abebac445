/**
 * Puzzle titles for the progress page, read from the `puzzles` content collection when the
 * site has one. Without it (or if it cannot be read) the page shows puzzle ids and counts.
 */
import { getCollection } from 'astro:content';

export interface PuzzleTitle {
  readonly id: string;
  readonly title: string;
}

type LooseGetCollection = (name: string) => Promise<readonly { id: string; data: unknown }[] | undefined>;

export async function puzzleTitles(): Promise<PuzzleTitle[]> {
  try {
    const entries = (await (getCollection as unknown as LooseGetCollection)('puzzles')) ?? [];
    return entries.map((e) => {
      const data = e.data as { title?: unknown } | null;
      return { id: e.id, title: typeof data?.title === 'string' ? data.title : e.id };
    });
  } catch {
    return [];
  }
}
