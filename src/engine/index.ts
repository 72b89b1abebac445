/**
 * The engine's public surface. Pages, islands and stores import from here only.
 *
 *   cards        the 48 cards (ids: src/engine/README.md, Cards)
 *   options      every house-rule option as data (OPTION_SPECS) and the option types
 *   option-provenance  each option's sources and the values readers are shown
 *   presets      the five presets: sources, option values (PRESETS)
 *   ruleset      buildRuleSet (preset + overrides → RuleSet or a typed error), diffPresets
 *   rule-code    encodeRuleChoice / decodeRuleChoice: share-link text of a rule choice
 *   yaku         yaku definitions, compositions under a rule set, evaluateYaku
 *   lucky-hands  findLuckyHands and field-deal checks
 *   score        scoreCaptured → ScoreExplanation
 *   one-card-away  which single card would add a yaku or raise the score
 */
export * from './result';
export * from './cards';
export * from './rules/sources';
export * from './rules/options';
export * from './rules/option-provenance';
export * from './rules/presets';
export * from './rules/ruleset';
export * from './rules/rule-code';
export * from './scoring/yaku';
export * from './scoring/lucky-hands';
export * from './scoring/score';
export * from './scoring/one-card-away';
export * from './scoring/by-yaku';
