/**
 * The expert plays to win the game, not only the round: the totals and the rounds left (public
 * facts) turn a round's point difference into its worth for the game.
 */
import { describe, expect, test } from 'vitest';
import { chooseAction, gameContext, type GameContext } from '../../../src/engine/ai';
import { gameUtility } from '../../../src/engine/ai/game-context';
import { applyGameAction, createGame, playerView, startNextRound, viewLegalActions, type GameState } from '../../../src/engine/round';
import { rules, threatenedDecision } from './helpers';
import { aiReasonsText } from '../../../src/words/ai';
import { roundErrorText } from '../../../src/words/errors';

describe('gameContext', () => {
  test('reads the lead and the rounds left from the game', () => {
    let g: GameState = createGame({ rules: rules('fudawiki'), seed: 5, explain: false });
    expect(gameContext(g, 0)).toEqual({ lead: 0, roundsAfter: 11 });
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
    expect(gameContext(g, 0)).toEqual({ lead: a - b, roundsAfter: 12 - g.round });
    expect(gameContext(g, 1)).toEqual({ lead: b - a, roundsAfter: 12 - g.round });
  });

  test('a game played to a target score has no fixed length: points are what count', () => {
    const g = createGame({ rules: rules('fudawiki', { targetScore: 50 }), seed: 5, explain: false });
    expect(gameContext(g, 0)).toBeUndefined();
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

  test('the other levels ignore the context', () => {
    const view = playerView(stop, 0);
    for (const level of ['beginner', 'intermediate'] as const) {
      expect(chooseAction(view, level, 3, { lead: -8, roundsAfter: 0 })).toEqual(chooseAction(view, level, 3));
    }
  });
});
