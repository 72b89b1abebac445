import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import { roundResult } from '../../support/round-result';
import { chooseFirstDealer } from '../../../src/engine/round';
import { listText } from '../../../src/features/table/words';
import { dealerDrawText, describeEntry, resultHeadline, resultSummary } from '../../../src/features/table/log-words';
import { rules } from './helpers';

const result = roundResult;

describe('narration', () => {
  test('moves', () => {
    expect(describeEntry({ type: 'play', player: 0, card: 'pine-chaff-1', take: null, captured: ['pine-crane'] })).toBe(
      'You played Pine Chaff 1 and took Crane and Sun.',
    );
    expect(describeEntry({ type: 'draw', player: 1, card: 'plum-chaff-2', take: null, captured: [] })).toBe(
      'The computer turned Plum Chaff 2; it matches nothing and goes to the field.',
    );
    expect(describeEntry({ type: 'draw-to-hand', player: 1, card: 'plum-chaff-2', faceUp: false })).toBe('The computer drew a card into their hand.');
    expect(describeEntry({ type: 'call', player: 1, call: 'koikoi' })).toBe('The computer called koi-koi: play goes on.');
    expect(describeEntry({ type: 'yaku', player: 0, yaku: ['sanko'], base: 6, outcome: 'offered', reason: null })).toBe(
      'You made Three Brights (6 points in all).',
    );
  });

  test('lists', () => {
    expect(listText(['a'])).toBe('a');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
  });

  test('round summaries name the players', () => {
    expect(resultSummary(result({}), 0)).toBe('You called shōbu and score 6 points.');
    expect(resultSummary(result({ winner: 1, points: pairBySeat(0, 6) }), 0)).toBe('The computer called shōbu and scores 6 points.');
    expect(
      resultSummary(result({ end: 'exhaustive', winner: null, points: pairBySeat(0, 6), dealerPrivilege: true, outcome: { code: 'ran-out-dealer-privilege' } }), 1),
    ).toBe("The cards ran out without a stop. The dealer's privilege: the computer scores 6 points.");
    expect(resultHeadline(result({ winner: 1, points: pairBySeat(0, 8) }))).toBe('The computer won the round: 8 points.');
    expect(resultHeadline(result({ winner: null, points: pairBySeat(0, 0) }))).toBe('Nobody won the round: no points.');
  });

  test('who deals first, as the rules draw it', () => {
    const drawn = chooseFirstDealer(rules('fudawiki'), 3);
    const text = dealerDrawText(drawn, false).join(' ');
    expect(text).toMatch(/^You drew .+; the computer drew .+\./);
    expect(text).toMatch(/so (you deal|the computer deals)\.$/);
    const random = chooseFirstDealer(rules('koikoi-japan'), 3);
    expect(dealerDrawText(random, false)[0]).toMatch(/at random/);
  });
});

test('the level ids the game saves are the AI’s own', async () => {
  const { AI_LEVELS } = await import('../../../src/engine/ai');
  const levels = await import('../../../src/engine/ai/levels');
  expect(levels.AI_LEVELS).toBe(AI_LEVELS);
});
