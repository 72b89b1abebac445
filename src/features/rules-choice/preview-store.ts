/**
 * A preset the reader is looking at without taking it: the yaku page's picker shows that
 * preset's values in place (every "your rules" value on the page follows `$shownRuleSet`), and
 * the reader then makes it theirs (`adoptPreview`) or goes back to their own (`endPreview`).
 * Held in memory for this page only: nothing is saved until the reader adopts it.
 */
import { atom, computed } from 'nanostores';
import { presetRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import type { PresetId } from '../../engine/rules/presets';
import { $ruleSet, RULES_CHANGED_EVENT, choosePreset } from './rules-store';

export const $previewPreset = atom<PresetId | null>(null);

/** The rules the page shows: the previewed preset as published, else the reader's own. */
export const $shownRuleSet = computed([$ruleSet, $previewPreset], (mine, preview): RuleSet => (preview === null ? mine : presetRuleSet(preview)));

if (typeof window !== 'undefined') {
  // The values of a page built with the default rules are `client:rules` islands, which load
  // on this event: a preview must wake them as a rule change does.
  $previewPreset.listen(() => window.dispatchEvent(new Event(RULES_CHANGED_EVENT)));
}

/** Show a preset's values; choosing the reader's own rules (unchanged) ends the preview. */
export function previewPreset(preset: PresetId): void {
  const mine = $ruleSet.get();
  $previewPreset.set(preset === mine.preset && Object.keys(mine.overrides).length === 0 ? null : preset);
}

export function endPreview(): void {
  $previewPreset.set(null);
}

/** Make the previewed preset the reader's rules (every page follows). */
export function adoptPreview(): void {
  const preset = $previewPreset.get();
  if (preset !== null) choosePreset(preset);
  $previewPreset.set(null);
}
