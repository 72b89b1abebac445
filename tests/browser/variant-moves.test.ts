/**
 * The second edition's choices, made in the practice game as a player makes them: laying a
 * matching card on the field without capturing (beginners-guide: handCapture optional), and
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

async function openGame(ruleSet: RuleSet, seed: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
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

describe('laying a matching card without capturing (beginners-guide)', () => {
  test('the lay button puts the card on the field, next to its match, and nothing is captured', async () => {
    const ruleSet = rules('beginners-guide', { rounds: 1 });
    expect(ruleSet.options.handCapture).toBe('optional');
    const seed = seedWhere(ruleSet, (d) => d.value.phase === 'play' && d.value.toMove === 0 && d.value.hands[0].some((c) => captureOptions(c, d.value.field, d.value.lightningWild).length > 0));
    const { context, page, errors } = await openGame(ruleSet, seed);
    try {
      await page.click('[data-action=start]');
      const lay = page.locator('[data-action=lay]').first();
      await lay.waitFor();
      const card = (await lay.getAttribute('data-lay'))!;
      expect(await lay.getAttribute('aria-label')).toBeTruthy();
      const fieldBefore = await cardsOf(page, '.field__card');
      expect(fieldBefore).not.toContain(card);
      await lay.click();
      // The engine's record of the move: a play of that card, laid, taking nothing.
      await page.waitForFunction(
        (c) => (JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')?.steps ?? []).some((s: unknown) => JSON.stringify(s).includes(c)),
        card,
      );
      const game = await savedGame(page);
      const played = game.current.log.find((e) => e.type === 'play' && e.card === card);
      expect(played).toMatchObject({ type: 'play', card, laid: true });
      expect(game.current.captured[0]).not.toContain(card);
      // The page shows it on the field (until a later turn takes it, which the next check allows for).
      const onField = await cardsOf(page, '.field__card');
      expect(onField.includes(card) || (game.current.captured[1] as readonly string[]).includes(card)).toBe(true);
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
