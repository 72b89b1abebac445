/**
 * The messages between the page and the coach's worker. Everything sent is plain data (a
 * PlayerView, a round's record, a rule set): the worker rebuilds nothing and sees only what
 * the page sends, which is what the player saw.
 */
import type { CoachSettings, DecisionValues, Progress, ReviewError, ReviewSettings, RoundReview } from '../../engine/coach';
import type { GameRoundRecord, PlayerIndex, PlayerView } from '../../engine/round';
import type { Result } from '../../engine/result';
import type { RuleSet } from '../../engine/rules/ruleset';

export type CoachJob =
  | { readonly kind: 'evaluate'; readonly view: PlayerView; readonly settings: CoachSettings }
  | {
      readonly kind: 'review';
      readonly record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>;
      readonly rules: RuleSet;
      readonly player: PlayerIndex;
      readonly settings: ReviewSettings;
    };

export type CoachJobResult<J extends CoachJob> = J extends { kind: 'evaluate' } ? DecisionValues : Result<RoundReview, ReviewError>;

export type ToWorker = { readonly id: number; readonly type: 'run'; readonly job: CoachJob } | { readonly id: number; readonly type: 'cancel' };

export type FromWorker =
  | { readonly id: number; readonly type: 'progress'; readonly progress: Progress }
  | { readonly id: number; readonly type: 'done'; readonly result: DecisionValues | Result<RoundReview, ReviewError> }
  | { readonly id: number; readonly type: 'failed'; readonly message: string };
