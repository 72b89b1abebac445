/**
 * The engine holds rules as data and the English lives in src/words (src/engine/README.md):
 * every option, every value the engine lists for it, every preset, every source, every yaku,
 * lucky hand and bonus, and every computer level has its words; every card, plant and yaku its
 * Japanese name and romaji. The lists are the engine's
 * own, so an id or value added there without words fails here, and words left behind for an
 * id or value the engine no longer has fail too.
 */
import { describe, expect, test } from 'vitest';
import { AI_LEVELS } from '../../../src/engine/ai/levels';
import { CARD_IDS, MONTHS } from '../../../src/engine/cards';
import { OPTION_IDS, OPTION_SPECS, type OptionId } from '../../../src/engine/rules/options';
import { OPTION_PROVENANCE } from '../../../src/engine/rules/option-provenance';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { SOURCE_IDS } from '../../../src/engine/rules/sources';
import { BONUS_IDS, YAKU_IDS } from '../../../src/engine/scoring/yaku-ids';
import { AI_LEVEL_WORDS } from '../../../src/words/ai-levels';
import { CARD_JAPANESE, PLANT_JAPANESE, YAKU_JAPANESE } from '../../../src/words/japanese-names';
import { OPTION_WORDS, optionValueKey, optionValueMeaning } from '../../../src/words/options';
import { PRESET_WORDS } from '../../../src/words/presets';
import { SOURCE_DESCRIPTIONS } from '../../../src/words/sources';
import { BONUS_DESCRIPTIONS, YAKU_DESCRIPTIONS, yakuDescription } from '../../../src/words/yaku-descriptions';

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

  test.each(PRESET_IDS.map((id) => [id]))('%s has a description and notes', (id) => {
    filled(PRESET_WORDS[id].description);
    expect(PRESET_WORDS[id].notes.length).toBeGreaterThan(0);
    for (const note of PRESET_WORDS[id].notes) filled(note);
  });
});

describe('sources', () => {
  test.each(SOURCE_IDS.map((id) => [id]))('%s has a description', (id) => filled(SOURCE_DESCRIPTIONS[id]));

  test('words for exactly the engine’s sources', () => {
    expect(Object.keys(SOURCE_DESCRIPTIONS).sort()).toEqual([...SOURCE_IDS].sort());
  });
});

describe('yaku', () => {
  test.each([...YAKU_IDS, ...BONUS_IDS].map((id) => [id]))('%s has a description', (id) => filled(yakuDescription(id)));

  test('words for exactly the engine’s yaku, lucky hands and bonuses', () => {
    expect(Object.keys(YAKU_DESCRIPTIONS).sort()).toEqual([...YAKU_IDS].sort());
    expect(Object.keys(BONUS_DESCRIPTIONS).sort()).toEqual([...BONUS_IDS].sort());
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
    for (const m of MONTHS) named(PLANT_JAPANESE[m.month]);
    for (const id of YAKU_IDS) named(YAKU_JAPANESE[id]);
    expect(Object.keys(CARD_JAPANESE).sort()).toEqual([...CARD_IDS].sort());
    expect(Object.keys(PLANT_JAPANESE).map(Number).sort((a, b) => a - b)).toEqual(MONTHS.map((m) => m.month));
    expect(Object.keys(YAKU_JAPANESE).sort()).toEqual([...YAKU_IDS].sort());
  });
});
