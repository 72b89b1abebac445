/**
 * The reader's rule set for islands that are also rendered at build time: the default
 * preset in the hydrating render, the saved rules right after (see src/shared/use-hydrated.ts).
 * Hooks live here, beside the islands, so that the store (rules-store.ts) stays plain logic.
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import { useHydratedStore } from '../../shared/use-hydrated';
import type { PresetId } from '../../engine/rules/presets';
import { $ruleSet, $rulesNotice, DEFAULT_RULE_SET } from './rules-store';
import { $previewPreset, $shownRuleSet } from './preview-store';

export { useHydrated } from '../../shared/use-hydrated';

/** For islands: the reader's rules, safe to use in the first (hydrating) render. */
export function useRuleSet(): RuleSet {
  return useHydratedStore($ruleSet, DEFAULT_RULE_SET);
}

export { useRuleSet as useReaderRules };

export function useRulesNotice(): string | null {
  return useHydratedStore($rulesNotice, null);
}

/** For the yaku page's values: the rules shown (a previewed preset, else the reader's own). */
export function useShownRules(): RuleSet {
  return useHydratedStore($shownRuleSet, DEFAULT_RULE_SET);
}

/** The preset being previewed on this page, if any. */
export function usePreviewPreset(): PresetId | null {
  return useHydratedStore($previewPreset, null);
}
