/**
 * Lessons, card drills and the progress page in a real browser: a lesson finished by
 * keyboard shows as done on the hub and survives a reload; drill answers move cards in the
 * mastery view; a bad import is refused and changes nothing; export → import round-trips;
 * and a lesson exercise's feedback has no axe violation (the untouched pages: site.test.ts).
 * Answers are worked out with the engine, as the site does.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getCard, type CardId, type Kind } from '../../src/engine/cards';
import { cardName } from '../../src/words/card-names';
import { captureOptions } from '../../src/engine/round';
import { CAPTURE_SCENARIOS, MONTH_CARDS } from '../../src/features/learn/exercises/checks';
import { EMPTY_PROGRESS, withLessonCompleted as completeLesson, exportProgressFile } from '../../src/features/progress/progress-model';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const KIND_WORD: Record<Kind, string> = { bright: 'Bright', animal: 'Animal', ribbon: 'Ribbon', chaff: 'Chaff' };

async function savedProgress(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:progress') ?? 'null'));
}

describe('lessons', () => {
  test('finishing an exercise by keyboard marks the lesson done on the hub, and it survives a reload', async () => {
    const { page, context, errors } = await openPage(browser, '/learn/matching/');
    try {
      const exercise = page.locator('section.exercise[data-lesson="matching"]');
      await exercise.scrollIntoViewIfNeeded();
      expect(await page.locator('.lesson__eyebrow').textContent()).toBe('Lesson 3 of 10');
      for (let i = 0; i < CAPTURE_SCENARIOS.length; i++) {
        const s = CAPTURE_SCENARIOS[i]!;
        await exercise.getByText(`Situation ${i + 1} of ${CAPTURE_SCENARIOS.length}`).waitFor();
        const answer = captureOptions(s.played, s.field, false)[0] ?? [];
        if (answer.length === 0) {
          await exercise.getByRole('button', { name: 'It captures nothing' }).focus();
          await page.keyboard.press('Enter');
        } else {
          for (const card of answer) {
            await exercise.locator(`button[data-card="${card}"]`).focus();
            await page.keyboard.press('Space');
            // Preact draws the press on its next render: wait for it, not for the keypress.
            await expect.poll(() => exercise.locator(`button[data-card="${card}"]`).getAttribute('aria-pressed')).toBe('true');
          }
          await page.keyboard.press('Tab');
          while (!((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Check'))) {
            await page.keyboard.press('Tab');
          }
          await page.keyboard.press('Enter');
        }
        await exercise.locator('.feedback--ok').waitFor();
        if (i < CAPTURE_SCENARIOS.length - 1) {
          // Focus moved to "Next situation": Enter goes on.
          await page.waitForFunction(() => document.activeElement?.textContent === 'Next situation');
          await page.keyboard.press('Enter');
        }
      }
      await exercise.getByText('Exercise complete: this lesson is marked done.').waitFor();
      // The store writes localStorage just after the message is drawn: poll for it.
      await expect.poll(() => savedProgress(page)).toMatchObject({ lessons: { matching: { completedAt: expect.any(String) } } });

      await page.goto(new URL('/learn/', page.url()).href);
      await waitForHydration(page);
      const item = page.locator('li[data-lesson="matching"]');
      expect(await item.getAttribute('data-done')).toBe('true');
      expect(await item.textContent()).toContain('✓ Done');
      expect(await page.locator('li[data-lesson="the-deck"]').getAttribute('data-done')).toBe('false');
      expect(await page.getByTestId('lessons-done').textContent()).toContain('1 of 10 lessons done');

      await page.reload();
      await waitForHydration(page);
      expect(await page.locator('li[data-lesson="matching"]').getAttribute('data-done')).toBe('true');

      await page.goto(new URL('/learn/matching/', page.url()).href);
      await waitForHydration(page);
      expect(await page.getByTestId('lesson-status').textContent()).toContain('You finished this lesson on');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('lessons link to each other in order', async () => {
    const { page, context } = await openPage(browser, '/learn/the-deck/');
    try {
      const titles: string[] = [];
      for (let i = 0; i < 12; i++) {
        titles.push((await page.locator('h1').textContent()) ?? '');
        const next = page.locator('a[rel="next"]');
        if ((await next.count()) === 0) break;
        const here = new URL(page.url()).pathname;
        await Promise.all([page.waitForURL((u) => u.pathname !== here), next.click()]);
      }
      expect(titles.length).toBe(10);
      expect(titles[0]).toBe('The deck and its months');
      expect(titles[9]).toBe('Strategy');
      await page.locator('a[rel="prev"]').click();
      await page.waitForURL('**/learn/house-rules/');
    } finally {
      await context.close();
    }
  });

  test('the lesson text is static: the islands are the step list and the activities, hydrated when visible', async () => {
    const { page, context } = await openPage(browser, '/learn/scoring/');
    try {
      const islands = await page.locator('astro-island').evaluateAll((els) =>
        els.map((e) => ({
          client: e.getAttribute('client'),
          role: e.querySelector('nav.lesson-steps') ? 'steps' : e.querySelector('fieldset[data-activity], section.exercise') ? 'activity' : 'other',
        })),
      );
      const [steps, ...activities] = islands;
      expect(steps).toEqual({ client: 'idle', role: 'steps' });
      expect(activities.length).toBeGreaterThan(1);
      for (const a of activities) expect(a).toEqual({ client: 'visible', role: 'activity' });
      // The reading itself is plain HTML, outside every island.
      expect(await page.locator('section.lesson-step p:not(astro-island p)').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  test('before its script has run an exercise takes no answer it would lose: disabled, and it says so (#22.8)', async () => {
    // Hold the exercise's and the quick checks' island scripts until the page has been looked at.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await context.route(/\/_astro\/(SortByMonth|InlineCheck)\.[^/]*\.js$/, async (route) => {
      asked++;
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/learn/the-deck/', baseURL()).href, { waitUntil: 'load' });
      const exercise = page.locator('section.exercise[data-lesson="the-deck"]');
      await exercise.scrollIntoViewIfNeeded();
      await expect.poll(() => asked).toBeGreaterThan(0);
      const first = MONTH_CARDS[0]!;
      const second = MONTH_CARDS[1]!;
      // The server-rendered controls are there, but cannot be changed yet; the status says why.
      expect(await exercise.locator(`#month-${first}`).isDisabled()).toBe(true);
      expect(await exercise.getByRole('button', { name: 'Check my answers' }).isDisabled()).toBe(true);
      expect(await exercise.getByTestId('lesson-status').textContent()).toContain('Getting the exercise ready');

      release();
      await waitForHydration(page);
      await exercise.scrollIntoViewIfNeeded();
      expect(await exercise.getByTestId('lesson-status').textContent()).not.toContain('Getting the exercise ready');
      // Ready: a month chosen now counts, and stays chosen when another is checked later.
      await exercise.locator(`#month-${first}`).selectOption(String(getCard(first).month));
      await exercise.getByRole('button', { name: 'Check my answers' }).click();
      await exercise.getByText(`1 of ${MONTH_CARDS.length} right`).waitFor();
      await exercise.locator(`#month-${second}`).selectOption(String(getCard(second).month));
      await exercise.getByRole('button', { name: 'Check my answers' }).click();
      await exercise.getByText(`2 of ${MONTH_CARDS.length} right`).waitFor();
      expect(await exercise.locator(`#month-${first}`).inputValue()).toBe(String(getCard(first).month));
    } finally {
      release();
      await context.close();
    }
  });

  test('a lesson value follows the reader’s rules', async () => {
    const { page, context } = await openPage(browser, '/learn/koi-koi/');
    try {
      const fuda = await page.getByTestId('stop-points').textContent();
      await page.evaluate(() => localStorage.setItem('koikoi:rules', JSON.stringify({ preset: 'beginners-guide', overrides: {} })));
      await page.reload();
      await waitForHydration(page);
      await page.locator('section.exercise').scrollIntoViewIfNeeded();
      const guide = await page.getByTestId('stop-points').textContent();
      // Three Brights: worth more under the Fuda Wiki table than under the beginner's guide.
      expect(Number(fuda)).toBeGreaterThan(Number(guide));
    } finally {
      await context.close();
    }
  });
});

describe('card drills', () => {
  test('a right and a wrong answer change the mastery view', async () => {
    const { page, context, errors } = await openPage(browser, '/learn/drills/');
    try {
      await page.getByRole('radio', { name: /^Name the card/ }).check();
      await page.getByRole('button', { name: 'Start the drill' }).click();

      const question = page.locator('.drill__question');
      const first = (await question.getAttribute('data-card')) as CardId;
      const card = getCard(first);
      await page.selectOption('#drill-month', String(card.month));
      await page.getByRole('radio', { name: KIND_WORD[card.kind], exact: true }).check();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('.drill .feedback--ok').waitFor();
      const firstItem = page.locator(`.mastery__item[data-card="${first}"]`);
      expect(await firstItem.getAttribute('data-state')).toBe('learning');
      expect(await firstItem.textContent()).toContain('Box 1 of 5');

      await page.getByRole('button', { name: 'Next card' }).click();
      const second = (await question.getAttribute('data-card')) as CardId;
      expect(second).not.toBe(first);
      const wrongMonth = (getCard(second).month % 12) + 1;
      await page.selectOption('#drill-month', String(wrongMonth));
      await page.getByRole('radio', { name: KIND_WORD[getCard(second).kind], exact: true }).check();
      await page.getByRole('button', { name: 'Check' }).click();
      await page.locator('.drill .feedback--bad').waitFor();
      const secondItem = page.locator(`.mastery__item[data-card="${second}"]`);
      expect(await secondItem.getAttribute('data-state')).toBe('missed');
      expect(await secondItem.textContent()).toContain('Missed');
      expect(await page.getByTestId('mastery-summary').textContent()).toMatch(/1\s*learning.*1\s*missed lately.*46\s*not seen yet/);

      await page.reload();
      await waitForHydration(page);
      expect(await page.locator(`.mastery__item[data-card="${first}"]`).textContent()).toContain('Box 1 of 5');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('find the card: picking the named card is right', async () => {
    const { page, context } = await openPage(browser, '/learn/drills/');
    try {
      await page.getByRole('radio', { name: /^Find the card/ }).check();
      await page.getByRole('button', { name: 'Start the drill' }).click();
      const target = (await page.locator('.drill__question').getAttribute('data-card')) as CardId;
      expect(await page.locator('.drill__prompt').textContent()).toContain(cardName(target));
      await page.locator(`button[data-choice="${target}"]`).click();
      await page.locator('.drill .feedback--ok').waitFor();
      expect(await page.locator(`.mastery__item[data-card="${target}"]`).getAttribute('data-state')).toBe('learning');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the drill is usable at 360 px without sideways scrolling', async () => {
    const { page, context } = await openPage(browser, '/learn/drills/', { width: 360, height: 740 });
    try {
      await page.getByRole('radio', { name: /^Name the card/ }).check();
      await page.getByRole('button', { name: 'Start the drill' }).click();
      await page.locator('#drill-month').waitFor();
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('progress page', () => {
  const start = completeLesson(EMPTY_PROGRESS, 'the-deck', new Date('2025-01-02T10:00:00Z'));

  async function openWith(progress: unknown) {
    const opened = await openPage(browser, '/progress/');
    await opened.page.evaluate((p) => localStorage.setItem('koikoi:progress', JSON.stringify(p)), progress);
    await opened.page.reload();
    await waitForHydration(opened.page);
    return opened;
  }

  test('a bad or foreign file is refused with a clear message and progress is unchanged', async () => {
    const { page, context } = await openWith(start);
    try {
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('1 / 10');
      const before = await savedProgress(page);
      const files = [
        { name: 'notes.json', text: '{"app":"another-app","progress":{}}', reason: 'not a Koi-Koi Dojo progress export' },
        { name: 'broken.json', text: '{"app": "koikoi-do', reason: 'not JSON' },
        {
          name: 'damaged.json',
          text: exportProgressFile({ ...start, drills: { 'no-such-card': { box: 1, dueDay: 1, seen: 1, correct: 1 } } } as never, new Date()),
          reason: 'damaged: drills name an unknown card',
        },
      ];
      for (const f of files) {
        await page.setInputFiles('#progress-import', { name: f.name, mimeType: 'application/json', buffer: Buffer.from(f.text) });
        const alert = page.getByTestId('progress-error');
        await alert.getByText(f.reason).waitFor();
        expect(await alert.textContent()).toContain('Your progress is unchanged');
        expect(await savedProgress(page)).toEqual(before);
        expect(await page.getByTestId('stat-lessons').textContent()).toContain('1 / 10');
      }
    } finally {
      await context.close();
    }
  });

  test('saved progress that cannot be read is explained, kept aside and can be downloaded (#22.17)', async () => {
    const damaged = { ...start, version: 99 };
    const { page, context, errors } = await openWith(damaged);
    try {
      const notice = page.getByTestId('progress-notice');
      await notice.waitFor();
      const text = (await notice.textContent()) ?? '';
      expect(text).toContain('Your saved progress could not be read');
      expect(text).toContain('newer version of the site');
      expect(text).toContain('set aside in this browser, not deleted');
      // The page shows empty progress, and the refused record is still there to download.
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('0 / 10');
      const [download] = await Promise.all([page.waitForEvent('download'), notice.getByRole('button', { name: 'Download the set-aside copy' }).click()]);
      expect(JSON.parse(readFileSync((await download.path())!, 'utf8'))).toEqual(damaged);
      await notice.getByRole('button', { name: 'Hide this message' }).click();
      // The store forgets the notice at once; the page redraws a moment later.
      await expect.poll(() => page.getByTestId('progress-notice').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('export, reset with confirmation, then import restores everything', async () => {
    const { page, context, errors } = await openWith(start);
    try {
      const before = await savedProgress(page);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download my progress' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^koikoi-dojo-progress-\d{4}-\d{2}-\d{2}\.json$/);
      const text = readFileSync((await download.path())!, 'utf8');

      await page.getByRole('button', { name: 'Reset all progress…' }).click();
      await page.getByRole('button', { name: 'No, keep it' }).click();
      expect(await savedProgress(page)).toEqual(before);
      await page.getByRole('button', { name: 'Reset all progress…' }).click();
      await page.getByRole('button', { name: 'Yes, delete my progress' }).click();
      await page.getByText('Your progress was reset.').waitFor();
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('0 / 10');

      await page.setInputFiles('#progress-import', { name: 'mine.json', mimeType: 'application/json', buffer: Buffer.from(text) });
      await page.getByTestId('progress-message').getByText('Progress imported from mine.json.').waitFor();
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('1 / 10');
      expect(await savedProgress(page)).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('puzzles solved show their count and stars', async () => {
    const progress = {
      ...EMPTY_PROGRESS,
      puzzles: {
        'p-one': { solved: true, stars: 3, attempts: 1, solvedAt: '2025-01-02T10:00:00.000Z' },
        'p-two': { solved: true, stars: 2, attempts: 2, solvedAt: '2025-01-03T10:00:00.000Z' },
        'p-three': { solved: false, stars: 0, attempts: 1, solvedAt: null },
      },
      streak: { current: 2, best: 5, lastDay: 1 },
    };
    const { page, context } = await openWith(progress);
    try {
      expect(await page.getByTestId('stat-puzzles').textContent()).toContain('2 puzzles solved, 5 stars');
      expect(await page.locator('li[data-puzzle="p-one"]').textContent()).toContain('3 of 3 stars');
      expect(await page.locator('li[data-puzzle="p-three"]').textContent()).toContain('not solved yet');
      // The last solve was long ago: the current streak is broken, the best is kept.
      expect(await page.getByTestId('stat-streak').textContent()).toContain('0 days in a row (best 5)');
    } finally {
      await context.close();
    }
  });
});

describe('accessibility', () => {
  test('a lesson exercise with feedback showing has no axe violation, in the dark theme too', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page, context } = await openPage(browser, '/learn/four-kinds/', { colorScheme });
      try {
        await page.locator('section.exercise').getByRole('button', { name: 'Check my answers' }).click();
        await page.locator('.feedback--bad').first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
