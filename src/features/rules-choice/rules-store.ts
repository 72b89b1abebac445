/**
 * The reader's chosen rule set, shared by every island on every page: the yaku table,
 * the calculator, the puzzles and the practice game all read `$ruleSet`. Saved in
 * localStorage as `{ preset, overrides }` and re-validated by the engine on load.
 */
import { buildRuleSet, presetRuleSet, type RuleError, type RuleSet } from '../../engine/rules/ruleset';
import { DEFAULT_PRESET_ID, type PresetId } from '../../engine/rules/presets';
import type { OptionId, RuleOptions, RuleOverrides } from '../../engine/rules/options';
import { err, ok, type Result } from '../../engine/result';
import type { ReadableAtom } from 'nanostores';
import { persisted } from '../../shared/persisted';
import type { SavedRulesError } from '../../words/rule-errors';

export const RULES_KEY = 'koikoi:rules';

/** What is saved: the engine's canonical preset + overrides. */
export interface SavedRules {
  readonly preset: PresetId;
  readonly overrides: RuleOverrides;
}

export function decodeSavedRules(raw: unknown): Result<RuleSet, SavedRulesError> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return err({ code: 'not-a-rule-set' });
  const { preset, overrides } = raw as { preset?: unknown; overrides?: unknown };
  const built = buildRuleSet(String(preset), overrides ?? {});
  return built.ok ? ok(built.value) : err({ code: 'invalid-rules', error: built.error });
}

/** The rules before any reader's choice: what pages are built with. */
export const DEFAULT_RULE_SET: RuleSet = presetRuleSet(DEFAULT_PRESET_ID);

const saved = persisted({
  key: RULES_KEY,
  fallback: DEFAULT_RULE_SET,
  decode: decodeSavedRules,
  // Worded on use: the rules' refusals (src/words/rule-errors.ts) stay out of every page's first load.
  describe: (error) => import('../../words/rule-errors').then((words) => words.savedRulesErrorText(error)),
  encode: (rules): SavedRules => ({ preset: rules.preset, overrides: rules.overrides }),
  noticePrefix: 'Your saved rules could not be read',
});

/** The reader's rules. This module is its one writer (choosePreset, setOption, resetOption, adoptRules, resetRules). */
export const $ruleSet: ReadableAtom<RuleSet> = saved.store;
export const $rulesNotice = saved.notice;
export const dismissRulesNotice = saved.dismissNotice;

/** Tells `client:rules` islands on this page (which have no store yet) that rules changed. */
export const RULES_CHANGED_EVENT = 'koikoi:rules-changed';
if (typeof window !== 'undefined') {
  $ruleSet.listen(() => window.dispatchEvent(new Event(RULES_CHANGED_EVENT)));
}

/** Take a whole rule set as the reader's (a link's rules, or back to the reader's own after one). */
export function adoptRules(rules: RuleSet): void {
  saved.store.set(rules);
}

/** Switch to a preset, dropping every override (the reader starts from that rule set). */
export function choosePreset(preset: PresetId): void {
  saved.store.set(presetRuleSet(preset));
}

/**
 * Change one option. Goes through the engine's validation so a control can never
 * store a value the engine would refuse; returns the engine's reason if it does (worded by the control).
 */
export function setOption<K extends OptionId>(option: K, value: RuleOptions[K] | RuleOverrides[K]): RuleError | null {
  const current = $ruleSet.get();
  const built = buildRuleSet(current.preset, { ...current.overrides, [option]: value });
  if (!built.ok) return built.error;
  saved.store.set(built.value);
  return null;
}

/** Return one option to the preset's value. */
export function resetOption(option: OptionId): void {
  const current = $ruleSet.get();
  const { [option]: _dropped, ...rest } = current.overrides as Record<string, unknown>;
  const built = buildRuleSet(current.preset, rest);
  if (built.ok) saved.store.set(built.value);
}


/** Forget the reader's rules: back to the default rule set (the rules panel's "Undo" of a link). */
export function resetRules(): void {
  saved.reset();
}
