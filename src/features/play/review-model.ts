/**
 * Reviewing a finished round move by move: the round is dealt again from its seed and its
 * recorded moves are replayed through the engine, giving one frame per move (frame 0 is
 * the deal) with the log lines that move produced.
 */
import { actionFromMove, applyAction, dealRound, type GameRoundRecord, type RoundLogEntry, type RoundState } from '../../engine/round';
import type { RuleSet } from '../../engine/rules/ruleset';

export interface ReviewFrame {
  readonly state: RoundState;
  /** What this move did (for frame 0: anything that happened at the deal). */
  readonly entries: readonly RoundLogEntry[];
}

export function reviewFrames(record: GameRoundRecord, rules: RuleSet): ReviewFrame[] {
  const dealt = dealRound({ rules, month: record.month, dealer: record.dealer, seed: record.seed });
  if (!dealt.ok) return [];
  let state = dealt.state;
  const frames: ReviewFrame[] = [{ state, entries: state.log }];
  for (const move of record.moves) {
    const action = actionFromMove(move);
    if (!action) break;
    const next = applyAction(state, action);
    if (!next.ok) break;
    frames.push({ state: next.state, entries: next.state.log.slice(state.log.length) });
    state = next.state;
  }
  return frames;
}
