/**
 * The rules and scoring part of the engine in one import, for code that wants much of it.
 *
 * It is not the only door, and not meant to be: pages, islands and stores import the module
 * they need by its path (`engine/cards`, `engine/rules/ruleset`, …), so that an island's
 * script carries only that module; the round, the computer opponents and the coach have their
 * own entry points (`engine/round`, `engine/ai`, `engine/coach`). What outside code may rely
 * on is what src/engine/README.md describes (its Public vocabulary and Module map): the ids and
 * formats there never change, whichever file they are imported from.
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
