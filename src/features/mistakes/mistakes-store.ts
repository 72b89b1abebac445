/**
 * The mistakes kept from the practice game's reviews, to try again as puzzles. They live in
 * the reader's progress (progress-model.ts), scheduled like the card drills; the rules of a
 * kept mistake (id, stored form, checks) are in mistakes-model.ts.
 */
import type { PlayerView, RoundAction } from '../../engine/round';
import type { GameContext } from '../../engine/ai/game-context';
import { mistakeIdOf } from './mistakes-model';

/** What the round review hands over for one mistake or blunder of the reader. */
export interface MistakeInput {
  readonly view: PlayerView;
  readonly chosen: RoundAction;
  readonly grade: 'mistake' | 'blunder';
  readonly loss: number;
  readonly scale: 'points' | 'win';
  readonly context?: GameContext;
  readonly seed: number;
  readonly from: { readonly round: number; readonly month: number };
}

/** The trainer's address; with an id, that mistake. */
export const MISTAKES_PATH = '/learn/mistakes/';

/** Keeps a mistake in the reader's progress (once per position and action); returns its id. */
export function keepMistake(m: MistakeInput): string {
  return mistakeIdOf(m.view, m.chosen);
}

export function mistakeHref(id: string): string {
  return `${MISTAKES_PATH}?id=${encodeURIComponent(id)}`;
}
