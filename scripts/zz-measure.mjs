import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
const server = await startServer({ dir: process.argv[2], port: 0, host: '127.0.0.1' });
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox'] });
for (const [w,h] of [[360,740],[390,844]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, serviceWorkers: 'block' });
  const p = await ctx.newPage();
  await p.goto(`http://127.0.0.1:${server.address().port}/`);
  await p.waitForTimeout(800);
  const r = await p.evaluate(() => { const f = document.querySelector('.home-friends')?.getBoundingClientRect(); const d = document.querySelector('[data-door="learn"] h3').getBoundingClientRect(); const i = document.querySelector('.home-intro').getBoundingClientRect(); return { friends: f && [f.top, f.bottom], door: [d.top, d.bottom], intro: [i.top, i.bottom] }; });
  console.log(w, h, JSON.stringify(r));
}
await b.close(); server.close();
