#!/usr/bin/env node
// Screenshots of built pages for a human to look at:
//   node scripts/screenshot.mjs /deck/ [--width 360] [--dark] [--out /tmp/deck.png] [--full]
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';

const args = process.argv.slice(2);
const path = args.find((a) => a.startsWith('/')) ?? '/';
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const width = Number(opt('width', '1280'));
const out = opt('out', `/tmp/shot-${path.replace(/\W+/g, '_')}-${width}.png`);
const server = await startServer({ dir: process.env.DIST ?? 'dist', port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({
    viewport: { width, height: Number(opt('height', '900')) },
    colorScheme: args.includes('--dark') ? 'dark' : 'light',
  });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}${path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: args.includes('--full') });
  console.log(out);
} finally {
  await browser.close();
  server.close();
}
