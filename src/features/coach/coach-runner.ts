/**
 * Runs a coach job in slices: a few milliseconds of playouts, then a pause that lets the
 * thread breathe (in the worker: read a cancel message; without a worker: let the page paint
 * and answer input). The same code runs in the worker and, where workers are missing, on the
 * page, so both give the same values.
 */
import { evaluateSteps, reviewRoundSteps, type Progress } from '../../engine/coach';
import type { CoachJob, CoachJobResult } from './coach-protocol';

/** Milliseconds of work between two pauses (well under a frame's worth on the page). */
const SLICE_MS = 12;

const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export function stepsOf(job: CoachJob): Generator<Progress, unknown> {
  return job.kind === 'evaluate' ? evaluateSteps(job.view, job.settings) : reviewRoundSteps(job.record, job.rules, job.player, job.settings);
}

/**
 * Runs `job` to its end, reporting progress at each pause; resolves null when `cancelled()`
 * turns true at a pause.
 */
export async function runSliced<J extends CoachJob>(
  job: J,
  onProgress: (p: Progress) => void,
  cancelled: () => boolean,
): Promise<CoachJobResult<J> | null> {
  const steps = stepsOf(job);
  let sliceStart = performance.now();
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value as CoachJobResult<J>;
    if (performance.now() - sliceStart >= SLICE_MS) {
      onProgress(r.value);
      await pause();
      if (cancelled()) return null;
      sliceStart = performance.now();
    }
  }
}
