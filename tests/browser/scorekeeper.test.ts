/**
 * The score keeper on a phone (390 × 844, touch): a whole three-round game entered by yaku and
 * by cards, the taps of a typical round counted, an edit of round 1, a reload, the CSV, the
 * share link on another device, a bad link and a corrupted save; axe on every state. Then the
 * printable rules sheet printed to PDF by Chromium: at most two pages, every yaku of the rules
 * in its text.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { axeViolations, baseURL, launchBrowser, waitForHydration } from './harness';
import { wordsBrokenMidWord } from './word-breaks';
import { sheetLayoutProblems } from './scorekeeper-sheet';
import { presetRuleSet, buildRuleSet, type RuleSet } from '../../src/engine';
import { presetName } from '../../src/words/preset-names';
import { yakuName } from '../../src/words/yaku-names';
import { computeLedger, type RoundEntry } from '../../src/engine/round';
import { playedPileYaku } from '../../src/engine/scoring/by-yaku';
import { SCOREKEEPER_KEY, encodeShareLink } from '../../src/features/scorekeeper/model';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Phone {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
  /** Taps made so far (each `tap` call is one finger tap). */
  taps: number;
  tap(selector: string): Promise<void>;
}

async function phone(path: string): Promise<Phone> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
    colorScheme: 'light',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await page.goto(new URL(path, baseURL()).href, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForSelector('.sk-root[data-ready]');
  const p: Phone = {
    context,
    page,
    errors,
    taps: 0,
    async tap(selector: string) {
      await page.locator(selector).first().tap();
      p.taps += 1;
    },
  };
  return p;
}

async function expectNoAxe(page: Page, state: string) {
  const violations = await axeViolations(page);
  expect(violations, `axe: ${state}`).toEqual([]);
}

async function totals(page: Page): Promise<[string, string]> {
  return [(await page.getByTestId('sk-total-0').textContent()) ?? '', (await page.getByTestId('sk-total-1').textContent()) ?? ''];
}

function rules(preset: string, overrides: Record<string, unknown>): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
}

describe('score keeper at the table', () => {
  test('a three-round game by yaku and by cards, edited, reloaded, exported and shared', async () => {
    const p = await phone('/scorekeeper/');
    const { page } = p;
    try {
      // Setup: names typed (optional), the default rules, three rounds, Aiko deals first.
      await expectNoAxe(page, 'setup');
      await page.fill('#sk-name-0', 'Aiko');
      await page.fill('#sk-name-1', 'Ben');
      await page.selectOption('#sk-rounds', '3');
      await p.tap('label.sk-choice:has-text("Draw for it")');
      await expect.poll(() => page.locator('.sk-draw').textContent()).toMatch(/deals first/);
      await expectNoAxe(page, 'setup with a draw');
      await p.tap('label.sk-choice:has-text("Aiko")');
      await p.tap('button:has-text("Start the game")');
      await page.waitForSelector('[data-testid="sk-add"]');
      // Three rounds of a twelve-round preset are said as such, not "Fuda Wiki (modern), changed".
      expect(await page.locator('.sk-meta').textContent()).toBe(`${presetName('fudawiki')}, 12 → 3 rounds`);
      await expectNoAxe(page, 'empty sheet');

      // Round 1, the typical round: Aiko stops with Animals and Ribbons after Ben's koi-koi.
      p.taps = 0;
      await p.tap('[data-testid="sk-add"]');
      await p.tap('.sk-entry label.sk-choice:has-text("Aiko")');
      await p.tap('button[data-yaku="tane"]');
      await p.tap('button[data-yaku="tanzaku"]');
      await p.tap('button[data-call="1"]');
      await expect.poll(() => page.getByTestId('sk-verdict').textContent()).toContain('Aiko: Scores 4 points');
      await expectNoAxe(page, 'round form by yaku');
      await p.tap('[data-testid="sk-save"]');
      const typicalRoundTaps = p.taps;
      console.log(`Typical round (winner, two yaku, one koi-koi call) entered in ${typicalRoundTaps} taps.`);
      expect(typicalRoundTaps).toBeLessThanOrEqual(8);
      await expect.poll(() => totals(page)).toEqual(['4', '0']);

      // Round 2 by cards: Ben stops with Three Brights and both viewing yaku: (6 + 5 + 5) × 2 = 32.
      await p.tap('[data-testid="sk-add"]');
      await p.tap('.sk-entry label.sk-choice:has-text("Ben")');
      await p.tap('label.sk-choice:has-text("By cards")');
      for (const card of ['pine-crane', 'cherry-curtain', 'pampas-moon', 'chrysanthemum-sake-cup']) await p.tap(`button[data-card="${card}"]`);
      await expect.poll(() => page.getByTestId('sk-verdict').textContent()).toContain('Ben: Scores 32 points');
      await expectNoAxe(page, 'round form by cards');
      await p.tap('[data-testid="sk-save"]');
      await expect.poll(() => totals(page)).toEqual(['4', '32']);

      // Round 3: an impossible announcement is refused with the reason, then the cards run out.
      await p.tap('[data-testid="sk-add"]');
      await p.tap('.sk-entry label.sk-choice:has-text("Aiko")');
      await p.tap('button[data-yaku="shiko"]');
      await p.tap('button[data-yaku="sanko"]');
      await expect.poll(() => page.getByTestId('sk-verdict').textContent()).toContain('only the best yaku of a group counts');
      expect(await page.getByTestId('sk-save').isDisabled()).toBe(true);
      await expectNoAxe(page, 'round form with a refusal');
      await p.tap('label.sk-choice:has-text("Cards ran out")');
      await p.tap('[data-testid="sk-save"]');
      await expect.poll(() => page.getByTestId('sk-standing').textContent()).toContain('Ben wins the game, 32 to 4.');
      expect(await page.locator('[data-testid="sk-add"]').count()).toBe(0);

      // The finished sheet on a phone: no name split mid-word ("Aik / o"), and every cell, the
      // Total row's too, inside a table that fits the screen (at 360 px as well).
      for (const size of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
        await page.setViewportSize(size);
        expect(await wordsBrokenMidWord(page, '.sk-table th, .sk-table td'), `words at ${size.width} px`).toEqual([]);
        expect(await sheetLayoutProblems(page), `cells at ${size.width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 390, height: 844 });

      // The engine's ledger for the same rounds says the same.
      const expected: RoundEntry[] = [
        { end: 'stop', winner: 0, calls: [1], pile: { by: 'yaku', yaku: [{ id: 'tane', extra: 0 }, { id: 'tanzaku', extra: 0 }] } },
        { end: 'stop', winner: 1, pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon', 'chrysanthemum-sake-cup'] } },
        { end: 'ran-out' },
      ];
      const ledger = computeLedger(rules('fudawiki', { rounds: 3 }), 0, expected);
      expect(ledger.ok && ledger.value.totals).toEqual([4, 32]);
      const dealers = await page.locator('.sk-table tbody tr[data-entry] td:nth-child(2)').allTextContents();
      expect(dealers).toEqual(['Aiko', 'Aiko', 'Ben']);

      // The explanation of round 2, then an edit of round 1 (the koi-koi call taken back).
      await p.tap('tr[data-entry="1"] .sk-points');
      await expect.poll(() => page.locator('.sk-details').textContent()).toContain('Three Brights');
      await expectNoAxe(page, 'sheet with an explanation');
      await p.tap('tr[data-entry="1"] .sk-points');
      await p.tap('tr[data-entry="0"] .sk-points');
      await p.tap('.sk-details button:has-text("Edit")');
      await p.tap('button:has-text("Remove last call")');
      await expect.poll(() => page.getByTestId('sk-verdict').textContent()).toContain('Aiko: Scores 2 points');
      await p.tap('[data-testid="sk-save"]');
      await expect.poll(() => totals(page)).toEqual(['2', '32']);
      const runningTotals = await page.locator('.sk-table tbody td[data-total="0"]').allTextContents();
      expect(runningTotals).toEqual(['2', '2', '2']);

      // Undo takes the edit back: the call returns and everything after round 1 is recomputed.
      await p.tap('button:has-text("Undo")');
      await expect.poll(() => totals(page)).toEqual(['4', '32']);

      // Reload: the game is still there.
      await page.reload({ waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForSelector('.sk-table');
      expect(await totals(page)).toEqual(['4', '32']);

      // CSV download.
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sk-csv').tap()]);
      expect(download.suggestedFilename()).toBe('koikoi-score-sheet.csv');
      const csv = readFileSync((await download.path())!, 'utf8');
      expect(csv.split('\r\n')).toEqual([
        'Round,Month,Dealer,Result,Winner,Yaku,Points Aiko,Points Ben,Total Aiko,Total Ben',
        '1,January,Aiko,Stopped,Aiko,Animals and Ribbons,4,0,4,0',
        '2,February,Aiko,Stopped,Ben,"Three Brights, Flower-Viewing Sake and Moon-Viewing Sake",0,32,4,32',
        '3,March,Ben,Cards ran out,Nobody,,0,0,4,32',
        'Total,,,,Ben,,,,4,32',
        '',
      ]);

      // The share link, opened on another phone: the same sheet, read-only.
      const link = await page.inputValue('#sk-share-link');
      const other = await phone(new URL(link).pathname + new URL(link).search);
      try {
        await other.page.waitForSelector('.sk-table');
        expect(await totals(other.page)).toEqual(['4', '32']);
        expect(await other.page.locator('[data-testid="sk-add"]').count()).toBe(0);
        await other.tap('tr[data-entry="0"] .sk-points');
        expect(await other.page.locator('.sk-details button:has-text("Edit")').count()).toBe(0);
        await expectNoAxe(other.page, 'shared sheet');
        expect(other.errors).toEqual([]);
      } finally {
        await other.context.close();
      }
      expect(p.errors).toEqual([]);
    } finally {
      await p.context.close();
    }
  });

  test('a damaged share link and a corrupted save are explained, and nothing is lost', async () => {
    const bad = await phone('/scorekeeper/?sheet=eyJ2IjoxLCJuIjpbIkEiXX0');
    try {
      await expect.poll(() => bad.page.getByTestId('sk-share-problem').textContent()).toContain('This score sheet could not be opened');
      await expectNoAxe(bad.page, 'bad share link');

      const junk = '{"format":1,"games":[{"id":"x","names":["A","B"],"rules":{"preset":"nope"},"firstDealer":0,"entries":[]}]}';
      await bad.page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [SCOREKEEPER_KEY, junk]);
      await bad.page.goto(new URL('/scorekeeper/', baseURL()).href);
      await waitForHydration(bad.page);
      await expect.poll(() => bad.page.locator('.notice--warn').textContent()).toContain('Your saved score sheets could not be read: game 1');
      expect(await bad.page.evaluate((key) => localStorage.getItem(`${key}:rejected`), SCOREKEEPER_KEY)).toBe(junk);
      await expectNoAxe(bad.page, 'corrupted save');
    } finally {
      await bad.context.close();
    }
  });
});

describe('offline', () => {
  test('the service worker precaches both pages', () => {
    const sw = readFileSync(`${process.env.DIST ?? 'dist'}/sw.js`, 'utf8');
    expect(sw).toContain('"/scorekeeper/"');
    expect(sw).toContain('"/rules-sheet/"');
  });
});

describe('printable rules sheet', () => {
  test.each(['fudawiki', 'nintendo', 'koikoi-japan'] as const)('%s prints on at most two pages with every yaku', async (preset) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      if (preset !== 'fudawiki') {
        await page.goto(new URL('/', baseURL()).href);
        await page.evaluate((p) => localStorage.setItem('koikoi:rules', JSON.stringify({ preset: p, overrides: {} })), preset);
      }
      await page.goto(new URL('/rules-sheet/', baseURL()).href, { waitUntil: 'load' });
      await waitForHydration(page);
      await page.waitForFunction((p) => document.querySelector('[data-rules-sheet]')?.getAttribute('data-preset') === p, preset);
      await page.emulateMedia({ media: 'print' });
      for (const format of ['A4', 'Letter'] as const) {
        const pdf = await page.pdf({ format, printBackground: false });
        const dir = mkdtempSync(join(tmpdir(), 'rules-sheet-'));
        const file = join(dir, 'sheet.pdf');
        writeFileSync(file, pdf);
        const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
        console.log(`Rules sheet (${preset}, ${format}): ${pages} page(s).`);
        expect(pages).toBeGreaterThanOrEqual(1);
        expect(pages).toBeLessThanOrEqual(2);
        // Names wrap in narrow cells ("Boar-Deer-" / "Butterfly"; pdftotext drops the hyphen at
        // a line end): compare without spaces and hyphens.
        const flat = (t: string) => t.replace(/[\s\u00ad-]+/g, '').toLowerCase();
        const text = flat(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }));
        const ruleSet = presetRuleSet(preset);
        for (const id of playedPileYaku(ruleSet)) expect(text, `${format}: ${id}`).toContain(flat(yakuName(id)));
        expect(text).toContain(flat(presetName(preset)));
      }
    } finally {
      await context.close();
    }
  });
});


// Issue #30: the sheet moves focus to the players' heading (a new screen starts there), and the
// printed sheet showed the focus ring around it.
describe('the printed score sheet', () => {
  test('shows no focus ring around the players’ heading', async () => {
    const game = { names: ['Ann', 'Ben'], rules: presetRuleSet('fudawiki'), firstDealer: 0 as const, entries: [] };
    const p = await phone(`/scorekeeper/?${encodeShareLink(game)}`);
    try {
      const heading = p.page.locator('#sk-sheet-title');
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Ann – Ben');
      await p.page.waitForFunction(() => document.activeElement?.id === 'sk-sheet-title');
      const ring = () =>
        heading.evaluate((el) => {
          const s = getComputedStyle(el);
          return { outline: s.outlineStyle === 'none' || parseFloat(s.outlineWidth) === 0 ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`, shadow: s.boxShadow };
        });
      await p.page.emulateMedia({ media: 'print' });
      expect(await p.page.evaluate(() => matchMedia('print').matches)).toBe(true);
      // Still the focused element, printed without a ring.
      expect(await p.page.evaluate(() => document.activeElement?.id)).toBe('sk-sheet-title');
      expect(await ring()).toEqual({ outline: 'none', shadow: 'none' });
      expect(p.errors).toEqual([]);
    } finally {
      await p.context.close();
    }
  });
});
