/**
 * A fast, mutable twin of the round engine for AI playouts.
 *
 * The round engine (`../round`) is the authority: immutable, logged, explained. Playouts need
 * to run thousands of rounds in a few milliseconds, so this module replays the same rules on
 * a small mutable state (cards as deck indices 0–47, captured piles as two 24-bit masks) and
 * scores with the engine's own fast scorer (`../scoring/fast-score`). A differential test
 * (tests/unit/ai/sim.test.ts) plays the engine and this twin side by side under every preset
 * and many option mixes and checks that they agree move for move.
 *
 * A `Sim` is built from a RoundState (in practice one sampled from a PlayerView with
 * `sampleState`, so the AI never sees the real hidden cards).
 *
 * Two or three seats (`n`): the per-seat arrays have one entry per seat, the next seat is
 * `p + 1` wrapping at `n`, and a win is paid as the engine's `gainsBySeat` pays it. This runs
 * inside every playout, where a call through round/seats.ts per move would cost, so the few
 * seat rules are written out here; the differential test plays both seat counts against the
 * round engine (which asks seats.ts), so a difference shows up there rather than silently.
 */
import { CARDS, type CardId } from '../cards';
import { hiBit, indexOfCard, loBit, monthOfIndex } from '../card-set';
import type { RuleOptions } from '../rules/options';
import {
  ITEM_COUNT,
  compileScoring,
  evaluateFast,
  hasAnyItem,
  hasNewOrImproved,
  totalFromBase,
  type CompiledScoring,
  type FastSide,
} from '../scoring/fast-score';
import type { PlayerIndex, RoundAction, RoundState } from '../round';
import { netPoints } from './net-points';
import { cardsLeftForLastTurn, dealerPrivilegeDue, koikoiRefusalCode, unmatchedDrawFate } from '../round/decisions';

export const LIGHTNING_INDEX = 43;
/** Month (1–12) of a deck index: the deck is ordered month by month, four cards each. */
export { monthOfIndex };

export function indexOf(id: CardId): number {
  return indexOfCard(id);
}

export const PHASE_PLAY = 0;
export const PHASE_DRAW_TAKE = 1;
export const PHASE_DECISION = 2;
export const PHASE_ENDED = 3;
/** A lucky hand's holder chooses to redeal or play on (`teyaku: holder-may-redeal`). */
export const PHASE_LUCKY_HAND = 4;

/** `simPlay`'s option for a matching card laid on the field (`handCapture: optional`). */
const LAY = -2;

/**
 * One mutable value per seat, indexed by seat: the simulator's twin of round/seats.ts's
 * `BySeat` (its length is the seat count, 2 or 3).
 */
export type SimSeats<T> = T[] & { [S in 0 | 1 | 2]: T };

/** Per-seat values from a list with one per seat. */
const perSeat = <T>(values: T[]): SimSeats<T> => values as SimSeats<T>;

/** Zeros, one per seat, as a packed literal (`new Array(n)` would make a holey array, slower to read in the hot loops). */
const zeros = (n: number): SimSeats<number> => perSeat(n === 2 ? [0, 0] : [0, 0, 0]);

export interface Sim {
  o: RuleOptions;
  c: CompiledScoring;
  month: number;
  dealer: number;
  lightningWild: boolean;
  /** 0: play then turn a card, 1: draw-first-play-two. */
  structure: number;
  /** Where an unmatched turned card goes (unmatchedDrawFate): 0 field, 1 hand and play one more, 2 hand face down. */
  drawFate: number;
  /** Players still to decide a dealt lucky hand, the first asked now. */
  luckyPending: number[];
  /** Seats at the table: 2 or 3 (every per-seat array has this length). */
  n: number;
  hands: SimSeats<number[]>;
  field: number[];
  pile: number[];
  pileTop: number;
  /** Each seat's captured pile as two 24-bit masks. */
  lo: SimSeats<number>;
  hi: SimSeats<number>;
  phase: number;
  toMove: number;
  playsLeft: number;
  drawLeft: boolean;
  drawn: number;
  startLo: number;
  startHi: number;
  startWeather: number;
  /** Koi-koi calls per seat. */
  calls: SimSeats<number>;
  callCount: number;
  lastCaller: number;
  lastYaku: number;
  stopPoints: number;
  fieldBrights: number;
  /** Once ended: each seat's points (the engine's `gainsBySeat`) and the winner (-1: none). */
  points: SimSeats<number>;
  winner: number;
}

function maskBits(cards: readonly CardId[], from: number, to: number): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (let i = from; i < to; i++) {
    const k = indexOfCard(cards[i]!);
    lo |= loBit(k);
    hi |= hiBit(k);
  }
  return { lo, hi };
}

function weatherOfIndices(field: readonly number[]): number {
  let w = 0;
  for (let i = 0; i < field.length; i++) {
    const m = monthOfIndex(field[i]!);
    if (m === 11) w |= 1;
    else if (m === 12) w |= 2;
  }
  return w;
}

const PHASES: Record<string, number> = {
  play: PHASE_PLAY,
  'draw-take': PHASE_DRAW_TAKE,
  decision: PHASE_DECISION,
  ended: PHASE_ENDED,
  'lucky-hand': PHASE_LUCKY_HAND,
};
const DRAW_FATES = { field: 0, 'hand-face-up-play-one': 1, 'hand-face-down-turn-over': 2 } as const;

/** A mutable copy of a round state (a real one, or one sampled from a view). */
export function simFromState(s: RoundState): Sim {
  const o = s.rules.options;
  const p = s.toMove;
  const n = s.captured.length;
  const start = maskBits(s.captured[p], 0, Math.min(s.turnStartCaptured, s.captured[p].length));
  const piles = s.captured.map((c) => maskBits(c, 0, c.length));
  let brights = 0;
  if (o.fieldBrightMultiplier !== 'off') {
    const seen = new Set<CardId>();
    for (const id of s.fieldAtDeal) if (CARDS[indexOf(id)]!.kind === 'bright') seen.add(id);
    brights = seen.size;
  }
  const calls = zeros(n);
  for (const c of s.calls) calls[c] += 1;
  const sim: Sim = {
    o,
    c: compileScoring(s.rules),
    month: s.month,
    dealer: s.dealer,
    lightningWild: s.lightningWild,
    structure: o.turnStructure === 'draw-first-play-two' ? 1 : 0,
    drawFate: DRAW_FATES[unmatchedDrawFate(o)],
    luckyPending: s.luckyHandsToAsk.map((h) => h.player),
    n,
    hands: perSeat(s.hands.map((h) => h.map(indexOf))),
    field: s.field.map(indexOf),
    pile: s.pile.slice(s.pileTop).map(indexOf),
    pileTop: 0,
    lo: perSeat(piles.map((m) => m.lo)),
    hi: perSeat(piles.map((m) => m.hi)),
    phase: PHASES[s.phase]!,
    toMove: p,
    playsLeft: s.playsLeft,
    drawLeft: s.drawLeft,
    drawn: s.drawn === null ? -1 : indexOf(s.drawn),
    startLo: start.lo,
    startHi: start.hi,
    startWeather: weatherOfIndices(s.turnStartField.map(indexOf)),
    calls,
    callCount: s.calls.length,
    lastCaller: s.calls.length > 0 ? s.calls[s.calls.length - 1]! : -1,
    lastYaku: s.lastYaku === null ? -1 : s.lastYaku,
    stopPoints: s.decision ? s.decision.stopPoints : 0,
    fieldBrights: brights,
    points: zeros(n),
    winner: -1,
  };
  if (s.result) {
    sim.points = perSeat([...s.result.points]);
    sim.winner = s.result.winner === null ? -1 : s.result.winner;
  }
  return sim;
}

export function cloneSim(s: Sim): Sim {
  // Written out per seat count: a clone starts every playout.
  if (s.n === 2) {
    return {
      ...s,
      hands: perSeat([s.hands[0].slice(), s.hands[1].slice()]),
      field: s.field.slice(),
      pile: s.pile,
      lo: perSeat([s.lo[0], s.lo[1]]),
      hi: perSeat([s.hi[0], s.hi[1]]),
      calls: perSeat([s.calls[0], s.calls[1]]),
      points: perSeat([s.points[0], s.points[1]]),
      luckyPending: s.luckyPending.slice(),
    };
  }
  return {
    ...s,
    hands: perSeat([s.hands[0].slice(), s.hands[1].slice(), s.hands[2].slice()]),
    field: s.field.slice(),
    pile: s.pile,
    lo: perSeat([s.lo[0], s.lo[1], s.lo[2]]),
    hi: perSeat([s.hi[0], s.hi[1], s.hi[2]]),
    calls: perSeat([s.calls[0], s.calls[1], s.calls[2]]),
    points: perSeat([s.points[0], s.points[1], s.points[2]]),
    luckyPending: s.luckyPending.slice(),
  };
}

/** Every captured card (all piles), as two 24-bit masks: the low word. */
export function capturedLo(s: Sim): number {
  return s.n === 2 ? s.lo[0] | s.lo[1] : s.lo[0] | s.lo[1] | s.lo[2];
}

/** Every captured card (all piles): the high word. */
export function capturedHi(s: Sim): number {
  return s.n === 2 ? s.hi[0] | s.hi[1] : s.hi[0] | s.hi[1] | s.hi[2];
}

// ---------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------

/**
 * Capture options of a card against the field, written into `out` as groups: `out` receives
 * field positions' card indices, `starts` the start of each option; returns the option count.
 * Mirrors captureOptions of the round engine.
 */
export interface Options {
  cards: number[];
  starts: number[];
  count: number;
}

export function newOptions(): Options {
  return { cards: new Array<number>(16).fill(0), starts: new Array<number>(17).fill(0), count: 0 };
}

export function captureOptionsInto(card: number, field: readonly number[], wild: boolean, out: Options): number {
  const cards = out.cards;
  const starts = out.starts;
  let n = 0;
  let k = 0;
  const month = card >> 2;
  if (wild && card === LIGHTNING_INDEX) {
    // One option per month group of three or more, else one per card (the order may differ
    // from the engine's; options are matched by the card taken, never by position).
    const seenMonth = new Int8Array(12);
    for (let i = 0; i < field.length; i++) seenMonth[field[i]! >> 2]! += 1;
    const done = new Int8Array(12);
    for (let i = 0; i < field.length; i++) {
      const m = field[i]! >> 2;
      if (seenMonth[m]! >= 3) {
        if (done[m]) continue;
        done[m] = 1;
        starts[n++] = k;
        for (let j = 0; j < field.length; j++) if (field[j]! >> 2 === m) cards[k++] = field[j]!;
      } else {
        starts[n++] = k;
        cards[k++] = field[i]!;
      }
    }
    starts[n] = k;
    out.count = n;
    return n;
  }
  let same = 0;
  let lightningOnField = false;
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    if (f >> 2 === month) same++;
    else if (f === LIGHTNING_INDEX) lightningOnField = true;
  }
  if (same >= 3) {
    starts[n++] = k;
    for (let i = 0; i < field.length; i++) if (field[i]! >> 2 === month) cards[k++] = field[i]!;
  } else if (same > 0) {
    for (let i = 0; i < field.length; i++) {
      if (field[i]! >> 2 === month) {
        starts[n++] = k;
        cards[k++] = field[i]!;
      }
    }
  }
  if (wild && lightningOnField) {
    starts[n++] = k;
    cards[k++] = LIGHTNING_INDEX;
  }
  starts[n] = k;
  out.count = n;
  return n;
}

// ---------------------------------------------------------------------------------------
// Turns
// ---------------------------------------------------------------------------------------

const OPT = newOptions();
const BEFORE = new Int32Array(ITEM_COUNT);
const AFTER = new Int32Array(ITEM_COUNT);
const SELF: FastSide = { lo: 0, hi: 0, calls: 0 };
const OPP: FastSide = { lo: 0, hi: 0, calls: 0 };
/** Three seats under both-players: the second other pile, judged alone (as the round engine does). */
const OTHER: FastSide = { lo: 0, hi: 0, calls: 0 };
const NOBODY: FastSide = { lo: 0, hi: 0, calls: 0 };
const OTHER_ITEMS = new Int32Array(ITEM_COUNT);

/**
 * `list.splice(at, 1)` (a negative `at` counts from the end) without the array of removed
 * entries that splice allocates: one per card played or captured in every playout.
 */
function removeAt(list: number[], at: number): void {
  if (at < 0) at += list.length;
  const last = list.length - 1;
  for (let i = at; i < last; i++) list[i] = list[i + 1]!;
  list.pop();
}

/** Removes a card from the field, keeping the order (as the engine does). */
function removeFromFieldOrdered(field: number[], card: number): void {
  const at = field.indexOf(card);
  if (at >= 0) removeAt(field, at);
}

/** Plays `card` against the field taking option `opt` of `options` (-1: none). */
function resolveWith(s: Sim, card: number, options: Options, opt: number): void {
  if (opt < 0) {
    s.field.push(card);
    return;
  }
  const p = s.toMove;
  addBit(s, p, card);
  for (let k = options.starts[opt]!; k < options.starts[opt + 1]!; k++) {
    const f = options.cards[k]!;
    addBit(s, p, f);
    removeFromFieldOrdered(s.field, f);
  }
}

function addBit(s: Sim, p: number, card: number): void {
  s.lo[p] = s.lo[p]! | loBit(card);
  s.hi[p] = s.hi[p]! | hiBit(card);
}

function startTurn(s: Sim, p: number): void {
  s.toMove = p;
  s.startLo = s.lo[p]!;
  s.startHi = s.hi[p]!;
  if (s.c.viewing === 3) s.startWeather = weatherOfIndices(s.field);
  const hand = s.hands[p]!;
  if (s.structure === 1) {
    if (s.pileTop < s.pile.length) hand.push(s.pile[s.pileTop++]!);
    s.playsLeft = hand.length < 2 ? hand.length : 2;
    s.drawLeft = false;
  } else {
    s.playsLeft = hand.length > 0 ? 1 : 0;
    s.drawLeft = true;
  }
  continueTurn(s);
}

function continueTurn(s: Sim): void {
  const p = s.toMove;
  for (;;) {
    if (s.playsLeft > 0 && s.hands[p]!.length > 0) {
      s.phase = PHASE_PLAY;
      return;
    }
    s.playsLeft = 0;
    if (s.drawLeft) {
      s.drawLeft = false;
      if (s.pileTop < s.pile.length) {
        const card = s.pile[s.pileTop++]!;
        const n = captureOptionsInto(card, s.field, s.lightningWild, OPT);
        if (n === 0 && s.drawFate !== 0) {
          s.hands[p]!.push(card);
          s.playsLeft = s.drawFate === 1 ? 1 : 0;
          continue;
        }
        if (n >= 2) {
          s.drawn = card;
          s.phase = PHASE_DRAW_TAKE;
          return;
        }
        resolveWith(s, card, OPT, n === 1 ? 0 : -1);
      }
      continue;
    }
    endTurn(s);
    return;
  }
}

/**
 * Base points of player p holding (lo, hi), with p's scoring items in `out`. Under
 * `yakuCounting: both-players` every other pile's yaku count too: the next seat's through
 * evaluateFast, with three seats the one after it judged alone (baseNow of the round engine).
 */
function baseOf(s: Sim, p: number, lo: number, hi: number, weather: number, out: Int32Array): number {
  const n = s.n;
  const q = p + 1 < n ? p + 1 : 0;
  const w = s.c.viewing === 3 ? weather : 0;
  SELF.lo = lo;
  SELF.hi = hi;
  SELF.calls = s.calls[p]!;
  OPP.lo = s.lo[q]!;
  OPP.hi = s.hi[q]!;
  OPP.calls = s.calls[q]!;
  const base = evaluateFast(s.c, SELF, OPP, s.month, w, out);
  if (n === 2 || !s.c.bothPlayers) return base;
  const r = q + 1 < s.n ? q + 1 : 0;
  OTHER.lo = s.lo[r]!;
  OTHER.hi = s.hi[r]!;
  OTHER.calls = s.calls[r]!;
  return base + evaluateFast(s.c, OTHER, NOBODY, s.month, w, OTHER_ITEMS);
}

/** Points player p would score by stopping now. */
function simScoreIfStopped(s: Sim, p: number): number {
  const base = baseOf(s, p, s.lo[p]!, s.hi[p]!, weatherOfIndices(s.field), AFTER);
  return totalFor(s, p, base);
}

function totalFor(s: Sim, p: number, base: number): number {
  const own = s.calls[p]!;
  const last = s.callCount > 0 && s.lastCaller !== p;
  return totalFromBase(s.o, base, own, s.callCount - own, last, s.fieldBrights);
}

function endTurn(s: Sim): void {
  const p = s.toMove;
  if (s.lo[p] === s.startLo && s.hi[p] === s.startHi && s.c.viewing !== 3) {
    nextTurnOrEnd(s);
    return;
  }
  // Now first: when nothing scores now, nothing is new or improved (as in the round engine).
  const base = baseOf(s, p, s.lo[p]!, s.hi[p]!, s.c.viewing === 3 ? weatherOfIndices(s.field) : 0, AFTER);
  if (!hasAnyItem(AFTER)) {
    nextTurnOrEnd(s);
    return;
  }
  baseOf(s, p, s.startLo, s.startHi, s.startWeather, BEFORE);
  if (!hasNewOrImproved(s.c, BEFORE, AFTER)) {
    nextTurnOrEnd(s);
    return;
  }
  s.lastYaku = p;
  const left = cardsLeftForLastTurn(s.o, s.hands[p]!.length, s.pile.length - s.pileTop);
  // "The opponent" of counterKoikoi is any other player.
  const own = s.calls[p]!;
  if (koikoiRefusalCode(s.o, base, own, s.callCount - own, left) !== null) {
    finishWon(s, p);
    return;
  }
  s.stopPoints = totalFor(s, p, base);
  s.phase = PHASE_DECISION;
}

function nextTurnOrEnd(s: Sim): void {
  const h = s.hands;
  if (h[0].length === 0 && h[1].length === 0 && (s.n === 2 || h[2].length === 0) && (s.o.roundEnd === 'hands-empty' || s.pileTop >= s.pile.length)) {
    finishExhaustive(s);
  } else {
    const p = s.toMove + 1;
    startTurn(s, p < s.n ? p : 0);
  }
}

/** What each seat gains when `scorer` scores `gain` (the others are at 0): gainsBySeat of round/seats.ts. */
function pay(s: Sim, scorer: number, gain: number): void {
  const pts = s.points;
  if (!s.o.zeroSum || gain === 0) {
    pts[scorer] = gain;
    return;
  }
  for (let q = 0; q < s.n; q++) pts[q] = q === scorer ? gain * (s.n - 1) : -gain;
}

function finish(s: Sim, winner: number, points: number, privilege: boolean): void {
  const o = s.o;
  s.points = zeros(s.n);
  if (winner >= 0) pay(s, winner, points);
  else if (privilege) pay(s, s.dealer, o.dealerPrivilegePoints);
  s.winner = winner;
  s.phase = PHASE_ENDED;
  s.drawn = -1;
  s.playsLeft = 0;
  s.drawLeft = false;
}

function finishWon(s: Sim, p: number): void {
  finish(s, p, simScoreIfStopped(s, p), false);
}

function finishExhaustive(s: Sim): void {
  switch (s.o.exhaustiveDraw) {
    case 'no-score':
      return finish(s, -1, 0, false);
    case 'dealer-privilege':
      return finish(s, -1, 0, dealerPrivilegeDue(s.o, () => simAnyPileHoldsYaku(s)));
    case 'last-yaku-wins':
      if (s.lastYaku < 0) return finish(s, -1, 0, false);
      return finishWon(s, s.lastYaku);
    case 'koikoi-caller-loses':
      // Two-player only (buildRuleSet refuses it with three), as in the round engine.
      if (s.callCount === 0 || s.n !== 2) return finish(s, -1, 0, false);
      return finishWon(s, 1 - s.lastCaller);
  }
}

// ---------------------------------------------------------------------------------------
// Moves
// ---------------------------------------------------------------------------------------

/** Whether any pile holds a yaku now (`dealerPrivilegeWhen: no-yaku`). */
function simAnyPileHoldsYaku(s: Sim): boolean {
  for (let p = 0; p < s.n; p++) {
    baseOf(s, p, s.lo[p]!, s.hi[p]!, s.c.viewing === 3 ? weatherOfIndices(s.field) : 0, AFTER);
    for (let i = 0; i < ITEM_COUNT; i++) if (AFTER[i]! >= 0) return true;
  }
  return false;
}

/**
 * Plays hand card `card` taking option `opt` (of captureOptionsInto; -1 when it matches
 * nothing; `LAY` to lay a matching card on the field, which the caller has checked is allowed).
 */
export function simPlay(s: Sim, card: number, opt: number): void {
  const hand = s.hands[s.toMove]!;
  const at = hand.indexOf(card);
  removeAt(hand, at);
  const n = captureOptionsInto(card, s.field, s.lightningWild, OPT);
  resolveWith(s, card, OPT, n === 0 || opt === LAY ? -1 : opt < 0 ? 0 : opt);
  s.playsLeft -= 1;
  continueTurn(s);
}

/** Resolves the pending turned card with option `opt`. */
export function simDrawTake(s: Sim, opt: number): void {
  const card = s.drawn;
  captureOptionsInto(card, s.field, s.lightningWild, OPT);
  s.drawn = -1;
  resolveWith(s, card, OPT, opt);
  continueTurn(s);
}

/** The lucky hand's holder's choice: a redeal ends the round (a misdeal, nobody scores). */
export function simLuckyHand(s: Sim, redeal: boolean): void {
  s.luckyPending.shift();
  if (redeal) {
    s.luckyPending.length = 0;
    finish(s, -1, 0, false);
    return;
  }
  if (s.luckyPending.length > 0) s.toMove = s.luckyPending[0]!;
  else startTurn(s, s.dealer);
}

export function simCall(s: Sim, koikoi: boolean): void {
  const p = s.toMove;
  if (!koikoi) {
    finishWon(s, p);
    return;
  }
  s.calls[p] = s.calls[p]! + 1;
  s.callCount += 1;
  s.lastCaller = p;
  nextTurnOrEnd(s);
}

/** The option of `options` that holds card `take` (-1 when none). */
function optionHolding(options: Options, take: number): number {
  for (let o = 0; o < options.count; o++) {
    for (let k = options.starts[o]!; k < options.starts[o + 1]!; k++) if (options.cards[k] === take) return o;
  }
  return -1;
}

/** Applies an engine action (assumed legal) to the sim. */
const APPLY_OPTS = newOptions();

export function simApplyAction(s: Sim, action: RoundAction): void {
  switch (action.type) {
    case 'play': {
      const card = indexOf(action.card);
      const n = captureOptionsInto(card, s.field, s.lightningWild, APPLY_OPTS);
      if (action.lay === true) simPlay(s, card, LAY);
      else simPlay(s, card, n === 0 ? -1 : action.take === undefined ? 0 : optionHolding(APPLY_OPTS, indexOf(action.take)));
      return;
    }
    case 'luckyHand':
      simLuckyHand(s, action.choice === 'redeal');
      return;
    case 'drawTake': {
      captureOptionsInto(s.drawn, s.field, s.lightningWild, APPLY_OPTS);
      simDrawTake(s, optionHolding(APPLY_OPTS, indexOf(action.take)));
      return;
    }
    case 'call':
      simCall(s, action.call === 'koikoi');
      return;
  }
}

/** Each seat's points once the round has ended, in turn order from p (p's own first). */
export function simPointsFrom(s: Sim, p: PlayerIndex | number): number[] {
  if (s.n === 2) return [s.points[p]!, s.points[1 - p]!];
  const q = p + 1 < 3 ? p + 1 : 0;
  const r = q + 1 < 3 ? q + 1 : 0;
  return [s.points[p]!, s.points[q]!, s.points[r]!];
}

/** The net points (`netPoints`) of a playout for player p once the round has ended. */
export function simDiff(s: Sim, p: PlayerIndex | number): number {
  // Two players without building the list: this runs once per playout.
  if (s.n === 2) return s.points[p]! - s.points[1 - p]!;
  return netPoints(simPointsFrom(s, p));
}
