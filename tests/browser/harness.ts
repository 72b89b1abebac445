/**
 * Shared helpers for browser tests: one Chromium per test file, a fresh context per
 * page (fresh storage), console-error capture, axe checks and hydration waits.
 *
 * Service workers are blocked in every context these tests open (`serviceWorkers: 'block'`
 * unless a test asks for 'allow', as the offline test does): the site's worker would otherwise
 * download the whole build (~6 MB) into each fresh context, competing with the test for the
 * machine's two cores.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import { readFileSync, readdirSync } from 'node:fs';
import { findChromium } from '../../scripts/chromium.mjs';
import { inject } from 'vitest';

export const baseURL = (): string => inject('baseURL');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser(): Promise<Browser> {
  // The browser npm test found (CHROMIUM_PATH, else the headless shell where there is one): the one place that decides.
  const found = findChromium({ shell: true });
  if (!found.path) throw new Error(found.message);
  const browser = await chromium.launch({ executablePath: found.path, args: ARGS });
  // Every context (browser.newContext, and browser.newPage's own) blocks service workers unless
  // told otherwise, and deals from the same randomness in every run (seededRandomness).
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ serviceWorkers: 'block', ...options });
    await context.addInitScript(seededRandomness, RANDOM_SEED);
    return context;
  };
  return browser;
}

/**
 * Every page a test opens draws the same random numbers in every run: a game started without a
 * seed (the practice page's "New game", pass-and-play's set-up, the score keeper's ids) is then
 * the same game each time, so a test never passes on one deal and fails on another (a three-player
 * pass-and-play round once ended at the deal before any hand-over, one run in three). A test that
 * needs another deal names its seed in the address or the save. Runs in the page before its own
 * scripts (an init script); the coach's worker keeps its own seeded randomness.
 */
const RANDOM_SEED = 20261128;
function seededRandomness(seed: number): void {
  let state = seed >>> 0;
  // mulberry32: small, fast, and good enough to deal cards.
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  Math.random = () => next() / 4294967296;
  const bytes = crypto.getRandomValues.bind(crypto);
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) {
      for (let i = 0; i < array.length; i++) array[i] = next();
      return array;
    }
    return bytes(array as ArrayBufferView) as T;
  };
}

export interface OpenedPage {
  readonly context: BrowserContext;
  readonly page: Page;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
}

/** Console errors and uncaught page errors of `page`, collected from now on. */
export function captureErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

export async function openPage(
  browser: Browser,
  path: string,
  options: {
    width?: number;
    height?: number;
    colorScheme?: 'light' | 'dark';
    reducedMotion?: 'reduce' | 'no-preference';
    /** 'allow' only where the service worker is what is tested (offline.test.ts). */
    serviceWorkers?: 'allow' | 'block';
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: options.reducedMotion ?? 'no-preference',
    serviceWorkers: options.serviceWorkers ?? 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`${msg.text()} @ ${msg.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
  await waitForHydration(page);
  return { context, page, errors };
}

/**
 * Islands render on the server with an `ssr` attribute that is removed once hydrated. An
 * island that hydrates in steps (HydrateLater) marks itself `data-hydrating` until the
 * last step is done.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // A `client:visible` island hydrates only once on screen: bring each waiting one into view
  // (then return to the top, where the page opened).
  const scrolled = await page.waitForFunction(
    () => {
      // client:rules islands stay static for readers on the default rules, by design.
      const saved = localStorage.getItem('koikoi:rules') !== null;
      const waiting = document.querySelector(saved ? 'astro-island[ssr]' : 'astro-island[ssr]:not([client="rules"])');
      if (waiting === null) return true;
      if (waiting.getAttribute('client') === 'visible' || waiting.getAttribute('client') === 'rules') {
        // The island itself has no box (display: contents): Astro watches its children.
        (waiting.firstElementChild ?? waiting).scrollIntoView({ block: 'center' });
        document.documentElement.dataset.testScrolled = 'true';
      }
      return false;
    },
    undefined,
    { timeout: 15_000, polling: 100 },
  );
  await scrolled.dispose();
  await page.waitForFunction(() => document.querySelector('[data-hydrating]') === null, undefined, { timeout: 15_000, polling: 50 });
  await page.evaluate(() => {
    if (document.documentElement.dataset.testScrolled) {
      delete document.documentElement.dataset.testScrolled;
      window.scrollTo(0, 0);
    }
  });
}

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  targets: string[];
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Runs axe in the page itself. @axe-core/playwright's `analyze()` injects axe into every frame on
 * each call, runs it frame by frame and then opens a new blank page to put the results together:
 * on these pages (no frames) that was two thirds of a check's time (/variants/: 3.7 s against
 * 1.2 s for the same rules run in place). axe is injected once per document and run there.
 */
async function runAxe(page: Page, options: RunOptions): Promise<AxeResults> {
  const injected = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!injected) await page.evaluate(axeCore.source);
  return page.evaluate(
    (runOptions) => (window as unknown as { axe: { run(context: Document, options: RunOptions): Promise<AxeResults> } }).axe.run(document, runOptions),
    options,
  );
}

/** Whether the page shows the dark theme: chosen on the site (data-theme), or the system's. */
function showsDarkTheme(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const chosen = document.documentElement.dataset.theme;
    return chosen === 'dark' || (chosen !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  });
}

/**
 * Axe's violations on the page as it is now. In the light theme every rule of the WCAG 2.1 A/AA
 * and best-practice tags runs; in the dark theme only colour contrast, the one thing the theme
 * changes (each page's structure is checked in the light theme: tests/browser/site.test.ts
 * checks every page, the other tests the states they bring about). `skip` leaves rules out
 * (site.test.ts: the contrast of pages made from one template, checked on one of them).
 */
export async function axeViolations(page: Page, options: { readonly skip?: readonly string[] } = {}): Promise<AxeViolationSummary[]> {
  // Full details for violations only: passing nodes are then not gathered one by one (a third
  // of axe's time on a long page), and what is found is the same.
  // A game table may still be drawing a turn when a test reaches for axe (the computer's beats
  // come one after another): axe reads an element's state and its colours at different moments,
  // so a button enabled between the two reads as "disabled-looking text" with too little
  // contrast (seen: the Hint button at 55 % opacity). On pages with a table, let the page be
  // still first: no DOM change for 200 ms (5 s at most).
  // A quiet moment alone is not enough on a busy machine: a computer working out its move
  // leaves the DOM quiet for longer than that, then enables the Hint button in the middle of
  // axe's run (seen). So first wait until the table waits on a person: a hand card to play, a
  // choice, a decision, a panel, or a hand-over (10 s at most: a test may check a computer's turn).
  await page
    .waitForFunction(
      () =>
        !document.querySelector('.table') ||
        !!document.querySelector(
          '.hand__card[aria-disabled=false], .choice__btn, [data-action=koikoi], .panel--end, .panel--intro, .panel--review, [data-testid=hand-over], [data-action^=lucky-]',
        ),
      undefined,
      { timeout: 10_000, polling: 50 },
    )
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        if (!document.querySelector('.table')) return resolve();
        const done = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(cap);
          resolve();
        };
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(done, 200);
        });
        let quiet = setTimeout(done, 200);
        const cap = setTimeout(done, 5000);
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
  const dark = await showsDarkTheme(page);
  const result = await runAxe(page, {
    runOnly: dark ? { type: 'rule', values: ['color-contrast'] } : { type: 'tag', values: AXE_TAGS },
    rules: Object.fromEntries((options.skip ?? []).map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
  }));
}

/** Every page path listed in the built sitemap (sitemap-0.xml, sitemap-1.xml, …). */
export function sitemapPaths(): string[] {
  const files = readdirSync(process.env.DIST ?? 'dist').filter((f) => /^sitemap-\d+\.xml$/.test(f));
  const paths = files.flatMap((f) =>
    [...readFileSync(`${process.env.DIST ?? 'dist'}/${f}`, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
  );
  return [...new Set(paths)].sort();
}

/** True when the document is wider than the viewport (sideways scrolling). */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}
