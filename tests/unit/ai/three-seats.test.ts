/**
 * The computer players at a table of three (src/engine/README.md, Three players): every level
 * plays whole three-player games with legal moves only, from its own view only (re-dealing the
 * cards it cannot see, consistently with the view, never changes a decision), and the sampler
 * deals the unseen cards to the two hidden hands and the pile as the view says.
 */
import { describe, expect, test } from 'vitest';
import { PRESET_IDS, type CardId } from '../../../src/engine';
import { AI_LEVELS, chooseAction, suggestMove } from '../../../src/engine/ai';
import { PLAYOUT_POLICY, OPPONENT_MODEL, playout } from '../../../src/engine/ai/policy';
import { simFromState } from '../../../src/engine/ai/sim';
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
import { unlikelyInHandOf } from '../../../src/engine/ai/inference';
import { levelDecider, playGame, position3, rules, smallExpert, type Decide } from './helpers';
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

describe('threats from either opponent', () => {
  /**
   * Seat 0 may call koi-koi on Ribbons (1 point, five cards in hand, Red Poetry Ribbons one card
   * away); `boarWith` holds the Boar and the Deer: one card (the Butterflies, unseen) from
   * Boar-Deer-Butterfly (null: both are unseen, and neither opponent is near a yaku).
   */
  function decision(boarWith: 1 | 2 | null) {
    const piles: [CardId[], CardId[], CardId[]] = [
      ['pine-ribbon', 'plum-ribbon', 'wisteria-ribbon', 'iris-ribbon', 'clover-ribbon', 'pine-chaff-1', 'plum-chaff-1'],
      ['wisteria-chaff-1', 'wisteria-chaff-2', 'chrysanthemum-chaff-1'],
      ['clover-chaff-1'],
    ];
    if (boarWith !== null) piles[boarWith].push('clover-boar', 'maple-deer');
    return position3({
      hands: [
        ['cherry-chaff-1', 'iris-chaff-1', 'maple-chaff-1', 'pampas-chaff-1', 'paulownia-chaff-1'],
        ['peony-chaff-1', 'pampas-chaff-2', 'chrysanthemum-chaff-2', 'maple-chaff-2', 'paulownia-chaff-2'],
        ['peony-butterflies', 'iris-chaff-2', 'cherry-chaff-2', 'plum-chaff-2', 'pine-chaff-2'],
      ],
      field: ['cherry-ribbon', 'willow-ribbon', 'paulownia-chaff-yellow', 'pampas-geese'],
      captured: piles,
      decision: { yaku: ['tan'], base: 1, stopPoints: 1 },
    });
  }

  test('the intermediate calls koi-koi when neither opponent is one card from a yaku', () => {
    const d = chooseAction(playerView(decision(null), 0), 'intermediate', 1);
    expect(d.action).toEqual({ type: 'call', call: 'koikoi' });
  });

  test.each([1, 2] as const)('the intermediate stops when seat %i is one card from Boar-Deer-Butterfly, and says whose threat it is', (seat) => {
    const d = chooseAction(playerView(decision(seat), 0), 'intermediate', 1);
    expect(d.action).toEqual({ type: 'call', call: 'shobu' });
    expect(d.reasoning[0]).toEqual({ code: 'stop-threat', points: 1, yaku: 'inoshikacho', seat });
  });

  test("the expert's simulations of koi-koi see either opponent able to end the round", { timeout: 30_000 }, () => {
    const koikoiPoints = (seat: 1 | 2 | null): number => {
      const sim = chooseAction(playerView(decision(seat), 0), 'expert', 1).reasoning.find((r) => r.code === 'decision-sim');
      if (sim?.code !== 'decision-sim') throw new Error('no simulations of the koi-koi decision');
      return sim.koikoiPoints;
    };
    const free = koikoiPoints(null);
    // Seat 2 moves after seat 1: both take their turns before the expert's next one.
    for (const seat of [1, 2] as const) expect(koikoiPoints(seat)).toBeLessThan(free - 0.5);
  });

  test.each([
    [null, 1],
    [1, 0],
    [2, 0],
  ] as const)("the playouts' policy, the Boar and Deer with seat %s: koi-koi called %i time(s)", (seat, calls) => {
    // The policy calls koi-koi on a small score unless another player is one card from a yaku.
    const s = simFromState(decision(seat));
    playout(s, createRng(1));
    expect(Math.min(1, s.callCount)).toBe(calls);
  });

  // Seat 0 to play: the Butterflies are on the field and a peony card is in hand; `boarWith`
  // holds the Boar and the Deer. Alternatives: a ribbon, chaff.
  const block = (boarWith: 1 | 2) => {
    const piles: [CardId[], CardId[], CardId[]] = [['plum-chaff-1', 'cherry-chaff-1'], ['pine-chaff-1'], ['pampas-chaff-1']];
    piles[boarWith].push('clover-boar', 'maple-deer');
    return position3({
      hands: [
        ['peony-chaff-1', 'wisteria-chaff-1', 'iris-chaff-2', 'willow-lightning', 'pampas-chaff-2'],
        ['peony-ribbon', 'pine-chaff-2', 'plum-warbler', 'clover-chaff-2', 'chrysanthemum-chaff-2'],
        ['plum-chaff-2', 'cherry-chaff-2', 'iris-chaff-1', 'clover-chaff-1', 'paulownia-chaff-2'],
      ],
      field: ['peony-butterflies', 'wisteria-ribbon', 'iris-ribbon', 'paulownia-chaff-1', 'chrysanthemum-chaff-1'],
      captured: piles,
    });
  };

  test.each([1, 2] as const)('the intermediate takes the Butterflies away from seat %i', (seat) => {
    const d = chooseAction(playerView(block(seat), 0), 'intermediate', 1);
    expect(d.action).toEqual({ type: 'play', card: 'peony-chaff-1' });
    expect(d.reasoning[0]).toMatchObject({ code: 'move', why: { code: 'blocks-threat', card: 'peony-butterflies', yaku: 'inoshikacho', seat } });
  });
});

describe("each opponent's throws speak for their own hand", () => {
  const FIELD: CardId[] = ['pine-crane', 'plum-warbler', 'cherry-curtain', 'wisteria-cuckoo', 'iris-bridge', 'clover-boar'];
  /** Seat 2 threw a card away while the field held pine, plum, cherry, wisteria, iris and clover. */
  function view(): PlayerView {
    const s = position3({
      hands: [
        ['iris-chaff-2', 'wisteria-chaff-1', 'pampas-chaff-2', 'maple-chaff-1', 'willow-ribbon'],
        ['peony-chaff-1', 'paulownia-phoenix', 'maple-chaff-2', 'plum-chaff-2', 'clover-chaff-1'],
        ['pine-chaff-2', 'pine-ribbon', 'cherry-chaff-2', 'peony-ribbon', 'chrysanthemum-chaff-2'],
      ],
      field: ['peony-butterflies', 'iris-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1'],
      captured: [['plum-chaff-1'], ['cherry-chaff-1'], ['maple-ribbon']],
    });
    return { ...playerView(s, 0), fieldAtDeal: FIELD, log: [{ type: 'play', player: 2, card: 'paulownia-chaff-1', take: null, captured: [] }] };
  }

  test('the thrower is read; the other opponent is not', () => {
    const v = view();
    const unlikely = unlikelyInHandOf(v, 2)!;
    expect(unlikely.has('pine-chaff-2')).toBe(true);
    expect(unlikely.has('peony-chaff-1')).toBe(false); // peony was not on the field
    expect(unlikelyInHandOf(v, 1)).toBeNull();
  });

  test("the sampler deals those cards to the thrower's hand less often than to the other hidden hand", () => {
    const v = view();
    const unlikely = unlikelyInHandOf(v, 2)!;
    const sampler = new Sampler(v, 3, PLAYOUT_POLICY, OPPONENT_MODEL, 0.3);
    const held = [0, 0, 0];
    for (let k = 0; k < 400; k++) {
      const s = sampler.base(k);
      for (const q of [1, 2] as const) held[q]! += s.hands[q].filter((x) => unlikely.has(CARDS[x]!.id)).length;
    }
    // Both hands hold five unseen cards: dealt uniformly, each would hold as many of them.
    expect(held[2]!).toBeLessThan(0.6 * held[1]!);
  });
});
