/**
 * The coach at the practice table, in Chromium: the hint asks the coach (in its worker) and
 * shows its best move, which is a legal move and the move the engine's coach ranks first for
 * that position (evaluated here in Node with the same settings: the real engine, not a copy);
 * the hint shows its progress and can be cancelled by its button, by Escape and by a move; at a
 * koi-koi decision the odds panel shows the evaluation's numbers, passes axe, can be switched
 * off and stays off after a reload, and the decision buttons work while it computes.
 *
 * Games are set up from saves made in Node by playing real games to the wanted position.
 * Where a computation must be caught running, the coach's worker script is held back on its
 * way to the page (as a slow connection would) until the test lets it through, so that the
 * work cannot end before it is looked at.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, waitForHydration } from './harness';
import { evaluateDecision, type DecisionValues } from '../../src/engine/coach';
import { playerView, viewLegalActions } from '../../src/engine/round/view';
import { encodeSession, GAME_KEY, type PlaySession } from '../../src/features/play/save';
import { coachSettingsFor } from '../../src/features/coach/coach-settings';
import { actionKey } from '../../src/features/coach/hint';
import { ODDS_KEY } from '../../src/features/coach/coach-prefs';
import { koikoiDecision, reach, type Reached } from '../unit/coach-client/positions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A save of a reached position, as the game writes it. */
function saveOf(r: Reached): string {
  const session: PlaySession = { origin: { kind: 'new', seed: r.seed }, rules: r.game.rules, level: 'beginner', undo: true, started: true, steps: r.steps, game: r.game };
  return JSON.stringify(encodeSession(session));
}

/** The coach's values for the person's decision in a reached position (what the page must show). */
function coachValues(r: Reached): DecisionValues {
  const view = playerView(r.game.current, 0);
  return evaluateDecision(view, coachSettingsFor(r.game, view));
}

const atDecision = reach(koikoiDecision(3));
const atPlay = reach((g) => g.current.phase === 'play' && g.current.turn >= 3 && g.current.hands[0].length >= 6);

async function open(save: string, options: { width?: number; colorScheme?: 'light' | 'dark'; hold?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 900 },
    colorScheme: options.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  // The save is written once per context (a reload must see what the page itself saved).
  await context.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(key!, value!);
    },
    [GAME_KEY, save],
  );
  const release = options.hold ? await holdWorker(context) : () => undefined;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(new URL('/play/', baseURL()).href, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForSelector('.play:not(.play--loading)');
  return { context, page, errors, release };
}

/** Holds the coach's worker script back until the returned function is called. */
async function holdWorker(context: BrowserContext): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/coach\.worker[^/]*\.js/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const steps = (page: Page) => page.evaluate(() => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']));

describe('koi-koi odds', () => {
  test('the odds panel shows the coach’s numbers in words and figures, passes axe, and can be switched off for good', async () => {
    const { context, page, errors } = await open(saveOf(atDecision));
    await page.waitForSelector('[data-action=koikoi]');
    const odds = page.locator('[data-testid=odds]');
    await page.waitForSelector('[data-testid=odds][data-state=done]', { timeout: 30_000 });
    // A labelled region (its heading), not a live region.
    expect(await odds.evaluate((el) => [el.tagName, el.getAttribute('aria-labelledby'), el.getAttribute('aria-live'), el.closest('[aria-live]') === null])).toEqual([
      'SECTION',
      'odds-title',
      null,
      true,
    ]);
    expect(await page.getByRole('region', { name: 'The odds' }).count()).toBe(1);

    // The same numbers as the coach's evaluation of this position.
    const values = coachValues(atDecision);
    const stop = values.values.find((v) => v.move.code === 'shobu')!;
    const koikoi = values.values.find((v) => v.move.code === 'koikoi')!;
    const cells = async (row: string) => odds.locator(`tr[data-row=${row}] td`).evaluateAll((tds) => tds.map((td) => Number((td as HTMLElement).dataset['value'])));
    expect(await cells('points')).toEqual([stop.points, koikoi.points]);
    expect(await cells('opponent')).toEqual([stop.opponentScores, koikoi.opponentScores]);
    expect(await cells('you')).toEqual([stop.playerScores, koikoi.playerScores]);
    // A 12-round game: the chance of winning it, either way.
    expect(values.scale).toBe('win');
    expect(await cells('win')).toEqual([stop.win, koikoi.win]);
    // Figures with words, not colour: "35 % (about 1 in 3)", "+4.2 (4.2 points ahead)".
    const text = await odds.textContent();
    expect(text).toContain(`Stopping now scores ${values.stopPoints} point`);
    const opponentCell = await odds.locator('tr[data-row=opponent] td').nth(1).textContent();
    expect(opponentCell).toMatch(/^(\d+ %|under 1 %|over 99 %) \((never|almost never|about \d+ in \d+|almost always|always)\)$/);
    expect(await odds.locator('tr[data-row=points] td').nth(1).textContent()).toMatch(/^([+−][\d.]+ \([\d.]+ points? (ahead|behind)\)|0 \(level\))$/);
    expect(await axeViolations(page)).toEqual([]);

    // Switched off from the decision panel: gone, and still off after a reload.
    await page.getByLabel('Show the odds', { exact: true }).uncheck();
    await expect.poll(() => odds.count()).toBe(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), ODDS_KEY)).toBe('false');
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForSelector('[data-action=koikoi]');
    await page.waitForTimeout(800);
    expect(await page.locator('[data-testid=odds]').count()).toBe(0);
    expect(await page.getByLabel('Show the odds', { exact: true }).isChecked()).toBe(false);
    // The table menu holds the same setting.
    expect(await page.locator('[data-setting=odds]').isChecked()).toBe(false);
    // Back on from the menu: the odds return.
    await page.locator('.table-menu summary').click();
    await page.locator('[data-setting=odds]').check();
    await page.waitForSelector('[data-testid=odds][data-state=done]', { timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the decision buttons work at once while the odds are still being worked out', async () => {
    const { context, page, errors } = await open(saveOf(atDecision), { hold: true });
    await page.waitForSelector('[data-testid=odds][data-state=running]', { timeout: 30_000 });
    expect(await page.locator('[data-testid=odds]').textContent()).toMatch(/Working out the odds… \d+ %/);
    const before = await steps(page);
    await page.click('[data-action=shobu]');
    await expect.poll(() => steps(page), { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await page.locator('[data-testid=odds][data-state=running]').count()).toBe(0);
    await page.waitForSelector('.panel--end', { timeout: 20_000 });
    expect(await page.locator('[data-testid=odds]').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the hint', () => {
  test('the hint is the coach’s best move, a legal one, with its progress shown on the way', async () => {
    const { context, page, errors } = await open(saveOf(atPlay));
    const button = page.locator('[data-action=hint]');
    await page.waitForSelector('.hand__card[aria-disabled=false]');
    // Progress on the button while the coach works: every figure the button showed is kept.
    await button.evaluate((b) => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const p = b.getAttribute('data-progress');
        if (p !== null && seen[seen.length - 1] !== p) seen.push(p);
      }).observe(b, { attributes: true, attributeFilter: ['data-progress'] });
    });
    await button.click();
    // The button is drawn again after the click, not during it.
    await expect.poll(() => button.textContent(), { interval: 20 }).toMatch(/^Thinking… \d+ % · Cancel$/);
    const hint = page.locator('[data-testid=hint]');
    await hint.waitFor({ timeout: 30_000 });
    expect(await button.textContent()).toBe('Hide hint');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen.map(Number));
    expect(seen[0]).toBe(0);
    expect(seen.some((p) => p > 0 && p < 100)).toBe(true);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));

    const key = (await hint.getAttribute('data-hint'))!;
    const view = playerView(atPlay.game.current, 0);
    expect(viewLegalActions(view).map(actionKey)).toContain(key);
    // The move the coach ranks first, and every move in the coach's order.
    const values = coachValues(atPlay);
    expect(key).toBe(actionKey(values.values[0]!.action));
    expect(await hint.locator('li[data-move]').evaluateAll((lis) => lis.map((li) => (li as HTMLElement).dataset['move']))).toEqual(values.values.map((v) => actionKey(v.action)));
    // The hinted card is marked in the hand, in words too.
    const card = key.split(':')[1]!;
    const hinted = page.locator(`.hand__card[data-card="${card}"]`);
    expect(await hinted.getAttribute('class')).toContain('is-hinted');
    expect(await hinted.getAttribute('aria-label')).toContain('Suggested by the hint.');
    // Why, and the margin over the next best.
    expect(await hint.locator('p').first().textContent()).toMatch(/^Hint (Play|Throw away|Lay) /);
    expect(await hint.locator('.hint__why li').first().textContent()).toMatch(/^(Next best|About as good): /);
    expect(await axeViolations(page)).toEqual([]);

    // Hidden with the button; shown again at once (the evaluation is kept).
    await button.click();
    await expect.poll(() => hint.count()).toBe(0);
    await button.click();
    await hint.waitFor({ timeout: 5_000 });
    expect(await hint.getAttribute('data-hint')).toBe(key);
    // Escape hides it.
    await page.keyboard.press('Escape');
    await expect.poll(() => hint.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('where the worker cannot load, the hint is worked out on the page, with the same move', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    await context.route(/coach\.worker[^/]*\.js/, (route) => route.abort());
    await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [GAME_KEY, saveOf(atPlay)]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(new URL('/play/', baseURL()).href, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.waitForSelector('.hand__card[aria-disabled=false]');
    await page.locator('[data-action=hint]').click();
    const hint = page.locator('[data-testid=hint]');
    await hint.waitFor({ timeout: 60_000 });
    expect(await hint.getAttribute('data-hint')).toBe(actionKey(coachValues(atPlay).values[0]!.action));
    expect(errors).toEqual([]);
    await context.close();
  });

  const cancels = {
    'its button': async (page: Page) => {
      await page.locator('[data-action=hint]').click();
    },
    Escape: async (page: Page) => {
      await page.locator('.hand__card').first().focus();
      await page.keyboard.press('Escape');
    },
    'a move': async (page: Page) => {
      const before = await steps(page);
      const view = playerView(atPlay.game.current, 0);
      const card = view.hand.find((c) => viewLegalActions(view).some((a) => a.type === 'play' && a.card === c && !a.take && !a.lay))!;
      await page.click(`.hand__card[data-card="${card}"]`);
      await expect.poll(() => steps(page)).toBeGreaterThan(before);
    },
  } as const;

  for (const [how, cancel] of Object.entries(cancels)) {
    test(`a hint being worked out is cancelled by ${how}, and never arrives later`, async () => {
      const { context, page, errors, release } = await open(saveOf(atPlay), { hold: true });
      const button = page.locator('[data-action=hint]');
      await page.waitForSelector('.hand__card[aria-disabled=false]');
      await button.click();
      await page.waitForSelector('[data-action=hint][data-progress]');
      await cancel(page);
      await expect.poll(() => page.locator('[data-action=hint][data-progress]').count()).toBe(0);
      // The coach may now start: the cancelled hint must not turn up.
      release();
      await page.waitForTimeout(2_500);
      expect(await page.locator('[data-testid=hint]').count()).toBe(0);
      if (how !== 'a move') {
        expect(await button.textContent()).toBe('Hint');
        // And a new hint works.
        await button.click();
        await page.waitForSelector('[data-testid=hint]', { timeout: 30_000 });
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test('at a koi-koi decision the hint heads the decision panel, with the odds even when they are switched off', async () => {
    const { context, page, errors } = await open(saveOf(atDecision), { width: 360, colorScheme: 'dark' });
    await page.waitForSelector('[data-action=koikoi]');
    await page.getByLabel('Show the odds', { exact: true }).uncheck();
    await expect.poll(() => page.locator('[data-testid=odds]').count()).toBe(0);
    await page.locator('[data-action=hint]').click();
    const hint = page.locator('.overlay--panel [data-testid=hint]');
    await hint.waitFor({ timeout: 30_000 });
    const values = coachValues(atDecision);
    expect(await hint.getAttribute('data-hint')).toBe(actionKey(values.values[0]!.action));
    expect(await hint.locator('p').first().textContent()).toMatch(/^Hint (Stop \(shōbu\)|Koi-koi): /);
    await page.waitForSelector('[data-testid=odds][data-state=done]', { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // The setting itself stayed off.
    expect(await page.evaluate((k) => localStorage.getItem(k), ODDS_KEY)).toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });
});
