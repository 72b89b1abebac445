/**
 * The table's words at a table of people (pass-and-play, Chromium): no text or label speaks of a
 * computer, and a yaku is announced by the name of the player who made it, seen from seat 1 as
 * from seat 0. A saved game is set just before a move that makes a yaku, for the player at seat 1
 * (Ben) and then for seat 0 (Ann); each move is made through the table as a person would.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { baseURL, captureErrors, launchBrowser, waitForHydration } from './harness';
import { buildRuleSet } from '../../src/engine/rules/ruleset';
import { bySeatOf, type Seat } from '../../src/engine/round/seats';
import { gameLegalActions } from '../../src/engine/round/game';
import type { GameState } from '../../src/engine/round';
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
const NAMES = ['Ann', 'Ben'] as const;

/**
 * A pass-and-play session stopped where `seat` is to play and their next moves (first legal
 * ones) make a yaku: the session, and those moves (a hand card, a field card, a turned card's take).
 */
function beforeYaku(seat: Seat): { session: PassSession; moves: GameStep[] } {
  const rules = buildRuleSet('fudawiki', { rounds: 1 });
  if (!rules.ok) throw new Error('rules');
  for (let seed = 1; seed < 400; seed++) {
    const start = newPassSession(bySeatOf([...NAMES])!, rules.value, seed);
    let game: GameState = start.game;
    const steps: GameStep[] = [];
    let turnStart = { steps: 0, game };
    while (game.status === 'playing' && game.current.phase !== 'decision' && game.current.phase !== 'ended') {
      const mover = game.current.toMove;
      const step: GameStep = { seat: mover, action: gameLegalActions(game)[0]! };
      if (step.action.type === 'play' && game.current.phase === 'play' && (steps.length === 0 || (steps[steps.length - 1] as { seat?: Seat }).seat !== mover))
        turnStart = { steps: steps.length, game };
      const next = applyStep(game, step);
      if (!next.ok) break;
      steps.push(step);
      game = next.value;
    }
    if (game.current.phase !== 'decision' || game.current.toMove !== seat) continue;
    const moves = steps.slice(turnStart.steps);
    if (moves.some((m) => !('seat' in m) || (m.action.type !== 'play' && m.action.type !== 'drawTake'))) continue;
    return { session: { ...start, steps: steps.slice(0, turnStart.steps), game: turnStart.game }, moves };
  }
  throw new Error(`no yaku for seat ${seat} in 400 seeds`);
}

/** Everything the game says (the island: the page's own links may offer the practice game): its text and every label. */
function pageWords(): string {
  const game = document.querySelector('.play')!;
  const labels = [...game.querySelectorAll('[aria-label], [alt], [title]')].flatMap((e) => ['aria-label', 'alt', 'title'].map((a) => e.getAttribute(a) ?? ''));
  return [game.textContent ?? '', ...labels].join(' | ');
}

async function expectNoComputer(page: Page): Promise<void> {
  const words = await page.evaluate(pageWords);
  const at = words.search(/computer|CPU/i);
  expect(at < 0 ? "" : words.slice(Math.max(0, at - 200), at + 80)).toBe("");
}

/** Records each yaku announcement as it is drawn: its words and the seat it is for. */
async function watchMoments(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: { text: string; seat: string }[] = [];
    (window as unknown as { moments: typeof seen }).moments = seen;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid=yaku-moment]')) {
        const text = el.querySelector('.yaku-moment__title')?.textContent ?? '';
        if (!seen.some((m) => m.text === text)) seen.push({ text, seat: el.dataset['seat'] ?? '' });
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const moments = (page: Page) => page.evaluate(() => (window as unknown as { moments: { text: string; seat: string }[] }).moments);

/** Makes the moves through the table: a hand card (and its field card), a turned card's take. */
async function play(page: Page, moves: readonly GameStep[]): Promise<void> {
  for (const step of moves) {
    if (!('seat' in step)) continue;
    const m = step.action;
    if (m.type === 'play') {
      await page.locator(`.hand__card[data-card="${m.card}"][aria-disabled=false]`).click();
      if (m.take) await page.locator(`.choice__btn[data-take="${m.take}"]`).click();
    } else if (m.type === 'drawTake') await page.locator(`.choice__btn[data-take="${m.take}"]`).click();
  }
}

describe('the table speaks to people, not of a computer', () => {
  for (const seat of [1, 0] as const) {
    test(`pass-and-play: ${NAMES[seat]} (seat ${seat}) makes a yaku — announced by name, no word of a computer anywhere`, async () => {
      const { session, moves } = beforeYaku(seat);
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
      const page = await context.newPage();
      const errors = captureErrors(page);
      try {
        await page.goto(new URL('/friends/pass/', baseURL()).href, { waitUntil: 'load' });
        await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [PASS_KEY, JSON.stringify(encodePassSession(session))] as const);
        await page.reload();
        await waitForHydration(page);
        await page.waitForSelector('[data-testid=hand-over]');
        expect(await page.locator('[data-testid=hand-over]').getAttribute('data-to')).toBe(String(seat));
        await expectNoComputer(page);
        await page.click('[data-action=take-seat]');
        await page.waitForSelector('.hand__card');
        await expectNoComputer(page);
        // The viewer's hand is anchored at their own seat.
        expect(await page.locator('.hand').getAttribute('data-anchor')).toBe(`hand-${seat}`);
        await watchMoments(page);
        await play(page, moves);
        // The decision that follows the yaku: the holder's own, with the other player named.
        await page.waitForSelector('[data-action=koikoi]', { timeout: 20_000 });
        const seen = await moments(page);
        expect(seen.length).toBeGreaterThan(0);
        for (const m of seen) {
          expect(m.text).toMatch(new RegExp(`^${NAMES[seat]} made `));
          expect(m.seat).toBe(String(seat));
        }
        await expectNoComputer(page);
        expect(await page.locator('.panel--decision').textContent()).toContain(`if ${NAMES[1 - seat]} makes a yaku and stops first`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('arrow keys move through the hand (wrapping round), Home and End to its ends', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block', reducedMotion: 'reduce' });
    const page = await context.newPage();
    try {
      // A new game from a fixed seed whose first player has a full hand to play (a random deal may end at once: a lucky hand).
      const rules = buildRuleSet('fudawiki', { rounds: 1 });
      if (!rules.ok) throw new Error('rules');
      let session: PassSession | null = null;
      for (let seed = 1; !session; seed++) {
        const s = newPassSession(bySeatOf([...NAMES])!, rules.value, seed);
        if (s.game.current.phase === 'play' && s.game.current.hands[s.game.current.toMove].length === 8) session = s;
      }
      await page.goto(new URL('/friends/pass/', baseURL()).href, { waitUntil: 'load' });
      await page.evaluate(([key, saved]) => localStorage.setItem(key, saved), [PASS_KEY, JSON.stringify(encodePassSession(session))] as const);
      await page.reload();
      await waitForHydration(page);
      await page.waitForSelector('[data-testid=hand-over]');
      await page.click('[data-action=take-seat]');
      await page.waitForSelector('.hand__card');
      const cards = await page.locator('.hand__card').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['card']));
      expect(cards.length).toBe(8);
      const focused = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['card']);
      await page.locator('.hand__card').first().focus();
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(cards[1]);
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(cards[2]);
      await page.keyboard.press('End');
      expect(await focused()).toBe(cards[7]);
      await page.keyboard.press('ArrowRight');
      expect(await focused()).toBe(cards[0]);
      await page.keyboard.press('ArrowLeft');
      expect(await focused()).toBe(cards[7]);
      await page.keyboard.press('Home');
      expect(await focused()).toBe(cards[0]);
      // Nothing was played by moving.
      expect(await page.locator('.hand__card').count()).toBe(8);
    } finally {
      await context.close();
    }
  });
});
