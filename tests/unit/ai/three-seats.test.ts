/**
 * The computer players at a table of three (src/engine/README.md, Three players): every level
 * plays whole three-player games with legal moves only, from its own view only (re-dealing the
 * cards it cannot see, consistently with the view, never changes a decision), and the sampler
 * deals the unseen cards to the two hidden hands and the pile as the view says.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS, type CardId } from '../../../src/engine';
import { AI_LEVELS, chooseAction, suggestMove } from '../../../src/engine/ai';
import { PLAYOUT_POLICY, OPPONENT_MODEL } from '../../../src/engine/ai/policy';
import { Sampler } from '../../../src/engine/ai/sampler';
import { CARDS } from '../../../src/engine/cards';
import { createRng, hashSeed, shuffle } from '../../../src/engine/random';
import {
  applyAction,
  dealRound,
  legalActions,
  othersOf,
  playerView,
  viewLegalActions,
  withSeat,
  type PlayerView,
  type RoundState,
  type Seat,
} from '../../../src/engine/round';
import { levelDecider, playGame, rules, smallExpert, type Decide } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

const three = (preset: string, overrides: Record<string, unknown> = {}) => rules(preset, { ...overrides, players: 3 });

const DECIDERS: Record<string, Decide> = {
  beginner: levelDecider('beginner'),
  intermediate: levelDecider('intermediate'),
  expert: smallExpert,
};

describe('whole three-player games', () => {
  // Each preset: the three levels at one table, seats rotated from preset to preset (the expert
  // with a small budget; the same code as at full strength).
  for (const [i, preset] of PRESET_IDS.entries()) {
    test(`${preset}: every level finishes a whole game of three`, () => {
      const seats = [DECIDERS.beginner!, DECIDERS.intermediate!, DECIDERS.expert!];
      const order = [0, 1, 2].map((k) => seats[(k + i) % 3]!) as [Decide, Decide, Decide];
      const g = playGame(three(preset, { rounds: 3 }), hashSeed(i, 3), order);
      expect(g.status).toBe('finished');
      expect(g.totals.length).toBe(3);
      expect(g.history.filter((h) => h.result.end !== 'misdeal').length).toBe(g.round);
    }, 60_000);
  }

  test.each<[string, Record<string, unknown>]>([
    ['draw-first-play-two, zero-sum', { turnStructure: 'draw-first-play-two', zeroSum: true, rounds: 2 }],
    ['unmatched-draw-to-hand, pile-empty', { turnStructure: 'unmatched-draw-to-hand', roundEnd: 'pile-empty', rounds: 2 }],
    ['hidden-draw, lay allowed', { turnStructure: 'hidden-draw', handCapture: 'optional', rounds: 2 }],
    ['wild Lightning, both-players', { lightningWild: 'matches-any', yakuCounting: 'both-players', rounds: 2 }],
    ['lucky hands to keep or redeal, no counter-call', { teyaku: 'holder-may-redeal', counterKoikoi: false, rounds: 2 }],
  ])('options: %s', (_name, overrides) => {
    const g = playGame(three('fudawiki', overrides), 31, [DECIDERS.expert!, DECIDERS.beginner!, DECIDERS.intermediate!]);
    expect(g.status).toBe('finished');
  }, 60_000);

  test('the expert at full strength plays a whole round of three (chooseAction)', () => {
    const g = playGame(three('fudawiki', { rounds: 1 }), 2025, [levelDecider('intermediate'), levelDecider('expert'), levelDecider('beginner')]);
    expect(g.status).toBe('finished');
  }, 60_000);
});

/** Positions of three-player rounds: some in play, some at a turned card choice, some at koi-koi. */
function positions(count: number, overrides: Record<string, unknown> = {}): RoundState[] {
  const r = three('fudawiki', overrides);
  const out: RoundState[] = [];
  for (let k = 0; out.length < count; k++) {
    const dealt = dealRound({ rules: r, month: 4, dealer: (k % 3) as Seat, seed: hashSeed(43, k), explain: false });
    if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
    let s = dealt.value;
    const rng = createRng(k);
    const stopAt = 1 + rng.int(14);
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

/**
 * The same state with the cards the player to move cannot see (both other hands and the pile)
 * dealt differently: each hand keeps its size and the cards known to be in it.
 */
function redealHidden(s: RoundState, seed: number): RoundState {
  const view = playerView(s, s.toMove);
  const others = othersOf(s.toMove, 3);
  const hidden = shuffle(
    [...others.flatMap((q) => s.hands[q].filter((c) => !view.knownInHands[q].includes(c))), ...s.pile.slice(s.pileTop)],
    createRng(seed),
  );
  let hands = s.hands;
  let at = 0;
  for (const q of others) {
    const need = s.hands[q].length - view.knownInHands[q].length;
    hands = withSeat(hands, q, [...view.knownInHands[q], ...hidden.slice(at, at + need)]);
    at += need;
  }
  return { ...s, hands, pile: [...s.pile.slice(0, s.pileTop), ...hidden.slice(at)] };
}

describe('three seats: decisions from the view only', () => {
  const states = positions(10);

  test('re-dealt hidden cards give the same view (and really move cards between the hidden hands)', () => {
    for (const s of states) {
      const t = redealHidden(s, 7);
      const others = othersOf(s.toMove, 3);
      expect(others.some((q) => JSON.stringify(t.hands[q]) !== JSON.stringify(s.hands[q]))).toBe(true);
      expect(JSON.stringify(playerView(t, s.toMove))).toBe(JSON.stringify(playerView(s, s.toMove)));
    }
  });

  test.each(AI_LEVELS)('%s: a legal action for every three-seat view, the same whatever the hidden cards', (level) => {
    // The expert at full strength on a few positions (it searches; the others are instant).
    const some = level === 'expert' ? states.slice(0, 2) : states;
    for (const [i, s] of some.entries()) {
      const view = playerView(s, s.toMove);
      const seed = 2000 + i;
      const base = chooseAction(view, level, seed);
      expect(viewLegalActions(view)).toContainEqual(base.action);
      for (const k of [1, 2]) expect(chooseAction(playerView(redealHidden(s, k), s.toMove), level, seed)).toEqual(base);
    }
  }, 60_000);

  test('expert search (small budget) on every position: hidden cards never change the decision', () => {
    for (const [i, s] of states.entries()) {
      const base = smallExpert(playerView(s, s.toMove), i);
      for (const k of [1, 2, 3]) expect(smallExpert(playerView(redealHidden(s, k), s.toMove), i)).toEqual(base);
    }
  });

  test('the hint (suggestMove) at a table of three is the expert decision', { timeout: 20_000 }, () => {
    const s = states[1]!;
    const view = playerView(s, s.toMove);
    expect(suggestMove(view, 5)).toEqual(chooseAction(view, 'expert', 5));
  });
});

describe('the sampler at a table of three', () => {
  /** A view where another seat holds a card taken face up into the hand (unmatched-draw-to-hand). */
  function viewWithKnownCards(): PlayerView {
    for (const s of positions(200, { turnStructure: 'unmatched-draw-to-hand' })) {
      const view = playerView(s, s.toMove);
      if (othersOf(view.player, 3).some((q) => view.knownInHands[q].length > 0)) return view;
    }
    throw new Error('no position with a card known to be in another hand');
  }

  const views: PlayerView[] = [...positions(6).map((s) => playerView(s, s.toMove)), viewWithKnownCards()];

  test.each([
    ['without inference', 1],
    ['with inference', 0.3],
  ])('every determinisation deals the unseen cards to the two hidden hands and the pile as the view says (%s)', (_name, weight) => {
    for (const [i, view] of views.entries()) {
      const sampler = new Sampler(view, i, PLAYOUT_POLICY, OPPONENT_MODEL, weight);
      const dealt = new Set<number>();
      for (let k = 0; k < 12; k++) {
        const s = sampler.base(k);
        expect(s.n).toBe(3);
        expect(s.hands[view.player].map((x) => CARDS[x]!.id)).toEqual(view.hand);
        const hidden: CardId[] = [...s.pile.slice(s.pileTop).map((x) => CARDS[x]!.id)];
        for (const q of othersOf(view.player, 3)) {
          const hand = s.hands[q].map((x) => CARDS[x]!.id);
          expect(hand.length).toBe(view.handCounts[q]);
          for (const c of view.knownInHands[q]) expect(hand).toContain(c);
          hidden.push(...hand.filter((c) => !view.knownInHands[q].includes(c)));
          dealt.add(s.hands[q][s.hands[q].length - 1] ?? -1);
        }
        expect(hidden.length).toBe(view.unseen.length);
        expect([...hidden].sort()).toEqual([...view.unseen].sort());
      }
      // Not one fixed deal: the hands differ between determinisations.
      expect(dealt.size).toBeGreaterThan(2);
    }
  });
});
