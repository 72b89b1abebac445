/**
 * Three players in the tools: a whole three-player game in the score keeper on a phone (390 ×
 * 844, touch) — setup, rounds by yaku and by cards with calls by seat, the finished sheet with
 * three names at 390 and 360 px, an edit that recomputes, the CSV, print and the read-only share
 * link — then the sheet at 1280 × 800 with axe; a save and a share link from before three
 * players opening; and a three-player round in the calculator.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { axeViolations, baseURL, captureErrors, launchBrowser, openPage, waitForHydration } from './harness';
import { wordsBrokenMidWord } from './word-breaks';
import { sheetLayoutProblems } from './scorekeeper-sheet';
import { buildRuleSet, type RuleSet } from '../../src/engine';
import { computeLedger, type RoundEntry } from '../../src/engine/round';
import { SCOREKEEPER_KEY } from '../../src/features/scorekeeper/model';
import { encodeCalculatorLink } from '../../src/features/calculator/link';
import { calculateScore } from '../../src/features/calculator/derive';
import { EMPTY_STATE, type CalculatorState } from '../../src/features/calculator/state';
import before from '../unit/scorekeeper/fixtures/before-three-players.json';

const RULES_KEY = 'koikoi:rules';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function rules(preset: string, overrides: Record<string, unknown>): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
}

async function phone(path: string, init?: (context: BrowserContext) => Promise<unknown>): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
  if (init) await init(context);
  const page = await context.newPage();
  const errors = captureErrors(page);
  await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForSelector('.sk-root[data-ready]');
  return { context, page, errors };
}

const totalsOf = (page: Page, n: number) => Promise.all(Array.from({ length: n }, (_, p) => page.getByTestId(`sk-total-${p}`).textContent()));

describe('score keeper for three players', () => {
  test('a whole game on a phone: setup, rounds, edit, CSV, print, share; then axe at 1280 × 800', async () => {
    // The reader's rules are Fuda Wiki, zero-sum: each other player pays the winner.
    const { context, page, errors } = await phone('/scorekeeper/', (c) =>
      c.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [RULES_KEY, JSON.stringify({ preset: 'fudawiki', overrides: { zeroSum: true } })]),
    );
    const tap = (selector: string) => page.locator(selector).first().tap();
    try {
      await tap('input[name="sk-players"][value="3"]');
      await page.waitForSelector('#sk-name-2');
      await page.fill('#sk-name-0', 'Aiko');
      await page.fill('#sk-name-1', 'Benedikt');
      await page.fill('#sk-name-2', 'Chiyoko');
      await page.selectOption('#sk-rounds', '3');
      await tap('.sk-setup label.sk-choice:has-text("Aiko")');
      await tap('button:has-text("Start the game")');
      await page.waitForSelector('[data-testid="sk-add"]');
      expect(await page.locator('.sk-table thead th.sk-num').allTextContents()).toEqual(['Aiko', 'Benedikt', 'Chiyoko']);

      // Round 1: Benedikt stops with Poetry Ribbons after Chiyoko's koi-koi.
      await tap('[data-testid="sk-add"]');
      await tap('.sk-entry label.sk-choice:has-text("Benedikt")');
      await tap('button[data-call="2"]');
      await tap('button[data-yaku="akatan"]');
      await tap('[data-testid="sk-save"]');
      // Round 2 by cards: Chiyoko stops with Three Brights.
      await tap('[data-testid="sk-add"]');
      await tap('.sk-entry label.sk-choice:has-text("Chiyoko")');
      await tap('label.sk-choice:has-text("By cards")');
      for (const card of ['pine-crane', 'cherry-curtain', 'pampas-moon']) await tap(`button[data-card="${card}"]`);
      await tap('[data-testid="sk-save"]');
      // Round 3: the cards ran out.
      await tap('[data-testid="sk-add"]');
      await tap('label.sk-choice:has-text("Cards ran out")');
      await tap('[data-testid="sk-save"]');

      const entries: RoundEntry[] = [
        { end: 'stop', winner: 1, calls: [2], pile: { by: 'yaku', yaku: [{ id: 'akatan', extra: 0 }] } },
        { end: 'stop', winner: 2, pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon'] } },
        { end: 'ran-out' },
      ];
      const ledger = computeLedger(rules('fudawiki', { zeroSum: true, players: 3, rounds: 3 }), 0, entries);
      if (!ledger.ok) throw new Error('ledger');
      const expected = [...ledger.value.totals];
      expect(expected.reduce((a, b) => a + b, 0)).toBe(0);
      await expect.poll(() => totalsOf(page, 3)).toEqual(expected.map((t) => String(t)));
      const standing = (await page.getByTestId('sk-standing').textContent()) ?? '';
      expect(standing).toContain('Benedikt wins the game');
      expect(await page.locator('.sk-table tbody tr[data-entry] td.sk-dealer').allTextContents()).toEqual(['Aiko', 'Benedikt', 'Chiyoko']);

      // Three names on the sheet, no word broken, every cell inside the table, at 390 and 360 px.
      for (const size of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
        await page.setViewportSize(size);
        expect(await wordsBrokenMidWord(page, '.sk-table th, .sk-table td, .sk-sheet h2'), `words at ${size.width} px`).toEqual([]);
        expect(await sheetLayoutProblems(page), `cells at ${size.width} px`).toEqual([]);
        await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? '/tmp'}/sk-three-${size.width}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 390, height: 844 });

      // An edit recomputes: round 1 without the call scores half.
      await tap('tr[data-entry="0"] .sk-points');
      await tap('.sk-details button:has-text("Edit")');
      await tap('button:has-text("Remove last call")');
      await tap('[data-testid="sk-save"]');
      const edited = computeLedger(rules('fudawiki', { zeroSum: true, players: 3, rounds: 3 }), 0, [{ ...entries[0]!, calls: [] }, ...entries.slice(1)]);
      if (!edited.ok) throw new Error('edited');
      await expect.poll(() => totalsOf(page, 3)).toEqual([...edited.value.totals].map((t) => String(t)));
      await tap('button:has-text("Undo")');
      await expect.poll(() => totalsOf(page, 3)).toEqual(expected.map((t) => String(t)));

      // CSV: a points and a total column per player.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sk-csv').tap()]);
      const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
      expect(csv[0]).toBe('Round,Month,Dealer,Result,Winner,Yaku,Points Aiko,Points Benedikt,Points Chiyoko,Total Aiko,Total Benedikt,Total Chiyoko');
      expect(csv[4]!.split(',').slice(-3)).toEqual(expected.map((t) => String(t)));

      // Print: the three totals are on the printed sheet.
      await page.emulateMedia({ media: 'print' });
      expect(await page.getByTestId('sk-total-2').isVisible()).toBe(true);
      expect(await sheetLayoutProblems(page)).toEqual([]);
      await page.emulateMedia({ media: 'screen' });

      // The share link on another phone: the same three columns, read-only.
      const link = new URL(await page.inputValue('#sk-share-link'));
      const other = await phone(link.pathname + link.search);
      try {
        await other.page.waitForSelector('.sk-table');
        expect(await totalsOf(other.page, 3)).toEqual(expected.map((t) => String(t)));
        expect(await other.page.locator('[data-testid="sk-add"]').count()).toBe(0);
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }

      // The sheet on a desktop, with axe; then the setup for three.
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await axeViolations(page)).toEqual([]);
      await tap('button:has-text("New game")');
      await tap('input[name="sk-players"][value="3"]');
      await page.waitForSelector('#sk-name-2');
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a save and a share link from before three players open to the same sheet', async () => {
    const fixture = before.games[0]!;
    const { context, page } = await phone(`/scorekeeper/${fixture.share}`);
    try {
      await page.waitForSelector('.sk-table');
      expect(await totalsOf(page, 2)).toEqual(fixture.totals.map(String));
      expect(await page.locator('.sk-table thead th.sk-num').allTextContents()).toEqual(fixture.names);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SCOREKEEPER_KEY, fixture.save]);
      await page.goto(new URL('/scorekeeper/', baseURL()).href);
      await waitForHydration(page);
      await page.waitForSelector('.sk-table');
      expect(await totalsOf(page, 2)).toEqual(fixture.totals.map(String));
      expect(await page.locator('.notice--warn').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('calculator for three players', () => {
  test('a whole round: the third player stops, each other player pays; the stopper changed by a tap', async () => {
    const three = rules('fudawiki', { players: 3, zeroSum: true });
    const state: CalculatorState = {
      ...EMPTY_STATE,
      mode: 'round',
      pile: ['pine-crane', 'cherry-curtain', 'pampas-moon'],
      opponentPile: ['maple-deer'],
      thirdPile: ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'],
      stopper: 'third',
      calls: ['opponent'],
    };
    const { page, context, errors } = await openPage(browser, `/calculator/?${encodeCalculatorLink(state, three)}`, { width: 1280, height: 800 });
    try {
      await expect.poll(() => page.locator('[data-ready="true"]').count()).toBe(1);
      const calc = calculateScore(state, three);
      expect(await page.getByTestId('calc-total').textContent()).toBe(`${calc.explanation.total} points`);
      const pays = (await page.getByTestId('calc-other-side').textContent()) ?? '';
      expect(pays).toContain(`you and your opponent each pay ${calc.explanation.total} points to the third player, ${calc.gains![2]} points in all`);
      expect(await page.locator('input[name="calc-target"][value="thirdPile"]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // You stopped instead: your pile is scored (Three Brights, doubled by your opponent's call).
      await page.locator('input[name="calc-stopper"][value="you"]').check();
      const mine = calculateScore({ ...state, stopper: 'you' }, three);
      await expect.poll(() => page.getByTestId('calc-total').textContent()).toBe(`${mine.explanation.total} points`);
      expect(await page.getByTestId('calc-other-side').textContent()).toContain(`your opponent and the third player each pay ${mine.explanation.total} points to you`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
