/**
 * The reader's rule set for islands that are also rendered at build time: the default
 * preset in the hydrating render, the saved rules right after (see use-hydrated-store.ts).
 */
export { useHydrated } from '../../shared/use-hydrated-store';
export { useRuleSet as useReaderRules } from './rules-store';
