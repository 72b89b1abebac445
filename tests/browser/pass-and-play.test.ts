/**
 * Pass-and-play in Chromium: two players on a 390×844 touch screen by tap (the set-up's name
 * messages, a round with a reload in the middle, a review), three players on a desktop by
 * keyboard alone; between turns the hand-over screen shows no card at all; axe on the set-up
 * and on the hand-over screen. One short round each (one round of the game), with reduced
 * motion so no beat is waited for.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, captureErrors, launchBrowser, waitForHydration } from './harness';
import { buildRuleSet } from '../../src/engine/rules/ruleset';
import { bySeatOf } from '../../src/engine/round/seats';
import { gameLegalActions } from '../../src/engine/round/game';
import { applyStep, type GameStep } from '../../src/engine/round/record';
import { encodePassSession, newPassSession, type PassSession } from '../../src/features/pass-and-play/save';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PASS_KEY = 'koikoi:pass-and-play';

async function open(options: { phone: boolean }): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await browser.newContext(
    options.phone
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce', serviceWorkers: 'block' }
      : { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' },
  );
  const page = await context.newPage();
  const errors = captureErrors(page);
  await page.goto(new URL('/friends/pass/', baseURL()).href, { waitUntil: 'load' });
  await ready(page);
  return { page, errors, close: () => context.close() };
}

async function ready(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForSelector('.play:not(.play--loading)');
}

type Ask = 'hand-over' | 'play' | 'choice' | 'decision' | 'end';

/** What the screen asks for now, once it has settled. */
async function ask(page: Page): Promise<Ask> {
  const handle = await page.waitForFunction(
    () => {
      if (document.querySelector('[data-testid=hand-over]')) return 'hand-over';
      if (document.querySelector('.panel--end')) return 'end';
      if (document.querySelector('[data-action=koikoi]')) return 'decision';
      if (document.querySelector('.choice__btn')) return 'choice';
      if (document.querySelector('.hand__card[aria-disabled=false]')) return 'play';
      return false;
    },
    undefined,
    { timeout: 15_000 },
  );
  return (await handle.jsonValue()) as Ask;
}

/**
 * Where the game stands on screen (changes with every press, once drawn): the hand-over screen
 * and whom it names, the hand and the field, a choice open, the decision, the round's end.
 */
function screenSignature(): string {
  const cards = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].map((e) => e.dataset['card']).join(',');
  return [
    document.querySelector('[data-testid=hand-over]')?.getAttribute('data-to') ?? '',
    cards('.hand__card'),
    cards('.field__card'),
    document.querySelectorAll('.choice__btn').length,
    !!document.querySelector('[data-action=koikoi]'),
    !!document.querySelector('.panel--end'),
  ].join('|');
}

/** Does `act`, then waits until the screen has moved on from what it showed. */
async function andWait(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await page.evaluate(screenSignature);
  await act();
  // (The site's CSP forbids evaluating strings, so the signature is written out again here.)
  await page.waitForFunction(
    (was) => {
      const cards = (sel: string) => [...document.querySelectorAll<HTMLElement>(sel)].map((e) => e.dataset['card']).join(',');
      const now = [
        document.querySelector('[data-testid=hand-over]')?.getAttribute('data-to') ?? '',
        cards('.hand__card'),
        cards('.field__card'),
        document.querySelectorAll('.choice__btn').length,
        !!document.querySelector('[data-action=koikoi]'),
        !!document.querySelector('.panel--end'),
      ].join('|');
      return now !== was;
    },
    before,
    { timeout: 15_000 },
  );
}

/**
 * The focus on `selector`, by keyboard: the table moves it to what it asks for (a choice's
 * first button, a hand card); when it has not yet, Tab gets there.
 */
async function keyTo(page: Page, selector: string): Promise<void> {
  const on = () => page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector);
  const moved = await page.waitForFunction((sel) => document.activeElement?.matches(sel) ?? false, selector, { timeout: 2_000 }).then(
    () => true,
    () => false,
  );
  for (let i = 0; !moved && i < 80 && !(await on()); i++) await page.keyboard.press('Tab');
  expect(await on()).toBe(true);
}

/** No card of any kind on the hand-over screen: no card picture, no face-down card, no card id. */
async function expectNoCards(page: Page): Promise<void> {
  const shown = await page.evaluate(() => ({
    cards: document.querySelectorAll('.play img, .play svg, .play [data-card]').length,
    hand: document.querySelectorAll('.hand, .hand__card').length,
  }));
  expect(shown).toEqual({ cards: 0, hand: 0 });
}

/** The seat the hand-over screen passes to. */
const handOverTo = (page: Page) => page.locator('[data-testid=hand-over]').getAttribute('data-to');

describe('pass-and-play', () => {
  test('two players on a phone, by tap: names checked, every turn handed over with no card shown, a reload, koi-koi announced, the round’s end, a review', async () => {
    const { page, errors, close } = await open({ phone: true });
    try {
      // The set-up says what is wrong with the names, beside each field and in one list.
      await page.tap('[data-action=start-pass-game]');
      await page.waitForSelector('[data-testid=pass-setup-problems]');
      expect(await page.locator('[data-testid=pass-setup-problems] li').allTextContents()).toEqual(['Player 1 needs a name.', 'Player 2 needs a name.']);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('pass-name-0');
      await page.fill('#pass-name-0', 'Ann');
      await page.fill('#pass-name-1', ' ann ');
      await page.tap('[data-action=start-pass-game]');
      await expect.poll(() => page.locator('#pass-name-1-problem').textContent()).toContain('Player 2 has the same name as player 1 (“ann”)');
      expect(await page.getAttribute('#pass-name-1', 'aria-invalid')).toBe('true');
      expect(await axeViolations(page)).toEqual([]);
      await page.fill('#pass-name-1', 'Ben');
      await page.selectOption('#pass-rounds', '1');
      await page.tap('[data-action=start-pass-game]');

      expect(await ask(page)).toBe('hand-over');
      await expectNoCards(page);
      expect(await axeViolations(page)).toEqual([]);

      let handOvers = 0;
      let reloaded = false;
      let called: string | null = null;
      let announced = false;
      let holder = '';
      for (let guard = 0; guard < 200; guard++) {
        const now = await ask(page);
        if (now === 'end') break;
        if (now === 'hand-over') {
          handOvers++;
          await expectNoCards(page);
          const to = await handOverTo(page);
          const name = to === '0' ? 'Ann' : 'Ben';
          holder = name;
          expect(await page.locator('#hand-over-title').textContent()).toBe(`Pass to ${name}`);
          if (called !== null && !announced) {
            // The call made on the caller's own screen is announced on the next hand-over screen.
            expect(await page.locator('.hand-over__calls').textContent()).toContain(`Koi-koi called this round: ${called}.`);
            announced = true;
          }
          if (handOvers === 4 && !reloaded) {
            // A reload resumes the game on the same player's hand-over screen, never on a hand.
            await page.reload();
            await ready(page);
            reloaded = true;
            expect(await ask(page)).toBe('hand-over');
            await expectNoCards(page);
            expect(await handOverTo(page)).toBe(to);
          }
          await andWait(page, () => page.tap('[data-action=take-seat]'));
          await page.waitForSelector('.hand__card');
          // Only the holder's hand is on screen: the other seat's hand is a count.
          expect(await page.locator('.hand__card').count()).toBeGreaterThan(0);
        } else if (now === 'decision') {
          // The decision is on the holder's own screen. The first: koi-koi (the round goes on); a later one stops.
          if (called === null) {
            called = holder;
            await andWait(page, () => page.tap('[data-action=koikoi]'));
          } else await andWait(page, () => page.tap('[data-action=shobu]'));
        } else if (now === 'choice') await andWait(page, () => page.locator('.choice__btn').first().tap());
        else await andWait(page, () => page.locator('.hand__card[aria-disabled=false]').first().tap());
      }
      expect(reloaded).toBe(true);
      expect(handOvers).toBeGreaterThanOrEqual(8);

      // The round's end shows everything: every hand's cards face up, no card back left.
      await page.waitForSelector('.panel--end');
      expect(await page.locator('.panel--end').textContent()).toMatch(/Game over/);
      expect(await page.locator('img.opp-hand__card').count()).toBe(0);

      // A review of Ben's decisions, from Ben's seat.
      await page.locator('[data-action=review]').tap();
      await page.waitForSelector('[data-testid=pass-review-chooser]');
      await page.locator('[data-action=review-seat][data-seat="1"]').tap();
      await page.waitForSelector('.panel--review');
      expect(await page.locator('.panel--review .review__hand h3').allTextContents()).toEqual(['Ann’s hand', 'Your hand']);
      // Whose review it is, on a device the players share.
      expect(await page.locator('#review-title').textContent()).toMatch(/^Ben’s review: round 1, /);
      await page.waitForSelector('[data-testid=review-status]');
      await page.locator('[data-action=review-next]').tap();
      await expect.poll(() => page.locator('.review__pos').textContent()).toMatch(/^Move 1 of \d+$/);
      await page.locator('[data-action=end-review]').tap();
      await page.waitForSelector('.panel--end');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('three players on a desktop, by keyboard alone: the set-up, each hand-over by Enter, a whole round', async () => {
    const { page, errors, close } = await open({ phone: false });
    try {
      await page.selectOption('#pass-rounds', '1');
      await page.focus('input[name=pass-players][value="2"]');
      await page.keyboard.press('ArrowDown'); // three players
      for (const [i, name] of ['Ann', 'Ben', 'Cleo'].entries()) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe(`pass-name-${i}`);
        await page.keyboard.type(name);
      }
      await page.keyboard.press('Enter'); // in the last name: submits the form
      const seen = new Set<string | null>();
      for (let guard = 0; guard < 300; guard++) {
        const now = await ask(page);
        if (now === 'end') break;
        if (now === 'hand-over') {
          await expectNoCards(page);
          seen.add(await handOverTo(page));
          // The button has the focus: Enter takes the device.
          await page.waitForFunction(() => document.activeElement?.getAttribute('data-action') === 'take-seat');
          await andWait(page, () => page.keyboard.press('Enter'));
          // The turn starts on its control (a hand card, a choice, or the decision).
          await page.waitForFunction(() => {
            const a = document.activeElement;
            return !!a && (a.matches('.hand__card[aria-disabled=false], .choice__btn, #decision-title') || !!document.querySelector('.panel--end'));
          });
        } else if (now === 'decision') {
          await page.waitForFunction(() => document.activeElement?.id === 'decision-title');
          for (let i = 0; i < 20 && !(await page.evaluate(() => document.activeElement?.getAttribute('data-action') === 'shobu')); i++) await page.keyboard.press('Tab');
          await andWait(page, () => page.keyboard.press('Enter'));
        } else {
          await keyTo(page, now === 'choice' ? '.choice__btn' : '.hand__card[aria-disabled=false]');
          await andWait(page, () => page.keyboard.press('Enter'));
        }
      }
      expect([...seen].sort()).toEqual(['0', '1', '2']);
      await page.waitForSelector('.panel--end');
      expect(await page.locator('.panel--end').textContent()).toMatch(/Game over/);
      // The score names all three players.
      const end = (await page.locator('.panel--end').textContent()) ?? '';
      for (const name of ['Ann', 'Ben', 'Cleo']) expect(end).toContain(name);
      // Cleo's review, by keyboard: from her seat, the other two named.
      await keyTo(page, '[data-action=review]');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'pass-review-title');
      await keyTo(page, '[data-action=review-seat][data-seat="2"]');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.panel--review');
      expect(await page.locator('.panel--review .review__hand h3').allTextContents()).toEqual(['Ann’s hand', 'Ben’s hand', 'Your hand']);
      await page.keyboard.press('Escape');
      await page.waitForSelector('.panel--end');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a koi-koi decision is the decider’s alone until made, then announced to all', async () => {
    // A saved game stopped at a decision (first legal moves from a fixed seed), as a reload finds it.
    const rules = buildRuleSet('fudawiki', { rounds: 1 });
    if (!rules.ok) throw new Error('rules');
    let session: PassSession | null = null;
    for (let seed = 1; seed < 100 && !session; seed++) {
      const start = newPassSession(bySeatOf(['Ann', 'Ben'])!, rules.value, seed);
      let game = start.game;
      const steps: GameStep[] = [];
      while (game.status === 'playing' && game.current.phase !== 'decision') {
        const step: GameStep = { seat: game.current.toMove, action: gameLegalActions(game)[0]! };
        const next = applyStep(game, step);
        if (!next.ok) break;
        steps.push(step);
        game = next.value;
      }
      if (game.status === 'playing' && game.current.phase === 'decision') session = { ...start, steps, game };
    }
    if (!session) throw new Error('no decision in 100 seeds');
    const decider = session.game.current.toMove;
    const name = session.names[decider]!;
    const { page, errors, close } = await open({ phone: false });
    try {
      await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [PASS_KEY, JSON.stringify(encodePassSession(session))] as const);
      await page.reload();
      await ready(page);
      // Resumed on the decider's hand-over screen: nothing about the decision on it.
      expect(await ask(page)).toBe('hand-over');
      expect(await handOverTo(page)).toBe(String(decider));
      expect(await page.locator('[data-testid=hand-over]').textContent()).not.toMatch(/koi-koi|shōbu/i);
      await andWait(page, () => page.click('[data-action=take-seat]'));
      expect(await ask(page)).toBe('decision');
      await andWait(page, () => page.click('[data-action=koikoi]'));
      // The next hand-over screen announces the call.
      expect(await ask(page)).toBe('hand-over');
      expect(await page.locator('.hand-over__calls').textContent()).toBe(`Koi-koi called this round: ${name}.`);
      expect(await page.locator('.hand-over__news').textContent()).toContain(`${name} called koi-koi: play goes on.`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('a saved game that cannot be read is set aside with a clear message, and a new game can start', async () => {
    const { page, errors, close } = await open({ phone: false });
    try {
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ format: 99, engine: 1 })), PASS_KEY);
      await page.reload();
      await ready(page);
      const notice = page.locator('[data-testid=save-notice]');
      await expect.poll(() => notice.textContent()).toContain('Your saved pass-and-play game could not be read: it was saved by a newer version of the game');
      expect(await notice.textContent()).toContain('It has been set aside, not deleted.');
      expect(await page.evaluate((key) => localStorage.getItem(`${key}:rejected`), PASS_KEY)).toContain('"format":99');
      await page.click('[data-action=notice-new-game]');
      await page.waitForSelector('.pass-setup');
      // The notice goes in the same change of state, but may be drawn a render after the set-up.
      await expect.poll(() => notice.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
