/** The score keeper's ledger: hand-computed games, refusals, and agreement with engine-played games. */
import { describe, expect, test } from 'vitest';
import { BRIGHTS, PRESET_IDS, type CardId, type RuleSet, type ScoreExplanation } from '../../../src/engine';
import { createRng } from '../../../src/engine/random';
import {
  computeLedger,
  createGame,
  dealRound,
  drawForFirstDealer,
  entryChoices,
  gameLegalActions,
  playGame,
  type GameRoundRecord,
  type PlayerIndex,
  type RoundEntry,
} from '../../../src/engine/round';
import type { YakuClaim } from '../../../src/engine/scoring/by-yaku';
import { rules } from '../round/helpers';

const yaku = (...ids: (YakuClaim['id'] | [YakuClaim['id'], number])[]) => ({
  by: 'yaku' as const,
  yaku: ids.map((x) => (Array.isArray(x) ? { id: x[0], extra: x[1] } : { id: x, extra: 0 })),
});

function ledger(r: RuleSet, first: PlayerIndex, entries: RoundEntry[]) {
  const result = computeLedger(r, first, entries);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

describe('hand-computed games', () => {
  test('fudawiki, three rounds of twelve: stops, a draw where the dealer stays, koi-koi doubling', () => {
    const r = rules('fudawiki');
    const l = ledger(r, 0, [
      // Round 1 (January), player 0 deals and stops with Animals (5) and Ribbons (5): 1 + 1 = 2.
      { end: 'stop', winner: 0, pile: yaku('tane', 'tanzaku') },
      // Round 2 (February): player 0 deals again (the winner deals). Player 1 stops with Four
      // Brights (8) after player 0's koi-koi: opponent called, x2 → 16; base 8 ≥ 7, x2 → 32.
      { end: 'stop', winner: 1, calls: [0], pile: yaku('shiko') },
      // Round 3 (March): player 1 deals; the cards run out; fudawiki: nobody scores, dealer stays.
      { end: 'ran-out' },
    ]);
    expect(l.rows.map((row) => [row.round, row.month, row.dealer, row.winner, row.points, row.totals, row.nextDealer])).toEqual([
      [1, 1, 0, 0, [2, 0], [2, 0], 0],
      [2, 2, 0, 1, [0, 32], [2, 32], 1],
      [3, 3, 1, null, [0, 0], [2, 32], 1],
    ]);
    expect(l.next).toEqual({ round: 4, month: 4, dealer: 1 });
    expect(l.left).toEqual({ rounds: 9, points: null });
    expect(l.finished).toBe(false);
    expect(l.rows[1]!.explanation!.total).toBe(32);
  });

  test('koikoi-japan: zero-sum, dealer’s privilege 1 on a run-out, own-call bonus, target 30 ends the game early', () => {
    const r = rules('koikoi-japan');
    const l = ledger(r, 1, [
      // Round 1: player 1 deals; runs out: dealer's privilege 1, zero-sum; the dealer stays.
      { end: 'ran-out' },
      // Round 2: player 0 stops with Five Brights (10) after calling koi-koi once: own-call bonus +1 = 11.
      { end: 'stop', winner: 0, calls: [0], pile: yaku('goko') },
      // A misdeal: the same dealer (player 0, the last winner) deals round 3 again.
      { end: 'misdeal' },
      // Round 3 (March): player 0 stops with Five Brights and Poetry Ribbons: 10 + 5 = 15 (no 7+ doubling here).
      { end: 'stop', winner: 0, pile: yaku('goko', 'akatan') },
      // Round 4: player 0 reaches 11 + 15 + 10 = 36 ≥ 30.
      { end: 'stop', winner: 0, pile: yaku('goko') },
    ]);
    expect(l.rows.map((row) => [row.round, row.dealer, row.points, row.totals, row.nextDealer])).toEqual([
      [1, 1, [-1, 1], [-1, 1], 1],
      [2, 1, [11, -11], [10, -10], 0],
      [3, 0, [0, 0], [10, -10], 0],
      [3, 0, [15, -15], [25, -25], 0],
      [4, 0, [10, -10], [35, -35], 0],
    ]);
    expect(l.rows[0]!.dealerPrivilege).toBe(true);
    expect(l.finished).toBe(true);
    expect(l.endedBy).toBe('target');
    expect(l.winner).toBe(0);
    expect(l.next).toBeNull();
    // Player 1 is at −35: 65 points from the target.
    expect(l.left).toEqual({ rounds: 4, points: [0, 65] });
  });

  test('nintendo: the dealer’s privilege 6 on a draw and the deal passes; a lucky hand wins 6', () => {
    const r = rules('nintendo', { rounds: 3 });
    const l = ledger(r, 0, [
      { end: 'ran-out' },
      { end: 'lucky-hand', winner: 0, luckyHands: ['teshi'] },
      { end: 'both-lucky-hands' },
    ]);
    expect(l.rows.map((row) => [row.dealer, row.points, row.nextDealer])).toEqual([
      [0, [6, 0], 1],
      [1, [6, 0], 0],
      [0, [6, 0], 1],
    ]);
    expect(l.totals).toEqual([18, 0]);
    expect(l.finished).toBe(true);
    expect(l.endedBy).toBe('rounds');
  });

  test('unlimited rounds play to the target: nothing left to count but points', () => {
    const l = ledger(rules('fudawiki', { rounds: 'unlimited', targetScore: 10 }), 0, [
      { end: 'stop', winner: 1, pile: yaku('kasu') },
      { end: 'stop', winner: 1, pile: yaku('goko') },
    ]);
    expect(l.left).toEqual({ rounds: null, points: [10, 0] });
    expect(l.finished).toBe(true);
    expect(l.endedBy).toBe('target');
    expect(l.winner).toBe(1);
  });

  test('a tie at the end has no winner', () => {
    const l = ledger(rules('fudawiki', { rounds: 2 }), 0, [
      { end: 'stop', winner: 0, pile: yaku('sanko') },
      { end: 'stop', winner: 1, pile: yaku('sanko') },
    ]);
    expect(l.totals).toEqual([6, 6]);
    expect(l.finished).toBe(true);
    expect(l.winner).toBeNull();
  });

  test('last-yaku-wins and koikoi-caller-loses pick the run-out winner by the rules', () => {
    const last = ledger(rules('beginners-guide'), 0, [{ end: 'ran-out', winner: 1, pile: yaku('kasu') }]);
    expect(last.rows[0]!.points).toEqual([0, 1]);
    expect(last.rows[0]!.nextDealer).toBe(1);
    const caller = ledger(rules('fudawiki', { exhaustiveDraw: 'koikoi-caller-loses' }), 0, [{ end: 'ran-out', calls: [1, 0], pile: yaku('tanzaku') }]);
    // Player 0 called last and loses: player 1 scores Ribbons (1), x2 because player 0 called.
    expect(caller.rows[0]!.winner).toBe(1);
    expect(caller.rows[0]!.points).toEqual([0, 2]);
  });

  test('entries may be scored by cards as well', () => {
    const pile: CardId[] = ['pine-crane', 'cherry-curtain', 'pampas-moon', 'chrysanthemum-sake-cup'];
    const l = ledger(rules('fudawiki'), 0, [{ end: 'stop', winner: 0, pile: { by: 'cards', cards: pile } }]);
    // Three Brights 6 + Flower-Viewing 5 + Moon-Viewing 5 = 16, doubled: 32.
    expect(l.rows[0]!.points).toEqual([32, 0]);
  });
});

describe('refusals carry the entry and a code', () => {
  const r = rules('fudawiki');
  test.each<[string, RuleSet, RoundEntry[], string, number]>([
    ['a stop without a winner', r, [{ end: 'stop', pile: yaku('kasu') }], 'needs-winner', 0],
    ['a stop without what was scored', r, [{ end: 'stop', winner: 0 }], 'needs-pile', 0],
    ['a stop with no yaku', r, [{ end: 'stop', winner: 0, pile: yaku() }], 'stop-without-yaku', 0],
    ['impossible yaku', r, [{ end: 'ran-out' }, { end: 'stop', winner: 0, pile: yaku('goko', 'sanko') }], 'impossible-yaku', 1],
    ['a lucky hand under rules that redeal it', rules('koikoi-japan'), [{ end: 'lucky-hand', winner: 0, luckyHands: ['teshi'] }], 'end-not-allowed', 0],
    ['a lucky hand the rules do not pay', rules('full-instructions'), [{ end: 'lucky-hand', winner: 0, luckyHands: ['kuttsuki'] }], 'bad-lucky-hand', 0],
    ['two calls by one player under once-per-round', rules('nintendo'), [{ end: 'stop', winner: 1, calls: [0, 0], pile: yaku('kasu') }], 'too-many-calls', 0],
    ['a counter-call where the rules forbid it', rules('nintendo'), [{ end: 'stop', winner: 0, calls: [0, 1], pile: yaku('kasu') }], 'counter-call', 0],
    ['six brights at the deal', r, [{ end: 'stop', winner: 0, fieldBrights: 6, pile: yaku('kasu') }], 'bad-field-brights', 0],
    ['the same card twice', r, [{ end: 'stop', winner: 0, pile: { by: 'cards', cards: ['pine-crane', 'pine-crane'] } }], 'bad-cards', 0],
    ['a round after the end', rules('fudawiki', { rounds: 1 }), [{ end: 'ran-out' }, { end: 'ran-out' }], 'game-over', 1],
    ['not an entry', r, [{ end: 'won' } as unknown as RoundEntry], 'malformed-entry', 0],
  ])('%s', (_name, ruleSet, entries, code, entry) => {
    const result = computeLedger(ruleSet, 0, entries);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, entry });
  });

  test('an impossible combination says why', () => {
    const result = computeLedger(r, 0, [{ end: 'stop', winner: 0, pile: yaku('goko', 'sanko') }]);
    expect(!result.ok && result.error.cause?.code).toBe('same-group');
  });
});

describe('what a table may say depends on the rules', () => {
  test('entry choices', () => {
    expect(entryChoices(rules('fudawiki'))).toMatchObject({ ends: ['stop', 'lucky-hand', 'both-lucky-hands', 'ran-out', 'misdeal'], ranOut: 'nobody' });
    expect(entryChoices(rules('koikoi-japan'))).toMatchObject({ ends: ['stop', 'ran-out', 'misdeal'], ranOut: 'dealer-privilege' });
    expect(entryChoices(rules('fudawiki', { fieldFourOfAKind: 'dealer-wins' })).ends).toContain('dealer-wins');
  });

  test('drawing for the first dealer follows the engine’s rule, whatever firstDealer says', () => {
    const draw = drawForFirstDealer(rules('koikoi-japan'), 42);
    expect(draw.draws.length).toBeGreaterThan(0);
    expect(draw.draws[draw.draws.length - 1]!.dealer).toBe(draw.dealer);
    expect(drawForFirstDealer(rules('koikoi-japan'), 42)).toEqual(draw);
  });
});

// ---------------------------------------------------------------------------------------
// The ledger against the round engine: a game played by the engine, told to the ledger round
// by round as a table would (who won, how, the calls, the yaku), gives the same points,
// dealers, totals and end.
// ---------------------------------------------------------------------------------------

function claimsOf(x: ScoreExplanation, owner: 'self' | 'opponent'): YakuClaim[] {
  const claims = new Map<YakuClaim['id'], number>();
  for (const y of x.yaku) if (y.owner === owner) claims.set(y.id, y.extraCount);
  for (const b of x.bonuses) if (b.owner === owner) for (const id of b.because) if (!claims.has(id)) claims.set(id, 0);
  return [...claims].map(([id, extra]) => ({ id, extra }));
}

function entryOf(record: GameRoundRecord, r: RuleSet): RoundEntry {
  const result = record.result;
  const calls = record.log.flatMap((e) => (e.type === 'call' && e.call === 'koikoi' ? [e.player] : []));
  const dealt = dealRound({ rules: r, month: record.month, dealer: record.dealer, seed: record.seed });
  const fieldBrights = dealt.ok ? new Set(dealt.value.fieldAtDeal.filter((c) => BRIGHTS.includes(c))).size : 0;
  const pile = result.explanation
    ? { by: 'yaku' as const, yaku: claimsOf(result.explanation, 'self'), opponentYaku: claimsOf(result.explanation, 'opponent') }
    : undefined;
  switch (result.end) {
    case 'misdeal':
      return { end: 'misdeal' };
    case 'dealer-wins':
      return { end: 'dealer-wins' };
    case 'teyaku-draw':
      return { end: 'both-lucky-hands' };
    case 'teyaku':
      return { end: 'lucky-hand', winner: result.winner, luckyHands: result.luckyHands[0]!.hands.map((h) => h.id) };
    case 'shobu':
      return { end: 'stop', winner: result.winner, calls, fieldBrights, pile };
    case 'exhaustive':
      // A table says whether a pile held a yaku; here the engine's outcome says so.
      return { end: 'ran-out', winner: result.winner, calls, fieldBrights, pile, ...(result.outcome.code === 'ran-out-privilege-withheld' ? { yakuHeld: true } : {}) };
  }
}

describe('the ledger agrees with games played by the engine', () => {
  test.each(PRESET_IDS.flatMap((preset) => [1, 2, 3].map((seed) => [preset, seed] as const)))('%s, seed %i', (preset, seed) => {
    const r = rules(preset, preset === 'fudawiki' && seed === 3 ? { exhaustiveDraw: 'koikoi-caller-loses', fieldBrightMultiplier: 'count-plus-one' } : {});
    const rng = createRng(seed);
    const game = playGame(createGame({ rules: r, seed }), (g) => {
      const actions = gameLegalActions(g);
      return actions[rng.int(actions.length)]!;
    });
    const l = ledger(r, game.firstDealer.dealer, game.history.map((record) => entryOf(record, r)));
    expect(l.rows.map((row) => [row.round, row.dealer, row.points, row.nextDealer, row.totals])).toEqual(
      game.history.map((h) => [h.round, h.dealer, h.result.points, h.result.nextDealer, h.totals]),
    );
    expect(l.finished).toBe(true);
    expect(l.winner).toBe(game.winner);
  });

  // dealerPrivilegeWhen: no-yaku. Random play runs out often with yaku in a pile, so some rounds
  // withhold the privilege; the test asserts that both kinds of run-out really occurred.
  test('dealerPrivilegeWhen no-yaku: privilege paid and withheld as the engine decides', () => {
    const r = rules('koikoi-japan', { dealerPrivilegeWhen: 'no-yaku', rounds: 12, targetScore: null, zeroSum: false });
    const seen = { paid: 0, withheld: 0 };
    for (let seed = 1; seed <= 40; seed++) {
      const rng = createRng(seed);
      const game = playGame(createGame({ rules: r, seed }), (g) => {
        // Random play that never stops, so rounds run out.
        const actions = gameLegalActions(g).filter((a) => !(a.type === 'call' && a.call === 'shobu'));
        const all = actions.length > 0 ? actions : gameLegalActions(g);
        return all[rng.int(all.length)]!;
      });
      for (const h of game.history) {
        if (h.result.end !== 'exhaustive') continue;
        if (h.result.outcome.code === 'ran-out-privilege-withheld') seen.withheld++;
        else if (h.result.points.some((p) => p !== 0)) seen.paid++;
      }
      const l = ledger(r, game.firstDealer.dealer, game.history.map((record) => entryOf(record, r)));
      expect(l.rows.map((row) => [row.round, row.dealer, row.points, row.dealerPrivilege, row.totals])).toEqual(
        game.history.map((h) => [h.round, h.dealer, h.result.points, h.result.end === 'exhaustive' && h.result.winner === null && h.result.points.some((p) => p !== 0), h.totals]),
      );
    }
    expect(seen.paid).toBeGreaterThan(0);
    expect(seen.withheld).toBeGreaterThan(0);
   }, 30_000);
});

describe('a run-out under dealerPrivilegeWhen no-yaku', () => {
  const r = rules('koikoi-japan', { dealerPrivilegeWhen: 'no-yaku' });
  test('the form is asked whether a pile held a yaku only where the answer matters', () => {
    expect(entryChoices(r).asksYakuHeld).toBe(true);
    expect(entryChoices(rules('koikoi-japan')).asksYakuHeld).toBe(false);
    expect(entryChoices(rules('fudawiki', { dealerPrivilegeWhen: 'no-yaku' })).asksYakuHeld).toBe(false);
  });
  test('no yaku held: the dealer scores the privilege; a yaku held: nobody scores', () => {
    const paid = ledger(r, 0, [{ end: 'ran-out' }]);
    expect(paid.rows[0]!.dealerPrivilege).toBe(true);
    expect(paid.rows[0]!.points[0]).toBeGreaterThan(0);
    const withheld = ledger(r, 0, [{ end: 'ran-out', yakuHeld: true }]);
    expect(withheld.rows[0]!.dealerPrivilege).toBe(false);
    expect(withheld.rows[0]!.points).toEqual([0, 0]);
  });
  test('a yakuHeld that is not true or false is refused', () => {
    const result = computeLedger(r, 0, [{ end: 'ran-out', yakuHeld: 'yes' as unknown as boolean }]);
    expect(!result.ok && result.error.code).toBe('malformed-entry');
  });
});
