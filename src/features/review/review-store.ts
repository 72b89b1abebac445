/**
 * The coach's grades for the practice game's review: each round of the game's history is
 * reviewed by the coach (in its worker, src/features/coach/coach-client.ts) one round at a
 * time, the round on screen first. Once a round's grades arrive, the person's mistakes and
 * blunders are kept for the mistakes trainer (once per position) and the ids are remembered
 * for the review's "Try again" links.
 *
 * Loaded with the review only: the game's first script never needs it.
 */
import { atom } from 'nanostores';
import type { Progress, ReviewError, ReviewSettings, RoundReview } from '../../engine/coach';
import type { GameState, GameRoundRecord, PlayerIndex } from '../../engine/round';
import type { Result } from '../../engine/result';
import type { RuleSet } from '../../engine/rules/ruleset';
import { review as coachReview, type CoachTask } from '../coach/coach-client';
import { keepMistake } from '../mistakes/mistakes-store';
import { mistakesOf, roundReviewKey, roundReviewSettings } from './review-model';

/** Whose review it is when no seat is named: the practice game's person, seat 0. */
export const PERSON: PlayerIndex = 0;

export type RoundGrading =
  | { readonly status: 'queued' }
  | { readonly status: 'running'; readonly progress: number }
  | {
      readonly status: 'done';
      readonly review: RoundReview;
      /** Kept mistakes by move index (the trainer's ids). */
      readonly kept: Readonly<Record<number, string>>;
    }
  | { readonly status: 'failed' }
  | { readonly status: 'cancelled' };

/** Each round's grading, by `roundReviewKey`. */
export const $gradings = atom<Readonly<Record<string, RoundGrading>>>({});

/** The coach's review job (the worker's, by default; tests may run it another way). */
export type ReviewRunner = (
  record: Pick<GameRoundRecord, 'month' | 'dealer' | 'seed' | 'deck' | 'moves'>,
  rules: RuleSet,
  player: PlayerIndex,
  settings: ReviewSettings,
  onProgress: (p: Progress) => void,
) => CoachTask<Result<RoundReview, ReviewError>>;

let runner: ReviewRunner = coachReview;
/** Keeps a mistake for the trainer; returns its id (tests may replace it). */
let keeper: typeof keepMistake = keepMistake;

export function setReviewRunner(r: ReviewRunner | null, k?: typeof keepMistake | null): void {
  runner = r ?? coachReview;
  keeper = k ?? keepMistake;
}

interface Job {
  readonly key: string;
  readonly game: GameState;
  readonly index: number;
  /** Whose decisions are graded (the practice game's person; pass-and-play, the seat chosen). */
  readonly player: PlayerIndex;
}

/** A grading's key: the round's, and the seat's when it is not the practice game's person. */
function gradingKey(game: GameState, index: number, player: PlayerIndex): string {
  const key = roundReviewKey(game, index);
  return player === PERSON ? key : `${key}:seat${player}`;
}

let queue: Job[] = [];
let active: { readonly job: Job; readonly task: CoachTask<Result<RoundReview, ReviewError>> } | null = null;
/** The game whose rounds the map holds (a new game starts a new map). */
let gameSeed: number | null = null;

function setGrading(key: string, g: RoundGrading): void {
  $gradings.set({ ...$gradings.get(), [key]: g });
}

/** The grading of round `index` of `game` (of `player`'s decisions), if asked for. */
export function gradingOf(gradings: Readonly<Record<string, RoundGrading>>, game: GameState, index: number, player: PlayerIndex = PERSON): RoundGrading | null {
  return gradings[gradingKey(game, index, player)] ?? null;
}

/**
 * Asks the coach to grade these rounds of the game's history, in this order (the first is
 * moved to the front of the queue, so the round on screen comes first). Rounds already graded,
 * running or queued are not asked again; cancelled or failed ones are.
 */
export function gradeRounds(game: GameState, indices: readonly number[], player: PlayerIndex = PERSON): void {
  if (gameSeed !== game.seed) {
    cancelGrading();
    gameSeed = game.seed;
    $gradings.set({});
  }
  const jobs: Job[] = [];
  for (const index of indices) {
    if (!game.history[index]) continue;
    const key = gradingKey(game, index, player);
    const now = $gradings.get()[key];
    if (now && (now.status === 'done' || now.status === 'running')) continue;
    jobs.push({ key, game, index, player });
    setGrading(key, { status: 'queued' });
  }
  const keys = new Set(jobs.map((j) => j.key));
  queue = [...jobs, ...queue.filter((j) => !keys.has(j.key))];
  next();
}

function next(): void {
  if (active) return;
  const job = queue.shift();
  if (!job) return;
  const record = job.game.history[job.index]!;
  setGrading(job.key, { status: 'running', progress: 0 });
  const task = runner(record, job.game.rules, job.player, roundReviewSettings(job.game, job.index, job.player), (p) => {
    if (active?.job === job) setGrading(job.key, { status: 'running', progress: p.total > 0 ? Math.min(1, p.done / p.total) : 0 });
  });
  active = { job, task };
  task.result.then(
    (result) => finish(job, result),
    () => finish(job, undefined),
  );
}

function finish(job: Job, result: Result<RoundReview, ReviewError> | null | undefined): void {
  if (active?.job !== job) return;
  active = null;
  if (result === null) setGrading(job.key, { status: 'cancelled' });
  else if (result === undefined || !result.ok) setGrading(job.key, { status: 'failed' });
  else setGrading(job.key, { status: 'done', review: result.value, kept: keepMistakes(job.game, job.index, result.value) });
  next();
}

/** Keeps the round's mistakes and blunders for the trainer (it keeps each position once). */
function keepMistakes(game: GameState, index: number, review: RoundReview): Record<number, string> {
  const kept: Record<number, string> = {};
  try {
    for (const m of mistakesOf(game, index, review)) kept[m.moveIndex] = keeper(m.input);
  } catch {
    // The trainer's storage is full or blocked: the review still shows the grades.
  }
  return kept;
}

/** Stops the coach: the round being graded and those waiting are marked cancelled. */
export function cancelGrading(): void {
  const running = active;
  active = null;
  const waiting = queue;
  queue = [];
  for (const j of [...(running ? [running.job] : []), ...waiting]) setGrading(j.key, { status: 'cancelled' });
  running?.task.cancel();
}
