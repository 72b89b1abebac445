/**
 * The three-player game in the reference, on the built site: the rules panel's player count
 * (three players disable what they set aside and refuse, each with its reason in words), the
 * rules sheet with three players, the rules and variants pages' three-player sections with card
 * pictures, and search. Expected figures and sentences come from the engine and the words.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { buildRuleSet, type RuleSet } from '../../src/engine';
import { OTHER_PLAYER_RULES, dealSizes, refusedValues, setAsideOptions } from '../../src/engine/round/player-count';
import { cardLabel } from '../../src/words/card-names';
import { ruleErrorText } from '../../src/words/rule-errors';
import { fill } from '../../src/words/format';
import { dealSumText, setAsideText } from '../../src/words/player-count';
import { yakuName } from '../../src/words/yaku-names';
import { TURN_WORDS } from '../../src/features/reference/rules-sheet/words';
import { axeViolations, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function rules(overrides: Record<string, unknown>): RuleSet {
  const built = buildRuleSet('fudawiki', overrides);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
}
const THREE = rules({ players: 3 });
const SIZES = dealSizes(THREE.options);
const text = async (page: Page, selector: string) => ((await page.locator(selector).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe('the rules panel', () => {
  test('choosing three players disables what they set aside and refuse, each with its reason; two players restore them; axe passes at 360 px', async () => {
    const { page, context, errors } = await openPage(browser, '/settings/', { width: 360, height: 800 });
    try {
      // Two players: the hand size is a choice, and hands of 7 are refused with the engine's reason.
      expect(await page.locator('#opt-handSize').isDisabled()).toBe(false);
      const twoRefusal = refusedValues(rules({}), 'handSize')[0]!;
      expect(await text(page, '#opt-handSize-notes [data-refused="7"]')).toContain(ruleErrorText(twoRefusal.error));
      expect(await page.locator('#opt-handSize option[value="7"]').isDisabled()).toBe(true);

      await page.locator('#opt-players').selectOption('3');
      await page.getByTestId('players-set-aside').waitFor();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'))).toEqual({ preset: 'fudawiki', overrides: { players: 3 } });

      // Every set-aside option is listed under the player count and disabled beside its reason.
      const aside = setAsideOptions(THREE.options);
      expect(await page.getByTestId('players-set-aside').locator('li').count()).toBe(aside.length);
      for (const s of aside.filter((a) => a.yaku === undefined)) {
        await page.locator(`#set-${s.option}`).evaluate((el) => el.closest('details')?.setAttribute('open', ''));
        expect(await page.locator(`#opt-${s.option}`).isDisabled(), s.option).toBe(true);
        expect(await text(page, `#opt-${s.option}-notes`)).toBe(`Not used ${setAsideText(s.reason, SIZES)}`);
        expect(await page.locator(`#opt-${s.option}`).getAttribute('aria-describedby')).toBe(`opt-${s.option}-notes`);
      }
      expect(await page.getByRole('checkbox', { name: `${yakuName('kuttsuki')} is played`, exact: true }).isDisabled()).toBe(true);
      expect(await text(page, '[data-yaku="kuttsuki"].option__set-aside')).toContain(setAsideText('four-pairs-cannot-occur', SIZES));

      // "The koi-koi caller loses" is refused: disabled, tagged in words, its reason under the list.
      const refused = refusedValues(THREE, 'exhaustiveDraw');
      expect(refused.map((r) => r.value)).toEqual(['koikoi-caller-loses']);
      await page.locator('#set-exhaustiveDraw').evaluate((el) => el.closest('details')?.setAttribute('open', ''));
      const option = page.locator('#opt-exhaustiveDraw option[value="koikoi-caller-loses"]');
      expect(await option.isDisabled()).toBe(true);
      expect(await option.textContent()).toContain('(not available)');
      expect(await text(page, '#opt-exhaustiveDraw-notes [data-refused="koikoi-caller-loses"]')).toContain(ruleErrorText(refused[0]!.error));

      expect(await axeViolations(page)).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);

      await page.locator('#opt-players').selectOption('2');
      await page.getByTestId('players-set-aside').waitFor({ state: 'detached' });
      expect(await page.locator('#opt-handSize').isDisabled()).toBe(false);
      expect(await page.locator('#opt-fieldFourPairs').isDisabled()).toBe(false);
      expect(await option.isDisabled()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** Opens a page with three players chosen, as a reader who saved them in the settings. */
async function openWithThree(path: string) {
  const opened = await openPage(browser, '/404.html');
  await opened.page.evaluate(() => localStorage.setItem('koikoi:rules', JSON.stringify({ preset: 'fudawiki', overrides: { players: 3 } })));
  await opened.page.goto(new URL(path, opened.page.url()).href);
  await waitForHydration(opened.page);
  return opened;
}

describe('with three players chosen', () => {
  test('the rules sheet shows the three-player deal and rules; axe passes', async () => {
    const { page, context, errors } = await openWithThree('/rules-sheet/');
    try {
      await page.locator('[data-rs-three]').waitFor();
      expect(await text(page, '[data-rs-three] [data-deal-sum]')).toBe(`${dealSumText(SIZES)}.`);
      const turn = fill(TURN_WORDS[THREE.options.turnStructure], { hand: SIZES.hand, field: SIZES.field });
      expect(await text(page, '.rs-turn p')).toContain(turn);
      // The default rules play "opponent-called": its three-player meaning is listed.
      const played = OTHER_PLAYER_RULES.filter((r) => THREE.options[r.option] === r.value).map((r) => r.id);
      expect(played.length).toBeGreaterThan(0);
      expect(await page.locator('[data-rs-three] [data-rule]').evaluateAll((els) => els.map((e) => e.getAttribute('data-rule')))).toEqual(played);
      // Four Pairs cannot be dealt: not among the lucky hands; the player count not among the house rules.
      const luckyNames = await page.locator('.rs-columns li > strong').allTextContents();
      expect(luckyNames).toContain(yakuName('teshi'));
      expect(luckyNames).not.toContain(yakuName('kuttsuki'));
      expect(await page.locator('.rs-columns [data-option="players"], .rs-columns [data-option="handSize"]').count()).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the yaku page and the rules page still render', async () => {
    const { page, context, errors } = await openWithThree('/yaku/');
    try {
      expect(await page.locator('h1').count()).toBe(1);
      await page.goto(new URL('/rules/', page.url()).href);
      await waitForHydration(page);
      await page.locator('#three-players').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the pages explain three players with pictures', () => {
  test('the rules page: the deal from the engine, the opponent rules, what does not apply; axe passes; fits 360 px', async () => {
    const { page, context, errors } = await openPage(browser, '/rules/', { width: 360, height: 800 });
    try {
      const deal = page.locator('[data-three-deal]');
      expect(await deal.locator('.three-deal__seat').count()).toBe(SIZES.seats);
      for (const seat of await deal.locator('.three-deal__seat').all()) expect(await seat.locator('img').count()).toBe(SIZES.hand);
      const field = deal.locator('.three-deal__field img');
      expect(await field.count()).toBe(SIZES.field);
      // Each field card is a named picture of a real card.
      const ids = await deal.locator('.three-deal__field [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')!));
      expect(await field.evaluateAll((els) => els.map((e) => e.getAttribute('alt')))).toEqual(ids.map((id) => cardLabel(id as never)));
      expect(await text(page, '[data-three-deal] [data-deal-sum]')).toBe(`${dealSumText(SIZES)}.`);
      expect(await page.locator('#three-players ~ * [data-other-player-rules] tbody tr').count()).toBe(OTHER_PLAYER_RULES.length);
      const notApply = page.locator('[data-three-not-apply]');
      expect(await notApply.locator('.three-pairs img').count()).toBe(8);
      expect(await notApply.locator('[data-set-aside]').count()).toBe(setAsideOptions(THREE.options).length);
      expect(await notApply.locator('[data-refused="exhaustiveDraw.koikoi-caller-loses"]').count()).toBe(1);
      // The pictures load (not a broken image among them).
      await deal.scrollIntoViewIfNeeded();
      await notApply.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-three-deal] img, [data-three-not-apply] img')].every((img) => img.complete && img.naturalWidth > 0),
      );
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // The whole variants page is axed by site.test.ts; here only what the section shows.
  test('the variants page: deal sizes, the opponent rules, what three players cannot use, and why not four to six', async () => {
    const { page, context, errors } = await openPage(browser, '/variants/');
    try {
      expect(await page.locator('#three-players').count()).toBe(1);
      expect(await page.locator('[data-deal-sizes] tr[data-row="3"] td').allTextContents()).toEqual(
        [SIZES.hand, SIZES.field, SIZES.pile, SIZES.pileTurnsEach].map(String),
      );
      expect(await page.locator('[data-other-player-rules] tbody tr').count()).toBe(OTHER_PLAYER_RULES.length);
      expect(await page.locator('[data-three-not-apply] .three-pairs img').count()).toBe(8);
      expect(await text(page, '#four-to-six-players + p')).toMatch(/two decks/);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

test.each(['three players', '3 player'])('searching "%s" finds the three-player section', async (query) => {
  const { page, context } = await openPage(browser, '/');
  try {
    const input = page.locator('#site-search');
    await input.focus();
    await input.pressSequentially(query, { delay: 10 });
    const links = page.locator('#site-search-results li a');
    await links.first().waitFor({ state: 'visible', timeout: 10_000 });
    await page.waitForFunction((q) => document.querySelector('#site-search-status')?.textContent?.includes(q), query);
    // A result among the first three leads into a three-player section (its heading's anchor).
    const hrefs = await links.evaluateAll((els) => els.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href)));
    expect(hrefs.some((u) => ['/rules/', '/variants/', '/glossary/'].includes(u.pathname) && /three-player/.test(u.hash)), JSON.stringify(hrefs)).toBe(true);
  } finally {
    await context.close();
  }
});
