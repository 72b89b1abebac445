/** A game: months, dealer rotation, totals, redeals, the end. */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { createRng, type Rng } from '../../../src/engine/random';
import { buildRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import {
  applyGameAction,
  chooseFirstDealer,
  createGame,
  dealerFromDraw,
  gameLegalActions,
  monthOfRound,
  playGame as playWholeGame,
  startNextRound,
  type GameState,
} from '../../../src/engine/round';
import { randomRules, rules } from './helpers';

/** A whole game of uniformly random legal moves. */
function playGame(r: RuleSet, seed: number, rng: Rng, explain = true): GameState {
  return playWholeGame(createGame({ rules: r, seed, explain }), (g) => {
    const actions = gameLegalActions(g);
    return actions[rng.int(actions.length)]!;
  });
}

describe('first dealer', () => {
  test.each([
    ['pine-chaff-1', 'plum-warbler', 0],
    ['maple-deer', 'pine-chaff-1', 1],
    ['pampas-moon', 'pampas-geese', 0],
    ['pampas-chaff-1', 'pampas-geese', 1],
    ['iris-bridge', 'iris-ribbon', 0],
    ['iris-ribbon', 'iris-chaff-1', 0],
    ['iris-chaff-1', 'iris-chaff-2', null],
  ] as const)('%s vs %s → %s', (a, b, dealer) => {
    expect(dealerFromDraw(a as CardId, b as CardId)).toBe(dealer);
  });

  test('draw: the recorded draws decide, ties are drawn again', () => {
    let sawTie = false;
    for (let seed = 0; seed < 400; seed++) {
      const choice = chooseFirstDealer(rules('fudawiki'), seed);
      expect(choice.method).toBe('draw');
      const last = choice.draws.at(-1)!;
      expect(last.dealer).toBe(choice.dealer);
      expect(dealerFromDraw(last.cards[0]!, last.cards[1]!)).toBe(choice.dealer);
      for (const d of choice.draws.slice(0, -1)) expect(d.dealer).toBeNull();
      if (choice.draws.length > 1) sawTie = true;
    }
    expect(sawTie).toBe(true);
  });

  test('random: both players deal first sometimes, with no draws', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 50; seed++) {
      const choice = chooseFirstDealer(rules('koikoi-japan'), seed);
      expect(choice).toMatchObject({ method: 'random', draws: [] });
      dealers.add(choice.dealer);
    }
    expect([...dealers].sort()).toEqual([0, 1]);
  });
});

describe('games', () => {
  test.each(PRESET_IDS)('%s: months, dealers, totals and the winner', (preset) => {
    const rng = createRng(99);
    for (let seed = 0; seed < 15; seed++) {
      const r = rules(preset);
      const g = playGame(r, seed, rng);
      const o = r.options;
      const limit = o.rounds as number; // every preset plays a number of rounds
      const played = g.history.filter((h) => h.result.end !== 'misdeal');
      expect(played.length).toBeLessThanOrEqual(limit);
      played.forEach((h, i) => {
        expect(h.round).toBe(i + 1);
        expect(h.month).toBe(monthOfRound(i + 1));
      });
      expect(played[0]!.dealer).toBe(g.firstDealer.dealer);
      for (let i = 1; i < played.length; i++) expect(played[i]!.dealer).toBe(played[i - 1]!.result.nextDealer);
      const totals = played.reduce<[number, number]>((t, h) => [t[0] + h.result.points[0], t[1] + h.result.points[1]], [0, 0]);
      expect(g.totals).toEqual(totals);
      if (o.zeroSum) expect(g.totals[0] + g.totals[1]).toBe(0);
      const reached = o.targetScore !== null && Math.max(...g.totals) >= o.targetScore;
      expect(played.length === limit || reached).toBe(true);
      if (played.length < limit) expect(reached).toBe(true);
      expect(g.winner).toBe(g.totals[0] === g.totals[1] ? null : g.totals[0] > g.totals[1] ? 0 : 1);
    }
  }, 60_000);

  test('unlimited rounds: played until a total reaches the target, the months cycling past December', () => {
    const built = buildRuleSet('fudawiki', { rounds: 'unlimited', targetScore: 60 });
    expect(built.ok).toBe(true);
    if (!built.ok) return;
    let longest = 0;
    for (let seed = 0; seed < 12; seed++) {
      const g = playGame(built.value, seed, createRng(seed));
      const played = g.history.filter((h) => h.result.end !== 'misdeal');
      longest = Math.max(longest, played.length);
      expect(Math.max(...g.totals)).toBeGreaterThanOrEqual(60);
      // Every earlier round left both totals under the target.
      const before = played.slice(0, -1).reduce<[number, number]>((t, h) => [t[0] + h.result.points[0], t[1] + h.result.points[1]], [0, 0]);
      expect(Math.max(...before)).toBeLessThan(60);
      played.forEach((h, i) => expect(h.month).toBe(((i + 1 - 1) % 12) + 1));
    }
    // A 60-point target takes more than a year of rounds in some of these games.
    expect(longest).toBeGreaterThan(12);
  }, 60_000);

  test('rounds: unlimited without a target is refused with its code', () => {
    expect(buildRuleSet('fudawiki', { rounds: 'unlimited' })).toMatchObject({ ok: false, error: { code: 'needs-target-score', option: 'rounds' } });
    expect(buildRuleSet('koikoi-japan', { rounds: 'unlimited' }).ok).toBe(true);
    expect(buildRuleSet('fudawiki', { rounds: 'forever', targetScore: 50 })).toMatchObject({ ok: false });
  });

  test('a misdeal is dealt again from a new shuffle without using a round', () => {
    const rng = createRng(5);
    let found = 0;
    for (let seed = 0; seed < 300 && found < 3; seed++) {
      const g = playGame(rules('fudawiki', { rounds: 3 }), seed, rng, false);
      const misdeals = g.history.filter((h) => h.result.end === 'misdeal');
      if (misdeals.length === 0) continue;
      found++;
      for (const m of misdeals) {
        const i = g.history.indexOf(m);
        const next = g.history[i + 1]!;
        expect(next.round).toBe(m.round);
        expect(next.seed).not.toBe(m.seed);
        expect(next.dealer).toBe(m.dealer);
      }
      expect(g.history.filter((h) => h.result.end !== 'misdeal')).toHaveLength(3);
    }
    expect(found).toBeGreaterThan(0);
  }, 60_000);

  test('koikoi-japan: zero-sum totals, 8 rounds or 30 points', () => {
    const rng = createRng(8);
    for (let seed = 0; seed < 30; seed++) {
      const g = playGame(rules('koikoi-japan'), seed, rng, false);
      expect(g.totals[0] + g.totals[1]).toBe(0);
      const played = g.history.filter((h) => h.result.end !== 'misdeal').length;
      expect(played === 8 || Math.max(...g.totals) >= 30).toBe(true);
    }
  }, 60_000);

  test('targetScore ends the game early', () => {
    const rng = createRng(1);
    const g = playGame(rules('fudawiki', { targetScore: 1, rounds: 12 }), 4, rng, false);
    const played = g.history.filter((h) => h.result.end !== 'misdeal');
    expect(Math.max(...g.totals)).toBeGreaterThanOrEqual(1);
    expect(played.length).toBeLessThan(12);
  });

  test('actions are refused between rounds and after the end', () => {
    const rng = createRng(2);
    let g = createGame({ rules: rules('fudawiki', { rounds: 1 }), seed: 1 });
    while (g.status === 'playing') {
      const a = gameLegalActions(g);
      const n = applyGameAction(g, a[rng.int(a.length)]!);
      if (!n.ok) throw new Error();
      g = n.value;
    }
    expect(g.status).toBe('finished');
    expect(applyGameAction(g, { type: 'call', call: 'shobu' })).toMatchObject({ ok: false, error: { code: 'round-over' } });
    expect(startNextRound(g)).toMatchObject({ ok: false });
  });

  test('random rule mixes: games always end', () => {
    const rng = createRng(12);
    for (let i = 0; i < 40; i++) {
      const r = randomRules(rng);
      const g = playGame(r, i, rng, false);
      expect(g.status).toBe('finished');
      if (r.options.zeroSum) expect(g.totals.reduce((a, b) => a + b, 0)).toBe(0);
    }
  }, 60_000);
});

describe('playGame (the driver of the arena, the bench and self-play)', () => {
  const start = () => createGame({ rules: rules('fudawiki', { rounds: 2 }), seed: 8, explain: false });
  const first = (g: GameState) => gameLegalActions(g)[0]!;

  test('plays every round to the finished game', () => {
    const g = playWholeGame(start(), first);
    expect(g.status).toBe('finished');
    expect(g.history.filter((h) => h.result.end !== 'misdeal')).toHaveLength(2);
  });

  test('stops where `until` says, mid-round', () => {
    let moves = 0;
    const g = playWholeGame(start(), (s) => (moves++, first(s)), { until: () => moves >= 3 });
    expect(moves).toBe(3);
    expect(g.status).toBe('playing');
  });

  test('an action the engine refuses is an error naming the move', () => {
    expect(() => playWholeGame(start(), () => ({ type: 'call', call: 'koikoi' }))).toThrow(/^move 1 \(player [01]\): /);
  });

  test('a game that does not end within maxMoves is an error', () => {
    expect(() => playWholeGame(start(), first, { maxMoves: 4 })).toThrow('the game did not end in 4 moves');
  });
});

describe('a lucky hand redealt by its holder in a game', () => {
  test('the same round is dealt again by the same dealer, and the redeal is recorded', () => {
    const r = rules('fudawiki', { teyaku: 'holder-may-redeal', handSize: 10 });
    let checked = 0;
    for (let seed = 0; seed < 400 && checked < 3; seed++) {
      const g = createGame({ rules: r, seed, explain: false });
      if (g.current.phase !== 'lucky-hand') continue;
      const redealt = applyGameAction(g, { type: 'luckyHand', choice: 'redeal' });
      expect(redealt.ok).toBe(true);
      if (!redealt.ok) return;
      const after = redealt.value;
      expect(after.round).toBe(g.round);
      expect(after.current.dealer).toBe(g.current.dealer);
      expect(after.current.month).toBe(g.current.month);
      expect(after.deals).toBeGreaterThan(g.deals);
      expect(after.history.at(-1)!.result).toMatchObject({ end: 'misdeal', outcome: { code: 'misdeal-lucky-hand' } });
      expect(after.totals).toEqual(g.totals);
      checked++;
    }
    expect(checked).toBe(3);
  });
});
