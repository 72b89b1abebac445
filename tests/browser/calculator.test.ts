import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';
import { buildRuleSet, presetRuleSet, scoreCaptured, type CardId, type RuleSet, type ScoreContext } from '../../src/engine';
import { presetName } from '../../src/words/preset-names';
import { decodeCalculatorLink } from '../../src/features/calculator/link';
import { RULES_KEY } from '../../src/features/rules-choice/rules-store';
import { droppedText, multiplierText } from '../../src/words/score';
import { MULTIPLIER_WORDS_BY_SCORER, linkProblemText } from '../../src/features/calculator/words';
import { EMPTY_STATE, type CalculatorState, type Seat } from '../../src/features/calculator/state';
import { calculateScore } from '../../src/features/calculator/derive';
import { calculatorRules } from '../../src/features/calculator/players';
import { DEFAULT_RULE_SET } from '../../src/features/rules-choice/rules-store';
import { encodeRuleChoice } from '../../src/engine/rules/rule-code';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}

const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;

async function pressedCards(page: Page): Promise<string[]> {
  return page.locator('button[data-card][aria-pressed="true"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset['card']!));
}

async function focusedCard(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset['card']);
}

/** The page shows exactly the engine's explanation for this pile and context. */
async function expectExplanation(page: Page, pile: readonly CardId[], ctx: ScoreContext, ruleSet: RuleSet, scorer: Seat = 'you') {
  const x = scoreCaptured(pile, ctx, ruleSet);
  await expect.poll(() => page.getByTestId('calc-total').textContent()).toBe(points(x.total));
  expect(await page.getByTestId('calc-base').textContent()).toBe(String(x.base));
  for (const y of x.yaku) {
    const item = page.locator(`li[data-yaku="${y.id}"]`);
    expect(await item.locator('.score-yaku__points').textContent()).toBe(points(y.points));
    for (const card of y.cards) expect(await item.locator(`img[src$="/${card}.svg"]`).count()).toBe(1);
  }
  expect(await page.locator('li[data-yaku]').count()).toBe(x.yaku.length + x.bonuses.length);
  const dropped = await page.locator('li[data-dropped]').allTextContents();
  expect(dropped).toHaveLength(x.dropped.length);
  x.dropped.forEach((d, i) => expect(dropped[i]).toContain(droppedText(d)));
  for (const step of x.steps) expect(await page.locator(`tr[data-step="${step.id}"]`).textContent()).toContain(multiplierText(step, MULTIPLIER_WORDS_BY_SCORER[scorer as Exclude<typeof scorer, 'third'>]));
  return x;
}

describe('score calculator', () => {
  test('a pile built by keyboard alone shows the engine’s total and explanation', async () => {
    const { page, context, errors } = await openPage(browser, '/calculator/');
    try {
      // Type-and-Enter in the filter box.
      await page.locator('#calc-filter').focus();
      for (const name of ['crane', 'curtain', 'full moon']) {
        await page.keyboard.type(name);
        await page.keyboard.press('Enter');
      }
      expect(await page.locator('.calc-bar__status').textContent()).toBe('Added Full Moon to your pile.');
      expect(await page.inputValue('#calc-filter')).toBe('');

      // Arrow keys in the grid: Down enters it, Right moves, Space toggles, Home/End jump.
      await page.keyboard.press('ArrowDown');
      expect(await focusedCard(page)).toBe('pine-crane');
      await page.keyboard.press('ArrowRight');
      expect(await focusedCard(page)).toBe('pine-ribbon');
      await page.keyboard.press('Space');
      await page.keyboard.press('End');
      expect(await focusedCard(page)).toBe('paulownia-chaff-yellow');
      await page.keyboard.press('Home');
      expect(await focusedCard(page)).toBe('pine-crane');
      await page.keyboard.press('ArrowDown');
      const below = await focusedCard(page);
      expect(below).toBeDefined();
      expect(below).not.toMatch(/^pine-/);
      // Typing on a card goes to the filter box.
      await page.keyboard.type('sake');
      expect(await page.inputValue('#calc-filter')).toBe('sake');
      await page.keyboard.press('Enter');

      // The grid is a single tab stop.
      expect(await page.locator('button[data-card][tabindex="0"]').count()).toBe(1);

      // An opponent's koi-koi call, by keyboard.
      await page.getByRole('button', { name: '+ Your opponent called' }).focus();
      await page.keyboard.press('Enter');

      const pile: CardId[] = ['pine-crane', 'pine-ribbon', 'cherry-curtain', 'pampas-moon', 'chrysanthemum-sake-cup'];
      expect(await pressedCards(page)).toEqual(pile);
      const x = await expectExplanation(page, pile, { calls: ['opponent'] }, presetRuleSet('fudawiki'));
      expect(x.yaku.length).toBeGreaterThan(1);
      expect(x.steps.some((s) => s.applied)).toBe(true);

      // The address is the calculation.
      const query = new URL(page.url()).search;
      const decoded = decodeCalculatorLink(query);
      expect(decoded.ok && decoded.value.state.pile).toEqual(pile);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a share link opened elsewhere gives the same cards, calls, month, rules and total', async () => {
    const first = await openPage(browser, '/calculator/');
    let url: string;
    let total: string | null;
    try {
      const { page } = first;
      await page.getByLabel('A whole round: both piles, and who stopped').check();
      for (const card of ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'wisteria-ribbon', 'iris-ribbon']) {
        await page.locator(`button[data-card="${card}"]`).click();
      }
      await page.getByLabel(/Your opponent’s pile/).check();
      for (const card of ['pine-crane', 'cherry-curtain']) await page.locator(`button[data-card="${card}"]`).click();
      await page.getByRole('button', { name: '+ You called' }).click();
      await page.getByRole('button', { name: '+ Your opponent called' }).click();
      await page.selectOption('#calc-month', '3');
      await page.selectOption('#calc-preset', 'beginners-guide');
      await expect.poll(() => page.inputValue('#calc-share-url')).toContain('rules=beginners-guide');
      total = await page.getByTestId('calc-total').textContent();
      url = await page.inputValue('#calc-share-url');
      expect(url).toBe(page.url());
    } finally {
      await first.context.close();
    }

    // A new context: fresh storage, so only the link can bring the rules.
    const second = await openPage(browser, new URL(url).pathname + new URL(url).search);
    try {
      const { page } = second;
      expect(await page.getByTestId('calc-rules-name').textContent()).toBe(presetName('beginners-guide'));
      expect(await page.getByTestId('calc-total').textContent()).toBe(total);
      expect(await page.isChecked('input[name="calc-mode"][value="round"]')).toBe(true);
      expect(await page.inputValue('#calc-month')).toBe('3');
      expect(await page.locator('.calc-calls li').allTextContents()).toEqual([
        expect.stringContaining('You called koi-koi'),
        expect.stringContaining('Your opponent called koi-koi'),
      ]);
      await expectExplanation(
        page,
        ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'wisteria-ribbon', 'iris-ribbon'],
        { month: 3, calls: ['self', 'opponent'], othersCaptured: [['pine-crane', 'cherry-curtain']] },
        presetRuleSet('beginners-guide'),
      );
      // The link's rules became the reader's rules, and they can go back.
      expect(await page.locator('.calc-notice').textContent()).toContain('This link brought its own rules');
      await page.getByRole('button', { name: 'Go back to my rules' }).click();
      expect(await page.getByTestId('calc-rules-name').textContent()).toBe(presetName('fudawiki'));
      // The address follows in an effect after the render: wait for it.
      await expect.poll(() => page.url()).toContain('rules=fudawiki');
    } finally {
      await second.context.close();
    }
  });

  test('a malformed link says what is wrong and opens a clean calculator with the reader’s rules', async () => {
    const context = await browser.newContext();
    // The reader had chosen the Nintendo rules before following the bad link.
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [RULES_KEY, JSON.stringify({ preset: 'nintendo', overrides: {} })] as const,
    );
    const page = await context.newPage();
    try {
      const search = '?pile=pine-crane,bogus-card&month=13&calls=you,me&rules=house';
      await page.goto(new URL(`/calculator/${search}`, baseURL()).href);
      await waitForHydration(page);
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.count()).toBe(1);
      const decoded = decodeCalculatorLink(search);
      expect(decoded.ok).toBe(false);
      const items = await alert.locator('li').allTextContents();
      expect(items).toEqual(decoded.ok ? [] : decoded.error.map(linkProblemText));
      expect(items).toHaveLength(4);
      expect(await alert.textContent()).toContain('The calculator starts empty instead, with your own rules.');
      expect(await pressedCards(page)).toEqual([]);
      expect(await page.inputValue('#calc-month')).toBe('');
      expect(await page.getByTestId('calc-rules-name').textContent()).toBe(presetName('nintendo'));
      await expect.poll(() => new URL(page.url()).search).toBe('?rules=nintendo');
      expect(await page.getByTestId('calc-total').textContent()).toBe('0 points');
    } finally {
      await context.close();
    }
  });

  test('a whole round under “both players” counts the other pile’s yaku, as the engine does', async () => {
    const ruleSet = rules('fudawiki', { yakuCounting: 'both-players' });
    const { page, context } = await openPage(
      browser,
      '/calculator/?mode=round&pile=pine-crane,cherry-curtain,pampas-moon&opp=peony-ribbon,chrysanthemum-ribbon,maple-ribbon&stop=opponent&rules=fudawiki_yakuCounting.both-players',
    );
    try {
      const x = await expectExplanation(
        page,
        ['peony-ribbon', 'chrysanthemum-ribbon', 'maple-ribbon'],
        { othersCaptured: [['pine-crane', 'cherry-curtain', 'pampas-moon']] },
        ruleSet,
        'opponent',
      );
      expect(x.yaku.map((y) => y.owner)).toEqual(['self', 'opponent']);
      expect(await page.locator('li[data-yaku="sanko"]').textContent()).toContain('(yours)');
      expect(await page.locator('#calc-score-title').textContent()).toContain('your opponent stopped');
    } finally {
      await context.close();
    }
  });

  test('the preset picker changes the rules and the total at once', async () => {
    const pile: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon'];
    const { page, context } = await openPage(browser, `/calculator/?pile=${pile.join(',')}`);
    try {
      await expectExplanation(page, pile, {}, presetRuleSet('fudawiki'));
      await page.selectOption('#calc-preset', 'koikoi-japan');
      await expectExplanation(page, pile, {}, presetRuleSet('koikoi-japan'));
      await expect.poll(() => page.url()).toContain('rules=koikoi-japan');
    } finally {
      await context.close();
    }
  });

  test('one-card-away hints add their card', async () => {
    const { page, context } = await openPage(browser, '/calculator/?pile=pine-crane,cherry-curtain');
    try {
      const hint = page.locator('li[data-hint="pampas-moon"]');
      expect(await hint.textContent()).toContain('makes Three Brights');
      await hint.getByRole('button').click();
      expect(await pressedCards(page)).toEqual(['pine-crane', 'cherry-curtain', 'pampas-moon']);
    } finally {
      await context.close();
    }
  });

  const AXE_PAGES = [
    ['a round with a pile', '/calculator/?mode=round&pile=pine-crane,cherry-curtain,pampas-moon,chrysanthemum-sake-cup&opp=peony-ribbon&calls=you,opponent&month=9&deal=pine-crane'],
    ['a bad link', '/calculator/?pile=nope'],
  ] as const;
  describe.each(['light', 'dark'] as const)('%s theme', (colorScheme) => {
    test.each(AXE_PAGES)('0 axe violations: %s', async (_name, path) => {
      const { page, context } = await openPage(browser, path, { colorScheme });
      try {
        await expect.poll(() => page.locator('[data-ready="true"]').count()).toBe(1);
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  test('fits a 360 px screen', async () => {
    const { page, context } = await openPage(browser, '/calculator/?pile=pine-crane,cherry-curtain,pampas-moon&calls=opponent', {
      width: 360,
      height: 740,
    });
    try {
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

// Issue #30: three players were reachable only by changing the reader's rules in /settings/.
describe('three players from the calculator alone', () => {
  test('a three-player round chosen in the calculator: scored for three, kept in its link, the reader’s rules untouched', async () => {
    const { page, context, errors } = await openPage(browser, '/calculator/', { width: 1280, height: 800 });
    try {
      await expect.poll(() => page.locator('.calc[data-ready="true"]').count()).toBe(1);
      const players = page.getByTestId('calc-players');
      expect(await players.getByLabel('2 players').isChecked()).toBe(true);
      await players.getByLabel('3 players').check();
      await page.locator('input[name="calc-mode"][value="round"]').check();
      await page.locator('input[name="calc-stopper"][value="third"]').check();
      await page.locator('input[name="calc-target"][value="thirdPile"]').check();
      const pile: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon'];
      for (const card of pile) await page.locator(`button[data-card="${card}"]`).first().click();
      await page.getByRole('button', { name: '+ You called' }).click();

      // The engine's score for that round, under the reader's rules (the default) for three.
      const state: CalculatorState = { ...EMPTY_STATE, mode: 'round', players: 3, stopper: 'third', thirdPile: pile, calls: ['you'] };
      const calc = calculateScore(state, calculatorRules(DEFAULT_RULE_SET, 3));
      expect(calc.seats).toBe(3);
      await expect.poll(() => page.getByTestId('calc-total').textContent()).toBe(points(calc.explanation.total));
      expect(await page.getByTestId('calc-other-side').textContent()).toMatch(new RegExp(`${points(calc.explanation.total)} (to|for) the third player`));
      // Who called, in plain words.
      expect(await page.locator('tr[data-step="koikoi"]').textContent()).toContain('Someone other than the third player called koi-koi during the round: x2.');

      // The link keeps the count beside the reader's own rules; nothing was saved as the reader's rules.
      const url = new URL(page.url());
      expect(url.searchParams.get('players')).toBe('3');
      expect(url.searchParams.get('rules')).toBe(encodeRuleChoice(DEFAULT_RULE_SET));
      expect(await page.evaluate((key) => localStorage.getItem(key), RULES_KEY)).toBeNull();
      expect(await players.locator('.calc-hint').textContent()).toContain('your rules on the other pages stay at 2 players');
      expect(await axeViolations(page)).toEqual([]);

      // The link opened afresh (another device): the same three-player calculation.
      const other = await openPage(browser, `${url.pathname}${url.search}`, { width: 1280, height: 800 });
      try {
        await expect.poll(() => other.page.getByTestId('calc-total').textContent()).toBe(points(calc.explanation.total));
        expect(await other.page.getByTestId('calc-players').getByLabel('3 players').isChecked()).toBe(true);
        expect(await other.page.evaluate((key) => localStorage.getItem(key), RULES_KEY)).toBeNull();
      } finally {
        await other.context.close();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
