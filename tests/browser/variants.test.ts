/**
 * The variants page: every option and value from OPTION_SPECS with its words and sources, the two old yaku
 * lists whose links switch exactly their missing yaku off on top of the reader's rules, and the
 * Nintendo preset's other readings as one-click links. Expected values come from the engine.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  OPTION_IDS,
  OPTION_PROVENANCE,
  PRESETS,
  PRESET_READINGS,
  YAKU_IDS,
  buildRuleSet,
  type YakuId,
} from '../../src/engine';
import { optionMeaning, optionValueMeaning } from '../../src/words/options';
import { presetName } from '../../src/words/preset-names';
import { sourceName } from '../../src/words/sources';
import { yakuName } from '../../src/words/yaku-names';
import { OLD_SOURCE_IDS, OLD_SOURCE_MISSING_YAKU } from '../../src/features/reference/variants/old-sources';
import { valueCode } from '../../src/features/reference/variants/value-code';
import { launchBrowser, openPage, waitForHydration } from './harness';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

type Saved = { preset: string; overrides: Record<string, unknown> & { yakuPoints?: Record<string, unknown> } };
const saved = (page: Page): Promise<Saved | null> => page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'));

/**
 * Follow a rules link to the settings and take its rules: a fresh visitor's rules are replaced
 * at once; a reader with rules of their own is first shown what the link changes, and chooses.
 */
async function openRulesLink(page: Page, link: ReturnType<Page['locator']>): Promise<void> {
  await Promise.all([page.waitForURL('**/settings/**'), link.click()]);
  await waitForHydration(page);
  const loaded = page.getByText('Rules loaded from the link');
  const use = page.getByRole('button', { name: 'Use these rules' });
  await loaded.or(use).first().waitFor();
  if (await use.isVisible()) await use.click();
}

/** The yaku editor in the settings: which yaku are ticked as played. */
async function playedYaku(page: Page): Promise<Record<string, boolean>> {
  await page.locator('summary', { hasText: 'Yaku' }).first().evaluate((el) => el.closest('details')?.setAttribute('open', ''));
  const out: Record<string, boolean> = {};
  for (const yaku of YAKU_IDS) {
    out[yaku] = await page.getByRole('checkbox', { name: `${yakuName(yaku)} is played`, exact: true }).isChecked();
  }
  return out;
}

test('every option and value is listed with its meaning and sources', async () => {
  const { page, context, errors } = await openPage(browser, '/variants/');
  try {
    for (const id of OPTION_IDS) {
      const entry = page.locator(`section[data-option="${id}"]`);
      const text = (await entry.textContent()) ?? '';
      const spec = OPTION_PROVENANCE[id];
      expect(text, id).toContain(optionMeaning(id));
      for (const source of spec.sources) expect(text, id).toContain(sourceName(source));
      for (const value of spec.values) {
        const row = entry.locator('tbody tr').filter({ has: page.getByText(valueCode(value.value), { exact: true }) });
        const rowText = (await row.first().textContent()) ?? '';
        expect(rowText, `${id} ${value.value}`).toContain(optionValueMeaning(id, value.value)!);
        for (const source of value.sources ?? []) expect(rowText, `${id} ${value.value}`).toContain(sourceName(source));
      }
    }
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test.each(OLD_SOURCE_IDS.map((id) => [id] as const))(
  'the %s link switches its missing yaku off on the default rules',
  async (source) => {
    const { page, context } = await openPage(browser, '/variants/');
    try {
      const missing: readonly YakuId[] = OLD_SOURCE_MISSING_YAKU[source];
      const section = page.locator(`[data-old-source="${source}"]`);
      // Honest label: the sources give no values, so the reader's values stay.
      expect(await page.locator('.old-sources').textContent()).toMatch(/gives none of their values/);
      await openRulesLink(page, section.locator('a.old-source__link'));
      const played = await playedYaku(page);
      const preset = PRESETS.fudawiki.options.yakuPoints;
      for (const yaku of YAKU_IDS) expect(played[yaku], yaku).toBe(!missing.includes(yaku) && preset[yaku] !== null);
      const rules = await saved(page);
      expect(rules?.preset).toBe('fudawiki');
      expect(Object.keys(rules?.overrides.yakuPoints ?? {}).sort()).toEqual([...missing].sort());
    } finally {
      await context.close();
    }
  },
);

test('an old-source link builds on the reader’s own rules, changes included', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    // The reader plays KoiKoi Japan with one change of their own.
    await page.getByRole('radio', { name: presetName('koikoi-japan') }).check();
    await page.locator('summary', { hasText: 'Play and koi-koi' }).click();
    await page.locator('#opt-koikoiMinimum').fill('3');
    await page.locator('#opt-koikoiMinimum').press('Tab');
    await expect.poll(async () => (await saved(page))?.overrides).toEqual({ koikoiMinimum: 3 });

    await page.goto(new URL('/variants/', page.url()).href);
    await waitForHydration(page);
    const source = 'flower-card-game-book';
    const link = page.locator(`[data-old-source="${source}"] a.old-source__link`);
    await expect.poll(() => page.locator('.old-sources__current').textContent()).toContain(presetName('koikoi-japan'));
    await openRulesLink(page, link);
    const rules = await saved(page);
    expect(rules?.preset).toBe('koikoi-japan');
    expect(rules?.overrides.koikoiMinimum).toBe(3);
    const expected = buildRuleSet('koikoi-japan', {
      koikoiMinimum: 3,
      yakuPoints: Object.fromEntries(OLD_SOURCE_MISSING_YAKU[source].map((y) => [y, null])),
    });
    if (!expected.ok) throw new Error('rules');
    expect(rules?.overrides).toEqual(expected.value.overrides);
    const played = await playedYaku(page);
    for (const yaku of YAKU_IDS) expect(played[yaku], yaku).toBe(expected.value.options.yakuPoints[yaku] !== null);
  } finally {
    await context.close();
  }
});

test.each(Object.values(PRESET_READINGS).map((r) => [r.id, r] as const))(
  'the Nintendo preset’s other reading %s is one click from its notes',
  async (id, reading) => {
    const { page, context } = await openPage(browser, '/variants/');
    try {
      const link = page.locator(`#preset-${reading.preset}`).locator('xpath=..').locator(`li[data-reading="${id}"] a`);
      await openRulesLink(page, link);
      expect(await saved(page)).toEqual({ preset: reading.preset, overrides: reading.overrides });
    } finally {
      await context.close();
    }
  },
);
