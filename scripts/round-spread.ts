/**
 * Round spread: how far one round moves the score, per preset, measured in simulator
 * self-play (every seat on the expert's playout policy, ai/policy.ts), so that the game
 * model (src/engine/ai/game-context.ts, ROUND_MODELS and ROUND_MODELS_THREE) can turn a
 * round's result into a chance of winning the game.
 *
 *   npx tsx scripts/round-spread.ts [--rounds N] [--seed S] [--rules CODE] [--players 3]
 *
 * For each preset (or the one rule code): the rounds of a game are dealt in turn (months of
 * the game's rounds, the dealer going round the seats, misdeals dealt again and not counted)
 * and played out. Prints the share of rounds nobody scores, the standard deviation of the
 * round's point difference, and the distribution of what the scoring side gains (mean, sd,
 * percentiles).
 *
 * --players 3: each preset with `players: 3` (a rule code keeps its own count). The
 * difference is then seat 0's points minus the mean of the others' (the scale the three-seat
 * model reads), and the gain what the scorer gains under plain scoring, or under zero-sum what
 * each other seat pays it (it gains twice that); rounds where more than one seat gains are
 * counted (the rules let only the winner score, so the count should be 0).
 */
import type { Month } from '../src/engine/cards';
import { buildRuleSet, decodeRuleSet, presetRuleSet, PRESET_IDS, type PresetId, type RuleSet } from '../src/engine';
import { createRng, hashSeed } from '../src/engine/random';
import { dealRound, type PlayerIndex } from '../src/engine/round';
import { seatCount } from '../src/engine/round/seats';
import { monthOfRound } from '../src/engine/round/game';
import { roundLimit } from '../src/engine/rules/options';
import { PLAYOUT_POLICY, playout } from '../src/engine/ai/policy';
import { simFromState } from '../src/engine/ai/sim';
import { roundErrorText } from '../src/words/errors';
import { ruleErrorText } from '../src/words/rule-errors';

function arg(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at < 0 ? undefined : process.argv[at + 1];
}

const ROUNDS = Number(arg('rounds') ?? 20000);
const SEED = Number(arg('seed') ?? 1);
const PLAYERS = Number(arg('players') ?? 2);
if (PLAYERS !== 2 && PLAYERS !== 3) throw new Error(`--players must be 2 or 3 (got ${String(arg('players'))})`);

export interface SpreadStats {
  readonly rounds: number;
  /** Share of rounds in which nobody gains a point. */
  readonly noScore: number;
  /** Standard deviation of a round's point difference (seat 0 minus seat 1; with three, minus the others' mean). */
  readonly sd: number;
  /** What the scoring side gains, over the rounds someone scores. */
  readonly gainMean: number;
  readonly gainSd: number;
  readonly gainPercentiles: readonly number[];
  /** Rounds in which more than one seat gained. */
  readonly manyScored: number;
}

/** One round's points per seat, dealing again after a misdeal; the dealer goes round the seats. */
function playRound(rules: RuleSet, n: number): readonly number[] {
  const limit = roundLimit(rules.options) ?? 12;
  const month: Month = monthOfRound(1 + (n % limit));
  const seats = seatCount(rules.options);
  for (let redeal = 0; ; redeal++) {
    const dealt = dealRound({ rules, month, dealer: (n % seats) as PlayerIndex, seed: hashSeed(SEED, n, redeal), explain: false, record: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    const r = dealt.value.result;
    if (r?.end === 'misdeal') continue;
    if (r) return [...r.points];
    const s = simFromState(dealt.value);
    playout(s, createRng(hashSeed(SEED, 0x5bead, n)), PLAYOUT_POLICY);
    return Array.from({ length: seats }, (_, p) => s.points[p]!);
  }
}

export function measure(rules: RuleSet, rounds: number): SpreadStats {
  const diffs: number[] = [];
  const gains: number[] = [];
  let none = 0;
  let manyScored = 0;
  for (let n = 0; n < rounds; n++) {
    const points = playRound(rules, n);
    const [a, ...others] = points as [number, ...number[]];
    diffs.push(a - others.reduce((x, y) => x + y, 0) / others.length);
    // Two seats: what the side ahead gains (zero-sum: what the loser pays). Three: what the
    // scorer gains, or zero-sum what each other seat pays it.
    const gain = points.length === 3 && rules.options.zeroSum ? -Math.min(...points) : Math.max(...points);
    if (points.filter((x) => x > 0).length > 1) manyScored++;
    if (gain <= 0) none++;
    else gains.push(gain);
  }
  const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  const sd = (xs: readonly number[]) => {
    const m = mean(xs);
    return Math.sqrt(xs.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, xs.length - 1));
  };
  const sorted = gains.slice().sort((x, y) => x - y);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
  return {
    rounds,
    noScore: none / rounds,
    sd: sd(diffs),
    gainMean: mean(gains),
    gainSd: sd(gains),
    gainPercentiles: [0.1, 0.25, 0.5, 0.75, 0.9, 0.99].map(pct),
    manyScored,
  };
}

/** A preset with three players. */
function threeSeats(id: PresetId): RuleSet {
  const built = buildRuleSet(id, { players: 3 });
  if (!built.ok) throw new Error(ruleErrorText(built.error));
  return built.value;
}

function main(): void {
  const code = arg('rules');
  const sets: [string, RuleSet][] = code
    ? (() => {
        const d = decodeRuleSet(code);
        if (!d.ok) throw new Error(ruleErrorText(d.error));
        return [[code, d.value]];
      })()
    : PRESET_IDS.map((id) => [id, PLAYERS === 3 ? threeSeats(id) : presetRuleSet(id)]);
  const three = sets.some(([, r]) => r.options.players === 3);
  console.log(`Round spread: ${ROUNDS} rounds per rule set, playout-policy self-play, seed ${SEED}${three ? ', three seats' : ''}`);
  console.log(
    `rules                no-score  sd(diff)  gain mean  gain sd  gain p10/25/50/75/90/99   zero-sum${three ? '  many scored' : ''}`,
  );
  for (const [name, rules] of sets) {
    const t0 = performance.now();
    const s = measure(rules, ROUNDS);
    console.log(
      `${name.padEnd(20)} ${(100 * s.noScore).toFixed(1).padStart(7)}%  ${s.sd.toFixed(2).padStart(8)}  ${s.gainMean.toFixed(2).padStart(9)}  ${s.gainSd.toFixed(2).padStart(7)}  ${s.gainPercentiles.join('/').padEnd(24)}  ${rules.options.zeroSum ? 'yes' : 'no '}${three ? `  ${String(s.manyScored).padStart(11)}` : ''}  (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
    );
  }
}

main();
