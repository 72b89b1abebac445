/**
 * Grades: what a decision cost against the best action, read as best / good / inaccuracy /
 * mistake / blunder, meant as lichess's grades are meant: "best" is a loss the coach cannot
 * tell from none, "good" what a strong player gives away now and then, "inaccuracy" what a
 * strong player rarely gives away, and a move a strong player would never make is at least a
 * "mistake". In a game the move is judged by the chance of winning the game it gave away and
 * by the points of the round it gave away for nothing (`judgeMove`), whichever grade is worse;
 * where points count, by the points.
 *
 * Chosen from `npm run coach-bench` (1,494 choices of the three levels' games under the five
 * presets, 600 playouts per action, each graded with two seeds; `--short`: 123 choices of
 * two-round games):
 *
 * - Noise: how far the loss of the action made moves between two seeds, p75/p90/p95/p99 =
 *   0.16 / 0.35 / 0.50 / 0.85 points and 0.002 / 0.005 / 0.007 / 0.016 in chance of winning.
 *   "Best" reaches to the p95 of that noise (0.5 points, 0.01).
 * - What a strong player gives away: the expert's moves, p90/p99/max 0.27 / 2.0 / 3.9 points
 *   (its largest losses mostly noise: the other seed finds a quarter of them) and 0.003 /
 *   0.012 / 0.016 in chance of winning. "Good" reaches past them (1.25 points, 0.03).
 * - What a strong player never gives away: 2.5 points of a round's average (about a third of
 *   what a scoring round gains under fudawiki, two thirds under koikoi-japan), 6 percentage
 *   points of the chance of winning: a mistake; 6 points or 12 percentage points: a blunder.
 *   Lichess's steps are 5 / 10 / 15 percentage points of a chess game; these are a little
 *   stricter, since a koi-koi game is decided over more decisions of fewer choices each. In a
 *   long game one move rarely moves the chance of winning by much, and the points judge it;
 *   in a short or close game the chance of winning does.
 *
 * Measured with these limits, seed 1 (best / good / inaccuracy / mistake / blunder), against
 * the limits before (win chance only; 0.008 / 0.02 / 0.05 / 0.12):
 *
 *   beginner       72.7 / 14.0 /  7.7 /  4.0 / 1.6 %   (before 78.9 / 11.5 /  6.1 /  2.0 / 1.4)
 *   intermediate   81.4 /  9.8 /  4.8 /  2.2 / 1.8 %   (before 85.6 /  8.8 /  2.2 /  2.2 / 1.2)
 *   expert         95.8 /  3.6 /  0.4 /  0.2 / 0   %   (before 97.8 /  2.2 /  0   /  0   / 0)
 *   worst legal    12.9 / 21.6 / 29.1 / 27.4 / 9.0 %   (before 26.6 / 22.8 / 30.7 / 15.5 / 4.5)
 *
 * The worst legal move where it gives away 3 points or more of the round: a mistake or a
 * blunder in 99.8 % (before 57.3 %). A grade moves by more than one step between two seeds for
 * 0.4 % of the levels' moves and 0.7 % of the worst moves (target ≤ 5 %; before 0.2 % and
 * 0.3 %; two-round games 0 % and 1.6 %), by any step for 9.2 % and 23.9 %. Accuracy: beginner
 * 93.4, intermediate 95.4, expert 99.4, the worst legal moves 70.8.
 *
 * Three players (`npm run coach-bench -- --players 3 --decisions 30`: 450 choices of the three
 * levels at one table in three seatings, five presets, the round models measured for three,
 * two seeds), the same limits; a move is valued by the player's own points and their
 * chance of winning the game of three:
 *
 *   beginner       85.3 / 12.7 /  0.7 /  1.3 / 0   %
 *   intermediate   85.3 /  9.3 /  0.7 /  3.3 / 1.3 %
 *   expert        100   /  0   /  0   /  0   / 0   %
 *   worst legal    31.1 / 34.9 / 18.9 / 11.6 / 3.6 %
 *
 * One move weighs less in a round of three (the player scores about one round in three): the
 * worst legal move gives away 0.60 / 2.81 points at p50 / p90 (two players 1.82 / 5.42), so it
 * is more often a small loss; where it gives away 2.5 points or more it is a mistake or a
 * blunder in 53 of 53 (3 points: 38 of 38), so the limits are kept. A grade moves by more than
 * one step between two seeds for 0.2 % of the levels' moves and 0.4 % of the worst moves (by
 * any step 7.1 % and 19.3 %). Accuracy: beginner 97.6, intermediate 96.1, expert 100, the worst
 * legal moves 82.2.
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
