/** Illegal actions are refused with a code and its parameters (worded apart); the state is untouched. */
import { describe, expect, test } from 'vitest';
import {
  applyAction,
  applyGameAction,
  createGame,
  createRound,
  legalActions,
  playGame,
  startNextRound,
  type Deal,
  type RoundAction,
  type RoundError,
  type RoundState,
} from '../../../src/engine/round';
import { theCard } from '../../../src/words/card-names';
import { roundErrorText } from '../../../src/words/errors';
import { drawTake, fullDeal, koikoi, midRound, play, rules, run, shobu } from './helpers';

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
    expect(result).not.toHaveProperty('error.message');
    expect(roundErrorText(result.error)).toMatch(message);
    expect(JSON.stringify(state)).toBe(snapshot);
  });

  test('a redundant but consistent take is accepted', () => {
    const s = applyAction(start(), play('pine-chaff-1', 'pine-crane'));
    expect(s.ok).toBe(true);
  });
});

describe('refused deals and game steps', () => {
  const deal = fullDeal({
    dealer: ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'wisteria-chaff-1', 'wisteria-chaff-2'],
    other: ['iris-chaff-1', 'iris-chaff-2', 'peony-chaff-1', 'peony-chaff-2', 'clover-chaff-1', 'clover-chaff-2', 'pampas-chaff-1', 'pampas-chaff-2'],
    field: ['chrysanthemum-chaff-1', 'chrysanthemum-chaff-2', 'maple-chaff-1', 'maple-chaff-2', 'willow-swallow', 'paulownia-chaff-1', 'paulownia-chaff-2', 'pine-crane'],
  });
  type DealRow = [string, unknown, RoundError, RegExp];
  const dealRows: DealRow[] = [
    ['one hand', { ...deal, hands: [deal.hands[0]] }, { code: 'invalid-deal', problem: 'hand-count' }, /two hands are needed/],
    ['a field that is not a list', { ...deal, field: 'pine-crane' }, { code: 'invalid-deal', problem: 'not-lists' }, /field and pile must be lists/],
    ['a short hand', { ...deal, hands: [deal.hands[0].slice(1), deal.hands[1]] }, { code: 'invalid-deal', problem: 'hand-size', handSize: 8 }, /each hand must hold 8 cards/],
    ['a short field', { ...deal, field: deal.field.slice(1) }, { code: 'invalid-deal', problem: 'field-size', fieldSize: 8 }, /the field must hold 8 cards/],
    ['an unknown card', { ...deal, pile: ['pine-dragon', ...deal.pile.slice(1)] }, { code: 'invalid-deal', problem: 'unknown-card', received: 'pine-dragon' }, /unknown card "pine-dragon"/],
    ['a card dealt twice', { ...deal, pile: ['pine-crane', ...deal.pile.slice(1)] }, { code: 'invalid-deal', problem: 'dealt-twice', card: 'pine-crane' }, /pine-crane is dealt twice/],
    ['a missing card', { ...deal, pile: deal.pile.slice(1) }, { code: 'invalid-deal', problem: 'not-all-dealt', dealt: 47 }, /all 48 cards must be dealt \(got 47\)/],
  ];
  test.each(dealRows)('%s', (_, bad, error, words) => {
    const created = createRound({ rules: r, month: 1, dealer: 0, deal: bad as Deal });
    expect(created).toEqual({ ok: false, error });
    if (!created.ok) expect(roundErrorText(created.error)).toMatch(words);
  });

  test('game steps out of turn', () => {
    const game = createGame({ rules: rules('fudawiki', { rounds: 1 }), seed: 3 });
    expect(startNextRound(game)).toEqual({ ok: false, error: { code: 'round-in-progress' } });
    const over = playGame(game, (g) => legalActions(g.current)[0]!);
    expect(over.status).toBe('finished');
    const refused = applyGameAction(over, legalActions(over.current)[0] ?? { type: 'call', call: 'shobu' });
    expect(refused).toEqual({ ok: false, error: { code: 'round-over', stage: 'game' } });
    if (!refused.ok) expect(roundErrorText(refused.error)).toBe('the game is over');
    expect(startNextRound(over)).toEqual({ ok: false, error: { code: 'round-over', stage: 'game' } });
  });

  test('a refused move names cards for people', () => {
    const result = applyAction(start(), play('plum-chaff-1'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(roundErrorText(result.error, theCard)).toBe(
        'the Plum Chaff 1 matches the Bush Warbler or the Plum Poetry Ribbon: say which card it takes',
      );
    }
  });
});
