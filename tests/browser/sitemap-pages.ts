import { afterAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { DEFAULT_PRESET_ID } from '../../src/engine/rules/presets';
import { axeViolations, baseURL, captureErrors, openPage, scrollsSideways, sitemapPaths, waitForHydration } from './harness';

/**
 * The visit of every page in the sitemap, in parts: the pages are dealt round-robin to
 * `parts` test files, so that two browser workers share them instead of one file being the
 * run's long pole (it was 226 s of a 518 s browser step on its own).
 */
export const pages = sitemapPaths();

/**
 * Pages made from one template with different data share their markup and styles: axe checks
 * the first page of each variant of a template, the variants being what changes the page's
 * controls or notes (a puzzle's kind of question; a puzzle under rules other than the reader's,
 * which says so). The data itself, a card picture's text, is checked where it is made
 * (tests/unit/cards). Every other page is distinct and gets axe itself.
 */
function variantOf(path: string): string | null {
  if (/^\/cards\/[^/]+\/$/.test(path)) return 'card';
  const puzzle = /^\/puzzles\/([^/]+)\/$/.exec(path)?.[1];
  if (puzzle === undefined) return null;
  const data = JSON.parse(readFileSync(`content/puzzles/${puzzle}.json`, 'utf8')) as { goal: { kind: string }; rules: { preset: string } };
  return `puzzle ${data.goal.kind}${data.rules.preset === DEFAULT_PRESET_ID ? '' : ', other rules'}`;
}
export const variants = new Map<string, string>(); // the variant's first page
for (const path of pages) {
  const variant = variantOf(path);
  if (variant !== null && !variants.has(variant)) variants.set(variant, path);
}
const getsAxe = (path: string) => variantOf(path) === null || variants.get(variantOf(path)!) === path;

/** Registers the visits of part `part` (0-based) of `parts`. */
export function visitPages(browser: () => Browser, part: number, parts: number): void {
  // One visit per page checks everything that needs no interaction: console errors (CSP
  // violations included), axe in both themes (the dark one: colour contrast), and no sideways
  // scrolling on a phone.
  describe(`every page in the sitemap (part ${part + 1} of ${parts})`, () => {
    // The pages of one template after its first (a card, a puzzle: 109 of 146) are visited in one
    // tab, its storage emptied after each, instead of a fresh context each: a new context and
    // its renderer cost more than the visit itself (about 0.2 s of 0.4 s on a quiet machine).
    let shared: { context: BrowserContext; page: Page; errors: string[] } | null = null;
    const sharedTab = async () => {
      if (shared === null || shared.page.isClosed()) {
        const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        shared = { context, page, errors: captureErrors(page) };
      }
      return shared;
    };
    afterAll(async () => {
      await shared?.context.close();
    });
    /** The shared tab at `path`, as openPage would give a fresh one: desktop size, hydrated, its errors from now. */
    const visitInTab = async (tab: NonNullable<typeof shared>, path: string) => {
      tab.errors.length = 0;
      await tab.page.setViewportSize({ width: 1280, height: 900 });
      await tab.page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
      await waitForHydration(tab.page);
      return tab;
    };

    for (const path of pages.filter((_, i) => i % parts === part)) {
      const axe = getsAxe(path);
      test(`${path}: no console error, fits 360 px${axe ? ', 0 axe violations (light and dark)' : ''}`, async () => {
        const tab = axe ? null : await sharedTab();
        const { page, errors, context } = tab ? await visitInTab(tab, path) : await openPage(browser(), path);
        try {
          expect(await page.title()).not.toBe('');
          expect(await page.locator('h1').count()).toBe(1);
          if (axe) {
            expect(await axeViolations(page), 'light theme').toEqual([]);
            await page.emulateMedia({ colorScheme: 'dark' });
            expect(await axeViolations(page), 'dark theme').toEqual([]);
          }
          await page.setViewportSize({ width: 360, height: 740 });
          expect(await scrollsSideways(page), 'sideways scrolling at 360 px').toBe(false);
          expect(errors).toEqual([]);
        } finally {
          if (tab) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear())).catch(() => undefined);
          else await context.close();
        }
      });
    }
  });
}
