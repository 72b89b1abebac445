import { describe, expect, test } from 'vitest';
import { completeMonths, findLuckyHands, isMadeOfPairs, luckyHandPoints, type CardId } from '../../../src/engine';
import { rules } from './helpers';

const FOUR_PINE: CardId[] = ['pine-crane', 'pine-ribbon', 'pine-chaff-1', 'pine-chaff-2'];
const FOUR_PLUM: CardId[] = ['plum-warbler', 'plum-ribbon', 'plum-chaff-1', 'plum-chaff-2'];
const FOUR_PAIRS: CardId[] = [
  'maple-deer', 'maple-ribbon', 'willow-swallow', 'willow-ribbon',
  'paulownia-phoenix', 'paulownia-chaff-1', 'chrysanthemum-ribbon', 'chrysanthemum-chaff-2',
];
const SINGLES: CardId[] = ['cherry-chaff-1', 'wisteria-chaff-1', 'iris-chaff-1', 'peony-chaff-1'];

describe('findLuckyHands', () => {
  test.each<[string, string, CardId[], Record<string, number>]>([
    ['four of a kind', 'fudawiki', [...FOUR_PINE, ...SINGLES], { teshi: 6 }],
    ['four pairs', 'fudawiki', FOUR_PAIRS, { kuttsuki: 6 }],
    ['two fours are four pairs too', 'fudawiki', [...FOUR_PINE, ...FOUR_PLUM], { teshi: 6, kuttsuki: 6 }],
    ['three pairs and two singles', 'fudawiki', [...FOUR_PAIRS.slice(0, 6), ...SINGLES.slice(0, 2)], {}],
    ['four pairs not played (full instructions)', 'full-instructions', FOUR_PAIRS, {}],
    ['koikoi-japan: four of a kind still found (it forces a redeal)', 'koikoi-japan', [...FOUR_PINE, ...SINGLES], { teshi: 6 }],
    ['ten cards: five pairs', 'fudawiki', [...FOUR_PAIRS, 'pine-chaff-1', 'pine-chaff-2'], { kuttsuki: 6 }],
    ['ten cards: four pairs and two singles', 'fudawiki', [...FOUR_PAIRS, ...SINGLES.slice(0, 2)], {}],
  ])('%s', (_name, preset, hand, expected) => {
    const found = findLuckyHands(hand, rules(preset));
    expect(Object.fromEntries(found.map((h) => [h.id, h.points]))).toEqual(expected);
  });

  test('teshi names its month and cards', () => {
    const [teshi] = findLuckyHands([...SINGLES, ...FOUR_PINE], rules('fudawiki'));
    expect(teshi).toMatchObject({ id: 'teshi', months: [1], cards: FOUR_PINE });
  });

  test.each([
    ['single', 6],
    ['stack', 12],
  ] as const)('both lucky hands in one hand: %s', (mode, points) => {
    const r = rules('fudawiki', { teyakuBothInHand: mode });
    expect(luckyHandPoints(findLuckyHands([...FOUR_PINE, ...FOUR_PLUM], r), r)).toBe(points);
  });

  test('custom lucky hand values', () => {
    const r = rules('fudawiki', { yakuPoints: { teshi: { points: 8 }, kuttsuki: null } });
    expect(findLuckyHands([...FOUR_PINE, ...FOUR_PLUM], r).map((h) => [h.id, h.points])).toEqual([['teshi', 8]]);
  });
});

describe('field deal checks', () => {
  test('completeMonths finds every complete month', () => {
    expect(completeMonths([...FOUR_PLUM, ...FOUR_PINE])).toEqual([1, 2]);
    expect(completeMonths(FOUR_PAIRS)).toEqual([]);
  });
  test('isMadeOfPairs', () => {
    expect(isMadeOfPairs(FOUR_PAIRS)).toBe(true);
    expect(isMadeOfPairs([...FOUR_PINE, ...FOUR_PLUM])).toBe(true);
    expect(isMadeOfPairs([...FOUR_PAIRS.slice(0, 7), 'pine-chaff-1'])).toBe(false);
    expect(isMadeOfPairs([])).toBe(false);
  });
});
