/**
 * The coach's review of the practice game in Chromium: a two-round game from a deal link is
 * played badly on purpose (a card that captures nothing is thrown away whenever another would
 * capture), then reviewed: stepped through by keyboard, a graded move shows its grade in words,
 * the round's and the game's summary lines show an accuracy, each mistake or blunder offers
 * "Try again", axe finds nothing; after a reload the finished game's review is still there. On
 * a touch phone the review tells the buttons to tap instead of the keys.
 *
 * Pages are opened with reduced motion (the computer moves without a pause) and service
 * workers blocked, as in play.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, captureErrors, launchBrowser, scrollsSideways, waitForHydration } from './harness';
import { openPlay, playReady } from './play-page';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});


/** The practice game on a 360×740 touch phone in the dark theme (as openPlay, with touch). */
async function openTouchPhone(path: string) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
    colorScheme: 'dark',
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors = captureErrors(page);
  await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
  await playReady(page);
  return { context, page, errors: () => errors.filter((e) => !/reading 'waiting'/.test(e)) };
}

const steps = (page: Page) => page.evaluate(() => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps'] ?? -1));

/**
 * Plays until the round (or game) is over, badly: a card matching nothing is thrown away while
 * another card would capture; koi-koi is called every time it is offered.
 */
async function playRoundBadly(page: Page): Promise<number> {
  let throws = 0;
  for (let guard = 0; guard < 200; guard++) {
    await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=koikoi], .choice__btn, .panel--end, [data-action^=lucky-]', { timeout: 20_000 });
    if (await page.locator('.panel--end').count()) return throws;
    const before = await steps(page);
    if (await page.locator('[data-action=koikoi]').count()) await page.click('[data-action=koikoi]');
    else if (await page.locator('[data-action^=lucky-]').count()) await page.locator('[data-action=lucky-play]').click();
    else if (await page.locator('.choice__btn').count()) {
      // As with a hand card below: on a busy machine the panel may be drawn again between the read
      // and the click; the state is read again on the next pass rather than waiting on a stale one.
      const chosen = await page
        .locator('.choice__btn')
        .last()
        .click({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!chosen) continue;
    }
    else {
      const cards = await page
        .locator('.hand__card[aria-disabled=false]')
        .evaluateAll((els) => els.map((e) => ({ card: (e as HTMLElement).dataset['card'] ?? '', matches: Number((e as HTMLElement).dataset['matches']) })));
      const idle = cards.findIndex((c) => c.matches === 0);
      const wasteful = idle >= 0 && cards.some((c) => c.matches > 0);
      const pick = cards[wasteful ? idle : 0];
      if (!pick) continue;
      // By the card's name, not its place: read and click are two steps, and on a busy machine
      // the table may re-render in between (then the state is read again on the next pass).
      const clicked = await page
        .locator(`.hand__card[data-card="${pick.card}"][aria-disabled=false]`)
        .click({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        );
      if (!clicked) continue;
      if (wasteful) throws++;
      if (await page.locator('.table[data-pending]').count()) continue;
    }
    await page
      .waitForFunction((was) => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']) !== was || !!document.querySelector('.panel--end, .choice__btn'), before, {
        timeout: 20_000,
      })
      .catch(() => undefined);
  }
  throw new Error('the round did not end');
}

/** The review's step counter. */
const position = (page: Page) => page.locator('.review__pos').textContent();

/** Waits until the coach has graded the round on screen (its summary line is shown). */
async function gradesReady(page: Page): Promise<string> {
  const summary = page.locator('[data-testid=review-summary]');
  await summary.waitFor({ timeout: 45_000 });
  return (await summary.textContent()) ?? '';
}

/**
 * Steps through the round on screen by keyboard (after choosing round `index` from the list,
 * if given): End, Home, then → to the end, reading each of the person's graded moves.
 */
async function walkRound(page: Page, index?: number) {
  if (index !== undefined) {
    await page.selectOption('#review-round', { index });
    await page.locator('.review__pos', { hasText: /^The deal$/ }).waitFor();
    await gradesReady(page);
    await page.locator('#review-title').focus();
  }
  await page.keyboard.press('End');
  await page.locator('.review__pos', { hasText: /^Move (\d+) of \1$/ }).waitFor();
  const total = Number((await position(page))?.match(/of (\d+)/)?.[1]);
  expect(total).toBeGreaterThan(2);
  await page.keyboard.press('Home');
  await page.locator('.review__pos', { hasText: /^The deal$/ }).waitFor();
  const seen: { step: number; grade: string; badge: string; tryAgain: number; reason: number }[] = [];
  for (let step = 1; step <= total; step++) {
    await page.keyboard.press('ArrowRight');
    await page.locator('.review__pos', { hasText: new RegExp(`^Move ${step} of ${total}$`) }).waitFor();
    const note = page.locator('[data-testid=review-decision]');
    if (await note.count()) {
      seen.push({
        step,
        grade: (await note.getAttribute('data-grade')) ?? '',
        badge: (await note.locator('.grade-badge').textContent()) ?? '',
        tryAgain: await note.locator('[data-action=try-again]').count(),
        reason: await note.locator('.review__reason').count(),
      });
    }
  }
  // At the end, → stays there.
  await page.keyboard.press('ArrowRight');
  expect(await position(page)).toBe(`Move ${total} of ${total}`);
  return { total, seen };
}

describe('the coach’s review', () => {
  test('a game played badly is reviewed by keyboard: grades in words, summaries, next mistake, try again; still there after a reload', async () => {
    const { page, context, errors } = await openPlay(browser, '/play/?seed=4242&dealer=you&rules=fudawiki_rounds.2&level=beginner');
    try {
      await page.click('[data-action=start]');
      let throws = await playRoundBadly(page);
      // The round's end offers the review of that round; the coach starts when it opens.
      expect(await page.locator('[data-action=review]').textContent()).toMatch(/Review this round/);
      await page.click('[data-action=next-round]');
      // The first round's score leaves before the second round is played.
      await page.waitForSelector('.panel--end', { state: 'detached' });
      throws += await playRoundBadly(page);
      expect(throws).toBeGreaterThan(0);
      expect(await page.locator('#end-title').textContent()).toMatch(/^Game over/);

      // The game's end: the review of the whole game, opening on its last round.
      const reviewButton = page.locator('[data-action=review]');
      expect(await reviewButton.textContent()).toMatch(/Review the game/);
      await reviewButton.click();
      await page.waitForSelector('.panel--review');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('review-title');
      expect(await position(page)).toBe('The deal');
      // The moves can be stepped before (or while) the coach grades them.
      await page.keyboard.press('ArrowRight');
      await page.locator('.review__pos', { hasText: /^Move 1 of \d+$/ }).waitFor();
      // The live line is written just after the step is drawn (an effect), so wait for it.
      const spoken = page.locator('[data-testid=review-spoken]');
      await spoken.filter({ hasText: /^Move 1 of / }).waitFor({ state: 'attached' });
      expect(await spoken.textContent()).toMatch(/^Move 1 of \d+\. (You|The computer) /);

      // With a keyboard, the keys are said (a touch screen is told the buttons: the phone test).
      expect(await page.locator('.review__keys .for-keys').isVisible()).toBe(true);
      expect(await page.locator('.review__keys .for-touch').isVisible()).toBe(false);
      const summary = await gradesReady(page);
      expect(summary).toMatch(/Accuracy \d+ % over \d+ choices?/);
      expect(summary).toMatch(/Grades: /);
      // Both rounds graded: the game's line (the coach goes on to the other round by itself).
      const game = page.locator('[data-testid=review-game-summary]');
      await game.filter({ hasText: /^The whole game/ }).waitFor({ timeout: 45_000 });
      expect(await game.textContent()).toMatch(/Accuracy \d+ %/);
      expect(await game.locator('.review__rounds li').allTextContents()).toEqual([
        expect.stringMatching(/^Round 1, January: \d+ %$/),
        expect.stringMatching(/^Round 2, February: \d+ %$/),
      ]);
      expect(await page.locator('[data-testid=review-progress]').count()).toBe(0);

      // Home and End, then every move of each round by the arrow key, reading each graded move.
      const rounds = [await walkRound(page), await walkRound(page, 0)];
      expect(rounds.map((r) => r.seen.length).every((n) => n > 0)).toBe(true);
      const words: Record<string, string> = { best: 'Best', good: 'Good', inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder', forced: 'Only move' };
      const seen = rounds.flatMap((r) => r.seen);
      for (const s of seen) expect(s.badge).toContain(words[s.grade]);
      // Focus stayed in the review all along.
      expect(await page.evaluate(() => !!document.activeElement?.closest('.panel--review'))).toBe(true);
      const poor = seen.filter((s) => s.grade === 'inaccuracy' || s.grade === 'mistake' || s.grade === 'blunder');
      for (const s of poor) expect(s.reason).toBe(1);
      // Played this badly, the game has mistakes or blunders, and each offers "Try again".
      const mistakes = seen.filter((s) => s.grade === 'mistake' || s.grade === 'blunder');
      expect(mistakes.length).toBeGreaterThan(0);
      for (const s of mistakes) expect(s.tryAgain).toBe(1);

      // "Next mistake" (N) in a round with one: from the deal to the first move graded an
      // inaccuracy or worse, then on to a mistake with its "Try again" link.
      const at = rounds.findIndex((r) => r.seen.some((s) => s.grade === 'mistake' || s.grade === 'blunder'));
      const { total, seen: those } = rounds[at]!;
      if (at === 0) {
        await page.selectOption('#review-round', { index: 1 });
        await gradesReady(page);
      }
      const firstPoor = those.find((s) => s.grade === 'inaccuracy' || s.grade === 'mistake' || s.grade === 'blunder')!;
      const firstMistake = those.find((s) => s.grade === 'mistake' || s.grade === 'blunder')!;
      await page.locator('#review-title').focus();
      await page.keyboard.press('Home');
      await page.locator('.review__pos', { hasText: /^The deal$/ }).waitFor();
      await page.keyboard.press('n');
      await page.locator('.review__pos', { hasText: new RegExp(`^Move ${firstPoor.step} of ${total}$`) }).waitFor();
      expect(await page.locator('[data-testid=review-decision]').getAttribute('data-grade')).toMatch(/^(inaccuracy|mistake|blunder)$/);
      await page.locator('[data-testid=review-spoken]', { hasText: /(Inaccuracy|Mistake|Blunder)\.$/ }).waitFor();
      for (let i = 0; i < those.length && (await position(page)) !== `Move ${firstMistake.step} of ${total}`; i++) {
        const was = await position(page);
        await page.keyboard.press('n');
        await page.waitForFunction((w) => document.querySelector('.review__pos')?.textContent !== w, was);
      }
      expect(await page.locator('[data-action=try-again]').getAttribute('href')).toMatch(/^\/learn\/mistakes\/\?id=[0-9a-f]{16}$/);
      // The choices as the coach valued them, best first, the move made marked.
      await page.locator('.review__choices summary').click();
      expect(await page.locator('.review__choices li').count()).toBeGreaterThan(1);
      expect(await page.locator('.review__choices li', { hasText: '(your move)' }).count()).toBe(1);
      // The list of the round's decisions, the move shown marked; axe with everything open.
      await page.locator('.review__list summary').click();
      expect(await page.locator('.review__list-item[aria-current=step]').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // "Try again" opens the kept mistake in the trainer (the review kept it in the reader's
      // progress); going back, the finished game comes back with its review, as after a reload.
      const href = (await page.locator('[data-action=try-again]').getAttribute('href'))!;
      await page.click('[data-action=try-again]');
      await page.waitForURL((url) => url.pathname === '/learn/mistakes/');
      await waitForHydration(page);
      await page.locator(`.mt[data-mistake="${new URL(href, baseURL()).searchParams.get('id')}"]`).waitFor();
      await page.goBack({ waitUntil: 'load' });
      await playReady(page);
      await page.locator('[data-action=review]').click();
      await page.waitForSelector('.panel--review');
      expect(await gradesReady(page)).toMatch(/Accuracy \d+ %/);
      await page.locator('[data-testid=review-game-summary]').filter({ hasText: /^The whole game/ }).waitFor({ timeout: 45_000 });
      // Escape goes back to the score, focus on its heading.
      await page.locator('#review-title').focus();
      await page.keyboard.press('Escape');
      await page.waitForSelector('.panel--end');
      await page.waitForFunction(() => document.activeElement?.id === 'end-title');
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  test('a one-round deal on a 360 px touch phone in the dark theme: touch instructions, the coach’s progress and stop, then grades; no sideways scrolling, 0 axe violations', async () => {
    const { page, context, errors } = await openTouchPhone('/play/?seed=77&dealer=computer&rules=fudawiki_rounds.1&level=beginner');
    try {
      await page.click('[data-action=start]');
      await playRoundBadly(page);
      expect(await page.locator('[data-action=review]').textContent()).toMatch(/Review this round/);
      // After a reload, the coach's progress shows while it works, and it can be stopped: its
      // worker's script is held back until then, so that the coach is surely still at work.
      await page.reload({ waitUntil: 'load' });
      await playReady(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      let asked = 0;
      let continued: Promise<void> = Promise.resolve();
      await context.route('**/coach.worker*', (route) => {
        asked++;
        continued = held.then(() => route.continue());
        return continued;
      });
      await page.click('[data-action=review]');
      await page.locator('[data-testid=review-progress]').waitFor();
      await page.locator('[data-action=review-cancel]').click();
      await page.locator('[data-testid=review-status]', { hasText: 'Grading stopped' }).waitFor();
      expect(asked).toBe(1);
      release();
      await continued;
      await context.unroute('**/coach.worker*');
      expect(await page.locator('[data-testid=review-progress]').count()).toBe(0);
      expect(await page.locator('[data-testid=review-summary]').count()).toBe(0);
      // The moves can still be stepped.
      await page.locator('[data-action=review-next]').click();
      await page.locator('.review__pos', { hasText: /^Move 1 of \d+$/ }).waitFor();
      await page.click('[data-action=review-grade]');
      expect(await gradesReady(page)).toMatch(/Accuracy \d+ %/);
      expect(await page.locator('#review-round').count()).toBe(0);
      // A touch screen is told the buttons, not keys it does not have.
      expect(await page.locator('.review__keys .for-keys').isVisible()).toBe(false);
      expect(await page.locator('.review__keys .for-touch').isVisible()).toBe(true);
      expect(await page.locator('.review__keys').innerText()).toMatch(/^Tap ◀ Previous and Next ▶ to step through the round/);
      await page.locator('.review__list summary').click();
      await page.locator('.review__list-item').first().click();
      await page.locator('[data-testid=review-decision]').waitFor();
      expect(await page.locator('.review__list-item').first().getAttribute('aria-current')).toBe('step');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors()).toEqual([]);
    } finally {
      await context.close();
    }
  }, 180_000);
});
