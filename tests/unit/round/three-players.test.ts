/**
 * Three players (`players: 3`, src/engine/README.md, Three players): self-play invariants over
 * many seeded rounds with random legal actions, games, the first dealer's draw, and the score
 * keeper's ledger told the rounds the engine played (by yaku and by cards).
 */
import { describe, expect, test } from 'vitest';
import { CARD_IDS, type CardId, type Month } from '../../../src/engine/cards';
import { PRESET_IDS } from '../../../src/engine/rules/presets';
import { createRng, hashSeed } from '../../../src/engine/random';
import type { RuleSet } from '../../../src/engine/rules/ruleset';
import type { ScoreExplanation } from '../../../src/engine/scoring/score';
import type { YakuClaim } from '../../../src/engine/scoring/by-yaku';
import { BRIGHTS } from '../../../src/engine/scoring/yaku';
import {
  applyAction,
  chooseFirstDealer,
  computeLedger,
  createGame,
  dealRound,
  gameLegalActions,
  legalActions,
  nextSeat,
  othersOf,
  playGame,
  playerView,
  seatsOf,
  type GameRoundRecord,
  type PlayerIndex,
  type RoundEntry,
  type RoundState,
} from '../../../src/engine/round';
import { cardsAccountedFor, randomRules, rules } from './helpers';
import { roundErrorText } from '../../../src/words/errors';

// More in a longer run: THREE_PLAYER_ROUNDS=5000 npx vitest run tests/unit/round/three-players.test.ts
const ROUNDS = Number(process.env['THREE_PLAYER_ROUNDS'] ?? 300);
const SEATS = seatsOf(3);

/** Cards of another seat's hand that this seat's view must not show (not taken face up). */
function hiddenFrom(s: RoundState, p: PlayerIndex, view: ReturnType<typeof playerView>): CardId[] {
  return othersOf(p, 3).flatMap((q) => s.hands[q].filter((c) => !view.knownInHands[q].includes(c)));
}

function checkRound(r: RuleSet, seed: number): RoundState {
  const rng = createRng(hashSeed(seed, 3));
  const dealer = rng.int(3) as PlayerIndex;
  const dealt = dealRound({ rules: r, month: (1 + rng.int(12)) as Month, dealer, seed });
  if (!dealt.ok) throw new Error(roundErrorText(dealt.error));
  let s = dealt.value;
  // The deal: 7 cards to each of three hands, 6 to the field, 21 in the pile.
  expect(s.deal!.hands.map((h) => h.length)).toEqual([7, 7, 7]);
  expect(s.deal!.field).toHaveLength(6);
  expect(s.deal!.pile).toHaveLength(21);
  let turn = s.turn;
  let mover = s.toMove;
  const turnsOf = [0, 0, 0];
  if (s.turn > 0) turnsOf[s.toMove]! += 1;
  for (let steps = 0; s.phase !== 'ended'; steps++) {
    if (steps > 300) throw new Error(`round ${seed} does not end`);
    // 48 cards accounted for at every step.
    expect(cardsAccountedFor(s)).toBe(true);
    // No view shows a card of another seat's hand that was not shown face up.
    for (const p of SEATS) {
      const view = playerView(s, p);
      const text = JSON.stringify({ ...view, rules: null, unseen: [], knownInHands: [], result: null, revealed: null });
      for (const c of hiddenFrom(s, p, view)) expect(text.includes(`"${c}"`)).toBe(false);
      expect(view.handCounts).toEqual(s.hands.map((h) => h.length));
      expect(view.revealed).toBeNull();
    }
    const actions = legalActions(s);
    const next = applyAction(s, actions[rng.int(actions.length)]!);
    if (!next.ok) throw new Error(roundErrorText(next.error));
    s = next.value;
    // Turn order: each new turn goes to the next seat (dealer, second, third); a turn with
    // nothing to play passes within the same action.
    if (s.turn !== turn && s.phase !== 'ended') {
      let m = mover;
      for (let t = turn; t < s.turn; t++) {
        m = t === 0 ? s.dealer : nextSeat(m, 3);
        turnsOf[m]! += 1;
      }
      expect(s.toMove).toBe(m);
      turn = s.turn;
      mover = s.toMove;
    }
  }
  expect(cardsAccountedFor(s)).toBe(true);
  const res = s.result!;
  // Only the winner scores; zero-sum: each other player pays the winner.
  if (r.options.zeroSum) expect(res.points.reduce((a, b) => a + b, 0)).toBe(0);
  else expect(res.points.filter((x) => x !== 0).length).toBeLessThanOrEqual(1);
  if (res.winner !== null && res.points[res.winner] !== 0 && r.options.zeroSum) {
    for (const q of othersOf(res.winner, 3)) expect(res.points[q]).toBe(-res.points[res.winner] / 2);
  }
  // At the end every hand is revealed to every seat.
  for (const p of SEATS) expect(playerView(s, p).revealed).toEqual({ hands: s.hands });
  // The pile lasts seven turns each: a standard round that runs out took 21 turns, 7 a seat.
  const o = r.options;
  if (res.end === 'exhaustive' && o.turnStructure === 'standard' && o.roundEnd === 'hands-empty' && s.fieldAtDeal.length === 6) {
    expect(s.turn).toBe(21);
    expect(turnsOf).toEqual([7, 7, 7]);
    expect(s.pileTop).toBe(s.pile.length);
  }
  return s;
}

describe('three players: self-play invariants', () => {
  test(`${ROUNDS} random rounds: cards, hidden hands, turn order, zero-sum, seven turns each`, () => {
    const rng = createRng(33);
    const ends: Record<string, number> = {};
    let sevenTurns = 0;
    for (let i = 0; i < ROUNDS; i++) {
      const r = i % 2 === 0 ? rules(PRESET_IDS[(i / 2) % PRESET_IDS.length]!, { players: 3 }) : randomRules(rng, 0.35, 3);
      const s = checkRound(r, i);
      ends[s.result!.end] = (ends[s.result!.end] ?? 0) + 1;
      if (s.result!.end === 'exhaustive' && s.turn === 21) sevenTurns++;
    }
    for (const end of ['shobu', 'exhaustive']) expect(ends[end] ?? 0).toBeGreaterThan(0);
    expect(sevenTurns).toBeGreaterThan(0);
  }, 300_000);

  test('games of three: zero-sum totals, every seat deals, the game ends', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const r = rules(PRESET_IDS[seed % PRESET_IDS.length]!, { players: 3, zeroSum: seed % 2 === 0, rounds: 6 });
      const rng = createRng(seed);
      const g = playGame(createGame({ rules: r, seed }), (game) => {
        const a = gameLegalActions(game);
        return a[rng.int(a.length)]!;
      });
      expect(g.status).toBe('finished');
      expect(g.totals).toHaveLength(3);
      if (r.options.zeroSum) expect(g.totals.reduce((a, b) => a + b, 0)).toBe(0);
      for (const h of g.history) expect(SEATS).toContain(h.dealer);
    }
  }, 120_000);

  test('the first dealer is drawn among three; ties draw again among the tied', () => {
    const dealers = new Set<number>();
    for (let seed = 0; seed < 200; seed++) {
      const choice = chooseFirstDealer(rules('fudawiki', { players: 3 }), seed);
      dealers.add(choice.dealer);
      expect(choice.draws[0]!.cards).toHaveLength(3);
      const last = choice.draws[choice.draws.length - 1]!;
      expect(last.dealer).toBe(choice.dealer);
      for (const d of choice.draws.slice(1)) expect((d.drawers ?? SEATS).length).toBeLessThanOrEqual(3);
    }
    expect([...dealers].sort()).toEqual([0, 1, 2]);
  });
});

// ---------------------------------------------------------------------------------------
// The ledger for three, against the round engine
// ---------------------------------------------------------------------------------------

function claimsOf(x: ScoreExplanation): YakuClaim[] {
  const claims = new Map<YakuClaim['id'], number>();
  for (const y of x.yaku) if (y.owner === 'self') claims.set(y.id, y.extraCount);
  for (const b of x.bonuses) if (b.owner === 'self') for (const id of b.because) if (!claims.has(id)) claims.set(id, 0);
  return [...claims].map(([id, extra]) => ({ id, extra }));
}

/** A played round told as a table tells it, the pile by yaku or by the cards that make them. */
function entryOf(record: GameRoundRecord, r: RuleSet, by: 'yaku' | 'cards', captured: readonly (readonly CardId[])[]): RoundEntry {
  const result = record.result;
  const calls = record.log.flatMap((e) => (e.type === 'call' && e.call === 'koikoi' ? [e.player] : []));
  const dealt = dealRound({ rules: r, month: record.month, dealer: record.dealer, seed: record.seed });
  const fieldBrights = dealt.ok ? new Set(dealt.value.fieldAtDeal.filter((c) => BRIGHTS.includes(c))).size : 0;
  const winner = result.winner;
  const pile =
    result.explanation && winner !== null
      ? by === 'yaku'
        ? { by: 'yaku' as const, yaku: claimsOf(result.explanation) }
        : { by: 'cards' as const, cards: captured[winner]!, othersCards: othersOf(winner, 3).map((q) => captured[q]!) }
      : undefined;
  switch (result.end) {
    case 'misdeal':
      return { end: 'misdeal' };
    case 'dealer-wins':
      return { end: 'dealer-wins' };
    case 'teyaku-draw':
      return { end: 'both-lucky-hands' };
    case 'teyaku':
      return { end: 'lucky-hand', winner, luckyHands: result.luckyHands[0]!.hands.map((h) => h.id) };
    case 'shobu':
      return { end: 'stop', winner, calls, fieldBrights, pile };
    case 'exhaustive':
      return { end: 'ran-out', winner, calls, fieldBrights, pile, ...(result.outcome.code === 'ran-out-privilege-withheld' ? { yakuHeld: true } : {}) };
  }
}

/** Each round's final piles, replayed from its seed and moves. */
function pilesOf(record: GameRoundRecord, r: RuleSet): readonly (readonly CardId[])[] {
  const dealt = dealRound({ rules: r, month: record.month, dealer: record.dealer, seed: record.seed });
  if (!dealt.ok) return [];
  let s = dealt.value;
  for (const e of record.log) {
    if (s.phase === 'ended') break;
    const action =
      e.type === 'play'
        ? { type: 'play' as const, card: e.card, ...(e.take ? { take: e.take } : {}), ...(e.laid ? { lay: true } : {}) }
        : e.type === 'draw' && e.take
          ? { type: 'drawTake' as const, take: e.take }
          : e.type === 'call'
            ? { type: 'call' as const, call: e.call }
            : e.type === 'lucky-hand'
              ? { type: 'luckyHand' as const, choice: e.choice }
              : null;
    if (!action) continue;
    const n = applyAction(s, action);
    if (n.ok) s = n.value;
  }
  return s.captured;
}

describe('the ledger for three agrees with the engine, by yaku and by cards', () => {
  test.each(PRESET_IDS.flatMap((preset) => [1, 2].map((seed) => [preset, seed] as const)))('%s, seed %i', (preset, seed) => {
    const r = rules(preset, { players: 3, zeroSum: seed === 2, rounds: 6 });
    const rng = createRng(seed);
    const game = playGame(createGame({ rules: r, seed }), (g) => {
      const a = gameLegalActions(g);
      return a[rng.int(a.length)]!;
    });
    for (const by of ['yaku', 'cards'] as const) {
      const entries = game.history.map((h) => entryOf(h, r, by, pilesOf(h, r)));
      const l = computeLedger(r, game.firstDealer.dealer, entries);
      if (!l.ok) throw new Error(`${by}: ${JSON.stringify(l.error)}`);
      expect(l.value.rows.map((row) => [row.round, row.dealer, row.points, row.nextDealer, row.totals])).toEqual(
        game.history.map((h) => [h.round, h.dealer, h.result.points, h.result.nextDealer, h.totals]),
      );
      expect(l.value.winner).toBe(game.winner);
      if (r.options.zeroSum) expect(l.value.totals.reduce((a, b) => a + b, 0)).toBe(0);
    }
  }, 60_000);

  test('three players: a seat outside the table is refused', () => {
    const r = rules('fudawiki', { players: 3 });
    expect(computeLedger(r, 0, [{ end: 'stop', winner: 2, calls: [], pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon'] } }]).ok).toBe(true);
    expect(computeLedger(rules('fudawiki'), 0, [{ end: 'stop', winner: 2, calls: [], pile: { by: 'cards', cards: ['pine-crane', 'cherry-curtain', 'pampas-moon'] } }])).toMatchObject({ ok: false, error: { code: 'needs-winner' } });
    expect(CARD_IDS).toHaveLength(48);
  });
});
