/**
 * Opening the practice game in Chromium, shared by the game's browser tests. Pages open with
 * reduced motion (the computer then moves without a pause) and with service workers blocked,
 * so that the offline worker's first-visit reload cannot interrupt a game in the middle of a test.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
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
  options: { width?: number; height?: number; colorScheme?: 'light' | 'dark'; touch?: boolean } = {},
): Promise<OpenedPlay> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
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

/** Presses Tab until the focused element matches `selector`. */
export async function tabTo(page: Page, selector: string, max = 150): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

export const cardsOf = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).dataset['card']));

/** Where the game stands, as the page shows it (changes with every move, once rendered). */
export const signatureInPage = () => {
  const table = document.querySelector<HTMLElement>('.table');
  return [table?.dataset['steps'], table?.dataset['pending'], !!document.querySelector('.panel--intro'), !!document.querySelector('.panel--end')].join('|');
};
export const signature = (page: Page) => page.evaluate(signatureInPage);

/**
 * What the game asks of the person now, once the table has moved focus to the control for
 * it (focus moves after each render, so a state whose control is not focused yet is waited out).
 */
export async function focusedAsk(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const a = document.activeElement;
      if (!a) return false;
      if (document.querySelector('.panel--intro')) return a.id === 'intro-title' ? 'intro' : false;
      if (document.querySelector('.panel--end')) {
        if (a.id !== 'end-title') return false;
        return document.querySelector('[data-action=new-game]') ? 'game-over' : 'round-over';
      }
      if (document.querySelector('.panel--decision')) return a.id === 'decision-title' ? 'decision' : false;
      // A card waiting for its two-card choice: the choice buttons appear a beat later (after the
      // card's move is shown), so wait for them rather than take the hand for the next ask.
      if (document.querySelector('.choice__btn') || document.querySelector<HTMLElement>('.table')?.dataset['pending']) {
        return a.classList.contains('choice__btn') ? 'choice' : false;
      }
      if (document.querySelector('.hand__card[aria-disabled=false]')) {
        return a.classList.contains('hand__card') && a.getAttribute('aria-disabled') === 'false' ? 'play' : false;
      }
      return false;
    },
    undefined,
    { timeout: 20_000 },
  );
  return (await handle.jsonValue()) as string;
}

export async function pressAndWait(page: Page, key: string): Promise<void> {
  const before = await signature(page);
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 300));
  await page.keyboard.press(key);
  // (The site's CSP forbids evaluating strings, so the signature is written out again here.)
  const changed = page.waitForFunction(
    (was) => {
      const table = document.querySelector<HTMLElement>('.table');
      const now = [table?.dataset['steps'], table?.dataset['pending'], !!document.querySelector('.panel--intro'), !!document.querySelector('.panel--end')].join('|');
      return now !== was;
    },
    before,
    { timeout: 20_000 },
  );
  try {
    await changed;
  } catch (error) {
    const now = await page.evaluate(() => ({
      focused: document.activeElement?.outerHTML.slice(0, 300),
      prompt: document.querySelector('.hand__prompt')?.textContent,
      narration: document.querySelector('.narration')?.textContent,
      alert: document.querySelector('[role=alert]')?.textContent,
      steps: JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')?.steps?.slice(-3),
      log: [...document.querySelectorAll('.move-log li')].map((li) => li.textContent).slice(-4),
    }));
    throw new Error(`Pressing ${key} on ${focused} changed nothing (${before}); now ${JSON.stringify(now)}`, { cause: error });
  }
}

/**
 * Plays a hand card on the practice table and, when it asks which field card to take, takes the
 * first. The choice panel comes a render after the press: this waits for it, or for the step to be
 * taken, before looking (a look at once missed the panel now and then, and the card then waited for
 * its choice until the test timed out).
 */
export async function playHandCard(page: Page, card: Locator): Promise<void> {
  const before = Number(await page.locator('.table').getAttribute('data-steps'));
  await card.click();
  await page.waitForFunction(
    (was) => document.querySelector('.choice__btn') !== null || Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']) > was,
    before,
  );
  if (await page.locator('.choice__btn').count()) await page.locator('.choice__btn').first().click();
}
