import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage } from './harness';
import { pages, variants, visitPages } from './sitemap-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the sitemap', () => {
  test('lists the site pages, and the templates their variants', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/rules/', '/deck/', '/glossary/', '/learn/']));
    expect([...variants.keys()]).toEqual(expect.arrayContaining(['card', 'puzzle points', 'puzzle koikoi-or-stop', 'puzzle dangerous-cards']));
  });
});

visitPages(() => browser, 0, 3);

describe('site shell', () => {
  test('an unknown address shows the 404 page', async () => {
    const { page, context } = await openPage(browser, '/no-such-page/');
    try {
      expect(await page.locator('h1').textContent()).toBe('Page not found');
      expect(await page.title()).toContain('Page not found');
    } finally {
      await context.close();
    }
  });

  test('the skip link is the first stop and moves focus to the main content', async () => {
    const { page, context } = await openPage(browser, '/rules/');
    try {
      await page.keyboard.press('Tab');
      const first = page.locator(':focus');
      expect(await first.textContent()).toBe('Skip to content');
      expect(await first.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => location.hash)).toBe('#main');
    } finally {
      await context.close();
    }
  });

  test('the header navigation is reachable and usable by keyboard alone', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      // The reference pages sit under one disclosure: Tab to it, open it, Tab on to Deck, follow it.
      const tabTo = async (name: string) => {
        for (let i = 0; i < 15; i++) {
          await page.keyboard.press('Tab');
          if ((await page.evaluate(() => document.activeElement?.textContent?.trim())) === name) return true;
        }
        return false;
      };
      expect(await tabTo('Reference')).toBe(true);
      await page.keyboard.press('Enter');
      expect(await tabTo('Deck')).toBe(true);
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
      expect(outline).not.toBe('none');
      await Promise.all([page.waitForURL('**/deck/'), page.keyboard.press('Enter')]);
      expect(await page.locator('h1').textContent()).toBe('The Deck');
    } finally {
      await context.close();
    }
  });

  test('the menu opens by keyboard on a phone-sized screen', async () => {
    const { page, context } = await openPage(browser, '/', { width: 360, height: 740 });
    try {
      const header = page.locator('header');
      const deckLink = header.getByRole('link', { name: 'Deck', exact: true });
      expect(await header.getByRole('link', { name: 'Puzzles', exact: true }).isVisible()).toBe(false);
      await page.locator('.nav-menu > summary').focus();
      await page.keyboard.press('Enter');
      expect(await header.getByRole('link', { name: 'Puzzles', exact: true }).isVisible()).toBe(true);
      expect(await deckLink.isVisible()).toBe(false);
      await header.locator('summary', { hasText: 'Reference' }).focus();
      await page.keyboard.press('Enter');
      expect(await deckLink.isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('the theme choice applies at once and survives a reload and a new page', async () => {
    const { page, context } = await openPage(browser, '/', { colorScheme: 'light' });
    try {
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const light = await background();
      await page.selectOption('#theme-select', 'dark');
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      const dark = await background();
      expect(dark).not.toBe(light);
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await page.inputValue('#theme-select')).toBe('dark');
      expect(await background()).toBe(dark);
      await page.goto(new URL('/deck/', page.url()).href);
      expect(await background()).toBe(dark);
      await page.selectOption('#theme-select', 'system');
      await page.reload();
      expect(await background()).toBe(light);
    } finally {
      await context.close();
    }
  });
});
