import { describe, expect, test } from 'vitest';
import { EMPTY_STATE, callsFor, setsOf, toggleCard, type CalculatorState } from '../../../src/features/calculator/state';
import { matchesQuery } from '../../../src/words/card-search';
import { CARDS } from '../../../src/engine/cards';
import { cardName } from '../../../src/words/card-names';

describe('calculator state', () => {
  test('toggling adds in deck order, and toggling again removes', () => {
    let state: CalculatorState = EMPTY_STATE;
    state = toggleCard(state, 'pile', 'pampas-moon').state;
    state = toggleCard(state, 'pile', 'pine-crane').state;
    expect(state.pile).toEqual(['pine-crane', 'pampas-moon']);
    const removed = toggleCard(state, 'pile', 'pine-crane');
    expect(removed.added).toBe(false);
    expect(removed.state.pile).toEqual(['pampas-moon']);
  });

  test('a card moves between the piles and the final field, but may also stay in the field as dealt', () => {
    let state: CalculatorState = toggleCard(EMPTY_STATE, 'fieldAtDeal', 'pine-crane').state;
    state = toggleCard(state, 'opponentPile', 'pine-crane').state;
    const moved = toggleCard(state, 'pile', 'pine-crane');
    expect(moved.movedFrom).toEqual(['opponentPile']);
    expect(setsOf(moved.state, 'pine-crane')).toEqual(['pile', 'fieldAtDeal']);
  });

  test('calls are seen from the scorer’s side', () => {
    expect(callsFor('you', ['you', 'opponent'])).toEqual(['self', 'opponent']);
    expect(callsFor('opponent', ['you', 'opponent'])).toEqual(['opponent', 'self']);
  });
});

describe('card filter', () => {
  const find = (q: string) => CARDS.filter((c) => matchesQuery(c, q)).map((c) => c.id);
  test.each([
    ['crane', ['pine-crane']],
    ['bright', ['pine-crane', 'cherry-curtain', 'pampas-moon', 'willow-rain-man', 'paulownia-phoenix']],
    ['pine chaff 2', ['pine-chaff-2']],
    ['cho', ['peony-butterflies']],
    ['march ribbon', ['cherry-ribbon']],
    ['桜', ['cherry-curtain', 'cherry-ribbon', 'cherry-chaff-1', 'cherry-chaff-2']],
  ])('"%s"', (query, ids) => {
    expect(find(query)).toEqual(ids);
  });
  test('an empty query keeps every card', () => {
    expect(find('  ')).toHaveLength(48);
    expect(cardName('pine-crane')).toBe('Crane and Sun');
  });
});
