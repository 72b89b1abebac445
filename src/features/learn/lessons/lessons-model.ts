/**
 * Lesson list helpers shared by the lesson pages, the hub and the progress page. The lessons
 * themselves live in the `lessons` content collection; pages pass these plain summaries to
 * islands (props must be JSON).
 */
import type { Progress } from '../../progress/progress-model';

export interface LessonSummary {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly practice: string;
  readonly order: number;
  /** How many short steps the lesson has (Step sections in its MDX). */
  readonly steps?: number;
}

export function lessonHref(id: string): string {
  return `/learn/${id}/`;
}

export function sortLessons<T extends { readonly order: number }>(lessons: readonly T[]): T[] {
  return [...lessons].sort((a, b) => a.order - b.order);
}

/** The lesson before and after this one in order (null at either end). */
export function neighbours<T extends { readonly id: string; readonly order: number }>(
  lessons: readonly T[],
  id: string,
): { index: number; previous: T | null; next: T | null } {
  const sorted = sortLessons(lessons);
  const index = sorted.findIndex((l) => l.id === id);
  return { index, previous: sorted[index - 1] ?? null, next: index >= 0 ? (sorted[index + 1] ?? null) : null };
}

/** Lessons done among these (lessons removed from the site are not counted). */
export function lessonsDone(progress: Progress, lessons: readonly { readonly id: string }[]): number {
  return lessons.filter((l) => progress.lessons[l.id]).length;
}

/** The first lesson not yet done, to suggest where to carry on. */
export function nextLesson<T extends { readonly id: string; readonly order: number }>(progress: Progress, lessons: readonly T[]): T | null {
  return sortLessons(lessons).find((l) => !progress.lessons[l.id]) ?? null;
}
