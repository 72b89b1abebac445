/**
 * The coach's hint on the practice table: asked for on the person's move, worked out in the
 * coach's worker (the table stays live meanwhile), cancelled by a move, the button or Escape.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';
import type { CardId } from '../../engine/cards';
import { playerView } from '../../engine/round/view';
import { $session } from './session';
import type { CoachHint } from '../coach/hint';
import { hintFailed } from './problems';
import { YOU } from './words';

const hint = atom<CoachHint | null>(null);

/** The coach's suggested move, when the person asked for a hint (built in src/features/coach/hint.ts). This module is its one writer. */
export const $hint: ReadableAtom<CoachHint | null> = hint;

/** The hand card the hint suggests playing, if any. */
export function hintedCard(): CardId | null {
  const action = $hint.get()?.action;
  return action?.type === 'play' ? action.card : null;
}

/**
 * A hint being worked out: its progress (0–1), or null when none is. The coach evaluates in
 * its worker, so the table stays live meanwhile; a move, hiding the hint or Escape cancels it.
 */
export const $hintProgress = atom<number | null>(null);
/** A hint is being worked out. */
export const $hintBusy = computed($hintProgress, (p) => p !== null);

let hintTask: { cancel(): void } | null = null;

/**
 * Asks the coach for the best move of the person's decision now. The hint arrives in `$hint`
 * (or not at all, if a move or `cancelHint` came first); the coach's settings for the
 * position are the ones its review will use (src/features/coach/coach-settings.ts), so the
 * hint and the later grade agree.
 */
export function requestHint(): void {
  const s = $session.get();
  if (!s || !s.started || s.game.status !== 'playing' || s.game.current.toMove !== YOU || hintTask) return;
  const game = s.game;
  const view = playerView(game.current, YOU);
  let cancelled = false;
  let running: { cancel(): void } | null = null;
  const mine = {
    cancel() {
      cancelled = true;
      running?.cancel();
    },
  };
  hintTask = mine;
  $hintProgress.set(0);
  const finish = () => {
    if (hintTask !== mine) return false;
    hintTask = null;
    $hintProgress.set(null);
    return true;
  };
  import('../coach/hint')
    .then((m) => {
      if (cancelled) return null;
      const task = m.coachHint(game, view, (p) => {
        if (hintTask === mine) $hintProgress.set(p.total > 0 ? p.done / p.total : 0);
      });
      running = task;
      return task.result;
    })
    .then(
      (result) => {
        if (finish() && result) hint.set(result);
      },
      () => {
        if (finish()) hintFailed();
      },
    );
}

/** Stops a hint being worked out (the button again, Escape, a move). */
export function cancelHint(): void {
  const task = hintTask;
  hintTask = null;
  $hintProgress.set(null);
  task?.cancel();
}

/** Hides the hint (and stops one being worked out). */
export function clearHint(): void {
  cancelHint();
  hint.set(null);
}
