import { describe, expect, test } from 'vitest';
import { oneCardAway } from '../../../src/engine';
import { rules } from './helpers';

describe('oneCardAway', () => {
  test('two dry brights: a third bright or the sake cup', () => {
    const hints = oneCardAway(['pine-crane', 'pampas-moon'], {}, rules('fudawiki'));
    const byCard = Object.fromEntries(hints.map((h) => [h.card, [h.newYaku, h.baseGain, h.totalGain]]));
    expect(byCard['cherry-curtain']).toEqual([['sanko'], 6, 6]);
    expect(byCard['paulownia-phoenix']).toEqual([['sanko'], 6, 6]);
    expect(byCard['chrysanthemum-sake-cup']).toEqual([['tsukimi-zake'], 5, 5]);
    expect(byCard['willow-rain-man']).toBeUndefined();
    expect(hints.map((h) => h.card)).toEqual(['cherry-curtain', 'paulownia-phoenix', 'chrysanthemum-sake-cup']);
  });

  test('improvements count, and the gain includes multipliers', () => {
    const hints = oneCardAway(['pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'iris-ribbon'], { calls: ['opponent'] }, rules('fudawiki'));
    const willow = hints.find((h) => h.card === 'willow-ribbon');
    // akatan 6 → 7 (tanzaku 1 is dropped in the ribbon group), total 12 → 28
    expect(willow).toMatchObject({ improvedYaku: ['akatan'], newYaku: [], baseGain: 1, totalBefore: 12, totalAfter: 28, totalGain: 16 });
  });

  test('available limits the candidates', () => {
    const hints = oneCardAway(['pine-crane', 'pampas-moon'], {}, rules('fudawiki'), ['willow-rain-man', 'chrysanthemum-sake-cup']);
    expect(hints.map((h) => h.card)).toEqual(['chrysanthemum-sake-cup']);
  });

  test('capturing a card clears it from the field (weather)', () => {
    const hints = oneCardAway(['cherry-curtain'], { field: ['willow-swallow'] }, rules('fudawiki', { viewing: 'weather' }), [
      'chrysanthemum-sake-cup',
    ]);
    expect(hints).toEqual([]);
    const dry = oneCardAway(['cherry-curtain', 'chrysanthemum-sake-cup'], { field: ['willow-swallow'] }, rules('fudawiki', { viewing: 'weather' }), [
      'willow-swallow',
    ]);
    expect(dry.map((h) => [h.card, h.newYaku])).toEqual([['willow-swallow', ['hanami-zake']]]);
  });
});
