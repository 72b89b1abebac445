/**
 * Each player's review: the review store grades the seat chosen (the coach is told that seat,
 * with that seat's settings), and one seat's grades are kept apart from another's for the same
 * round (Ann's review never shows Ben's grades).
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { ReviewError, RoundReview } from '../../../src/engine/coach';
import type { Result } from '../../../src/engine/result';
import type { Seat } from '../../../src/engine/round/seats';
import { $gradings, cancelGrading, gradeRounds, gradingOf, setReviewRunner, type ReviewRunner } from '../../../src/features/review/review-store';
import { roundReviewSettings } from '../../../src/features/review/review-model';
import { newGame, randomSteps, rules } from './support';

afterEach(() => {
  cancelGrading();
  setReviewRunner(null);
  $gradings.set({});
});

describe('a review for the seat chosen', () => {
  test('grades that seat’s decisions, kept apart from another seat’s', async () => {
    const game = randomSteps(newGame(rules('fudawiki', { rounds: 2 }), 8), 8, 60).game;
    expect(game.history.length).toBeGreaterThan(0);
    const asked: { player: Seat; settings: unknown }[] = [];
    const runner: ReviewRunner = (_record, _rules, player, settings) => {
      asked.push({ player, settings });
      const value = { player, decisions: [], summary: { accuracy: player === 1 ? 90 : 40 } } as unknown as RoundReview;
      return { result: Promise.resolve({ ok: true, value } as Result<RoundReview, ReviewError>), cancel: () => undefined };
    };
    setReviewRunner(runner, () => 'kept');
    gradeRounds(game, [0], 1);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toEqual([{ player: 1, settings: roundReviewSettings(game, 0, 1) }]);
    const ben = gradingOf($gradings.get(), game, 0, 1);
    expect(ben?.status === 'done' && ben.review.summary.accuracy).toBe(90);
    // Seat 0's grading of the same round is its own: not asked yet, then graded apart.
    expect(gradingOf($gradings.get(), game, 0, 0)).toBeNull();
    gradeRounds(game, [0], 0);
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.map((a) => a.player)).toEqual([1, 0]);
    const ann = gradingOf($gradings.get(), game, 0, 0);
    expect(ann?.status === 'done' && ann.review.summary.accuracy).toBe(40);
  });
});
