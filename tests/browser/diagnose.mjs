#!/usr/bin/env node
// Developer aid: prints axe violations (light and dark), console errors and sideways
// overflow for the given paths of a build. `DIST=dist node tests/browser/diagnose.mjs /deck/ /yaku/`
import { chromium } from 'playwright-core';
import axe from 'axe-core';
import { startServer } from '../../scripts/serve.mjs';

const server = await startServer({ dir: process.env.DIST ?? 'dist', port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text().slice(0, 160)));
  await page.goto(base + path, { waitUntil: 'networkidle' });
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    // axe runs in the page, injected once (as in harness.ts).
    if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) await page.evaluate(axe.source);
    const { violations } = await page.evaluate(() => window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }));
    for (const v of violations) console.log(`${path} [${scheme}] ${v.id}: ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.slice(0, 140) ?? ''}`);
  }
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => {
    const w = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= w + 1) return null;
    // The outermost elements that stick out: their parent still fits.
    const wide = [...document.querySelectorAll('body *')].filter(
      (e) => e.getBoundingClientRect().right > w + 1 && (e.parentElement?.getBoundingClientRect().right ?? 0) <= w + 1,
    );
    return wide.slice(0, 4).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} (${Math.round(e.getBoundingClientRect().width)}px)`).join(', ');
  });
  if (overflow) console.log(`${path} overflows at 360 px: ${overflow}`);
  for (const e of errors) console.log(`${path} console: ${e}`);
  await context.close();
}
await browser.close();
server.close();
