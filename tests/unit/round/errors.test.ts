/** Illegal actions are refused with a code and a sentence; the state is untouched. */
import { describe, expect, test } from 'vitest';
import { applyAction, type RoundAction, type RoundState } from '../../../src/engine/round';
import { drawTake, koikoi, midRound, play, rules, run, shobu } from './helpers';

const r = rules('fudawiki');
const start = () =>
  midRound(r, {
    hands: [['pine-chaff-1', 'plum-chaff-1', 'chrysanthemum-chaff-1'], ['iris-chaff-1', 'peony-chaff-1']],
    field: ['pine-crane', 'plum-warbler', 'plum-ribbon', 'chrysanthemum-sake-cup', 'maple-deer'],
    pile: ['cherry-chaff-2', 'wisteria-chaff-1', 'iris-chaff-2'],
    captured: [['cherry-curtain'], []],
  });
const drawPending = () =>
  midRound(r, {
    hands: [['pine-chaff-1', 'iris-chaff-2'], ['iris-chaff-1', 'peony-chaff-1']],
    field: ['pine-crane', 'plum-warbler', 'plum-ribbon'],
    pile: ['plum-chaff-2'],
  });
const decisionPending = () => run(start(), play('chrysanthemum-chaff-1'));
const ended = () => run(decisionPending(), shobu);

type Row = [string, () => RoundState, unknown, string, RegExp];
const rows: Row[] = [
  ['a card not in the hand', start, play('pine-crane'), 'not-in-hand', /pine-crane is not in your hand/],
  ['an unknown card', start, play('pine-dragon' as never), 'unknown-card', /no card "pine-dragon"/],
  ['a take that is not a match', start, play('pine-chaff-1', 'maple-deer'), 'not-a-match', /pine-chaff-1 does not match maple-deer/],
  ['a take not on the field', start, play('plum-chaff-1', 'plum-chaff-2'), 'not-a-match', /plum-chaff-2 is not on the field/],
  ['a missing take with two matches', start, play('plum-chaff-1'), 'take-required', /plum-chaff-1 matches plum-warbler or plum-ribbon/],
  ['a call with no decision', start, koikoi, 'no-decision-pending', /no koi-koi decision is pending/],
  ['a drawTake with nothing turned', start, drawTake('plum-ribbon'), 'no-draw-pending', /no turned card is waiting/],
  ['a play while the turned card waits', () => run(drawPending(), play('pine-chaff-1')), play('iris-chaff-2'), 'draw-take-pending', /plum-chaff-2 matches two field cards/],
  ['a drawTake that is not a match', () => run(drawPending(), play('pine-chaff-1')), drawTake('pine-crane'), 'not-a-match', /pine-crane is not on the field/],
  ['a play while a decision is pending', decisionPending, play('pine-chaff-1'), 'decision-pending', /decision is pending/],
  ['a call that is neither', decisionPending, { type: 'call', call: 'maybe' }, 'malformed-action', /"koikoi" or "shobu"/],
  ['a move after the end', ended, play('pine-chaff-1'), 'round-over', /round is over/],
  ['the wrong player', start, { ...play('pine-chaff-1'), player: 1 }, 'not-your-turn', /player 0's move/],
  ['no type', start, { card: 'pine-chaff-1' }, 'malformed-action', /needs a "type"/],
  ['an unknown type', start, { type: 'pass' }, 'malformed-action', /unknown action type "pass"/],
];

describe('illegal actions', () => {
  test.each(rows)('%s', (_, make, action, code, message) => {
    const state = make();
    const snapshot = JSON.stringify(state);
    const result = applyAction(state, action as RoundAction);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  test('a redundant but consistent take is accepted', () => {
    const s = applyAction(start(), play('pine-chaff-1', 'pine-crane'));
    expect(s.ok).toBe(true);
  });
});
