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
  UNLIMITED_ROUNDS,
} from './options';
import { PRESETS, isPresetId, type PresetId } from './presets';
import { err, ok, type Result } from '../result';
import { YAKU_IDS, isYakuId, type YakuId, type YakuPointsTable, type YakuValue } from '../scoring/yaku-ids';

/** Type-only mark of a validated rule set: no value carries it at run time. */
declare const validated: unique symbol;

/**
 * A validated rule set. The brand makes `buildRuleSet` (and `presetRuleSet`, which goes
 * through it) the only way to get one, so scoring and rounds, which accept only a `RuleSet`,
 * never see an option value that was not checked. It is plain data: a rule set read back from
 * JSON must be rebuilt from its `preset` and `overrides`.
 */
export interface RuleSet {
  readonly preset: PresetId;
  /** The options that differ from the preset, in canonical form (what a share link encodes). */
  readonly overrides: RuleOverrides;
  /** Every option's value. */
  readonly options: RuleOptions;
  readonly [validated]: true;
}

/** The one place a RuleSet is made: only after validation. */
function validatedRuleSet(preset: PresetId, overrides: RuleOverrides, options: RuleOptions): RuleSet {
  return { preset, overrides, options } as RuleSet;
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
  /** `rounds: unlimited` without a `targetScore`: the game would never end. */
  'needs-target-score',
  /** `handSize` that the player count does not deal: 8 or 10 with three players, 7 with two. */
  'hand-size-for-players',
  /** An option value that has no meaning with three players (`option`, `received`). */
  'not-for-three-players',
] as const;
export type RuleErrorCode = (typeof RULE_ERROR_CODES)[number];

/** Which part of a yaku value or of a rule code is wrong, within an error code. */
export const RULE_ERROR_DETAILS = [
  'yaku-not-object',
  'yaku-unknown-field',
  'yaku-points-missing',
  'yaku-not-whole',
  'yaku-out-of-range',
  'code-empty',
  'code-bad-segment',
  'code-repeated-key',
  'code-one-value',
  'code-yes-no',
  'code-yaku-points-key',
  'code-yaku-value',
  'code-unknown-key',
] as const;
export type RuleErrorDetail = (typeof RULE_ERROR_DETAILS)[number];

/**
 * Why a rule choice was refused, as data: the wording is src/words/rule-errors.ts's. What would
 * have been accepted follows from the code and the option (its `OPTION_SPECS` entry).
 */
export interface RuleError {
  readonly code: RuleErrorCode;
  /** The option at fault, when there is one. */
  readonly option?: string;
  /** The yaku at fault inside `yakuPoints`. */
  readonly yaku?: string;
  readonly received?: unknown;
  readonly detail?: RuleErrorDetail;
  /** The field of a yaku value at fault (`points`, `extra`, or an unknown one). */
  readonly field?: string;
  /** The card at fault in a card list. */
  readonly card?: string;
  /** How many values a rule-code segment gave. */
  readonly count?: number;
}

type OptionValue = RuleOptions[OptionId];

function optionError(
  code: RuleErrorCode,
  option: OptionId,
  received: unknown,
  card?: string,
): { readonly ok: false; readonly error: RuleError } {
  return err(card === undefined ? { code, option, received } : { code, option, received, card });
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function validateYakuValue(yaku: YakuId, value: unknown): Result<YakuValue | null, RuleError> {
  if (value === null) return ok(null);
  const fail = (detail: RuleErrorDetail, field?: string) =>
    err<RuleError>({ code: 'invalid-yaku-value', option: 'yakuPoints', yaku, received: value, detail, ...(field ? { field } : {}) });
  if (typeof value !== 'object' || Array.isArray(value)) return fail('yaku-not-object');
  const record = value as Record<string, unknown>;
  const unknownKey = Object.keys(record).find((key) => key !== 'points' && key !== 'extra');
  if (unknownKey !== undefined) return fail('yaku-unknown-field', unknownKey);
  const points = record['points'];
  const extra = record['extra'] ?? 0;
  if (points === undefined) return fail('yaku-points-missing', 'points');
  for (const [name, n] of [
    ['points', points],
    ['extra', extra],
  ] as const) {
    if (!isWholeNumber(n)) return fail('yaku-not-whole', name);
    if (n < 0 || n > MAX_OPTION_NUMBER) return fail('yaku-out-of-range', name);
  }
  return ok({ points: points as number, extra: extra as number });
}

/** Checks a partial `yakuPoints` table (an override); returns it normalised. */
function validateYakuPoints(
  value: unknown,
): Result<{ readonly [Y in YakuId]?: YakuValue | null }, RuleError> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return optionError('wrong-type', 'yakuPoints', value);
  }
  const out: { [Y in YakuId]?: YakuValue | null } = {};
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!isYakuId(key)) {
      return err({ code: 'unknown-yaku', option: 'yakuPoints', yaku: key, received: key });
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
    return err({ code: 'unknown-option', option, received: option });
  }
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum': {
      const expected = typeof type.values[0];
      if (typeof value !== expected) return optionError('wrong-type', option, value);
      if (!type.values.includes(value as string | number)) return optionError('not-allowed', option, value);
      return ok(value);
    }
    case 'boolean':
      return typeof value === 'boolean' ? ok(value) : optionError('wrong-type', option, value);
    case 'integer': {
      if (value === null && type.nullable) return ok(null);
      if (typeof value === 'string' && type.words?.includes(value)) return ok(value);
      if (!isWholeNumber(value)) return optionError('wrong-type', option, value);
      if (value < type.min || value > type.max) return optionError('out-of-range', option, value);
      return ok(value);
    }
    case 'card-subset': {
      if (!Array.isArray(value)) return optionError('wrong-type', option, value);
      const seen = new Set<string>();
      for (const card of value) {
        if (typeof card !== 'string' || !isCardId(card) || !(type.cards as readonly string[]).includes(card)) {
          return optionError(
            typeof card === 'string' && isCardId(card) ? 'not-allowed' : 'unknown-card',
            option,
            value,
            String(card),
          );
        }
        if (seen.has(card)) return optionError('duplicate-card', option, value, card);
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
    return err({ code: 'unknown-preset', received: presetId });
  }
  const base = PRESETS[presetId].options;
  if (overrides === undefined || overrides === null) return ok(validatedRuleSet(presetId, {}, base));
  if (typeof overrides !== 'object' || Array.isArray(overrides)) {
    return err({ code: 'overrides-not-an-object', received: overrides });
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
  // Three players are dealt 7 cards whatever the preset's hand size (src/engine/README.md,
  // Three players): the 7 follows from the player count, so it is not kept as an override.
  if (options['players'] === 3) {
    if ('handSize' in input && input['handSize'] !== 7) return err({ code: 'hand-size-for-players', option: 'handSize', received: input['handSize'] });
    options['handSize'] = 7;
    delete canonical['handSize'];
  }
  const complete = options as unknown as RuleOptions;
  const conflict = optionConflict(complete);
  if (conflict) return err(conflict);
  return ok(validatedRuleSet(presetId, canonical as RuleOverrides, complete));
}

/** Rules that hold between options (each option alone was valid). */
function optionConflict(options: RuleOptions): RuleError | null {
  if (options.rounds === UNLIMITED_ROUNDS && options.targetScore === null) {
    return { code: 'needs-target-score', option: 'rounds', received: options.rounds };
  }
  if (options.players === 2 && options.handSize === 7) return { code: 'hand-size-for-players', option: 'handSize', received: 7 };
  // "The opponent of the last caller" names no one player when two others sit at the table.
  if (options.players === 3 && options.exhaustiveDraw === 'koikoi-caller-loses') {
    return { code: 'not-for-three-players', option: 'exhaustiveDraw', received: options.exhaustiveDraw };
  }
  return null;
}

const PRESET_RULE_SETS = new Map<PresetId, RuleSet>();

/** A rule set known to be valid (a preset with no overrides); one shared value per preset. */
export function presetRuleSet(presetId: PresetId): RuleSet {
  let rules = PRESET_RULE_SETS.get(presetId);
  if (!rules) {
    const built = buildRuleSet(presetId);
    // A preset is valid by construction (tests/unit/engine/ruleset.test.ts builds each one).
    if (!built.ok) throw new Error(`preset ${presetId} does not build: ${built.error.code}`);
    rules = built.value;
    PRESET_RULE_SETS.set(presetId, rules);
  }
  return rules;
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
