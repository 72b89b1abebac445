import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './harness';
import { visitPages } from './sitemap-pages';

// Part 3 of the visit of every page (site.test.ts holds part 1 and the site shell's tests).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

visitPages(() => browser, 2, 3);
