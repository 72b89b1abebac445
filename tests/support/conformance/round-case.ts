/**
 * `"kind": "round"` conformance cases (src/engine/README.md, Conformance cases): play one round from a fixed deal
 * with the given moves and compare the end, winner, points, next dealer (and captured piles
 * when given). The dealer is player 0. A move the state does not allow fails the case with
 * the engine's reason; it is never skipped.
 */
import type { CardId } from '../../../src/engine/cards';
import { malformed, unsupportedCase, type CaseHandler, type CaseVerdict } from './case';
import { isPlainObject, readCardList, readMonth, readRules } from './read';
import { actionFromMove, applyAction, createRound } from '../../../src/engine/round/round';
import { ROUND_END_KINDS, type PlayerIndex, type RoundState } from '../../../src/engine/round/types';
import { dealerSeats } from '../../../src/words/format';
import { roundOutcomeText } from '../../../src/words/round';
import { roundErrorText } from '../../../src/words/errors';

const SIDES = ['dealer', 'other'] as const;
type Side = (typeof SIDES)[number];
const sideOf = (p: PlayerIndex | null): Side | null => (p === null ? null : p === 0 ? 'dealer' : 'other');

interface Expectation {
  end?: string;
  winner?: Side | null;
  points?: { dealer: number; other: number };
  nextDealer?: Side;
  captured?: { dealer: CardId[]; other: CardId[] };
}

function readExpect(raw: unknown): Expectation | string {
  if (!isPlainObject(raw)) return '"expect" must be an object';
  const e: Expectation = {};
  if (raw['end'] !== undefined) {
    if (!(ROUND_END_KINDS as readonly unknown[]).includes(raw['end'])) {
      return `"expect.end" must be one of ${ROUND_END_KINDS.join(', ')} (got ${JSON.stringify(raw['end'])})`;
    }
    e.end = raw['end'] as string;
  }
  if ('winner' in raw) {
    const w = raw['winner'];
    if (w !== null && !(SIDES as readonly unknown[]).includes(w)) return '"expect.winner" must be "dealer", "other" or null';
    e.winner = w as Side | null;
  }
  if (raw['points'] !== undefined) {
    const pts = raw['points'];
    if (!isPlainObject(pts) || !SIDES.every((s) => typeof pts[s] === 'number' && Number.isInteger(pts[s]))) {
      return '"expect.points" must be { "dealer": n, "other": n } with whole numbers';
    }
    e.points = { dealer: pts['dealer'] as number, other: pts['other'] as number };
  }
  if (raw['nextDealer'] !== undefined) {
    if (!(SIDES as readonly unknown[]).includes(raw['nextDealer'])) return '"expect.nextDealer" must be "dealer" or "other"';
    e.nextDealer = raw['nextDealer'] as Side;
  }
  if (raw['captured'] !== undefined) {
    const c = raw['captured'];
    if (!isPlainObject(c)) return '"expect.captured" must be { "dealer": [...], "other": [...] }';
    const d = readCardList(c['dealer'], 'expect.captured.dealer', false);
    if (!d.ok) return d.reason;
    const o = readCardList(c['other'], 'expect.captured.other', false);
    if (!o.ok) return o.reason;
    e.captured = { dealer: [...(d.value ?? [])], other: [...(o.value ?? [])] };
  }
  if (Object.keys(e).length === 0) return '"expect" gives none of "end", "winner", "points", "nextDealer", "captured"';
  return e;
}

const sorted = (cards: readonly CardId[]) => [...cards].sort();

function observed(state: RoundState, expect: Expectation): Expectation {
  const r = state.result!;
  const got: Expectation = {};
  if (expect.end !== undefined) got.end = r.end;
  if ('winner' in expect) got.winner = sideOf(r.winner);
  if (expect.points !== undefined) got.points = { dealer: r.points[0], other: r.points[1] };
  if (expect.nextDealer !== undefined) got.nextDealer = sideOf(r.nextDealer)!;
  if (expect.captured !== undefined) got.captured = { dealer: sorted(state.captured[0]), other: sorted(state.captured[1]) };
  return got;
}

function waitingFor(state: RoundState): string {
  const who = state.toMove === 0 ? 'the dealer' : 'the other player';
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
  const unsupported = unsupportedCase(raw);
  if (unsupported) return unsupported;
  const rules = readRules(raw);
  if (!rules.ok) return malformed(rules.reason);
  const month = readMonth(raw['month'], raw['round']);
  if (!month.ok) return malformed(month.reason);
  const deal = raw['deal'];
  if (!isPlainObject(deal)) return malformed('"deal" must be { "dealer", "other", "field", "pile" }');
  const lists: Record<string, readonly CardId[]> = {};
  for (const key of ['dealer', 'other', 'field', 'pile']) {
    const list = readCardList(deal[key], `deal.${key}`, false);
    if (!list.ok) return malformed(list.reason);
    lists[key] = list.value ?? [];
  }
  const moves = raw['moves'];
  if (!Array.isArray(moves)) return malformed('"moves" must be a list');
  const expect = readExpect(raw['expect']);
  if (typeof expect === 'string') return malformed(expect);

  const created = createRound({
    rules: rules.value,
    month: month.value ?? 1,
    dealer: 0,
    deal: { hands: [lists['dealer']!, lists['other']!], field: lists['field']!, pile: lists['pile']! },
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
      reason: `the round is not over after the ${moves.length} moves: waiting for ${waitingFor(state)}`,
    };
  }
  const got = observed(state, expect);
  const same =
    (expect.end === undefined || expect.end === got.end) &&
    (!('winner' in expect) || expect.winner === got.winner) &&
    (expect.points === undefined || (expect.points.dealer === got.points!.dealer && expect.points.other === got.points!.other)) &&
    (expect.nextDealer === undefined || expect.nextDealer === got.nextDealer) &&
    (expect.captured === undefined ||
      (JSON.stringify(sorted(expect.captured.dealer)) === JSON.stringify(got.captured!.dealer) &&
        JSON.stringify(sorted(expect.captured.other)) === JSON.stringify(got.captured!.other)));
  if (same) return { status: 'passed' };
  return { status: 'failed', expected: expect, got, reason: roundOutcomeText(state.result!, dealerSeats(state.dealer), state.dealer) };
};
