/**
 * Kept mistakes in a real browser: a real blunder (a dealt round's position and the coach's
 * worst action there, built with the engine) is written into the page's progress in the
 * page's own storage format; the progress page's queue shows it due; the trainer takes a
 * wrong answer (it stays due), then the right one found by trying the legal actions in turn
 * (not by asking the coach), after which it leaves "due" and, after a reload, waits in the
 * queue for its new due day. Bad addresses and unreadable entries get a clear message; an old
 * (format 1) save still loads; axe, 360 px and dark mode.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { legalActions, playerView, viewLegalActions, type RoundAction } from '../../src/engine/round';
import { EMPTY_PROGRESS, dayNumber, decodeProgress, encodeProgress, withMistakeKept, type Progress } from '../../src/features/progress/progress-model';
import { canonicalAction, mistakeIdOf } from '../../src/features/mistakes/mistakes-model';
import type { MistakeInput } from '../../src/features/mistakes/mistakes-store';
import { decisionPosition, realBlunder, realMistakeInPhase } from '../unit/mistakes/fixture';
import { readFileSync } from 'node:fs';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
let blunder: MistakeInput;
beforeAll(async () => {
  browser = await launchBrowser();
  blunder = realBlunder();
});
afterAll(async () => {
  await browser?.close();
});

/** Progress with two kept mistakes, saved by the site before three players (tests/unit/mistakes/seats.test.ts). */
const SAVED_TWO_SEATS = readFileSync(new URL('../unit/mistakes/fixtures/progress-two-seats.json', import.meta.url), 'utf8').trim();

/** Saved by the site before mistakes existed (format 1), made with that version's own functions. */
const OLD_SAVE =
  '{"version":1,"lessons":{"the-deck":{"completedAt":"2026-11-20T10:00:00.000Z"},"matching":{"completedAt":"2026-11-21T09:00:00.000Z"}},"puzzles":{"a-perch-for-the-butterflies":{"solved":true,"stars":3,"attempts":1,"solvedAt":"2026-11-20T10:00:00.000Z"},"a-ribbon-worth-two-yaku":{"solved":true,"stars":2,"attempts":2,"solvedAt":"2026-11-21T09:06:00.000Z"}},"drills":{"pine-crane":{"box":2,"dueDay":20780,"seen":2,"correct":2},"willow-lightning":{"box":0,"dueDay":20778,"seen":1,"correct":0}},"streak":{"current":2,"best":2,"lastDay":20778}}';

function withBlunder(m: MistakeInput, base: Progress = EMPTY_PROGRESS): Progress {
  const id = mistakeIdOf(m.view, m.chosen);
  const { context: _c, ...rest } = m;
  return withMistakeKept(base, { ...rest, id, chosen: canonicalAction(m.chosen), context: m.context ?? null }, new Date());
}

/** Opens `path` with `saved` (a string, as stored) as the reader's progress. */
async function openWith(path: string, saved: string, options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser, '/progress/', options);
  await opened.page.evaluate((s) => localStorage.setItem('koikoi:progress', s), saved);
  await opened.page.goto(new URL(path, opened.page.url()).href);
  await waitForHydration(opened.page);
  return opened;
}

const stored = (p: Progress) => JSON.stringify(encodeProgress(p));

async function savedMistakes(page: Page): Promise<{ id: string; box: number; dueDay: number; seen: number; correct: number }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:progress') ?? '{}').mistakes ?? []);
}

/** Answers with `action` through the trainer's controls, and returns whether it was judged right. */
async function answer(page: Page, action: RoundAction): Promise<boolean> {
  const card = page.locator('.mt[data-stage="answering"]');
  await card.waitFor();
  if (action.type === 'play') {
    await card.locator(`label:has(input[name="mt-card"][value="${action.card}"])`).click();
    const take = action.lay ? 'lay' : action.take;
    if (take !== undefined && (await card.locator('input[name="mt-take"]').count()) > 0) {
      await card.locator(`label:has(input[name="mt-take"][value="${take}"])`).click();
    }
  } else if (action.type === 'drawTake') {
    await card.locator(`label:has(input[name="mt-draw"][value="${action.take}"])`).click();
  } else {
    const value = action.type === 'call' ? action.call : action.choice;
    await card.locator(`label:has(input[name="mt-call"][value="${value}"])`).click();
  }
  await page.getByRole('button', { name: 'Check my answer' }).click();
  const result = page.locator('section[data-correct]');
  await result.waitFor({ timeout: 60_000 });
  // Focus moves to the verdict, for screen readers and keyboards.
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('mt-result-title');
  return (await result.getAttribute('data-correct')) === 'true';
}

describe('the mistakes queue and trainer', () => {
  test('a kept blunder: due in the queue, a wrong try keeps it due, a right one schedules it for tomorrow', async () => {
    const id = mistakeIdOf(blunder.view, blunder.chosen);
    const { page, context, errors } = await openWith('/progress/', stored(withBlunder(blunder)));
    try {
      const today = dayNumber(new Date());
      expect(await page.getByTestId('stat-mistakes').textContent()).toContain('1 mistake to try again today');
      expect(await page.getByTestId('mistakes-summary').textContent()).toContain('1 kept mistake from your game reviews, 1 due today.');
      const item = page.locator(`li[data-mistake="${id}"]`);
      expect(await item.getAttribute('data-due')).toBe('true');
      expect(await item.textContent()).toMatch(new RegExp(`^January: a card from the hand, ${blunder.grade}, kept today · due today`));
      expect(await axeViolations(page)).toEqual([]);

      await Promise.all([page.waitForURL('**/learn/mistakes/'), page.locator('[data-action="practise-mistakes"]').click()]);
      await waitForHydration(page);
      expect(await page.locator('.mt').getAttribute('data-mistake')).toBe(id);
      expect(await page.locator('.mt-from').textContent()).toContain(`From round 1 (January) of a practice game, kept today as a ${blunder.grade}. Rules: Fuda Wiki (modern).`);
      expect(await axeViolations(page)).toEqual([]);

      // The move made in the game: still wrong, and it stays due today.
      expect(await answer(page, blunder.chosen)).toBe(false);
      const verdict = page.locator('section[data-correct]');
      expect(await verdict.locator('h2').textContent()).toMatch(/^✗ Not this time: \?\?? (Mistake|Blunder)\.$/);
      expect(await verdict.textContent()).toContain('It stays due today');
      expect(await verdict.locator('[data-value="best"]').textContent()).toMatch(/^Best: .+ points on average|^Best: /);
      expect(await verdict.locator('.mt-reason').textContent()).toMatch(/^The better move was to /);
      expect(await axeViolations(page)).toEqual([]);
      expect((await savedMistakes(page))[0]).toMatchObject({ id, box: 0, dueDay: today, seen: 1, correct: 0 });

      // It is the only one due: "next" brings it back. Try the other actions until one is right.
      const others = viewLegalActions(blunder.view).filter((a) => JSON.stringify(canonicalAction(a)) !== JSON.stringify(canonicalAction(blunder.chosen)));
      let right = false;
      for (const action of others) {
        await page.getByRole('button', { name: 'Next due mistake' }).click();
        await expect.poll(() => page.locator('.mt').getAttribute('data-mistake')).toBe(id);
        // The button has gone with the verdict: focus moves to the new question once it renders.
        await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('pz-prompt'))).toBe(true);
        if (await answer(page, action)) {
          right = true;
          break;
        }
      }
      expect(right).toBe(true);
      expect(await page.locator('section[data-correct] h2').textContent()).toMatch(/^✓ Right: /);
      expect(await page.locator('section[data-correct]').textContent()).toContain('This mistake now waits 1 day before it comes back.');
      const after = (await savedMistakes(page))[0]!;
      expect(after).toMatchObject({ id, box: 1, dueDay: today + 1, correct: 1 });

      await page.getByRole('button', { name: 'Next due mistake' }).click();
      await page.getByRole('heading', { name: 'Nothing due' }).waitFor();
      expect(new URL(page.url()).search).toBe('');

      await page.goto(new URL('/progress/', page.url()).href);
      await page.reload();
      await waitForHydration(page);
      expect(await page.getByTestId('stat-mistakes').textContent()).toContain('0 mistakes to try again today');
      expect(await page.getByTestId('mistakes-summary').textContent()).toContain('1 kept mistake from your game reviews, 0 due today.');
      expect(await page.locator(`li[data-mistake="${id}"]`).getAttribute('data-due')).toBe('false');
      expect(await page.locator(`li[data-mistake="${id}"]`).textContent()).toContain('due tomorrow');
      expect(await page.locator('[data-action="practise-mistakes"]').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a mistake from a three-player round shows both other players and is judged; a mistake saved before three players still opens', async () => {
    // A progress string saved by the site before three players (two kept mistakes), with a
    // three-player mistake kept beside them.
    const old = decodeProgress(JSON.parse(SAVED_TWO_SEATS));
    if (!old.ok) throw new Error('the saved progress does not read');
    const state = decisionPosition({ preset: 'beginners-guide', overrides: { players: 3 }, seed: 12 });
    const view = playerView(state, 0);
    const three: MistakeInput = { view, chosen: legalActions(state).at(-1)!, grade: 'blunder', loss: 7, scale: 'points', seed: 5, from: { round: 1, month: view.month } };
    const id = mistakeIdOf(three.view, three.chosen);
    const { page, context, errors } = await openWith(`/learn/mistakes/?id=${id}`, stored(withBlunder(three, old.value)));
    try {
      expect(await page.locator('.mt').getAttribute('data-mistake')).toBe(id);
      const zones = page.locator('.pz-zone--opponent .pz-zone__title');
      expect(await zones.allTextContents()).toEqual(['Player 2', 'Player 3']);
      expect(await page.getByRole('list', { name: 'Cards captured by Player 3' }).count() + (await page.getByText('Cards captured by Player 3: none.').count())).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
      await answer(page, three.chosen);
      expect(await page.locator('section[data-correct] [data-value="best"]').textContent()).toMatch(/^Best: /);

      const oldId = (JSON.parse(SAVED_TWO_SEATS) as { mistakes: { id: string }[] }).mistakes[0]!.id;
      await page.goto(new URL(`/learn/mistakes/?id=${oldId}`, page.url()).href);
      await waitForHydration(page);
      expect(await page.locator('.mt').getAttribute('data-mistake')).toBe(oldId);
      expect(await page.locator('.pz-zone--opponent .pz-zone__title').allTextContents()).toEqual(['Opponent']);
      expect(await page.locator('input[name="mt-card"]').count()).toBeGreaterThan(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('by keyboard: choose a card and check the answer', async () => {
    const id = mistakeIdOf(blunder.view, blunder.chosen);
    const { page, context } = await openWith(`/learn/mistakes/?id=${id}`, stored(withBlunder(blunder)));
    try {
      const first = page.locator('input[name="mt-card"]').first();
      await first.focus();
      await page.keyboard.press('ArrowRight');
      const checked = await page.locator('input[name="mt-card"]:checked').getAttribute('value');
      expect(checked).not.toBeNull();
      // The focused control shows a focus ring (an outline or a box shadow).
      const ring = await page.evaluate(() => {
        const face = document.activeElement?.nextElementSibling as HTMLElement | null;
        const s = face ? getComputedStyle(face) : null;
        return s ? s.outlineStyle !== 'none' || s.boxShadow !== 'none' : false;
      });
      expect(ring).toBe(true);
      await page.keyboard.press('Tab');
      while (!((await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Check my answer'))) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.locator('section[data-correct]').waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('mt-result-title');
    } finally {
      await context.close();
    }
  });

  test('Forget takes a mistake off the queue, and Undo puts it back with its schedule', async () => {
    const id = mistakeIdOf(blunder.view, blunder.chosen);
    const { page, context, errors } = await openWith('/progress/', stored(withBlunder(blunder)));
    try {
      const before = await savedMistakes(page);
      await page.locator(`li[data-mistake="${id}"] button`).click();
      await page.getByTestId('mistakes-empty').waitFor();
      expect(await savedMistakes(page)).toEqual([]);
      expect(await page.getByTestId('mistakes-status').textContent()).toMatch(/^Forgotten: January: a card from the hand/);
      // Focus went to Undo (the Forget button left with its row): Enter puts the mistake back.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Undo');
      await page.keyboard.press('Enter');
      await page.locator(`li[data-mistake="${id}"]`).waitFor();
      expect(await savedMistakes(page)).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the turned card’s take and koi-koi or stop are answered with their own controls', async () => {
    const drawTake = realMistakeInPhase('draw-take');
    const call = realMistakeInPhase('decision');
    const saved = stored(withBlunder(call, withBlunder(drawTake)));
    const { page, context, errors } = await openWith(`/learn/mistakes/?id=${mistakeIdOf(drawTake.view, drawTake.chosen)}`, saved);
    try {
      expect(await page.locator('.pz-prompt').textContent()).toMatch(/^You turned over the .+, which matches two cards on the field\. Which one does it take\?$/);
      expect(await page.locator('input[name="mt-draw"]').count()).toBe(viewLegalActions(drawTake.view).length);
      await answer(page, drawTake.chosen);
      expect(await page.locator('[data-value="best"]').textContent()).toMatch(/^Best: Take the /);

      await page.goto(new URL(`/learn/mistakes/?id=${mistakeIdOf(call.view, call.chosen)}`, page.url()).href);
      await waitForHydration(page);
      expect(await page.locator('.pz-prompt').textContent()).toMatch(/^You have made a yaku\. Stopping now scores \d+ points?\. Koi-koi or stop\?$/);
      expect(await axeViolations(page)).toEqual([]);
      await answer(page, call.chosen);
      expect(await page.locator('[data-value="best"]').textContent()).toMatch(/^Best: (Koi-koi|Stop \(shōbu\))/);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a malformed or unknown id in the address: a clear message and a link to the queue, progress untouched', async () => {
    const saved = stored(withBlunder(blunder));
    const { page, context, errors } = await openWith('/learn/mistakes/?id=not-an-id%3Cb%3E', saved);
    try {
      const alert = page.getByRole('alert');
      expect(await alert.textContent()).toContain('The address asks for the mistake "not-an-id<b>", which is not a mistake id');
      expect(await alert.getByRole('link', { name: 'Go to your kept mistakes' }).getAttribute('href')).toBe('/progress/#p-mistakes');
      expect(await page.evaluate(() => localStorage.getItem('koikoi:progress'))).toBe(saved);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(new URL('/learn/mistakes/?id=0123456789abcdef', page.url()).href);
      await waitForHydration(page);
      expect(await page.getByRole('alert').textContent()).toContain('No kept mistake has the id 0123456789abcdef in this browser.');
      expect(await page.evaluate(() => localStorage.getItem('koikoi:progress'))).toBe(saved);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a kept mistake whose rules no longer validate is set aside with the reason; the rest of the progress loads', async () => {
    const progress = withBlunder(blunder, withBlunder(realBlunder(6, 8, 100)));
    const raw = JSON.parse(stored(progress));
    const broken = raw.mistakes[1];
    broken.view.rules = { preset: 'fudawiki', overrides: { handSize: 9 } };
    raw.lessons = { 'the-deck': { completedAt: '2026-11-20T10:00:00.000Z' } };
    const { page, context, errors } = await openWith('/progress/', JSON.stringify(raw));
    try {
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('1 / 10');
      const alert = page.locator('#p-mistakes-section [role="alert"]');
      expect(await alert.textContent()).toContain('1 kept mistake could not be read back and is set aside');
      expect(await alert.textContent()).toContain('its rules are no longer valid');
      expect(await page.getByTestId('mistakes-summary').textContent()).toContain('1 kept mistake from your game reviews');

      await page.goto(new URL(`/learn/mistakes/?id=${broken.id}`, page.url()).href);
      await waitForHydration(page);
      expect(await page.locator('.mt-problem').textContent()).toContain(`The mistake ${broken.id} is kept, but it cannot be tried: its rules are no longer valid`);
      // Set aside, not lost: the entry is still saved as it was.
      const savedAgain = await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:progress') ?? '{}'));
      expect(savedAgain.mistakes.length + (savedAgain.setAsideMistakes?.length ?? 0)).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('an old save (format 1) still loads with its lessons, puzzles, drills and streak; no mistakes yet is explained', async () => {
    const { page, context, errors } = await openWith('/progress/', OLD_SAVE);
    try {
      expect(await page.getByTestId('stat-lessons').textContent()).toContain('2 / 10');
      expect(await page.getByTestId('stat-puzzles').textContent()).toContain('2');
      expect(await page.locator('[data-puzzle="a-ribbon-worth-two-yaku"]').textContent()).toContain('2 of 3 stars');
      expect(await page.getByTestId('mistakes-empty').textContent()).toContain('Play a game against the computer, then open its review');
      expect(await page.locator('.notice--warn').count()).toBe(0);
      await page.goto(new URL('/learn/mistakes/', page.url()).href);
      await waitForHydration(page);
      expect(await page.locator('.mt-empty').textContent()).toContain('No mistakes kept yet.');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('on a 360 px phone in dark mode: no sideways scrolling, no axe violations', async () => {
    const id = mistakeIdOf(blunder.view, blunder.chosen);
    const { page, context } = await openWith(`/learn/mistakes/?id=${id}`, stored(withBlunder(blunder)), { width: 360, height: 740, colorScheme: 'dark', reducedMotion: 'reduce' });
    try {
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(await answer(page, blunder.chosen)).toBe(false);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(new URL('/progress/', page.url()).href);
      await waitForHydration(page);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

/**
 * Plays the round out badly (as tests/browser/coach-review.test.ts does): a card matching
 * nothing is thrown away while another would capture; koi-koi whenever offered.
 */
async function playRoundBadly(page: Page): Promise<void> {
  const steps = () => page.evaluate(() => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps'] ?? -1));
  for (let guard = 0; guard < 200; guard++) {
    await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=koikoi], .choice__btn, .panel--end, [data-action^=lucky-]', { timeout: 20_000 });
    if (await page.locator('.panel--end').count()) return;
    const before = await steps();
    if (await page.locator('[data-action=koikoi]').count()) await page.click('[data-action=koikoi]');
    else if (await page.locator('[data-action^=lucky-]').count()) await page.locator('[data-action=lucky-play]').click();
    else if (await page.locator('.choice__btn').count()) await page.locator('.choice__btn').last().click();
    else {
      const cards = page.locator('.hand__card[aria-disabled=false]');
      const matches = await cards.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset['matches'])));
      const idle = matches.findIndex((m) => m === 0);
      await cards.nth(idle >= 0 && matches.some((m) => m > 0) ? idle : 0).click();
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

describe('from a real game', () => {
  test('the review keeps its mistakes, and "Try again" opens one in the trainer, due in the queue', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    try {
      await page.goto(new URL('/play/?seed=4242&dealer=you&rules=fudawiki_rounds.1&level=beginner', baseURL()).href, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForSelector('.play:not(.play--loading)');
      await page.click('[data-action=start]');
      await playRoundBadly(page);
      await page.click('[data-action=review]');
      await page.waitForSelector('.panel--review');
      await page.locator('[data-testid=review-summary]').waitFor({ timeout: 60_000 });
      // The next mistake (N) until one offers "Try again".
      const link = page.locator('[data-action=try-again]');
      for (let i = 0; i < 40 && (await link.count()) === 0; i++) {
        const was = await page.locator('.review__pos').textContent();
        await page.keyboard.press('n');
        await page.waitForFunction((w) => document.querySelector('.review__pos')?.textContent !== w, was, { timeout: 5_000 }).catch(() => undefined);
      }
      const href = await link.getAttribute('href');
      const id = href?.match(/\?id=([0-9a-f]{16})$/)?.[1];
      expect(id).toBeDefined();
      const kept = await savedMistakes(page);
      expect(kept.map((m) => m.id)).toContain(id);

      await Promise.all([page.waitForURL(`**/learn/mistakes/?id=${id}`), link.click()]);
      await waitForHydration(page);
      const card = page.locator(`.mt[data-mistake="${id}"]`);
      await card.waitFor();
      expect(await card.locator('.mt-from').textContent()).toMatch(/^From round 1 \(January\) of a practice game, kept today as a (mistake|blunder)\./);
      // Answer with the first choice offered; the coach gives its verdict with the values.
      const first = card.locator('label:has(input[name^="mt-"])').first();
      await first.click();
      const take = card.locator('label:has(input[name="mt-take"])');
      if (await take.count()) await take.first().click();
      await page.getByRole('button', { name: 'Check my answer' }).click();
      await page.locator('section[data-correct]').waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-value="best"]').textContent()).toMatch(/^Best: /);
      expect(await axeViolations(page)).toEqual([]);

      await page.goto(new URL('/progress/', page.url()).href);
      await waitForHydration(page);
      expect(await page.locator(`li[data-mistake="${id}"]`).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
