/**
 * Words for rule values, shared by the settings panel, the compare view and the
 * reference pages, so an option reads the same everywhere. Formatting only: what a
 * value means for play lives in the engine's OPTION_SPECS.
 */
import { OPTION_SPECS, getCard, isCardId, type OptionId, type YakuValue } from '../engine';

export function formatYakuValue(value: YakuValue | null | undefined): string {
  if (!value) return 'off';
  return value.extra ? `${value.points}, +${value.extra} per extra card` : String(value.points);
}

/** A value of an option, in words: "yes", "none", "Sake Cup, Lightning", "opponent-called". */
export function formatOptionValue(option: OptionId, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    if (value.length === 0) return 'none';
    return value.map((v) => (isCardId(v) ? getCard(v).name : String(v))).join(', ');
  }
  if (OPTION_SPECS[option].type.kind === 'yaku-points' && typeof value === 'object') return 'custom table';
  return String(value);
}

/** The spec's meaning of one value, when it has one ("x2 if the opponent ever called"). */
export function valueMeaning(option: OptionId, value: unknown): string | undefined {
  return OPTION_SPECS[option].values.find((v) => v.value === value)?.meaning;
}
