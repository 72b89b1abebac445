/**
 * A compact, URL-safe text for a rule choice, for share links and saved settings:
 *
 *     fudawiki                                   a preset as it is
 *     fudawiki_viewing.off_koikoiMinimum.3       with overrides
 *     nintendo_akatan.6.1_tsukifuda.off          yaku values: points[.extra], or off
 *     fudawiki_doubleChaff.willow-lightning.paulownia-chaff-yellow
 *
 * Segments are joined by `_`, and a key is followed by its value parts joined by `.`. Only
 * `A–Z a–z 0–9 - . _` are used, which neither `encodeURIComponent` nor `URLSearchParams`
 * escapes. Booleans are `yes`/`no`, a missing number is `none`, an empty card list is `none`.
 * Option ids and yaku ids never collide, so a yaku id is its own key.
 */
import { OPTION_IDS, OPTION_SPECS, isOptionId, type OptionId, type RuleOverrides } from './options';
import { isPresetId, type PresetId } from './presets';
import { err, ok, type Result } from '../result';
import { buildRuleSet, type RuleChoice, type RuleError, type RuleErrorDetail, type RuleSet } from './ruleset';
import { YAKU_IDS, isYakuId, type YakuValue } from '../scoring/yaku-ids';

const SEGMENT = '_';
const PART = '.';
const SAFE = /^[A-Za-z0-9-]+$/;

function safePart(value: unknown): string {
  const text = String(value);
  return SAFE.test(text) ? text : encodeURIComponent(text);
}

function encodeOptionValue(option: OptionId, value: unknown): string[] {
  if (value === null) return ['none'];
  if (typeof value === 'boolean') return [value ? 'yes' : 'no'];
  if (Array.isArray(value)) return value.length === 0 ? ['none'] : value.map(safePart);
  if (OPTION_SPECS[option].type.kind === 'yaku-points') return [safePart(JSON.stringify(value))];
  return [safePart(value)];
}

function encodeYakuValue(value: unknown): string[] {
  if (value === null) return ['off'];
  const v = value as Partial<YakuValue>;
  const points = safePart(v?.points);
  return v?.extra ? [points, safePart(v.extra)] : [points];
}

/**
 * Encodes a preset and its overrides. A valid choice is encoded canonically (only what differs
 * from the preset, in `OPTION_IDS` order), so equal rule sets give equal texts. An invalid choice is
 * still encoded as given: the decoder will then say what is wrong with it.
 */
export function encodeRuleChoice(choice: RuleChoice | RuleSet): string {
  const built = buildRuleSet(choice.preset, choice.overrides ?? {});
  const overrides = (built.ok ? built.value.overrides : (choice.overrides ?? {})) as Record<string, unknown>;
  const segments = [safePart(choice.preset)];
  const known = [...OPTION_IDS, ...Object.keys(overrides).filter((key) => !isOptionId(key))];
  for (const key of known) {
    if (!(key in overrides)) continue;
    const value = overrides[key];
    if (key === 'yakuPoints' && value && typeof value === 'object' && !Array.isArray(value)) {
      const table = value as Record<string, unknown>;
      const keys = [...YAKU_IDS, ...Object.keys(table).filter((k) => !isYakuId(k))];
      for (const yaku of keys) {
        if (yaku in table) segments.push([safePart(yaku), ...encodeYakuValue(table[yaku])].join(PART));
      }
    } else if (isOptionId(key)) {
      segments.push([key, ...encodeOptionValue(key, value)].join(PART));
    } else {
      segments.push([safePart(key), safePart(JSON.stringify(value))].join(PART));
    }
  }
  return segments.join(SEGMENT);
}

function malformed(detail: RuleErrorDetail, extra: Omit<RuleError, 'code' | 'detail'> = {}): { readonly ok: false; readonly error: RuleError } {
  return err({ code: 'malformed-code', detail, ...extra });
}

const NUMBER = /^\d{1,6}$/;

function decodeOptionValue(option: OptionId, parts: readonly string[]): Result<unknown, RuleError> {
  const type = OPTION_SPECS[option].type;
  const one = () =>
    parts.length === 1
      ? ok(parts[0]!)
      : malformed('code-one-value', { option, count: parts.length });
  switch (type.kind) {
    case 'boolean': {
      const p = one();
      if (!p.ok) return p;
      if (['yes', 'true', '1'].includes(p.value)) return ok(true);
      if (['no', 'false', '0'].includes(p.value)) return ok(false);
      return malformed('code-yes-no', { option, received: p.value });
    }
    case 'integer': {
      const p = one();
      if (!p.ok) return p;
      if (p.value === 'none') return ok(null);
      // Leave range and type checks to the rule-set validator, which names the allowed values.
      return ok(NUMBER.test(p.value) ? Number(p.value) : p.value);
    }
    case 'enum': {
      const p = one();
      if (!p.ok) return p;
      const numeric = typeof type.values[0] === 'number';
      return ok(numeric && NUMBER.test(p.value) ? Number(p.value) : p.value);
    }
    case 'card-subset':
      return ok(parts.length === 1 && parts[0] === 'none' ? [] : [...parts]);
    case 'yaku-points':
      return malformed('code-yaku-points-key', { option });
  }
}

function decodeYakuValue(yaku: string, parts: readonly string[]): Result<YakuValue | null, RuleError> {
  if (parts.length === 1 && parts[0] === 'off') return ok(null);
  if ((parts.length === 1 || parts.length === 2) && parts.every((p) => NUMBER.test(p))) {
    return ok({ points: Number(parts[0]), extra: parts.length === 2 ? Number(parts[1]) : 0 });
  }
  return err({ code: 'invalid-yaku-value', option: 'yakuPoints', yaku, received: parts.join(PART), detail: 'code-yaku-value' });
}

export interface DecodedRuleChoice {
  readonly preset: PresetId;
  /** Canonical overrides (only what differs from the preset). */
  readonly overrides: RuleOverrides;
}

/** Reads a rule code back into a validated rule set. */
export function decodeRuleSet(code: string): Result<RuleSet, RuleError> {
  if (typeof code !== 'string' || code.trim() === '') return malformed('code-empty');
  const [preset = '', ...segments] = code.trim().split(SEGMENT);
  if (!isPresetId(preset)) return buildRuleSet(preset);
  const overrides: Record<string, unknown> = {};
  const yakuPoints: Record<string, YakuValue | null> = {};
  const seen = new Set<string>();
  for (const segment of segments) {
    const [key = '', ...parts] = segment.split(PART);
    if (key === '' || parts.length === 0 || parts.some((p) => p === '')) {
      return malformed('code-bad-segment', { received: segment });
    }
    if (seen.has(key)) return malformed('code-repeated-key', { received: key });
    seen.add(key);
    if (isYakuId(key)) {
      const value = decodeYakuValue(key, parts);
      if (!value.ok) return value;
      yakuPoints[key] = value.value;
    } else if (isOptionId(key)) {
      const value = decodeOptionValue(key, parts);
      if (!value.ok) return value;
      overrides[key] = value.value;
    } else {
      return err({ code: 'unknown-option', option: key, received: key, detail: 'code-unknown-key' });
    }
  }
  if (Object.keys(yakuPoints).length > 0) overrides['yakuPoints'] = yakuPoints;
  return buildRuleSet(preset, overrides);
}

/** Reads a rule code back into a preset and canonical overrides. */
export function decodeRuleChoice(code: string): Result<DecodedRuleChoice, RuleError> {
  const rules = decodeRuleSet(code);
  return rules.ok ? ok({ preset: rules.value.preset, overrides: rules.value.overrides }) : rules;
}
