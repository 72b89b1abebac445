/**
 * Why a decision cost what it cost, as data (src/words/coach.ts words it): the better action
 * and what it would have captured, kept or denied, and the risk it avoided, read from the
 * same evaluation that graded the decision.
 */
import type { AiMove, AiMoveWhy } from '../ai/types';
import type { ActionValue, DecisionValues, ValueScale } from './evaluate';

/** A change of the opponent's chance to score the round that is worth mentioning (0–1). */
const RISK_STEP = 0.05;

export type CoachReason =
  /** A card played (or taken) where another was better. */
  | {
      readonly code: 'better-move';
      readonly best: AiMove;
      readonly bestWhy: AiMoveWhy;
      readonly chosen: AiMove;
      readonly chosenWhy: AiMoveWhy;
      /** Value lost, in `scale`. */
      readonly lost: number;
      readonly scale: ValueScale;
      /** Mean points of the round after each. */
      readonly bestPoints: number;
      readonly chosenPoints: number;
      /** The opponent's chance of scoring the round after each, when the choice raised it by 5 % or more. */
      readonly risk: { readonly best: number; readonly chosen: number } | null;
    }
  /** Koi-koi called where stopping was better. */
  | {
      readonly code: 'should-stop';
      readonly stopPoints: number;
      readonly koikoiPoints: number;
      /** Chance the opponent ends the round scoring after the call. */
      readonly opponentScores: number;
      readonly lost: number;
      readonly scale: ValueScale;
    }
  /** Stopped where koi-koi was better. */
  | {
      readonly code: 'should-koikoi';
      readonly stopPoints: number;
      readonly koikoiPoints: number;
      /** Chance of scoring the round (again) after the call. */
      readonly playerScores: number;
      readonly lost: number;
      readonly scale: ValueScale;
    }
  /** A dealt lucky hand redealt where playing on was better, or the other way. */
  | {
      readonly code: 'should-redeal' | 'should-play-on';
      readonly playPoints: number;
      readonly lost: number;
      readonly scale: ValueScale;
    };

export const COACH_REASON_CODES = ['better-move', 'should-stop', 'should-koikoi', 'should-redeal', 'should-play-on'] as const;
export type CoachReasonCode = (typeof COACH_REASON_CODES)[number];

/**
 * The reason a chosen action lost `lost` (in `scale`: the decision's, or the one the move was
 * graded in, `judgeMove`) against the best; null when it is the best.
 */
export function reasonFor(values: DecisionValues, chosen: ActionValue, lost: number, scale: ValueScale = values.scale): CoachReason | null {
  const best = values.values[0]!;
  if (best === chosen || lost <= 0) return null;
  if (values.kind === 'koikoi') {
    const koikoi = values.values.find((v) => v.move.code === 'koikoi');
    const koikoiPoints = koikoi?.points ?? 0;
    const stopPoints = values.stopPoints ?? 0;
    return chosen.move.code === 'koikoi'
      ? { code: 'should-stop', stopPoints, koikoiPoints, opponentScores: chosen.opponentScores, lost, scale }
      : { code: 'should-koikoi', stopPoints, koikoiPoints, playerScores: koikoi?.playerScores ?? 0, lost, scale };
  }
  if (values.kind === 'lucky-hand') {
    const play = values.values.find((v) => v.move.code === 'lucky-play');
    return { code: chosen.move.code === 'lucky-redeal' ? 'should-play-on' : 'should-redeal', playPoints: play?.points ?? 0, lost, scale };
  }
  const risk = chosen.opponentScores - best.opponentScores >= RISK_STEP ? { best: best.opponentScores, chosen: chosen.opponentScores } : null;
  return {
    code: 'better-move',
    best: best.move,
    bestWhy: best.why,
    chosen: chosen.move,
    chosenWhy: chosen.why,
    lost,
    scale,
    bestPoints: best.points,
    chosenPoints: chosen.points,
    risk,
  };
}
