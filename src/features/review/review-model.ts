/**
 * Reviewing a finished round move by move: the round is dealt again from its seed and its
 * recorded moves are replayed through the engine, giving one frame per move (frame 0 is
 * the deal) with the log lines that move produced. Each frame is shown from both seats'
 * views: once the round is over its hands are no longer secret, and each hand comes from
 * its own player's view, so the review, like the table, reads only what the engine lets a
 * player see.
 */
import type { CardId } from '../../engine/cards';
import {
  actionFromMove,
  applyAction,
  dealRound,
  playerView,
  type GameRoundRecord,
  type GameState,
  type PlayerIndex,
  type RoundLogEntry,
} from '../../engine/round';
import type { RuleSet } from '../../engine/rules/ruleset';
import { decisionSeed } from '../../engine/coach/evaluate';
import { isMistake, summarise, type Grade, type ReviewSummary } from '../../engine/coach/grades';
import { historyContext, type GradedDecision, type ReviewSettings, type RoundReview } from '../../engine/coach/review';
import type { MistakeInput } from '../mistakes/mistakes-store';
import { reviewSettingsFor } from '../coach/coach-settings';
import { capturedPiles, type CapturedPileModel } from '../table/table-model';
import { bySeat, seatCount, type BySeat } from '../../engine/round/seats';

/** One position of the round, as both players saw it. */
export interface ReviewTable {
  readonly dealer: PlayerIndex;
  readonly field: readonly CardId[];
  /** Each player's hand, from their own view (two or three seats). */
  readonly hands: BySeat<readonly CardId[]>;
  readonly piles: BySeat<CapturedPileModel>;
}

export interface ReviewFrame {
  readonly table: ReviewTable;
  /** What this move did (for frame 0: anything that happened at the deal). */
  readonly entries: readonly RoundLogEntry[];
  /** Who made the move that led here (null for the deal). */
  readonly mover: PlayerIndex | null;
}

export function reviewFrames(record: GameRoundRecord, rules: RuleSet): ReviewFrame[] {
  // A keyed game's round (an online room's) is dealt again from its recorded deck.
  const dealt = dealRound({ rules, month: record.month, dealer: record.dealer, seed: record.seed, ...(record.deck ? { deck: record.deck } : {}) });
  if (!dealt.ok) return [];
  let state = dealt.value;
  const tableOf = (): ReviewTable => {
    const seats = bySeat(seatCount(rules.options), (p) => playerView(state, p));
    return { dealer: seats[0].dealer, field: seats[0].field, hands: bySeat(seatCount(rules.options), (p) => seats[p].hand), piles: capturedPiles(seats[0]) };
  };
  const frames: ReviewFrame[] = [{ table: tableOf(), entries: state.log, mover: null }];
  for (const move of record.moves) {
    const action = actionFromMove(move);
    if (!action) break;
    const next = applyAction(state, action);
    if (!next.ok) break;
    const entries = next.value.log.slice(state.log.length);
    const mover = state.toMove;
    state = next.value;
    frames.push({ table: tableOf(), entries, mover });
  }
  return frames;
}

// ---------------------------------------------------------------------------------------
// The coach's grades, beside the frames
// ---------------------------------------------------------------------------------------

/** The frame that shows a move: frame 0 is the deal, frame k + 1 the position after move k. */
export function stepOfMove(moveIndex: number): number {
  return moveIndex + 1;
}

/** The graded decision whose move frame `step` shows, if it was the reviewed player's. */
export function decisionAtStep(review: Pick<RoundReview, 'decisions'> | null, step: number): GradedDecision | null {
  if (!review || step < 1) return null;
  return review.decisions.find((d) => stepOfMove(d.moveIndex) === step) ?? null;
}

/** Grades the "next mistake" jump stops at: an inaccuracy or worse. */
export function needsAnotherLook(grade: Grade | 'forced'): boolean {
  return grade === 'inaccuracy' || isMistake(grade);
}

/**
 * The step of the next decision graded an inaccuracy or worse after `step`, wrapping round to
 * the first; null when there is none (or none but the one shown).
 */
export function nextMistakeStep(review: Pick<RoundReview, 'decisions'> | null, step: number): number | null {
  if (!review) return null;
  const steps = review.decisions.filter((d) => needsAnotherLook(d.grade)).map((d) => stepOfMove(d.moveIndex));
  const after = steps.find((s) => s > step);
  if (after !== undefined) return after;
  const first = steps[0];
  return first !== undefined && first !== step ? first : null;
}

/** Indices (in the game's history) of the rounds with moves to review, misdeals without moves left out. */
export function reviewableRounds(game: Pick<GameState, 'history'>): number[] {
  return game.history.flatMap((h, i) => (h.moves.length > 0 ? [i] : []));
}

/**
 * What the coach is told to review round `index` of the game's history: the settings the hints
 * use (coach-settings.ts: the game's seed, from which each decision's seed is derived with its
 * position, the coach's playouts, and where the game stood before that round), so a hint and a
 * grade of the same position agree.
 */
export function roundReviewSettings(game: GameState, index: number, player: PlayerIndex): ReviewSettings {
  return reviewSettingsFor(game, index, player);
}

/**
 * A review's identity: the game, the round, its deal and its moves (the same deal link played
 * twice is the same game seed and deal, but not the same moves).
 */
export function roundReviewKey(game: Pick<GameState, 'seed' | 'history'>, index: number): string {
  const h = game.history[index];
  return h ? `${game.seed}:${index}:${h.seed}:${JSON.stringify(h.moves)}` : `${game.seed}:${index}:none`;
}

/** The summary over several rounds' reviews: every graded decision counted once. */
export function gameSummaryOf(reviews: readonly Pick<RoundReview, 'decisions'>[]): ReviewSummary {
  return summarise(reviews.flatMap((r) => r.decisions));
}

/**
 * The reviewed player's mistakes and blunders of a round, as the mistakes trainer keeps them:
 * the position, the action made, the grade and its scale, and the decision's own seed.
 */
export function mistakesOf(game: GameState, index: number, review: RoundReview): { readonly moveIndex: number; readonly input: MistakeInput }[] {
  const record = game.history[index];
  if (!record) return [];
  const context = historyContext(game, index, review.player);
  return review.decisions.flatMap((d) =>
    d.grade === 'mistake' || d.grade === 'blunder'
      ? [
          {
            moveIndex: d.moveIndex,
            input: {
              view: d.view,
              chosen: d.chosen.action,
              grade: d.grade,
              loss: d.loss,
              scale: d.scale,
              ...(context ? { context } : {}),
              seed: decisionSeed(game.seed, d.view),
              from: { round: record.round, month: record.month },
            },
          },
        ]
      : [],
  );
}
