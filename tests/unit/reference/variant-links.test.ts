/**
 * The variants page's rule links: the old yaku lists switch off exactly the yaku the Fuda Wiki
 * says those sources lack, on top of whatever the reader plays, and the Nintendo preset's other
 * readings open the preset with their overrides. Links are decoded by the engine, as the
 * settings page does.
 */
import { describe, expect, test } from 'vitest';
import { decodeRuleSet, presetRuleSet, buildRuleSet, PRESET_READINGS, PRESET_READING_IDS, YAKU_IDS } from '../../../src/engine';
import {
  OLD_SOURCE_IDS,
  OLD_SOURCE_MISSING_YAKU,
  oldSourceLink,
  presetReadingLink,
} from '../../../src/features/reference/variants/old-sources';

const rulesOf = (link: string) => {
  const code = new URLSearchParams(link.slice(link.indexOf('?'))).get('rules') ?? '';
  const decoded = decodeRuleSet(code);
  if (!decoded.ok) throw new Error(`${link}: ${JSON.stringify(decoded.error)}`);
  return decoded.value;
};

describe('old yaku lists', () => {
  test('the lists are the seed’s: the 1960s leaflet lacks three yaku, the 1970 book those and two bright yaku', () => {
    expect([...OLD_SOURCE_MISSING_YAKU['nintendo-1960s-leaflet']].sort()).toEqual(['hanami-zake', 'inoshikacho', 'tsukimi-zake']);
    expect([...OLD_SOURCE_MISSING_YAKU['flower-card-game-book']].sort()).toEqual(
      ['ame-shiko', 'hanami-zake', 'inoshikacho', 'sanko', 'tsukimi-zake'],
    );
  });

  const readers = [
    presetRuleSet('fudawiki'),
    presetRuleSet('koikoi-japan'),
    (() => {
      const built = buildRuleSet('beginners-guide', { viewing: 'off', yakuPoints: { goko: { points: 12, extra: 0 } }, lightningYakuWild: 'any-card' });
      if (!built.ok) throw new Error('rules');
      return built.value;
    })(),
  ];

  test.each(OLD_SOURCE_IDS.flatMap((source) => readers.map((reader) => [source, reader.preset, reader] as const)))(
    '%s on top of %s switches off only its missing yaku',
    (source, _preset, reader) => {
      const opened = rulesOf(oldSourceLink(reader, source));
      const missing: readonly string[] = OLD_SOURCE_MISSING_YAKU[source];
      expect(opened.preset).toBe(reader.preset);
      for (const yaku of YAKU_IDS) {
        expect(opened.options.yakuPoints[yaku], yaku).toEqual(missing.includes(yaku) ? null : reader.options.yakuPoints[yaku]);
      }
      // Every other option as the reader had it.
      const { yakuPoints: _a, ...rest } = opened.options;
      const { yakuPoints: _b, ...readerRest } = reader.options;
      expect(rest).toEqual(readerRest);
    },
  );
});

describe('other readings of a preset', () => {
  test.each(PRESET_READING_IDS.map((id) => [id] as const))('%s opens its preset with its overrides', (id) => {
    const reading = PRESET_READINGS[id];
    const opened = rulesOf(presetReadingLink(id));
    expect(opened.preset).toBe(reading.preset);
    expect(opened.overrides).toEqual(reading.overrides);
    expect(opened.options).not.toEqual(presetRuleSet(reading.preset).options);
  });

  test('Nintendo: the Sake Cup either way, and the bright values the Fuda Wiki reports', () => {
    expect(rulesOf(presetReadingLink('nintendo-sake-cup-either')).options.sakeCup).toBe('choose');
    const current = rulesOf(presetReadingLink('nintendo-current-leaflet')).options.yakuPoints;
    expect(current.goko).toEqual({ points: 10, extra: 0 });
    expect(current.sanko).toEqual({ points: 5, extra: 0 });
  });
});
