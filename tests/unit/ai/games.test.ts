/**
 * Whole games: every level finishes games under every preset (and under the unusual turn
 * structures and the wild Lightning), every decision is one of viewLegalActions(view), every
 * decision comes with reasons; the same seed gives the same decision.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS } from '../../../src/engine';
import { AI_LEVELS, chooseAction, isAiLevel } from '../../../src/engine/ai';
import { hashSeed } from '../../../src/engine/random';
import { dealRound, playerView, viewLegalActions } from '../../../src/engine/round';
import { levelDecider, playGame, rules, smallExpert, type Decide } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

const DECIDERS: Record<string, Decide> = {
  beginner: levelDecider('beginner'),
  intermediate: levelDecider('intermediate'),
  expert: smallExpert,
};

describe('levels', () => {
  test('AI_LEVELS (their words: tests/unit/words/engine-words.test.ts)', () => {
    expect(AI_LEVELS).toEqual(['beginner', 'intermediate', 'expert']);
    for (const level of AI_LEVELS) {
      expect(isAiLevel(level)).toBe(true);
    }
    expect(isAiLevel('grandmaster')).toBe(false);
  });
});

describe('whole games under every preset', () => {
  // Each preset: the beginner against the intermediate, then the expert against the beginner
  // (the expert searches with a small budget here; the same code as at full strength).
  for (const [i, preset] of PRESET_IDS.entries()) {
    test(`${preset}: every level finishes a whole game`, () => {
      const r = rules(preset);
      const first = playGame(r, hashSeed(i, 1), [DECIDERS.beginner!, DECIDERS.intermediate!]);
      const second = playGame(r, hashSeed(i, 2), i % 2 === 0 ? [DECIDERS.expert!, DECIDERS.beginner!] : [DECIDERS.beginner!, DECIDERS.expert!]);
      for (const g of [first, second]) {
        expect(g.status).toBe('finished');
        expect(g.history.filter((h) => h.result.end !== 'misdeal').length).toBe(g.round);
      }
    }, 30_000);
  }

  test.each<[string, Record<string, unknown>, [string, string]]>([
    ['draw-first-play-two', { turnStructure: 'draw-first-play-two', rounds: 2 }, ['expert', 'intermediate']],
    ['unmatched-draw-to-hand, pile-empty', { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty', rounds: 2 }, ['intermediate', 'expert']],
    ['wild Lightning, 10-card hands', { lightningWild: 'matches-any', handSize: 10, rounds: 2 }, ['expert', 'beginner']],
    ['once-per-round koi-koi, no counter-call', { koikoiLimit: 'once-per-round', counterKoikoi: false, rounds: 2 }, ['beginner', 'expert']],
  ])('options: %s', (_name, overrides, [a, b]) => {
    const g = playGame(rules('fudawiki', overrides), 77, [DECIDERS[a]!, DECIDERS[b]!]);
    expect(g.status).toBe('finished');
  }, 30_000);

  test('the expert at full strength plays a whole round (chooseAction)', () => {
    const g = playGame(rules('fudawiki', { rounds: 1 }), 2024, [levelDecider('expert'), levelDecider('intermediate')]);
    expect(g.status).toBe('finished');
  }, 30_000);
});

describe('determinism and errors', () => {
  const r = rules('fudawiki');
  const dealt = dealRound({ rules: r, month: 1, dealer: 0, seed: 3, explain: false });
  if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
  const view = playerView(dealt.value, 0);

  test.each(AI_LEVELS)('%s: same seed → same decision', (level) => {
    expect(chooseAction(view, level, 99)).toEqual(chooseAction(view, level, 99));
  });

  test('the beginner is sometimes random: different seeds can give different moves', () => {
    const moves = new Set(Array.from({ length: 40 }, (_, i) => JSON.stringify(chooseAction(view, 'beginner', i).action)));
    expect(moves.size).toBeGreaterThan(1);
  });

  test('no move to make: a clear error', () => {
    const theirs = playerView(dealt.value, 1);
    expect(viewLegalActions(theirs)).toEqual([]);
    expect(() => chooseAction(theirs, 'expert', 1)).toThrow(/player 0's move/);
  });
});
