#!/usr/bin/env node
// `npm test`: install what is missing, then type-check, unit tests, conformance cases,
// build, and browser tests in Chromium. Every step runs even when an earlier one fails
// (except those that need the build), and the run ends with one plain line
// "N passed, N failed" summing the tests of every step; a step with no test count of
// its own (type-check, build) counts as one.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDeps } from './ensure-deps.mjs';
import { findChromium } from './chromium.mjs';

ensureDeps();
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.CI ? '0' : '1' };
// KOIKOI_REPORTS: where the JSON reports go (the soak's --fresh runs read them); a new temporary folder otherwise.
const reports = process.env.KOIKOI_REPORTS ?? mkdtempSync(join(tmpdir(), 'koikoi-test-'));
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(command, args, extraEnv = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extraEnv } });
  return { ok: result.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function record(step, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${step.padEnd(14)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} (${seconds}s)`);
}

function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const { ok, seconds } = run(command, args);
  record(name, ok ? 1 : 0, ok ? 0 : 1, 0, seconds);
  return ok;
}

/** Runs a vitest config with the JSON reporter and records its test counts. */
function vitest(name, config, extraEnv = {}) {
  console.log(`\n▶ ${name}`);
  const out = join(reports, `${name}.json`);
  const { seconds } = run('npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], extraEnv);
  if (!existsSync(out)) {
    record(name, 0, 1, 0, seconds); // vitest could not even start
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  // Files that failed outside any test (an import error, a crashed hook) count as failures too.
  const failedSuites = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
  const ran = report.numPassedTests + report.numFailedTests;
  record(name, report.numPassedTests, report.numFailedTests + failedSuites + (ran === 0 ? 1 : 0), report.numPendingTests + report.numTodoTests, seconds);
}

/** Runs a script that ends with "N passed, N failed[, N skipped]" and records those counts. */
function counted(name, command, args) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write((result.stderr ?? '').replace(/^npm warn Unknown user config "nodedir".*\n/gm, ''));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const match = /(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/.exec((result.stdout ?? '').trim());
  if (!match) return record(name, 0, 1, 0, seconds);
  // A non-zero exit with no failure counted (a crash after the summary) still fails the step.
  const failed = Number(match[2]) + (result.status !== 0 && Number(match[2]) === 0 ? 1 : 0);
  record(name, Number(match[1]), failed, Number(match[3] ?? 0), seconds);
}

/**
 * Starts a step whose output is held back (printed whole when `finish` is called, so it does not
 * interleave with the steps running meanwhile) and records it then.
 */
function background(name, command, args) {
  // The step runs under a small Node wrapper that prints how long it took: this process spends
  // the meantime blocked in the steps run in the foreground (spawnSync), so it cannot see when
  // the child ended.
  const timed = `const { spawnSync } = require('node:child_process');
const started = Date.now();
const r = spawnSync(process.argv[1], process.argv.slice(2), { stdio: 'inherit' });
console.log('@@seconds ' + ((Date.now() - started) / 1000).toFixed(1));
process.exit(r.status ?? 1);`;
  const child = spawn(process.execPath, ['-e', timed, command, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code));
  });
  return async () => {
    const code = await exited;
    const seconds = /@@seconds (\S+)\n?$/.exec(output)?.[1] ?? '?';
    console.log(`\n▶ ${name} (ran beside the steps above)`);
    process.stdout.write(output.replace(/@@seconds \S+\n?$/, ''));
    record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, seconds);
  };
}

const chromium = findChromium({ install: true, shell: true });

vitest('unit', 'vitest.config.ts');
// The type-check is one single-threaded process, and so are most of the steps up to the build:
// it runs beside them on the other core instead of before them (about 27 s of the run).
const typeCheck = background('type-check', 'npx', ['astro', 'check']);
counted('conformance', 'npx', ['tsx', 'scripts/conformance.ts']);
counted('fuzz', 'npx', ['tsx', 'scripts/fuzz.ts']);
// The arena, the bench and the coach's bench in their --check modes: on fixed seeds, what each
// exists for (README, "Other commands"), counted check by check. Full figures: npm run arena / bench / coach-bench.
counted('arena', 'npx', ['tsx', 'scripts/arena.ts', '--check']);
counted('bench', 'npx', ['tsx', 'scripts/bench.ts', '--check']);
counted('coach-bench', 'npx', ['tsx', 'scripts/coach-bench.ts', '--check']);
await typeCheck();
const built = step('build', 'npm', ['run', 'build']);
if (built) {
  // Checks of the built site that need no browser. Before the browser tests, not beside them: the
  // HTML checker is a Java process that takes both cores for its 5 s, and beside the browser step
  // it took 33 s and made that step 70 s longer (fresh-clone run, 619 s against 549 s).
  step('html-valid', 'node', ['scripts/validate-html.mjs']);
  step('links', 'node', ['scripts/check-links.mjs']);
  step('budget', 'node', ['scripts/budget.mjs']);
}
if (!built) {
  record('browser', 0, 1, 0, '0.0');
  console.error('Browser tests skipped: the build failed.');
} else if (!chromium.path) {
  record('browser', 0, 1, 0, '0.0');
  console.error(chromium.message);
} else {
  vitest('browser', 'vitest.browser.config.ts', { CHROMIUM_PATH: chromium.path });
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
