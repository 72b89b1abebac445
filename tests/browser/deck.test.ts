/** The deck page is dense (issue 13): all 48 cards within a couple of desktop screens, months still grouped. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the 48 cards take at most two 900-px screens on a desktop, twelve months of four', async () => {
  const { page, context } = await openPage(browser, '/deck/', { width: 1280, height: 900 });
  try {
    const gallery = page.locator('.deck-by-month');
    expect(await gallery.locator('.deck-month').count()).toBe(12);
    expect(await gallery.locator('.deck-month').evaluateAll((ms) => ms.map((m) => m.querySelectorAll('li').length))).toEqual(Array(12).fill(4));
    expect((await gallery.boundingBox())!.height).toBeLessThanOrEqual(1800);
  } finally {
    await context.close();
  }
});

test('the dense deck fits a 360 px phone', async () => {
  const { page, context } = await openPage(browser, '/deck/', { width: 360, height: 740 });
  try {
    // The gallery itself (the header's width is the header's own test).
    const widest = await page.locator('.deck-by-month *').evaluateAll((els) => Math.max(...els.map((el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(360);
  } finally {
    await context.close();
  }
});
