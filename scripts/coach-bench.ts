/**
 * Coach bench: how stable, fast and sensible the coach's grades are (src/engine/coach).
 *
 *   npm run coach-bench -- [--quick] [--playouts N] [--decisions N] [--rounds N] [--seed S]
 *
 * Decisions come from real games: the three computer levels play each other (beginner–
 * intermediate, intermediate–expert, expert–beginner) under fudawiki (12 rounds) and
 * koikoi-japan (8 rounds, first to 30), and every decision is kept with the level that made
 * it and the game context of its round. A sample of the decisions that were choices (as many
 * of each level) is then graded twice, with two seeds, and the bench prints:
 *
 * - stability: the share of decisions whose grade moves by more than one step / by any step;
 * - the evaluation's noise: how far a loss moves between the two seeds (points, win chance);
 * - the distribution of the losses (percentiles per level, points and win chance);
 * - agreement: how often the coach's best action is the expert's own choice, and each level's
 *   accuracy (`summarise`): the beginner should come out worst, the expert best;
 * - speed on this machine: one decision, and the review of a whole round (one player's
 *   decisions), median and p95.
 *
 * --quick (for CI, well under 20 s): short games, few decisions, few playouts; it shows the
 * bench runs, its figures are not meant to be read. Exits non-zero only on errors.
 */
import { AI_LEVELS, chooseAction, gameContext, type AiLevel, type GameContext } from '../src/engine/ai';
import {
  COACH_PLAYOUTS,
  GRADES,
  decisionSeed,
  evaluateDecision,
  gradeDecision,
  historyContext,
  reviewRound,
  sameAction,
  summarise,
  type DecisionValues,
  type GradedDecision,
} from '../src/engine/coach';
import { buildRuleSet, type RuleSet } from '../src/engine';
import { createRng, hashSeed, shuffle } from '../src/engine/random';
import { createGame, playGame, playerView, viewLegalActions, type GameState, type PlayerIndex, type PlayerView, type RoundAction } from '../src/engine/round';
import { ruleErrorText } from '../src/words/errors';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}
const quick = process.argv.includes('--quick');
const PLAYOUTS = Number(arg('playouts') ?? (quick ? 60 : COACH_PLAYOUTS));
const DECISIONS = Number(arg('decisions') ?? (quick ? 24 : 300));
const REVIEW_ROUNDS = Number(arg('rounds') ?? (quick ? 2 : 12));
const SEED = Number(arg('seed') ?? 1);
const PRESETS = ['fudawiki', 'koikoi-japan'] as const;
const PAIRINGS: readonly [AiLevel, AiLevel][] = [
  ['beginner', 'intermediate'],
  ['intermediate', 'expert'],
  ['expert', 'beginner'],
];

interface Sample {
  readonly preset: string;
  readonly rules: RuleSet;
  readonly level: AiLevel;
  readonly view: PlayerView;
  readonly action: RoundAction;
  readonly context: GameContext | undefined;
  readonly choices: number;
}

function rulesOf(preset: string): RuleSet {
  // Quick: two-round games (the context and the shapes stay those of a short game of the preset).
  const r = buildRuleSet(preset, quick ? { rounds: 2 } : {});
  if (!r.ok) throw new Error(ruleErrorText(r.error));
  return r.value;
}

/** Plays one game per pairing and preset, keeping every decision. */
function collect(): { samples: Sample[]; games: { game: GameState; levels: readonly [AiLevel, AiLevel] }[] } {
  const samples: Sample[] = [];
  const games: { game: GameState; levels: readonly [AiLevel, AiLevel] }[] = [];
  for (const preset of PRESETS) {
    const rules = rulesOf(preset);
    PAIRINGS.forEach(([a, b], i) => {
      const seed = hashSeed(SEED, 0xb3c4, i, preset.length);
      const levels = [a, b] as const;
      const game = playGame(createGame({ rules, seed, explain: false }), (g, p, move) => {
        const view = playerView(g.current, p);
        const context = gameContext(g, p);
        const action = chooseAction(view, levels[p === 0 ? 0 : 1], hashSeed(seed, move), context).action;
        samples.push({ preset, rules, level: levels[p === 0 ? 0 : 1], view, action, context, choices: viewLegalActions(view).length });
        return action;
      });
      games.push({ game, levels });
    });
  }
  return { samples, games };
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};
const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((x, y) => x - y);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
};
const median = (xs: readonly number[]) => percentile(xs, 0.5);
const fmt = (x: number, d = 2) => (Number.isFinite(x) ? x.toFixed(d) : '–');
const pct = (k: number, n: number) => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;
const PCTS = [0.5, 0.75, 0.9, 0.95, 0.99] as const;
const row = (xs: readonly number[], d = 2) => PCTS.map((p) => fmt(percentile(xs, p), d)).join(' / ');

/** Loss of the chosen action in points, against the action with the most points. */
function pointsLoss(v: DecisionValues, g: GradedDecision): number {
  const best = Math.max(...v.values.map((x) => x.points));
  return Math.max(0, best - g.chosen.points);
}

function main(): void {
  const t0 = performance.now();
  const { samples, games } = collect();
  const collectSecs = (performance.now() - t0) / 1000;
  const choices = samples.filter((s) => s.choices > 1);
  console.log(
    `Coach bench${quick ? ' (quick)' : ''}: ${PLAYOUTS} playouts per action, seed ${SEED}; ${games.length} games, ${samples.length} decisions (${choices.length} choices) collected in ${collectSecs.toFixed(1)} s`,
  );

  // An even sample of the choices of each level (both presets mixed), in a seeded order.
  const rng = createRng(hashSeed(SEED, 0x5a));
  const perLevel = Math.ceil(DECISIONS / AI_LEVELS.length);
  const picked = AI_LEVELS.flatMap((level) => shuffle(choices.filter((s) => s.level === level), rng).slice(0, perLevel));

  const grades: { s: Sample; g1: GradedDecision; g2: GradedDecision; p1: number; p2: number; ms: number; cpu: number }[] = [];
  for (const s of picked) {
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const v1 = evaluateDecision(s.view, { seed: decisionSeed(SEED, s.view), playouts: PLAYOUTS, context: s.context });
    const ms = performance.now() - started;
    const cpu = cpuMs(cpu0);
    const v2 = evaluateDecision(s.view, { seed: decisionSeed(SEED + 1000, s.view), playouts: PLAYOUTS, context: s.context });
    const g1 = gradeDecision(s.view, s.action, v1);
    const g2 = gradeDecision(s.view, s.action, v2);
    grades.push({ s, g1, g2, p1: pointsLoss(v1, g1), p2: pointsLoss(v2, g2), ms, cpu });
  }
  const n = grades.length;
  const step = (g: { g1: GradedDecision; g2: GradedDecision }) =>
    Math.abs(GRADES.indexOf(g.g1.grade as (typeof GRADES)[number]) - GRADES.indexOf(g.g2.grade as (typeof GRADES)[number]));
  const moved = grades.filter((g) => step(g) > 0).length;
  const movedFar = grades.filter((g) => step(g) > 1).length;
  console.log(`\nStability: ${n} decisions graded twice (seeds ${SEED} and ${SEED + 1000})`);
  console.log(`  grade moves by more than one step: ${movedFar} (${pct(movedFar, n)}; target ≤ 5%)`);
  console.log(`  grade moves by any step: ${moved} (${pct(moved, n)})`);
  const bestFlip = grades.filter((g) => !sameAction(g.g1.values.values[0]!.action, g.g2.values.values[0]!.action)).length;
  // A different best action that the other seed values as equal (a tie: two cards of a month
  // that play alike) is no disagreement; one it grades below 'best' is.
  const bestDisowned = grades.filter((g) => {
    const first = g.g1.values.values[0]!.action;
    const again = g.g2.values.values.find((v) => sameAction(v.action, first))!;
    return gradeDecision(g.s.view, again.action, g.g2.values).grade !== 'best';
  }).length;
  console.log(`  best action differs between the seeds: ${bestFlip} (${pct(bestFlip, n)}); seed 1's best graded below best by seed 2: ${bestDisowned} (${pct(bestDisowned, n)})`);

  const win = grades.filter((g) => g.g1.scale === 'win');
  console.log(`\nEvaluation noise: |loss(seed 1) − loss(seed 2)|, percentiles ${PCTS.map((p) => `p${p * 100}`).join(' / ')}`);
  console.log(`  points (${n}):      ${row(grades.map((g) => Math.abs(g.p1 - g.p2)))}`);
  console.log(`  win chance (${win.length}):  ${row(win.map((g) => Math.abs(g.g1.loss - g.g2.loss)), 4)}`);

  console.log(`\nLosses of the chosen action (seed ${SEED}), percentiles ${PCTS.map((p) => `p${p * 100}`).join(' / ')}`);
  for (const level of AI_LEVELS) {
    const mine = grades.filter((g) => g.s.level === level);
    console.log(`  ${level.padEnd(12)} points ${row(mine.map((g) => g.p1))}   win ${row(mine.filter((g) => g.g1.scale === 'win').map((g) => g.g1.loss), 4)}`);
  }
  const all = grades.map((g) => g.g1.loss);
  console.log(`  ${'all'.padEnd(12)} points ${row(grades.map((g) => g.p1))}   win ${row(all, 4)}`);
  const zero = grades.filter((g) => g.g1.loss === 0).length;
  console.log(`  chosen action valued best: ${pct(zero, n)}`);

  console.log(`\nGrades and accuracy by level (seed ${SEED}; ${GRADES.join(' / ')})`);
  for (const level of AI_LEVELS) {
    const mine = grades.filter((g) => g.s.level === level).map((g) => g.g1);
    const sum = summarise(mine);
    console.log(`  ${level.padEnd(12)} ${mine.length} decisions: accuracy ${fmt(sum.accuracy ?? NaN, 1)}; ${GRADES.map((k) => sum.grades[k]).join(' / ')}`);
  }
  const expert = grades.filter((g) => g.s.level === 'expert');
  const agree = expert.filter((g) => sameAction(g.g1.values.values[0]!.action, g.s.action)).length;
  const bestGrade = expert.filter((g) => g.g1.grade === 'best').length;
  console.log(`\nAgreement: the coach's best action is the expert's own choice in ${agree} of ${expert.length} (${pct(agree, expert.length)}); graded best ${pct(bestGrade, expert.length)}`);

  // Speed: one decision (the first evaluation above), and whole rounds reviewed.
  // Wall time depends on what else the machine runs; CPU time is the evaluation's own cost.
  const ms = grades.map((g) => g.ms);
  const cpu = grades.map((g) => g.cpu);
  console.log(`\nSpeed (this machine; ${PLAYOUTS} playouts per action; wall time, and CPU time of this process)`);
  console.log(
    `  one decision: wall median ${fmt(median(ms), 0)} ms, p95 ${fmt(percentile(ms, 0.95), 0)} ms; CPU median ${fmt(median(cpu), 0)} ms, p95 ${fmt(percentile(cpu, 0.95), 0)} ms, max ${fmt(Math.max(...cpu), 0)} ms (target ≤ 200 ms)`,
  );
  const rounds: { game: GameState; index: number; player: PlayerIndex }[] = [];
  for (const { game } of games) game.history.forEach((r, index) => r.result.end !== 'misdeal' && r.moves.length > 0 && rounds.push({ game, index, player: (index % 2) as PlayerIndex }));
  const reviewMs: number[] = [];
  const reviewCpu: number[] = [];
  let reviewed = 0;
  for (const r of shuffle(rounds, createRng(hashSeed(SEED, 0x7e))).slice(0, REVIEW_ROUNDS)) {
    const record = r.game.history[r.index]!;
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const review = reviewRound(record, r.game.rules, r.player, { seed: r.game.seed, playouts: PLAYOUTS, context: historyContext(r.game, r.index, r.player) });
    reviewMs.push(performance.now() - started);
    reviewCpu.push(cpuMs(cpu0));
    if (!review.ok) throw new Error(`review failed: ${JSON.stringify(review.error)}`);
    reviewed += review.value.decisions.length;
  }
  console.log(
    `  one round (${reviewMs.length} rounds, ${(reviewed / Math.max(1, reviewMs.length)).toFixed(1)} decisions each): wall median ${fmt(median(reviewMs), 0)} ms, p95 ${fmt(percentile(reviewMs, 0.95), 0)} ms; CPU median ${fmt(median(reviewCpu), 0)} ms, p95 ${fmt(percentile(reviewCpu, 0.95), 0)} ms (target ≤ 1500 ms)`,
  );
  console.log(`\nTotal ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

main();
