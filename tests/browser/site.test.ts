import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, openPage, scrollsSideways, sitemapPaths } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pages = sitemapPaths();

/**
 * Pages made from one template with different data (a card's page, a puzzle's page) share their
 * colours: colour contrast is checked on the first of each, and every other rule on all of them.
 * Every other page is distinct and gets the full check.
 */
const TEMPLATES = [/^\/cards\/[^/]+\/$/, /^\/puzzles\/[^/]+\/$/];
const templateOf = (path: string) => TEMPLATES.find((t) => t.test(path));
const contrastChecked = new Set(TEMPLATES.map((t) => pages.find((p) => t.test(p))));
const checksContrast = (path: string) => templateOf(path) === undefined || contrastChecked.has(path);

describe('every page in the sitemap', () => {
  test('the sitemap lists the site pages, and each template has pages', () => {
    expect(pages).toEqual(expect.arrayContaining(['/', '/rules/', '/deck/', '/glossary/', '/learn/']));
    for (const template of TEMPLATES) expect(pages.filter((p) => template.test(p)).length, String(template)).toBeGreaterThan(1);
  });

  // One visit per page checks everything that needs no interaction: console errors (CSP
  // violations included), axe (the dark theme: its colour contrast), and no sideways scrolling on a phone.
  test.each(pages)('%s: no console error, 0 axe violations, fits 360 px', async (path) => {
    const { page, errors, context } = await openPage(browser, path);
    try {
      expect(await page.title()).not.toBe('');
      expect(await page.locator('h1').count()).toBe(1);
      const contrast = checksContrast(path);
      expect(await axeViolations(page, contrast ? {} : { skip: ['color-contrast'] }), 'light theme').toEqual([]);
      if (contrast) {
        await page.emulateMedia({ colorScheme: 'dark' });
        expect(await axeViolations(page), 'dark theme').toEqual([]);
      }
      await page.setViewportSize({ width: 360, height: 740 });
      expect(await scrollsSideways(page), 'sideways scrolling at 360 px').toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

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
