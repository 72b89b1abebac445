/**
 * Bench: plain figures for the engine and the computer opponents.
 *
 *   npm run bench [-- --quick] [--preset ID] [--positions N] [--players 2|3]
 *   npm run bench -- --check
 *
 * - yaku evaluations per second (evaluateYaku on random piles);
 * - random full rounds per second (dealRound + playRandomRound of the round engine), and the
 *   AI's playout simulator for comparison;
 * - each level's move time (median, p95, max) over positions taken from real games (every
 *   position where the player to move has at least two legal actions, koi-koi decisions
 *   included).
 * `--players 3`: the same figures at a table of three (the preset with `players: 3`).
 * Targets: ≥ 20,000 rounds/s; expert p95 ≤ 100 ms. Prints "target met" / "target missed";
 * exits non-zero only on errors.
 *
 * --check (a step of `npm test`; scripts/bench-check.ts): what can be asserted without racing
 * the clock. On a fixed set of positions covering every kind of choice, every level answers
 * with an action the engine accepts, within its budget counted in playouts (the expert's
 * fixed budget is what bounds its time; the other levels run none). One line per check, then
 * `N passed, N failed`; exits non-zero when a check fails.
 */
import { availableParallelism, loadavg } from 'node:os';
import { AI_LEVELS, chooseAction, type AiLevel } from '../src/engine/ai';
import { cloneSim, simFromState } from '../src/engine/ai/sim';
import { playout, randomPlayout } from '../src/engine/ai/policy';
import { CARD_IDS, buildRuleSet, evaluateYaku, isPresetId, type CardId, type RuleSet } from '../src/engine';
import { createRng, hashSeed, shuffle } from '../src/engine/random';
import {
  createGame,
  dealRound,
  playGame,
  playRandomRound,
  playerView,
  viewLegalActions,
  type PlayerView,
  type RoundState,
} from '../src/engine/round';
import { roundErrorText } from '../src/words/errors';
import { benchCheck } from './bench-check';

function arg(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

const fmt = (n: number): string => Math.round(n).toLocaleString('en-US');

/** Runs `fn` repeatedly for about `ms` milliseconds; returns calls per second. */
function rate(ms: number, fn: (i: number) => void): number {
  // Warm up.
  for (let i = 0; i < 50; i++) fn(i);
  let n = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < ms) {
    for (let k = 0; k < 20; k++) fn(n++);
    t = performance.now();
  }
  return (n * 1000) / (t - t0);
}

function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return NaN;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[at]!;
}

/** Positions from real games (intermediate vs beginner and intermediate vs intermediate; the third seat as the second). */
function positions(rules: RuleSet, count: number, seed: number): PlayerView[] {
  const out: PlayerView[] = [];
  const levels: [AiLevel, AiLevel][] = [
    ['intermediate', 'intermediate'],
    ['intermediate', 'beginner'],
  ];
  for (let game = 0; out.length < count; game++) {
    const [a, b] = levels[game % 2]!;
    playGame(
      createGame({ rules, seed: hashSeed(seed, game), explain: false }),
      (g, p, move) => {
        const view = playerView(g.current, p);
        if (viewLegalActions(view).length >= 2) out.push(view);
        return chooseAction(view, p === 0 ? a : b, hashSeed(seed, game, move)).action;
      },
      { until: () => out.length >= count },
    );
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  if (args.includes('--check')) return benchCheck();
  const quick = args.includes('--quick');
  const preset = arg(args, 'preset') ?? 'fudawiki';
  if (!isPresetId(preset)) throw new Error(`unknown preset ${preset}`);
  const players = Number(arg(args, 'players') ?? 2);
  if (players !== 2 && players !== 3) throw new Error(`--players takes 2 or 3, not ${arg(args, 'players')}`);
  const built = buildRuleSet(preset, players === 3 ? { players: 3 } : {});
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  const rules = built.value;
  const ms = quick ? 400 : 2000;
  const positionCount = Number(arg(args, 'positions') ?? (quick ? 40 : 300));
  console.log(`Bench (${quick ? 'quick' : 'full'}), preset ${preset}, ${players} players, Node ${process.version}`);

  // 1. Yaku evaluations.
  const rng = createRng(7);
  const piles: CardId[][] = Array.from({ length: 512 }, () => shuffle([...CARD_IDS], rng).slice(0, 4 + rng.int(20)));
  const ctx = { month: 1 as const };
  const yakuRate = rate(ms, (i) => {
    evaluateYaku(piles[i & 511]!, ctx, rules);
  });
  console.log(`\nyaku evaluations (evaluateYaku, random piles of 4–23 cards): ${fmt(yakuRate)}/s`);

  // 2. Random rounds.
  const roundRate = rate(ms, (i) => {
    const dealt = dealRound({ rules, month: ((i % 12) + 1) as 1, dealer: (i % players) as 0 | 1 | 2, seed: i, explain: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    playRandomRound(dealt.value, rng);
  });
  console.log(`random full rounds (dealRound + playRandomRound): ${fmt(roundRate)}/s — ${roundRate >= 20000 ? 'target met' : 'target missed'} (≥ 20,000/s)`);
  const starts: RoundState[] = [];
  for (let i = 0; starts.length < 256; i++) {
    const dealt = dealRound({ rules, month: ((i % 12) + 1) as 1, dealer: (i % players) as 0 | 1 | 2, seed: 1000 + i, explain: false });
    if (dealt.ok && dealt.value.phase !== 'ended') starts.push(dealt.value);
  }
  const sims = starts.map(simFromState);
  const simRandom = rate(ms, (i) => randomPlayout(cloneSim(sims[i & 255]!), rng));
  const simPolicy = rate(ms, (i) => playout(cloneSim(sims[i & 255]!), rng));
  console.log(`AI playout simulator: ${fmt(simRandom)} random rounds/s, ${fmt(simPolicy)} heuristic-policy rounds/s`);

  // 3. Move times.
  const views = positions(rules, positionCount, 11);
  console.log(`\nmove time over ${views.length} positions from real games (player to move has ≥ 2 legal actions):`);
  const load = loadavg()[0]!;
  if (load > availableParallelism()) {
    console.log(`  (the machine is busy: load average ${load.toFixed(1)} on ${availableParallelism()} cores; wall times include waiting for a core, CPU times do not)`);
  }
  for (const level of AI_LEVELS) {
    const wall: number[] = [];
    const cpu: number[] = [];
    views.forEach((view, i) => {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      chooseAction(view, level, i);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    });
    wall.sort((x, y) => x - y);
    cpu.sort((x, y) => x - y);
    const f = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(2)} ms, p95 ${quantile(xs, 0.95).toFixed(2)} ms, max ${xs[xs.length - 1]!.toFixed(2)} ms`;
    console.log(`  ${level.padEnd(12)} wall: ${f(wall)}`);
    console.log(`  ${''.padEnd(12)} CPU:  ${f(cpu)}`);
    if (level === 'expert') {
      const p95 = quantile(wall, 0.95);
      console.log(`  expert p95 ≤ 100 ms (wall): ${p95 <= 100 ? 'target met' : 'target missed'}; by CPU time: ${quantile(cpu, 0.95) <= 100 ? 'target met' : 'target missed'}`);
    }
  }
}

try {
  main();
} catch (e) {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
}
