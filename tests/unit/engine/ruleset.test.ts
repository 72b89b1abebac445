import { describe, expect, test } from 'vitest';
import { OPTION_PROVENANCE } from '../../../src/engine/rules/option-provenance';
import {
  OPTION_IDS,
  OPTION_SPECS,
  PRESETS,
  PRESET_IDS,
  YAKU_IDS,
  buildRuleSet,
  diffPresets,
  validateOptionValue,
  type OptionId,
} from '../../../src/engine';
import { ruleErrorText } from '../../../src/words/rule-errors';

describe('presets', () => {
  test.each(PRESET_IDS)('%s builds and every value is allowed by its option spec', (id) => {
    const built = buildRuleSet(id);
    expect(built.ok).toBe(true);
    const options = PRESETS[id].options;
    expect(Object.keys(options).sort()).toEqual([...OPTION_IDS].sort());
    for (const option of OPTION_IDS) {
      expect(validateOptionValue(option, options[option]), `${id}.${option}`).toMatchObject({ ok: true });
    }
    expect(Object.keys(options.yakuPoints).sort()).toEqual([...YAKU_IDS].sort());
  });

  test.each([
    ['fudawiki', 'yakuStyle', 'modern'],
    ['nintendo', 'koikoiLimit', 'once-per-round'],
    ['nintendo', 'dealerAfterDraw', 'passes'],
    ['beginners-guide', 'sakeCup', 'animal-only'],
    ['beginners-guide', 'exhaustiveDraw', 'last-yaku-wins'],
    ['full-instructions', 'sankoCountsRainMan', true],
    ['full-instructions', 'roundEnd', 'pile-empty'],
    ['full-instructions', 'koikoiMultiplier', 'none'],
    ['koikoi-japan', 'rounds', 8],
    ['koikoi-japan', 'targetScore', 30],
    ['koikoi-japan', 'koikoiMultiplier', 'own-call-bonus'],
    ['koikoi-japan', 'bonusBothRibbons', 10],
    ['koikoi-japan', 'viewingAfterKoikoi', 3],
    ['koikoi-japan', 'sevenPlusDouble', false],
    ['koikoi-japan', 'dealerPrivilegePoints', 1],
  ] as const)('%s: %s is %s', (preset, option, value) => {
    expect(PRESETS[preset].options[option]).toBe(value);
  });

  test.each([
    ['fudawiki', 'inoshikacho', { points: 5, extra: 1 }],
    ['fudawiki', 'akatan-aotan', { points: 10, extra: 1 }],
    ['nintendo', 'hanami-zake', null],
    ['nintendo', 'shiko', { points: 10, extra: 0 }],
    ['beginners-guide', 'goko', { points: 10, extra: 0 }],
    ['beginners-guide', 'tsukifuda', null],
    ['full-instructions', 'ame-shiko', { points: 10, extra: 0 }],
    ['full-instructions', 'tane', { points: 5, extra: 1 }],
    ['full-instructions', 'kuttsuki', null],
    ['koikoi-japan', 'hanami-zake', { points: 1, extra: 0 }],
    ['koikoi-japan', 'kuttsuki', null],
  ] as const)('%s: %s is worth %j', (preset, yaku, value) => {
    expect(PRESETS[preset].options.yakuPoints[yaku]).toEqual(value);
  });
});

describe('option specs', () => {
  test('one spec per option, with sources (its words: tests/unit/words/engine-words.test.ts)', () => {
    for (const id of OPTION_IDS) {
      const spec = OPTION_SPECS[id];
      expect(spec.id).toBe(id);
      expect(OPTION_PROVENANCE[id].sources.length).toBeGreaterThan(0);
    }
  });

  test('enum and boolean options describe each of their values', () => {
    for (const id of OPTION_IDS) {
      const { type } = OPTION_SPECS[id];
      const { values } = OPTION_PROVENANCE[id];
      if (type.kind === 'enum') expect(values.map((v) => v.value)).toEqual([...type.values]);
      if (type.kind === 'boolean') expect(values.map((v) => v.value).sort()).toEqual([false, true]);
    }
  });

  test('option ids and yaku ids never collide (rule codes rely on it)', () => {
    const options = new Set<string>(OPTION_IDS);
    expect(YAKU_IDS.filter((y) => options.has(y))).toEqual([]);
  });
});

describe('buildRuleSet', () => {
  test('overrides apply and only differences are kept as overrides', () => {
    const built = buildRuleSet('fudawiki', { viewing: 'off', rounds: 12, koikoiMinimum: 3 });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    expect(built.value.options.viewing).toBe('off');
    expect(built.value.options.koikoiMinimum).toBe(3);
    expect(built.value.overrides).toEqual({ viewing: 'off', koikoiMinimum: 3 });
  });

  test('yakuPoints overrides merge per yaku over the preset table', () => {
    const built = buildRuleSet('nintendo', { yakuPoints: { akatan: { points: 7 }, tsukifuda: null, kasu: { points: 1, extra: 1 } } });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    const table = built.value.options.yakuPoints;
    expect(table.akatan).toEqual({ points: 7, extra: 0 });
    expect(table.tsukifuda).toBeNull();
    expect(table.aotan).toEqual({ points: 6, extra: 0 });
    expect(built.value.overrides).toEqual({ yakuPoints: { akatan: { points: 7, extra: 0 }, tsukifuda: null } });
  });

  test('doubleChaff is normalised to deck order', () => {
    const built = buildRuleSet('fudawiki', { doubleChaff: ['paulownia-chaff-yellow', 'chrysanthemum-sake-cup'] });
    expect(built.ok && built.value.options.doubleChaff).toEqual(['chrysanthemum-sake-cup', 'paulownia-chaff-yellow']);
  });

  test.each<[string, string, unknown, string, OptionId | undefined]>([
    ['unknown preset', 'hanafuda', {}, 'unknown-preset', undefined],
    ['overrides not an object', 'fudawiki', ['viewing'], 'overrides-not-an-object', undefined],
    ['unknown option', 'fudawiki', { viewingg: 'off' }, 'unknown-option', undefined],
    ['enum of the wrong type', 'fudawiki', { viewing: true }, 'wrong-type', 'viewing'],
    ['enum value not allowed', 'fudawiki', { viewing: 'rain' }, 'not-allowed', 'viewing'],
    ['number enum not allowed', 'fudawiki', { handSize: 9 }, 'not-allowed', 'handSize'],
    ['number enum as string', 'fudawiki', { handSize: '8' }, 'wrong-type', 'handSize'],
    ['boolean of the wrong type', 'fudawiki', { sevenPlusDouble: 'yes' }, 'wrong-type', 'sevenPlusDouble'],
    ['rounds too high', 'fudawiki', { rounds: 13 }, 'out-of-range', 'rounds'],
    ['rounds zero', 'fudawiki', { rounds: 0 }, 'out-of-range', 'rounds'],
    ['rounds not whole', 'fudawiki', { rounds: 2.5 }, 'wrong-type', 'rounds'],
    ['rounds null', 'fudawiki', { rounds: null }, 'wrong-type', 'rounds'],
    ['negative minimum', 'fudawiki', { koikoiMinimum: -1 }, 'out-of-range', 'koikoiMinimum'],
    ['target score zero', 'fudawiki', { targetScore: 0 }, 'out-of-range', 'targetScore'],
    ['bonus not allowed', 'fudawiki', { bonusBothViewings: 3 }, 'not-allowed', 'bonusBothViewings'],
    ['doubleChaff not a list', 'fudawiki', { doubleChaff: 'willow-lightning' }, 'wrong-type', 'doubleChaff'],
    ['doubleChaff unknown card', 'fudawiki', { doubleChaff: ['lightning'] }, 'unknown-card', 'doubleChaff'],
    ['doubleChaff card not allowed', 'fudawiki', { doubleChaff: ['pine-chaff-1'] }, 'not-allowed', 'doubleChaff'],
    ['doubleChaff duplicate', 'fudawiki', { doubleChaff: ['willow-lightning', 'willow-lightning'] }, 'duplicate-card', 'doubleChaff'],
    ['yakuPoints not an object', 'fudawiki', { yakuPoints: [1] }, 'wrong-type', 'yakuPoints'],
    ['yakuPoints unknown yaku', 'fudawiki', { yakuPoints: { gokou: null } }, 'unknown-yaku', 'yakuPoints'],
    ['yakuPoints bonus is not a yaku', 'fudawiki', { yakuPoints: { 'bonus-both-ribbons': null } }, 'unknown-yaku', 'yakuPoints'],
    ['yakuPoints negative', 'fudawiki', { yakuPoints: { goko: { points: -1 } } }, 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints not whole', 'fudawiki', { yakuPoints: { goko: { points: 1.5 } } }, 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints missing points', 'fudawiki', { yakuPoints: { goko: { extra: 1 } } }, 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints unknown field', 'fudawiki', { yakuPoints: { goko: { points: 1, bonus: 2 } } }, 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints bare number', 'fudawiki', { yakuPoints: { goko: 10 } }, 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints string extra', 'fudawiki', { yakuPoints: { goko: { points: 1, extra: '1' } } }, 'invalid-yaku-value', 'yakuPoints'],
  ])('%s', (_label, preset, overrides, code, option) => {
    const built = buildRuleSet(preset, overrides);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.error.code).toBe(code);
    if (option) expect(built.error.option).toBe(option);
    expect(ruleErrorText(built.error).length).toBeGreaterThan(10);
    // Every refusal but a non-object says what would have been accepted.
    if (code !== 'overrides-not-an-object') expect(ruleErrorText(built.error)).toMatch(/allowed: |known (options|presets): /);
  });

  test('errors name the allowed values', () => {
    const built = buildRuleSet('fudawiki', { viewing: 'rain' });
    expect(!built.ok && ruleErrorText(built.error)).toContain('on, off, needs-other-yaku, weather');
    const yaku = buildRuleSet('fudawiki', { yakuPoints: { gokou: null } });
    expect(!yaku.ok && yaku.error.yaku).toBe('gokou');
  });
});

describe('diffPresets', () => {
  test('a preset does not differ from itself', () => {
    for (const id of PRESET_IDS) expect(diffPresets(id, id)).toEqual([]);
  });

  test('lists options and yaku values that differ', () => {
    const diff = diffPresets('fudawiki', 'nintendo');
    expect(diff).toContainEqual({ option: 'yakuStyle', a: 'modern', b: 'classic' });
    expect(diff).toContainEqual({ option: 'yakuPoints', yaku: 'shiko', a: { points: 8, extra: 0 }, b: { points: 10, extra: 0 } });
    expect(diff).toContainEqual({ option: 'yakuPoints', yaku: 'hanami-zake', a: { points: 5, extra: 0 }, b: null });
    expect(diff.find((d) => d.option === 'rounds')).toBeUndefined();
  });
});
