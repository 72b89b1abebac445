/**
 * Puzzles in the browser: every answer the test gives comes from the engine's verifier (never
 * typed in here), so the test checks the page against the same answer set the site uses.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { getCard, type CardId } from '../../src/engine/cards';
import { cardLabel, plantName } from '../../src/words/card-names';
import { cardsOfKey } from '../../src/features/puzzles/answers';
import { puzzleOfTheDay, puzzleSets, summarize } from '../../src/features/puzzles/catalog';
import { EMPTY_PROGRESS, encodeProgress, withPuzzleAttempt } from '../../src/features/progress/progress-model';
import { parsePuzzle, type Puzzle } from '../../src/features/puzzles/schema';
import { PUZZLE_NUDGES, puzzleProblemText } from '../../src/features/puzzles/words';
import { verifyPuzzle } from '../../src/features/puzzles/verify';
import { multiplierText } from '../../src/words/score';
import { MULTIPLIER_WORDS_BY_SCORER } from '../../src/features/calculator/words';
import { axeViolations, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const puzzles: Puzzle[] = readdirSync('content/puzzles')
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const parsed = parsePuzzle(JSON.parse(readFileSync(`content/puzzles/${f}`, 'utf8')));
    if (!parsed.ok) throw new Error(`${f}: ${parsed.error.map(puzzleProblemText).join('; ')}`);
    return parsed.value;
  });

function byKind(kind: Puzzle['goal']['kind'], needsTake = false): Puzzle {
  const found = puzzles.find((p) => {
    if (p.goal.kind !== kind) return false;
    if (!needsTake) return true;
    const v = verifyPuzzle(p);
    return v.facts && 'plays' in v.facts && v.facts.plays.some((x) => x.take !== null && v.correct.includes(x.key));
  });
  if (!found) throw new Error(`no ${kind} puzzle`);
  return found;
}

/** Clicks the visible face of a card choice (the radio or checkbox itself is visually hidden). */
async function pickCard(page: Page, role: 'radio' | 'checkbox', card: CardId, group?: string) {
  const input = page.getByRole(role, { name: cardLabel(card), exact: true });
  const scoped = group ? page.locator(`input[name="${group}"][value="${card}"]`) : input;
  await page.locator('label.pz-choice', { has: scoped }).click();
  expect(await scoped.isChecked()).toBe(true);
}

async function savedRecord(page: Page, id: string) {
  return page.evaluate((puzzleId) => JSON.parse(localStorage.getItem('koikoi:progress') ?? '{}')?.puzzles?.[puzzleId] ?? null, id);
}

test('a play puzzle is solved with the engine\'s answer (a card that takes one of two), stars survive a reload', async () => {
  const puzzle = byKind('complete-yaku', true);
  const verified = verifyPuzzle(puzzle);
  const facts = verified.facts!;
  if (!('plays' in facts)) throw new Error('play facts expected');
  const answer = facts.plays.find((x) => verified.correct.includes(x.key))!;
  const { page, context, errors } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    expect(await page.locator('h1').textContent()).toBe(puzzle.title);
    await pickCard(page, 'radio', answer.card, 'pz-card');
    if (answer.take) await pickCard(page, 'radio', answer.take, 'pz-take');
    await page.getByRole('button', { name: 'Check answer' }).click();
    const solved = page.getByRole('heading', { name: /Solved/ });
    await solved.waitFor();
    // Focus moves to the result, and the engine's facts are shown with the explanation.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('pz-result-title');
    expect(await page.locator('.pz-explanation').textContent()).toBe(puzzle.explanation);
    expect(await page.locator('.pz-engine [data-testid="calc-total"]').count()).toBeGreaterThan(0);
    expect(await savedRecord(page, puzzle.id)).toMatchObject({ solved: true, stars: 3, attempts: 1 });
    expect(await axeViolations(page), 'after solving').toEqual([]);

    await page.goto(new URL('/puzzles/', page.url()).href);
    await waitForHydration(page);
    const item = page.locator(`[data-puzzle="${puzzle.id}"]`).first();
    await item.getByRole('img', { name: 'Solved, 3 of 3 stars' }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await item.getByRole('img', { name: 'Solved, 3 of 3 stars' }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a wrong answer says so and offers hints in two levels (a nudge, then the puzzle’s hint), a second one the answer (one star)', async () => {
  const puzzle = byKind('points');
  const right = Number(verifyPuzzle(puzzle).correct[0]!.split(':')[1]);
  const { page, context } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    const input = page.getByLabel('Your points');
    await input.fill(String(right + 1));
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('status').getByText('Not right').waitFor();
    await page.getByRole('button', { name: 'Show a hint' }).click();
    const hint = page.locator('.pz-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toBe(`Hint: ${PUZZLE_NUDGES.points}`);
    await page.getByRole('button', { name: 'Show a stronger hint' }).click();
    await expect.poll(() => hint.textContent()).toContain(puzzle.hint);
    expect(await page.getByRole('button', { name: /Show a (stronger )?hint/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Show the answer' }).count()).toBe(0);
    expect(await savedRecord(page, puzzle.id)).toMatchObject({ solved: false, stars: 0, attempts: 1 });

    await input.fill(String(right + 2));
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('status').getByText('Try once more').waitFor();
    await page.getByRole('button', { name: 'Show the answer' }).click();
    await page.getByRole('heading', { name: 'The answer' }).waitFor();
    expect(await page.locator('.pz-answer').textContent()).toContain(`${right} point`);
    expect(await savedRecord(page, puzzle.id)).toMatchObject({ solved: true, stars: 1 });
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a wrong play says what it would let happen: the opponent’s capture it leaves, from the engine', async () => {
  // A blocking puzzle and a wrong play that leaves the opponent a completing capture.
  const found = puzzles
    .filter((p) => p.goal.kind === 'block')
    .map((p) => ({ p, v: verifyPuzzle(p) }))
    .map(({ p, v }) => ({ p, v, wrong: v.facts && 'plays' in v.facts ? v.facts.plays.find((x) => !v.correct.includes(x.key) && x.threats.length > 0 && x.take === null) : undefined }))
    .find((x) => x.wrong);
  if (!found?.wrong) throw new Error('no block puzzle with a wrong play that leaves a threat');
  const { p: puzzle, wrong } = found;
  const threat = wrong.threats[0]!;
  const { page, context } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    await pickCard(page, 'radio', wrong.card, 'pz-card');
    await page.getByRole('button', { name: 'Check answer' }).click();
    const text = (await page.locator('.pz-feedback').textContent()) ?? '';
    const plant = plantName(getCard(threat.by).month);
    expect(text).toContain(`Not right: after this play, a ${plant} card in your opponent’s hand or the pile would take`);
    expect(text).toContain(`${threat.totalAfter} point`);
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('koi-koi or stop can be answered with the keyboard alone', async () => {
  const puzzle = byKind('koikoi-or-stop');
  const call = verifyPuzzle(puzzle).correct[0] === 'call:koikoi' ? 'Koi-koi' : 'Stop (shōbu)';
  const { page, context } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    await page.getByRole('radio', { name: /Koi-koi/ }).focus();
    if (call !== 'Koi-koi') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: new RegExp(call.replace(/[()]/g, '\\$&')) }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Check answer');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Solved/ }).waitFor();
    expect(await page.locator('.pz-estimate').count()).toBe(1);
  } finally {
    await context.close();
  }
});

test('after a solve: the next unsolved puzzle (skipping solved ones) and the puzzle of the day; set ends lead on (#22.9)', async () => {
  const summaries = puzzles.map(summarize);
  const sets = puzzleSets(summaries);
  const order = sets.flatMap((s) => s.puzzles);
  const puzzle = byKind('koikoi-or-stop');
  const at = order.findIndex((p) => p.id === puzzle.id);
  const solvedAlready = order[(at + 1) % order.length]!;
  const expectedNext = order[(at + 2) % order.length]!;
  const today = puzzleOfTheDay(summaries, new Date())!;
  const call = verifyPuzzle(puzzle).correct[0] === 'call:koikoi' ? /Koi-koi/ : /Stop/;
  const { page, context, errors } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    const progress = withPuzzleAttempt(EMPTY_PROGRESS, solvedAlready.id, { solved: true, usedHint: false, sawAnswer: false }, new Date());
    await page.evaluate((p) => localStorage.setItem('koikoi:progress', JSON.stringify(p)), encodeProgress(progress));
    await page.reload();
    await waitForHydration(page);
    await page.locator('label.pz-choice', { has: page.getByRole('radio', { name: call }) }).click();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('heading', { name: /Solved/ }).waitFor();
    const onward = page.getByTestId('pz-onward');
    const next = onward.getByRole('link', { name: /^Next unsolved puzzle: / });
    expect(await next.getAttribute('href')).toBe(`/puzzles/${expectedNext.id}/`);
    expect(await next.textContent()).toBe(`Next unsolved puzzle: ${expectedNext.title} →`);
    const daily = onward.getByRole('link', { name: /^Puzzle of the day: / });
    const offerDaily = ![puzzle.id, expectedNext.id, solvedAlready.id].includes(today.id);
    expect(await daily.count()).toBe(offerDaily ? 1 : 0);
    if (offerDaily) expect(await daily.getAttribute('href')).toBe(`/puzzles/${today.id}/`);
    expect(await axeViolations(page)).toEqual([]);

    // The last puzzle of the first set goes on to the next set, with no "All puzzles" twice.
    const lastOfFirst = sets[0]!.puzzles.at(-1)!;
    await page.goto(new URL(`/puzzles/${lastOfFirst.id}/`, page.url()).href);
    const nav = page.locator('nav.pz-nav');
    expect(await nav.getByRole('link', { name: /All puzzles/ }).count()).toBe(0);
    expect(await nav.locator('a[rel="next"]').getAttribute('href')).toBe(`/puzzles/${sets[1]!.puzzles[0]!.id}/`);
    expect(await nav.locator('a[rel="next"]').textContent()).toContain('Next set:');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('dangerous cards: selecting exactly the engine\'s cards solves the puzzle', async () => {
  const puzzle = byKind('dangerous-cards');
  const cards = cardsOfKey(verifyPuzzle(puzzle).correct[0]!);
  const { page, context } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    for (const card of cards) await pickCard(page, 'checkbox', card);
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('heading', { name: /Solved/ }).waitFor();
    expect(await page.locator('.pz-dangerous > li').count()).toBe(cards.length);
  } finally {
    await context.close();
  }
});

test('the puzzle index shows the puzzle of the day, which fits a 360 px phone', async () => {
  const expected = puzzleOfTheDay(puzzles.map(summarize), new Date())!;
  const { page, context, errors } = await openPage(browser, '/puzzles/');
  try {
    const today = page.locator('[data-today]');
    await today.locator('a').waitFor();
    expect(await today.getAttribute('data-today')).toBe(expected.id);
    expect(await today.locator('a').textContent()).toBe(expected.title);
    expect(await page.locator('[data-puzzle]').count()).toBe(puzzles.length);
    await page.getByRole('radio', { name: 'Hard' }).check();
    expect(await page.locator('[data-puzzle]').count()).toBe(puzzles.filter((p) => p.difficulty === 3).length);

    await page.goto(new URL(`/puzzles/${expected.id}/`, page.url()).href);
    await waitForHydration(page);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await scrollsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a puzzle says which rules it uses, and says so when they differ from the reader\'s', async () => {
  const puzzle = puzzles.find((p) => p.rules.preset === 'koikoi-japan')!;
  const { page, context } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    const box = page.getByRole('complementary', { name: 'Rules of this puzzle' });
    expect(await box.textContent()).toContain('This puzzle uses KoiKoi Japan rules');
    await box.getByText('do not apply here').waitFor();
  } finally {
    await context.close();
  }
});

// Issue #30: a wrong points answer heard only "Not right"; it now says what it left out.
test('a wrong points answer says what it missed: the multiplier, in the score’s own words', async () => {
  const puzzle = puzzles.find((p) => p.id === 'doubled-by-their-call')!;
  const facts = verifyPuzzle(puzzle).facts;
  if (facts?.kind !== 'points') throw new Error('not a points puzzle');
  const x = facts.explanation;
  const doubling = x.steps.find((s) => s.applied && s.factor > 1)!;
  expect(x.total).toBeGreaterThan(x.base);
  const { page, context, errors } = await openPage(browser, `/puzzles/${puzzle.id}/`);
  try {
    // The base, without the multiplier.
    await page.getByLabel('Your points').fill(String(x.base));
    await page.getByRole('button', { name: 'Check answer' }).click();
    const status = page.locator('.pz-feedback').filter({ hasText: 'Not right' });
    await status.waitFor();
    const text = (await status.textContent()) ?? '';
    expect(text).toContain(`Not right: ${x.base} points leaves out a multiplier that applies.`);
    expect(text).toContain(multiplierText(doubling, MULTIPLIER_WORDS_BY_SCORER.you));
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
