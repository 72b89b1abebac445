/**
 * The game context of a three-player game: the chance of finishing with the highest total,
 * from the three totals and the rounds left (public facts only), against a plain simulation of
 * the same round model, and read as the engine reads a game's result.
 */
import { describe, expect, test } from 'vitest';
import { chooseAction, gameContext } from '../../../src/engine/ai';
import {
  contextAt,
  gameUtility,
  gameUtilityBySeat,
  parseGameContext,
  roundModelFor,
  ROUND_MODELS_THREE,
  winChance,
  winChanceBySeat,
  type GameContext,
  type RoundModel,
} from '../../../src/engine/ai/game-context';
import { gainSteps, shareOfWin, threeSeatChance } from '../../../src/engine/ai/game-context-three';
import { createRng } from '../../../src/engine/random';
import { applyGameAction, createGame, playerView, startNextRound, viewLegalActions, type GameState } from '../../../src/engine/round';
import { bySeatOf, leadingSeat, pairBySeat, type BySeat } from '../../../src/engine/round/seats';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { roundErrorText } from '../../../src/words/errors';
import { position3, rules } from './helpers';

const three = (a: number, b: number, c: number): BySeat<number> => bySeatOf([a, b, c])!;

/** Synthetic round models (not the measured ones), so the tests do not follow the figures. */
const SMALL: RoundModel = { spread: 6, noScore: 0.1, gain: 3 };
const BIG: RoundModel = { spread: 12, noScore: 0.03, gain: 8 };

/**
 * The model drawn round by round: nobody scores with probability noScore, else one seat, each
 * as likely, gains g = 1 + a geometric number with mean `gain` (zero-sum: each other seat pays
 * g); the game ends at the target or when the rounds run out. Returns the player's (seat 0's)
 * mean share of the game's result, where the winner is the engine's `leadingSeat` and a tie for
 * the top is shared among those tied.
 */
function simulate(model: RoundModel, target: number | null, zeroSum: boolean, rounds: number | null, start: readonly [number, number, number], n: number): number {
  const rng = createRng(424242);
  const rho = (model.gain - 1) / model.gain;
  let won = 0;
  for (let t = 0; t < n; t++) {
    const tot = [...start];
    for (let r = 0; rounds === null || r < rounds; r++) {
      if (target !== null && tot.some((x) => x >= target)) break;
      if (rng.next() < model.noScore) continue;
      let g = 1;
      while (rng.next() < rho) g++;
      const scorer = Math.floor(rng.next() * 3);
      for (let s = 0; s < 3; s++) tot[s]! += s === scorer ? (zeroSum ? 2 * g : g) : zeroSum ? -g : 0;
    }
    const leader = leadingSeat(three(tot[0]!, tot[1]!, tot[2]!));
    const top = Math.max(...tot);
    won += leader === 0 ? 1 : leader === null && tot[0] === top ? 1 / tot.filter((x) => x === top).length : 0;
  }
  return won / n;
}

describe('gameContext with three players', () => {
  test('reads every total, the other seats in turn order, and the three-seat round model', () => {
    let g: GameState = createGame({ rules: rules('fudawiki', { players: 3 }), seed: 8, explain: false });
    expect(gameContext(g, 1)).toMatchObject({ lead: 0, roundsAfter: 11, own: 0, opponent: 0, others: [0, 0], target: null, model: ROUND_MODELS_THREE.fudawiki });
    // Play rounds out with the first legal move until someone has scored.
    while (g.totals.every((t) => t === 0)) {
      while (g.status === 'playing') {
        const applied = applyGameAction(g, viewLegalActions(playerView(g.current, g.current.toMove))[0]!);
        if (!applied.ok) throw new Error(roundErrorText(applied.error));
        g = applied.value;
      }
      const next = startNextRound(g);
      if (!next.ok) throw new Error(roundErrorText(next.error));
      g = next.value;
    }
    const [a, b, c] = g.totals;
    expect(gameContext(g, 0)).toMatchObject({ own: a, others: [b, c], opponent: Math.max(b!, c!), lead: a! - Math.max(b!, c!), roundsAfter: 12 - g.round });
    expect(gameContext(g, 1)).toMatchObject({ own: b, others: [c, a], opponent: Math.max(a!, c!) });
    expect(gameContext(g, 2)).toMatchObject({ own: c, others: [a, b], opponent: Math.max(a!, b!) });
  });

  test('a two-player context has no other totals and keeps the two-player model', () => {
    const c = gameContext(createGame({ rules: rules('fudawiki'), seed: 8, explain: false }), 0)!;
    expect('others' in c).toBe(false);
    expect(c.model).not.toBe(ROUND_MODELS_THREE.fudawiki);
  });

  test('each preset with three players gets its three-seat figures; a custom rule set the nearest preset', () => {
    for (const id of PRESET_IDS) expect(roundModelFor(rules(id, { players: 3 }).options)).toBe(ROUND_MODELS_THREE[id]);
    expect(roundModelFor(rules('koikoi-japan', { players: 3, rounds: 12 }).options)).toBe(ROUND_MODELS_THREE['koikoi-japan']);
    expect(roundModelFor(rules('nintendo', { players: 3, viewing: 'off' }).options)).toBe(ROUND_MODELS_THREE.nintendo);
    // Three totals with options that give only the game's shape: the default rules' figures for three.
    expect(contextAt({ rounds: 12, targetScore: null }, 2, three(5, 0, 1), 0)!.model).toBe(ROUND_MODELS_THREE.fudawiki);
  });
});

describe('the result of a game of three', () => {
  test('the share of a win agrees with the engine: 1 for the sole leader, shared on a tie for the top, 0 below', () => {
    for (let a = 0; a < 4; a++) {
      for (let b = 0; b < 4; b++) {
        for (let c = 0; c < 4; c++) {
          const leader = leadingSeat(three(a, b, c));
          const share = shareOfWin(a, b, c);
          if (leader === 0) expect(share).toBe(1);
          else if (leader !== null || a < Math.max(b, c)) expect(share).toBe(0);
          else expect(share).toBe(a === b && a === c ? 1 / 3 : 1 / 2);
        }
      }
    }
  });

  test('the gain of a round in lattice steps keeps every probability and the mean gain', () => {
    for (const model of [SMALL, BIG, { spread: 1, noScore: 0, gain: 1 }]) {
      for (const h of [1, 2, 3, 7]) {
        const { stay, first, sigma } = gainSteps(model, h);
        expect(stay + first / (1 - sigma)).toBeCloseTo(1, 9);
        expect((h * first) / (1 - sigma) ** 2).toBeCloseTo(model.gain, 6);
      }
    }
  });
});

describe('winChanceBySeat with three players', () => {
  const ctx = (model: RoundModel, target: number | null, zeroSum: boolean, roundsAfter: number | null, own: number, b: number, c: number): GameContext => ({
    lead: own - Math.max(b, c),
    roundsAfter,
    own,
    opponent: Math.max(b, c),
    others: [b, c],
    target,
    zeroSum,
    model,
  });

  test('agrees with a plain simulation of the same model: no target, a target, zero-sum or not, with and without a limit of rounds', () => {
    const cases: [RoundModel, number | null, boolean, number | null, number, number, number][] = [
      [BIG, null, false, 11, 0, 0, 0],
      [BIG, null, false, 3, 12, 0, 6],
      [SMALL, null, true, 4, 6, -3, -3],
      [SMALL, 30, true, 5, 9, -6, -3],
      [SMALL, 30, true, 2, 21, -6, -15],
      [BIG, 40, false, 3, 25, 31, 10],
      [SMALL, 20, false, null, 8, 5, 0],
      [SMALL, 25, true, null, 6, -3, -3],
    ];
    for (const [model, target, zeroSum, after, a, b, c] of cases) {
      const modelled = winChanceBySeat(ctx(model, target, zeroSum, after, a, b, c))([0, 0, 0]);
      expect(Math.abs(modelled - simulate(model, target, zeroSum, after, [a, b, c], 20000))).toBeLessThan(0.015);
    }
  });

  test('the same totals seen from each seat: the three chances add up to one, and an even game gives a third each', () => {
    for (const [target, zeroSum, after, t] of [
      [null, false, 5, [10, 3, 0]],
      [30, true, 4, [12, -3, -9]],
      [30, false, 6, [14, 20, 5]],
    ] as const) {
      const seen = [0, 1, 2].map((p) => winChanceBySeat(ctx(SMALL, target, zeroSum, after, t[p]!, t[(p + 1) % 3]!, t[(p + 2) % 3]!))([0, 0, 0]));
      expect(seen[0]! + seen[1]! + seen[2]!).toBeCloseTo(1, 2);
      expect(winChanceBySeat(ctx(SMALL, target, zeroSum, after, 0, 0, 0))([0, 0, 0])).toBeCloseTo(1 / 3, 2);
    }
  });

  test('in the last round only the final totals count: a tie for the top is shared', () => {
    const w = winChanceBySeat(ctx(SMALL, null, false, 0, 10, 14, 6));
    expect(w([3, 0, 0])).toBe(0);
    expect(w([4, 0, 0])).toBe(1 / 2);
    expect(w([4, 0, 8])).toBe(1 / 3);
    expect(w([5, 0, 0])).toBe(1);
  });

  test('a round that reaches the target wins the game at once, however many rounds are left', () => {
    const w = winChanceBySeat(ctx(BIG, 30, false, 8, 24, 10, 12));
    expect(w([6, 0, 0])).toBe(1);
    expect(w([5, 0, 0])).toBeLessThan(1);
    expect(w([0, 20, 0])).toBe(0);
    const z = winChanceBySeat(ctx(SMALL, 30, true, 6, 20, -8, -12));
    expect(z([10, -5, -5])).toBe(1);
    expect(z([8, -4, -4])).toBeLessThan(1);
    expect(z([-19, 38, -19])).toBe(0);
  });

  test('a bigger win for the player never lowers the chance; a bigger win for another seat never raises it', () => {
    for (const [target, zeroSum, after] of [
      [null, false, 6],
      [null, true, 3],
      [30, true, 4],
      [40, false, 5],
    ] as const) {
      const w = winChanceBySeat(ctx(BIG, target, zeroSum, after, 5, 8, 2));
      // The round's points when seat s wins g (zero-sum: each other seat pays g).
      const won = (s: number, g: number) => [0, 1, 2].map((q) => (q === s ? (zeroSum ? 2 * g : g) : zeroSum ? -g : 0));
      for (let g = 0; g < 40; g++) {
        expect(w(won(0, g + 1))).toBeGreaterThanOrEqual(w(won(0, g)) - 1e-12);
        expect(w(won(1, g + 1))).toBeLessThanOrEqual(w(won(1, g)) + 1e-12);
        expect(w(won(2, g + 1))).toBeLessThanOrEqual(w(won(2, g)) + 1e-12);
      }
    }
  });

  test('one number per playout (the player over the mean of the others) reads the rounds it stands for', () => {
    const plain = ctx(BIG, null, false, 5, 4, 9, 0);
    const win = winChance(plain);
    const bySeat = winChanceBySeat(plain);
    expect(win(6)).toBe(bySeat([6, 0, 0]));
    // Another seat scoring 8: 8 / 2 below the others' mean, either seat as likely.
    expect(win(-4)).toBeCloseTo((bySeat([0, 8, 0]) + bySeat([0, 0, 8])) / 2, 12);
    const zero = ctx(SMALL, 30, true, 3, 6, -2, -4);
    expect(winChance(zero)(9)).toBeCloseTo(winChanceBySeat(zero)([6, -3, -3]), 12);
    expect(winChance(zero)(-6)).toBeCloseTo((winChanceBySeat(zero)([-4, 8, -4]) + winChanceBySeat(zero)([-4, -4, 8])) / 2, 12);
  });

  test('tables are built once per game shape: every round of a game is fast enough to ask per decision', () => {
    // Processor time, not the clock: the machine may be shared (~0.3 s measured for all of it).
    const started = process.cpuUsage();
    for (const preset of PRESET_IDS) {
      const o = rules(preset, { players: 3 }).options;
      for (let round = 1; round <= 12; round++) winChanceBySeat(contextAt(o, round, three(round, -round, 0), 0)!)([3, 0, 0]);
    }
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
  });
});

describe('gameUtilityBySeat', () => {
  test('with two players it is gameUtility of the difference, with no context the points over the others', () => {
    const c = contextAt(rules('koikoi-japan').options, 3, pairBySeat(6, -6), 0)!;
    for (const [a, b] of [[4, -4], [-10, 10], [0, 0]] as const) expect(gameUtilityBySeat(c)([a, b])).toBe(gameUtility(c)(a - b));
    expect(gameUtilityBySeat(undefined)([5, 2])).toBe(3);
    expect(gameUtilityBySeat(undefined)([6, 0, 4])).toBe(4);
  });

  test('at the start of an even game of three, a point over the others is worth about a point', () => {
    for (const preset of ['fudawiki', 'koikoi-japan'] as const) {
      const c = contextAt(rules(preset, { players: 3 }).options, 1, three(0, 0, 0), 0)!;
      const u = gameUtility(c);
      expect((u(2) - u(-2)) / 4).toBeGreaterThan(0.8);
      expect((u(2) - u(-2)) / 4).toBeLessThan(1.3);
    }
  });
});

describe('parseGameContext with three players', () => {
  test('a three-player context survives JSON with its other totals; malformed other totals are dropped', () => {
    const c = contextAt(rules('koikoi-japan', { players: 3 }).options, 3, three(7, -2, -5), 1)!;
    const back = parseGameContext(JSON.parse(JSON.stringify(c)));
    expect(back).toEqual(c);
    expect(winChanceBySeat(back!)([2, -1, -1])).toBe(winChanceBySeat(c)([2, -1, -1]));
    expect(parseGameContext({ lead: 0, roundsAfter: 2, others: [1, 'x'] })).toEqual({ lead: 0, roundsAfter: 2 });
  });
});

test('threeSeatChance refuses a game that has neither a target nor a number of rounds', () => {
  expect(() => threeSeatChance({ model: SMALL, target: null, zeroSum: false }, null)).toThrow(/needs a number of rounds/);
});

describe('the expert with a game of three in view', () => {
  // Akatan made with three cards left in each hand: stopping scores 5.
  const view = playerView(
    position3({
      hands: [['iris-chaff-2', 'wisteria-chaff-1', 'pampas-chaff-2'], ['peony-chaff-1', 'paulownia-phoenix', 'pine-chaff-2'], ['clover-chaff-1', 'maple-chaff-1', 'willow-ribbon']],
      field: ['peony-butterflies', 'iris-chaff-1', 'pampas-chaff-1', 'chrysanthemum-chaff-1'],
      captured: [['pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'pine-crane', 'plum-chaff-1', 'cherry-chaff-2'], ['clover-boar', 'maple-deer', 'iris-bridge'], ['wisteria-cuckoo', 'pampas-moon', 'cherry-curtain']],
      decision: { yaku: ['akatan'], base: 5, stopPoints: 5 },
    }),
    0,
  );
  const lastRound = (a: number, b: number, c: number) => chooseAction(view, 'expert', 3, contextAt(rules('fudawiki', { players: 3 }).options, 12, three(a, b, c), 0)).action;

  test('stops on points alone, and in the last round when stopping puts it above both others', () => {
    expect(chooseAction(view, 'expert', 3).action).toEqual({ type: 'call', call: 'shobu' });
    expect(lastRound(10, 14, 12)).toEqual({ type: 'call', call: 'shobu' });
  });

  test('calls koi-koi in the last round when stopping leaves either other seat ahead', () => {
    expect(lastRound(10, 18, 12)).toEqual({ type: 'call', call: 'koikoi' });
    expect(lastRound(10, 12, 18)).toEqual({ type: 'call', call: 'koikoi' });
  });
});
