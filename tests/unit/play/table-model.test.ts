/**
 * The table's model shows only what the person (player 0) may see. Over every state of a
 * tenth of SELFPLAY_ROUNDS self-played rounds (200 in `npm test`; tests/support/selfplay.ts)
 * under several rule sets (one drawing unmatched cards into the hand, one playing two cards a
 * turn), the model is built exactly as the store builds it
 * and searched for every card the person may not see, a set worked out here from the full
 * state (not from the view the model is built from); at a round's end it must show the
 * computer's remaining hand, and still never the undrawn pile.
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { createRng } from '../../../src/engine/random';
import { createGame, legalActions, playerView, playGame, type GameState, type RoundState } from '../../../src/engine/round';
import { tableModel, type TableModel } from '../../../src/features/table/table-model';
import { rules } from './helpers';
import { selfplayShare } from '../../support/selfplay';

const ROUNDS = selfplayShare(0.1, 100);
const RULE_SETS: readonly [string, Record<string, unknown>][] = [
  ['fudawiki', {}],
  ['nintendo', {}],
  ['koikoi-japan', {}],
  ['full-instructions', {}],
  ['fudawiki', { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty' }],
  ['fudawiki', { turnStructure: 'unmatched-draw-to-hand' }],
  ['beginners-guide', { turnStructure: 'draw-first-play-two' }],
];

/** Every state the table could be asked to show, with the game around it, over `ROUNDS` rounds. */
function selfPlayStates(): { game: GameState; state: RoundState }[] {
  const out: { game: GameState; state: RoundState }[] = [];
  let rounds = 0;
  for (let g = 0; rounds < ROUNDS; g++) {
    const [preset, overrides] = RULE_SETS[g % RULE_SETS.length]!;
    const rng = createRng(1000 + g);
    const start = createGame({ rules: rules(preset, { ...overrides, rounds: 6 }), seed: 1000 + g, explain: false });
    playGame(
      start,
      (game) => {
        const actions = legalActions(game.current);
        return actions[rng.int(actions.length)]!;
      },
      {
        // Called before every move and at every round's end: each is a state the table shows.
        until: (game) => {
          out.push({ game, state: game.current });
          if (game.status !== 'playing') rounds += 1;
          return rounds >= ROUNDS && game.status !== 'playing';
        },
      },
    );
  }
  return out;
}

/** Cards player 1 took face up into the hand and still holds (draw-to-hand rules), read from the full record. */
function faceUpInOpponentHand(state: RoundState): Set<CardId> {
  const known = new Set<CardId>();
  for (const e of state.log) {
    if (e.type === 'draw-to-hand' && e.player === 1 && e.faceUp) known.add(e.card);
  }
  return new Set(state.hands[1].filter((c) => known.has(c)));
}

/**
 * The model as text, for searching card ids. The "one card away" hints are left out: they
 * name cards of the deck that would complete a yaku wherever those cards are (public
 * knowledge of the 48-card deck), never where a card lies.
 */
function shownText(model: TableModel): string {
  const strip = (p: TableModel['piles'][number]) => ({ ...p, progress: { ...p.progress, near: [] } });
  const stakes = model.stakes && { ...model.stakes, opponentNear: [] };
  return JSON.stringify({ ...model, piles: model.piles.map(strip), stakes });
}

describe('the table model for the person', () => {
  const states = selfPlayStates();

  test(`covers ${ROUNDS} rounds, every preset, and hands with face-up drawn cards`, () => {
    expect(states.filter((s) => s.game.status !== 'playing')).toHaveLength(ROUNDS);
    expect(states.some(({ state }) => faceUpInOpponentHand(state).size > 0)).toBe(true);
    expect(states.some(({ state }) => state.phase === 'draw-take' && state.toMove === 0)).toBe(true);
    expect(states.some(({ state }) => state.phase === 'decision' && state.toMove === 0)).toBe(true);
  });

  test('never contains a card the person may not see; at the end, exactly what the engine reveals', () => {
    let checked = 0;
    for (const { game, state } of states) {
      // A hand card with a choice of field card waits as "pending", as when the person presses it.
      const pending = state.phase === 'play' && state.toMove === 0 ? (state.hands[0].find((c) => legalActions(state).filter((a) => a.type === 'play' && a.card === c).length > 1) ?? null) : null;
      const model = tableModel(
        playerView(state, 0),
        { round: game.round, rounds: game.rules.options.rounds, totals: game.totals, status: game.status },
        { started: true, pending, thinking: false },
      );
      const text = shownText(model);
      const ended = state.phase === 'ended';
      const knownUp = faceUpInOpponentHand(state);
      const forbidden = [...state.pile.slice(state.pileTop), ...(ended ? [] : state.hands[1].filter((c) => !knownUp.has(c)))];
      for (const card of forbidden) {
        if (text.includes(`"${card}"`)) throw new Error(`round ${game.round} turn ${state.turn} (${state.phase}): the model shows ${card}`);
      }
      expect(model.opponentHand.count).toBe(state.hands[1].length);
      expect(model.pileCount).toBe(state.pile.length - state.pileTop);
      expect(model.hand.map((h) => h.card)).toEqual(state.hands[0]);
      if (ended) {
        expect(model.opponentHand.shown).toEqual(state.hands[1]);
        expect(model.revealed).toEqual({ hands: state.hands });
        expect(model.result).toEqual(state.result);
      } else {
        expect(model.opponentHand.shown).toEqual([]);
        expect(model.revealed).toBeNull();
      }
      checked += 1;
    }
    expect(checked).toBe(states.length);
  }, 120_000);
});
