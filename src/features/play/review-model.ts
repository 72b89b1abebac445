/**
 * Reviewing a finished round move by move: the round is dealt again from its seed and its
 * recorded moves are replayed through the engine, giving one frame per move (frame 0 is
 * the deal) with the log lines that move produced. Each frame is shown from both seats'
 * views: once the round is over its hands are no longer secret, and each hand comes from
 * its own player's view, so the review, like the table, reads only what the engine lets a
 * player see.
 */
import type { CardId } from '../../engine/cards';
import { actionFromMove, applyAction, dealRound, playerView, type GameRoundRecord, type PlayerIndex, type RoundLogEntry } from '../../engine/round';
import type { RuleSet } from '../../engine/rules/ruleset';
import { capturedPiles, type CapturedPileModel } from './table-model';

/** One position of the round, as both players saw it. */
export interface ReviewTable {
  readonly dealer: PlayerIndex;
  readonly field: readonly CardId[];
  /** Each player's hand, from their own view. */
  readonly hands: readonly [readonly CardId[], readonly CardId[]];
  readonly piles: readonly [CapturedPileModel, CapturedPileModel];
}

export interface ReviewFrame {
  readonly table: ReviewTable;
  /** What this move did (for frame 0: anything that happened at the deal). */
  readonly entries: readonly RoundLogEntry[];
}

export function reviewFrames(record: GameRoundRecord, rules: RuleSet): ReviewFrame[] {
  const dealt = dealRound({ rules, month: record.month, dealer: record.dealer, seed: record.seed });
  if (!dealt.ok) return [];
  let state = dealt.value;
  const tableOf = (): ReviewTable => {
    const seats = [playerView(state, 0), playerView(state, 1)] as const;
    return { dealer: seats[0].dealer, field: seats[0].field, hands: [seats[0].hand, seats[1].hand], piles: capturedPiles(seats[0]) };
  };
  const frames: ReviewFrame[] = [{ table: tableOf(), entries: state.log }];
  for (const move of record.moves) {
    const action = actionFromMove(move);
    if (!action) break;
    const next = applyAction(state, action);
    if (!next.ok) break;
    const entries = next.value.log.slice(state.log.length);
    state = next.value;
    frames.push({ table: tableOf(), entries });
  }
  return frames;
}
