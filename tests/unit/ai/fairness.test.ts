/**
 * Fairness: the computer opponents see only their own PlayerView. Two states that differ only
 * in what the player cannot see (the opponent's hand, the pile order) give the same view, and
 * every level then makes the same decision for the same seed. The functions accept a
 * PlayerView only (checked by the type checker below).
 */
import { describe, expect, expectTypeOf, test } from 'vitest';
import { AI_LEVELS, chooseAction, suggestMove } from '../../../src/engine/ai';
import { createRng, hashSeed, shuffle } from '../../../src/engine/random';
import {
  applyAction,
  dealRound,
  legalActions,
  othersOf,
  playerView,
  withSeat,
  type PlayerView,
  type RoundState,
} from '../../../src/engine/round';
import { rules, smallExpert } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

/** The other seat of these two-player rounds. */
const opponentOf = (p: 0 | 1 | 2) => othersOf(p, 2)[0]!;

/** The same state with the hidden cards (opponent's hand + remaining pile) dealt differently. */
function reshuffleHidden(s: RoundState, seed: number): RoundState {
  const opp = opponentOf(s.toMove);
  const hidden = [...s.hands[opp], ...s.pile.slice(s.pileTop)];
  const mixed = shuffle(hidden, createRng(seed));
  const oppHand = mixed.slice(0, s.hands[opp].length);
  const rest = mixed.slice(s.hands[opp].length);
  return {
    ...s,
    hands: withSeat(s.hands, opp, oppHand),
    pile: [...s.pile.slice(0, s.pileTop), ...rest],
  };
}

/** Positions from random rounds: some in play, some at a turned card choice, some at koi-koi. */
function positions(count: number): RoundState[] {
  const r = rules('fudawiki');
  const out: RoundState[] = [];
  for (let k = 0; out.length < count; k++) {
    const dealt = dealRound({ rules: r, month: 3, dealer: (k % 2) as 0 | 1, seed: hashSeed(42, k), explain: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    let s = dealt.value;
    const rng = createRng(k);
    const stopAt = 1 + rng.int(12);
    for (let step = 0; s.phase !== 'ended'; step++) {
      if (step >= stopAt || s.phase === 'decision' || s.phase === 'draw-take') {
        out.push(s);
        break;
      }
      const actions = legalActions(s);
      const applied = applyAction(s, actions[rng.int(actions.length)]!);
      if (!applied.ok) throw new Error(roundErrorText(applied.error));
      s = applied.value;
    }
  }
  return out;
}

describe('fairness: the AI sees only its own view', () => {
  const states = positions(12);

  test('states differing only in hidden cards give identical views', () => {
    for (const s of states) {
      const t = reshuffleHidden(s, 7);
      expect(JSON.stringify(t.hands)).not.toBe(JSON.stringify(s.hands));
      expect(JSON.stringify(playerView(t, s.toMove))).toBe(JSON.stringify(playerView(s, s.toMove)));
    }
  });

  test.each(AI_LEVELS)('%s: same view and seed → same decision, whatever the hidden cards', (level) => {
    // The expert at full strength on a few positions (it searches; the others are instant).
    const some = level === 'expert' ? states.slice(0, 2) : states;
    for (const [i, s] of some.entries()) {
      const seed = 1000 + i;
      const base = chooseAction(playerView(s, s.toMove), level, seed);
      for (const k of [1, 2]) {
        const t = reshuffleHidden(s, k);
        expect(chooseAction(playerView(t, t.toMove), level, seed)).toEqual(base);
      }
    }
  }, 30_000);

  test('expert search (small budget) on every position: hidden cards never change the decision', () => {
    for (const [i, s] of states.entries()) {
      const base = smallExpert(playerView(s, s.toMove), i);
      for (const k of [1, 2, 3]) expect(smallExpert(playerView(reshuffleHidden(s, k), s.toMove), i)).toEqual(base);
    }
  });

  test('the hint (suggestMove) is the expert decision and ignores hidden cards too', { timeout: 20_000 }, () => {
    const s = states[0]!;
    const view = playerView(s, s.toMove);
    expect(suggestMove(view, 5)).toEqual(chooseAction(view, 'expert', 5));
    expect(suggestMove(playerView(reshuffleHidden(s, 9), s.toMove), 5)).toEqual(suggestMove(view, 5));
  });

  test('type-level: the AI functions accept a PlayerView, never a RoundState', () => {
    expectTypeOf(chooseAction).parameter(0).toEqualTypeOf<PlayerView>();
    expectTypeOf(suggestMove).parameter(0).toEqualTypeOf<PlayerView>();
    // A RoundState is not a PlayerView: passing one does not compile (checked by tsc).
    const compileOnly = (s: RoundState) => {
      // @ts-expect-error a full round state (with the hidden cards) is not accepted
      chooseAction(s, 'expert', 1);
      // @ts-expect-error neither for hints
      suggestMove(s, 1);
    };
    expect(typeof compileOnly).toBe('function');
  });
});
