/**
 * A game held on this device (the practice game, pass-and-play): its one commit. Every step of
 * every seat (a person's press, a computer's choice, "deal the next round") goes through
 * `commit`: the engine applies it (engine/round/record.ts), the match stores the game and its
 * step in the mode's session atom (which saves itself), and the mode's narrator says what the
 * step did. Who makes the next step is the seats' drivers' business: the person at the screen
 * through the table's gestures, a computer through the pacer (computer-pacer.ts), which listens
 * to the session; the match never calls them.
 *
 * How to add a driver: table/README.md.
 */
import type { ReadableAtom } from 'nanostores';
import type { GameState } from '../../engine/round/game';
import type { RoundError } from '../../engine/round/types';
import { applyStep, type GameStep } from '../../engine/round/record';

/** What a match keeps of its game (the mode's session adds its own: origin, names, levels…). */
export interface MatchSession {
  readonly game: GameState;
  readonly steps: readonly GameStep[];
}

export interface LocalMatchSetup<S extends MatchSession> {
  /** The mode's session (persisted by the mode: every commit is saved). */
  readonly $session: ReadableAtom<S | null>;
  /** Stores the session after a step (the session's owner writes it). */
  readonly store: (after: S) => void;
  /** A step the mode itself refuses before the engine is asked (pass-and-play: a seat not holding the device). */
  readonly allows?: (s: S, step: GameStep) => boolean;
  /** The engine refused the step: the mode says why. */
  readonly refused: (error: RoundError) => void;
  /** The engine took the step, before it is stored: the mode clears what it makes stale (a pending choice, a hint, an error). */
  readonly stale?: () => void;
  /** The step is stored: the mode says what it did (from the viewer's own view). */
  readonly taken: (before: S, after: S, step: GameStep) => void;
}

export interface LocalMatch {
  /** Applies a step through the engine, stores it and has it narrated; false (with the engine's reason) when refused. */
  commit(step: GameStep): boolean;
}

export function localMatch<S extends MatchSession>(setup: LocalMatchSetup<S>): LocalMatch {
  return {
    commit(step) {
      const s = setup.$session.get();
      if (s === null || (setup.allows && !setup.allows(s, step))) return false;
      const next = applyStep(s.game, step);
      if (!next.ok) {
        setup.refused(next.error);
        return false;
      }
      setup.stale?.();
      const after: S = { ...s, steps: [...s.steps, step], game: next.value };
      setup.store(after);
      setup.taken(s, after, step);
      return true;
    },
  };
}
