/**
 * The review's coach store: rounds graded one at a time (the round on screen first), progress,
 * cancel, a new game starting afresh, mistakes kept for the trainer once a round's grades
 * arrive; and one round through the real coach client (on the page's thread here: Node has no
 * Worker, and the client then runs the same job in slices).
 */
import { afterEach, describe, expect, test } from 'vitest';
import type { Progress, ReviewError, RoundReview } from '../../../src/engine/coach';
import type { Result } from '../../../src/engine/result';
import { applyGameAction, createGame, gameLegalActions, playerView, startNextRound, type GameState } from '../../../src/engine/round';
import { $gradings, cancelGrading, gradeRounds, gradingOf, setReviewRunner, type ReviewRunner } from '../../../src/features/review/review-store';
import type { MistakeInput } from '../../../src/features/mistakes/mistakes-store';
import { reviewableRounds, roundReviewSettings } from '../../../src/features/review/review-model';
import { rules } from './helpers';

function playedGame(seed: number, rounds: number): GameState {
  let g = createGame({ rules: rules('fudawiki', { rounds: 12 }), seed });
  while (g.history.length < rounds) {
    const next = g.status === 'round-over' ? startNextRound(g) : applyGameAction(g, gameLegalActions(g)[0]!);
    if (!next.ok) throw new Error('step');
    g = next.value;
  }
  return g;
}

interface FakeJob {
  readonly round: number;
  readonly settings: Parameters<ReviewRunner>[3];
  readonly progress: (p: Progress) => void;
  resolve(r: Result<RoundReview, ReviewError> | null): void;
  cancelled: boolean;
}

function fakeRunner(): { runner: ReviewRunner; jobs: FakeJob[] } {
  const jobs: FakeJob[] = [];
  const runner: ReviewRunner = (record, _rules, _player, settings, progress) => {
    let resolve!: (r: Result<RoundReview, ReviewError> | null) => void;
    const result = new Promise<Result<RoundReview, ReviewError> | null>((r) => (resolve = r));
    const job: FakeJob = { round: record.seed, settings, progress, resolve, cancelled: false };
    jobs.push(job);
    return { result, cancel: () => ((job.cancelled = true), resolve(null)) };
  };
  return { runner, jobs };
}

const view = playerView(createGame({ rules: rules('fudawiki'), seed: 1 }).current, 0);
const review = (grades: RoundReview['decisions'][number]['grade'][]): Result<RoundReview, ReviewError> => ({
  ok: true,
  value: {
    player: 0,
    decisions: grades.map(
      (grade, i) =>
        ({ moveIndex: i * 2, grade, loss: 1, scale: 'points', view, chosen: { action: { type: 'play', card: 'pine-crane' } } }) as never,
    ),
    summary: { accuracy: 50, grades: { best: 0, good: 0, inaccuracy: 0, mistake: 0, blunder: 0 }, forced: 0, lost: {} as never },
  },
});

const tick = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  cancelGrading();
  setReviewRunner(null);
});

describe('grading the rounds of a game', () => {
  test('one round at a time, the one asked first first, each with its own settings', async () => {
    const game = playedGame(3, 3);
    const { runner, jobs } = fakeRunner();
    setReviewRunner(runner, () => 'id');
    gradeRounds(game, [2, 0, 1]);
    expect(jobs.map((j) => j.round)).toEqual([game.history[2]!.seed]);
    expect(jobs[0]!.settings).toEqual(roundReviewSettings(game, 2, 0));
    expect(gradingOf($gradings.get(), game, 2)).toEqual({ status: 'running', progress: 0 });
    expect(gradingOf($gradings.get(), game, 0)).toEqual({ status: 'queued' });

    jobs[0]!.progress({ done: 3, total: 4 });
    expect(gradingOf($gradings.get(), game, 2)).toEqual({ status: 'running', progress: 0.75 });

    jobs[0]!.resolve(review(['best']));
    await tick();
    expect(gradingOf($gradings.get(), game, 2)?.status).toBe('done');
    expect(jobs.map((j) => j.round)).toEqual([2, 0].map((i) => game.history[i]!.seed));

    // Asking for a round moves it to the front; a done round is not asked again.
    gradeRounds(game, [1, 2]);
    jobs[1]!.resolve(review([]));
    await tick();
    expect(jobs.map((j) => j.round)).toEqual([2, 0, 1].map((i) => game.history[i]!.seed));
    jobs[2]!.resolve(review([]));
    await tick();
    expect([0, 1, 2].map((i) => gradingOf($gradings.get(), game, i)?.status)).toEqual(['done', 'done', 'done']);
  });

  test('cancel stops the running round and clears the queue; asking again starts over', async () => {
    const game = playedGame(4, 2);
    const { runner, jobs } = fakeRunner();
    setReviewRunner(runner, () => 'id');
    gradeRounds(game, [0, 1]);
    cancelGrading();
    expect(jobs[0]!.cancelled).toBe(true);
    expect([0, 1].map((i) => gradingOf($gradings.get(), game, i)?.status)).toEqual(['cancelled', 'cancelled']);
    await tick();
    expect(jobs).toHaveLength(1);
    gradeRounds(game, [1]);
    expect(jobs).toHaveLength(2);
    expect(gradingOf($gradings.get(), game, 1)?.status).toBe('running');
  });

  test('a failed review is marked failed and the next round goes on', async () => {
    const game = playedGame(6, 2);
    const { runner, jobs } = fakeRunner();
    setReviewRunner(runner, () => 'id');
    gradeRounds(game, [0, 1]);
    jobs[0]!.resolve({ ok: false, error: { code: 'deal-failed' } });
    await tick();
    expect(gradingOf($gradings.get(), game, 0)).toEqual({ status: 'failed' });
    expect(gradingOf($gradings.get(), game, 1)?.status).toBe('running');
  });

  test('a new game starts with no grades', () => {
    const { runner } = fakeRunner();
    setReviewRunner(runner, () => 'id');
    const a = playedGame(7, 1);
    gradeRounds(a, [0]);
    expect(gradingOf($gradings.get(), a, 0)).not.toBeNull();
    const b = playedGame(8, 1);
    gradeRounds(b, [0]);
    expect(gradingOf($gradings.get(), a, 0)).toBeNull();
    expect(gradingOf($gradings.get(), b, 0)?.status).toBe('running');
  });

  test('mistakes and blunders are kept for the trainer, with their ids by move', async () => {
    const game = playedGame(3, 1);
    const { runner, jobs } = fakeRunner();
    const kept: MistakeInput[] = [];
    setReviewRunner(runner, (m) => (kept.push(m), `m${kept.length}`));
    gradeRounds(game, [0]);
    jobs[0]!.resolve(review(['best', 'mistake', 'inaccuracy', 'blunder', 'forced']));
    await tick();
    const g = gradingOf($gradings.get(), game, 0);
    expect(g?.status).toBe('done');
    expect(kept.map((k) => k.grade)).toEqual(['mistake', 'blunder']);
    expect(g?.status === 'done' && g.kept).toEqual({ 2: 'm1', 6: 'm2' });
  });
});

describe('the real coach client', () => {
  test('grades a played round', async () => {
    const game = playedGame(5, 1);
    setReviewRunner(null, () => 'kept');
    gradeRounds(game, reviewableRounds(game));
    for (let i = 0; i < 400 && gradingOf($gradings.get(), game, 0)?.status !== 'done'; i++) await new Promise((r) => setTimeout(r, 25));
    const g = gradingOf($gradings.get(), game, 0);
    expect(g?.status).toBe('done');
    if (g?.status !== 'done') return;
    expect(g.review.decisions.length).toBeGreaterThan(0);
    expect(g.review.summary.accuracy).not.toBeNull();
  }, 30_000);
});
