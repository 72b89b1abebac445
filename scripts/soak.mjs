#!/usr/bin/env node
// `npm run test:soak`: runs the layers whose tests talk to real servers and a real browser (the
// room server's tests and the browser tests) several times in a row, with one CPU kept busy by a
// spinning child process as a laptop's other programs would, and prints how often each test
// failed. A test that fails once in a few runs is a failing test: this is how to find it.
//
//   npm run test:soak -- [--runs 5] [--layers server,browser] [--busy 1] [FILE_FILTER...]
//   npm run test:soak -- --fresh [--runs 3] [--busy 1]
//
// The browser layer needs a build (`npm run build`); it is not rebuilt here. FILE_FILTER narrows
// each layer to matching test files (vitest's own filter). --fresh: each run is what a newcomer
// does, a fresh clone of this repository's committed HEAD and its whole `npm test` (installs,
// every step, the build), tallied from its unit and browser reports, with each run's time and
// summary line; the clone is removed after. Exits non-zero if any test failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

const args = process.argv.slice(2);
function option(name, fallback) {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}
const fresh = args.includes('--fresh');
if (fresh) args.splice(args.indexOf('--fresh'), 1);
const runs = Number(option('runs', '5'));
const layers = option('layers', 'server,browser').split(',');
const busy = Number(option('busy', '1'));
const filters = args;
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');

const LAYERS = {
  server: { config: 'vitest.config.ts', files: ['tests/unit/server', 'tests/unit/friends'] },
  browser: { config: 'vitest.browser.config.ts', files: ['tests/browser'] },
};
for (const layer of layers) if (!(layer in LAYERS)) throw new Error(`unknown layer "${layer}" (server, browser)`);
if (!fresh && layers.includes('browser') && !existsSync(join(process.env.DIST ?? 'dist', 'index.html'))) {
  throw new Error('The browser layer reads the build: run `npm run build` first.');
}

const chromium = findChromium({ install: true, shell: true });
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', ...(chromium.path ? { CHROMIUM_PATH: chromium.path } : {}) };

// The busy neighbour: one process spinning on one core for the whole soak.
const spinners = Array.from({ length: busy }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((s) => s.kill('SIGKILL'));
process.on('exit', stopSpinners);
process.on('SIGINT', () => process.exit(130));

const reports = mkdtempSync(join(tmpdir(), 'koikoi-soak-'));
/** test name → { runs, failed } */
const tally = new Map();
const seconds = [];

function tallyReport(out, prefix = '') {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  for (const file of report.testResults ?? []) {
    const name = prefix + file.name.replace(/^.*?\/tests\//, 'tests/');
    const assertions = file.assertionResults ?? [];
    if (file.status === 'failed' && !assertions.some((a) => a.status === 'failed')) count(`${name} (outside any test: ${(file.message ?? '').split('\n')[0]})`, false);
    for (const a of assertions) if (a.status === 'passed' || a.status === 'failed') count(`${name} › ${a.fullName}`, a.status === 'passed');
  }
  return report;
}

const root = spawnSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).stdout.trim();
for (let run = 1; fresh && run <= runs; run++) {
  const dir = mkdtempSync(join(tmpdir(), 'koikoi-fresh-'));
  const out = join(reports, `fresh-${run}`);
  const started = Date.now();
  spawnSync('git', ['clone', '--quiet', root, dir], { stdio: 'inherit' });
  const log = join(reports, `fresh-${run}.log`);
  const result = spawnSync('bash', ['-c', `npm test > ${JSON.stringify(log)} 2>&1`], { cwd: dir, env: { ...env, KOIKOI_REPORTS: out }, stdio: 'inherit' });
  const took = (Date.now() - started) / 1000;
  const text = existsSync(log) ? readFileSync(log, 'utf8') : '';
  const summary = text.slice(text.lastIndexOf('\nSummary')).trim();
  seconds.push(`fresh run ${run}: ${(took / 60).toFixed(1)} min, exit ${result.status}, ${summary.split('\n').at(-1)}`);
  console.log(`run ${run}/${runs} (fresh clone, npm test, exit ${result.status}, ${(took / 60).toFixed(1)} min; log ${log})\n${summary}`);
  for (const layer of ['unit', 'browser']) {
    const file = join(out, `${layer}.json`);
    if (existsSync(file)) tallyReport(file);
    else count(`${layer}: (no report: the step did not run)`, false);
  }
  if (result.status !== 0) count(`npm test exit status (run ${run})`, false);
  rmSync(dir, { recursive: true, force: true });
}

for (let run = 1; !fresh && run <= runs; run++) {
  for (const layer of layers) {
    const { config, files } = LAYERS[layer];
    const out = join(reports, `${layer}-${run}.json`);
    const started = Date.now();
    const selected = filters.length ? filters : files;
    spawnSync('npx', ['vitest', 'run', '--config', config, '--reporter=dot', '--reporter=json', `--outputFile.json=${out}`, ...selected], { stdio: ['ignore', 'ignore', 'inherit'], env });
    const took = (Date.now() - started) / 1000;
    seconds.push(`${layer} run ${run}: ${took.toFixed(0)} s`);
    if (!existsSync(out)) {
      count(`${layer}: (vitest did not start)`, false);
      continue;
    }
    const report = tallyReport(out);
    console.log(`run ${run}/${runs}, ${layer}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${took.toFixed(0)} s)`);
  }
}
stopSpinners();

function count(name, passed) {
  const t = tally.get(name) ?? { runs: 0, failed: 0 };
  t.runs++;
  if (!passed) t.failed++;
  tally.set(name, t);
}

const failing = [...tally].filter(([, t]) => t.failed > 0).sort((a, b) => b[1].failed - a[1].failed);
console.log(`\nSoak: ${runs} run(s) of ${fresh ? 'a fresh clone\'s npm test' : layers.join(' + ')}, ${busy} core(s) kept busy beside them`);
for (const line of seconds) console.log(`  ${line}`);
if (failing.length === 0) console.log(`Every one of ${tally.size} tests passed in every run.`);
else for (const [name, t] of failing) console.log(`  failed ${t.failed} of ${t.runs}: ${name}`);
const total = [...tally.values()].reduce((s, t) => ({ runs: s.runs + t.runs, failed: s.failed + t.failed }), { runs: 0, failed: 0 });
console.log(`${total.runs - total.failed} passed, ${total.failed} failed`);
process.exit(total.failed > 0 ? 1 : 0);
