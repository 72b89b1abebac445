/**
 * npx tsx scripts/bench-round.ts [seconds-per-preset] [--explain]
 *
 * Random full rounds per second (CPU time) for each preset: deal from a seed, then uniformly
 * random legal actions to the end. By default in fast mode (`explain: false, record: false`,
 * as AI playouts run); `--explain` keeps the score explanation and the log.
 */
import { PRESET_IDS } from '../src/engine/rules/presets';
import { createRng, hashSeed } from '../src/engine/random';
import { presetRuleSet } from '../src/engine/rules/ruleset';
import type { Month } from '../src/engine/cards';
import { dealRound, playRandomRound } from '../src/engine/round';
import { roundErrorText } from '../src/words/errors';

const explain = process.argv.includes('--explain');
const seconds = Number(process.argv.find((a) => /^\d+(\.\d+)?$/.test(a)) ?? 2);
const cpuMs = (since: NodeJS.CpuUsage) => {
  const c = process.cpuUsage(since);
  return (c.user + c.system) / 1000;
};

let total = 0;
let totalMs = 0;
for (const preset of PRESET_IDS) {
  const rules = presetRuleSet(preset);
  const rng = createRng(1);
  const started = process.cpuUsage();
  let n = 0;
  while (cpuMs(started) < seconds * 1000) {
    for (let k = 0; k < 200; k++, n++) {
      const dealt = dealRound({ rules, month: (1 + (n % 12)) as Month, dealer: (n & 1) as 0 | 1, seed: hashSeed(7, n), explain, record: explain });
      if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
      playRandomRound(dealt.value, rng);
    }
  }
  const ms = cpuMs(started);
  total += n;
  totalMs += ms;
  console.log(`${preset.padEnd(18)} ${Math.round((n / ms) * 1000)} rounds/s`);
}
console.log(`${'all presets'.padEnd(18)} ${Math.round((total / totalMs) * 1000)} rounds/s (CPU time, ${explain ? 'with explanations and log' : 'fast mode'})`);
