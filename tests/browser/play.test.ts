/**
 * The practice game in Chromium: a whole game by keyboard alone, saving and resuming,
 * corrupted saves, deal links, and axe during play and at the round's end.
 *
 * Pages are opened with reduced motion (the computer then moves without a pause) and with
 * service workers blocked, so that the offline worker's first-visit reload cannot interrupt
 * a game in the middle of a test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, launchBrowser, scrollsSideways, waitForHydration } from './harness';
import { DEFAULT_PRESET_ID, PRESETS } from '../../src/engine';
import { cardsOf, focusedAsk, openPlay, playHandCard, playReady, pressAndWait, tabTo } from './play-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const GAME_KEY = 'koikoi:game';

describe('the practice game', () => {
  test('a whole two-round game played by keyboard alone, with 0 axe violations during play and at round end', async () => {
    // A rules link sets the game to two rounds (the settings' rules panel reads it).
    const { page, context, errors } = await openPlay(browser, '/play/?rules=fudawiki_rounds.2');
    try {
      await page.getByText('Rules loaded from the link').waitFor();
      expect(await page.inputValue('#play-rounds')).toBe('2');
      // Skip the header, as a keyboard user would.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await page.keyboard.press('Enter');
      await tabTo(page, 'input[name=play-level][value=beginner]');
      await page.keyboard.press('Space');
      await tabTo(page, '[data-action=start-game]');
      await page.keyboard.press('Enter');
      expect(await focusedAsk(page)).toBe('intro');
      expect(await page.locator('.panel--intro').textContent()).toMatch(/deal/);
      await tabTo(page, '[data-action=start]');
      await pressAndWait(page, 'Enter');

      let decisions = 0;
      let rounds = 0;
      let plays = 0;
      let checkedPlay = false;
      for (let guard = 0; guard < 300; guard++) {
        const ask = await focusedAsk(page);
        if (ask === 'game-over') break;
        if (ask === 'round-over') {
          rounds++;
          if (rounds === 1) expect(await axeViolations(page)).toEqual([]);
          await tabTo(page, '[data-action=next-round]');
          await pressAndWait(page, 'Enter');
        } else if (ask === 'decision') {
          decisions++;
          await tabTo(page, decisions === 1 ? '[data-action=koikoi]' : '[data-action=shobu]');
          await pressAndWait(page, 'Enter');
        } else if (ask === 'choice') {
          await pressAndWait(page, 'Enter');
        } else if (ask === 'play') {
          plays++;
          if (!checkedPlay && plays === 3) {
            // Mid-round: the narration speaks, matches are marked in words, and axe is clean.
            expect(await page.locator('[data-testid=narration]').textContent()).toMatch(/(You|The computer) (played|turned)/);
            expect(await page.locator('.hand__card .tag').count()).toBeGreaterThan(0);
            expect(await axeViolations(page)).toEqual([]);
            checkedPlay = true;
          }
          await pressAndWait(page, 'Enter');
        }
      }
      const title = await page.locator('#end-title').textContent();
      expect(title).toMatch(/^Game over: (you win|the computer wins|a tie)/);
      expect(await page.locator('.totals tbody tr').count()).toBe(2);
      expect(rounds).toBe(1);
      expect(plays).toBeGreaterThan(2);
      expect(await axeViolations(page)).toEqual([]);
      // The score explanation of the last round is the calculator's.
      if (await page.locator('.panel--end .score-view').count()) {
        expect(await page.locator('.panel--end [data-testid=calc-total]').textContent()).toMatch(/point/);
      }
      // A new game, by keyboard too.
      await tabTo(page, '[data-action=new-game]');
      await page.keyboard.press('Enter');
      expect(await focusedAsk(page)).toBe('intro');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a reload in the middle of a round resumes the same position', async () => {
    const { page, context } = await openPlay(browser, '/play/?seed=2024&dealer=you&rules=fudawiki_rounds.2&level=beginner');
    try {
      await page.click('[data-action=start]');
      for (let i = 0; i < 2; i++) {
        await page.waitForSelector('.hand__card[aria-disabled=false]');
        if (await page.locator('[data-action=koikoi]').count()) break;
        const before = Number(await page.locator('.table').getAttribute('data-steps'));
        await playHandCard(page, page.locator('.hand__card').first());
        await page.waitForFunction((was) => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']) > was, before);
      }
      await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=koikoi], .panel--end');
      const snapshot = async () => ({
        hand: await cardsOf(page, '.hand__card'),
        field: await cardsOf(page, '.field__card'),
        mine: await page.locator('.side--you .pile').textContent(),
        theirs: await page.locator('.side--cpu .pile').textContent(),
        bar: await page.locator('.table-bar__round').textContent(),
        pile: await page.locator('.drawpile__count').textContent(),
      });
      const before = await snapshot();
      expect(before.hand.length).toBeGreaterThan(0);
      // The deal link's address was dropped: the reload resumes the save, not the link.
      expect(new URL(page.url()).search).toBe('');
      await page.reload();
      await playReady(page);
      expect(await snapshot()).toEqual(before);
      expect(await page.locator('[data-testid=save-notice]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  test('the rounds chosen for one game belong to that game, not to the site’s rules', async () => {
    const { page, context } = await openPlay(browser, '/play/');
    try {
      const siteRounds = String(PRESETS[DEFAULT_PRESET_ID].options.rounds);
      expect(await page.inputValue('#play-rounds')).toBe(siteRounds);
      await page.selectOption('#play-rounds', '3');
      await page.check('input[name=play-level][value=beginner]');
      await page.click('[data-action=start-game]');
      await page.locator('.table-bar__round').filter({ hasText: 'Round 1 of 3' }).waitFor();
      // The bar says what the game changes from the rules, not just "changed" (issue 22).
      await expect.poll(() => page.locator('.table-bar__rules').textContent()).toContain(`${siteRounds} → 3 rounds`);
      // The game keeps its three rounds after a reload…
      await page.reload();
      await playReady(page);
      await page.locator('.table-bar__round').filter({ hasText: 'Round 1 of 3' }).waitFor();
      // …while the site's rules were never touched: nothing saved, and the settings show the preset's rounds.
      expect(await page.evaluate(() => localStorage.getItem('koikoi:rules'))).toBeNull();
      await page.goto(new URL('/settings/', page.url()).href);
      await waitForHydration(page);
      await page.locator('#set-rounds').evaluate((el) => el.closest('details')?.setAttribute('open', ''));
      expect(await page.inputValue('#opt-rounds')).toBe(siteRounds);
    } finally {
      await context.close();
    }
  });

  test('rules that seat three players: the setup offers three seats at once, and two deals for two under the same rules', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/');
    try {
      await page.evaluate(() => localStorage.setItem('koikoi:rules', JSON.stringify({ preset: 'fudawiki', overrides: { players: 3 } })));
      await page.reload();
      await playReady(page);
      expect(await page.locator('[data-notice=two-seats]').count()).toBe(0);
      expect(await page.isChecked('input[name=play-players][value="3"]')).toBe(true);
      // Each computer has its own level.
      expect(await page.locator('input[name=play-level-2]').count()).toBe(3);
      // Two players chosen here: a two-player deal of the same preset, a field of 8 (three get 6).
      await page.check('input[name=play-players][value="2"]');
      expect(await page.locator('input[name=play-level-2]').count()).toBe(0);
      await page.click('[data-action=start-game]');
      await page.locator('.panel--intro').waitFor();
      expect(await page.locator('.field__card[data-card]').count()).toBe(8);
      expect(await page.locator('.opponents .side--cpu').count()).toBe(1);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a corrupted save shows its message, is kept aside, and a new game can start', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/');
    try {
      await page.evaluate((key) => localStorage.setItem(key, '{"format":1,"engine":1,"origin":{"kind":"new","seed":1},"steps":[{"type":"play"'), GAME_KEY);
      await page.reload();
      await playReady(page);
      const notice = page.getByRole('alert').filter({ hasText: 'Your saved game could not be read' });
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(/not valid JSON.*set aside/);
      expect(await page.evaluate((key) => localStorage.getItem(`${key}:rejected`), GAME_KEY)).toContain('"origin"');
      await page.click('[data-action=notice-new-game]');
      await page.click('[data-action=start-game]');
      await page.waitForSelector('[data-action=start]');
      expect(await page.locator('[data-testid=save-notice]').count()).toBe(0);
      expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.format, GAME_KEY)).toBe(1);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an outdated save says so and offers a new game', async () => {
    const { page, context } = await openPlay(browser, '/play/');
    try {
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ format: 0, engine: 1, steps: [] })), GAME_KEY);
      await page.reload();
      await playReady(page);
      await page.getByRole('alert').filter({ hasText: 'older version' }).waitFor();
      expect(await page.locator('[data-action=notice-new-game]').isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('a deal link deals the same hand and field', async () => {
    const first = await openPlay(browser, '/play/');
    let link = '';
    let hand: (string | undefined)[] = [];
    let field: (string | undefined)[] = [];
    try {
      await first.page.click('[data-action=start-game]');
      await first.page.waitForSelector('[data-action=start]');
      hand = await cardsOf(first.page, '.hand__card');
      field = await cardsOf(first.page, '.field__card');
      await first.page.locator('.deal-link summary').click();
      link = await first.page.inputValue('#deal-link-url');
    } finally {
      await first.context.close();
    }
    expect(link).toMatch(/\/play\/\?seed=\d+&round=1&dealer=(you|computer)&rules=/);
    const second = await openPlay(browser, new URL(link).pathname + new URL(link).search);
    try {
      await second.page.waitForSelector('[data-action=start]');
      expect(await cardsOf(second.page, '.hand__card')).toEqual(hand);
      expect(await cardsOf(second.page, '.field__card')).toEqual(field);
      expect(await second.page.locator('#intro-title').textContent()).toMatch(/shared deal/);
    } finally {
      await second.context.close();
    }
  });

  test('a malformed deal link explains itself and offers a normal game', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/?seed=banana&dealer=me');
    try {
      const alert = page.getByRole('alert').filter({ hasText: 'could not be used' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/banana/);
      expect(await alert.textContent()).toMatch(/dealer “me”/);
      await page.click('[data-action=link-normal-game]');
      await page.waitForSelector('[data-action=start-game]');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('undo takes back a move; a finished round can be reviewed move by move', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/?seed=5&dealer=you&rules=fudawiki_rounds.1&level=beginner');
    try {
      await page.click('[data-action=start]');
      await page.waitForSelector('.hand__card[aria-disabled=false]');
      const hand = await cardsOf(page, '.hand__card');
      const field = await cardsOf(page, '.field__card');
      expect(await page.locator('[data-action=undo]').isDisabled()).toBe(true);
      await playHandCard(page, page.locator('.hand__card').nth(1));
      await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']) >= 2);
      await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=koikoi], .panel--end');
      if (!(await page.locator('.panel--end').count())) {
        await page.click('[data-action=undo]');
        await page.waitForFunction(() => document.querySelector<HTMLElement>('.table')?.dataset['steps'] === '0');
        expect(await cardsOf(page, '.hand__card')).toEqual(hand);
        expect(await cardsOf(page, '.field__card')).toEqual(field);
        expect(await page.locator('[data-testid=narration]').textContent()).toMatch(/taken back/);
      }
      // Play the round out by clicks.
      for (let i = 0; i < 100 && !(await page.locator('.panel--end').count()); i++) {
        await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=shobu], .choice__btn, .panel--end');
        if (await page.locator('.panel--end').count()) break;
        const target = (await page.locator('[data-action=shobu]').count())
          ? '[data-action=shobu]'
          : (await page.locator('.choice__btn').count())
            ? '.choice__btn'
            : '.hand__card[aria-disabled=false]';
        await page.locator(target).first().click({ timeout: 2000 }).catch(() => undefined);
      }
      await page.click('[data-action=review]');
      await page.waitForSelector('.panel--review');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-title');
      expect(await page.locator('.review__pos').textContent()).toBe('The deal');
      const dealText = await page.locator('.review__text').textContent();
      await page.click('[data-action=review-next]');
      await page.locator('.review__pos', { hasText: /^Move 1 of \d+$/ }).waitFor();
      expect(await page.locator('.review__text').textContent()).not.toBe(dealText);
      expect(await page.locator('.review__text').textContent()).toMatch(/^You played/);
      expect(await axeViolations(page)).toEqual([]);
      await page.click('[data-action=end-review]');
      await page.waitForSelector('.panel--end');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('at 360 px in the dark theme: no sideways scrolling and 0 axe violations', async () => {
    const { page, context } = await openPlay(browser, '/play/?seed=77&dealer=computer&rules=fudawiki_rounds.1', { width: 360, colorScheme: 'dark' });
    try {
      await page.click('[data-action=start]');
      await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=koikoi], .panel--end');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.click('.table-menu summary');
      await page.click('[data-action=setup]');
      await page.waitForSelector('[data-action=back-to-game]');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
