/**
 * The lessons in order with their done state. Without JavaScript (and in the server render)
 * it is a plain list of links; once hydrated it ticks the lessons the reader has finished and
 * suggests where to carry on.
 */
import { lessonHref, lessonsDone, nextLesson, sortLessons, type LessonSummary } from './lessons-model';
import { useProgress } from '../../progress/use-progress';
import { useHydrated } from '../../rules-choice/use-reader-rules';
import '../learn.css';

export default function LessonList({
  lessons,
  headingLevel = 3,
  compact = false,
}: {
  readonly lessons: readonly LessonSummary[];
  readonly headingLevel?: 2 | 3;
  /** Titles and done state only (the progress page). */
  readonly compact?: boolean;
}) {
  const progress = useProgress();
  const hydrated = useHydrated();
  const sorted = sortLessons(lessons);
  const done = lessonsDone(progress, sorted);
  const next = nextLesson(progress, sorted);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div class="lessons">
      {hydrated && (
        <p class="lesson-summary" data-testid="lessons-done">
          {done} of {sorted.length} lessons done.{' '}
          {next ? (
            <>
              {done === 0 ? 'Start' : 'Carry on'} with <a href={lessonHref(next.id)}>{next.title}</a>.
            </>
          ) : (
            'You have finished every lesson.'
          )}
        </p>
      )}
      <ol class={`lesson-list${compact ? ' lesson-list--compact' : ''}`}>
        {sorted.map((lesson, i) => {
          const isDone = Boolean(progress.lessons[lesson.id]);
          return (
            <li key={lesson.id} class={`lesson-list__item${isDone ? ' lesson-list__item--done' : ''}`} data-lesson={lesson.id} data-done={isDone ? 'true' : 'false'}>
              <span class="lesson-list__number" aria-hidden="true">
                {isDone ? '✓' : i + 1}
              </span>
              <div class="lesson-list__body">
                <Heading class="lesson-list__title">
                  <a href={lessonHref(lesson.id)}>
                    <span class="visually-hidden">Lesson {i + 1}: </span>
                    {lesson.title}
                  </a>
                  {isDone && <span class="lesson-list__state"> · ✓ Done</span>}
                </Heading>
                {!compact && (
                  <>
                    <p>{lesson.description}</p>
                    <p>
                      <em>Practise:</em> {lesson.practice}
                      {lesson.steps ? <span class="lesson-list__steps"> In {lesson.steps} short steps.</span> : null}
                    </p>
                  </>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
