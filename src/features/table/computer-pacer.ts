/**
 * The computer seats of a game held on this device, paced. The pacer listens to the match's
 * game (it is never called by the store): whenever the seat to move is driven by a computer
 * level, it waits for the table's beats to end and for a pause (none with reduced motion, none
 * at all in tests: `setPace(null)`), then asks that seat's driver for its move, from the seat's
 * own view (computer-driver.ts), and commits it like any other step.
 *
 * One pacer per match, made by the page's store, with `dispose` to stop listening.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { Seat } from '../../engine/round/seats';
import { playerView } from '../../engine/round/view';
import { seatStep, type GameStep } from '../../engine/round/record';
import type { MatchSession } from './local-match';
import type { SeatDriver } from './seat-driver';
import { computerChoice, loadAi, type AiLevel } from './computer-driver';

export interface PacerSetup<S extends MatchSession> {
  /** The match's game (the pacer listens to it). */
  readonly $session: ReadableAtom<S | null>;
  /** Who plays `seat` of this game. */
  readonly driverOf: (s: S, seat: Seat) => SeatDriver;
  /** Whether play has begun (after "who deals first"). */
  readonly started: (s: S) => boolean;
  /** The seed of the computer's choice for the next step (the same game and moves, the same replies). */
  readonly seedOf: (s: S) => number;
  /** The match's one commit. */
  readonly commit: (step: GameStep) => boolean;
  /** The computer players could not be loaded (offline, say): the page says so. */
  readonly loadFailed: () => void;
}

export interface ComputerPacer {
  /** A computer is about to move (the table shows it thinking). */
  readonly $thinking: ReadableAtom<boolean>;
  /** Sets the pause before each computer move (0 with reduced motion; null: only on `step`) and resumes a waiting move. */
  setPace(ms: number | null): void;
  /** The table shows a turn's beats for `ms`: the next computer move waits until they end. */
  hold(ms: number): void;
  /** Makes the next computer move now; false when it is not a computer's move (or the AI is not loaded). */
  step(): boolean;
  /** Voids a scheduled move (an undo, a new game). */
  cancel(): void;
  /** Resolves once the computer players are loaded. */
  ready(): Promise<void>;
  /** Stops listening to the match. */
  dispose(): void;
}

/** Runs `fn` once the browser has painted (so "thinking…" shows before a long computation). */
function afterPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(fn, 0);
  else requestAnimationFrame(() => setTimeout(fn, 0));
}

export function computerPacer<S extends MatchSession>(setup: PacerSetup<S>): ComputerPacer {
  const $thinking = atom(false);
  /** Milliseconds between computer moves; null: only when `step` is called (tests). */
  let pace: number | null = null;
  /** A move is scheduled; `generation` voids scheduled moves after an undo or a new game. */
  let scheduled = false;
  let generation = 0;
  /** Until when (Date.now() ms) the table is showing a turn's beats. */
  let holdUntil = 0;

  /** The computer seat to move now and its level, or null. */
  const computerToMove = (s: S | null): { readonly seat: Seat; readonly level: AiLevel } | null => {
    if (s === null || !setup.started(s) || s.game.status !== 'playing') return null;
    const seat = s.game.current.toMove;
    const driver = setup.driverOf(s, seat);
    return driver.kind === 'computer' ? { seat, level: driver.level } : null;
  };

  const cancel = (): void => {
    generation += 1;
    scheduled = false;
    $thinking.set(false);
  };

  const step = (): boolean => {
    const s = setup.$session.get();
    const mover = computerToMove(s);
    if (s === null || mover === null) return false;
    const choice = computerChoice(s.game, playerView(s.game.current, mover.seat), mover.level, setup.seedOf(s));
    return choice !== null && setup.commit(seatStep(mover.seat, choice.action));
  };

  const schedule = (): void => {
    if (computerToMove(setup.$session.get()) === null) {
      $thinking.set(false);
      return;
    }
    $thinking.set(true);
    if (pace === null || scheduled) return;
    scheduled = true;
    const mine = generation;
    const wait = (): void => {
      // The table is still showing the last turn's beats: the computer waits until they end.
      const held = holdUntil - Date.now();
      if (held > 0) {
        setTimeout(wait, held);
        return;
      }
      loadAi().then(
        () =>
          afterPaint(() => {
            if (mine !== generation) return;
            // The pacer hears a step before the table draws it: the table may have begun showing
            // that step's beats since the check above (it says so through `hold`). Wait for them.
            if (holdUntil > Date.now()) {
              wait();
              return;
            }
            scheduled = false;
            step();
          }),
        () => {
          scheduled = false;
          $thinking.set(false);
          setup.loadFailed();
        },
      );
    };
    setTimeout(wait, pace);
  };

  // The pacer hears every change of the game: a step, a start, an undo, a new game.
  const unlisten = setup.$session.listen(schedule);

  return {
    $thinking,
    setPace(ms) {
      pace = ms;
      if (ms === null) cancel();
      else {
        void loadAi().catch(() => undefined); // fetch the players while the person looks at the table
        schedule();
      }
    },
    hold(ms) {
      holdUntil = Math.max(holdUntil, Date.now() + ms);
    },
    step,
    cancel,
    ready: async () => {
      await loadAi();
    },
    dispose() {
      cancel();
      unlisten();
    },
  };
}
