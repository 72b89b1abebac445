#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (mobile) on each page type of the built site, in
// Chromium, printing the four category scores. Targets: performance ≥ 98,
// accessibility 100, best practices 100, SEO 100. Run after `npm run build`.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from './serve.mjs';
import { findChromium } from './chromium.mjs';

const DIST = process.env.DIST ?? 'dist';
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

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
  for (const [type, path] of PAGES) {
    const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
    const cats = result.lhr.categories;
    const scores = Object.fromEntries(Object.keys(TARGETS).map((k) => [k, Math.round((cats[k]?.score ?? 0) * 100)]));
    const misses = Object.entries(TARGETS).filter(([k, target]) => scores[k] < target);
    missed += misses.length;
    console.log(
      `${type.padEnd(12)} ${path.padEnd(29)} ${String(scores.performance).padStart(4)}  ${String(scores.accessibility).padStart(4)}  ${String(scores['best-practices']).padStart(4)}  ${String(scores.seo).padStart(4)}` +
        (misses.length ? `   below target: ${misses.map(([k]) => k).join(', ')}` : ''),
    );
    for (const [k] of misses) {
      const failing = result.lhr.categories[k].auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
        .slice(0, 4)
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      console.log(`    ${k}: ${failing.join(', ')}`);
    }
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(missed === 0 ? 'All Lighthouse targets met.' : `${missed} score(s) below target.`);
