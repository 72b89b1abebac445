#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile) on each page type of the built site, in
// Chromium, printing the four category scores. Targets: performance ≥ 98,
// accessibility 100, best practices 100, SEO 100. Run after `npm run build`.
// `--only calculator,game` runs only those page types (matched against the type or path).
// The calculator runs 5 times and its median is printed, with the longest main-thread task
// of each run (Lighthouse's long-tasks audit): its target is no task over 50 ms while it loads
// and hydrates, so that the score holds on a busy machine and is not luck. `--runs n` sets
// the number of runs for every page.
//
// Lighthouse simulates a mobile CPU from one unthrottled run: a task's figure is its observed
// wall time × 4 (× 2 when it lays out), so other processes stretch it too. The load average
// is printed beside each repeated page's figures: on this 2-core machine a load over ~1.5
// doubles them, and scripts/long-tasks.mjs (CPU time) says what a task was made of.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { startServer } from './serve.mjs';
import { findChromium } from './chromium.mjs';

const DIST = process.env.DIST ?? 'dist';
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Page types judged on the median of several runs, and on their longest task. */
const REPEATED = { calculator: 5 };
const LONGEST_TASK_TARGET_MS = 50;
const runsAt = process.argv.indexOf('--runs');
const runsFor = (type) => (runsAt >= 0 ? Number(process.argv[runsAt + 1]) : (REPEATED[type] ?? 1));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

function firstPageUnder(dir) {
  const root = join(DIST, dir);
  if (!existsSync(root)) return undefined;
  const sub = readdirSync(root, { withFileTypes: true }).find((d) => d.isDirectory() && existsSync(join(root, d.name, 'index.html')));
  return sub ? `/${dir}/${sub.name}/` : undefined;
}

const PAGES = [
  ['home', '/'],
  ['reference', '/yaku/'],
  ['lesson', firstPageUnder('learn')],
  ['card page', '/cards/pampas-moon/'],
  ['calculator', '/calculator/'],
  ['puzzle', firstPageUnder('puzzles')],
  ['game', '/play/'],
].filter(([, path]) => path && existsSync(join(DIST, path, 'index.html')));

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').map((s) => s.trim()).filter(Boolean) : [];
const selected = only.length === 0 ? PAGES : PAGES.filter(([type, path]) => only.some((o) => type.includes(o) || path.includes(o)));
if (selected.length === 0) {
  console.error(`--only ${only.join(',')} matches no page type (${PAGES.map(([type]) => type).join(', ')}).`);
  process.exit(1);
}

const chromium = findChromium();
if (!chromium.path) {
  console.error(chromium.message);
  process.exit(1);
}
const server = await startServer({ dir: DIST, port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({
  chromePath: chromium.path,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let missed = 0;
try {
  console.log('page type    path                          perf  a11y  best  seo');
  for (const [type, path] of selected) {
    const runs = [];
    const loads = [];
    for (let i = 0; i < runsFor(type); i++) {
      loads.push(loadavg()[0]);
      runs.push(await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } }));
    }
    const perfOf = (r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100);
    const longestOf = (r) => Math.max(0, ...(r.lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration));
    // The run whose performance is the median stands for the page (its other scores and audits are printed).
    const result = runs.find((r) => perfOf(r) === median(runs.map(perfOf)));
    const cats = result.lhr.categories;
    const scores = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((cats[k]?.score ?? 0) * 100)]));
    const misses = Object.entries(TARGETS).filter(([k, target]) => scores[k] < target);
    const longest = median(runs.map(longestOf));
    if (REPEATED[type] || runs.length > 1) {
      if (longest > LONGEST_TASK_TARGET_MS) misses.push(['longest task']);
    }
    missed += misses.length;
    console.log(
      `${type.padEnd(12)} ${path.padEnd(29)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(4)}` +
        (misses.length ? `   below target: ${misses.map(([k]) => k).join(', ')}` : ''),
    );
    if (runs.length > 1) {
      // The long-tasks audit lists only tasks of 50 ms or more: a run without one prints "none".
      const taskText = (ms) => (ms > 0 ? `${Math.round(ms)} ms` : 'none');
      const without = runs.filter((r) => longestOf(r) === 0).length;
      console.log(
        `    ${runs.length} runs: performance ${runs.map(perfOf).join(', ')} (median ${median(runs.map(perfOf))}); ` +
          `longest task ${runs.map((r) => taskText(longestOf(r))).join(', ')} (median ${taskText(longest)}, target ≤ ${LONGEST_TASK_TARGET_MS} ms; ` +
          `${without} of ${runs.length} runs without a task of 50 ms or more); load ${loads.map((l) => l.toFixed(1)).join(', ')}`,
      );
    }
    for (const [k] of misses) {
      if (!result.lhr.categories[k]) continue;
      const failing = result.lhr.categories[k].auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .slice(0, 4)
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      console.log(`    ${k}: ${failing.join(', ')}`);
    }
    if (only.length > 0) {
      const a = result.lhr.audits;
      const ms = (id) => `${Math.round(a[id]?.numericValue ?? 0)} ms`;
      console.log(`    FCP ${ms('first-contentful-paint')}, LCP ${ms('largest-contentful-paint')}, TBT ${ms('total-blocking-time')}, CLS ${(a['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)}, SI ${ms('speed-index')}`);
      const long = (a['long-tasks']?.details?.items ?? []).map((t) => `${Math.round(t.duration)} ms @${Math.round(t.startTime)} ${String(t.url).replace(base, '')}`);
      if (long.length > 0) console.log(`    long tasks (simulated): ${long.join('; ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(missed === 0 ? 'All Lighthouse targets met.' : `${missed} score(s) below target.`);
