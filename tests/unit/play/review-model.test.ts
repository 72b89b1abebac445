/**
 * The review's pure model: frames with who moved, the grade at each step, the "next mistake"
 * jump, the rounds to review, the coach's settings for a round of the history (the same seed
 * and context a hint of that position uses), the game's summary and the mistakes handed to
 * the trainer.
 */
import { describe, expect, test } from 'vitest';
import { COACH_PLAYOUTS, decisionSeed, evaluateDecision, historyContext, reviewRound, summarise, type GradedDecision, type RoundReview } from '../../../src/engine/coach';
import { applyGameAction, createGame, gameLegalActions, startNextRound, type GameState } from '../../../src/engine/round';
import {
  decisionAtStep,
  gameSummaryOf,
  mistakesOf,
  needsAnotherLook,
  nextMistakeStep,
  reviewableRounds,
  reviewFrames,
  roundReviewKey,
  roundReviewSettings,
  stepOfMove,
} from '../../../src/features/review/review-model';
import { rules } from './helpers';
import { coachSettingsFor } from '../../../src/features/coach/coach-settings';

/** A game whose rounds are played by "always the first legal action", for `rounds` rounds. */
function playedGame(seed: number, rounds: number, overrides: Record<string, unknown> = {}): GameState {
  const r = rules('fudawiki', { rounds: 12, ...overrides });
  let g = createGame({ rules: r, seed });
  while (g.history.filter((h) => h.moves.length > 0).length < rounds && g.status !== 'finished') {
    if (g.status === 'round-over') {
      const n = startNextRound(g);
      if (!n.ok) throw new Error('next round');
      g = n.value;
      continue;
    }
    const next = applyGameAction(g, gameLegalActions(g)[0]!);
    if (!next.ok) throw new Error(JSON.stringify(next.error));
    g = next.value;
  }
  return g;
}

const fake = (moveIndex: number, grade: GradedDecision['grade']) => ({ moveIndex, grade }) as GradedDecision;

describe('frames and steps', () => {
  const game = playedGame(5, 1);
  const record = game.history[0]!;
  const frames = reviewFrames(record, game.rules);

  test('one frame for the deal and one per move, each move with its player', () => {
    expect(frames).toHaveLength(record.moves.length + 1);
    expect(frames[0]!.mover).toBeNull();
    expect(frames.slice(1).every((f) => f.mover === 0 || f.mover === 1)).toBe(true);
    expect(new Set(frames.slice(1).map((f) => f.mover))).toEqual(new Set([0, 1]));
  });

  test('a decision is shown on the frame after its move, and only the reviewed player’s moves are graded', () => {
    const review = reviewRound(record, game.rules, 0, { seed: game.seed, playouts: 20 });
    if (!review.ok) throw new Error('review');
    for (const d of review.value.decisions) {
      expect(stepOfMove(d.moveIndex)).toBe(d.moveIndex + 1);
      expect(decisionAtStep(review.value, stepOfMove(d.moveIndex))).toBe(d);
      expect(frames[stepOfMove(d.moveIndex)]!.mover).toBe(0);
    }
    const yours = frames.flatMap((f, i) => (f.mover === 0 ? [i] : []));
    expect(review.value.decisions.map((d) => stepOfMove(d.moveIndex))).toEqual(yours);
    expect(decisionAtStep(review.value, 0)).toBeNull();
    expect(decisionAtStep(null, 1)).toBeNull();
  });
});

describe('next mistake', () => {
  const review = { decisions: [fake(0, 'best'), fake(2, 'inaccuracy'), fake(4, 'good'), fake(6, 'blunder'), fake(8, 'forced'), fake(10, 'mistake')] };

  test('inaccuracies, mistakes and blunders are looked at again', () => {
    expect(['best', 'good', 'forced'].map((g) => needsAnotherLook(g as never))).toEqual([false, false, false]);
    expect(['inaccuracy', 'mistake', 'blunder'].map((g) => needsAnotherLook(g as never))).toEqual([true, true, true]);
  });

  test('jumps forward to the next one, then wraps round to the first', () => {
    expect(nextMistakeStep(review, 0)).toBe(3);
    expect(nextMistakeStep(review, 3)).toBe(7);
    expect(nextMistakeStep(review, 7)).toBe(11);
    expect(nextMistakeStep(review, 11)).toBe(3);
    expect(nextMistakeStep(review, 20)).toBe(3);
  });

  test('none, or only the one shown: nowhere to go', () => {
    expect(nextMistakeStep({ decisions: [fake(0, 'best')] }, 0)).toBeNull();
    expect(nextMistakeStep({ decisions: [fake(2, 'mistake')] }, 3)).toBeNull();
    expect(nextMistakeStep(null, 0)).toBeNull();
  });
});

describe('rounds of a game', () => {
  const game = playedGame(9, 3);

  test('rounds with moves are reviewable; a misdeal without moves is not', () => {
    expect(reviewableRounds(game).length).toBe(3);
    const misdeal = { history: [{ moves: [] }, { moves: [{ play: 'pine-crane' }] }] } as unknown as GameState;
    expect(reviewableRounds(misdeal)).toEqual([1]);
  });

  test('each round is reviewed with the game’s seed, the coach’s playouts and where the game stood before it (as the hints)', () => {
    for (const i of reviewableRounds(game)) {
      const s = roundReviewSettings(game, i, 0);
      expect(s.seed).toBe(game.seed);
      expect(s.playouts).toBe(COACH_PLAYOUTS);
      expect(s.context).toEqual(historyContext(game, i, 0));
    }
    const later = reviewableRounds(game).at(-1)!;
    const before = game.history[later - 1]!.totals;
    expect(roundReviewSettings(game, later, 0).context?.lead).toBe(before[0] - before[1]);
  });

  test('a grade and a hint of the same position get the same values', () => {
    const i = reviewableRounds(game).at(-1)!;
    const settings = { ...roundReviewSettings(game, i, 0), playouts: 30 };
    const r = reviewRound(game.history[i]!, game.rules, 0, settings);
    if (!r.ok) throw new Error('review');
    const d = r.value.decisions.find((x) => x.grade !== 'forced')!;
    const hint = evaluateDecision(d.view, { ...coachSettingsFor({ ...game, history: game.history.slice(0, i), totals: i === 0 ? [0, 0] : game.history[i - 1]!.totals, round: game.history[i]!.round } as GameState, d.view), playouts: 30 });
    expect(hint).toEqual(d.values);
  });

  test('keys tell rounds and games apart', () => {
    const keys = reviewableRounds(game).map((i) => roundReviewKey(game, i));
    expect(new Set(keys).size).toBe(keys.length);
    expect(roundReviewKey(playedGame(10, 1), 0)).not.toBe(roundReviewKey(game, 0));
    // The same deal played otherwise (as a deal link played twice) is another review.
    const record = game.history[0]!;
    const other = { ...game, history: [{ ...record, moves: [...record.moves].reverse() }] };
    expect(roundReviewKey(other, 0)).not.toBe(roundReviewKey(game, 0));
  });

  test('the game’s summary counts every round’s decisions once', () => {
    const reviews = reviewableRounds(game).map((i) => {
      const r = reviewRound(game.history[i]!, game.rules, 0, { ...roundReviewSettings(game, i, 0), playouts: 20 });
      if (!r.ok) throw new Error('review');
      return r.value;
    });
    const all = gameSummaryOf(reviews);
    expect(all).toEqual(summarise(reviews.flatMap((r) => r.decisions)));
    const choices = (s: typeof all) => Object.values(s.grades).reduce((a, b) => a + b, 0);
    expect(choices(all)).toBe(reviews.reduce((n, r) => n + choices(r.summary), 0));
    expect(all.forced).toBe(reviews.reduce((n, r) => n + r.summary.forced, 0));
  });
});

describe('mistakes for the trainer', () => {
  test('only mistakes and blunders, each with its position, action, grade and the decision’s seed', () => {
    const game = playedGame(5, 2);
    const index = reviewableRounds(game).at(-1)!;
    const record = game.history[index]!;
    const r = reviewRound(record, game.rules, 0, { ...roundReviewSettings(game, index, 0), playouts: 20 });
    if (!r.ok) throw new Error('review');
    // Grades rewritten so that the test holds whatever the playouts say.
    const decisions = r.value.decisions.map((d, i) => ({ ...d, grade: (['mistake', 'blunder', 'inaccuracy', 'best'] as const)[i % 4]! }));
    const review: RoundReview = { ...r.value, decisions };
    const kept = mistakesOf(game, index, review);
    expect(kept.map((k) => k.moveIndex)).toEqual(decisions.filter((d) => d.grade === 'mistake' || d.grade === 'blunder').map((d) => d.moveIndex));
    for (const k of kept) {
      const d = decisions.find((x) => x.moveIndex === k.moveIndex)!;
      expect(k.input.view).toBe(d.view);
      expect(k.input.chosen).toBe(d.chosen.action);
      expect(k.input.grade).toBe(d.grade);
      expect(k.input.loss).toBe(d.loss);
      expect(k.input.scale).toBe(d.scale);
      expect(k.input.seed).toBe(decisionSeed(game.seed, d.view));
      expect(k.input.context).toEqual(historyContext(game, index, 0));
      expect(k.input.from).toEqual({ round: record.round, month: record.month });
    }
  });
});
