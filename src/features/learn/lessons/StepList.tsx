/**
 * A lesson's steps as a short list of links with a progress bar ("2 of 7 steps done"). Without
 * JavaScript (and in the server render) it is the list of links with nothing done; once hydrated
 * it ticks the steps answered on this page, or every step when the lesson is already done.
 * Done is written in words beside a ✓, not shown by colour alone.
 */
import { $stepsDone, stepsShownDone } from './steps-store';
import type { LessonStep } from './lesson-steps';
import { useHydratedStore } from '../../../shared/use-hydrated';
import { useProgress } from '../../progress/use-progress';
import '../learn.css';

const NONE: Record<string, readonly number[]> = {};

export default function StepList({ lesson, steps }: { readonly lesson: string; readonly steps: readonly LessonStep[] }) {
  const answered = useHydratedStore($stepsDone, NONE)[lesson] ?? [];
  const lessonDone = Boolean(useProgress().lessons[lesson]);
  const done = stepsShownDone(answered, steps.length, lessonDone);
  const countId = `steps-count-${lesson}`;
  return (
    <nav class="lesson-steps" aria-label="Steps in this lesson" data-steps={steps.length}>
      <p class="lesson-steps__count" id={countId} data-testid="steps-done">
        {steps.length} steps · <span data-done={done.length}>{done.length} done</span>
      </p>
      <progress class="lesson-steps__bar" max={steps.length} value={done.length} aria-labelledby={countId} />
      <ol class="lesson-steps__list">
        {steps.map((s) => {
          const isDone = done.includes(s.number);
          return (
            <li key={s.id} data-done={isDone ? 'true' : 'false'}>
              <a href={`#${s.id}`}>{s.title}</a>
              {isDone && (
                <span class="lesson-steps__done">
                  <span aria-hidden="true">✓</span> done
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
