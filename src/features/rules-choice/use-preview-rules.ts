/**
 * Hooks for the yaku page's preview of a preset (preview-store.ts), apart from
 * use-reader-rules.ts so that the many islands that only read the reader's rules do not load
 * the preview store.
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import type { PresetId } from '../../engine/rules/presets';
import { useHydratedStore } from '../../shared/use-hydrated';
import { DEFAULT_RULE_SET } from './rules-store';
import { $previewPreset, $shownRuleSet } from './preview-store';

/** For the yaku page's values: the rules shown (a previewed preset, else the reader's own). */
export function useShownRules(): RuleSet {
  return useHydratedStore($shownRuleSet, DEFAULT_RULE_SET);
}

/** The preset being previewed on this page, if any. */
export function usePreviewPreset(): PresetId | null {
  return useHydratedStore($previewPreset, null);
}
