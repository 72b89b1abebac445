import { buildRuleSet, type RuleSet } from '../../../src/engine';

/** A rule set that the test knows to be valid (fails the test loudly otherwise). */
export function rules(preset: string, overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(`invalid rule set in a test: ${JSON.stringify(built.error)}`);
  return built.value;
}
