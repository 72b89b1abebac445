import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEFAULT_PRESET_ID, diffPresets, encodeRuleChoice } from '../../src/engine';
import { presetName } from '../../src/words/preset-names';
import { axeViolations, baseURL, launchBrowser, openPage, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('the rules panel is reachable from every page and has no axe violation', async () => {
  const { page, context, errors } = await openPage(browser, '/deck/');
  try {
    await Promise.all([page.waitForURL('**/settings/'), page.locator('header a.rules-link').click()]);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
    // No choice says the same thing twice ("at random — at random", "no — no: once …").
    const choices = await page.locator('.rules-panel select option').allTextContents();
    expect(choices.length).toBeGreaterThan(60);
    const words = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
    const repeats = choices.filter((text) => {
      const [label, meaning] = text.split(' — ');
      return meaning !== undefined && (words(meaning).includes(words(label!)) || words(label!).includes(words(meaning)));
    });
    expect(repeats).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('picking a preset and changing an option persists across a reload', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.getByRole('radio', { name: presetName('nintendo') }).check();
    await page.locator('summary', { hasText: 'Play and koi-koi' }).click();
    await page.locator('#opt-koikoiMinimum').fill('4');
    await page.locator('#opt-koikoiMinimum').press('Tab');
    await page.getByText('changed', { exact: true }).first().waitFor();
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: presetName('nintendo') }).isChecked()).toBe(true);
    await page.locator('summary', { hasText: 'Play and koi-koi' }).click();
    expect(await page.inputValue('#opt-koikoiMinimum')).toBe('4');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'));
    expect(saved).toEqual({ preset: 'nintendo', overrides: { koikoiMinimum: 4 } });
  } finally {
    await context.close();
  }
});

test('an out-of-range value is refused with the engine message and the rules stay', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.locator('summary', { hasText: 'The game' }).click();
    await page.locator('#opt-rounds').fill('40');
    await page.locator('#opt-rounds').press('Tab');
    const alert = page.locator('.option__error');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/rounds/i);
    const saved = await page.evaluate(() => localStorage.getItem('koikoi:rules'));
    expect(saved).toBeNull();
  } finally {
    await context.close();
  }
});

test('a share link carries the rules to a fresh visitor, says what they change, and undoes to the default', async () => {
  // The link: Fuda Wiki (modern) with three changes, opened in a fresh browser.
  const code = encodeRuleChoice({ preset: 'fudawiki', overrides: { rounds: 3, zeroSum: true, koikoiLimit: 'once-per-round' } });
  const { page, context } = await openPage(browser, `/settings/?rules=${code}`);
  try {
    const loaded = page.getByTestId('rules-preview');
    await loaded.getByText('Rules loaded from the link').waitFor();
    expect(await loaded.getByRole('status').textContent()).toBe(`✓ Rules loaded from the link: ${presetName('fudawiki')}, with 3 changes to it:`);
    expect(await loaded.locator('li').allTextContents()).toEqual(['12 → 3 rounds', 'Koi-koi calls: unlimited → once per round', 'Zero-sum: no → yes']);
    expect(await page.locator('#opt-zeroSum').inputValue()).toBe('true');
    // Nobody's "own rules" to go back to: the way back is to the default rules.
    expect(await page.getByRole('button', { name: /back to my rules/ }).count()).toBe(0);
    await page.getByRole('button', { name: `Undo: back to the default rules (${presetName(DEFAULT_PRESET_ID)})` }).click();
    await page.getByText('You are back on the default rules').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('koikoi:rules'))).toBeNull();
    expect(await page.getByRole('radio', { name: presetName(DEFAULT_PRESET_ID) }).isChecked()).toBe(true);
    expect(await page.locator('#opt-zeroSum').inputValue()).toBe('false');
    expect(new URL(page.url()).search).toBe('');
  } finally {
    await context.close();
  }
});

describe('a rules link for a reader with rules of their own', () => {
  const LINK = encodeRuleChoice({ preset: 'beginners-guide', overrides: { viewing: 'off' } });

  async function openWithOwnRules() {
    const opened = await openPage(browser, '/settings/');
    await opened.page.getByRole('radio', { name: presetName('nintendo') }).check();
    await opened.page.goto(`${baseURL()}/settings/?rules=${LINK}`);
    await waitForHydration(opened.page);
    await opened.page.getByTestId('rules-preview').waitFor();
    return opened;
  }

  test('previews what it changes and changes nothing until asked; “Keep mine” keeps them', async () => {
    const { page, context } = await openWithOwnRules();
    try {
      const preview = page.getByTestId('rules-preview');
      expect(await preview.getByRole('heading').textContent()).toBe(`This link holds other rules: ${presetName('beginners-guide')}`);
      // Nintendo plays no viewing yaku and the link switches them off: the same to a reader, so no row.
      expect(await preview.locator('tr', { hasText: 'Viewing yaku' }).count()).toBe(0);
      expect(await preview.locator('tr', { hasText: 'Koi-koi multiplier' }).locator('td').allTextContents()).toEqual([
        'x2 if the opponent called',
        'x2 if the opponent called last',
      ]);
      expect(await page.getByRole('radio', { name: presetName('nintendo') }).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await preview.getByRole('button', { name: 'Keep mine' }).click();
      expect(await page.getByTestId('rules-preview').textContent()).toBe('✓ You kept your own rules.');
      expect(await page.getByRole('radio', { name: presetName('nintendo') }).isChecked()).toBe(true);
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });

  test('“Use these rules” applies them, and undo brings the reader’s own back', async () => {
    const { page, context } = await openWithOwnRules();
    try {
      await page.getByRole('button', { name: 'Use these rules' }).click();
      expect(await page.getByRole('radio', { name: presetName('beginners-guide') }).isChecked()).toBe(true);
      expect(await page.inputValue('#opt-viewing')).toBe('off');
      expect(await page.getByTestId('rules-preview').getByRole('status').textContent()).toBe('✓ You now play by the link’s rules.');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Undo: back to my rules' }).click();
      expect(await page.getByRole('radio', { name: presetName('nintendo') }).isChecked()).toBe(true);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'));
      expect(saved).toEqual({ preset: 'nintendo', overrides: {} });
    } finally {
      await context.close();
    }
  });
});

test('a malformed share link explains itself and changes nothing', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.getByRole('radio', { name: presetName('nintendo') }).check();
    await page.goto(`${baseURL()}/settings/?rules=fudawiki_noSuchOption.3`);
    await waitForHydration(page);
    const alert = page.getByRole('alert').filter({ hasText: 'could not be used' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('noSuchOption');
    expect(await page.getByRole('radio', { name: presetName('nintendo') }).isChecked()).toBe(true);
  } finally {
    await context.close();
  }
});

test('corrupted saved rules fall back to the default with a visible notice', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.evaluate(() => localStorage.setItem('koikoi:rules', '{"preset":"fudawiki","overrides":{"viewing":"sometimes"}}'));
    await page.reload();
    await waitForHydration(page);
    const notice = page.getByRole('alert').filter({ hasText: 'saved rules could not be read' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('viewing');
    expect(await page.getByRole('radio', { name: presetName('fudawiki') }).isChecked()).toBe(true);
    // The rejected value is kept aside, not destroyed.
    expect(await page.evaluate(() => localStorage.getItem('koikoi:rules:rejected'))).toContain('sometimes');
  } finally {
    await context.close();
  }
});

test('compare presets lists exactly the engine differences', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.selectOption('#compare-a', 'fudawiki');
    await page.selectOption('#compare-b', 'koikoi-japan');
    const expected = diffPresets('fudawiki', 'koikoi-japan').length;
    expect(await page.locator('.compare__table tbody tr').count()).toBe(expected);
  } finally {
    await context.close();
  }
});
