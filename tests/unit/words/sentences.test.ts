/** Sentences from codes, against hand-written English. */
import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import type { AiReason } from '../../../src/engine/ai/types';
import { roundResult } from '../../support/round-result';
import type { MultiplierStep } from '../../../src/engine/scoring/score';
import { aiReasonText } from '../../../src/words/ai';
import { dealerSeats, fill, listOf, TABLE_SEATS } from '../../../src/words/format';
import { logEntryText, roundHeadline } from '../../../src/words/round';
import { roundOutcomeText } from '../../../src/words/round-outcome';
import { multiplierText, multiplierWordsAt, yakuCountText } from '../../../src/words/score';

const result = roundResult;

describe('counts', () => {
  test('1 point, 2 points', () => {
    expect(roundHeadline(result({ points: pairBySeat(1, 0) }), TABLE_SEATS)).toBe('You won the round: 1 point.');
    expect(roundHeadline(result({ points: pairBySeat(2, 0) }), TABLE_SEATS)).toBe('You won the round: 2 points.');
    expect(logEntryText({ type: 'yaku', player: 1, yaku: ['kasu'], base: 1, outcome: 'offered', reason: null }, TABLE_SEATS)).toBe(
      'The computer made Chaff (1 point in all).',
    );
  });

  test('a forced stop gives the rule and the score', () => {
    const forced = result({ points: pairBySeat(0, 1), winner: 1, outcome: { code: 'forced-stop', reason: { code: 'calls-used-up' } } });
    expect(roundOutcomeText(forced, TABLE_SEATS, 0)).toBe(
      'Koi-koi may be called only once per round: the round stops. The computer scores 1 point.',
    );
  });
});

describe('seats are named by the caller', () => {
  const won = result({ winner: 1, points: pairBySeat(0, 7) });
  test('at the table: you and the computer, with the verb agreeing', () => {
    expect(roundOutcomeText(won, TABLE_SEATS, 1)).toBe('The computer called shōbu and scores 7 points.');
    expect(roundOutcomeText(result({}), TABLE_SEATS, 1)).toBe('You called shōbu and score 6 points.');
  });

  test('in a rules explanation: the dealer and the non-dealer', () => {
    expect(roundOutcomeText(won, dealerSeats(1), 1)).toBe('The dealer called shōbu and scores 7 points.');
    expect(roundOutcomeText(won, dealerSeats(0), 0)).toBe('The non-dealer called shōbu and scores 7 points.');
  });

  test("the dealer's privilege names the dealer's seat", () => {
    const drawn = result({ end: 'exhaustive', winner: null, points: pairBySeat(4, 0), dealerPrivilege: true, outcome: { code: 'ran-out-dealer-privilege' } });
    expect(roundOutcomeText(drawn, TABLE_SEATS, 0)).toBe("The cards ran out without a stop. The dealer's privilege: you score 4 points.");
    expect(roundOutcomeText(drawn, dealerSeats(0), 0)).toBe("The cards ran out without a stop. The dealer's privilege: the dealer scores 4 points.");
  });

  test('a card drawn face down is named only to its owner', () => {
    expect(logEntryText({ type: 'draw-to-hand', player: 0, card: 'pine-crane', faceUp: false }, TABLE_SEATS)).toBe('You drew Crane and Sun into your hand.');
    expect(logEntryText({ type: 'draw-to-hand', player: 1, card: 'pine-crane', faceUp: false }, TABLE_SEATS)).toBe(
      'The computer drew a card into their hand.',
    );
  });

  test('a misdeal names the months dealt whole', () => {
    const misdeal = result({ end: 'misdeal', winner: null, points: pairBySeat(0, 0), outcome: { code: 'misdeal-field-four', months: [3, 5] } });
    expect(roundOutcomeText(misdeal, TABLE_SEATS, 0)).toBe('Misdeal: all four cards of March and May were dealt to the field. The cards are dealt again.');
  });
});

describe('AI reasons', () => {
  const cases: [AiReason, string][] = [
    [
      { code: 'move', move: { code: 'play', card: 'cherry-chaff-1', taken: ['cherry-ribbon'] }, why: { code: 'completes-yaku', yaku: 'akatan', points: 5 } },
      'Play a Cherry Chaff to take the Cherry Poetry Ribbon: it completes Poetry Ribbons (five points).',
    ],
    [{ code: 'move', move: { code: 'throw', card: 'iris-chaff-2' }, why: { code: 'throw-safe' } }, 'Throw away an Iris Chaff: it matches nothing on the field, and no card of its month is left for the opponent to take it with.'],
    [{ code: 'stop-few-cards', points: 1, hand: 1 }, 'Stop: 1 point now, and only one card is left to improve on it.'],
    [{ code: 'standing', standing: { lead: -8, roundsAfter: 0 }, play: 'koikoi' }, 'With the game behind by 8 points and this is the last round, only a bigger win will do, so the risk is worth taking.'],
  ];
  test.each(cases)('%j', (reason, text) => {
    expect(aiReasonText(reason)).toBe(text);
  });
});

describe('score explanation', () => {
  const step = (over: Partial<MultiplierStep>): MultiplierStep => ({
    id: 'koikoi',
    option: 'koikoiMultiplier',
    operation: 'multiply',
    factor: 1,
    amount: 0,
    applied: false,
    before: 5,
    after: 5,
    reason: { code: 'nobody-called-no-doubling' },
    ...over,
  });
  test('multiplier steps', () => {
    expect(multiplierText(step({}))).toBe('Nobody called koi-koi: no koi-koi doubling.');
    expect(multiplierText(step({ factor: 4, reason: { code: 'doubling-per-call', calls: 2 } }))).toBe('Koi-koi was called twice: x2 for each call, x4.');
    expect(multiplierText(step({ operation: 'add', amount: 1, reason: { code: 'own-call-bonus', calls: 1 } }))).toBe(
      'The scorer called koi-koi once: +1 (one point per call, up to three calls).',
    );
    expect(multiplierText(step({ factor: 2, reason: { code: 'field-brights-double', brights: 1 } }))).toBe('A bright was dealt to the field: x2.');
  });
  test('the koi-koi steps at a table of two and of three (issue #29: "The opponent" at three)', () => {
    const notCalled = step({ reason: { code: 'opponent-not-called' } });
    const called = step({ factor: 2, applied: true, reason: { code: 'opponent-called' } });
    expect(multiplierText(notCalled, multiplierWordsAt(2))).toBe('The opponent did not call koi-koi: no koi-koi doubling.');
    expect(multiplierText(called, multiplierWordsAt(2))).toBe('The opponent called koi-koi during the round: x2.');
    expect(multiplierText(notCalled, multiplierWordsAt(3))).toBe('No other player called koi-koi: no koi-koi doubling.');
    expect(multiplierText(called, multiplierWordsAt(3))).toBe('Another player called koi-koi during the round: x2.');
    expect(multiplierText(step({ factor: 4, reason: { code: 'doubling-token-held', calls: 2 } }), multiplierWordsAt(3))).toBe(
      'The latest koi-koi was another player’s, so the scorer holds the doubling token; koi-koi was called twice: x2 for each call, x4.',
    );
    for (const words of Object.values(multiplierWordsAt(3))) expect(words).not.toMatch(/opponent/i);
  });
  test('how a yaku is counted', () => {
    expect(yakuCountText({ points: 2, basePoints: 1, extraPerCard: 1, extraCount: 1, valueNote: null })).toBe('1 + 1 × 1 extra card = 2');
  });
});

describe('templates', () => {
  test('named parameters, a capital where a sentence opens, lists without the serial comma', () => {
    expect(fill('{Player} plays; {player} waits.', { player: 'the computer' })).toBe('The computer plays; the computer waits.');
    expect(listOf(['a', 'b', 'c'])).toBe('a, b and c');
    expect(() => fill('{points}', {})).toThrow(/points/);
  });
});
