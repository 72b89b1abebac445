/**
 * Coach bench: how stable, fast and sensible the coach's grades are (src/engine/coach).
 *
 *   npm run coach-bench -- [--quick | --check] [--players 2|3] [--playouts N] [--decisions N]
 *                          [--rounds N] [--seed S] [--presets a,b] [--short] [--dump FILE]
 *
 * Decisions come from real games: the three computer levels play each other (beginner–
 * intermediate, intermediate–expert, expert–beginner) under each preset, and every decision
 * is kept with the level that made it and the game context of its round. `--players 3`: the
 * same with three seats (each preset with `players: 3`), the three levels at one table in each
 * of three seatings, so that every level sits in every seat; the coach values a three-seat
 * decision by the player's own points and their chance of winning the game. A sample of the
 * decisions that were choices (`--decisions` of each level under each preset) is graded twice,
 * with two seeds, and the bench prints:
 *
 * - the grades: the share of each grade for each level's moves and for a player who always
 *   picks the coach's worst legal move (at the same decisions), per preset; and the points
 *   each of them gives away (percentiles);
 * - stability: the share of decisions whose grade moves by more than one step / by any step;
 * - the evaluation's noise: how far a loss moves between the two seeds (points, win chance);
 * - agreement: how often the coach's best action is the expert's own choice, and each level's
 *   accuracy (`summarise`): the beginner should come out worst, the expert best;
 * - cost: playouts of one decision and of a whole round's review (counted), and the time they
 *   take on this machine.
 *
 * --short: two-round games of each preset (where one round weighs more in the chance of
 * winning). --quick: short games, few decisions, few playouts; shows the bench runs (figures
 * not meant to be read). --dump FILE writes every graded decision's values (both seeds) as JSON, to try
 * other grade limits on without running the playouts again.
 *
 * --check (a step of `npm test`): on fixed seeds and the coach's own playouts, asserts what the
 * coach exists for (see CHECKS below), one line per check, then `N passed, N failed`; exits
 * non-zero on a failure. It checks two-player games, then a smaller set of three-player ones
 * (THREE_CHECK); `--players 3 --check` checks three players only, at the full check's sizes.
 */
import { writeFileSync } from 'node:fs';
import { AI_LEVELS, chooseAction, gameContext, type AiLevel, type GameContext } from '../src/engine/ai';
import { Sampler } from '../src/engine/ai/sampler';
import {
  COACH_PLAYOUTS,
  GRADES,
  GRADE_LIMITS,
  decisionSeed,
  evaluateDecision,
  gradeDecision,
  gradeOf,
  historyContext,
  reviewRound,
  sameAction,
  summarise,
  type ActionValue,
  type DecisionValues,
  type Grade,
  type GradedDecision,
} from '../src/engine/coach';
import { buildRuleSet, PRESET_IDS, type RuleSet } from '../src/engine';
import { createRng, hashSeed, shuffle } from '../src/engine/random';
import { createGame, playGame, playerView, viewLegalActions, type GameState, type PlayerIndex, type PlayerView, type RoundAction } from '../src/engine/round';
import type { SeatCount } from '../src/engine/round/seats';
import { ruleErrorText } from '../src/words/rule-errors';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}
const quick = process.argv.includes('--quick');
const check = process.argv.includes('--check');
/** The check grades with the coach's own playouts: it asserts the coach as the site runs it. */
const PLAYOUTS = Number(arg('playouts') ?? (quick ? 60 : COACH_PLAYOUTS));
/** Decisions graded per level and preset. */
const DECISIONS = Number(arg('decisions') ?? (quick ? 4 : check ? 12 : 60));
const REVIEW_ROUNDS = Number(arg('rounds') ?? (quick || check ? 2 : 12));
const SEED = Number(arg('seed') ?? 1);
/** Rounds per game: the preset's own, or two for the short runs and --short (a short game of the same shape). */
const SHORT_GAMES = quick || check || process.argv.includes('--short');
/**
 * The check's presets: two for two players; every preset for three (`--players 3 --check`),
 * since a three-player round gives away 3 points or more with its worst move more rarely
 * (bench: 32 of 450 decisions) and the worst-move check needs ten such decisions to say anything.
 */
const PRESETS: readonly string[] = arg('presets')?.split(',') ?? (check && arg('players') !== '3' ? ['fudawiki', 'koikoi-japan'] : PRESET_IDS);
const DUMP = arg('dump');
const PLAYERS_ARG: SeatCount = arg('players') === '3' ? 3 : 2;
if (arg('players') !== undefined && !['2', '3'].includes(arg('players')!)) throw new Error(`--players: 2 or 3, not ${arg('players')}`);
const PAIRINGS: readonly (readonly AiLevel[])[] = [
  ['beginner', 'intermediate'],
  ['intermediate', 'expert'],
  ['expert', 'beginner'],
];
/** Three seats: the three levels at one table, in each of three seatings (every level in every seat). */
const TABLES_OF_THREE: readonly (readonly AiLevel[])[] = [
  ['beginner', 'intermediate', 'expert'],
  ['intermediate', 'expert', 'beginner'],
  ['expert', 'beginner', 'intermediate'],
];
/** Who made a move: a computer level, or the player who always picks the coach's worst legal move. */
const PLAYERS = [...AI_LEVELS, 'worst'] as const;
type Player = (typeof PLAYERS)[number];

interface Sample {
  readonly preset: string;
  readonly rules: RuleSet;
  readonly level: AiLevel;
  readonly view: PlayerView;
  readonly action: RoundAction;
  readonly context: GameContext | undefined;
  readonly choices: number;
}

function rulesOf(preset: string, players: SeatCount, rounds: number | null): RuleSet {
  const r = buildRuleSet(preset, { ...(rounds !== null ? { rounds } : {}), ...(players === 3 ? { players: 3 } : {}) });
  if (!r.ok) throw new Error(ruleErrorText(r.error));
  return r.value;
}

interface Played {
  readonly game: GameState;
  readonly levels: readonly AiLevel[];
}

/** Plays one game per pairing (or table of three) and preset, keeping every decision. */
function collect(presets: readonly string[], players: SeatCount, rounds: number | null): { samples: Sample[]; games: Played[] } {
  const samples: Sample[] = [];
  const games: Played[] = [];
  for (const preset of presets) {
    const rules = rulesOf(preset, players, rounds);
    (players === 3 ? TABLES_OF_THREE : PAIRINGS).forEach((levels, i) => {
      // Two seats: the seeds as before (the figures of grades.ts); three: seeds of their own.
      const seed = players === 2 ? hashSeed(SEED, 0xb3c4, i, preset.length) : hashSeed(SEED, 0xb3c4, i, preset.length, 3);
      const game = playGame(createGame({ rules, seed, explain: false }), (g, p, move) => {
        const view = playerView(g.current, p);
        const context = gameContext(g, p);
        const action = chooseAction(view, levels[p]!, hashSeed(seed, move), context).action;
        samples.push({ preset, rules, level: levels[p]!, view, action, context, choices: viewLegalActions(view).length });
        return action;
      });
      games.push({ game, levels });
    });
  }
  return { samples, games };
}

/** Playouts the coach runs, counted where they are run (every playout goes through Sampler.runToEnd). */
let playoutCount = 0;
const runToEnd = Sampler.prototype.runToEnd;
Sampler.prototype.runToEnd = function counted(this: Sampler, ...args: Parameters<Sampler['runToEnd']>) {
  playoutCount++;
  return runToEnd.apply(this, args);
};
/** Runs `f` and returns its result with the playouts it ran. */
function counting<T>(f: () => T): { value: T; playouts: number } {
  const before = playoutCount;
  const value = f();
  return { value, playouts: playoutCount - before };
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
const gradeIndex = (g: Grade | 'forced') => GRADES.indexOf(g as Grade);

/** Points the action gives away against the action with the most points (whatever the scale graded). */
function pointsLoss(v: DecisionValues, chosen: ActionValue): number {
  const best = Math.max(...v.values.map((x) => x.points));
  return Math.max(0, best - chosen.points);
}

/** Chance of winning given away against the best action (0 without a game context). */
function winLoss(v: DecisionValues, chosen: ActionValue): number {
  return v.scale === 'win' ? Math.max(0, (v.values[0]!.win ?? 0) - (chosen.win ?? 0)) : 0;
}

/** One move graded with both seeds: the level's own, or the worst legal one. */
interface Graded {
  readonly g1: GradedDecision;
  readonly g2: GradedDecision;
  /** Points given away (seed 1, seed 2). */
  readonly p1: number;
  readonly p2: number;
}
interface Decision {
  readonly s: Sample;
  readonly own: Graded;
  /** The action the coach values lowest with seed 1, graded by both seeds. */
  readonly worst: Graded;
  /** Playouts of the first evaluation (counted), its wall and CPU time. */
  readonly playouts: number;
  readonly ms: number;
  readonly cpu: number;
}

function gradeBoth(s: Sample, action: RoundAction, v1: DecisionValues, v2: DecisionValues): Graded {
  const g1 = gradeDecision(s.view, action, v1);
  const g2 = gradeDecision(s.view, action, v2);
  return { g1, g2, p1: pointsLoss(v1, g1.chosen), p2: pointsLoss(v2, g2.chosen) };
}

/** An even sample of the choices of each level under each preset (seeded order), graded twice. */
function gradeSample(samples: readonly Sample[], presets: readonly string[], perLevel: number): Decision[] {
  const rng = createRng(hashSeed(SEED, 0x5a));
  const choices = samples.filter((s) => s.choices > 1);
  const picked = presets.flatMap((preset) => AI_LEVELS.flatMap((level) => shuffle(choices.filter((s) => s.preset === preset && s.level === level), rng).slice(0, perLevel)));
  return picked.map((s) => {
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const { value: v1, playouts } = counting(() => evaluateDecision(s.view, { seed: decisionSeed(SEED, s.view), playouts: PLAYOUTS, context: s.context }));
    const ms = performance.now() - started;
    const cpu = cpuMs(cpu0);
    const v2 = evaluateDecision(s.view, { seed: decisionSeed(SEED + 1000, s.view), playouts: PLAYOUTS, context: s.context });
    const worst = v1.values[v1.values.length - 1]!.action;
    return { s, own: gradeBoth(s, s.action, v1, v2), worst: gradeBoth(s, worst, v1, v2), playouts, ms, cpu };
  });
}

const movedBy = (g: Graded) => Math.abs(gradeIndex(g.g1.grade) - gradeIndex(g.g2.grade));
const ofPlayer = (d: Decision, p: Player): Graded => (p === 'worst' ? d.worst : d.own);
const mine = (ds: readonly Decision[], p: Player) => (p === 'worst' ? ds : ds.filter((d) => d.s.level === p));

/** Share of each grade, best to blunder. */
function shares(gs: readonly Graded[], grade: (g: Graded) => Grade | 'forced' = (g) => g.g1.grade): string {
  return GRADES.map((k) => pct(gs.filter((g) => grade(g) === k).length, gs.length).padStart(6)).join(' ');
}

/** Rounds of the games played, each with the player to review (the seats take turns). */
function roundsOf(games: readonly { game: GameState }[], count: number): { game: GameState; index: number; player: PlayerIndex }[] {
  const rounds: { game: GameState; index: number; player: PlayerIndex }[] = [];
  for (const { game } of games) {
    const seats = game.rules.options.players;
    game.history.forEach((r, index) => r.result.end !== 'misdeal' && r.moves.length > 0 && rounds.push({ game, index, player: (index % seats) as PlayerIndex }));
  }
  return shuffle(rounds, createRng(hashSeed(SEED, 0x7e))).slice(0, count);
}

interface RoundCost {
  readonly playouts: number;
  readonly decisions: number;
  readonly ms: number;
  readonly cpu: number;
}
function reviewCosts(games: readonly { game: GameState }[], count = REVIEW_ROUNDS): RoundCost[] {
  return roundsOf(games, count).map((r) => {
    const record = r.game.history[r.index]!;
    const started = performance.now();
    const cpu0 = process.cpuUsage();
    const { value: review, playouts } = counting(() =>
      reviewRound(record, r.game.rules, r.player, { seed: r.game.seed, playouts: PLAYOUTS, context: historyContext(r.game, r.index, r.player) }),
    );
    if (!review.ok) throw new Error(`review failed: ${JSON.stringify(review.error)}`);
    return { playouts, decisions: review.value.decisions.length, ms: performance.now() - started, cpu: cpuMs(cpu0) };
  });
}

function report(decisions: readonly Decision[], games: readonly { game: GameState }[]): void {
  const n = decisions.length;
  const presets = [...new Set(decisions.map((d) => d.s.preset))];
  const scaleNote = `limits: win chance ${GRADE_LIMITS.win.join(' / ')}; points ${GRADE_LIMITS.points.join(' / ')}`;
  console.log(`\nGrades (seed ${SEED}; ${GRADES.join(' / ')}; ${scaleNote})`);
  console.log(`  in the game (the scale the practice game grades by), and as a lone round (points)`);
  for (const preset of presets) {
    const here = decisions.filter((d) => d.s.preset === preset);
    console.log(`  ${preset}`);
    for (const p of PLAYERS) {
      const gs = mine(here, p).map((d) => ofPlayer(d, p));
      const lone = shares(gs, (g) => gradeOf(g.p1, 'points'));
      console.log(`    ${p.padEnd(12)} ${String(gs.length).padStart(4)}  game ${shares(gs)}   round ${lone}`);
    }
  }
  console.log(`  all presets`);
  for (const p of PLAYERS) {
    const gs = mine(decisions, p).map((d) => ofPlayer(d, p));
    console.log(`    ${p.padEnd(12)} ${String(gs.length).padStart(4)}  game ${shares(gs)}   round ${shares(gs, (g) => gradeOf(g.p1, 'points'))}`);
  }

  console.log(`\nPoints given away (seed ${SEED}), percentiles ${PCTS.map((p) => `p${p * 100}`).join(' / ')}; mean`);
  for (const preset of [...presets, 'all presets']) {
    const here = preset === 'all presets' ? decisions : decisions.filter((d) => d.s.preset === preset);
    console.log(`  ${preset}`);
    for (const p of PLAYERS) {
      const xs = mine(here, p).map((d) => ofPlayer(d, p).p1);
      const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      console.log(`    ${p.padEnd(12)} ${row(xs)}; ${fmt(mean)}`);
    }
  }
  console.log(`  win chance given away, all presets`);
  for (const p of PLAYERS) console.log(`    ${p.padEnd(12)} ${row(mine(decisions, p).map((d) => winLoss(ofPlayer(d, p).g1.values, ofPlayer(d, p).g1.chosen)), 4)}`);

  const own = decisions.map((d) => d.own);
  const worst = decisions.map((d) => d.worst);
  console.log(`\nStability: ${n} decisions graded twice (seeds ${SEED} and ${SEED + 1000})`);
  for (const [name, gs] of [
    ['the levels’ moves', own],
    ['the worst legal moves', worst],
  ] as const) {
    const far = gs.filter((g) => movedBy(g) > 1).length;
    const any = gs.filter((g) => movedBy(g) > 0).length;
    console.log(`  ${name}: grade moves by more than one step ${far} (${pct(far, gs.length)}; target ≤ 5%), by any step ${any} (${pct(any, gs.length)})`);
  }
  const bestFlip = decisions.filter((d) => !sameAction(d.own.g1.values.values[0]!.action, d.own.g2.values.values[0]!.action)).length;
  // A different best action that the other seed values as equal (a tie: two cards of a month
  // that play alike) is no disagreement; one it grades below 'best' is.
  const bestDisowned = decisions.filter((d) => gradeDecision(d.s.view, d.own.g1.values.values[0]!.action, d.own.g2.values).grade !== 'best').length;
  console.log(`  best action differs between the seeds: ${bestFlip} (${pct(bestFlip, n)}); seed 1's best graded below best by seed 2: ${bestDisowned} (${pct(bestDisowned, n)})`);

  const win = own.filter((g) => g.g1.values.scale === 'win');
  console.log(`\nEvaluation noise: |loss(seed 1) − loss(seed 2)| of the levels' moves, percentiles ${PCTS.map((p) => `p${p * 100}`).join(' / ')}`);
  console.log(`  points (${n}):      ${row(own.map((g) => Math.abs(g.p1 - g.p2)))}`);
  console.log(`  win chance (${win.length}):  ${row(win.map((g) => Math.abs(winLoss(g.g1.values, g.g1.chosen) - winLoss(g.g2.values, g.g2.chosen))), 4)}`);

  console.log(`\nAccuracy (seed ${SEED})`);
  for (const p of PLAYERS) {
    const sum = summarise(mine(decisions, p).map((d) => ofPlayer(d, p).g1));
    console.log(`  ${p.padEnd(12)} ${fmt(sum.accuracy ?? NaN, 1)}`);
  }
  const expert = decisions.filter((d) => d.s.level === 'expert');
  const agree = expert.filter((d) => sameAction(d.own.g1.values.values[0]!.action, d.s.action)).length;
  console.log(`\nAgreement: the coach's best action is the expert's own choice in ${agree} of ${expert.length} (${pct(agree, expert.length)})`);

  // Cost: one decision (the first evaluation above), and whole rounds reviewed. Wall time
  // depends on what else the machine runs; CPU time is the evaluation's own cost.
  const ms = decisions.map((d) => d.ms);
  const cpu = decisions.map((d) => d.cpu);
  const playouts = decisions.map((d) => d.playouts);
  const rate = playouts.reduce((a, b) => a + b, 0) / Math.max(1e-9, cpu.reduce((a, b) => a + b, 0));
  console.log(`\nCost (${PLAYOUTS} playouts per action; time on this machine: wall, and CPU time of this process)`);
  console.log(
    `  one decision: playouts median ${median(playouts)}, max ${Math.max(...playouts)}; wall median ${fmt(median(ms), 0)} ms, p95 ${fmt(percentile(ms, 0.95), 0)} ms; CPU median ${fmt(median(cpu), 0)} ms, p95 ${fmt(percentile(cpu, 0.95), 0)} ms (target ≤ 200 ms); ${fmt(rate, 0)} playouts per CPU ms`,
  );
  const rounds = reviewCosts(games);
  console.log(
    `  one round (${rounds.length} rounds, ${(rounds.reduce((a, r) => a + r.decisions, 0) / Math.max(1, rounds.length)).toFixed(1)} decisions each): playouts median ${median(rounds.map((r) => r.playouts))}, max ${Math.max(...rounds.map((r) => r.playouts))}; wall median ${fmt(median(rounds.map((r) => r.ms)), 0)} ms, p95 ${fmt(percentile(rounds.map((r) => r.ms), 0.95), 0)} ms; CPU median ${fmt(median(rounds.map((r) => r.cpu)), 0)} ms, p95 ${fmt(percentile(rounds.map((r) => r.cpu), 0.95), 0)} ms (target ≤ 1500 ms)`,
  );
}

/** Every graded decision's values, for trying other limits offline. */
function dump(file: string, decisions: readonly Decision[]): void {
  const values = (v: DecisionValues) => v.values.map((x) => ({ points: x.points, win: x.win }));
  const index = (v: DecisionValues, a: RoundAction) => v.values.findIndex((x) => sameAction(x.action, a));
  const rows = decisions.map((d) => {
    const [v1, v2] = [d.own.g1.values, d.own.g2.values];
    return {
      preset: d.s.preset,
      level: d.s.level,
      kind: v1.kind,
      scale: v1.scale,
      seed1: values(v1),
      seed2: values(v2),
      own: [index(v1, d.s.action), index(v2, d.s.action)],
      worst: [v1.values.length - 1, index(v2, v1.values[v1.values.length - 1]!.action)],
    };
  });
  writeFileSync(file, JSON.stringify({ playouts: PLAYOUTS, seed: SEED, limits: GRADE_LIMITS, rows }));
  console.log(`\nWrote ${rows.length} decisions to ${file}`);
}

/**
 * What `--check` asserts (a step of `npm test`). The decisions are fixed by the seeds: two-round
 * games between the levels under fudawiki and koikoi-japan, 12 choices of each level under
 * each preset, graded with the coach's own playouts and two seeds. Playouts are counted, not
 * timed, so the budgets hold on any machine however busy it is.
 *
 * The budgets: the full bench measures about 100 playouts per millisecond of CPU time on the
 * build machine, so 15,000 playouts for one decision is about 150 ms (target 200 ms) and
 * 120,000 for a round's review about 1.2 s (target 1.5 s). The most legal actions seen in a
 * decision are 16 (9,600 playouts); a round's review took at most 22,200 (bench, 900 choices).
 */
const DECISION_BUDGET = 15_000;
const ROUND_BUDGET = 120_000;
/** "Gives away a lot": this many points of the round on average, more than the expert ever did (bench: p99 2.0). */
const A_LOT = 3;
/** Share of grades allowed to move by more than one step between two seeds. */
const UNSTABLE = 0.05;

/** What a check is about: the three-player part of `--check` keeps the ones that hold on a few decisions. */
type CheckKind = 'stability' | 'worst-move' | 'expert' | 'ranking' | 'decision-budget' | 'round-budget';
const FEW_DECISION_CHECKS: readonly CheckKind[] = ['stability', 'decision-budget', 'round-budget'];

interface Check {
  readonly kind: CheckKind;
  readonly name: string;
  readonly pass: boolean;
  readonly detail: string;
}

function checks(decisions: readonly Decision[], rounds: readonly RoundCost[], prefix = ''): Check[] {
  const out: Check[] = [];
  const share = (k: number, n: number) => (n === 0 ? 0 : k / n);
  const stable = (name: string, gs: readonly Graded[]) => {
    const far = gs.filter((g) => movedBy(g) > 1).length;
    out.push({
      kind: 'stability',
      name: `${name}: a grade moves by more than one step between seeds ${SEED} and ${SEED + 1000} for at most ${UNSTABLE * 100} %`,
      pass: gs.length > 0 && share(far, gs.length) <= UNSTABLE,
      detail: `${far} of ${gs.length} (${pct(far, gs.length)})`,
    });
  };
  stable('the levels’ moves', decisions.map((d) => d.own));
  stable('the worst legal moves', decisions.map((d) => d.worst));

  const lot = decisions.filter((d) => d.worst.p1 >= A_LOT);
  const harsh = lot.filter((d) => gradeIndex(d.worst.g1.grade) >= GRADES.indexOf('mistake')).length;
  out.push({
    kind: 'worst-move',
    name: `the worst legal move, where it gives away ${A_LOT} points or more of the round on average, is a mistake or a blunder in at least 90 %`,
    // Fewer than ten such decisions would say nothing either way.
    pass: lot.length >= 10 && share(harsh, lot.length) >= 0.9,
    detail: `${harsh} of ${lot.length} (${pct(harsh, lot.length)})`,
  });

  const expert = decisions.filter((d) => d.s.level === 'expert');
  const sound = expert.filter((d) => gradeIndex(d.own.g1.grade) <= GRADES.indexOf('good')).length;
  out.push({
    kind: 'expert',
    name: 'the expert’s own moves are graded best or good in at least 90 %',
    pass: expert.length > 0 && share(sound, expert.length) >= 0.9,
    detail: `${sound} of ${expert.length} (${pct(sound, expert.length)})`,
  });

  const accuracy = (p: Player) => summarise(mine(decisions, p).map((d) => ofPlayer(d, p).g1)).accuracy ?? NaN;
  const [worst, beginner, expertAcc] = [accuracy('worst'), accuracy('beginner'), accuracy('expert')];
  out.push({
    kind: 'ranking',
    name: 'the accuracy ranks the players: the worst legal moves below the beginner, the beginner below the expert',
    pass: worst < beginner && beginner < expertAcc,
    detail: `worst ${fmt(worst, 1)}, beginner ${fmt(beginner, 1)}, expert ${fmt(expertAcc, 1)}`,
  });

  const most = Math.max(...decisions.map((d) => d.playouts));
  const exact = decisions.every((d) => d.playouts === PLAYOUTS * d.own.g1.values.values.length);
  out.push({
    kind: 'decision-budget',
    name: `one decision is valued within ${DECISION_BUDGET.toLocaleString('en')} playouts (counted), ${PLAYOUTS} per legal action`,
    pass: decisions.length > 0 && most <= DECISION_BUDGET && exact,
    detail: `at most ${most.toLocaleString('en')}${exact ? '' : '; some decision ran another number than playouts × actions'}`,
  });
  const roundMost = Math.max(...rounds.map((r) => r.playouts));
  out.push({
    kind: 'round-budget',
    name: `one round is reviewed within ${ROUND_BUDGET.toLocaleString('en')} playouts (counted)`,
    pass: rounds.length > 0 && roundMost <= ROUND_BUDGET,
    detail: `${rounds.length} rounds, at most ${roundMost.toLocaleString('en')}`,
  });
  return out.map((c) => ({ ...c, name: prefix + c.name }));
}

/** The few checks of three seats that the two-player `--check` adds (THREE_CHECK). */
function checksOfThree(decisions: readonly Decision[], rounds: readonly RoundCost[]): Check[] {
  const all = checks(decisions, rounds, 'three players: ');
  return all.filter((c) => FEW_DECISION_CHECKS.includes(c.kind));
}

function printChecks(results: readonly Check[]): void {
  for (const c of results) console.log(`${c.pass ? '✓' : '✗'} ${c.name}: ${c.detail}`);
  const failed = results.filter((c) => !c.pass).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

/**
 * The three-player part of the two-player `--check` (kept to a few seconds): two-round games of
 * the beginner's guide with three seats, one round each (seven choices per player), a few
 * choices of each level and one round reviewed.
 * Asserted: stability, the playout budgets of a decision and of a round's review. The grade
 * checks that need many decisions (the worst moves, the expert's, the ranking) run at the full
 * sizes with `--players 3 --check`.
 */
const THREE_CHECK = { presets: ['beginners-guide'], decisions: 4, gameRounds: 1, reviews: 1 } as const;

/** Collects and grades one run's decisions, saying what was collected. */
function run(label: string, presets: readonly string[], players: SeatCount, perLevel: number, rounds: number | null): { decisions: Decision[]; games: Played[] } {
  const t0 = performance.now();
  const { samples, games } = collect(presets, players, rounds);
  const collectSecs = (performance.now() - t0) / 1000;
  const choices = samples.filter((s) => s.choices > 1);
  console.log(
    `${label}: ${players} players, ${PLAYOUTS} playouts per action, seed ${SEED}; ${games.length} games (${presets.join(', ')}), ${samples.length} decisions (${choices.length} choices) collected in ${collectSecs.toFixed(1)} s`,
  );
  return { decisions: gradeSample(samples, presets, perLevel), games };
}

function main(): void {
  const t0 = performance.now();
  const label = `Coach bench${quick ? ' (quick)' : check ? ' (check)' : ''}`;
  const { decisions, games } = run(label, PRESETS, PLAYERS_ARG, DECISIONS, SHORT_GAMES ? 2 : null);
  if (check) {
    const results = checks(decisions, reviewCosts(games), PLAYERS_ARG === 3 ? 'three players: ' : '');
    if (PLAYERS_ARG === 2) {
      const cpu0 = process.cpuUsage();
      const three = run('Three players', THREE_CHECK.presets, 3, THREE_CHECK.decisions, THREE_CHECK.gameRounds);
      results.push(...checksOfThree(three.decisions, reviewCosts(three.games, THREE_CHECK.reviews)));
      console.log(`  (the three-player part: ${(cpuMs(cpu0) / 1000).toFixed(1)} s of CPU time)`);
    }
    return printChecks(results);
  }
  report(decisions, games);
  if (DUMP) dump(DUMP, decisions);
  console.log(`\nTotal ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

main();
