/**
 * "How the Sake Cup counted" only where the Sake Cup rule changes something (issue #30): the
 * cup counted as a chaff card in a scoring Chaff yaku, which only the rule allows. Not under a
 * viewing yaku (the cup counts there as itself under every rule), not as one of five animals
 * (every rule counts it as an animal), not when it is in no yaku. Scored by the engine.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { scoreCaptured } from '../../../src/engine/scoring/score';
import { buildRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { sakeCupNotes } from '../../../src/features/calculator/sake-cup-note';

const CUP: CardId = 'chrysanthemum-sake-cup';
const POETRY: CardId[] = ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'];
const CHAFF: CardId[] = ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'iris-chaff-1', 'iris-chaff-2', 'peony-chaff-1'];
const ANIMALS: CardId[] = ['plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'pampas-geese'];
function rules(overrides: Record<string, unknown> = {}): RuleSet {
  const built = buildRuleSet('fudawiki', overrides);
  if (!built.ok) throw new Error(JSON.stringify(built.error));
  return built.value;
}
const fudawiki = rules();
const animalOnly = rules({ sakeCup: 'animal-only' });

describe('the Sake Cup note', () => {
  test('the cup as the tenth chaff card: the rule made Chaff, the note is shown', () => {
    const x = scoreCaptured([...CHAFF, CUP], { month: 1 }, fudawiki);
    expect(x.yaku.find((y) => y.id === 'kasu')?.cards).toContain(CUP);
    expect(sakeCupNotes(x)).toEqual(x.sakeCup);
    // Under a rule that counts it as an animal only, the same pile makes no Chaff, and says nothing.
    const only = scoreCaptured([...CHAFF, CUP], { month: 1 }, animalOnly);
    expect(only.sakeCup).toHaveLength(1);
    expect(sakeCupNotes(only)).toEqual([]);
  });

  test('under a viewing yaku, as a fifth animal or in no yaku: the rule changed nothing, no note', () => {
    for (const pile of [['cherry-curtain', CUP, ...POETRY], [...ANIMALS, CUP], [...POETRY, CUP, 'pine-chaff-1']] as CardId[][]) {
      const x = scoreCaptured(pile, { month: 1 }, fudawiki);
      expect(x.sakeCup, pile.join()).toHaveLength(1);
      expect(sakeCupNotes(x), pile.join()).toEqual([]);
    }
    // The fifth animal did make Animals, with the cup among its cards.
    expect(scoreCaptured([...ANIMALS, CUP], { month: 1 }, fudawiki).yaku.find((y) => y.id === 'tane')?.cards).toContain(CUP);
  });
});
