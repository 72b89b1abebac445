/**
 * The deck's month-and-kind markers: shown over the cards by default, and the settings
 * switch hides them on every page, after a reload too (the class on <html> is set before
 * first paint by theme-init.js, so /deck/, a page without islands, needs no other script).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, openPage, waitForHydration } from './harness';
import { wordsBrokenMidWord } from './word-breaks';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** How many markers are drawn on the page and how many of them can be seen. */
async function markers(page: Page): Promise<{ drawn: number; visible: number }> {
  return page.evaluate(() => {
    const all = [...document.querySelectorAll('main .card-mark')];
    return { drawn: all.length, visible: all.filter((el) => el.checkVisibility()).length };
  });
}

/** Where card names are written under their pictures, and a selector for those names. */
const CAPTIONS: readonly (readonly [path: string, selector: string])[] = [
  ['/deck/', '.deck-card__name'],
  ['/calculator/', '.pick-card__name'],
  ['/learn/the-deck/', '.lesson-cards__row li > span'],
  ['/yaku/', '.yaku-cards__name'],
];

test('card captions break a long name only at a syllable, with a hyphen, never mid-word (360 px and 1280 px)', async () => {
  const { page, context } = await openPage(browser, CAPTIONS[0]![0], { width: 360, height: 740 });
  try {
    for (const [path, selector] of CAPTIONS) {
      if (path !== CAPTIONS[0]![0]) {
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
        await waitForHydration(page);
      }
      const names = await page.locator(selector).allTextContents();
      expect(names.map((n) => n.replaceAll('\u00AD', '')), `${path}: captions`).toContain('Chrysanthemum Blue Ribbon');
      expect(await wordsBrokenMidWord(page, selector), `${path} at 360 px`).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await wordsBrokenMidWord(page, selector), `${path} at 1280 px`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

test('the deck shows a marker on every card face, hidden from assistive technology', async () => {
  const { page, context, errors } = await openPage(browser, '/deck/');
  try {
    const { drawn, visible } = await markers(page);
    expect(drawn).toBeGreaterThanOrEqual(48);
    expect(visible).toBe(drawn);
    expect(await page.locator('main .card-mark:not([aria-hidden="true"])').count()).toBe(0);
    // The marker sits over its image's top-left corner.
    const [img, mark] = await Promise.all([page.locator('main .card-face img').first().boundingBox(), page.locator('main .card-mark').first().boundingBox()]);
    expect(mark!.x).toBeGreaterThanOrEqual(img!.x);
    expect(mark!.y).toBeGreaterThanOrEqual(img!.y);
    expect(mark!.x + mark!.width).toBeLessThan(img!.x + img!.width / 2);
    expect(mark!.width * mark!.height).toBeLessThan((img!.width * img!.height) / 10);
    // Drawn from the one shared image (card-image.css, public/card-marks.svg): it loads, each
    // month and kind shows its own cell, and the marker's pixels change when it is hidden.
    const drawing = await page.evaluate(async () => {
      const marks = [...document.querySelectorAll('main .card-mark')];
      const url = /url\("?([^")]+)"?\)/.exec(getComputedStyle(marks[0]!).backgroundImage)?.[1];
      const image = new Image();
      image.src = url ?? '';
      const loaded = await image.decode().then(
        () => true,
        () => false,
      );
      const cells = new Set(marks.map((m) => getComputedStyle(m).backgroundPosition));
      return { url, loaded, cells: cells.size };
    });
    expect(drawing.url).toMatch(/\/card-marks\.svg$/);
    expect(drawing.loaded).toBe(true);
    // 12 months × the kinds found in each: every distinct pair has its own pair of cells.
    const pairs = await page.evaluate(() => new Set([...document.querySelectorAll('main .card-mark')].map((m) => m.className)).size);
    expect(drawing.cells).toBe(pairs);
    const face = page.locator('main .card-face').first();
    const shown = await face.screenshot();
    await page.evaluate(() => document.documentElement.classList.add('card-markers-off'));
    const hidden = await face.screenshot();
    await page.evaluate(() => document.documentElement.classList.remove('card-markers-off'));
    expect(shown.equals(hidden)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('turning the switch off on /settings/ hides the markers on /deck/ after a reload, and on again shows them', async () => {
  const { page, context, errors } = await openPage(browser, '/settings/');
  try {
    const box = page.getByRole('checkbox', { name: 'Show month and kind markers' });
    expect(await box.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await box.uncheck();
    // The sample card beside the switch follows at once.
    expect((await markers(page)).visible).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('koikoi:card-markers'))).toBe('false');

    await page.goto(new URL('/deck/', baseURL()).href);
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('card-markers-off'))).toBe(true);
    const hidden = await markers(page);
    expect(hidden.drawn).toBeGreaterThanOrEqual(48);
    expect(hidden.visible).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(new URL('/settings/', baseURL()).href);
    await waitForHydration(page);
    expect(await box.isChecked()).toBe(false);
    await box.check();
    await page.goto(new URL('/deck/', baseURL()).href);
    await page.reload();
    const shown = await markers(page);
    expect(shown.visible).toBe(shown.drawn);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a corrupted saved value leaves the markers shown and says so on the settings page', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.evaluate(() => localStorage.setItem('koikoi:card-markers', '"sometimes"'));
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('checkbox', { name: 'Show month and kind markers' }).isChecked()).toBe(true);
    expect(await page.getByRole('alert').filter({ hasText: 'card marker setting could not be read' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.classList.contains('card-markers-off'))).toBe(false);
  } finally {
    await context.close();
  }
});
