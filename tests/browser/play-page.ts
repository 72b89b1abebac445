/**
 * Opening the practice game in Chromium, shared by the game's browser tests. Pages open with
 * reduced motion (the computer then moves without a pause) and with service workers blocked,
 * so that the offline worker's first-visit reload cannot interrupt a game in the middle of a test.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseURL, captureErrors, waitForHydration } from './harness';

export interface OpenedPlay {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: () => string[];
}

export async function openPlay(
  browser: Browser,
  path: string,
  options: { width?: number; colorScheme?: 'light' | 'dark' } = {},
): Promise<OpenedPlay> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = captureErrors(page);
  await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
  await playReady(page);
  // With workers blocked, the page's offline code reading `registration.waiting` may log once.
  return { context, page, errors: () => errors.filter((e) => !/reading 'waiting'/.test(e)) };
}

/** Hydrated, and the game's island past its placeholder. */
export async function playReady(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForSelector('.play:not(.play--loading)');
}
