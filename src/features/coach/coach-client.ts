/**
 * The page's side of the coach: `evaluate` (one decision) and `review` (one round) run in a
 * Web Worker with progress and cancel. Where workers are missing (or fail to start) the same
 * job runs on the page in small slices, so the result is the same, only the page is busier.
 *
 * A task resolves with the result, or with null once cancelled.
 */
import type { CoachSettings, DecisionValues, Progress, ReviewError, ReviewSettings, RoundReview } from '../../engine/coach';
import type { GameRoundRecord, PlayerIndex, PlayerView } from '../../engine/round';
import type { Result } from '../../engine/result';
import type { RuleSet } from '../../engine/rules/ruleset';
import type { CoachJob, FromWorker, ToWorker } from './coach-protocol';

export interface CoachTask<T> {
  /** The result, or null when cancelled. Rejects if the evaluation itself failed. */
  readonly result: Promise<T | null>;
  cancel(): void;
}

type Pending = {
  resolve(v: unknown): void;
  reject(e: Error): void;
  progress?: ((p: Progress) => void) | undefined;
  /** Runs the job on the page instead (the worker could not start). */
  fallback(): void;
};

let worker: Worker | null | undefined;
const pending = new Map<number, Pending>();
let nextId = 1;

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  try {
    worker = typeof Worker === 'undefined' ? null : new Worker(new URL('./coach.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    worker = null;
  }
  worker?.addEventListener('message', (event: MessageEvent<FromWorker>) => {
    const m = event.data;
    const p = pending.get(m.id);
    if (!p) return;
    if (m.type === 'progress') p.progress?.(m.progress);
    else {
      pending.delete(m.id);
      if (m.type === 'done') p.resolve(m.result);
      else p.reject(new Error(m.message));
    }
  });
  worker?.addEventListener('error', (event) => {
    // A worker that cannot load (an old browser, a blocked file): every job still waiting
    // runs on the page instead, and later ones too.
    event.preventDefault();
    worker?.terminate();
    worker = null;
    const waiting = [...pending.values()];
    pending.clear();
    for (const p of waiting) p.fallback();
  });
  return worker;
}

function run<T>(job: CoachJob, onProgress?: (p: Progress) => void): CoachTask<T> {
  const w = startWorker();
  if (w === null) return runOnPage<T>(job, onProgress);
  const id = nextId++;
  let done = false;
  let onPage: CoachTask<T> | null = null;
  let settle: (v: T | null) => void = () => undefined;
  const result = new Promise<T | null>((resolve, reject) => {
    settle = resolve;
    pending.set(id, {
      resolve: (v) => resolve(v as T),
      reject,
      progress: onProgress,
      fallback() {
        onPage = runOnPage<T>(job, onProgress);
        onPage.result.then(resolve, reject);
      },
    });
    w.postMessage({ id, type: 'run', job } satisfies ToWorker);
  }).finally(() => (done = true));
  return {
    result,
    cancel() {
      if (done) return;
      if (onPage) {
        onPage.cancel();
        return;
      }
      pending.delete(id);
      w.postMessage({ id, type: 'cancel' } satisfies ToWorker);
      settle(null);
    },
  };
}

function runOnPage<T>(job: CoachJob, onProgress?: (p: Progress) => void): CoachTask<T> {
  let stop = false;
  const result = import('./coach-runner').then((m) => m.runSliced(job, (p) => onProgress?.(p), () => stop) as Promise<T | null>);
  return {
    result: result.then((v) => (stop ? null : v)),
    cancel() {
      stop = true;
    },
  };
}

/** Every legal action of the view's decision, valued (best first). */
export function evaluate(view: PlayerView, settings: CoachSettings, onProgress?: (p: Progress) => void): CoachTask<DecisionValues> {
  return run<DecisionValues>({ kind: 'evaluate', view, settings }, onProgress);
}

/** One player's decisions of a recorded round, graded. */
export function review(
  record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>,
  rules: RuleSet,
  player: PlayerIndex,
  settings: ReviewSettings,
  onProgress?: (p: Progress) => void,
): CoachTask<Result<RoundReview, ReviewError>> {
  // Only the record's replay data is sent (not its log or result); a keyed game's round (an
  // online room's) is dealt from its recorded deck, which has no seed.
  const { month, dealer, seed, deck, moves } = record;
  return run({ kind: 'review', record: { month, dealer, seed, ...(deck ? { deck } : {}), moves }, rules, player, settings }, onProgress);
}
