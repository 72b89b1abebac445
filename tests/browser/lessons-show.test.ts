/**
 * Lessons show before they ask (issue 13): the cards an exercise asks about appear as
 * pictures earlier on the page, and a wrong answer says what the chosen card or kind is and
 * why it is not the answer.
 */
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getCard, type CardId } from '../../src/engine/cards';
import { cardName, monthName, plantName } from '../../src/words/card-names';
import { KIND_CARDS, MONTH_CARDS } from '../../src/features/learn/exercises/checks';
import { axeViolations, launchBrowser, openPage } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LESSONS = readdirSync('content/lessons').map((f) => f.replace(/\.mdx$/, ''));

/** Card ids pictured before the exercise section, and those pictured inside it. */
async function cardsAround(page: Page): Promise<{ before: CardId[]; inside: CardId[] }> {
  return page.evaluate(() => {
    const exercise = document.querySelector('section.exercise')!;
    const idOf = (img: HTMLImageElement) => /\/cards\/([a-z0-9-]+)\.svg$/.exec(img.getAttribute('src') ?? '')?.[1];
    const before: string[] = [];
    const inside: string[] = [];
    for (const img of document.querySelectorAll<HTMLImageElement>('article img')) {
      const id = idOf(img);
      if (!id) continue;
      if (exercise.contains(img)) inside.push(id);
      else if (img.compareDocumentPosition(exercise) & Node.DOCUMENT_POSITION_FOLLOWING) before.push(id);
    }
    return { before, inside } as { before: CardId[]; inside: CardId[] };
  });
}

describe('lessons show before they ask', () => {
  test.each(LESSONS)('%s: card pictures come before the exercise', async (lesson) => {
    const { page, context } = await openPage(browser, `/learn/${lesson}/`);
    try {
      const { before } = await cardsAround(page);
      expect(before.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  test.each([
    ['the-deck', MONTH_CARDS],
    ['four-kinds', KIND_CARDS],
  ] as const)('%s: every card the quiz asks about is pictured earlier on the page', async (lesson, asked) => {
    const { page, context } = await openPage(browser, `/learn/${lesson}/`);
    try {
      const { before, inside } = await cardsAround(page);
      expect(inside).toEqual(expect.arrayContaining([...asked]));
      for (const card of asked) expect(before).toContain(card);
    } finally {
      await context.close();
    }
  });

  test('matching: each month the exercise plays is pictured earlier', async () => {
    const { page, context } = await openPage(browser, '/learn/matching/');
    try {
      const { before, inside } = await cardsAround(page);
      const monthsBefore = new Set(before.map((c) => getCard(c).month));
      expect(inside.length).toBeGreaterThan(0);
      expect(monthsBefore.size).toBeGreaterThanOrEqual(4);
    } finally {
      await context.close();
    }
  });
});

describe('feedback that teaches', () => {
  test('a quick check in the lesson text answers at once, saying what the chosen month is', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      const check = page.locator('[data-inline-check="wisteria"]');
      await check.getByLabel('July').check();
      expect(await check.getByRole('status').textContent()).toContain('Not July: July is bush clover');
      await check.getByLabel('April').check();
      expect(await check.locator('.feedback--ok').textContent()).toContain('wisteria, the plant of April');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a wrong kind says what that kind would need; the quiz cards are described to screen readers', async () => {
    const { page, context } = await openPage(browser, '/learn/four-kinds/');
    try {
      const quiz = page.locator('section.exercise');
      // Card 1 is the Rain Man: call it a ribbon.
      expect(KIND_CARDS[0]).toBe('willow-rain-man');
      expect(await quiz.locator('.quiz-item').first().locator('img').getAttribute('alt')).toMatch(/^Card 1: .*umbrella/i);
      await quiz.getByRole('group', { name: 'Kind of card 1' }).getByLabel('Ribbon').check();
      await quiz.getByRole('button', { name: 'Check my answers' }).click();
      const feedback = quiz.locator('.quiz-item').first().locator('.feedback--bad');
      expect(await feedback.textContent()).toContain('Not a ribbon: a ribbon card shows a strip of paper among the flowers, and this card has none.');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a wrong month says what that month’s cards show', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      const quiz = page.locator('section.exercise');
      const first = getCard(MONTH_CARDS[0]!);
      const wrong = first.month === 1 ? 2 : 1;
      await quiz.locator('select').first().selectOption(String(wrong));
      await quiz.getByRole('button', { name: 'Check my answers' }).click();
      const text = await quiz.locator('.quiz-item').first().locator('.feedback--bad').textContent();
      expect(text).toContain(`Not ${monthName(wrong)}: ${monthName(wrong)} cards show ${plantName(wrong)}`);
    } finally {
      await context.close();
    }
  });

  test('find the card: a wrong pick names the card picked and what it is', async () => {
    const { page, context } = await openPage(browser, '/learn/drills/');
    try {
      await page.getByRole('radio', { name: /^Find the card/ }).check();
      await page.getByRole('button', { name: 'Start the drill' }).click();
      const target = (await page.locator('.drill__question').getAttribute('data-card')) as CardId;
      const choices = await page.locator('button[data-choice]').evaluateAll((els) => els.map((el) => el.getAttribute('data-choice')!));
      const picked = choices.find((c) => cardName(c as CardId) !== cardName(target)) as CardId;
      await page.locator(`button[data-choice="${picked}"]`).click();
      const text = await page.locator('.drill .feedback--bad').textContent();
      expect(text).toContain(`you picked ${cardName(picked)}`.slice(0, 15));
      expect(text).toContain(monthName(getCard(picked).month));
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
