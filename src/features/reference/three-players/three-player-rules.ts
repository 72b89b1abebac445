/**
 * The rule sets the three-player reference explains: the site's default rules with three
 * players, and the same with two, built by the engine (a preset that the engine would refuse
 * with three players is a build error here, not a page that quietly shows two).
 */
import { DEFAULT_PRESET_ID } from '../../../engine/rules/presets';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../engine/rules/ruleset';

function withThree(): RuleSet {
  const built = buildRuleSet(DEFAULT_PRESET_ID, { players: 3 });
  if (!built.ok) throw new Error(`the default rules refuse three players: ${built.error.code}`);
  return built.value;
}

export const THREE_PLAYER_RULES: RuleSet = withThree();
export const TWO_PLAYER_RULES: RuleSet = presetRuleSet(DEFAULT_PRESET_ID);
