/**
 * The second-edition options as a reader meets them: a share link carrying each new value opens
 * the settings with it (label, meaning and source shown), `rounds: unlimited` works with a target
 * in the control, links written before these options still open to the same rules, "compare
 * presets" shows the new difference, and the calculator says which card the wild Lightning stood
 * for. Expected values come from the engine (OPTION_SPECS, PRESETS, scoreCaptured) and the words
 * layer (src/words/options.ts), never typed.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  DEFAULT_PRESET_ID,
  OPTION_PROVENANCE,
  OPTION_SPECS,
  PRESETS,
  buildRuleSet,
  encodeRuleChoice,
  scoreCaptured,
  type CardId,
  type OptionId,
  type RuleOverrides,
} from '../../src/engine';
import { optionLabel, optionMeaning, optionValueMeaning } from '../../src/words/options';
import { theCard } from '../../src/words/card-names';
import { presetName } from '../../src/words/preset-names';
import { sourceName } from '../../src/words/sources';
import { yakuName } from '../../src/words/yaku-names';
import { formatOptionValueIn } from '../../src/features/rules-choice/option-format';
import { axeViolations, baseURL, launchBrowser, openPage, waitForHydration } from './harness';
import { decodeSession } from '../../src/features/play/save';
import oldLinks from '../unit/engine/fixtures/links-before-second-edition.json';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const AREA_TITLES = {
  game: 'The game',
  deal: 'Dealing and lucky hands',
  play: 'Play and koi-koi',
  yaku: 'Yaku',
  scoring: 'Scoring',
} as const;

/** Each new option value, on a preset where it is a change (so it must travel in the link). */
const NEW_VALUES: readonly { option: OptionId; preset: string; overrides: RuleOverrides }[] = [
  { option: 'handCapture', preset: 'fudawiki', overrides: { handCapture: 'optional' } },
  { option: 'handCapture', preset: 'beginners-guide', overrides: { handCapture: 'forced' } },
  { option: 'lightningYakuWild', preset: 'fudawiki', overrides: { lightningYakuWild: 'any-card' } },
  { option: 'turnStructure', preset: 'nintendo', overrides: { turnStructure: 'hidden-draw' } },
  { option: 'koikoiMultiplier', preset: 'fudawiki', overrides: { koikoiMultiplier: 'doubling-token' } },
  { option: 'fieldFourPairs', preset: 'koikoi-japan', overrides: { fieldFourPairs: 'dealer-wins' } },
  { option: 'teyaku', preset: 'fudawiki', overrides: { teyaku: 'holder-may-redeal' } },
  { option: 'dealerPrivilegeWhen', preset: 'nintendo', overrides: { dealerPrivilegeWhen: 'no-yaku' } },
];

describe('a share link carrying each new option value', () => {
  test.each(NEW_VALUES.map((v) => [`${v.preset} ${JSON.stringify(v.overrides)}`, v] as const))(
    '%s opens the settings with it',
    async (_name, { option, preset, overrides }) => {
      const code = encodeRuleChoice({ preset, overrides });
      expect(code).toContain(`${option}.`);
      const { page, context, errors } = await openPage(browser, `/settings/?rules=${code}`);
      try {
        await page.getByText('Rules loaded from the link').waitFor();
        const spec = OPTION_SPECS[option];
        const value = (overrides as Record<string, unknown>)[option];
        await page.locator('summary', { hasText: AREA_TITLES[spec.area] }).click();
        expect(await page.inputValue(`#opt-${option}`)).toBe(String(value));
        const block = page.locator(`#set-${option}`);
        const text = (await block.textContent()) ?? '';
        expect(text).toContain(optionLabel(option));
        expect(text).toContain(optionMeaning(option));
        const info = OPTION_PROVENANCE[option].values.find((v) => v.value === value)!;
        // The chosen value's meaning is in its option, and its own source (where it has one) beside it.
        expect(await page.locator(`#opt-${option} option:checked`).textContent()).toContain(optionValueMeaning(option, info.value)!);
        for (const source of info.sources ?? OPTION_PROVENANCE[option].sources) expect(text).toContain(sourceName(source));
        const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'));
        expect(saved).toEqual({ preset, overrides });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('unlimited rounds with a target score', async () => {
    const code = encodeRuleChoice({ preset: 'fudawiki', overrides: { rounds: 'unlimited', targetScore: 50 } });
    const { page, context } = await openPage(browser, `/settings/?rules=${code}`);
    try {
      await page.getByText('Rules loaded from the link').waitFor();
      await page.locator('summary', { hasText: AREA_TITLES.game }).click();
      // The store is written at once; the panel redraws a moment later.
    await expect.poll(() => page.locator('#opt-rounds').isDisabled()).toBe(true);
      expect(await page.getByRole('checkbox', { name: /^unlimited/ }).isChecked()).toBe(true);
      expect(await page.inputValue('#opt-targetScore')).toBe('50');
    } finally {
      await context.close();
    }
  });
});

test('in the rules panel, unlimited rounds ask for a target first, then work with one', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.locator('summary', { hasText: AREA_TITLES.game }).click();
    const unlimited = page.getByRole('checkbox', { name: /^unlimited/ });
    // click, not check: the box is meant to spring back when the engine refuses.
    await unlimited.click();
    // Refused by the engine, with its reason, and nothing saved.
    await page.locator('#set-rounds .option__error').filter({ hasText: /target score/ }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('koikoi:rules'))).toBeNull();
    expect(await unlimited.isChecked()).toBe(false);

    await page.locator('#set-targetScore input[type="checkbox"]').uncheck();
    await page.locator('#opt-targetScore').fill('50');
    await page.locator('#opt-targetScore').press('Tab');
    // The target must be the store's before the engine will take unlimited rounds: wait for it.
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null')?.overrides?.targetScore)).toBe(50);
    // click, then wait for the store (check() fails if the panel re-renders between its click and its look).
    await unlimited.click();
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'))).toEqual({
      preset: 'fudawiki',
      overrides: { rounds: 'unlimited', targetScore: 50 },
    });
    // The store is written at once; the panel redraws a moment later.
    await expect.poll(() => page.locator('#opt-rounds').isDisabled()).toBe(true);

    // Back to a number: the preset's.
    await unlimited.click();
    // The number comes back once the store has taken the change: poll rather than race it.
    await expect.poll(() => page.inputValue('#opt-rounds')).toBe(String(PRESETS.fudawiki.options.rounds));
    expect(await axeViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

describe('settings links written before the second edition', () => {
  test.each(oldLinks.settings.map((s) => [s.url, s] as const))('%s opens the same rules', async (url, before) => {
    const { page, context } = await openPage(browser, url);
    try {
      // A fresh visitor: the link's rules are taken at once (or were already the default).
      await page.getByText(/^(✓ )?(Rules loaded from the link|This link holds the rules you already use)/).waitFor();
      const title = presetName(before.preset as keyof typeof PRESETS);
      expect(await page.getByRole('radio', { name: title }).isChecked()).toBe(true);
      // Nothing saved means the default rules are in use.
      const saved = (await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:rules') ?? 'null'))) ?? {
        preset: DEFAULT_PRESET_ID,
        overrides: {},
      };
      expect(saved).toEqual({ preset: before.preset, overrides: before.overrides });
      // Every old enum or yes/no value shows in its control as it did.
      for (const option of Object.keys(before.overrides) as OptionId[]) {
        const kind = OPTION_SPECS[option]?.type.kind;
        if (kind !== 'enum' && kind !== 'boolean') continue;
        await page.locator(`#set-${option}`).evaluate((el) => el.closest('details')?.setAttribute('open', ''));
        expect(await page.inputValue(`#opt-${option}`)).toBe(String((before.overrides as Record<string, unknown>)[option]));
      }
    } finally {
      await context.close();
    }
  });
});

test('compare presets shows the new difference: matching from the hand', async () => {
  const { page, context } = await openPage(browser, '/settings/');
  try {
    await page.selectOption('#compare-a', 'fudawiki');
    await page.selectOption('#compare-b', 'beginners-guide');
    const row = page.locator('.compare__table tbody tr').filter({ hasText: optionLabel('handCapture') });
    expect(await row.locator('td').allTextContents()).toEqual([
      formatOptionValueIn('handCapture', PRESETS.fudawiki.options),
      formatOptionValueIn('handCapture', PRESETS['beginners-guide'].options),
    ]);
  } finally {
    await context.close();
  }
});

test('the calculator says which card the wild Lightning stood for, and why', async () => {
  const pile: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon', 'paulownia-phoenix', 'willow-lightning'];
  const overrides: RuleOverrides = { lightningYakuWild: 'any-card' };
  const built = buildRuleSet('fudawiki', overrides);
  if (!built.ok) throw new Error('rules');
  const x = scoreCaptured(pile, {}, built.value);
  const use = x.lightning[0]!;
  expect(use.standsFor).not.toBeNull();
  const code = encodeRuleChoice({ preset: 'fudawiki', overrides });
  const { page, context, errors } = await openPage(browser, `/calculator/?pile=${pile.join(',')}&rules=${code}`);
  try {
    await expect.poll(() => page.getByTestId('calc-total').textContent()).toBe(`${x.total} points`);
    const note = page.locator(`li[data-lightning="${use.standsFor}"]`);
    const text = (await note.textContent()) ?? '';
    expect(text).toContain(theCard(use.standsFor!));
    expect(text).toContain(`${use.points} points`);
    expect(text).toContain(`${use.pointsAsItself} points`);
    expect(text).toContain(optionLabel('lightningYakuWild'));
    // Why that card: the yaku it then counts in, as the engine scored them.
    for (const y of x.yaku.filter((item) => item.cards.includes(use.standsFor!))) expect(text).toContain(yakuName(y.id));
    expect(await note.locator(`img[src$="/${use.standsFor}.svg"]`).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});

test('without the option, the Lightning is a chaff and the calculator says nothing about it', async () => {
  const { page, context } = await openPage(browser, '/calculator/?pile=pine-crane,cherry-curtain,pampas-moon,paulownia-phoenix,willow-lightning&rules=fudawiki');
  try {
    await waitForHydration(page);
    await page.getByTestId('calc-total').waitFor();
    expect(await page.locator('li[data-lightning]').count()).toBe(0);
  } finally {
    await context.close();
  }
});

/**
 * Hidden draw in the practice game, from the person's side (the table's own face-down card is
 * the play-table work; this checks what the game shows now): through a round under
 * `turnStructure: hidden-draw`, no card the computer holds, its hidden draws included, is ever
 * shown on the page. The computer's hand is read from the game's own save, decoded by the engine.
 */
test('under hidden draw, no card in the computer’s hand ever shows on the page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce', serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    const code = encodeRuleChoice({ preset: 'fudawiki', overrides: { turnStructure: 'hidden-draw', rounds: 1 } });
    await page.goto(new URL(`/play/?seed=2024&dealer=you&rules=${code}&level=beginner`, baseURL()).href);
    await waitForHydration(page);
    await page.waitForSelector('.play:not(.play--loading)');
    await page.click('[data-action=start]');
    let checked = 0;
    let hiddenDraws = 0;
    for (let turn = 0; turn < 12; turn++) {
      await page.waitForSelector('.hand__card[aria-disabled=false], [data-action=shobu], .panel--end');
      const session = decodeSession(await page.evaluate(() => JSON.parse(localStorage.getItem('koikoi:game') ?? 'null')));
      expect(session.ok).toBe(true);
      if (!session.ok || session.value === null) break;
      expect(session.value.rules.options.turnStructure).toBe('hidden-draw');
      const theirs: readonly string[] = session.value.game.current.hands[1];
      // The computer's draws that went face down into its hand so far (the engine's own record).
      hiddenDraws = session.value.game.current.log.filter((e) => e.type === 'draw-to-hand' && e.player === 1 && !e.faceUp).length;
      const shown = await page.$$eval('[data-card]', (els) => els.map((e) => (e as HTMLElement).dataset['card']));
      expect(shown.filter((card) => card !== undefined && theirs.includes(card))).toEqual([]);
      checked++;
      if (await page.locator('.panel--end').count()) break;
      if (await page.locator('[data-action=shobu]').count()) {
        await page.locator('[data-action=shobu]').dispatchEvent('click');
        continue;
      }
      const before = Number(await page.locator('.table').getAttribute('data-steps'));
      // dispatchEvent: what is shown is under test here, not the pointer path (a panel's fade may cover the hand).
      await page.locator('.hand__card[aria-disabled=false]').first().dispatchEvent('click');
      if (await page.locator('.choice__btn').count()) await page.locator('.choice__btn').first().dispatchEvent('click');
      await page.waitForFunction((was) => Number(document.querySelector<HTMLElement>('.table')?.dataset['steps']) > was, before);
    }
    expect(checked).toBeGreaterThan(2);
    // The deal was chosen so that the computer did keep hidden draws: the check was not empty.
    expect(hiddenDraws).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
});
