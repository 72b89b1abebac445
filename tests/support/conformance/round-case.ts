/**
 * `"kind": "round"` conformance cases (src/engine/README.md, Conformance cases): play one round from a fixed deal
 * with the given moves and compare the end, winner, points, next dealer (and captured piles
 * when given). The dealer is player 0; with three players (a deal with `second` and `third`) the
 * others are seats 1 and 2 in turn order. A move the state does not allow fails the case with
 * the engine's reason; it is never skipped.
 */
import type { CardId } from '../../../src/engine/cards';
import { malformed, type CaseHandler, type CaseVerdict } from './case';
import { isPlainObject, readCardList, readMonth, readRules } from './read';
import { actionFromMove, applyAction, createRound } from '../../../src/engine/round/round';
import { ROUND_END_KINDS, type PlayerIndex, type RoundState } from '../../../src/engine/round/types';
import { bySeatOf, seatCount } from '../../../src/engine/round/seats';
import { dealerSeats } from '../../../src/words/format';
import { roundOutcomeText } from '../../../src/words/round-outcome';
import { roundErrorText } from '../../../src/words/errors';

/**
 * Seat names of the case format: two players are `dealer` and `other`, three are `dealer`,
 * `second` and `third` (turn order from the dealer, who is seat 0).
 */
const TWO_SIDES = ['dealer', 'other'] as const;
const THREE_SIDES = ['dealer', 'second', 'third'] as const;
type Side = (typeof TWO_SIDES)[number] | (typeof THREE_SIDES)[number];
type Sides = readonly Side[];

/** The seat names a deal uses: `third` (or `second`) means three players. */
function sidesOfDeal(deal: Record<string, unknown>): Sides {
  return 'second' in deal || 'third' in deal ? THREE_SIDES : TWO_SIDES;
}

const sideOf = (sides: Sides, p: PlayerIndex | null): Side | null => (p === null ? null : (sides[p] ?? null));

type BySide<T> = Partial<Record<Side, T>>;

interface Expectation {
  end?: string;
  winner?: Side | null;
  points?: BySide<number>;
  nextDealer?: Side;
  captured?: BySide<CardId[]>;
}

function readExpect(raw: unknown, sides: Sides): Expectation | string {
  if (!isPlainObject(raw)) return '"expect" must be an object';
  const names = sides.map((s) => `"${s}"`).join(', ');
  const e: Expectation = {};
  if (raw['end'] !== undefined) {
    if (!(ROUND_END_KINDS as readonly unknown[]).includes(raw['end'])) {
      return `"expect.end" must be one of ${ROUND_END_KINDS.join(', ')} (got ${JSON.stringify(raw['end'])})`;
    }
    e.end = raw['end'] as string;
  }
  if ('winner' in raw) {
    const w = raw['winner'];
    if (w !== null && !(sides as readonly unknown[]).includes(w)) return `"expect.winner" must be ${names} or null`;
    e.winner = w as Side | null;
  }
  if (raw['points'] !== undefined) {
    const pts = raw['points'];
    if (!isPlainObject(pts) || !sides.every((s) => typeof pts[s] === 'number' && Number.isInteger(pts[s])) || Object.keys(pts).length !== sides.length) {
      return `"expect.points" must give whole numbers for exactly ${names}`;
    }
    e.points = Object.fromEntries(sides.map((s) => [s, pts[s] as number]));
  }
  if (raw['nextDealer'] !== undefined) {
    if (!(sides as readonly unknown[]).includes(raw['nextDealer'])) return `"expect.nextDealer" must be ${names}`;
    e.nextDealer = raw['nextDealer'] as Side;
  }
  if (raw['captured'] !== undefined) {
    const c = raw['captured'];
    if (!isPlainObject(c)) return `"expect.captured" must give a card list for ${names}`;
    const captured: BySide<CardId[]> = {};
    for (const s of sides) {
      const list = readCardList(c[s], `expect.captured.${s}`, false);
      if (!list.ok) return list.reason;
      captured[s] = [...(list.value ?? [])];
    }
    e.captured = captured;
  }
  if (Object.keys(e).length === 0) return '"expect" gives none of "end", "winner", "points", "nextDealer", "captured"';
  return e;
}

const sorted = (cards: readonly CardId[]) => [...cards].sort();

function observed(state: RoundState, expect: Expectation, sides: Sides): Expectation {
  const r = state.result!;
  const got: Expectation = {};
  if (expect.end !== undefined) got.end = r.end;
  if ('winner' in expect) got.winner = sideOf(sides, r.winner);
  if (expect.points !== undefined) got.points = Object.fromEntries(sides.map((s, p) => [s, r.points[p as PlayerIndex]]));
  if (expect.nextDealer !== undefined) got.nextDealer = sideOf(sides, r.nextDealer)!;
  if (expect.captured !== undefined) got.captured = Object.fromEntries(sides.map((s, p) => [s, sorted(state.captured[p as PlayerIndex])]));
  return got;
}

function waitingFor(state: RoundState, sides: Sides): string {
  const who = state.toMove === 0 ? 'the dealer' : `the player "${sides[state.toMove]}"`;
  switch (state.phase) {
    case 'play':
      return `${who} to play a card`;
    case 'draw-take':
      return `${who} to choose what the turned ${state.drawn} takes`;
    case 'decision':
      return `${who} to call koi-koi or shobu`;
    case 'lucky-hand':
      return `${who} to choose, with a lucky hand, to redeal or to play`;
    case 'ended':
      return 'nothing';
  }
}

export const checkRoundCase: CaseHandler = (raw): CaseVerdict => {
  const rules = readRules(raw);
  if (!rules.ok) return malformed(rules.reason);
  const month = readMonth(raw['month'], raw['round']);
  if (!month.ok) return malformed(month.reason);
  const deal = raw['deal'];
  if (!isPlainObject(deal)) return malformed('"deal" must be { "dealer", "other", "field", "pile" } (three players: "dealer", "second", "third", "field", "pile")');
  const sides = sidesOfDeal(deal);
  if (sides.length !== seatCount(rules.value.options)) {
    return malformed(`the deal has ${sides.length} hands but the rules are for ${seatCount(rules.value.options)} players (option "players")`);
  }
  const lists: Record<string, readonly CardId[]> = {};
  for (const key of [...sides, 'field', 'pile']) {
    const list = readCardList(deal[key], `deal.${key}`, false);
    if (!list.ok) return malformed(list.reason);
    lists[key] = list.value ?? [];
  }
  const moves = raw['moves'];
  if (!Array.isArray(moves)) return malformed('"moves" must be a list');
  const expect = readExpect(raw['expect'], sides);
  if (typeof expect === 'string') return malformed(expect);

  const created = createRound({
    rules: rules.value,
    month: month.value ?? 1,
    dealer: 0,
    deal: { hands: bySeatOf(sides.map((s) => lists[s]!))!, field: lists['field']!, pile: lists['pile']! },
  });
  if (!created.ok) return malformed(roundErrorText(created.error));
  let state = created.value;
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i];
    const action = actionFromMove(move);
    if (!action) return malformed(`move ${i + 1} ${JSON.stringify(move)} is not a play (with an optional take or lay), drawTake, call or luckyHand move`);
    const applied = applyAction(state, action);
    if (!applied.ok) {
      return {
        status: 'failed',
        expected: expect,
        got: null,
        reason: `move ${i + 1} ${JSON.stringify(move)} is not allowed: ${roundErrorText(applied.error)} [${applied.error.code}]`,
      };
    }
    state = applied.value;
  }
  if (state.phase !== 'ended') {
    return {
      status: 'failed',
      expected: expect,
      got: null,
      reason: `the round is not over after the ${moves.length} moves: waiting for ${waitingFor(state, sides)}`,
    };
  }
  const got = observed(state, expect, sides);
  const same =
    (expect.end === undefined || expect.end === got.end) &&
    (!('winner' in expect) || expect.winner === got.winner) &&
    (expect.points === undefined || sides.every((s) => expect.points![s] === got.points![s])) &&
    (expect.nextDealer === undefined || expect.nextDealer === got.nextDealer) &&
    (expect.captured === undefined || sides.every((s) => JSON.stringify(sorted(expect.captured![s] ?? [])) === JSON.stringify(got.captured![s])));
  if (same) return { status: 'passed' };
  return { status: 'failed', expected: expect, got, reason: roundOutcomeText(state.result!, dealerSeats(state.dealer), state.dealer) };
};
