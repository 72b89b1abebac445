/** The lessons collection as plain summaries, in order (build time only). */
import { getCollection } from 'astro:content';
import { lessonSteps } from './lesson-steps';
import { sortLessons, type LessonSummary } from './lessons-model';

export async function lessonSummaries(): Promise<LessonSummary[]> {
  const entries = await getCollection('lessons');
  return sortLessons(
    entries.map((e) => ({
      id: e.id,
      title: e.data.title,
      description: e.data.description,
      practice: e.data.practice,
      order: e.data.order,
      // Counted from the MDX file, as the lesson page counts them.
      steps: lessonSteps(e.body ?? '').length,
    })),
  );
}
