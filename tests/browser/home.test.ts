/**
 * The home page and the site's main navigation in a real browser: the three doors lead where
 * they say, the cards are on the first screen of a phone and a laptop, the phone header is a
 * compact bar whose menu works by keyboard and reaches every destination, "continue where
 * you left off" greets a returning reader (progress and a game saved by the site's own code)
 * and never a new one, and axe finds nothing in either theme.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createGame } from '../../src/engine/round';
import { GAME_KEY, encodeSession, type PlaySession } from '../../src/features/play/save';
import { PROGRESS_KEY } from '../../src/features/progress/progress-store';
import { EMPTY_PROGRESS, withLessonCompleted as withLessonCompleted, dayNumber, withDrillAnswer as withDrillAnswer } from '../../src/features/progress/progress-model';
import { NAV } from '../../src/site/nav';
import { randomSteps, rules } from '../unit/play/helpers';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The lessons in their order, read from the content files (what the site builds from). */
const LESSONS = readdirSync('content/lessons')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const text = readFileSync(`content/lessons/${f}`, 'utf8');
    return { id: f.replace(/\.mdx$/, ''), order: Number(/^order:\s*(\d+)/m.exec(text)?.[1]), title: /^title:\s*(.+)$/m.exec(text)?.[1] ?? '' };
  })
  .sort((a, b) => a.order - b.order);

const SEVEN = NAV.map((item) => item.label);

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

describe('the home page', () => {
  test('the three doors lead to the first lesson, the reference and the games, and every door link works', async () => {
    const { page, context, errors } = await openPage(browser, '/', { width: 1280, height: 800 });
    try {
      expect(LESSONS[0]?.order).toBe(1);
      expect(await hrefs(page, '[data-door="learn"] a')).toEqual([`/learn/${LESSONS[0]!.id}/`, '/learn/']);
      expect(await page.locator('[data-door="learn"] a').first().textContent()).toContain(LESSONS[0]!.title);
      expect(await hrefs(page, '[data-door="look-up"] a')).toEqual(['/yaku/', '/rules/', '/deck/']);
      expect(await hrefs(page, '[data-door="play"] a')).toEqual(['/play/', '/friends/', '/puzzles/']);
      for (const href of await hrefs(page, '[data-door] a')) {
        expect((await page.request.get(new URL(href, page.url()).href)).status(), href).toBe(200);
      }
      // The doors are headed for a reader who scans: one h3 each, under one h2.
      expect(await page.locator('[data-door] h3').allTextContents()).toEqual(['Learn from zero', 'Look up a rule or yaku', 'Play or solve a puzzle']);
      // Nothing stale: everything the old page promised exists now.
      expect(await page.locator('main').textContent()).not.toMatch(/still to come|coming soon/i);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test.each([{ width: 1280, height: 800 }, ...PHONES])('at $width×$height the five brights are on the first screen, loaded', async (size) => {
    const { page, context } = await openPage(browser, '/', size);
    try {
      const cards = page.locator('.home-spread img');
      expect(await cards.count()).toBe(5);
      for (const card of await cards.all()) {
        const box = (await card.boundingBox())!;
        expect(box.width).toBeGreaterThan(40);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(size.width);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        expect(await card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(await card.getAttribute('alt')).toMatch(/bright$/);
      }
      // The first door's heading is on a phone's first screen too, so the way in is seen.
      const door = (await page.locator('[data-door="learn"] h3').boundingBox())!;
      expect(door.y + door.height).toBeLessThanOrEqual(size.height);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });

  // On a laptop the untouched home page is checked with every page (site.test.ts); the phone's layout here.
  test('axe finds nothing in the light and dark themes on a phone', async () => {
    const { page, context, errors } = await openPage(browser, '/', PHONES[0]!);
    try {
      expect(await axeViolations(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), 'dark').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('continue where you left off', () => {
  /** What the site itself would have saved: one lesson done, two cards drilled, a game begun. */
  function savedByTheSite(): { progress: string; game: string; session: PlaySession } {
    const now = new Date();
    let progress = withLessonCompleted(EMPTY_PROGRESS, LESSONS[0]!.id, now);
    progress = withDrillAnswer(progress, 'pine-crane', false, dayNumber(now)); // missed: due again today
    progress = withDrillAnswer(progress, 'pampas-moon', true, dayNumber(now)); // known: due tomorrow
    const r = rules('fudawiki');
    const played = randomSteps(createGame({ rules: r, seed: 7 }), 8, 6);
    const session: PlaySession = { origin: { kind: 'new', seed: 7 }, rules: r, level: 'beginner', undo: false, started: true, steps: played.steps, game: played.game };
    // The stores write JSON.stringify(encode(value)); progress is stored as it is.
    return { progress: JSON.stringify(progress), game: JSON.stringify(encodeSession(session)), session };
  }

  test('a returning reader sees the next lesson, the drills due and the game in progress; axe in both themes', async () => {
    const saved = savedByTheSite();
    const { page, context, errors } = await openPage(browser, '/', { width: 390, height: 844 });
    try {
      await page.evaluate(
        ([pk, p, gk, g]) => {
          localStorage.setItem(pk!, p!);
          localStorage.setItem(gk!, g!);
        },
        [PROGRESS_KEY, saved.progress, GAME_KEY, saved.game],
      );
      await page.reload();
      await waitForHydration(page);
      const section = page.getByRole('region', { name: 'Continue where you left off' });
      await section.waitFor();
      const lesson = section.locator('[data-continue="lesson"] a');
      expect(await lesson.getAttribute('href')).toBe(`/learn/${LESSONS[1]!.id}/`);
      expect(await lesson.textContent()).toBe(LESSONS[1]!.title);
      expect(await section.locator('[data-continue="lesson"]').textContent()).toContain(`1 of ${LESSONS.length} lessons done`);
      expect(await section.locator('[data-continue="drills"] a').textContent()).toBe('1 card is due for review today');
      const game = section.locator('[data-continue="game"] a');
      expect(await game.getAttribute('href')).toBe('/play/');
      const [you, computer] = saved.session.game.totals;
      expect(await game.textContent()).toMatch(new RegExp(`^Round ${saved.session.game.round}: you have ${you} points?, the computer ${computer} points?$`));
      expect(await axeViolations(page), 'light').toEqual([]);
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await axeViolations(page), 'dark').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('zero-sum totals below zero and unreadable progress are both shown, not dropped (#22.17, #22.18)', async () => {
    // A game under zero-sum rules in which the reader is behind: the first seed that gets there.
    const r = rules('fudawiki', { zeroSum: true });
    const session = Array.from({ length: 40 }, (_, i) => {
      const played = randomSteps(createGame({ rules: r, seed: 100 + i }), 101 + i, 90);
      return { origin: { kind: 'new', seed: 100 + i }, rules: r, level: 'beginner', undo: false, started: true, steps: played.steps, game: played.game } as PlaySession;
    }).find((s) => s.game.status !== 'finished' && s.game.totals[0] < 0)!;
    expect(session).toBeDefined();
    const { page, context, errors } = await openPage(browser, '/', { width: 390, height: 844 });
    try {
      await page.evaluate(
        ([pk, gk, g]) => {
          localStorage.setItem(pk!, '{"version": 1, "lessons": "garbled"');
          localStorage.setItem(gk!, g!);
        },
        [PROGRESS_KEY, GAME_KEY, JSON.stringify(encodeSession(session))],
      );
      await page.reload();
      await waitForHydration(page);
      const section = page.getByRole('region', { name: 'Continue where you left off' });
      const game = section.locator('[data-continue="game"] a');
      await game.waitFor();
      const [you, computer] = session.game.totals;
      expect(await game.textContent()).toMatch(new RegExp(`^Round ${session.game.round}: you have ${you} points?, the computer ${computer} points?$`));
      const notice = section.getByTestId('home-progress-notice');
      expect(await notice.textContent()).toContain('Your saved progress could not be read');
      expect(await notice.textContent()).toContain('not deleted');
      expect(await notice.getByRole('link').getAttribute('href')).toBe('/progress/');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a first-time reader sees no such section, and no space is kept for it', async () => {
    const { page, context } = await openPage(browser, '/', { width: 390, height: 844 });
    try {
      const doorsTop = async () => (await page.locator('.home-doors').boundingBox())!.y;
      const before = await doorsTop();
      // Give the island every chance to render, then check it chose not to.
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null);
      await page.waitForTimeout(200);
      expect(await page.locator('[data-testid="home-continue"]').count()).toBe(0);
      expect(await page.getByText('Continue where you left off').count()).toBe(0);
      expect(await doorsTop()).toBe(before);
    } finally {
      await context.close();
    }
  });
});

describe('the main navigation', () => {
  test('on a laptop, the seven destinations are in the header without opening anything', async () => {
    const { page, context } = await openPage(browser, '/', { width: 1280, height: 800 });
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const label of SEVEN) {
        const target = label === 'Reference' ? nav.locator('summary', { hasText: label }) : nav.getByRole('link', { name: label, exact: true });
        expect(await target.isVisible(), label).toBe(true);
      }
      expect(await page.locator('.nav-menu > summary').isVisible()).toBe(false);
      expect(await page.locator('#site-search').isVisible()).toBe(true);
      // Reference opens by keyboard, shows its pages, and Escape closes it.
      await nav.locator('summary', { hasText: 'Reference' }).focus();
      await page.keyboard.press('Enter');
      expect(await nav.getByRole('link', { name: 'Yaku', exact: true }).isVisible()).toBe(true);
      await expect.poll(() => nav.locator('summary', { hasText: 'Reference' }).getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Escape');
      expect(await nav.getByRole('link', { name: 'Yaku', exact: true }).isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('on a page under Learn, only its own entry is marked current', async () => {
    const { page, context } = await openPage(browser, '/learn/drills/', { width: 1280, height: 800 });
    try {
      expect(await page.locator('header [aria-current="page"]').allTextContents()).toEqual(['Drills']);
    } finally {
      await context.close();
    }
  });

  test.each(PHONES)('at $width×$height the header is one bar under 64 px: logo, search button, menu button', async (size) => {
    const { page, context } = await openPage(browser, '/', size);
    try {
      const header = (await page.locator('header.site-header').boundingBox())!;
      expect(header.height).toBeLessThan(64);
      expect(await page.locator('.site-logo').isVisible()).toBe(true);
      expect(await page.locator('.header-search > summary').isVisible()).toBe(true);
      expect(await page.locator('.nav-menu > summary').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await page.locator('#site-search').isVisible()).toBe(false);
      // The search button opens the search box, focused and ready to type in.
      await page.locator('.header-search > summary').click();
      await page.waitForFunction(() => document.activeElement?.id === 'site-search');
      await page.keyboard.press('Escape');
      expect(await page.locator('#site-search').isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  test.each(PHONES)('at $width×$height the menu opens and closes by keyboard and reaches all seven destinations', async (size) => {
    const { page, context, errors } = await openPage(browser, '/', size);
    try {
      const menuButton = page.locator('.nav-menu > summary');
      // Tab to the menu button, as a keyboard user would (skip link, logo, search, menu).
      for (let i = 0; i < 6 && !(await menuButton.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
      expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await menuButton.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
      const headerHeight = (await page.locator('header.site-header').boundingBox())!.height;

      await page.keyboard.press('Enter');
      // <details> fires its toggle event (which sets aria-expanded) in a task after opening.
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await nav.isVisible()).toBe(true);
      // The panel lies over the page: the bar itself does not grow.
      expect((await page.locator('header.site-header').boundingBox())!.height).toBe(headerHeight);

      // Tab through the panel, opening Reference on the way: every destination takes focus.
      const reached: string[] = [];
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
        if (!(await nav.evaluate((el) => el.contains(document.activeElement)))) break;
        reached.push(name);
        if (name === 'Reference') await page.keyboard.press('Enter');
      }
      expect(reached).toEqual(expect.arrayContaining([...SEVEN, 'Rules', 'Yaku', 'Deck', 'Variants', 'Glossary']));
      for (const label of SEVEN.filter((l) => l !== 'Reference')) {
        const box = (await nav.getByRole('link', { name: label, exact: true }).boundingBox())!;
        expect(box.height, `${label} is a comfortable tap target`).toBeGreaterThanOrEqual(44);
      }
      expect(await axeViolations(page), 'menu open').toEqual([]);

      // Focus is on the panel's last links now (Your rules, Theme): one Escape closes it all.
      await page.keyboard.press('Escape');
      expect(await nav.isVisible()).toBe(false);
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('false');
      expect(await menuButton.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// Issue #30: playing with friends had no door on the home page, whose first sentence said two players.
describe('the door to playing with friends', () => {
  test('on a phone’s first screen (390×844): one tap from home to /friends/, in words for two or three players', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(new URL('/', baseURL()).href, { waitUntil: 'load' });
      await waitForHydration(page);
      expect(await page.locator('.home-intro p').first().textContent()).toMatch(/^Koi-Koi is a game for two or three players/);
      const door = page.locator('a[data-door="friends"]');
      expect(await door.textContent()).toBe('Play with friends');
      expect(await page.locator('.home-intro').textContent()).toMatch(/two or three players/i);
      // Wholly on the first screen, without scrolling.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const box = await door.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.y).toBeGreaterThanOrEqual(0);
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      // Big enough to tap.
      expect(box!.height).toBeGreaterThanOrEqual(24);
      await Promise.all([page.waitForURL((url) => url.pathname === '/friends/'), door.tap()]);
      expect(await page.locator('h1').textContent()).toBe('Play a friend');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the phone menu leads to /friends/ on its first screen too', async () => {
    const { page, context } = await openPage(browser, '/', { width: 390, height: 844 });
    try {
      expect(NAV.some((item) => 'href' in item && item.href === '/friends/')).toBe(true);
      await page.locator('.nav-menu > summary').click();
      const link = page.locator('.nav-menu a[href="/friends/"]');
      await link.waitFor({ state: 'visible' });
      const box = await link.boundingBox();
      expect(box!.y + box!.height).toBeLessThanOrEqual(844);
      await Promise.all([page.waitForURL((url) => url.pathname === '/friends/'), link.click()]);
    } finally {
      await context.close();
    }
  });
});
