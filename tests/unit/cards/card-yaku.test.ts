/** The "Yaku with this card" data of the card pages, asked of the engine. */
import { describe, expect, test } from 'vitest';
import { CARDS } from '../../../src/engine/cards';
import { yakuForCard } from '../../../src/features/reference/cards/card-yaku';
import { CARD_NOTES } from '../../../src/features/reference/cards/card-notes';

describe('yakuForCard', () => {
  test('the Rain Man is needed for Rainy Four Brights but not for the dry Four Brights', () => {
    const ids = yakuForCard('willow-rain-man').map((y) => y.id);
    expect(ids).toContain('ame-shiko');
    expect(ids).not.toContain('shiko');
  });

  test('the Sake Cup is required for both viewing yaku', () => {
    const cup = yakuForCard('chrysanthemum-sake-cup');
    expect(cup.find((y) => y.id === 'hanami-zake')?.role).toBe('required');
    expect(cup.find((y) => y.id === 'tsukimi-zake')?.role).toBe('required');
  });

  test('pool yaku say how many cards they need', () => {
    const tane = yakuForCard('clover-boar').find((y) => y.id === 'tane');
    expect(tane?.role).toBe('one-of');
    expect(tane?.need).toBe(5);
  });

  test('every card has a note and at least one yaku it can help', () => {
    for (const card of CARDS) {
      expect(CARD_NOTES[card.id].depicts.length).toBeGreaterThan(20);
      expect(yakuForCard(card.id).length).toBeGreaterThan(0);
    }
  });
});
