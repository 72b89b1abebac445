/**
 * Lessons in short steps (issue 13), in a real browser: every lesson page shows its steps in the
 * order of its MDX source, each headed "Step n of N" and listed at the top; every step holds
 * something to do; the reading between two things to do, measured on the page itself, stays
 * within the limit; answering a step's check ticks it in the step list (by keyboard too); the
 * steps read without JavaScript and are indexed by Pagefind; axe passes and nothing scrolls
 * sideways on a 360 px phone, in light and dark.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { READING_LIMIT_WORDS, lessonSteps } from '../../src/features/learn/lessons/lesson-steps';
import { EMPTY_PROGRESS, encodeProgress, withLessonCompleted } from '../../src/features/progress/progress-model';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LESSONS = readdirSync('content/lessons')
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => {
    const id = f.replace(/\.mdx$/, '');
    return { id, steps: lessonSteps(readFileSync(`content/lessons/${f}`, 'utf8')) };
  });

/** What the page shows of its steps: section headings, the list at the top and each step's activities. */
async function stepsOnPage(page: Page) {
  return page.evaluate(() => {
    const sections = [...document.querySelectorAll<HTMLElement>('article section.lesson-step')];
    return {
      sections: sections.map((s) => ({
        id: s.id,
        heading: s.querySelector('h2')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
        count: s.querySelector('.lesson-step__count')?.textContent?.trim() ?? '',
        // An activity is something the reader operates: a check's or an exercise's controls.
        activities: s.querySelectorAll('fieldset[data-activity], section.exercise').length,
        controls: s.querySelectorAll('fieldset[data-activity] input, section.exercise :is(button, input, select)').length,
      })),
      listed: [...document.querySelectorAll<HTMLAnchorElement>('nav.lesson-steps li a')].map((a) => ({
        href: a.getAttribute('href'),
        text: a.textContent?.trim(),
      })),
      summary: document.querySelector('nav.lesson-steps .lesson-steps__count')?.textContent?.trim() ?? '',
    };
  });
}

/**
 * Stretches of reading on the page, in words, from the lesson's lead on: text in document order,
 * a stretch ending at each activity. Left out: navigation (breadcrumb, step list, step links),
 * the step numbers, and the cards' captions (pictures to look at, not prose).
 */
async function readingOnPage(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const article = document.querySelector('article')!;
    const skip = 'script, style, template, nav, .lesson__eyebrow, h1, .lesson-step__count, .lesson-step__next, [data-lesson-cards], .lesson__all';
    const activity = 'fieldset[data-activity], section.exercise';
    const stretches: number[] = [];
    let words = 0;
    const walk = (node: Node) => {
      if (node instanceof HTMLElement) {
        if (node.matches(activity)) {
          stretches.push(words);
          words = 0;
          return;
        }
        if (node.matches(skip)) return;
      } else if (node.nodeType === Node.TEXT_NODE) {
        words += (node.textContent ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
        return;
      }
      node.childNodes.forEach(walk);
    };
    walk(article);
    return stretches;
  });
}

describe.each(LESSONS)('$id', ({ id, steps }) => {
  // Axe on the untouched lesson page: site.test.ts (every page); here, with a step answered, below.
  test('shows its steps in order with a step count, each with something to do; no sideways scroll at 360 px', async () => {
    const { page, context, errors } = await openPage(browser, `/learn/${id}/`, { width: 360, height: 740 });
    try {
      const shown = await stepsOnPage(page);
      const n = steps.length;
      expect(n).toBeGreaterThanOrEqual(4);
      expect(shown.summary).toContain(`${n} steps`);
      expect(shown.listed).toEqual(steps.map((s) => ({ href: `#${s.id}`, text: s.title })));
      expect(shown.sections.map((s) => s.id)).toEqual(steps.map((s) => s.id));
      shown.sections.forEach((s, i) => {
        expect(s.count).toBe(`Step ${i + 1} of ${n}:`);
        expect(s.heading).toBe(`Step ${i + 1} of ${n}: ${steps[i]!.title}`);
        expect(s.activities, s.heading).toBeGreaterThanOrEqual(1);
        expect(s.controls, s.heading).toBeGreaterThanOrEqual(1);
      });
      const stretches = await readingOnPage(page);
      expect(stretches.length).toBeGreaterThanOrEqual(n);
      expect(Math.max(...stretches)).toBeLessThanOrEqual(READING_LIMIT_WORDS);
      expect(await scrollsSideways(page)).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('doing the steps', () => {
  test('a right answer ticks its step in the list and the progress bar; a wrong one does not (by keyboard)', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      const list = page.locator('nav.lesson-steps');
      const total = LESSONS.find((l) => l.id === 'the-deck')!.steps.length;
      expect(await list.locator('progress').getAttribute('value')).toBe('0');
      const step2 = page.locator('#step-2');
      const check = step2.locator('[data-inline-check="wisteria"]');
      // Wrong first: the month shown right after April (the check's options have an order of
      // their own, check-order.ts), so that ArrowUp, one step back in the radio group, is April.
      const labels = (await check.locator('label').allTextContents()).map((t) => t.trim());
      const wrong = labels[(labels.indexOf('April') + 1) % labels.length]!;
      expect(wrong).not.toBe('April');
      await check.getByLabel(wrong).focus();
      await page.keyboard.press('Space');
      await check.locator('.feedback--bad').waitFor();
      expect(await list.locator('li').nth(1).getAttribute('data-done')).toBe('false');
      await page.keyboard.press('ArrowUp');
      await check.locator('.feedback--ok').waitFor();
      expect(await check.getByLabel('April').isChecked()).toBe(true);
      await page.waitForFunction(() => document.querySelectorAll('nav.lesson-steps li')[1]?.getAttribute('data-done') === 'true');
      expect(await list.locator('li').nth(1).textContent()).toContain('✓ done');
      expect(await list.locator('li[data-done="true"]').count()).toBe(1);
      expect(await list.locator('progress').getAttribute('value')).toBe('1');
      expect(await list.locator('.lesson-steps__count').textContent()).toBe(`${total} steps · 1 done`);
    } finally {
      await context.close();
    }
  });

  test('a card choice answers by its card; the step link leads to the next step', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      const step3 = page.locator('#step-3');
      const choice = step3.locator('[data-inline-check="same-month"]');
      expect(await choice.locator('label.choice--card img').count()).toBe(3);
      await choice.getByLabel('The Cuckoo').check();
      expect(await choice.getByRole('status').textContent()).toContain('Not the Cuckoo');
      await choice.getByLabel('The Curtain').check();
      await page.waitForFunction(() => document.querySelectorAll('nav.lesson-steps li')[2]?.getAttribute('data-done') === 'true');
      await step3.getByRole('link', { name: /^Next: step 4/ }).click();
      expect(new URL(page.url()).hash).toBe('#step-4');
    } finally {
      await context.close();
    }
  });

  test('a lesson already done shows every step done', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const saved = JSON.stringify(encodeProgress(withLessonCompleted(EMPTY_PROGRESS, 'matching', new Date('2026-01-02T10:00:00Z'))));
      await context.addInitScript((value) => localStorage.setItem('koikoi:progress', value), saved);
      const page = await context.newPage();
      await page.goto(new URL('/learn/matching/', baseURL()).href);
      await waitForHydration(page);
      const total = LESSONS.find((l) => l.id === 'matching')!.steps.length;
      await page.waitForFunction((n) => document.querySelectorAll('nav.lesson-steps li[data-done="true"]').length === n, total);
      expect(await page.locator('nav.lesson-steps progress').getAttribute('value')).toBe(String(total));
    } finally {
      await context.close();
    }
  });

  test('dark theme, reduced motion, phone: axe passes with a step answered', async () => {
    const { page, context } = await openPage(browser, '/learn/strategy/', { width: 360, height: 740, colorScheme: 'dark', reducedMotion: 'reduce' });
    try {
      const check = page.locator('[data-inline-check="block"]');
      await check.getByLabel('The Butterflies').check();
      await page.waitForFunction(() => document.querySelector('nav.lesson-steps li[data-done="true"]') !== null);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the lessons hub', () => {
  test('says how many steps each lesson has', async () => {
    const { page, context } = await openPage(browser, '/learn/');
    try {
      for (const { id, steps } of LESSONS) {
        expect(await page.locator(`li[data-lesson="${id}"] .lesson-list__steps`).textContent()).toBe(` In ${steps.length} short steps.`);
      }
    } finally {
      await context.close();
    }
  });
});

describe('without JavaScript, and in search', () => {
  test('every step is there to read, with its number, and the step list links to it', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });
    try {
      const page = await context.newPage();
      const { id, steps } = LESSONS.find((l) => l.id === 'yaku')!;
      await page.goto(new URL(`/learn/${id}/`, baseURL()).href);
      const shown = await stepsOnPage(page);
      expect(shown.sections.map((s) => s.heading)).toEqual(steps.map((s) => `Step ${s.number} of ${steps.length}: ${s.title}`));
      expect(shown.listed.map((l) => l.href)).toEqual(steps.map((s) => `#${s.id}`));
      for (const s of steps) expect(await page.locator(`#${s.id}`).isVisible()).toBe(true);
      expect(await page.locator('#step-5').textContent()).toContain('Moon-Viewing Sake');
    } finally {
      await context.close();
    }
  });

  test('Pagefind finds a late step and points into it', async () => {
    const { page, context } = await openPage(browser, '/');
    try {
      // A string, so the test runner does not rewrite the page's dynamic import.
      const hits: { url: string; subs: string[] }[] = await page.evaluate(`(async () => {
        const pagefind = await import(new URL('/pagefind/pagefind.js', location.href).href);
        const search = await pagefind.search('three times as likely pile');
        const data = await Promise.all(search.results.slice(0, 5).map((r) => r.data()));
        return data.map((d) => ({ url: d.url, subs: d.sub_results.map((s) => s.url) }));
      })()`);
      const strategy = hits.find((h) => h.url.startsWith('/learn/strategy/'));
      expect(strategy).toBeDefined();
      expect(strategy!.subs.some((u) => /#step-\d+/.test(u))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

// Issue #30: with the right answer always first, clicking the first option of all 16 quick
// checks of lessons 1–3 passed every one. Each check now has an order of its own.
describe('quick checks cannot be passed blind', () => {
  test('always choosing the first option of lessons 1–3 passes only some of their checks, and the order survives a reload', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      let right = 0;
      let checks = 0;
      for (const id of ['the-deck', 'four-kinds', 'matching']) {
        await page.goto(new URL(`/learn/${id}/`, baseURL()).href, { waitUntil: 'load' });
        await waitForHydration(page);
        const fieldsets = page.locator('fieldset[data-inline-check][data-ready="true"]');
        const n = await fieldsets.count();
        expect(n).toBe(await page.locator('fieldset[data-inline-check]').count());
        const before = await fieldsets.evaluateAll((els) => els.map((el) => [...el.querySelectorAll('label')].map((l) => l.textContent?.trim()).join('|')));
        for (let i = 0; i < n; i++) {
          const check = fieldsets.nth(i);
          await check.locator('input[type="radio"]').first().check();
          await check.locator('.feedback--ok, .feedback--bad').waitFor();
          if ((await check.locator('.feedback--ok').count()) > 0) right++;
          // Every answer, right or wrong, says why.
          expect(((await check.getByRole('status').textContent()) ?? '').trim().length).toBeGreaterThan(10);
          checks++;
        }
        await page.reload({ waitUntil: 'load' });
        await waitForHydration(page);
        const after = await page.locator('fieldset[data-inline-check]').evaluateAll((els) => els.map((el) => [...el.querySelectorAll('label')].map((l) => l.textContent?.trim()).join('|')));
        expect(after).toEqual(before);
      }
      expect(checks).toBeGreaterThanOrEqual(15);
      expect(right).toBeLessThanOrEqual(checks / 2);
    } finally {
      await context.close();
    }
  });
});
