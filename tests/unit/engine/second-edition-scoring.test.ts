/**
 * The second edition's scoring options, with values worked out by hand from the rules
 * (src/engine/README.md, Options): the Lightning wild for yaku and the doubling token.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { scoreCaptured, scoredYakuMap } from '../../../src/engine/scoring/score';
import type { Caller } from '../../../src/engine/scoring/yaku';
import { rules } from './helpers';

const wild = rules('fudawiki', { lightningYakuWild: 'any-card' });

describe('lightningYakuWild: any-card', () => {
  test('the Lightning stands for the card worth most: the Sake Cup beside four dry brights', () => {
    const pile: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon', 'paulownia-phoenix', 'willow-lightning'];
    // As the Sake Cup: Four Brights 8 + both viewings 5 + 5 = 18, more than Five Brights (15) as the Rain Man.
    const e = scoreCaptured(pile, {}, wild);
    expect(scoredYakuMap(e)).toEqual({ shiko: 8, 'hanami-zake': 5, 'tsukimi-zake': 5 });
    expect(e.total).toBe(36); // 7 or more doubles
    expect(e.lightning).toEqual([{ owner: 'self', standsFor: 'chrysanthemum-sake-cup', points: 18, pointsAsItself: 8, alsoBest: [] }]);
    // Without the viewing yaku it stands for the Rain Man: Five Brights.
    const noViewing = scoreCaptured(pile, {}, rules('fudawiki', { lightningYakuWild: 'any-card', viewing: 'off' }));
    expect(scoredYakuMap(noViewing)).toEqual({ goko: 15 });
    expect(noViewing.lightning[0]).toMatchObject({ standsFor: 'willow-rain-man', points: 15, pointsAsItself: 8 });
    // Off, the same pile is Four Brights only.
    expect(scoredYakuMap(scoreCaptured(pile, {}, rules('fudawiki')))).toEqual({ shiko: 8 });
  });

  test('a tie between cards goes to the first in deck order, the others are listed', () => {
    const e = scoreCaptured(['pine-crane', 'cherry-curtain', 'willow-lightning'], {}, wild);
    // Moon or Phoenix make Three Brights (6); the Rain Man does not count for it here; the Sake Cup makes 5.
    expect(scoredYakuMap(e)).toEqual({ sanko: 6 });
    expect(e.lightning[0]).toMatchObject({ standsFor: 'pampas-moon', points: 6, pointsAsItself: 0, alsoBest: ['paulownia-phoenix'] });
  });

  test('on a tie with itself it stays a chaff', () => {
    const chaff: CardId[] = ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'wisteria-chaff-1', 'wisteria-chaff-2', 'iris-chaff-1'];
    const e = scoreCaptured([...chaff, 'willow-lightning'], {}, wild);
    expect(scoredYakuMap(e)).toEqual({ kasu: 1 });
    expect(e.lightning[0]).toMatchObject({ standsFor: null, points: 1, pointsAsItself: 1 });
  });

  test('standing in, it no longer counts as a (double) chaff', () => {
    const r = rules('fudawiki', { lightningYakuWild: 'any-card', doubleChaff: ['willow-lightning'] });
    const chaff: CardId[] = ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'wisteria-chaff-1', 'wisteria-chaff-2'];
    // As itself: 8 chaff + 2 = 10, Chaff 1. As the Sake Cup (animal and chaff): 9 chaff, but Flower-Viewing with the curtain: 5.
    const e = scoreCaptured([...chaff, 'cherry-curtain', 'willow-lightning'], {}, r);
    expect(scoredYakuMap(e)).toEqual({ 'hanami-zake': 5 });
    expect(e.lightning[0]).toMatchObject({ standsFor: 'chrysanthemum-sake-cup', pointsAsItself: 1 });
  });

  test('a pile without the Lightning is scored as usual and says nothing of it', () => {
    const e = scoreCaptured(['pine-crane', 'cherry-curtain', 'pampas-moon'], {}, wild);
    expect(scoredYakuMap(e)).toEqual({ sanko: 6 });
    expect(e.lightning).toEqual([]);
  });
});

describe('koikoiMultiplier: doubling-token', () => {
  const token = rules('fudawiki', { koikoiMultiplier: 'doubling-token', sevenPlusDouble: false });
  const doubling = rules('fudawiki', { koikoiMultiplier: 'doubling', sevenPlusDouble: false });
  const threeBrights: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon']; // sanko 6
  test.each<[Caller[], number, number]>([
    [[], 6, 6],
    [['opponent'], 12, 12],
    [['self'], 6, 12],
    [['self', 'opponent'], 24, 24],
    [['opponent', 'self'], 6, 24],
    [['opponent', 'self', 'opponent'], 48, 48],
  ])('calls %j: %i with the token (doubling: %i)', (calls, withToken, withDoubling) => {
    expect(scoreCaptured(threeBrights, { calls }, token).total).toBe(withToken);
    expect(scoreCaptured(threeBrights, { calls }, doubling).total).toBe(withDoubling);
  });
});
