/**
 * The engine holds rules as data and the English lives in src/words (src/engine/README.md):
 * every card, month and plant has its name; every option, every value the engine lists for it,
 * every preset, every source, every yaku, lucky hand and bonus, and every computer level has
 * its name and words; every card, plant and yaku its Japanese name and romaji. The lists are
 * the engine's own, so an id or value added there without words fails here, and words left
 * behind for an id or value the engine no longer has fail too. (That the engine itself holds
 * none of these names: engine-prose.test.ts.)
 */
import { describe, expect, test } from 'vitest';
import { AI_LEVELS } from '../../../src/engine/ai/levels';
import { CARDS, CARD_IDS, MONTHS } from '../../../src/engine/cards';
import { OPTION_IDS, OPTION_SPECS, type OptionId } from '../../../src/engine/rules/options';
import { OPTION_PROVENANCE } from '../../../src/engine/rules/option-provenance';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { SOURCE_IDS } from '../../../src/engine/rules/sources';
import { BONUS_IDS, YAKU_IDS } from '../../../src/engine/scoring/yaku-ids';
import { AI_LEVEL_WORDS } from '../../../src/words/ai-levels';
import { CARD_NAMES, MONTH_NAMES, PLANT_NAMES, cardLabel, shortName } from '../../../src/words/card-names';
import { CARD_JAPANESE, PLANT_JAPANESE, YAKU_JAPANESE } from '../../../src/words/japanese-names';
import { OPTION_WORDS, optionValueKey, optionValueMeaning } from '../../../src/words/options';
import { PRESET_NAMES } from '../../../src/words/preset-names';
import { PRESET_WORDS } from '../../../src/words/presets';
import { SOURCE_DESCRIPTIONS, SOURCE_NAMES } from '../../../src/words/sources';
import { BONUS_DESCRIPTIONS, YAKU_DESCRIPTIONS, yakuDescription } from '../../../src/words/yaku-descriptions';
import { BONUS_NAMES, YAKU_NAMES, yakuName } from '../../../src/words/yaku-names';

const filled = (text: string | undefined) => {
  expect(typeof text).toBe('string');
  expect(text!.trim()).not.toBe('');
};

/** Every value of an option a reader can meet in a list: all of an enum's or boolean's, the listed numbers. */
function describedValues(id: OptionId): readonly (string | number | boolean | null)[] {
  const { type } = OPTION_SPECS[id];
  const { values } = OPTION_PROVENANCE[id];
  if (type.kind === 'enum') return type.values;
  if (type.kind === 'boolean') return [true, false];
  return values.map((v) => v.value);
}

/** The keys of a table keyed by id, sorted, to compare with the engine's list of ids. */
const keysOf = (table: object) => Object.keys(table).sort();
const monthKeys = (table: object) => Object.keys(table).map(Number).sort((a, b) => a - b);

describe('cards, months and plants', () => {
  test('a name for exactly the engine’s cards and months', () => {
    for (const id of CARD_IDS) filled(CARD_NAMES[id]);
    for (const month of MONTHS) {
      filled(MONTH_NAMES[month]);
      filled(PLANT_NAMES[month]);
    }
    expect(keysOf(CARD_NAMES)).toEqual([...CARD_IDS].sort());
    expect(monthKeys(MONTH_NAMES)).toEqual([...MONTHS]);
    expect(monthKeys(PLANT_NAMES)).toEqual([...MONTHS]);
  });

  test('only the two chaff of a month share a name, and their short names tell them apart', () => {
    for (const a of CARDS) {
      const twins = CARDS.filter((b) => CARD_NAMES[b.id] === CARD_NAMES[a.id]);
      if (twins.length > 1) expect(twins.map((c) => c.month).every((m) => m === a.month && a.kind === 'chaff')).toBe(true);
    }
    expect(new Set(CARD_IDS.map(shortName)).size).toBe(CARD_IDS.length);
  });

  test('each card’s accessible name is its own (pages and tests find a card by it)', () => {
    expect(new Set(CARD_IDS.map(cardLabel)).size).toBe(CARD_IDS.length);
    expect(cardLabel('pampas-moon')).toBe('Full Moon — susuki grass, August, bright');
    expect(cardLabel('pine-chaff-2')).toBe('Pine Chaff 2 — pine, January, chaff');
    expect(cardLabel('peony-ribbon')).toBe('Peony Blue Ribbon — peony, June, blue ribbon');
  });
});

describe('options', () => {
  test('words for exactly the engine’s options', () => {
    expect(Object.keys(OPTION_WORDS).sort()).toEqual([...OPTION_IDS].sort());
  });

  test.each(OPTION_IDS.map((id) => [id]))('%s has a label, a meaning and words for each of its values', (id) => {
    const words = OPTION_WORDS[id];
    filled(words.label);
    filled(words.meaning);
    if (words.reading !== undefined) filled(words.reading);
    for (const value of describedValues(id)) filled(optionValueMeaning(id, value));
    // Every value the spec lists is one it describes, and no words are left for a value it no longer lists.
    expect(OPTION_PROVENANCE[id].values.map((v) => optionValueKey(v.value)).sort()).toEqual(describedValues(id).map(optionValueKey).sort());
    expect(Object.keys(words.values).sort()).toEqual(describedValues(id).map(optionValueKey).sort());
  });

  test('labels are distinct (settings and difference tables name options by them)', () => {
    const labels = OPTION_IDS.map((id) => OPTION_WORDS[id].label);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('presets', () => {
  test('words for exactly the engine’s presets', () => {
    expect(Object.keys(PRESET_WORDS).sort()).toEqual([...PRESET_IDS].sort());
  });

  test('a name for exactly the engine’s presets, each its own (pickers name them)', () => {
    for (const id of PRESET_IDS) filled(PRESET_NAMES[id]);
    expect(keysOf(PRESET_NAMES)).toEqual([...PRESET_IDS].sort());
    expect(new Set(Object.values(PRESET_NAMES)).size).toBe(PRESET_IDS.length);
  });

  test.each(PRESET_IDS.map((id) => [id]))('%s has a description and notes', (id) => {
    filled(PRESET_WORDS[id].description);
    expect(PRESET_WORDS[id].notes.length).toBeGreaterThan(0);
    for (const note of PRESET_WORDS[id].notes) filled(note);
  });
});

describe('sources', () => {
  test.each(SOURCE_IDS.map((id) => [id]))('%s has a name and a description', (id) => {
    filled(SOURCE_NAMES[id]);
    filled(SOURCE_DESCRIPTIONS[id]);
  });

  test('words for exactly the engine’s sources', () => {
    expect(keysOf(SOURCE_NAMES)).toEqual([...SOURCE_IDS].sort());
    expect(Object.keys(SOURCE_DESCRIPTIONS).sort()).toEqual([...SOURCE_IDS].sort());
  });
});

describe('yaku', () => {
  test.each([...YAKU_IDS, ...BONUS_IDS].map((id) => [id]))('%s has a name and a description', (id) => {
    filled(yakuName(id));
    filled(yakuDescription(id));
  });

  test('words for exactly the engine’s yaku, lucky hands and bonuses, each name its own', () => {
    expect(keysOf(YAKU_NAMES)).toEqual([...YAKU_IDS].sort());
    expect(keysOf(BONUS_NAMES)).toEqual([...BONUS_IDS].sort());
    expect(Object.keys(YAKU_DESCRIPTIONS).sort()).toEqual([...YAKU_IDS].sort());
    expect(Object.keys(BONUS_DESCRIPTIONS).sort()).toEqual([...BONUS_IDS].sort());
    const names = [...Object.values(YAKU_NAMES), ...Object.values(BONUS_NAMES)];
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('computer levels', () => {
  test.each(AI_LEVELS.map((id) => [id]))('%s has a name and a description', (id) => {
    filled(AI_LEVEL_WORDS[id].label);
    filled(AI_LEVEL_WORDS[id].description);
  });

  test('words for exactly the engine’s levels', () => {
    expect(Object.keys(AI_LEVEL_WORDS).sort()).toEqual([...AI_LEVELS].sort());
  });
});

describe('Japanese names', () => {
  const named = (entry: { ja: string; romaji: string } | undefined) => {
    filled(entry?.ja);
    filled(entry?.romaji);
  };
  test('every card, plant and yaku, and nothing else', () => {
    for (const id of CARD_IDS) named(CARD_JAPANESE[id]);
    for (const month of MONTHS) named(PLANT_JAPANESE[month]);
    for (const id of YAKU_IDS) named(YAKU_JAPANESE[id]);
    expect(Object.keys(CARD_JAPANESE).sort()).toEqual([...CARD_IDS].sort());
    expect(monthKeys(PLANT_JAPANESE)).toEqual([...MONTHS]);
    expect(Object.keys(YAKU_JAPANESE).sort()).toEqual([...YAKU_IDS].sort());
  });
});
