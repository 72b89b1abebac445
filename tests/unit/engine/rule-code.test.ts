import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PRESET_IDS, buildRuleSet, decodeRuleChoice, decodeRuleSet, encodeRuleChoice } from '../../../src/engine';
import { arbitraryRuleSet } from './arbitraries';
import { ruleErrorText } from '../../../src/words/rule-errors';

describe('encodeRuleChoice', () => {
  test.each(PRESET_IDS)('a bare preset encodes as its id: %s', (id) => {
    expect(encodeRuleChoice({ preset: id })).toBe(id);
  });

  test.each<[Record<string, unknown>, string]>([
    [{ viewing: 'off' }, 'fudawiki_viewing.off'],
    [{ koikoiMinimum: 3, viewing: 'off' }, 'fudawiki_viewing.off_koikoiMinimum.3'],
    [{ targetScore: 50 }, 'fudawiki_targetScore.50'],
    [{ sevenPlusDouble: false }, 'fudawiki_sevenPlusDouble.no'],
    [{ handSize: 10 }, 'fudawiki_handSize.10'],
    [{ doubleChaff: ['paulownia-chaff-yellow', 'willow-lightning'] }, 'fudawiki_doubleChaff.willow-lightning.paulownia-chaff-yellow'],
    [{ yakuPoints: { akatan: { points: 6, extra: 1 }, tsukifuda: null, goko: { points: 10 } } }, 'fudawiki_goko.10_akatan.6.1_tsukifuda.off'],
    [{ viewing: 'on' }, 'fudawiki'],
  ])('%j', (overrides, code) => {
    expect(encodeRuleChoice({ preset: 'fudawiki', overrides })).toBe(code);
  });

  test('nullable numbers and empty lists', () => {
    expect(encodeRuleChoice({ preset: 'koikoi-japan', overrides: { targetScore: null, viewingAfterKoikoi: null } })).toBe(
      'koikoi-japan_targetScore.none_viewingAfterKoikoi.none',
    );
    const code = encodeRuleChoice({ preset: 'fudawiki', overrides: { doubleChaff: ['willow-lightning'] } });
    expect(decodeRuleSet(code)).toMatchObject({ ok: true, value: { options: { doubleChaff: ['willow-lightning'] } } });
  });

  test('the code only uses characters no URL encoder escapes', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), (rs) => {
        const code = encodeRuleChoice(rs);
        expect(code).toMatch(/^[A-Za-z0-9._-]+$/);
        expect(encodeURIComponent(code)).toBe(code);
        expect(new URLSearchParams({ r: code }).toString()).toBe(`r=${code}`);
      }),
    );
  });
});

describe('decodeRuleChoice', () => {
  test('round trip of random rule sets', () => {
    fc.assert(
      fc.property(arbitraryRuleSet(), (rs) => {
        const decoded = decodeRuleSet(encodeRuleChoice(rs));
        expect(decoded.ok).toBe(true);
        if (!decoded.ok) return;
        expect(decoded.value.preset).toBe(rs.preset);
        expect(decoded.value.options).toEqual(rs.options);
        expect(decoded.value.overrides).toEqual(rs.overrides);
      }),
      { numRuns: 300 },
    );
  });

  test('returns the canonical choice', () => {
    expect(decodeRuleChoice('nintendo_counterKoikoi.yes_akatan.7')).toEqual({
      ok: true,
      value: { preset: 'nintendo', overrides: { yakuPoints: { akatan: { points: 7, extra: 0 } }, counterKoikoi: true } },
    });
    // a value equal to the preset's is dropped
    expect(decodeRuleChoice('fudawiki_rounds.12')).toEqual({ ok: true, value: { preset: 'fudawiki', overrides: {} } });
  });

  test('accepts true/false and 1/0 for booleans', () => {
    for (const text of ['true', '1', 'yes']) {
      expect(decodeRuleSet(`fudawiki_zeroSum.${text}`)).toMatchObject({ ok: true, value: { options: { zeroSum: true } } });
    }
  });

  test.each<[string, string, string, string?]>([
    ['empty', '', 'malformed-code'],
    ['blank', '   ', 'malformed-code'],
    ['unknown preset', 'hanafuda_viewing.off', 'unknown-preset'],
    ['segment without value', 'fudawiki_viewing', 'malformed-code'],
    ['empty segment', 'fudawiki__viewing.off', 'malformed-code'],
    ['empty value part', 'fudawiki_akatan.6.', 'malformed-code'],
    ['unknown key', 'fudawiki_rain.off', 'unknown-option'],
    ['repeated key', 'fudawiki_viewing.off_viewing.on', 'malformed-code'],
    ['value not allowed', 'fudawiki_viewing.rain', 'not-allowed', 'viewing'],
    ['two values for a scalar', 'fudawiki_viewing.off.on', 'malformed-code', 'viewing'],
    ['bad boolean', 'fudawiki_zeroSum.maybe', 'malformed-code', 'zeroSum'],
    ['number out of range', 'fudawiki_rounds.13', 'out-of-range', 'rounds'],
    ['number not a number', 'fudawiki_rounds.twelve', 'wrong-type', 'rounds'],
    ['negative number', 'fudawiki_koikoiMinimum.-1', 'wrong-type', 'koikoiMinimum'],
    ['hand size not allowed', 'fudawiki_handSize.9', 'not-allowed', 'handSize'],
    ['unknown double chaff card', 'fudawiki_doubleChaff.pine-chaff-1', 'not-allowed', 'doubleChaff'],
    ['yaku value not a number', 'fudawiki_akatan.six', 'invalid-yaku-value', 'yakuPoints'],
    ['yaku value with three parts', 'fudawiki_akatan.6.1.1', 'invalid-yaku-value', 'yakuPoints'],
    ['yaku value too large', 'fudawiki_akatan.1000', 'invalid-yaku-value', 'yakuPoints'],
    ['yakuPoints as a key', 'fudawiki_yakuPoints.x', 'malformed-code', 'yakuPoints'],
  ])('%s: %s', (_name, code, errorCode, option) => {
    const decoded = decodeRuleChoice(code);
    expect(decoded.ok).toBe(false);
    if (decoded.ok) return;
    expect(decoded.error.code).toBe(errorCode);
    if (option) expect(decoded.error.option).toBe(option);
    expect(ruleErrorText(decoded.error).length).toBeGreaterThan(5);
  });

  test('an invalid choice still encodes, and decoding says what is wrong', () => {
    const code = encodeRuleChoice({ preset: 'fudawiki', overrides: { rounds: 40 } });
    expect(code).toBe('fudawiki_rounds.40');
    expect(buildRuleSet('fudawiki', { rounds: 40 }).ok).toBe(false);
    expect(decodeRuleChoice(code)).toMatchObject({ ok: false, error: { code: 'out-of-range', option: 'rounds' } });
  });
});
