import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { baseURL, launchBrowser, openPage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('once visited, the site works offline: pages, card art, search and the game', async () => {
  const { page, context } = await openPage(browser, '/', { serviceWorkers: 'allow' });
  try {
    // Wait until the worker has installed this build's files and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await context.setOffline(true);

    for (const path of ['/deck/', '/rules/', '/cards/pampas-moon/', '/play/']) {
      const response = await page.goto(`${baseURL()}${path}`);
      expect(response?.ok(), path).toBe(true);
      expect(await page.locator('h1').count(), path).toBe(1);
    }
    // A card picture comes from the cache.
    await page.goto(`${baseURL()}/cards/pampas-moon/`);
    const loaded = await page.locator('main img[src$="pampas-moon.svg"]').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    expect(loaded).toBe(true);

    // Search reads the cached index.
    await page.goto(`${baseURL()}/search/?q=chaff`);
    await page.locator('.search-page__results li').first().waitFor({ timeout: 10_000 });

    // An address that was never built shows the site's own page, not the browser's error.
    await page.goto(`${baseURL()}/no-such-page/`);
    expect(await page.locator('h1').textContent()).toBe('Page not found');
  } finally {
    await context.setOffline(false);
    await context.close();
  }
});
