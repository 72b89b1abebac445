/**
 * One evaluation per position of the practice game, shared: the hint and the koi-koi odds
 * asked at the same decision read the same running evaluation (same settings, same values),
 * and a finished one is kept for a while so that asking again is instant.
 *
 * Each caller gets its own task: cancelling it lets go of the evaluation, which stops only
 * when nobody else is waiting for it.
 */
import type { DecisionValues, Progress } from '../../engine/coach';
import type { GameState, PlayerView } from '../../engine/round';
import { evaluate, type CoachTask } from './coach-client';
import { coachSettingsFor, evaluationKey } from './coach-settings';

interface Shared {
  readonly task: CoachTask<DecisionValues>;
  readonly listeners: Set<(p: Progress) => void>;
  last: Progress | null;
  users: number;
}

const running = new Map<string, Shared>();
/** Finished evaluations, oldest first (a few positions: the current one and the last ones). */
const finished = new Map<string, DecisionValues>();
const KEEP = 8;

function keep(key: string, values: DecisionValues): void {
  finished.delete(key);
  finished.set(key, values);
  while (finished.size > KEEP) finished.delete(finished.keys().next().value!);
}

/**
 * The coach's values for the decision of `view` (the person's view of `game`'s round in play),
 * with the settings every hint, odds panel and review of it uses (`coachSettingsFor`).
 */
export function evaluatePosition(game: GameState, view: PlayerView, onProgress?: (p: Progress) => void): CoachTask<DecisionValues> {
  const settings = coachSettingsFor(game, view);
  const key = evaluationKey(view, settings);
  const done = finished.get(key);
  if (done) return { result: Promise.resolve(done), cancel: () => undefined };

  let shared = running.get(key);
  if (!shared) {
    const listeners = new Set<(p: Progress) => void>();
    const task = evaluate(view, settings, (p) => {
      s.last = p;
      for (const l of listeners) l(p);
    });
    const s: Shared = { task, listeners, last: null, users: 0 };
    shared = s;
    running.set(key, s);
    task.result.then(
      (values) => {
        if (running.get(key) === s) running.delete(key);
        if (values) keep(key, values);
      },
      () => {
        if (running.get(key) === s) running.delete(key);
      },
    );
  }
  const s = shared;
  s.users++;
  const listener = (p: Progress) => onProgress?.(p);
  s.listeners.add(listener);
  if (s.last) onProgress?.(s.last);
  let left = false;
  let leave: (v: null) => void = () => undefined;
  const cancelled = new Promise<null>((resolve) => (leave = resolve));
  const release = () => {
    if (left) return;
    left = true;
    s.listeners.delete(listener);
    s.users--;
    if (s.users === 0) {
      s.task.cancel();
      if (running.get(key) === s) running.delete(key);
    }
  };
  return {
    result: Promise.race([s.task.result, cancelled]).finally(release),
    cancel() {
      release();
      leave(null);
    },
  };
}
