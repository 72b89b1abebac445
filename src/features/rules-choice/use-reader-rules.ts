/**
 * The reader's rule set for islands that are also rendered at build time: the default
 * preset in the hydrating render, the saved rules right after (see src/shared/use-hydrated.ts).
 * Hooks live here, beside the islands, so that the store (rules-store.ts) stays plain logic.
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import { useHydratedStore } from '../../shared/use-hydrated';
import { $ruleSet, $rulesNotice, DEFAULT_RULE_SET } from './rules-store';

export { useHydrated } from '../../shared/use-hydrated';

/** For islands: the reader's rules, safe to use in the first (hydrating) render. */
export function useRuleSet(): RuleSet {
  return useHydratedStore($ruleSet, DEFAULT_RULE_SET);
}

export { useRuleSet as useReaderRules };

export function useRulesNotice(): string | null {
  return useHydratedStore($rulesNotice, null);
}
