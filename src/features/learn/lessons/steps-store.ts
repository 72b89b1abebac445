/**
 * Steps of a lesson answered on this page. Kept in memory only: the saved progress records whole
 * lessons (progress-store's `lessons`), and its format is not this feature's to change. A lesson
 * already marked done there counts every one of its steps as done.
 */
import { map } from 'nanostores';

/** Step numbers answered, by lesson id. */
export const $stepsDone = map<Record<string, readonly number[]>>({});

export function markStepDone(lesson: string, step: number): void {
  const before = $stepsDone.get()[lesson] ?? [];
  if (before.includes(step)) return;
  $stepsDone.setKey(lesson, [...before, step].sort((a, b) => a - b));
}

/**
 * Marks done the step that holds `element` (a `[data-step]` section with its lesson). An activity
 * calls this when answered right; outside a lesson step it does nothing.
 */
export function markStepOf(element: Element | null): void {
  const section = element?.closest<HTMLElement>('[data-step][data-lesson]');
  const step = Number(section?.dataset['step']);
  const lesson = section?.dataset['lesson'];
  if (lesson && Number.isInteger(step) && step > 0) markStepDone(lesson, step);
}

/** The steps shown as done: those answered here, or all of them once the lesson is done. */
export function stepsShownDone(answered: readonly number[], total: number, lessonDone: boolean): number[] {
  if (lessonDone) return Array.from({ length: total }, (_, i) => i + 1);
  return answered.filter((n) => n >= 1 && n <= total);
}
