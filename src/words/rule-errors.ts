/**
 * The rules' refusals in English: a rule code, a preset or an option the engine refused
 * (src/engine/rules), and saved rules set aside. Apart from errors.ts (the round's and the
 * practice game's refusals) because every page with the reader's rules needs these at once,
 * while the others load only where they are said. Each code has one whole-sentence template
 * with named parameters; counts go through the one pluraliser (plural.ts).
 */
import { OPTION_IDS, OPTION_SPECS, MAX_OPTION_NUMBER, isOptionId } from '../engine/rules/options';
import { PRESET_IDS } from '../engine/rules/presets';
import type { RuleError, RuleErrorCode, RuleErrorDetail } from '../engine/rules/ruleset';
import { YAKU_IDS } from '../engine/scoring/yaku-ids';
import { countOf, type PluralForms } from './plural';

const VALUES: PluralForms = { one: 'value', other: 'values' };

/** A value a reader gave, quoted as JSON ("nothing" when absent). */
export function quoteValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Shortens what a reader typed so a message never quotes a whole page of junk. */
export function quoteShort(text: string): string {
  return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}

// ---------------------------------------------------------------------------------------
// Rule sets and rule codes (src/engine/rules)
// ---------------------------------------------------------------------------------------

/** In words, what an option accepts. */
export function allowedValuesText(option: string): string {
  if (!isOptionId(option)) return `one of: ${OPTION_IDS.join(', ')}`;
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum':
      return `one of: ${type.values.join(', ')}`;
    case 'boolean':
      return 'true or false';
    case 'integer':
      return `${type.nullable ? 'null (none) or ' : ''}an integer from ${type.min} to ${type.max}${type.words ? ` or ${type.words.join(', ')}` : ''}`;
    case 'card-subset':
      return `a list of distinct cards among: ${type.cards.join(', ')}`;
    case 'yaku-points':
      return `an object mapping yaku ids (${YAKU_IDS.join(', ')}) to null (off) or { "points": n, "extra": n } with whole numbers from ${type.min} to ${type.max}`;
  }
}

/** What an option of the wrong type expected. */
function expectedType(option: string): string {
  if (!isOptionId(option)) return 'expected a known value';
  const type = OPTION_SPECS[option].type;
  switch (type.kind) {
    case 'enum':
      return `expected a ${typeof type.values[0]}`;
    case 'boolean':
      return 'expected true or false';
    case 'integer':
      return type.nullable ? 'expected a whole number or null' : 'expected a whole number';
    case 'card-subset':
      return 'expected a list of card ids';
    case 'yaku-points':
      return 'expected an object';
  }
}

const YAKU_VALUE_ALLOWED = `null (off) or { "points": n, "extra": n } with whole numbers from 0 to ${MAX_OPTION_NUMBER}`;

/** Within `invalid-yaku-value` and `malformed-code`: what exactly is wrong. */
const RULE_DETAIL_TEXT: { readonly [D in RuleErrorDetail]: (e: RuleError) => string } = {
  'yaku-not-object': () => 'expected an object or null',
  'yaku-unknown-field': (e) => `unknown field "${e.field}"`,
  'yaku-points-missing': () => '"points" is missing',
  'yaku-not-whole': (e) => `"${e.field}" must be a whole number`,
  'yaku-out-of-range': (e) => `"${e.field}" must be from 0 to ${MAX_OPTION_NUMBER}`,
  'code-empty': () => 'The rule code is empty.',
  'code-bad-segment': (e) => `Malformed segment "${String(e.received)}": expected key.value.`,
  'code-repeated-key': (e) => `"${String(e.received)}" appears twice in the rule code.`,
  'code-one-value': (e) =>
    `Option "${e.option}" takes exactly one value in a rule code (got ${countOf(e.count ?? 0, VALUES)}).`,
  'code-yes-no': (e) => `Option "${e.option}" must be yes or no in a rule code (got "${String(e.received)}").`,
  'code-yaku-points-key': () => 'Yaku values are written with the yaku id as key (e.g. "akatan.6.1"), not "yakuPoints".',
  'code-yaku-value': (e) =>
    `Yaku "${e.yaku}": "${String(e.received)}" is not a value; write off, or points with an optional extra (e.g. "6" or "5.1").`,
  'code-unknown-key': (e) => `Unknown option or yaku "${e.option}" in the rule code.`,
};

const optionSentence = (e: RuleError, detail: string) =>
  `Option "${e.option}": ${detail} (got ${quoteValue(e.received)}); allowed: ${allowedValuesText(e.option ?? '')}.`;

const RULE_ERROR_TEXT: { readonly [C in RuleErrorCode]: (e: RuleError) => string } = {
  'unknown-preset': (e) => `Unknown preset "${String(e.received)}"; known presets: ${PRESET_IDS.join(', ')}.`,
  'overrides-not-an-object': (e) => `Overrides must be an object mapping option ids to values (got ${quoteValue(e.received)}).`,
  'unknown-option': (e) =>
    e.detail ? RULE_DETAIL_TEXT[e.detail](e) : `Unknown option "${e.option}"; known options: ${OPTION_IDS.join(', ')}.`,
  'wrong-type': (e) => optionSentence(e, expectedType(e.option ?? '')),
  'out-of-range': (e) => optionSentence(e, 'out of range'),
  'not-allowed': (e) => optionSentence(e, e.card === undefined ? 'not an allowed value' : `"${e.card}" cannot be in this list`),
  'unknown-card': (e) => optionSentence(e, `"${e.card}" cannot be in this list`),
  'duplicate-card': (e) => optionSentence(e, `"${e.card}" is listed twice`),
  'unknown-yaku': (e) => `Option "yakuPoints": unknown yaku "${e.yaku}"; allowed: one of: ${YAKU_IDS.join(', ')}.`,
  'invalid-yaku-value': (e) =>
    e.detail === 'code-yaku-value' || e.detail === undefined
      ? RULE_DETAIL_TEXT['code-yaku-value'](e)
      : `Option "yakuPoints", yaku "${e.yaku}": ${RULE_DETAIL_TEXT[e.detail](e)} (got ${quoteValue(e.received)}); allowed: ${YAKU_VALUE_ALLOWED}.`,
  'malformed-code': (e) => (e.detail ? RULE_DETAIL_TEXT[e.detail](e) : 'The rule code cannot be read.'),
  'needs-target-score': () => 'Unlimited rounds need a target score: without one the game would never end.',
  'hand-size-for-players': (e) =>
    e.received === 7
      ? 'Hands of 7 cards are for three players: two players are dealt 8 or 10.'
      : `Three players are dealt 7 cards each (the pile then lasts seven turns each), not ${quoteValue(e.received)}.`,
  'not-for-three-players': (e) =>
    e.option === 'exhaustiveDraw'
      ? '"The opponent of the last koi-koi caller wins" names no one player when three play: choose another rule for a round that runs out.'
      : `Option "${e.option}" with ${quoteValue(e.received)} has no meaning with three players.`,
};

/** A refused rule set or rule code, as one or two sentences ending with a full stop. */
export function ruleErrorText(error: RuleError): string {
  return RULE_ERROR_TEXT[error.code](error);
}

/** The same without its final full stop, to sit inside a longer sentence. */
export function ruleErrorClause(error: RuleError): string {
  return ruleErrorText(error).replace(/\.$/, '');
}


// ---------------------------------------------------------------------------------------
// Saved settings (src/shared/persisted.ts and the stores that use it)
// ---------------------------------------------------------------------------------------

// The notice itself and the reasons that need no other words: saved-notices.ts.

export type SavedRulesError = { readonly code: 'not-a-rule-set' } | { readonly code: 'invalid-rules'; readonly error: RuleError };
export function savedRulesErrorText(error: SavedRulesError): string {
  return error.code === 'not-a-rule-set' ? 'the saved value is not a rule set' : ruleErrorClause(error.error);
}
