/**
 * The coach at a table of three: values from the player's view only (whatever the two hidden
 * hands hold), the player's own points of the round, each seat's share of scoring, the chance
 * of winning a game of three, reviews of a three-player round for every seat, and reasons that
 * name the opponent a move helped. Small playout counts keep these fast.
 */
import { describe, expect, test } from 'vitest';
import { chooseAction, gameContext } from '../../../src/engine/ai';
import { evaluateDecision, historyContext, reasonFor, reviewRound, threatFedBy, type DecisionValues } from '../../../src/engine/coach';
import { createRng, hashSeed, shuffle } from '../../../src/engine/random';
import { applyAction, createGame, dealRound, legalActions, othersOf, playGame, playerView, withSeat, type PlayerView, type RoundState } from '../../../src/engine/round';
import type { CardId, Month } from '../../../src/engine/cards';
import { rules } from '../ai/helpers';

const P = 40;

/** The same state with the hidden cards (both other hands and the pile) dealt again. */
function reshuffleHidden(s: RoundState, seed: number): RoundState {
  const [a, b] = othersOf(s.toMove, 3) as readonly [0 | 1 | 2, 0 | 1 | 2];
  const hidden = shuffle([...s.hands[a], ...s.hands[b], ...s.pile.slice(s.pileTop)], createRng(seed));
  const na = s.hands[a].length;
  const nb = s.hands[b].length;
  const hands = withSeat(withSeat(s.hands, a, hidden.slice(0, na)), b, hidden.slice(na, na + nb));
  return { ...s, hands, pile: [...s.pile.slice(0, s.pileTop), ...hidden.slice(na + nb)] };
}

/** States of three-player rounds (random legal moves) where the player to move has a choice. */
function positions(preset: string, count: number, overrides: Record<string, unknown> = {}): RoundState[] {
  const ruleSet = rules(preset, { players: 3, ...overrides });
  const out: RoundState[] = [];
  for (let seed = 1; out.length < count && seed < 200; seed++) {
    const dealt = dealRound({ rules: ruleSet, month: (1 + (seed % 12)) as Month, dealer: (seed % 3) as 0 | 1 | 2, seed, explain: false });
    if (!dealt.ok) continue;
    let s = dealt.value;
    const rng = createRng(seed);
    const stopAt = 2 + rng.int(12);
    for (let i = 0; s.phase !== 'ended' && i < 60; i++) {
      const actions = legalActions(s);
      if (i >= stopAt && actions.length >= 2) {
        out.push(s);
        break;
      }
      const next = applyAction(s, actions[rng.int(actions.length)]!);
      if (!next.ok) throw new Error('move');
      s = next.value;
    }
  }
  return out;
}

const values = (view: PlayerView, seed = 3, context?: Parameters<typeof evaluateDecision>[1]['context']): DecisionValues =>
  evaluateDecision(view, { seed, playouts: P, context });

describe('values at a table of three', () => {
  test('from the view only: the same values whatever the other hands and the pile hold', () => {
    for (const s of positions('beginners-guide', 3)) {
      const a = values(playerView(s, s.toMove));
      const b = values(playerView(reshuffleHidden(s, 99), s.toMove));
      expect(b).toEqual(a);
    }
  });

  test('every legal action valued, with each seat’s share of scoring the round', () => {
    for (const s of positions('fudawiki', 3)) {
      const me = s.toMove;
      const v = values(playerView(s, me));
      expect(v.values).toHaveLength(legalActions(s).length);
      for (const x of v.values) {
        expect(x.seatScores).toHaveLength(3);
        expect(x.seatScores.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(1 + 1e-9);
        expect(x.playerScores).toBe(x.seatScores[me]);
        expect(x.opponentScores).toBeCloseTo(othersOf(me, 3).reduce((sum: number, q) => sum + x.seatScores[q]!, 0), 12);
      }
    }
  });

  test('points are the player’s own: never below zero where only the winner scores, and above zero only when the player scores', () => {
    // beginners-guide is not zero-sum: a round another player wins costs the player nothing.
    expect(rules('beginners-guide', { players: 3 }).options.zeroSum).toBe(false);
    for (const s of positions('beginners-guide', 4)) {
      for (const x of values(playerView(s, s.toMove)).values) {
        expect(x.points).toBeGreaterThanOrEqual(0);
        expect(x.points > 0).toBe(x.playerScores > 0);
      }
    }
  });

  test('zero-sum: a round another player wins costs the player, so an action can be worth less than nothing', () => {
    const zs = positions('koikoi-japan', 6);
    expect(rules('koikoi-japan', { players: 3 }).options.zeroSum).toBe(true);
    const all = zs.flatMap((s) => values(playerView(s, s.toMove)).values);
    expect(all.some((x) => x.points < 0)).toBe(true);
    for (const x of all) if (x.playerScores === 0) expect(x.points).toBeLessThanOrEqual(0);
  });

  test('in a game: the chance of winning it, between 0 and 1, and the best action first', () => {
    const ruleSet = rules('beginners-guide', { players: 3, rounds: 3 });
    let checked = 0;
    playGame(createGame({ rules: ruleSet, seed: 11, explain: false }), (g, p, move) => {
      const view = playerView(g.current, p);
      const context = gameContext(g, p);
      if (checked < 2 && g.history.length === 1 && legalActions(g.current).length >= 2) {
        const v = values(view, 5, context);
        expect(v.scale).toBe('win');
        for (const x of v.values) expect(x.win).toBeGreaterThanOrEqual(0), expect(x.win).toBeLessThanOrEqual(1);
        for (let i = 1; i < v.values.length; i++) expect(v.values[i - 1]!.win!).toBeGreaterThanOrEqual(v.values[i]!.win!);
        checked++;
      }
      return chooseAction(view, 'beginner', hashSeed(11, move), context).action;
    });
    expect(checked).toBe(2);
  });
});

describe('the review of a three-player round', () => {
  test('every seat’s decisions graded from that seat’s view, with a summary', () => {
    const ruleSet = rules('beginners-guide', { players: 3, rounds: 1 });
    const game = playGame(createGame({ rules: ruleSet, seed: 4, explain: false }), (g, p, move) =>
      chooseAction(playerView(g.current, p), 'beginner', hashSeed(4, move), gameContext(g, p)).action,
    );
    const record = game.history[0]!;
    let graded = 0;
    for (const player of [0, 1, 2] as const) {
      const review = reviewRound(record, game.rules, player, { seed: 4, playouts: 20, context: historyContext(game, 0, player) });
      if (!review.ok) throw new Error(JSON.stringify(review.error));
      expect(review.value.decisions.length).toBeGreaterThan(0);
      graded += review.value.decisions.length;
      for (const d of review.value.decisions) {
        expect(d.view.player).toBe(player);
        expect(d.view.handCounts).toHaveLength(3);
      }
      const choices = review.value.decisions.filter((d) => d.grade !== 'forced').length;
      expect(Object.values(review.value.summary.grades).reduce((a, b) => a + b, 0)).toBe(choices);
    }
    // Every move of the round is one of the three players' decisions.
    expect(graded).toBe(record.moves.length);
  });
});

describe('which opponent a move helps', () => {
  /** A three-player view of player 0 with piles, hand, field and unseen cards set for the case. */
  function crafted(captured: readonly (readonly CardId[])[], hand: readonly CardId[], field: readonly CardId[], unseen: readonly CardId[]): PlayerView {
    const [s] = positions('fudawiki', 1);
    const base = playerView({ ...s!, toMove: 0 }, 0);
    return { ...base, phase: 'play', hand, field, unseen, captured: captured as PlayerView['captured'], knownInHands: [[], [], []] as unknown as PlayerView['knownInHands'] };
  }

  test('a card left on the field that completes a yaku for another player names that player, the first in turn order', () => {
    // Seat 2 holds two brights (the Moon completes Three Brights); seat 1 nothing near.
    const view = crafted([[], ['pine-chaff-1'], ['pine-crane', 'cherry-curtain']], ['pampas-moon', 'maple-chaff-1'], ['iris-chaff-1'], ['pampas-geese', 'pampas-chaff-1']);
    expect(threatFedBy(view, 'pampas-moon')).toEqual({ seat: 2, card: 'pampas-moon', yaku: 'sanko' });
    // Seat 1 holds the Sake Cup (the Moon completes Moon Viewing) and plays before seat 2.
    const both = crafted([[], ['chrysanthemum-sake-cup'], ['pine-crane', 'cherry-curtain']], ['pampas-moon'], ['iris-chaff-1'], ['pampas-geese']);
    expect(threatFedBy(both, 'pampas-moon')).toEqual({ seat: 1, card: 'pampas-moon', yaku: 'tsukimi-zake' });
  });

  test('nobody is handed a card no one can take (every other card of its month is seen) or that completes nothing', () => {
    const safe = crafted([['pampas-geese', 'pampas-chaff-1', 'pampas-chaff-2'], [], ['pine-crane', 'cherry-curtain']], ['pampas-moon'], ['iris-chaff-1'], []);
    expect(threatFedBy(safe, 'pampas-moon')).toBeNull();
    const useless = crafted([[], [], ['pine-crane', 'cherry-curtain']], ['maple-chaff-1'], ['iris-chaff-1'], ['maple-chaff-2']);
    expect(threatFedBy(useless, 'maple-chaff-1')).toBeNull();
  });

  test('the better-move reason names the opponent the move made handed a card, and the one it made likelier to score', () => {
    const view = crafted([[], ['pine-chaff-1'], ['pine-crane', 'cherry-curtain']], ['pampas-moon', 'maple-chaff-1'], ['iris-chaff-1'], ['pampas-geese', 'pampas-chaff-1']);
    const value = (card: CardId, seatScores: number[]) => ({
      action: { type: 'play' as const, card },
      move: { code: 'throw' as const, card },
      why: { code: 'throw-safe' as const },
      points: 0,
      win: null,
      opponentScores: seatScores[1]! + seatScores[2]!,
      playerScores: seatScores[0]!,
      seatScores,
    });
    const best = value('maple-chaff-1', [0.3, 0.2, 0.2]);
    const chosen = value('pampas-moon', [0.3, 0.22, 0.4]);
    const v: DecisionValues = { kind: 'play', scale: 'points', values: [best, chosen], playouts: P, stopPoints: null };
    const reason = reasonFor(view, v, chosen, 1);
    expect(reason).toMatchObject({ code: 'better-move', players: 3, feeds: { seat: 2, card: 'pampas-moon', yaku: 'sanko' }, risk: { seat: 2, best: 0.2, chosen: 0.4 } });
    // Thrown the other way round, nothing is handed over; seat 1's rise (2 %) is too small to mention.
    const other = reasonFor(view, { ...v, values: [chosen, best] }, best, 1);
    expect(other).toMatchObject({ feeds: null, risk: null });
  });
});
