import { buildRuleSet, type RuleSet } from '../../../src/engine';

/** A rule set that the test knows to be valid (fails the test loudly otherwise). */
export function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}
