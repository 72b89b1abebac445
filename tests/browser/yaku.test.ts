import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, baseURL, launchBrowser, openPage, scrollsSideways, waitForHydration } from './harness';
import { OPTION_IDS, PRESETS, PRESET_IDS, YAKU_IDS } from '../../src/engine';
import { formatYakuPoints, formatYakuValue } from '../../src/features/rules-choice/option-format';
import { RULES_KEY } from '../../src/features/rules-choice/rules-store';
import { presetNotes } from '../../src/words/presets';
import { YAKU_JAPANESE } from '../../src/words/japanese-names';
import { presetName } from '../../src/words/preset-names';
import { yakuName } from '../../src/words/yaku-names';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const valueOn = (preset: keyof typeof PRESETS, yaku: (typeof YAKU_IDS)[number]) =>
  formatYakuPoints(PRESETS[preset].options.yakuPoints[yaku]);

describe('yaku page', () => {
  test('a card page follows the reader’s rules: viewing off and a Sake Cup that is only an animal', async () => {
    const { page, context } = await openPage(browser, '/cards/chrysanthemum-sake-cup/');
    try {
      const listed = () => page.locator('[data-card-yaku] li[data-yaku]').evaluateAll((els) => els.map((el) => el.getAttribute('data-yaku')));
      expect(await listed()).toEqual(expect.arrayContaining(['hanami-zake', 'kasu']));
      await page.evaluate(
        (key) => localStorage.setItem(key, JSON.stringify({ preset: 'fudawiki', overrides: { viewing: 'off', sakeCup: 'animal-only' } })),
        RULES_KEY,
      );
      await page.reload();
      await waitForHydration(page);
      await expect.poll(listed).not.toContain('hanami-zake');
      expect(await listed()).not.toContain('kasu');
      expect(await listed()).toContain('tane');
      expect(await page.locator('[data-card-yaku]').textContent()).toContain('your rules (');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('with viewing yaku off, every viewing entry reads “not played” as the page loads, before any scroll', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/settings/', baseURL()).href);
      await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ preset: 'fudawiki', overrides: { viewing: 'off' } })), RULES_KEY);
      // No waitForHydration: it scrolls islands into view, which is what must not be needed.
      await page.goto(new URL('/yaku/', baseURL()).href, { waitUntil: 'load' });
      for (const id of ['hanami-zake', 'tsukimi-zake']) {
        await expect.poll(() => page.locator(`[data-yaku-points="${id}"]`).textContent()).toBe('not played');
      }
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.locator('[data-yaku-points="hanami-zake"]').evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
      // The preset table says the same: Nintendo's viewing option is moot, its viewing yaku are not played.
      const nintendo = PRESET_IDS.indexOf('nintendo');
      const viewingRow = page.locator('.yaku-preset-table tr', { has: page.locator('a[href="/variants/#option-viewing"]') });
      expect((await viewingRow.locator('td').allTextContents())[nintendo]).toBe('not played');
      expect(await page.locator('.yaku-preset-table').textContent()).not.toMatch(/anyone-called|needs-other-yaku|once-per-round/);
    } finally {
      await context.close();
    }
  });

  test('reads without JavaScript: every yaku with its names, cards and the default preset’s points', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/yaku/', baseURL()).href);
      for (const id of YAKU_IDS) {
        const heading = await page.locator(`h3#${id}`).textContent();
        expect(heading).toContain(yakuName(id));
        expect(heading).toContain(YAKU_JAPANESE[id].ja);
        expect(heading).toContain(YAKU_JAPANESE[id].romaji);
        expect(await page.locator(`[data-yaku-points="${id}"] strong`).textContent()).toBe(valueOn('fudawiki', id));
      }
      // Cards from the engine's compositions, e.g. Boar-Deer-Butterfly's three.
      const ino = page.locator('[data-yaku-entry="inoshikacho"] [data-cards="required"] a');
      expect(await ino.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/cards/clover-boar/',
        '/cards/maple-deer/',
        '/cards/peony-butterflies/',
      ]);
      // The side-by-side table, one column per preset.
      for (const id of YAKU_IDS) {
        const cells = await page.locator(`tr[data-yaku-row="${id}"] td`).allTextContents();
        expect(cells).toEqual(PRESET_IDS.map((p) => formatYakuValue(PRESETS[p].options.yakuPoints[id]).replace(' per extra card', '')));
      }
    } finally {
      await context.close();
    }
  });

  test('a fresh reader loads no island code until the picker is used; a preset chosen there is previewed in place, then made theirs', async () => {
    const { page, context, errors } = await openPage(browser, '/yaku/');
    try {
      // Default rules: the static values are already right, so no island has loaded.
      expect(await page.locator('astro-island:not([ssr])').count()).toBe(0);
      expect(await page.getByTestId('current-rules-name').textContent()).toBe(presetName('fudawiki'));
      // Choosing a preset shows its values here, on this page, and saves nothing (issue 22).
      await page.selectOption('#current-rules-preset', 'nintendo');
      const box = page.getByTestId('current-rules');
      await box.getByText('a preview').waitFor();
      for (const id of YAKU_IDS) {
        await expect.poll(() => page.locator(`[data-yaku-points="${id}"] strong`).textContent()).toBe(valueOn('nintendo', id));
      }
      await expect.poll(() => page.locator('[data-yaku-entry="goko"] .yaku-points__whose').textContent()).toBe(`${presetName('nintendo')} (preview):`);
      expect(new URL(page.url()).pathname).toBe('/yaku/');
      expect(await page.evaluate((key) => localStorage.getItem(key), RULES_KEY)).toBeNull();
      expect(await axeViolations(page)).toEqual([]);
      // Back to the reader's rules: the default values return.
      await box.getByRole('button', { name: `Back to my rules (${presetName('fudawiki')})` }).click();
      await expect.poll(() => page.locator('[data-yaku-points="goko"] strong').textContent()).toBe(valueOn('fudawiki', 'goko'));
      // Each yaku's line is an island of its own: its label may follow a render after its value.
      await expect.poll(() => page.locator('[data-yaku-entry="goko"] .yaku-points__whose').textContent()).toBe('Your rules:');
      // Another preview, made the reader's own: saved, and followed on other pages.
      await page.selectOption('#current-rules-preset', 'koikoi-japan');
      await box.getByRole('button', { name: `Make ${presetName('koikoi-japan')} my rules` }).click();
      await expect.poll(() => page.getByTestId('current-rules-name').textContent()).toBe(presetName('koikoi-japan'));
      expect(await page.locator('[data-yaku-points="goko"] strong').textContent()).toBe(valueOn('koikoi-japan', 'goko'));
      expect(await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), RULES_KEY)).toEqual({ preset: 'koikoi-japan', overrides: {} });
      await page.goto(new URL('/calculator/', baseURL()).href);
      await waitForHydration(page);
      await expect.poll(() => page.getByTestId('calc-rules-name').textContent()).toBe(presetName('koikoi-japan'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('without JavaScript the picker is a form: “Use” opens the settings with that preset as a link', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/yaku/', baseURL()).href);
      await page.selectOption('#current-rules-preset', 'nintendo');
      await Promise.all([page.waitForURL('**/settings/?rules=nintendo'), page.getByRole('button', { name: 'Use' }).click()]);
    } finally {
      await context.close();
    }
  });

  test('saved rules with a changed yaku value show on reload, with the change named', async () => {
    const { page, context } = await openPage(browser, '/yaku/');
    try {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [
          RULES_KEY,
          JSON.stringify({ preset: 'koikoi-japan', overrides: { yakuPoints: { goko: { points: 20, extra: 0 } }, viewing: 'off' } }),
        ] as const,
      );
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.locator('[data-yaku-points="goko"] strong').textContent()).toBe('20 points');
      expect(await page.locator('[data-yaku-points="shiko"] strong').textContent()).toBe(valueOn('koikoi-japan', 'shiko'));
      // A yaku switched off by the viewing option reads "not played", not its table value.
      expect(await page.locator('[data-yaku-points="hanami-zake"]').textContent()).toBe('not played');
      // Each change named as before → after (issue 22: say what changed).
      expect(await page.locator('.current-rules').textContent()).toMatch(/Five Brights: \d+ → 20/);
      expect(await page.locator('.current-rules').textContent()).toMatch(/Viewing yaku: [^;.]+ → not played/);
    } finally {
      await context.close();
    }
  });

});

describe('variants page', () => {
  test('reads without JavaScript: every option with its anchor, values, presets and notes', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/variants/', baseURL()).href);
      for (const id of OPTION_IDS) {
        expect(await page.locator(`h3#option-${id}`).count()).toBe(1);
      }
      // Provenance notes of every preset, e.g. full-instructions' garbled table and nintendo's dealer's privilege.
      const text = (await page.locator('main').textContent()) ?? '';
      for (const preset of PRESET_IDS) for (const note of presetNotes(preset)) expect(text).toContain(note);
      expect(await page.locator('#option-sakeCup ~ .callout').first().textContent()).toContain('Under "choose"');
      // An option's values table names the presets using each value.
      const row = page.locator('[data-option="koikoiMultiplier"] tr', { hasText: 'own-call-bonus' });
      expect(await row.textContent()).toContain(presetName('koikoi-japan'));
    } finally {
      await context.close();
    }
  });
});

test.each(['/yaku/', '/variants/'])('%s fits a 360 px screen', async (path) => {
  const { page, context } = await openPage(browser, path, { width: 360, height: 740 });
  try {
    expect(await scrollsSideways(page)).toBe(false);
  } finally {
    await context.close();
  }
});
