import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const dir = process.argv[2];
const server = await startServer({ dir, port: 0, host: '127.0.0.1' });
const port = server.address().port;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
const p = await b.newPage();
for (const q of ['play with friends', 'multiplayer', 'online', 'pass and play', 'friends', 'two players', 'three players']) {
  await p.goto(`http://127.0.0.1:${port}/search/?q=${encodeURIComponent(q)}`);
  await p.waitForFunction(() => document.querySelector('[data-search-page-status]')?.textContent?.length > 0 && !/Searching/.test(document.querySelector('[data-search-page-status]').textContent), null, { timeout: 15000 }).catch(() => {});
  const r = await p.evaluate(() => [...document.querySelectorAll('.search-page__results li a')].slice(0, 4).map((a) => a.getAttribute('href')));
  console.log(q, '→', r.join(' '));
}
await b.close(); server.close();
