import type { RoundAction } from '../round';

/** A computer opponent's move and why, in short sentences a learner can read. */
export interface AiDecision {
  readonly action: RoundAction;
  readonly reasoning: string[];
}
