/**
 * A rule set is a preset plus overrides, validated once at the edge. `buildRuleSet` is the
 * only way to get a `RuleSet`; everything that scores or plays takes one, so no later code
 * has to wonder whether an option value is legal.
 */
import { isCardId } from '../cards';
import {
  MAX_OPTION_NUMBER,
  OPTION_IDS,
  OPTION_SPECS,
  isOptionId,
  type OptionId,
  type RuleOptions,
  type RuleOverrides,
} from './options';
import { PRESETS, PRESET_IDS, isPresetId, type PresetId } from './presets';
import { err, ok, type Result } from '../result';
import { YAKU_IDS, isYakuId, type YakuId, type YakuPointsTable, type YakuValue } from '../scoring/yaku-ids';

export interface RuleSet {
  readonly preset: PresetId;
  /** The options that differ from the preset, in canonical form (what a share link encodes). */
  readonly overrides: RuleOverrides;
  /** Every option's value. */
  readonly options: RuleOptions;
}

/** An unvalidated choice, as it arrives from a link, a saved setting or a conformance file. */
export interface RuleChoice {
  readonly preset: string;
  readonly overrides?: RuleOverrides | Readonly<Record<string, unknown>>;
}

export const RULE_ERROR_CODES = [
  'unknown-preset',
  'overrides-not-an-object',
  'unknown-option',
  'wrong-type',
  'out-of-range',
  'not-allowed',
  'unknown-card',
  'duplicate-card',
  'unknown-yaku',
  'invalid-yaku-value',
  'malformed-code',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

export interface RuleError {
  readonly code: RuleErrorCode;
  readonly message: string;
  /** The option at fault, when there is one. */
  readonly option?: string;
  /** The yaku at fault inside `yakuPoints`. */
  readonly yaku?: string;
  /** What would have been accepted, in words ("one of: on, off" / "an integer from 1 to 12"). */
  readonly allowed?: string;
  readonly received?: unknown;
}

type OptionValue = RuleOptions[OptionId];

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** In words, what an option accepts. */
export function allowedValuesText(option: OptionId): string {
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum':
      return `one of: ${type.values.join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `${type.nullable ? 'null (none) or ' : ''}an integer from ${type.min} to ${type.max}`;
    case 'card-subset':
      return `a list of distinct cards among: ${type.cards.join(', ')}`;
    case 'yaku-points':
      return `an object mapping yaku ids (${YAKU_IDS.join(', ')}) to null (off) or { "points": n, "extra": n } with whole numbers from ${type.min} to ${type.max}`;
  }
}

function optionError(
  code: RuleErrorCode,
  option: OptionId,
  received: unknown,
  detail: string,
): { readonly ok: false; readonly error: RuleError } {
  const allowed = allowedValuesText(option);
  return err({
    code,
    option,
    allowed,
    received,
    message: `Option "${option}": ${detail} (got ${describe(received)}); allowed: ${allowed}.`,
  });
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function validateYakuValue(yaku: YakuId, value: unknown): Result<YakuValue | null, RuleError> {
  if (value === null) return ok(null);
  const fail = (detail: string) =>
    err<RuleError>({
      code: 'invalid-yaku-value',
      option: 'yakuPoints',
      yaku,
      allowed: `null (off) or { "points": n, "extra": n } with whole numbers from 0 to ${MAX_OPTION_NUMBER} ("extra" may be left out)`,
      received: value,
      message: `Option "yakuPoints", yaku "${yaku}": ${detail} (got ${describe(value)}); allowed: null (off) or { "points": n, "extra": n } with whole numbers from 0 to ${MAX_OPTION_NUMBER}.`,
    });
  if (typeof value !== 'object' || Array.isArray(value)) return fail('expected an object or null');
  const record = value as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((key) => key !== 'points' && key !== 'extra');
  if (unknownKey !== undefined) return fail(`unknown field "${unknownKey}"`);
  const points = record['points'];
  const extra = record['extra'] ?? 0;
  if (points === undefined) return fail('"points" is missing');
  for (const [name, n] of [
    ['points', points],
    ['extra', extra],
  ] as const) {
    if (!isWholeNumber(n)) return fail(`"${name}" must be a whole number`);
    if (n < 0 || n > MAX_OPTION_NUMBER) return fail(`"${name}" must be from 0 to ${MAX_OPTION_NUMBER}`);
  }
  return ok({ points: points as number, extra: extra as number });
}

/** Checks a partial `yakuPoints` table (an override); returns it normalised. */
export function validateYakuPoints(
  value: unknown,
): Result<{ readonly [Y in YakuId]?: YakuValue | null }, RuleError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return optionError('wrong-type', 'yakuPoints', value, 'expected an object');
  }
  const out: { [Y in YakuId]?: YakuValue | null } = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!isYakuId(key)) {
      return err({
        code: 'unknown-yaku',
        option: 'yakuPoints',
        yaku: key,
        allowed: `one of: ${YAKU_IDS.join(', ')}`,
        received: key,
        message: `Option "yakuPoints": unknown yaku "${key}"; allowed: one of: ${YAKU_IDS.join(', ')}.`,
      });
    }
    const checked = validateYakuValue(key, entry);
    if (!checked.ok) return checked;
    out[key] = checked.value;
  }
  return ok(out);
}

/**
 * Checks one option value. For `yakuPoints` it checks a partial table (an override);
 * merging over a preset is `buildRuleSet`'s job.
 */
export function validateOptionValue(option: string, value: unknown): Result<unknown, RuleError> {
  if (!isOptionId(option)) {
    return err({
      code: 'unknown-option',
      option,
      allowed: `one of: ${OPTION_IDS.join(', ')}`,
      received: option,
      message: `Unknown option "${option}"; known options: ${OPTION_IDS.join(', ')}.`,
    });
  }
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum': {
      const expected = typeof type.values[0];
      if (typeof value !== expected) return optionError('wrong-type', option, value, `expected a ${expected}`);
      if (!type.values.includes(value as string | number)) {
        return optionError('not-allowed', option, value, 'not an allowed value');
      }
      return ok(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : optionError('wrong-type', option, value, 'expected true or false');
    case 'integer': {
      if (value === null && type.nullable) return ok(null);
      if (!isWholeNumber(value)) {
        return optionError('wrong-type', option, value, type.nullable ? 'expected a whole number or null' : 'expected a whole number');
      }
      if (value < type.min || value > type.max) return optionError('out-of-range', option, value, 'out of range');
      return ok(value);
    }
    case 'card-subset': {
      if (!Array.isArray(value)) return optionError('wrong-type', option, value, 'expected a list of card ids');
      const seen = new Set<string>();
      for (const card of value) {
        if (typeof card !== 'string' || !isCardId(card) || !(type.cards as readonly string[]).includes(card)) {
          return optionError(
            typeof card === 'string' && isCardId(card) ? 'not-allowed' : 'unknown-card',
            option,
            value,
            `"${String(card)}" cannot be in this list`,
          );
        }
        if (seen.has(card)) return optionError('duplicate-card', option, value, `"${card}" is listed twice`);
        seen.add(card);
      }
      // Canonical order (the deck's) so equal sets compare and encode equally.
      return ok(type.cards.filter((card) => seen.has(card)));
    }
    case 'yaku-points':
      return validateYakuPoints(value);
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => x === b[i]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const va = a as Partial<YakuValue>;
    const vb = b as Partial<YakuValue>;
    return va.points === vb.points && va.extra === vb.extra;
  }
  return false;
}

/**
 * Validates a preset id and overrides and returns the complete rule set, or the first
 * error found (options are checked in `OPTION_IDS` order).
 */
export function buildRuleSet(presetId: string, overrides: unknown = {}): Result<RuleSet, RuleError> {
  if (!isPresetId(presetId)) {
    return err({
      code: 'unknown-preset',
      allowed: `one of: ${PRESET_IDS.join(', ')}`,
      received: presetId,
      message: `Unknown preset "${String(presetId)}"; known presets: ${PRESET_IDS.join(', ')}.`,
    });
  }
  const base = PRESETS[presetId].options;
  if (overrides === undefined || overrides === null) return ok({ preset: presetId, overrides: {}, options: base });
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    return err({
      code: 'overrides-not-an-object',
      received: overrides,
      allowed: 'an object mapping option ids to values',
      message: `Overrides must be an object mapping option ids to values (got ${describe(overrides)}).`,
    });
  }
  const input = overrides as Record<string, unknown>;
  const unknownKey = Object.keys(input).find((key) => !isOptionId(key));
  if (unknownKey !== undefined) return validateOptionValue(unknownKey, input[unknownKey]) as Result<never, RuleError>;

  const options: Record<string, unknown> = { ...base };
  const canonical: Record<string, unknown> = {};
  for (const option of OPTION_IDS) {
    if (!(option in input)) continue;
    const checked = validateOptionValue(option, input[option]);
    if (!checked.ok) return checked;
    if (option === 'yakuPoints') {
      const partial = checked.value as { [Y in YakuId]?: YakuValue | null };
      const merged: Record<string, YakuValue | null> = { ...base.yakuPoints };
      const changed: Record<string, YakuValue | null> = {};
      for (const yaku of YAKU_IDS) {
        if (!(yaku in partial)) continue;
        const value = partial[yaku] ?? null;
        merged[yaku] = value;
        if (!sameValue(value, base.yakuPoints[yaku])) changed[yaku] = value;
      }
      options[option] = merged as YakuPointsTable;
      if (Object.keys(changed).length > 0) canonical[option] = changed;
    } else {
      options[option] = checked.value;
      if (!sameValue(checked.value, base[option])) canonical[option] = checked.value;
    }
  }
  return ok({ preset: presetId, overrides: canonical as RuleOverrides, options: options as unknown as RuleOptions });
}

/** A rule set known to be valid (a preset with no overrides). */
export function presetRuleSet(presetId: PresetId): RuleSet {
  return { preset: presetId, overrides: {}, options: PRESETS[presetId].options };
}

export interface OptionDifference {
  readonly option: OptionId;
  /** Set when `option` is `yakuPoints`: one difference per yaku. */
  readonly yaku?: YakuId;
  readonly a: OptionValue | YakuValue | null;
  readonly b: OptionValue | YakuValue | null;
}

/** Every option (and every yaku value) on which two option sets differ, in `OPTION_IDS` order. */
export function diffOptions(a: RuleOptions, b: RuleOptions): OptionDifference[] {
  const out: OptionDifference[] = [];
  for (const option of OPTION_IDS) {
    if (option === 'yakuPoints') {
      for (const yaku of YAKU_IDS) {
        const va = a.yakuPoints[yaku];
        const vb = b.yakuPoints[yaku];
        if (!sameValue(va, vb)) out.push({ option, yaku, a: va, b: vb });
      }
    } else if (!sameValue(a[option], b[option])) {
      out.push({ option, a: a[option], b: b[option] });
    }
  }
  return out;
}

/** For the compare view: what changes between two presets. */
export function diffPresets(a: PresetId, b: PresetId): OptionDifference[] {
  return diffOptions(PRESETS[a].options, PRESETS[b].options);
}

export function diffRuleSets(a: RuleSet, b: RuleSet): OptionDifference[] {
  return diffOptions(a.options, b.options);
}
