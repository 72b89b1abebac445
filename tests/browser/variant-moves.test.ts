/**
 * The second edition's choices, made in the practice game as a player makes them: taking or
 * laying a matching card on the field without capturing (beginners-guide: handCapture optional), and
 * a dealt lucky hand's redeal-or-play choice (teyaku: holder-may-redeal).
 *
 * The deals are found with the engine (the first seed whose deal offers the choice), so the
 * tests do not hang on a hand-picked number; what is checked is what the page offers and what
 * the game's own save records after the click.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, waitForHydration } from './harness';
import { dealRound, captureOptions } from '../../src/engine/round';
import { buildRuleSet } from '../../src/engine/rules/ruleset';
import { encodeRuleChoice } from '../../src/engine/rules/rule-code';
import type { RuleSet } from '../../src/engine/rules/ruleset';
import { decodeSession } from '../../src/features/play/save';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function rules(preset: string, overrides: Record<string, unknown>): RuleSet {
  const r = buildRuleSet(preset, overrides);
  if (!r.ok) throw new Error(`rules: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** The first deal seed (round 1, you deal) for which `wanted` holds. */
function seedWhere(ruleSet: RuleSet, wanted: (state: ReturnType<typeof dealRound> & { ok: true }) => boolean): number {
  for (let seed = 1; seed < 100_000; seed++) {
    const d = dealRound({ rules: ruleSet, month: 1, dealer: 0, seed });
    if (d.ok && wanted(d)) return seed;
  }
  throw new Error('no such deal');
}

async function openGame(ruleSet: RuleSet, seed: number, vp: { width: number; height: number; touch?: boolean } = { width: 1280, height: 900 }) {
  const context = await browser.newContext({
    viewport: { width: vp.width, height: vp.height },
    hasTouch: vp.touch ?? false,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(`/play/?seed=${seed}&dealer=you&rules=${encodeRuleChoice(ruleSet)}&level=beginner`, baseURL()).href);
  await waitForHydration(page);
  await page.waitForSelector('.play:not(.play--loading)');
  return { context, page, errors };
}

async function savedGame(page: Page) {
  const session = decodeSession(await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')));
  if (!session.ok || session.value === null) throw new Error('no saved game');
  return session.value.game;
}

const cardsOf = (page: Page, selector: string) => page.$$eval(selector, (els) => els.map((e) => (e as HTMLElement).dataset['card'] ?? ''));

describe('optional capture: take or lay (beginners-guide)', () => {
  // A deal where the person opens holding a card that matches two field cards and one that
  // matches one: each, pressed, asks to take or to lay (issue 22: a one-match card froze the game).
  const ruleSet = rules('beginners-guide', { rounds: 1 });
  const seed = seedWhere(ruleSet, (d) => {
    const counts = d.value.hands[0].map((c) => captureOptions(c, d.value.field, d.value.lightningWild).length);
    return d.value.phase === 'play' && d.value.toMove === 0 && counts.includes(1) && counts.includes(2);
  });

  /** The boxes of `selectors` not wholly inside the viewport (the page scrolled to the top). */
  const outside = (page: Page, selectors: readonly string[]) =>
    page.evaluate((sels) => {
      window.scrollTo(0, 0);
      return sels.filter((s) => {
        const els = [...document.querySelectorAll(s)];
        return els.length === 0 || els.some((el) => {
          const b = el.getBoundingClientRect();
          return b.top < 0 || b.left < 0 || b.bottom > innerHeight + 0.5 || b.right > document.documentElement.clientWidth + 0.5;
        });
      });
    }, selectors);

  /** The person's turn again, after the computer's reply. */
  const yourTurn = (page: Page) => page.waitForSelector('.table:not(.is-running) .hand__card[aria-disabled=false]');
  const steps = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')?.steps ?? []);
  const lastOwnStep = async (page: Page, count: number) => {
    await page.waitForFunction((n) => (JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')?.steps ?? []).length > n, count);
    return (await steps(page))[count];
  };

  test('by keyboard (two matches), by tap (one match), then laid: each asks, each is the engine\'s move, all on one screen', async () => {
    const { context, page, errors } = await openGame(ruleSet, seed, { width: 1280, height: 800, touch: true });
    try {
      await page.click('[data-action=start]');
      await yourTurn(page);
      // Nothing below the fold at 1280×800: the hand and its last card.
      expect(await outside(page, ['.hand__cards', '.hand__card'])).toEqual([]);

      // 1. Keyboard, a card with two matches: Enter asks; the first take is focused; Enter takes it.
      const two = page.locator('.hand__card[data-matches="2"]').first();
      const twoCard = (await two.getAttribute('data-card'))!;
      await two.focus();
      await page.keyboard.press('Enter');
      await page.waitForSelector('.panel--choice');
      expect(await page.locator('.choice__btn[data-take]').count()).toBe(2);
      expect(await page.locator('[data-action=lay]').getAttribute('data-lay')).toBe(twoCard);
      expect(await outside(page, ['.panel--choice .choice__btn', '.panel--choice h2'])).toEqual([]);
      const firstTake = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['take'] ?? null);
      expect(firstTake).toBeTruthy();
      let count = (await steps(page)).length;
      await page.keyboard.press('Enter');
      expect(await lastOwnStep(page, count)).toMatchObject({ type: 'play', card: twoCard, take: firstTake, player: 0 });

      // 2. Tap, a card with one match (or, if the reply took it, any matching card): it asks too.
      await yourTurn(page);
      const one = page.locator('.hand__card[data-matches="1"]').first();
      const oneCard = (await one.getAttribute('data-card'))!;
      await one.tap();
      await page.waitForSelector('.panel--choice');
      expect(await page.locator('.choice__btn[data-take]').count()).toBe(1);
      expect(await outside(page, ['.panel--choice .choice__btn'])).toEqual([]);
      const take = (await page.locator('.choice__btn[data-take]').getAttribute('data-take'))!;
      count = (await steps(page)).length;
      await page.locator('.choice__btn[data-take]').tap();
      expect(await lastOwnStep(page, count)).toMatchObject({ type: 'play', card: oneCard, player: 0 });
      expect((await savedGame(page)).current.captured[0]).toContain(take);

      // 3. Lay without taking, reached from the keyboard: Tab from the take to the lay.
      await yourTurn(page);
      const any = page.locator('.hand__card:not([data-matches="0"])').first();
      if ((await any.count()) > 0) {
        const laid = (await any.getAttribute('data-card'))!;
        await any.focus();
        await page.keyboard.press('Enter');
        await page.waitForSelector('.panel--choice');
        for (let i = 0; i < 4 && !(await page.evaluate(() => document.activeElement?.matches('[data-action=lay]'))); i++) await page.keyboard.press('Tab');
        count = (await steps(page)).length;
        await page.keyboard.press('Enter');
        expect(await lastOwnStep(page, count)).toMatchObject({ type: 'play', card: laid, lay: true, player: 0 });
        const game = await savedGame(page);
        expect(game.current.log.find((e) => e.type === 'play' && e.card === laid)).toMatchObject({ laid: true });
        expect(game.current.captured[0]).not.toContain(laid);
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('a dealt lucky hand: redeal or play on (teyaku: holder-may-redeal)', () => {
  const ruleSet = rules('fudawiki', { teyaku: 'holder-may-redeal', rounds: 2 });
  const seed = seedWhere(ruleSet, (d) => d.value.phase === 'lucky-hand' && d.value.toMove === 0);

  test('the choice is offered with both buttons and passes axe; a redeal scores nothing and the same dealer deals again', async () => {
    const { context, page, errors } = await openGame(ruleSet, seed);
    try {
      await page.click('[data-action=start]').catch(() => undefined);
      await page.waitForSelector('[data-action=lucky-redeal]');
      expect(await page.locator('[data-action=lucky-play]').count()).toBe(1);
      expect(await page.locator('#lucky-title').textContent()).toBeTruthy();
      expect(await axeViolations(page)).toEqual([]);
      const dealt = dealRound({ rules: ruleSet, month: 1, dealer: 0, seed });
      if (!dealt.ok) throw new Error('deal');
      await page.click('[data-action=lucky-redeal]');
      // A redeal is a new deal of the same round by the same dealer: a new hand to play from.
      await page.waitForFunction(() => (JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')?.steps ?? []).length > 0);
      await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=lucky-redeal]');
      const game = await savedGame(page);
      expect(game.history).toHaveLength(1);
      const record = game.history[0]!;
      expect(record.log.some((e) => e.type === 'lucky-hand' && e.choice === 'redeal')).toBe(true);
      expect(record.result.points).toEqual([0, 0]);
      expect(game.round).toBe(1);
      expect(game.current.dealer).toBe(0);
      expect((await cardsOf(page, '.hand__card')).sort()).toEqual([...game.current.hands[0]].sort());
      expect([...game.current.hands[0]].sort()).not.toEqual([...dealt.value.hands[0]].sort());
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('playing on keeps the dealt hand and the round goes on', async () => {
    const dealt = dealRound({ rules: ruleSet, month: 1, dealer: 0, seed });
    if (!dealt.ok) throw new Error('deal');
    const { context, page, errors } = await openGame(ruleSet, seed);
    try {
      await page.click('[data-action=start]').catch(() => undefined);
      await page.waitForSelector('[data-action=lucky-play]');
      await page.click('[data-action=lucky-play]');
      await page.waitForSelector('.hand__card[aria-disabled=false]');
      expect((await cardsOf(page, '.hand__card')).sort()).toEqual([...dealt.value.hands[0]].sort());
      const game = await savedGame(page);
      expect(game.current.log.some((e) => e.type === 'lucky-hand' && e.choice === 'play')).toBe(true);
      expect(game.current.phase).toBe('play');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
