/**
 * A rule set named with what it changes from its preset (issue 22: rounds chosen for one game
 * read "Fuda Wiki (modern), changed" or "with one change"; they now read "12 → 3 rounds").
 */
import { expect, test } from 'vitest';
import { buildRuleSet, presetRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { PRESETS } from '../../../src/engine/rules/presets';
import { describeChanges, rulesTitle } from '../../../src/features/rules-choice/option-format';
import { gameRulesText } from '../../../src/features/scorekeeper/words';

function rules(preset: string, overrides: Record<string, unknown>): RuleSet {
  const built = buildRuleSet(preset, overrides);
  if (!built.ok) throw new Error(built.error.code);
  return built.value;
}

test('a preset as published is its name alone', () => {
  expect(rulesTitle(presetRuleSet('nintendo'))).toBe('Nintendo leaflet');
  expect(describeChanges(presetRuleSet('nintendo'))).toEqual([]);
});

test('rounds chosen for one game say the preset’s number and the game’s', () => {
  const preset = PRESETS.fudawiki.options.rounds;
  expect(rulesTitle(rules('fudawiki', { rounds: 3 }))).toBe(`Fuda Wiki (modern), ${preset} → 3 rounds`);
  expect(rulesTitle(rules('fudawiki', { rounds: 'unlimited', targetScore: 50 }))).toBe(`Fuda Wiki (modern), ${preset} → unlimited rounds and Target score: none → 50`);
});

test('every change is said as before → after, a yaku value too; past two, how many more', () => {
  const many = rules('fudawiki', { rounds: 3, zeroSum: true, koikoiLimit: 'once-per-round', yakuPoints: { goko: { points: 20, extra: 0 } } });
  // In the engine's option order (OPTION_IDS): the yaku table comes before the koi-koi options.
  expect(describeChanges(many)).toEqual(['12 → 3 rounds', 'Five Brights: 15 → 20', 'Koi-koi calls: unlimited → once per round', 'Zero-sum: no → yes']);
  expect(rulesTitle(many)).toBe('Fuda Wiki (modern), 12 → 3 rounds, Five Brights: 15 → 20 and 2 more changes');
  expect(rulesTitle(many, 3)).toMatch(/, Koi-koi calls: unlimited → once per round and 1 more change$/);
});

test('the score sheet says the length once: in the change, or beside the name', () => {
  expect(gameRulesText(rules('fudawiki', { rounds: 3 }), 3)).toBe('Fuda Wiki (modern), 12 → 3 rounds');
  expect(gameRulesText(presetRuleSet('fudawiki'), 12)).toBe('Fuda Wiki (modern) · 12 rounds');
  expect(gameRulesText(rules('fudawiki', { zeroSum: true }), 12)).toBe('Fuda Wiki (modern), Zero-sum: no → yes · 12 rounds');
});

test('three players lead the changes, and the hand of 7 they fix is not a change of its own', () => {
  const three = rules('fudawiki', { zeroSum: true, rounds: 3, players: 3 });
  const preset = PRESETS.fudawiki.options.rounds;
  expect(describeChanges(three)).toEqual([`2 → 3 players`, `${preset} → 3 rounds`, 'Zero-sum: no → yes']);
  expect(rulesTitle(three)).toBe(`Fuda Wiki (modern), 2 → 3 players, ${preset} → 3 rounds and 1 more change`);
});
