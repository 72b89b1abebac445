/**
 * The computer levels page in Chromium: reached from the practice game's page, it describes
 * every level and shows, for every pairing measured, the games, the share won with its
 * interval and the points exactly as src/engine/ai/strength.json records them; on a 360 px
 * phone its tables scroll inside their own region, not the page.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import data from '../../src/engine/ai/strength.json';
import { AI_LEVELS } from '../../src/engine/ai/levels';
import { launchBrowser, openPage, scrollsSideways } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const oneDecimal = (share: number) => (share * 100).toFixed(1);

describe('the computer levels page', () => {
  test('is linked from the practice game, names every level, and shows every pairing’s figures as measured', async () => {
    const { page, context, errors } = await openPage(browser, '/play/');
    try {
      await page.click('a[href="/play/levels/"]');
      await page.waitForURL(/\/play\/levels\/$/);
      expect(await page.locator('h1').textContent()).toBe('The computer opponents');
      expect(await page.locator('[data-level]').evaluateAll((els) => els.map((e) => e.getAttribute('data-level')))).toEqual([...AI_LEVELS]);
      for (const p of data.pairings) {
        const preset = p.rules.split('_')[0]!;
        const row = page.locator(`[data-strength="${p.players}-${preset}"] tr[data-pairing="${p.a}-${p.b}"]`);
        expect(await row.count()).toBe(1);
        expect(await row.locator('[data-games]').textContent()).toBe(String(p.games));
        expect(await row.locator('[data-won]').textContent()).toBe(`${oneDecimal(p.aWins / p.games)}\u00a0% (${oneDecimal(p.winLow)}–${oneDecimal(p.winHigh)}\u00a0%)`);
        const sign = p.points >= 0 ? '+' : '−';
        expect(await row.locator('[data-points]').textContent()).toBe(`${sign}${Math.abs(p.points).toFixed(1)} ± ${p.pointsHalf.toFixed(1)}`);
      }
      // In short, above the tables: each two-seat pairing of the first preset measured, as a sentence.
      const first = data.pairings.filter((p) => p.players === 2 && p.rules.split('_')[0] === data.pairings[0]!.rules.split('_')[0]);
      expect(await page.locator('[data-summary] li').allTextContents()).toEqual(
        first.map((p) => `The ${p.a} beats the ${p.b} in ${Math.round((100 * p.aWins) / p.games)}\u00a0% of games.`),
      );
      expect(await page.locator('[data-measured]').textContent()).toContain(data.measured);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a 360 px phone the page does not scroll sideways: each table scrolls in its own region, reachable by keyboard', async () => {
    const { page, context } = await openPage(browser, '/play/levels/', { width: 360, height: 740 });
    try {
      expect(await scrollsSideways(page)).toBe(false);
      const regions = page.locator('.table-scroll[role=region]');
      expect(await regions.count()).toBe(new Set(data.pairings.map((p) => `${p.players}-${p.rules.split('_')[0]}`)).size);
      expect(await regions.first().getAttribute('tabindex')).toBe('0');
    } finally {
      await context.close();
    }
  });
});
