import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Types a query into the header search box and returns the first result's link. */
async function firstResult(page: Page, query: string): Promise<{ href: string; text: string }> {
  const input = page.locator('#site-search');
  await input.fill('');
  await input.focus();
  await input.pressSequentially(query, { delay: 10 });
  const first = page.locator('#site-search-results li a').first();
  await first.waitFor({ state: 'visible', timeout: 10_000 });
  await page.waitForFunction((q) => document.querySelector('#site-search-status')?.textContent?.includes(q), query);
  return { href: (await first.getAttribute('href')) ?? '', text: (await first.textContent()) ?? '' };
}

// Each row: what a reader types, the page it must land on, a word the result must be about.
const CASES: [query: string, path: RegExp, about: RegExp][] = [
  ['dregs', /^\/(deck|glossary)\//, /chaff/i],
  ['plains', /^\/(deck|glossary)\//, /chaff/i],
  ['junk', /^\/(deck|glossary)\//, /chaff/i],
  ['printed flags', /^\/(deck|glossary)\//, /poetry/i],
  ['umbrella lovers', /^\/(deck|glossary|cards\/willow-rain-man)\//, /rain man/i],
  ['oya', /^\/(rules|glossary)\//, /dealer/i],
  ['parent', /^\/(rules|glossary)\//, /dealer/i],
  ['teacup', /^\/(deck|glossary|cards\/chrysanthemum-sake-cup)\//, /sake cup/i],
  // The rules page for the obvious query (it came 12th), and spelling variants as hidden names (#22.14).
  ['koikoi rules', /^\/rules\/$/, /rules/i],
  ['phenix', /^\/(glossary|cards\/paulownia-phoenix)\//, /phoenix/i],
  ['paulonia', /^\/(glossary|deck)\//, /paulownia/i],
  // Playing with other people (#30): the friends pages first, for each common phrasing.
  ['play with friends', /^\/friends\/$/, /friend/i],
  ['multiplayer', /^\/friends\/(pass\/)?$/, /friend|pass and play/i],
  ['online', /^\/friends\/$/, /friend/i],
  ['pass and play', /^\/friends\/pass\/$/, /pass and play/i],
];

describe('the header search box', () => {
  // One page for every query (the box is cleared before each): the queries are what differ, and a
  // fresh page each cost more than the search itself.
  let opened: Awaited<ReturnType<typeof openPage>>;
  beforeAll(async () => {
    opened = await openPage(browser, '/');
  });
  afterAll(async () => {
    await opened?.context.close();
  });

  test.each(CASES)('searching "%s" lands on the right page', async (query, path, about) => {
    const { page, errors } = opened;
    errors.length = 0;
    const result = await firstResult(page, query);
    expect(new URL(result.href, page.url()).pathname).toMatch(path);
    expect(result.text).toMatch(about);
    expect(errors).toEqual([]);
  });
});

test('search works by keyboard: arrow to a result, Enter opens it', async () => {
  const { page, context } = await openPage(browser, '/');
  try {
    const result = await firstResult(page, 'glossary');
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(result.href);
    await Promise.all([page.waitForURL((url) => url.pathname !== '/'), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname).toBe(new URL(result.href, page.url()).pathname);
  } finally {
    await context.close();
  }
});

test('the search page shows results for ?q= and says when nothing matches', async () => {
  const { page, context } = await openPage(browser, '/search/?q=chaff');
  try {
    await page.locator('.search-page__results li').first().waitFor({ timeout: 10_000 });
    expect(await page.locator('.search-page__results li').count()).toBeGreaterThan(0);
    await page.goto(new URL('/search/?q=zzzqqqxxx', page.url()).href);
    await page.waitForFunction(() => document.querySelector('[data-search-page-status]')?.textContent?.includes('No pages match'));
  } finally {
    await context.close();
  }
});

test('the box and the search page give the same count of results', async () => {
  const { page, context } = await openPage(browser, '/');
  try {
    await firstResult(page, 'koi-koi');
    const box = (await page.locator('#site-search-status').textContent()) ?? '';
    const boxTotal = /(\d+) results? for/.exec(box)?.[1];
    expect(boxTotal).toBeDefined();
    // The box lists the first few and says how many there are in all.
    expect(box).toMatch(new RegExp(`^(Showing ${await page.locator('#site-search-results li').count()} of )?${boxTotal} results? for “koi-koi”\\.$`));
    await page.goto(new URL('/search/?q=koi-koi', page.url()).href);
    await page.waitForFunction(() => /results? for/.test(document.querySelector('[data-search-page-status]')?.textContent ?? ''));
    const full = (await page.locator('[data-search-page-status]').textContent()) ?? '';
    expect(/(\d+) results? for/.exec(full)?.[1]).toBe(boxTotal);
  } finally {
    await context.close();
  }
});

test('excerpts begin at a sentence (or say "…" where cut) and never show the hidden keyword lines (#22.14)', async () => {
  const { page, context } = await openPage(browser, '/search/?q=koikoi+rules');
  try {
    for (const query of ['koikoi rules', 'oya', 'phenix']) {
      await page.goto(new URL(`/search/?q=${encodeURIComponent(query)}`, page.url()).href);
      await page.waitForFunction(() => /results? for/.test(document.querySelector('[data-search-page-status]')?.textContent ?? ''));
      const excerpts = await page.locator('.search-page__results .search__excerpt').allTextContents();
      expect(excerpts.length).toBeGreaterThan(0);
      for (const excerpt of excerpts) {
        // A sentence starts with a capital, a digit, a quotation mark or a Japanese word; a cut starts with "…".
        expect(excerpt, `${query}: ${excerpt}`).toMatch(/^(… |[\p{Lu}\p{N}“"‘(]|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/u);
        expect(excerpt, `${query}: ${excerpt}`).not.toMatch(/rules of play, rulebook|also spelled/i);
      }
    }
  } finally {
    await context.close();
  }
});
