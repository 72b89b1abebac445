/**
 * The computer seats of the practice table, paced: after a move the next computer seat waits
 * for the table's beats to end and for a pause (none with reduced motion, none at all in
 * tests: `setPace(null)`), then moves through its driver (drivers.ts), from its own view.
 */
import { $error, $session, $thinking } from './session';
import { seatStep } from '../../engine/round/record';
import { aiSeed, type PlaySession } from './save';
import { computerMove, loadComputers } from './drivers';
import { commit } from './moves';
import { YOU, practiceText } from './words';

/** Milliseconds between computer moves; null: only when `computerStep` is called (tests, server). */
let pace: number | null = null;
/** A computer move is scheduled; `generation` voids scheduled moves after an undo or a new game. */
let scheduled = false;
let generation = 0;
/** Until when (Date.now() ms) the table is showing a turn's beats. */
let holdUntil = 0;

function computerToMove(s: PlaySession | null): s is PlaySession {
  return s !== null && s.started && s.game.status === 'playing' && s.game.current.toMove !== YOU;
}

export function cancelComputer(): void {
  generation += 1;
  scheduled = false;
  $thinking.set(false);
}

/** Resolves once the computer players are loaded (the page starts loading them at once). */
export async function aiReady(): Promise<void> {
  await loadComputers();
}

/** Runs `fn` once the browser has painted (so "thinking…" shows before a long computation). */
function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

export function scheduleComputer(): void {
  const s = $session.get();
  if (!computerToMove(s)) {
    $thinking.set(false);
    return;
  }
  $thinking.set(true);
  if (pace === null || scheduled) return;
  scheduled = true;
  const mine = generation;
  const wait = () => {
    // The table is still showing the last turn's beats: the computer waits until they end.
    const held = holdUntil - Date.now();
    if (held > 0) {
      setTimeout(wait, held);
      return;
    }
    loadComputers().then(
      () =>
        afterPaint(() => {
          if (mine !== generation) return;
          scheduled = false;
          computerStep();
        }),
      () => {
        scheduled = false;
        $thinking.set(false);
        $error.set(practiceText('error.ai-load'));
      },
    );
  };
  setTimeout(wait, pace);
}

/** The table shows a sequence for `ms`: the computer's next move waits until it ends. */
export function holdComputer(ms: number): void {
  holdUntil = Math.max(holdUntil, Date.now() + ms);
}

/** Sets the pause before each computer move (0 with reduced motion) and resumes a waiting move. */
export function setPace(ms: number | null): void {
  pace = ms;
  if (ms === null) cancelComputer();
  else {
    void loadComputers().catch(() => undefined); // fetch the players while the person looks at the table
    scheduleComputer();
  }
}

/** Makes the next computer move now; returns false when it is not a computer's move. */
export function computerStep(): boolean {
  const s = $session.get();
  if (!computerToMove(s)) return false;
  const seat = s.game.current.toMove;
  const choice = computerMove(s, seat, aiSeed(s, s.steps.length));
  if (!choice) return false;
  return commit(seatStep(seat, choice.action));
}
