/**
 * Arena: seeded games between computer opponent levels.
 *
 *   npm run arena -- [--games N] [--a LEVEL --b LEVEL] [--preset ID] [--seed S] [--rounds R]
 *                    [--overrides JSON] [--rules CODE] [--workers W] [--quick] [--help]
 *                    [--round-only-a] [--round-only-b] [--duplicate] [--players 3]
 *   npm run arena -- --check
 *
 * --overrides takes option overrides as JSON ('{"turnStructure":"hidden-draw"}'); --rules takes
 * a rule code (src/engine/README.md, Rule codes), which names the preset too.
 *
 * Without --a/--b, plays the three pairings (expert–intermediate, expert–beginner,
 * intermediate–beginner). Each game is a full game of the preset (12 rounds unless --rounds
 * says otherwise); A deals first in even games and B in odd ones. Prints A's win rate, B's,
 * draws, A's mean point difference per game with a 95% confidence interval, and games/s.
 * Games are spread over worker threads (default: one per core, at most 2); results do not
 * depend on the number of workers. Exits non-zero only on errors; targets (expert ≥ 65% vs
 * intermediate, ≥ 90% vs beginner) are reported as "target met" / "target missed".
 *
 * --round-only-a / --round-only-b: that side is not told where the game stands (no game
 * context), so an expert there plays for the round's points only; `--a expert --b expert
 * --round-only-b` measures what playing for the game is worth. --duplicate: games 2k and 2k + 1
 * are dealt from the same game seed with the seats swapped (each side plays each deal once from
 * each seat), so the luck of the cards cancels more in the comparison.
 *
 * --players 3: games of three (`players: 3` on the rules), A against two players of level B.
 * Always on duplicate deals: games 3k, 3k + 1 and 3k + 2 are dealt from the same game seed with A
 * in each seat in turn (from the first dealer on), so each deal is played once from every seat.
 * Prints A's win rate with its 95% interval against a fair share of one third, B's wins, games
 * where the highest total is shared (no winner, as the engine has it), and A's points over a
 * fair third of all the points scored in the game (A's total minus a third of the three totals:
 * 0 when A scores as much as each other seat on average), per game and per deal.
 *
 * --check (a step of `npm test`): on fixed seeds, asserts what the arena exists for: the expert
 * beats the beginner over duplicate games, and the intermediate beats the beginner, each by a
 * margin in games won and in points; and every game played, under every preset and a game
 * played to a target, ends with legal totals (scripts/legal-totals.ts). With three seats: the
 * intermediate against two beginners wins more than a third of the games and scores more than
 * its fair third, and games of three under every preset end with legal totals. One line per
 * check, then `N passed, N failed`; exits non-zero when a check fails.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { AI_LEVELS, isAiLevel, type AiLevel } from '../src/engine/ai';
import type { StrengthRecord } from '../src/engine/ai/strength-record';
import { buildRuleSet, decodeRuleChoice, encodeRuleChoice, isPresetId, type PresetId, type RuleSet } from '../src/engine';
import { ruleErrorText } from '../src/words/rule-errors';
import { hashSeed } from '../src/engine/random';
import { PRESET_IDS } from '../src/engine/rules/presets';
import { CheckReport } from './check-report';
import { playArenaGameOfThree } from './arena-three';
import { playArenaGame, type GameOutcome } from './arena-game';

interface Job {
  readonly a: AiLevel;
  readonly b: AiLevel;
  readonly preset: PresetId;
  /** Option overrides on top of the preset (plain JSON, so workers can rebuild the rule set). */
  readonly overrides: Readonly<Record<string, unknown>>;
  readonly seed: number;
  readonly games: readonly number[];
  /** Sides played without the game context (for the round's points only). */
  readonly roundOnly: { readonly a: boolean; readonly b: boolean };
  /** Games 2k and 2k + 1 share their game seed (seats swapped). */
  readonly duplicate: boolean;
  /** 3: A against two players of level B, each deal played with A in every seat (duplicate always). */
  readonly players?: 2 | 3;
}

function rulesFor(preset: PresetId, overrides: Readonly<Record<string, unknown>>): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(ruleErrorText(built.error));
  return built.value;
}

/** Games per pairing of three by default: 50 deals, each played with A in every seat (the three pairings took 52 min with 2 workers on a busy two-core machine). */
const GAMES_THREE = 150;

const USAGE = `Usage: npm run arena -- [options]
  --games N         games per pairing (default 200; 2 with --quick)
  --a LEVEL --b LEVEL   one pairing (levels: ${AI_LEVELS.join(', ')}); default: the three pairings
  --preset ID       rule preset (default fudawiki)
  --overrides JSON  option overrides, e.g. '{"turnStructure":"hidden-draw"}'
  --rules CODE      a rule code instead of --preset/--overrides, e.g. fudawiki_turnStructure.hidden-draw
  --rounds R        rounds per game (an override of the rounds option)
  --seed S          seed (default 1)
  --workers W       worker threads (default: one per core, at most 2)
  --quick           2 games of 3 rounds per pairing
  --round-only-a    A plays without the game context (for the round's points only); likewise --round-only-b
  --duplicate       games 2k and 2k+1 deal the same cards with the seats swapped
  --players 3       games of three: A against two players of level B, each deal played with A in every seat
                    (default ${GAMES_THREE} games per pairing; 3 with --quick)
  --json FILE       also write each pairing's figures to FILE (JSON: scripts/level-strength.ts builds the site's table from it)
  --check           assert, on fixed seeds, that the stronger levels win and every game's totals are legal`;

function runJob(job: Job, onGame: (o: GameOutcome) => void = () => {}): GameOutcome[] {
  const rules = rulesFor(job.preset, job.players === 3 ? { ...job.overrides, players: 3 } : job.overrides);
  return job.games.map((i) => {
    const o =
      job.players === 3
        ? playArenaGameOfThree(job.a, job.b, rules, job.seed, i, job.roundOnly)
        : playArenaGame(job.a, job.b, rules, job.seed, i, job.roundOnly, job.duplicate);
    onGame(o);
    return o;
  });
}

/** A progress line on stderr (when it is a terminal or ARENA_PROGRESS is set). */
function progress(done: number, total: number, t0: number): void {
  if (!process.stderr.isTTY && !process.env['ARENA_PROGRESS']) return;
  if (done % Math.max(1, Math.floor(total / 20)) !== 0 && done !== total) return;
  const secs = (performance.now() - t0) / 1000;
  process.stderr.write(`  … ${done}/${total} games, ${secs.toFixed(0)} s\n`);
}

function arg(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const v = args[at + 1];
  if (v === undefined || v.startsWith('--')) throw new Error(`--${name} needs a value`);
  return v;
}

function intArg(args: readonly string[], name: string, fallback: number): number {
  const v = arg(args, name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number (got ${v})`);
  return n;
}

function runInWorkers(job: Job, workers: number): Promise<GameOutcome[]> {
  const t0 = performance.now();
  let done = 0;
  const tick = () => progress(++done, job.games.length, t0);
  if (workers <= 1 || job.games.length <= 1) return Promise.resolve(runJob(job, tick));
  const chunks: number[][] = Array.from({ length: Math.min(workers, job.games.length) }, () => []);
  job.games.forEach((g, i) => chunks[i % chunks.length]!.push(g));
  const file = fileURLToPath(import.meta.url);
  return Promise.all(
    chunks.map(
      (games) =>
        new Promise<GameOutcome[]>((resolve, reject) => {
          const w = new Worker(WORKER_BOOT(file), { eval: true, workerData: { ...job, games } satisfies Job });
          w.on('message', (m: GameOutcome | GameOutcome[]) => {
            if (Array.isArray(m)) resolve(m);
            else tick();
          });
          w.once('error', reject);
          w.once('exit', (code) => {
            if (code !== 0) reject(new Error(`arena worker exited with code ${code}`));
          });
        }),
    ),
  ).then((parts) => parts.flat().sort((x, y) => x.game - y.game));
}

/** Worker threads do not inherit tsx's loader: register it in the worker, then load this file. */
const WORKER_BOOT = (file: string): string =>
  `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); })` +
  `.catch((e) => { console.error(e); process.exit(1); });`;

const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;

/** Wilson score interval (95%) for k successes in n trials, as fractions. */
export function wilson(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = k / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = ((z / (1 + (z * z) / n)) * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n)));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * A's mean point difference per game over duplicate pairs (games 2k and 2k + 1 played the same
 * deals from both seats, so each pair's mean is one sample with the luck of the cards cancelled),
 * with its 95% half-width; `size` 3 for games of three (a deal played from every seat).
 */
export function pairedDifference(results: readonly GameOutcome[], size = 2): { pairs: number; mean: number; half: number } {
  const pairs: number[] = [];
  for (let i = 0; i + size - 1 < results.length; i += size) pairs.push(results.slice(i, i + size).reduce((x, r) => x + r.diff, 0) / size);
  const mean = pairs.reduce((x, y) => x + y, 0) / Math.max(1, pairs.length);
  const variance = pairs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, pairs.length - 1);
  return { pairs: pairs.length, mean, half: 1.96 * Math.sqrt(variance / Math.max(1, pairs.length)) };
}

/**
 * The stronger level must win at least `minWins` of `games` duplicate games of `rounds` rounds
 * (fudawiki, seed 1) and score more on average, its paired 95% interval above 0. The margins sit
 * well below what these seeds give (CHECK_MEASURED) and well above an even match.
 */
const STRENGTH_CHECKS: readonly { a: AiLevel; b: AiLevel; games: number; rounds: number; minWins: number }[] = [
  { a: 'expert', b: 'beginner', games: 32, rounds: 3, minWins: 20 },
  { a: 'intermediate', b: 'beginner', games: 400, rounds: 3, minWins: 220 },
];

/** One pairing's figures as --json writes them (the shape: src/engine/ai/strength-record.ts). */
export type PairingRecord = StrengthRecord;

function recordOf(players: 2 | 3, a: AiLevel, b: AiLevel, rules: RuleSet, seed: number, results: readonly GameOutcome[], cpuSeconds: number): PairingRecord {
  const n = results.length;
  const aWins = results.filter((r) => r.winner === 'a').length;
  const bWins = results.filter((r) => r.winner === 'b').length;
  const [winLow, winHigh] = wilson(aWins, n);
  const paired = pairedDifference(results, players);
  const round = (x: number, d = 4) => Number(x.toFixed(d));
  return {
    players,
    a,
    b,
    rules: encodeRuleChoice(rules),
    rounds: rules.options.rounds,
    seed,
    games: n,
    aWins,
    bWins,
    draws: n - aWins - bWins,
    winLow: round(winLow),
    winHigh: round(winHigh),
    points: round(paired.mean, 3),
    pointsHalf: round(paired.half, 3),
    cpuSeconds: Math.round(cpuSeconds),
    firstDeal: results.slice(0, players).map(({ game, winner, diff }) => ({ game, winner, diff })),
  };
}

/** Rule sets whose games are checked for legal totals: every preset, and a game played to a target. */
const TOTALS_RULE_SETS: readonly { name: string; preset: PresetId; overrides: Readonly<Record<string, unknown>> }[] = [
  ...PRESET_IDS.map((preset) => ({ name: preset, preset, overrides: {} })),
  { name: 'fudawiki, unlimited rounds to 30 points', preset: 'fudawiki', overrides: { rounds: 'unlimited', targetScore: 30 } },
];
const TOTALS_GAMES = 20;

/**
 * Three seats: the intermediate against two beginners must win more than a fair third of
 * `games` games of `rounds` rounds (fudawiki, seed 1, each deal with A in every seat), its
 * Wilson 95% interval above one third, and score more than its fair third of the points, its
 * per-deal 95% interval above 0 (these seeds give 253 wins, 42.2 %, 95% CI 38.3–46.2 %, and
 * +1.58 ± 0.46 points a game). About a second, like the legal totals of three below.
 */
const THREE_STRENGTH_CHECK = { a: 'intermediate', b: 'beginner', games: 600, rounds: 3 } as const;
/** Games of three per rule set checked for legal totals (whole games of the preset, a multiple of 3). */
const TOTALS_GAMES_THREE = 6;

async function check(workers: number): Promise<void> {
  const report = new CheckReport();
  const totalsOf = (name: string, results: readonly GameOutcome[]) =>
    report.check(
      results.every((r) => r.problems.length === 0),
      `${name}: all ${results.length} games end with legal totals`,
      results.flatMap((r) => r.problems.map((p) => `game ${r.game}: ${p}`)),
    );
  for (const { a, b, games, rounds, minWins } of STRENGTH_CHECKS) {
    const job: Job = { a, b, preset: 'fudawiki', overrides: { rounds }, seed: hashSeed(1, AI_LEVELS.indexOf(a), AI_LEVELS.indexOf(b)), games: Array.from({ length: games }, (_, i) => i), roundOnly: { a: false, b: false }, duplicate: true };
    const results = await runInWorkers(job, workers);
    const wins = results.filter((r) => r.winner === 'a').length;
    const losses = results.filter((r) => r.winner === 'b').length;
    const what = `${a} vs ${b}, ${games} duplicate games of ${rounds} rounds (fudawiki, seed 1)`;
    report.check(wins >= minWins, `${what}: ${a} wins ${wins} (at least ${minWins} needed), loses ${losses}`);
    const paired = pairedDifference(results);
    report.check(
      paired.mean - paired.half > 0,
      `${what}: ${a} scores ${paired.mean >= 0 ? '+' : ''}${paired.mean.toFixed(2)} ± ${paired.half.toFixed(2)} points a game over ${paired.pairs} pairs (interval above 0 needed)`,
    );
    totalsOf(`${a} vs ${b}`, results);
  }
  for (const { name, preset, overrides } of TOTALS_RULE_SETS) {
    const job: Job = { a: 'intermediate', b: 'beginner', preset, overrides, seed: 1, games: Array.from({ length: TOTALS_GAMES }, (_, i) => i), roundOnly: { a: false, b: false }, duplicate: false };
    totalsOf(`${name} (intermediate vs beginner)`, await runInWorkers(job, workers));
  }
  {
    const { a, b, games, rounds } = THREE_STRENGTH_CHECK;
    const job: Job = { a, b, preset: 'fudawiki', overrides: { rounds }, seed: hashSeed(1, AI_LEVELS.indexOf(a), AI_LEVELS.indexOf(b)), games: Array.from({ length: games }, (_, i) => i), roundOnly: { a: false, b: false }, duplicate: true, players: 3 };
    // In this thread: these games are quick (~1 s), and starting worker threads costs more.
    const results = await runInWorkers(job, 1);
    const wins = results.filter((r) => r.winner === 'a').length;
    const [lo, hi] = wilson(wins, games);
    const what = `three seats: ${a} vs two ${b}s, ${games} games of ${rounds} rounds, each deal with ${a} in every seat (fudawiki, seed 1)`;
    report.check(lo > 1 / 3, `${what}: ${a} wins ${wins} (${pct(wins, games)}, 95% CI ${pct(lo, 1)} to ${pct(hi, 1)}; above a third needed)`);
    const deals = pairedDifference(results, 3);
    report.check(
      deals.mean - deals.half > 0,
      `${what}: ${a} scores ${deals.mean >= 0 ? '+' : ''}${deals.mean.toFixed(2)} ± ${deals.half.toFixed(2)} points a game over its fair third, over ${deals.pairs} deals (interval above 0 needed)`,
    );
    totalsOf(`three seats: ${a} vs two ${b}s`, results);
  }
  for (const { name, preset, overrides } of TOTALS_RULE_SETS) {
    const job: Job = { a: 'intermediate', b: 'beginner', preset, overrides, seed: 1, games: Array.from({ length: TOTALS_GAMES_THREE }, (_, i) => i), roundOnly: { a: false, b: false }, duplicate: true, players: 3 };
    totalsOf(`three seats, ${name} (intermediate vs two beginners)`, await runInWorkers(job, 1));
  }
  report.finish();
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(USAGE);
    return;
  }
  if (args.includes('--check')) return check(intArg(args, 'workers', Math.max(1, Math.min(2, availableParallelism()))));
  const quick = args.includes('--quick');
  const seed = intArg(args, 'seed', 1);
  const code = arg(args, 'rules');
  const decoded = code === undefined ? null : decodeRuleChoice(code);
  if (decoded && !decoded.ok) throw new Error(ruleErrorText(decoded.error));
  const presetArg = decoded?.ok ? decoded.value.preset : (arg(args, 'preset') ?? 'fudawiki');
  if (!isPresetId(presetArg)) throw new Error(`unknown preset ${presetArg}`);
  const overridesArg = arg(args, 'overrides');
  const overrides: Record<string, unknown> = decoded?.ok ? { ...decoded.value.overrides } : overridesArg ? (JSON.parse(overridesArg) as Record<string, unknown>) : {};
  const players = intArg(args, 'players', overrides['players'] === 3 ? 3 : 2);
  if (players !== 2 && players !== 3) throw new Error(`--players must be 2 or 3 (got ${players})`);
  if (players === 3) overrides['players'] = 3;
  const games = intArg(args, 'games', players === 3 ? (quick ? 3 : GAMES_THREE) : quick ? 2 : 200);
  if (players === 3 && games % 3 !== 0) throw new Error(`--games must be a multiple of 3 with --players 3 (each deal is played with A in every seat; got ${games})`);
  const roundsArg = arg(args, 'rounds');
  if (roundsArg !== undefined) overrides['rounds'] = intArg(args, 'rounds', 12);
  else if (quick) overrides['rounds'] = 3;
  const workers = intArg(args, 'workers', Math.max(1, Math.min(2, availableParallelism())));
  const aArg = arg(args, 'a');
  const bArg = arg(args, 'b');
  for (const l of [aArg, bArg]) if (l !== undefined && !isAiLevel(l)) throw new Error(`unknown level ${l} (one of ${AI_LEVELS.join(', ')})`);
  const pairings: [AiLevel, AiLevel][] =
    aArg || bArg
      ? [[(aArg ?? 'expert') as AiLevel, (bArg ?? 'intermediate') as AiLevel]]
      : [
          ['expert', 'intermediate'],
          ['expert', 'beginner'],
          ['intermediate', 'beginner'],
        ];
  const rules = rulesFor(presetArg, overrides);
  const roundOnly = { a: args.includes('--round-only-a'), b: args.includes('--round-only-b') };
  const duplicate = args.includes('--duplicate');
  const blind = [roundOnly.a ? 'A plays for the round only' : '', roundOnly.b ? 'B plays for the round only' : '', duplicate && players === 2 ? 'duplicate deals' : ''].filter(Boolean);
  console.log(
    `Arena${players === 3 ? ' for three' : ''}: ${games} games per pairing${players === 3 ? ` (${games / 3} deals, each with A in every seat)` : ''}, rules ${encodeRuleChoice(rules)}, ${rules.options.rounds} rounds per game, seed ${seed}, ${workers} worker${workers === 1 ? '' : 's'}${blind.length ? `, ${blind.join(', ')}` : ''}`,
  );
  const jsonFile = arg(args, 'json');
  // Its points are per duplicate pair (or deal of three): without duplicate deals they would mean nothing.
  if (jsonFile !== undefined && players === 2 && !duplicate) throw new Error('--json needs --duplicate (its points are per duplicate pair)');
  const records: PairingRecord[] = [];
  for (const [a, b] of pairings) {
    const t0 = performance.now();
    // The whole process's CPU time (worker threads included).
    const cpu0 = process.cpuUsage();
    const pairSeed = hashSeed(seed, AI_LEVELS.indexOf(a), AI_LEVELS.indexOf(b));
    const results = await runInWorkers(
      { a, b, preset: presetArg, overrides, seed: pairSeed, games: Array.from({ length: games }, (_, i) => i), roundOnly, duplicate, players },
      workers,
    );
    const secs = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    records.push(recordOf(players, a, b, rules, pairSeed, results, (cpu.user + cpu.system) / 1e6));
    if (players === 3) {
      reportThree(a, b, results, secs);
      continue;
    }
    const n = results.length;
    const wa = results.filter((r) => r.winner === 'a').length;
    const wb = results.filter((r) => r.winner === 'b').length;
    const dr = n - wa - wb;
    const m = results.reduce((s, r) => s + r.diff, 0) / Math.max(1, n);
    const variance = n > 1 ? results.reduce((s, r) => s + (r.diff - m) ** 2, 0) / (n - 1) : 0;
    const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
    const decisions = results.reduce((s, r) => s + r.decisions, 0);
    console.log(`\n${a} (A) vs ${b} (B): ${n} games`);
    const [lo, hi] = wilson(wa, n);
    console.log(`  A wins ${wa} (${pct(wa, n)}, 95% CI ${pct(lo, 1)} to ${pct(hi, 1)}), B wins ${wb} (${pct(wb, n)}), draws ${dr} (${pct(dr, n)})`);
    console.log(`  A's point difference per game: ${m.toFixed(2)} ± ${half.toFixed(2)} (95% CI ${(m - half).toFixed(2)} to ${(m + half).toFixed(2)})`);
    if (duplicate && n >= 4) {
      const paired = pairedDifference(results);
      console.log(`  paired over ${paired.pairs} duplicate pairs: ${paired.mean.toFixed(2)} ± ${paired.half.toFixed(2)} points per game`);
    }
    console.log(`  ${(n / secs).toFixed(2)} games/s (${secs.toFixed(1)} s, ${decisions} decisions)`);
    const target = a === 'expert' && b === 'intermediate' ? 0.65 : a === 'expert' && b === 'beginner' ? 0.9 : null;
    if (target !== null) {
      const met = wa / n >= target;
      console.log(`  target: A wins ≥ ${(target * 100).toFixed(0)}%: ${met ? 'target met' : 'target missed'}${n < 1000 ? ` (over ${n} games; the target is set over 1,000)` : ''}`);
    }
  }
  if (jsonFile !== undefined) writeFileSync(jsonFile, `${JSON.stringify(records, null, 2)}\n`);
}

/** The lines of a pairing of three: A's wins against a fair third, and A's points over its fair third of the game's points. */
function reportThree(a: AiLevel, b: AiLevel, results: readonly GameOutcome[], secs: number): void {
  const n = results.length;
  const wa = results.filter((r) => r.winner === 'a').length;
  const wb = results.filter((r) => r.winner === 'b').length;
  const shared = n - wa - wb;
  const [lo, hi] = wilson(wa, n);
  const verdict = lo > 1 / 3 ? 'above' : hi < 1 / 3 ? 'below' : 'not told apart from';
  const m = results.reduce((x, r) => x + r.diff, 0) / Math.max(1, n);
  const variance = n > 1 ? results.reduce((x, r) => x + (r.diff - m) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / Math.max(1, n));
  const decisions = results.reduce((x, r) => x + r.decisions, 0);
  console.log(`\n${a} (A) vs ${b} ×2 (B): ${n} games, ${Math.floor(n / 3)} deals with A in every seat`);
  console.log(
    `  A wins ${wa} (${pct(wa, n)}, 95% CI ${pct(lo, 1)} to ${pct(hi, 1)}: ${verdict} a fair third), B wins ${wb} (${pct(wb, n)}), highest total shared ${shared} (${pct(shared, n)})`,
  );
  console.log(`  A's points over a fair third of the game's points: ${m.toFixed(2)} ± ${half.toFixed(2)} per game (95% CI ${(m - half).toFixed(2)} to ${(m + half).toFixed(2)})`);
  if (n >= 6) {
    const deals = pairedDifference(results, 3);
    console.log(`  per deal over ${deals.pairs} deals (A in every seat): ${deals.mean.toFixed(2)} ± ${deals.half.toFixed(2)} points per game`);
  }
  console.log(`  ${(n / secs).toFixed(2)} games/s (${secs.toFixed(1)} s, ${decisions} decisions)`);
}

if (!isMainThread) {
  parentPort!.postMessage(runJob(workerData as Job, (o) => parentPort!.postMessage(o)));
} else {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  });
}
