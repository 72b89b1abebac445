/**
 * The kinds of decision the coach grades, by the phase of the round, in a module of its own:
 * pages that only file or list kept decisions (the progress model) need this, not the coach.
 */
import type { PlayerView } from '../round/types';

/** What kind of decision: playing a hand card, taking with the turned card, koi-koi or stop, a dealt lucky hand. */
export const DECISION_KINDS = ['play', 'draw-take', 'koikoi', 'lucky-hand'] as const;
export type DecisionKind = (typeof DECISION_KINDS)[number];

export function decisionKind(view: Pick<PlayerView, 'phase'>): DecisionKind {
  switch (view.phase) {
    case 'draw-take':
      return 'draw-take';
    case 'decision':
      return 'koikoi';
    case 'lucky-hand':
      return 'lucky-hand';
    default:
      return 'play';
  }
}
