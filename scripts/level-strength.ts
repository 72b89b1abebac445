/**
 * Measures how strong each computer level is against the others and writes the figures the
 * site shows (the levels page, /play/levels/) to src/engine/ai/strength.json:
 *
 *   npm run strength [-- --games N --games-three N]
 *
 * Runs the arena (scripts/arena.ts --json) on duplicate deals of six-round games: the three
 * pairings with two seats under fudawiki and under koikoi-japan (400 games each by default),
 * and each level against two of a lower one at a table of three under fudawiki (150 games:
 * 50 deals, each with A in every seat). Every run's seed is fixed, so the same code gives the
 * same figures; tests/unit/ai/strength.test.ts replays the first deal of every pairing and
 * fails when the code no longer plays those games as recorded (then run this again).
 *
 * About a quarter of an hour on a two-core machine; each pairing's CPU time is in the file.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PairingRecord } from './arena';

const args = process.argv.slice(2);
const num = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} must be a whole number above 0`);
  return n;
};
const GAMES = num('games', 400);
const GAMES_THREE = num('games-three', 150);
if (GAMES % 2 !== 0) throw new Error('--games must be even (duplicate pairs)');
if (GAMES_THREE % 3 !== 0) throw new Error('--games-three must be a multiple of 3 (a deal from every seat)');

const RUNS: readonly { readonly label: string; readonly args: readonly string[] }[] = [
  { label: 'two seats, fudawiki', args: ['--preset', 'fudawiki', '--games', String(GAMES), '--duplicate'] },
  { label: 'two seats, koikoi-japan', args: ['--preset', 'koikoi-japan', '--games', String(GAMES), '--duplicate'] },
  { label: 'three seats, fudawiki', args: ['--preset', 'fudawiki', '--games', String(GAMES_THREE), '--players', '3'] },
];

const dir = mkdtempSync(join(tmpdir(), 'strength-'));
const records: PairingRecord[] = [];
try {
  for (const [i, run] of RUNS.entries()) {
    const file = join(dir, `run-${i}.json`);
    console.log(`\n== ${run.label}`);
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/arena.ts', ...run.args, '--rounds', '6', '--seed', '1', '--json', file], { stdio: 'inherit' });
    records.push(...(JSON.parse(readFileSync(file, 'utf8')) as PairingRecord[]));
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const commit = (() => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
})();
const out = {
  measured: new Date().toISOString().slice(0, 10),
  commit,
  machine: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`,
  pairings: records,
};
writeFileSync('src/engine/ai/strength.json', `${JSON.stringify(out, null, 2)}\n`);
console.log(`\nwrote src/engine/ai/strength.json: ${records.length} pairings`);
