/**
 * The practice game for three in Chromium: you against two computers on the table for any
 * seats. A whole one-round game by keyboard at 1280×800 (with a hint, a reload in the middle of
 * the round, axe on the new table, and the review with three hands and the coach's grades), a
 * whole round by touch at 390×844, and the koi-koi odds at a decision of a game for three.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, launchBrowser, scrollsSideways } from './harness';
import { focusedAsk, openPlay, playReady, pressAndWait, tabTo } from './play-page';
import { encodeSession, GAME_KEY } from '../../src/features/play/save';
import { encodeRuleChoice } from '../../src/engine/rules/rule-code';
import { koikoiDecision, reach } from '../unit/coach-client/positions';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The two other seats as the table shows them: heading and hand count. */
async function opponents(page: Page): Promise<{ title: string; count: string }[]> {
  return page.locator('.opponents .side--cpu').evaluateAll((els) =>
    els.map((el) => ({
      title: el.querySelector('.side__title')?.childNodes[0]?.textContent ?? '',
      count: el.querySelector('.opp-hand__count')?.textContent ?? '',
    })),
  );
}

describe('the practice game for three', () => {
  test('a whole round by keyboard at 1280×800: two computers, a hint, a reload mid-round, axe, and a graded review with three hands', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/?rules=fudawiki_rounds.1', { width: 1280, height: 800 });
    try {
      await page.getByText('Rules loaded from the link').waitFor();
      // A radio group is one Tab stop; the arrows choose within it.
      await tabTo(page, 'input[name=play-players]:checked');
      await page.keyboard.press('ArrowDown');
      expect(await page.isChecked('input[name=play-players][value="3"]')).toBe(true);
      await tabTo(page, 'input[name=play-level-2]:checked');
      await page.keyboard.press('ArrowDown');
      expect(await page.isChecked('input[name=play-level-2][value=intermediate]')).toBe(true);
      await tabTo(page, '[data-action=start-game]');
      await page.keyboard.press('Enter');
      expect(await focusedAsk(page)).toBe('intro');
      // The table seats three: each other seat by name, with its hand as a count.
      const seats = await opponents(page);
      expect(seats.map((s) => s.title)).toEqual(['Computer (left)', 'Computer (right)']);
      for (const s of seats) expect(s.count).toMatch(/^7 cards in hand/);
      expect(await page.locator('.scoreboard .visually-hidden').textContent()).toBe('Score: you 0, Computer (left) 0, Computer (right) 0');
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:game') ?? 'null'));
      expect([saved?.level, saved?.level2]).toEqual(['beginner', 'intermediate']);

      // The round itself on a fixed deal for three (a long one: seed 34 goes to the last card when
      // each seat plays its first card), from its link: the same moves every run.
      await page.goto(new URL('/play/?seed=34&dealer=left&rules=fudawiki_rounds.1_players.3&level=beginner&level2=intermediate', page.url()).href);
      await playReady(page);
      expect(await focusedAsk(page)).toBe('intro');
      await tabTo(page, '[data-action=start]');
      await pressAndWait(page, 'Enter');
      expect(await page.locator('.field__card[data-card]').count()).toBeLessThanOrEqual(8);
      expect(await axeViolations(page)).toEqual([]);

      let plays = 0;
      let hinted = false;
      let reloaded = false;
      for (let guard = 0; guard < 200; guard++) {
        const ask = await focusedAsk(page);
        if (ask === 'game-over' || ask === 'round-over') break;
        if (ask === 'decision') {
          await tabTo(page, '[data-action=shobu]');
          await pressAndWait(page, 'Enter');
        } else if (ask === 'choice') {
          await pressAndWait(page, 'Enter');
        } else if (ask === 'play') {
          plays++;
          if (!hinted) {
            // The coach's hint for a seat at a table of three: a card of the hand, marked there.
            await tabTo(page, '[data-action=hint]');
            await page.keyboard.press('Enter');
            const hint = page.locator('[data-testid=hint]');
            await hint.waitFor({ timeout: 30_000 });
            const card = await hint.getAttribute('data-hint');
            expect(card).toBeTruthy();
            expect(await page.locator('.hand__card.is-hinted').count()).toBe(1);
            hinted = true;
            await tabTo(page, '.hand__card[aria-disabled=false]');
          }
          if (plays === 3 && !reloaded) {
            // Mid-round: both computers have moved and are named; a reload resumes the same position.
            expect(await page.locator('.move-log li').allTextContents()).toEqual(
              expect.arrayContaining([expect.stringMatching(/^Computer \(left\) /), expect.stringMatching(/^Computer \(right\) /)]),
            );
            const before = await page.locator('.table').evaluate((el) => [el.getAttribute('data-steps'), [...el.querySelectorAll('.hand__card')].map((c) => c.getAttribute('data-card'))]);
            // (The page dropped the deal link from its address: a reload resumes the saved game.)
            await page.reload();
            await playReady(page);
            await page.locator('.table').waitFor();
            const after = await page.locator('.table').evaluate((el) => [el.getAttribute('data-steps'), [...el.querySelectorAll('.hand__card')].map((c) => c.getAttribute('data-card'))]);
            expect(after).toEqual(before);
            expect((await opponents(page)).length).toBe(2);
            reloaded = true;
            await tabTo(page, '.hand__card[aria-disabled=false]');
          }
          await pressAndWait(page, 'Enter');
        }
      }
      expect(hinted && reloaded).toBe(true);
      expect(await page.locator('#end-title').textContent()).toMatch(/^Game over: (you win|Computer \((left|right)\) wins|a tie)/);
      // The score by round has a column per seat.
      expect(await page.locator('.totals thead th').allTextContents()).toEqual(['Round', 'You', 'CPU left', 'CPU right']);
      expect(await axeViolations(page)).toEqual([]);

      // The review: three hands and three captured piles, stepped by keyboard, graded by the coach.
      await tabTo(page, '[data-action=review]');
      await page.keyboard.press('Enter');
      await page.locator('.panel--review').waitFor();
      expect(await page.locator('.review__hand h3').allTextContents()).toEqual(['Computer (left)’s hand', 'Computer (right)’s hand', 'Your hand']);
      expect(await page.locator('.review__board .pile').count()).toBe(3);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('.review__pos').textContent()).toMatch(/^Move 1 of \d+/);
      await expect.poll(() => page.locator('[data-testid=review-status]').textContent(), { timeout: 60_000 }).toMatch(/^Grades ready\./);
      expect(await page.locator('[data-testid=review-summary]').textContent()).toMatch(/Accuracy/);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a whole round by touch at 390×844 (and a look at 360 px in the dark theme): no sideways scrolling, axe clean, the last move shown again', async () => {
    // A shared deal for three, opened from its link: a fixed deal, a short round (seed 7: nine moves when
    // each seat plays its first card), the same every run.
    const { page, context, errors } = await openPlay(browser, '/play/?seed=7&dealer=left&rules=fudawiki_rounds.1_players.3&level=beginner&level2=beginner', {
      width: 390,
      height: 844,
      touch: true,
    });
    try {
      await page.locator('[data-action=start]').tap();
      await page.locator('.opponents').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
      let checked = false;
      let replayed = false;
      for (let guard = 0; guard < 200; guard++) {
        const ask = await focusedAsk(page);
        if (ask === 'game-over' || ask === 'round-over') break;
        if (ask === 'play' && checked && !replayed) {
          // "Show last move" replays the right-hand computer's turn, beat by beat, and ends.
          await page.locator('[data-action=replay]').tap();
          await page.waitForSelector('.table.is-running', { timeout: 5_000 });
          await page.waitForSelector('.table:not(.is-running) .hand__card[aria-disabled=false]', { timeout: 10_000 });
          replayed = true;
        }
        const before = await page.locator('.table').getAttribute('data-steps');
        if (ask === 'decision') await page.locator('[data-action=shobu]').tap();
        else if (ask === 'choice') await page.locator('.choice__btn').first().tap();
        else if (ask === 'play') {
          if (!checked) {
            expect(await scrollsSideways(page)).toBe(false);
            expect(await axeViolations(page)).toEqual([]);
            // The same table on a 360 px phone in the dark theme: both other seats readable, in the width.
            await page.setViewportSize({ width: 360, height: 740 });
            await page.emulateMedia({ colorScheme: 'dark' });
            expect(await scrollsSideways(page)).toBe(false);
            expect(await axeViolations(page)).toEqual([]);
            for (const s of await opponents(page)) expect(s.count).toMatch(/^\d+/);
            await page.setViewportSize({ width: 390, height: 844 });
            await page.emulateMedia({ colorScheme: 'light' });
            checked = true;
          }
          await page.locator('.hand__card[aria-disabled=false]').first().tap();
        }
        await page.waitForFunction(
          (was) => {
            const t = document.querySelector<HTMLElement>('.table');
            return t?.dataset['steps'] !== was || !!t?.dataset['pending'] || !!document.querySelector('.panel--end');
          },
          before,
          { timeout: 20_000 },
        );
      }
      expect(await page.locator('#end-title').textContent()).toMatch(/^Game over/);
      expect(replayed).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the koi-koi odds at a decision of a game for three', async () => {
    const reached = reach(koikoiDecision(3), { overrides: { players: 3 } });
    const save = JSON.stringify(
      encodeSession({ origin: { kind: 'new', seed: reached.seed }, rules: reached.game.rules, level: 'beginner', level2: 'beginner', undo: true, started: true, steps: reached.steps, game: reached.game }),
    );
    const { page, context, errors } = await openPlay(browser, '/play/');
    try {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [GAME_KEY, save]);
      await page.reload();
      await playReady(page);
      await page.locator('.panel--decision').waitFor();
      await page.locator('[data-setting=odds]').check({ force: true });
      await page.waitForSelector('[data-testid=odds][data-state=done]', { timeout: 30_000 });
      expect(await page.locator('[data-testid=odds]').textContent()).toMatch(/\d/);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a three-player deal link opens once: the address drops all of it (level2 too), and a reload resumes the game without a complaint', async () => {
    const rules = encodeRuleChoice({ preset: 'fudawiki', overrides: { players: 3, rounds: 1 } });
    const { page, context, errors } = await openPlay(browser, `/play/?seed=4242&round=1&dealer=left&rules=${rules}&level=expert&level2=beginner`);
    try {
      await page.waitForSelector('.table');
      // The panels load just after the table (lazy-parts.ts): wait for the intro, then there is one.
      await page.locator('.panel--intro').waitFor();
      expect(await page.locator('.panel--intro').count()).toBe(1);
      await expect.poll(() => page.evaluate(() => location.search)).toBe('');
      await page.reload();
      await playReady(page);
      await page.waitForSelector('.table');
      expect(await page.locator('body').textContent()).not.toContain('This deal link could not be used');
      expect(await page.locator('.table').getAttribute('data-seats')).toBe('3');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
