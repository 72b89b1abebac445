/**
 * Grades: what a decision cost against the best action, in the scale of its decision
 * (points of the round, or chance of winning the game), read as best / good / inaccuracy /
 * mistake / blunder.
 *
 * The thresholds are chosen from the measured spread of losses and of the evaluation's own
 * noise (`npm run coach-bench`: 300 choices from games between the three levels under
 * fudawiki and koikoi-japan, 600 playouts per action, each graded with two seeds):
 *
 * - Noise: how far the loss of the action made moves between two seeds, p50/p90/p95/p99 =
 *   0 / 0.37 / 0.59 / 1.04 points and 0 / 0.005 / 0.008 / 0.019 in chance of winning. "Best"
 *   reaches to the p95 of that noise (0.6 points, 0.008): a loss the coach cannot tell from
 *   none is not held against the player, and the grade of a sound move does not flip with the
 *   seed.
 * - Losses of the moves the levels made, p90/p95/p99: beginner 1.7 / 2.6 / 11.9 points and
 *   0.027 / 0.037 / 0.18 win; intermediate 0.5 / 1.0 / 8.6 and 0.010 / 0.015 / 0.11; expert
 *   0.3 / 0.6 / 3.9 and 0.002 / 0.007 / 0.016. The steps above "best" grow about 2.5-fold
 *   (like lichess's, which grades by win chance too), so that the expert's moves are nearly
 *   all best or good, the beginner's worst tenth are inaccuracies or worse and its worst
 *   hundredth blunders. The two scales agree at the start of a game, where a point is worth
 *   about 1/85 (fudawiki) to 1/62 (koikoi-japan) of a game: 1.5 points ≈ 0.02, 9 ≈ 0.12.
 *
 * Measured with these limits: a grade moves by more than one step between two seeds for 0.7 %
 * of the decisions (target ≤ 5 %), by any step for 6.7 %; accuracy (below) beginner 94.2,
 * intermediate 97.4, expert 99.4.
 */
import type { ActionValue, DecisionKind, DecisionValues, ValueScale } from './evaluate';
import { valueOf } from './evaluate';

export const GRADES = ['best', 'good', 'inaccuracy', 'mistake', 'blunder'] as const;
export type Grade = (typeof GRADES)[number];

/** Upper bounds of the losses of best, good, inaccuracy and mistake (above the last: blunder). */
export const GRADE_LIMITS: Readonly<Record<ValueScale, readonly [number, number, number, number]>> = {
  /** Points of the round. */
  points: [0.5, 1.25, 2.5, 6],
  /** Chance of winning the game (0–1). */
  win: [0.01, 0.03, 0.06, 0.12],
};

/** The largest loss still judged a correct answer when a mistake is tried again: a "good" move. */
export function correctMargin(scale: ValueScale): number {
  return GRADE_LIMITS[scale][1];
}

export function gradeOf(loss: number, scale: ValueScale): Grade {
  const limits = GRADE_LIMITS[scale];
  for (let i = 0; i < limits.length; i++) if (loss <= limits[i]!) return GRADES[i]!;
  return 'blunder';
}

/** What choosing `chosen` cost against the best action (0 for the best), in the decision's scale. */
export function lossOf(values: DecisionValues, chosen: ActionValue): number {
  const best = values.values[0]!;
  return Math.max(0, valueOf(best, values.scale) - valueOf(chosen, values.scale));
}

/** A move judged: what it cost, in the scale it is graded in, and its grade. */
export interface MoveJudgement {
  readonly loss: number;
  readonly scale: ValueScale;
  readonly grade: Grade;
}

/**
 * How a move is graded. Where points count, by the points it gave away. In a game, by the
 * chance of winning it gave away, or by the points it gave away against the best move when
 * that grade is worse: a move that scores less than the best move on average and does not
 * buy a better chance of winning with it gave those points away for nothing. Without this, a
 * game all but decided (a chance of winning near 0 or 1, which no move of the round changes)
 * would grade every move best, where the expert still plays for the points (gameUtility).
 * A move that trades points for a better chance of winning (stopping early when ahead) is
 * never held to its points: the best move's points are the reference, not the most points.
 */
export function judgeMove(values: DecisionValues, chosen: ActionValue): MoveJudgement {
  const loss = lossOf(values, chosen);
  const grade = gradeOf(loss, values.scale);
  if (values.scale === 'points') return { loss, scale: 'points', grade };
  const points = Math.max(0, values.values[0]!.points - chosen.points);
  const byPoints = gradeOf(points, 'points');
  return GRADES.indexOf(byPoints) > GRADES.indexOf(grade) ? { loss: points, scale: 'points', grade: byPoints } : { loss, scale: 'win', grade };
}

/** Mistakes and blunders are what the coach offers to practise again. */
export function isMistake(grade: Grade | 'forced'): boolean {
  return grade === 'mistake' || grade === 'blunder';
}

/**
 * The part of a loss held against the player: none for a move graded best (a loss the coach
 * cannot tell from none), the whole loss otherwise. The accuracy and the value given away of a
 * summary count only this, so that a round of best moves reads 100 % with nothing given away.
 */
export function heldLoss(loss: number, scale: ValueScale): number {
  return gradeOf(loss, scale) === 'best' ? 0 : loss;
}

/**
 * Accuracy of one decision (0–100): 100 for a best move, falling off exponentially with the
 * loss held against it, so that a loss at the mistake threshold scores about 37 and a blunder
 * near 0.
 */
export function decisionAccuracy(loss: number, scale: ValueScale): number {
  return 100 * Math.exp(-heldLoss(loss, scale) / GRADE_LIMITS[scale][3]);
}

export interface GradedLike {
  readonly grade: Grade | 'forced';
  readonly loss: number;
  readonly kind: DecisionKind;
  readonly scale: ValueScale;
}

export interface ReviewSummary {
  /** Mean accuracy over the decisions that were choices (null when there were none). */
  readonly accuracy: number | null;
  /** Decisions that were choices, by grade. */
  readonly grades: Readonly<Record<Grade, number>>;
  /** Forced decisions (one legal action). */
  readonly forced: number;
  /** Value lost (`heldLoss`: nothing for a best move), by kind of decision, in each scale. */
  readonly lost: Readonly<Record<DecisionKind, { readonly points: number; readonly win: number }>>;
}

export function summarise(decisions: readonly GradedLike[]): ReviewSummary {
  const grades: Record<Grade, number> = { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
  const lost: Record<DecisionKind, { points: number; win: number }> = {
    play: { points: 0, win: 0 },
    'draw-take': { points: 0, win: 0 },
    koikoi: { points: 0, win: 0 },
    'lucky-hand': { points: 0, win: 0 },
  };
  let forced = 0;
  let accSum = 0;
  let choices = 0;
  for (const d of decisions) {
    if (d.grade === 'forced') {
      forced++;
      continue;
    }
    grades[d.grade]++;
    choices++;
    accSum += decisionAccuracy(d.loss, d.scale);
    lost[d.kind][d.scale] += heldLoss(d.loss, d.scale);
  }
  return { accuracy: choices === 0 ? null : accSum / choices, grades, forced, lost };
}
