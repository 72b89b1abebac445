/**
 * The expert plays to win the game, not only the round: the totals and the rounds left (public
 * facts) turn a round's point difference into its worth for the game.
 */
import { pairBySeat } from '../../../src/engine/round/seats';
import { describe, expect, test } from 'vitest';
import { chooseAction, gameContext, type GameContext } from '../../../src/engine/ai';
import { contextAt, gameUtility, parseGameContext, roundModelFor, ROUND_MODELS, winChance, type RoundModel } from '../../../src/engine/ai/game-context';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { createRng } from '../../../src/engine/random';
import { applyGameAction, createGame, playerView, startNextRound, viewLegalActions, type GameState } from '../../../src/engine/round';
import { rules, threatenedDecision } from './helpers';
import { aiReasonsText } from '../../../src/words/ai';
import { roundErrorText } from '../../../src/words/errors';

describe('gameContext', () => {
  test('reads the lead and the rounds left from the game', () => {
    let g: GameState = createGame({ rules: rules('fudawiki'), seed: 5, explain: false });
    expect(gameContext(g, 0)).toMatchObject({ lead: 0, roundsAfter: 11, own: 0, opponent: 0, target: null });
    // Play the first round out with the first legal move each time.
    while (g.status === 'playing') {
      const view = playerView(g.current, g.current.toMove);
      const applied = applyGameAction(g, viewLegalActions(view)[0]!);
      if (!applied.ok) throw new Error(roundErrorText(applied.error));
      g = applied.value;
    }
    const next = startNextRound(g);
    if (!next.ok) throw new Error(roundErrorText(next.error));
    g = next.value;
    const [a, b] = g.totals;
    expect(gameContext(g, 0)).toMatchObject({ lead: a - b, roundsAfter: 12 - g.round, own: a, opponent: b });
    expect(gameContext(g, 1)).toMatchObject({ lead: b - a, roundsAfter: 12 - g.round, own: b, opponent: a });
  });

  test('a game played to a target score has a context too: totals, target, rounds (null: no limit)', () => {
    const g = createGame({ rules: rules('fudawiki', { targetScore: 50 }), seed: 5, explain: false });
    expect(gameContext(g, 0)).toMatchObject({ lead: 0, roundsAfter: 11, target: 50, zeroSum: false });
    const u = createGame({ rules: rules('fudawiki', { rounds: 'unlimited', targetScore: 40 }), seed: 5, explain: false });
    expect(gameContext(u, 1)).toMatchObject({ roundsAfter: null, target: 40 });
  });

  test('koikoi-japan: eight rounds, zero-sum, first to 30, with its own measured round model', () => {
    const g = createGame({ rules: rules('koikoi-japan'), seed: 5, explain: false });
    const c = gameContext(g, 0);
    expect(c).toMatchObject({ roundsAfter: 7, target: 30, zeroSum: true, model: ROUND_MODELS['koikoi-japan'] });
    expect(c!.worth).toBeGreaterThan(0);
  });
});

describe('roundModelFor', () => {
  test('a preset gets its own figures; a custom rule set those of the preset it differs least from', () => {
    for (const id of PRESET_IDS) expect(roundModelFor(rules(id).options)).toBe(ROUND_MODELS[id]);
    expect(roundModelFor(rules('koikoi-japan', { koikoiLimit: 'once-per-round', rounds: 12 }).options)).toBe(ROUND_MODELS['koikoi-japan']);
    expect(roundModelFor(rules('nintendo', { viewing: 'off' }).options)).toBe(ROUND_MODELS.nintendo);
  });
});

describe('winChance with a target score', () => {
  const kj = rules('koikoi-japan').options;
  const at = (round: number, own: number, opp: number) => winChance(contextAt(kj, round, pairBySeat(own, opp), 0)!);

  test('leading close to the target beats trailing by as much', () => {
    expect(at(3, 24, -24)(0)).toBeGreaterThan(0.9);
    expect(at(3, -24, 24)(0)).toBeLessThan(0.1);
    expect(at(3, 24, -24)(0) + at(3, -24, 24)(0)).toBeCloseTo(1, 4); // the same game seen from each side
  });

  test('a round that reaches the target wins the game at once, however many rounds are left', () => {
    // Zero-sum: finishing the round d up moves the player's total by d / 2.
    expect(at(2, 20, -20)(20)).toBe(1);
    expect(at(2, 20, -20)(18)).toBeLessThan(1);
    expect(at(2, 20, -20)(-100)).toBe(0);
  });

  test('in the last round only the final totals count (a tie is half)', () => {
    const w = at(8, -4, 4);
    expect(w(6)).toBe(0);
    expect(w(8)).toBe(0.5);
    expect(w(10)).toBe(1);
  });

  test('never falls as the round goes better', () => {
    for (const [round, own, opp] of [[1, 0, 0], [5, 12, -12], [7, -20, 20]] as const) {
      const w = at(round, own, opp);
      for (let d = -70; d < 70; d++) expect(w(d + 1)).toBeGreaterThanOrEqual(w(d) - 1e-12);
    }
  });

  test('agrees with a plain simulation of the same model (zero-sum and not)', () => {
    // The model drawn round by round: nobody scores with probability noScore, else one side,
    // either as likely, gains 1 + a geometric number of points with mean `gain`.
    const rng = createRng(99);
    const simulate = (model: RoundModel, target: number, zeroSum: boolean, rounds: number, a0: number, b0: number, n: number) => {
      let won = 0;
      const rho = (model.gain - 1) / model.gain;
      for (let t = 0; t < n; t++) {
        let [a, b] = [a0, b0];
        for (let r = 0; r < rounds && a < target && b < target; r++) {
          if (rng.next() < model.noScore) continue;
          let x = 1;
          while (rng.next() < rho) x++;
          const mine = rng.next() < 0.5;
          if (zeroSum) [a, b] = mine ? [a + x, b - x] : [a - x, b + x];
          else if (mine) a += x;
          else b += x;
        }
        won += a > b ? 1 : a === b ? 0.5 : 0;
      }
      return won / n;
    };
    const m = ROUND_MODELS['koikoi-japan'];
    // Totals before the round in play; its difference d = 0 leaves them there, with 3 rounds after.
    const kjWin = at(5, 6, -6)(0);
    expect(Math.abs(kjWin - simulate(m, 30, true, 3, 6, -6, 20000))).toBeLessThan(0.015);
    const fw = rules('fudawiki', { targetScore: 40 }).options;
    const fwWin = winChance(contextAt(fw, 9, pairBySeat(25, 30), 0)!)(0);
    expect(Math.abs(fwWin - simulate(ROUND_MODELS.fudawiki, 40, false, 3, 25, 30, 20000))).toBeLessThan(0.02);
  });

  test('builds its table once per game shape: fast enough to call per decision', () => {
    const started = performance.now();
    for (let round = 1; round <= 8; round++) for (let lead = -20; lead <= 20; lead += 4) winChance(contextAt(kj, round, pairBySeat(lead / 2, -lead / 2), 0)!)(3);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('gameUtility', () => {
  const slope = (u: (d: number) => number, at: number) => u(at + 1) - u(at);

  test('without a context it is the point difference itself', () => {
    const u = gameUtility(undefined);
    for (const d of [-12, 0, 3, 40]) expect(u(d)).toBe(d);
  });

  test('in an even game with many rounds left, a point is worth about a point', () => {
    const u = gameUtility({ lead: 0, roundsAfter: 11 });
    expect(slope(u, 0)).toBeGreaterThan(0.95);
    expect(slope(u, 0)).toBeLessThan(1.2);
  });

  test('far ahead, losing points hurts more than winning more helps', () => {
    const u = gameUtility({ lead: 30, roundsAfter: 2 });
    expect(u(-20) - u(-30)).toBeGreaterThan(2 * (u(30) - u(20)));
  });

  test('in the last round only the winning margin matters', () => {
    const u = gameUtility({ lead: -5, roundsAfter: 0 });
    // Going from losing by 1 to winning by 1 is worth far more than 8 more points once won.
    expect(u(6) - u(4)).toBeGreaterThan(4 * (u(16) - u(8)));
    // And it always increases: more points are never worse.
    for (let d = -30; d < 30; d++) expect(u(d + 1)).toBeGreaterThan(u(d));
  });
});

describe('the expert with the game in view', () => {
  // tactics.test.ts: the expert stops here on points alone.
  const stop = threatenedDecision();
  const decide = (context?: GameContext) => chooseAction(playerView(stop, 0), 'expert', 3, context);

  test('stops on points alone, and when stopping wins the game', () => {
    expect(decide().action).toEqual({ type: 'call', call: 'shobu' });
    expect(decide({ lead: 0, roundsAfter: 0 }).action).toEqual({ type: 'call', call: 'shobu' });
  });

  test('calls koi-koi in the last round when stopping would lose the game, and says why', () => {
    const d = decide({ lead: -8, roundsAfter: 0 });
    expect(d.action).toEqual({ type: 'call', call: 'koikoi' });
    expect(aiReasonsText(d.reasoning).join(' ')).toMatch(/behind by 8 points and this is the last round/);
  });

  test('under a target score: stops when stopping reaches the target, goes on when stopping cannot save the game', () => {
    const shape = { target: 30, zeroSum: false, model: ROUND_MODELS.fudawiki } as const;
    // Stopping scores 5: from 27 that is 32, the game won at once.
    expect(decide({ lead: 7, roundsAfter: 3, own: 27, opponent: 20, ...shape }).action).toEqual({ type: 'call', call: 'shobu' });
    // Last round, 10 against 18: stopping at 15 loses the game for sure.
    expect(decide({ lead: -8, roundsAfter: 0, own: 10, opponent: 18, ...shape }).action).toEqual({ type: 'call', call: 'koikoi' });
  });

  test('the other levels ignore the context', () => {
    const view = playerView(stop, 0);
    for (const level of ['beginner', 'intermediate'] as const) {
      expect(chooseAction(view, level, 3, { lead: -8, roundsAfter: 0 })).toEqual(chooseAction(view, level, 3));
    }
  });
});

describe('parseGameContext', () => {
  test('a context survives JSON; what is not a context is refused', () => {
    for (const preset of ['fudawiki', 'koikoi-japan'] as const) {
      const c = contextAt(rules(preset).options, 3, pairBySeat(7, -2), 1)!;
      const back = parseGameContext(JSON.parse(JSON.stringify(c)));
      expect(back).toEqual(c);
      expect(winChance(back!)(4)).toBe(winChance(c)(4));
    }
    expect(parseGameContext({ lead: 3, roundsAfter: 2 })).toEqual({ lead: 3, roundsAfter: 2 });
    for (const bad of [null, 3, {}, { lead: 'x', roundsAfter: 1 }, { lead: 0, roundsAfter: -1 }, { lead: 0, roundsAfter: null }, { lead: 0, roundsAfter: 1, target: 0 }]) {
      expect(parseGameContext(bad)).toBeUndefined();
    }
  });
});
