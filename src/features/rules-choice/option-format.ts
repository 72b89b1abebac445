/**
 * Option and yaku values in words, for the variants page, the yaku tables and the
 * calculator's rule summary. Only formatting: the values and their meanings come from
 * the engine (OPTION_SPECS, PRESETS).
 */
import { OPTION_SPECS, type OptionId, type RuleOverrides } from '../../engine/rules/options';
import { YAKU_DEFINITIONS, type YakuId, type YakuValue } from '../../engine/scoring/yaku';
import { isCardId } from '../../engine/cards';
import { shortName } from '../../words/card-names';

/** "15", "5, +1 per extra card", or "off". */
export function formatYakuValue(value: YakuValue | null): string {
  if (value === null) return 'off';
  return value.extra > 0 ? `${value.points}, +${value.extra} per extra card` : String(value.points);
}

/** An option value as a reader would say it ("yes", "none", card names…). */
export function formatOptionValue(option: OptionId, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((v) => (isCardId(v) ? shortName(v) : String(v))).join(', ');
  }
  if (OPTION_SPECS[option].type.kind === 'yaku-points') return 'the yaku table';
  return String(value);
}

/** The spec's meaning of one value, when it lists one. */
export function valueMeaning(option: OptionId, value: unknown): string | undefined {
  return OPTION_SPECS[option].values.find((v) => v.value === value)?.meaning;
}

/** What a rule choice changes from its preset, one short line per change. */
export function describeOverrides(overrides: RuleOverrides): string[] {
  const lines: string[] = [];
  for (const [option, value] of Object.entries(overrides) as [OptionId, unknown][]) {
    if (option === 'yakuPoints' && value && typeof value === 'object') {
      for (const [yaku, v] of Object.entries(value as Record<YakuId, YakuValue | null>)) {
        lines.push(`${YAKU_DEFINITIONS[yaku as YakuId].name}: ${formatYakuValue(v)}`);
      }
    } else {
      lines.push(`${OPTION_SPECS[option].label}: ${formatOptionValue(option, value)}`);
    }
  }
  return lines;
}

/** "15 points", "1 point, +1 per extra card", or "not played". */
export function formatYakuPoints(value: YakuValue | null): string {
  if (value === null) return 'not played';
  const base = `${value.points} ${value.points === 1 ? 'point' : 'points'}`;
  return value.extra > 0 ? `${base}, +${value.extra} per extra card` : base;
}
