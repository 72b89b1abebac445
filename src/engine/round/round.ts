/**
 * One round of Koi-Koi as a state machine: `createRound` (from a fixed deal) or `dealRound`
 * (seeded shuffle), `legalActions(state)`, `applyAction(state, action)`. Pile cards are
 * turned and played automatically; the state stops only where a player has a choice.
 *
 * Rule readings (the doubtful ones are listed in src/engine/README.md, Readings of the round rules):
 * - a turn is: play(s) from the hand and the pile card (per `turnStructure`), then the check
 *   for new or improved yaku, which offers koi-koi/shōbu or, where the rule set takes the
 *   choice away, stops the round at once;
 * - the round runs out (exhaustive) when both hands are empty (`roundEnd: hands-empty`) or
 *   when both hands and the pile are empty (`pile-empty`); a player whose hand is empty only
 *   turns the pile card; when the pile is empty, only the hand is played.
 */
import { isCardId, type CardId, type Month } from '../cards';
import { completeMonths, findLuckyHands, isMadeOfPairs, luckyHandPoints } from '../scoring/lucky-hands';
import type { RuleSet } from '../rules/ruleset';
import { scoreCaptured } from '../scoring/score';
import { callsSeenBy } from '../scoring/yaku';
import type { ScoreItemId } from '../scoring/yaku-ids';
import {
  ITEM_COUNT,
  SCORE_ITEMS,
  compileScoring,
  evaluateFast,
  fieldBrightCount,
  hasAnyItem,
  hasNewOrImproved,
  totalFromBase,
  weatherOf,
  type CompiledScoring,
  type FastSide,
} from '../scoring/fast-score';
import { LIGHTNING, indexOfCard, monthOfCard } from './tables';
import { hiBit, loBit } from '../card-set';
import {
  cardsLeftForLastTurn,
  dealerPrivilegeDue,
  fieldRuling,
  fieldWinPoints,
  fourPairsCanOccur,
  koikoiPermission,
  lightningWildAtDeal,
  luckyHandIsChoice,
  mayLay,
  nextDealerAfter,
  unmatchedDrawFate,
} from './decisions';
import { err, ok, type Result } from '../result';
import { bySeat, gainsBySeat, nextSeat, otherOfTwo, othersOf, seatCount, seatsFrom, seatsOf, twoSeat, withSeat } from './seats';
import {
  ROUND_STATE_VERSION,
  LUCKY_HAND_CHOICES,
  type LuckyHandChoice,
  type Deal,
  type LuckyHandsHeld,
  type PlayerIndex,
  type RoundAction,
  type RoundEndKind,
  type RoundError,
  type RoundLogEntry,
  type RoundOutcome,
  type RoundResult,
  type RoundState,
} from './types';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type W = Mutable<RoundState>;

const monthOf = monthOfCard;


const fail = (error: RoundError): { readonly ok: false; readonly error: RoundError } => err(error);

/** Month counts of a list of cards (index 1–12). */
function monthCounts(cards: readonly CardId[]): Int8Array {
  const counts = new Int8Array(13);
  for (let i = 0; i < cards.length; i++) counts[monthOf(cards[i]!)]! += 1;
  return counts;
}

/** Cheap pre-check before the exact lucky-hand rules: a complete month, or only pairs. */
function mayHoldLuckyHand(cards: readonly CardId[]): boolean {
  const counts = monthCounts(cards);
  let allEven = true;
  for (let m = 1; m <= 12; m++) {
    if (counts[m] === 4) return true;
    if (counts[m]! % 2 !== 0) allEven = false;
  }
  return allEven;
}

/** A copy of a state to build the next one on (explicit fields: faster than a spread). */
function clone(s: RoundState): W {
  return {
    version: s.version,
    rules: s.rules,
    month: s.month,
    dealer: s.dealer,
    explain: s.explain,
    record: s.record,
    deal: s.deal,
    fieldAtDeal: s.fieldAtDeal,
    lightningWild: s.lightningWild,
    hands: s.hands,
    field: s.field,
    pile: s.pile,
    pileTop: s.pileTop,
    captured: s.captured,
    phase: s.phase,
    toMove: s.toMove,
    turn: s.turn,
    playsLeft: s.playsLeft,
    drawLeft: s.drawLeft,
    drawn: s.drawn,
    turnStartCaptured: s.turnStartCaptured,
    turnStartField: s.turnStartField,
    calls: s.calls,
    lastYaku: s.lastYaku,
    decision: s.decision,
    luckyHandsToAsk: s.luckyHandsToAsk,
    log: s.log,
    result: s.result,
  };
}

function without(hand: readonly CardId[], at: number): CardId[] {
  const out = new Array<CardId>(hand.length - 1);
  let k = 0;
  for (let i = 0; i < hand.length; i++) if (i !== at) out[k++] = hand[i]!;
  return out;
}

// The hot call sites (plays, draws, calls, yaku: every move of every simulated round) test
// `w.record` themselves before calling, so that an unrecorded round does not even build the
// entry; the test here keeps the rarer sites short.
function log(w: W, entry: RoundLogEntry): void {
  if (w.record) w.log = [...w.log, entry];
}

// ---------------------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------------------

/**
 * The ways a card can capture from the field: each option is the list of field cards it
 * takes. No option: it stays on the field. A month with three cards on the field is one
 * option (all three). With the Lightning wild, the Lightning can take any field card (a
 * month of three or more as one group), and any card can take a Lightning on the field.
 */
export function captureOptions(card: CardId, field: readonly CardId[], lightningWild: boolean): CardId[][] {
  const month = monthOf(card);
  if (lightningWild && card === LIGHTNING) {
    const byMonth = new Map<number, CardId[]>();
    for (const f of field) {
      const m = monthOf(f);
      const list = byMonth.get(m);
      if (list) list.push(f);
      else byMonth.set(m, [f]);
    }
    const out: CardId[][] = [];
    for (const list of byMonth.values()) {
      if (list.length >= 3) out.push(list);
      else for (const f of list) out.push([f]);
    }
    return out;
  }
  let same: CardId[] | null = null;
  let lightningOnField = false;
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    if (monthOf(f) === month) (same ??= []).push(f);
    else if (f === LIGHTNING) lightningOnField = true;
  }
  const out: CardId[][] = same === null ? [] : same.length >= 3 ? [same] : same.map((f) => [f]);
  if (lightningWild && lightningOnField) out.push([LIGHTNING]);
  return out;
}

function optionFor(options: readonly CardId[][], take: CardId): CardId[] | undefined {
  return options.find((o) => o.includes(take));
}

// ---------------------------------------------------------------------------------------
// Creating a round
// ---------------------------------------------------------------------------------------

export interface RoundSetup {
  readonly rules: RuleSet;
  /** The round's month (round 1 = January), for Cards of the Month. */
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly deal: Deal;
  /** Attach the scoring engine's explanation to the result (default true). */
  readonly explain?: boolean;
  /** Keep the round's log (default true). */
  readonly record?: boolean;
}

/**
 * Cards dealt to the field: 8 with two players, 6 with three (so that the 21-card pile lasts
 * exactly seven turns each; src/engine/README.md, Three players).
 */
export function fieldSize(options: Pick<RuleSet['options'], 'players'>): number {
  return options.players === 3 ? 6 : 8;
}

function checkDeal(rules: RuleSet, deal: Deal): RoundError | null {
  const handSize = rules.options.handSize;
  const seats = seatsOf(seatCount(rules.options));
  if (!deal || !Array.isArray(deal.hands) || deal.hands.length !== seats.length) return { code: 'invalid-deal', problem: 'hand-count' };
  if (!Array.isArray(deal.field) || !Array.isArray(deal.pile)) return { code: 'invalid-deal', problem: 'not-lists' };
  for (const p of seats) {
    if (!Array.isArray(deal.hands[p]) || deal.hands[p].length !== handSize) return { code: 'invalid-deal', problem: 'hand-size', handSize };
  }
  const fieldCards = fieldSize(rules.options);
  if (deal.field.length !== fieldCards) return { code: 'invalid-deal', problem: 'field-size', fieldSize: fieldCards };
  const all = [...seats.flatMap((p) => deal.hands[p]), ...deal.field, ...deal.pile];
  const seen = new Set<string>();
  for (const c of all) {
    if (!isCardId(c)) return { code: 'invalid-deal', problem: 'unknown-card', received: c };
    if (seen.has(c)) return { code: 'invalid-deal', problem: 'dealt-twice', card: c };
    seen.add(c);
  }
  if (seen.size !== 48) return { code: 'invalid-deal', problem: 'not-all-dealt', dealt: seen.size };
  return null;
}

/** A round from a fixed deal (conformance cases, replays, puzzles). Runs the deal checks. */
export function createRound(setup: RoundSetup): Result<RoundState, RoundError> {
  const problem = checkDeal(setup.rules, setup.deal);
  if (problem) return err(problem);
  return ok(createRoundUnchecked(setup));
}

/** createRound for a deal known to be complete (a shuffled full deck). */
export function createRoundUnchecked(setup: RoundSetup): RoundState {
  const { rules, deal } = setup;
  const n = seatCount(rules.options);
  const w: W = {
    version: ROUND_STATE_VERSION,
    rules,
    month: setup.month,
    dealer: setup.dealer,
    explain: setup.explain ?? true,
    record: setup.record ?? true,
    deal,
    fieldAtDeal: deal.field,
    lightningWild: false,
    hands: bySeat(n, (p) => deal.hands[p]),
    field: deal.field,
    pile: deal.pile,
    pileTop: 0,
    captured: bySeat(n, () => []),
    phase: 'play',
    toMove: setup.dealer,
    turn: 0,
    playsLeft: 0,
    drawLeft: false,
    drawn: null,
    turnStartCaptured: 0,
    turnStartField: deal.field,
    calls: [],
    lastYaku: null,
    decision: null,
    luckyHandsToAsk: [],
    log: [],
    result: null,
  };
  beginRound(w);
  return w;
}

function beginRound(w: W): void {
  const o = w.rules.options;
  const dealer = w.dealer;

  // 1. The field as dealt, in the settled order of fieldRuling (decisions.ts): misdeals, the
  // dealer's wins, the dealer's capture of a four of a kind.
  const fieldCounts = monthCounts(w.field);
  let fours: Month[] = fieldCounts.includes(4) ? completeMonths(w.field) : [];
  const pairs = fourPairsCanOccur(o) && mayHoldLuckyHand(w.field) && isMadeOfPairs(w.field);
  const ruling = fieldRuling(o, fours.length > 0, pairs);
  switch (ruling) {
    case 'misdeal-four':
      return finish(w, 'misdeal', null, 0, { outcome: { code: 'misdeal-field-four', months: fours } });
    case 'misdeal-pairs':
      return finish(w, 'misdeal', null, 0, { outcome: { code: 'misdeal-field-pairs' } });
    case 'dealer-wins-four':
      return finish(w, 'dealer-wins', dealer, fieldWinPoints(o, ruling), { outcome: { code: 'field-four-dealer-wins', months: fours } });
    case 'dealer-wins-pairs':
      return finish(w, 'dealer-wins', dealer, fieldWinPoints(o, ruling), { outcome: { code: 'field-pairs-dealer-wins' } });
    case 'dealer-captures':
    case 'play':
      break;
  }
  if (ruling === 'dealer-captures') {
    const fieldAtDeal = [...w.field];
    while (fours.length > 0 && w.pile.length - w.pileTop >= 4) {
      const taken = w.field.filter((c) => fours.includes(monthOf(c) as Month));
      const replacements = w.pile.slice(w.pileTop, w.pileTop + 4 * fours.length);
      w.pileTop += replacements.length;
      w.field = [...w.field.filter((c) => !taken.includes(c)), ...replacements];
      fieldAtDeal.push(...replacements);
      w.captured = withSeat(w.captured, dealer, [...w.captured[dealer], ...taken]);
      log(w, { type: 'field-capture', player: dealer, captured: taken, replacements });
      fours = completeMonths(w.field);
    }
    w.fieldAtDeal = fieldAtDeal;
  }
  w.lightningWild = lightningWildAtDeal(w.rules, w.fieldAtDeal);

  // 2. Lucky hands.
  if (o.teyaku !== 'off') {
    const held: LuckyHandsHeld[] = [];
    for (const p of seatsFrom(dealer, seatCount(o))) {
      const hands = mayHoldLuckyHand(w.hands[p]) ? findLuckyHands(w.hands[p], w.rules) : [];
      if (hands.length > 0) held.push({ player: p, hands, points: luckyHandPoints(hands, w.rules) });
    }
    if (held.length > 0) {
      if (luckyHandIsChoice(o)) {
        // Each holder chooses before the first play, the dealer first (applyAction, luckyHand).
        w.luckyHandsToAsk = held;
        w.toMove = held[0]!.player;
        w.phase = 'lucky-hand';
        return;
      }
      if (o.teyaku === 'misdeal') {
        return finish(w, 'misdeal', null, 0, { luckyHands: held, outcome: { code: 'misdeal-lucky-hand' } });
      }
      // Lucky hands held by two or more players make a draw.
      if (held.length >= 2) {
        return finish(w, 'teyaku-draw', null, 0, {
          luckyHands: held,
          privilege: dealerPrivilegeDue(o, () => anyPileHoldsYaku(w)),
          outcome: { code: 'lucky-hands-draw' },
        });
      }
      const h = held[0]!;
      return finish(w, 'teyaku', h.player, h.points, { luckyHands: held, outcome: { code: 'lucky-hand' } });
    }
  }

  startTurn(w, dealer);
}

// ---------------------------------------------------------------------------------------
// Turns
// ---------------------------------------------------------------------------------------

function setHand(w: W, p: PlayerIndex, hand: readonly CardId[]): void {
  w.hands = withSeat(w.hands, p, hand);
}

function addCaptured(w: W, p: PlayerIndex, card: CardId, taken: readonly CardId[]): void {
  const pile = w.captured[p];
  const n = pile.length;
  const next = new Array<CardId>(n + 1 + taken.length);
  for (let i = 0; i < n; i++) next[i] = pile[i]!;
  next[n] = card;
  for (let i = 0; i < taken.length; i++) next[n + 1 + i] = taken[i]!;
  w.captured = withSeat(w.captured, p, next);
  const field = w.field;
  const rest = new Array<CardId>(field.length - taken.length);
  let k = 0;
  for (let i = 0; i < field.length; i++) {
    const f = field[i]!;
    let gone = false;
    for (let j = 0; j < taken.length; j++) if (taken[j] === f) gone = true;
    if (!gone) rest[k++] = f;
  }
  w.field = rest;
}

/** Plays `card` (already out of the hand or pile) against the field with the chosen option. */
function resolve(w: W, card: CardId, option: readonly CardId[] | undefined): readonly CardId[] {
  const p = w.toMove;
  if (!option || option.length === 0) {
    w.field = [...w.field, card];
    return [];
  }
  addCaptured(w, p, card, option);
  return option;
}

function startTurn(w: W, p: PlayerIndex): void {
  w.toMove = p;
  w.turn += 1;
  w.turnStartCaptured = w.captured[p].length;
  w.turnStartField = w.field;
  w.decision = null;
  if (w.rules.options.turnStructure === 'draw-first-play-two') {
    if (w.pileTop < w.pile.length) {
      const card = w.pile[w.pileTop]!;
      w.pileTop += 1;
      setHand(w, p, [...w.hands[p], card]);
      log(w, { type: 'draw-to-hand', player: p, card, faceUp: false });
    }
    w.playsLeft = Math.min(2, w.hands[p].length);
    w.drawLeft = false;
  } else {
    w.playsLeft = w.hands[p].length > 0 ? 1 : 0;
    w.drawLeft = true;
  }
  continueTurn(w);
}

function continueTurn(w: W): void {
  const p = w.toMove;
  for (;;) {
    if (w.playsLeft > 0 && w.hands[p].length > 0) {
      w.phase = 'play';
      return;
    }
    w.playsLeft = 0;
    if (w.drawLeft) {
      w.drawLeft = false;
      if (w.pileTop < w.pile.length) {
        const card = w.pile[w.pileTop]!;
        w.pileTop += 1;
        const options = captureOptions(card, w.field, w.lightningWild);
        const fate = options.length === 0 ? unmatchedDrawFate(w.rules.options) : 'field';
        if (fate !== 'field') {
          setHand(w, p, [...w.hands[p], card]);
          const faceUp = fate === 'hand-face-up-play-one';
          log(w, { type: 'draw-to-hand', player: p, card, faceUp });
          // hidden-draw: the card goes face down into the hand and the turn's plays are over.
          w.playsLeft = faceUp ? 1 : 0;
          continue;
        }
        if (options.length >= 2) {
          w.drawn = card;
          w.phase = 'draw-take';
          return;
        }
        const captured = resolve(w, card, options[0]);
        if (w.record) log(w, { type: 'draw', player: p, card, take: null, captured });
      }
      continue;
    }
    endTurn(w);
    return;
  }
}

// Buffers for the hot path (the engine is synchronous and single-threaded).
const BEFORE = new Int32Array(ITEM_COUNT);
const AFTER = new Int32Array(ITEM_COUNT);
const SELF: FastSide = { lo: 0, hi: 0, calls: 0 };
const OPP: FastSide = { lo: 0, hi: 0, calls: 0 };
/** Three players under both-players: the second other pile, judged alone into OTHER_ITEMS. */
const OTHER: FastSide = { lo: 0, hi: 0, calls: 0 };
const NOBODY: FastSide = { lo: 0, hi: 0, calls: 0 };
const OTHER_ITEMS = new Int32Array(ITEM_COUNT);

function callsOf(calls: readonly PlayerIndex[], owner: PlayerIndex): number {
  let n = 0;
  for (let i = 0; i < calls.length; i++) if (calls[i] === owner) n++;
  return n;
}

/** Bit mask of the first `count` cards of a pile, into `side`. */
function fillSide(side: FastSide, cards: readonly CardId[], count: number, calls: readonly PlayerIndex[], owner: PlayerIndex): void {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < count; i++) {
    const k = indexOfCard(cards[i]!);
    lo |= loBit(k);
    hi |= hiBit(k);
  }
  side.lo = lo;
  side.hi = hi;
  side.calls = callsOf(calls, owner);
}

/**
 * The other seats' piles, which evaluateFast reads only under `yakuCounting: both-players`
 * (`c.bothPlayers`): filled only then, since turning a pile of ids into bits is most of the
 * round engine's scoring time. The first other pile goes to OPP; with three players the second
 * to OTHER (its points are added by baseNow).
 */
function fillOthers(c: CompiledScoring, w: RoundState, p: PlayerIndex): readonly PlayerIndex[] {
  const others = othersOf(p, seatCount(w.rules.options));
  if (!c.bothPlayers) return others;
  const q = others[0]!;
  fillSide(OPP, w.captured[q], w.captured[q].length, w.calls, q);
  const r = others[1];
  if (r !== undefined) fillSide(OTHER, w.captured[r], w.captured[r].length, w.calls, r);
  return others;
}

/** Base points of player p now, with the scoring items in `out`. */
function baseNow(c: CompiledScoring, w: RoundState, p: PlayerIndex, out: Int32Array): number {
  fillSide(SELF, w.captured[p], w.captured[p].length, w.calls, p);
  const others = fillOthers(c, w, p);
  const weather = c.viewing === 3 ? weatherOf(w.field) : 0;
  const base = evaluateFast(c, SELF, OPP, w.month, weather, out);
  // "Every other player's yaku" (both-players) with three: the second other pile judged alone.
  if (c.bothPlayers && others.length > 1) return base + evaluateFast(c, OTHER, NOBODY, w.month, weather, OTHER_ITEMS);
  return base;
}

function totalFor(w: RoundState, p: PlayerIndex, base: number): number {
  let own = 0;
  for (const c of w.calls) if (c === p) own++;
  const last = w.calls.length > 0 && w.calls[w.calls.length - 1] !== p;
  const o = w.rules.options;
  return totalFromBase(o, base, own, w.calls.length - own, last, o.fieldBrightMultiplier === 'off' ? 0 : fieldBrightCount(w.fieldAtDeal));
}

function changedItems(before: Int32Array, after: Int32Array): ScoreItemId[] {
  const out: ScoreItemId[] = [];
  for (let i = 0; i < ITEM_COUNT; i++) {
    if (after[i]! >= 0 && (before[i]! < 0 || after[i]! > before[i]!)) out.push(SCORE_ITEMS[i]!);
  }
  return out;
}

function endTurn(w: W): void {
  const p = w.toMove;
  const o = w.rules.options;
  const c = compileScoring(w.rules);
  const mine = w.captured[p];
  if (mine.length === w.turnStartCaptured && c.viewing !== 3) {
    // Nothing captured this turn (and no weather): nothing can be new or improved.
    nextTurnOrEnd(w);
    return;
  }
  // Now first: when nothing scores now, nothing is new or improved, and the pile as it was
  // need not be scored (most capturing turns).
  const base = baseNow(c, w, p, AFTER);
  if (!hasAnyItem(AFTER)) {
    nextTurnOrEnd(w);
    return;
  }
  // Before this turn: the mover's pile as it was, the field as it was (the other seats' piles,
  // unchanged by this turn, are still in OPP and OTHER; only the mover's own items are compared).
  fillSide(SELF, mine, w.turnStartCaptured, w.calls, p);
  evaluateFast(c, SELF, OPP, w.month, c.viewing === 3 ? weatherOf(w.turnStartField) : 0, BEFORE);
  if (!hasNewOrImproved(c, BEFORE, AFTER)) {
    nextTurnOrEnd(w);
    return;
  }
  w.lastYaku = p;
  const yaku = changedItems(BEFORE, AFTER);
  const ownCalls = callsOf(w.calls, p);
  const permission = koikoiPermission(w.rules, {
    base,
    ownCalls,
    // "The opponent" of counterKoikoi is any other player.
    opponentCalls: w.calls.length - ownCalls,
    cardsInHand: cardsLeftForLastTurn(o, w.hands[p].length, w.pile.length - w.pileTop),
  });
  const reason = permission.allowed ? null : permission.reason;
  if (w.record) log(w, { type: 'yaku', player: p, yaku, base, outcome: reason ? 'forced-stop' : 'offered', reason });
  if (reason) {
    finishWon(w, 'shobu', p, { code: 'forced-stop', reason });
    return;
  }
  w.decision = { yaku, base, stopPoints: totalFor(w, p, base) };
  w.phase = 'decision';
}

function roundRunOut(w: RoundState): boolean {
  for (let p = 0; p < w.hands.length; p++) if (w.hands[p]!.length > 0) return false;
  return w.rules.options.roundEnd === 'hands-empty' || w.pileTop >= w.pile.length;
}

function nextTurnOrEnd(w: W): void {
  if (roundRunOut(w)) finishExhaustive(w);
  else startTurn(w, nextSeat(w.toMove, seatCount(w.rules.options)));
}

// ---------------------------------------------------------------------------------------
// End of the round
// ---------------------------------------------------------------------------------------

interface FinishExtra {
  readonly outcome: RoundOutcome;
  readonly explanation?: RoundResult['explanation'];
  readonly luckyHands?: readonly LuckyHandsHeld[];
  readonly privilege?: boolean;
}

function finish(w: W, end: RoundEndKind, winner: PlayerIndex | null, points: number, extra: FinishExtra): void {
  const o = w.rules.options;
  const privilege = winner === null && extra.privilege === true;
  const n = seatCount(o);
  const pts =
    winner !== null
      ? gainsBySeat(n, winner, points, o.zeroSum)
      : privilege
        ? gainsBySeat(n, w.dealer, o.dealerPrivilegePoints, o.zeroSum)
        : bySeat(n, () => 0);
  const nextDealer = nextDealerAfter(o, w.dealer, winner, end === 'misdeal');
  w.phase = 'ended';
  w.decision = null;
  w.drawn = null;
  w.playsLeft = 0;
  w.drawLeft = false;
  w.result = {
    end,
    winner,
    points: pts,
    nextDealer,
    explanation: extra.explanation ?? null,
    luckyHands: extra.luckyHands ?? [],
    dealerPrivilege: privilege,
    outcome: extra.outcome,
  };
}

/** The score of player p if they stopped now: points, and the explanation when asked for. */
export function scoreIfStopped(state: RoundState, p: PlayerIndex, explain = state.explain): { points: number; explanation: RoundResult['explanation'] } {
  const c = compileScoring(state.rules);
  const base = baseNow(c, state, p, AFTER);
  const fast = totalFor(state, p, base);
  if (!explain) return { points: fast, explanation: null };
  const explanation = scoreCaptured(
    state.captured[p],
    {
      month: state.month,
      field: state.field,
      fieldAtDeal: state.fieldAtDeal,
      calls: callsSeenBy(p, state.calls),
      ...othersContext(state, p),
    },
    state.rules,
  );
  return { points: explanation.total, explanation };
}

/** The other seats' piles and their own calls, for a score's context (both-players). */
function othersContext(state: RoundState, p: PlayerIndex): { othersCaptured: (readonly CardId[])[]; othersCalls: number[] } {
  const others = othersOf(p, seatCount(state.rules.options));
  return { othersCaptured: others.map((q) => state.captured[q]), othersCalls: others.map((q) => callsOf(state.calls, q)) };
}

function finishWon(w: W, end: RoundEndKind, p: PlayerIndex, outcome: RoundOutcome): void {
  const { points, explanation } = scoreIfStopped(w, p);
  finish(w, end, p, points, { explanation, outcome });
}

function finishExhaustive(w: W): void {
  const o = w.rules.options;
  switch (o.exhaustiveDraw) {
    case 'no-score':
      return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-no-score' } });
    case 'dealer-privilege':
      if (!dealerPrivilegeDue(o, () => anyPileHoldsYaku(w))) return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-privilege-withheld' } });
      return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-dealer-privilege' }, privilege: true });
    case 'last-yaku-wins':
      if (w.lastYaku === null) return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-no-yaku' } });
      return finishWon(w, 'exhaustive', w.lastYaku, { code: 'ran-out-last-yaku' });
    case 'koikoi-caller-loses': {
      if (w.calls.length === 0) return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-no-koikoi' } });
      // Two-player only: buildRuleSet refuses this rule with three players.
      const last = twoSeat(w.calls[w.calls.length - 1]!);
      if (last === null || seatCount(o) !== 2) return finish(w, 'exhaustive', null, 0, { outcome: { code: 'ran-out-no-koikoi' } });
      return finishWon(w, 'exhaustive', otherOfTwo(last), { code: 'ran-out-caller-loses' });
    }
  }
}

// ---------------------------------------------------------------------------------------
// Actions
// ---------------------------------------------------------------------------------------

/** Every action the player to move may take, in hand order. Empty once the round ended. */
export function legalActions(state: RoundState): RoundAction[] {
  switch (state.phase) {
    case 'play': {
      const out: RoundAction[] = [];
      const hand = state.hands[state.toMove];
      const lay = state.rules.options.handCapture === 'optional';
      if (state.lightningWild || lay) {
        for (const card of hand) {
          const options = captureOptions(card, state.field, state.lightningWild);
          if (options.length <= 1) out.push({ type: 'play', card });
          else for (const o of options) out.push({ type: 'play', card, take: o[0]! });
          if (mayLay(state.rules.options, options.length)) out.push({ type: 'play', card, lay: true });
        }
        return out;
      }
      // Field cards by month, then one lookup per hand card.
      const field = state.field;
      const fieldMonths = new Int8Array(field.length);
      const counts = new Int8Array(13);
      for (let i = 0; i < field.length; i++) {
        const m = monthOf(field[i]!);
        fieldMonths[i] = m;
        counts[m]! += 1;
      }
      for (let h = 0; h < hand.length; h++) {
        const card = hand[h]!;
        const m = monthOf(card);
        if (counts[m] !== 2) {
          out.push({ type: 'play', card });
          continue;
        }
        for (let i = 0; i < field.length; i++) if (fieldMonths[i] === m) out.push({ type: 'play', card, take: field[i]! });
      }
      return out;
    }
    case 'draw-take':
      return captureOptions(state.drawn!, state.field, state.lightningWild).map((o) => ({ type: 'drawTake', take: o[0]! }));
    case 'decision':
      return [
        { type: 'call', call: 'koikoi' },
        { type: 'call', call: 'shobu' },
      ];
    case 'lucky-hand':
      return LUCKY_HAND_CHOICES.map((choice) => ({ type: 'luckyHand', choice }));
    case 'ended':
      return [];
  }
}

function checkTake(
  card: CardId,
  take: unknown,
  options: readonly CardId[][],
  field: readonly CardId[],
): Result<CardId[] | undefined, RoundError> {
  if (take === undefined || take === null) {
    if (options.length >= 2) return fail({ code: 'take-required', card, options });
    return ok(options[0]);
  }
  if (!isCardId(take)) return fail({ code: 'unknown-card', received: take });
  if (!field.includes(take)) return fail({ code: 'not-a-match', card, take, problem: 'not-on-field' });
  const option = optionFor(options, take);
  if (!option) return fail({ code: 'not-a-match', card, take, problem: options.length === 0 ? 'matches-nothing' : 'other-month' });
  return ok(option);
}

/**
 * Applies one action. Never throws: an illegal action returns an error code with the
 * parameters that say why (worded by src/words/errors.ts), and the state is left as it was.
 */
export function applyAction(state: RoundState, action: RoundAction): Result<RoundState, RoundError> {
  if (state.phase === 'ended') return fail({ code: 'round-over', stage: 'round' });
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    return fail({ code: 'malformed-action', problem: 'no-type' });
  }
  if (action.player !== undefined && action.player !== state.toMove) {
    return fail({ code: 'not-your-turn', toMove: state.toMove, player: action.player });
  }
  const p = state.toMove;
  switch (action.type) {
    case 'play': {
      if (state.phase === 'draw-take') {
        return fail({ code: 'draw-take-pending', card: state.drawn! });
      }
      if (state.phase === 'decision') return fail({ code: 'decision-pending' });
      if (state.phase === 'lucky-hand') return fail({ code: 'lucky-hand-pending' });
      const card = action.card;
      const hand = state.hands[p];
      const at = hand.indexOf(card);
      if (at < 0) {
        if (!isCardId(card)) return fail({ code: 'unknown-card', received: card });
        return fail({ code: 'not-in-hand', card });
      }
      const options = captureOptions(card, state.field, state.lightningWild);
      if (action.lay === true) {
        if (action.take !== undefined && action.take !== null) return fail({ code: 'lay-not-allowed', card, problem: 'take-given' });
        if (options.length === 0) return fail({ code: 'lay-matches-nothing', card });
        if (!mayLay(state.rules.options, options.length)) return fail({ code: 'lay-not-allowed', card, problem: 'capture-forced' });
        const w = clone(state);
        setHand(w, p, without(hand, at));
        resolve(w, card, undefined);
        if (w.record) log(w, { type: 'play', player: p, card, take: null, captured: [], laid: true });
        w.playsLeft -= 1;
        continueTurn(w);
        return ok(w);
      }
      const checked = checkTake(card, action.take, options, state.field);
      if (!checked.ok) return checked;
      const w = clone(state);
      setHand(w, p, without(hand, at));
      const captured = resolve(w, card, checked.value);
      if (w.record) log(w, { type: 'play', player: p, card, take: options.length >= 2 ? checked.value![0]! : null, captured });
      w.playsLeft -= 1;
      continueTurn(w);
      return ok(w);
    }
    case 'drawTake': {
      if (state.phase === 'lucky-hand') return fail({ code: 'lucky-hand-pending' });
      if (state.phase !== 'draw-take') {
        return fail({ code: 'no-draw-pending', phase: state.phase === 'decision' ? 'decision' : 'play' });
      }
      const card = state.drawn!;
      const options = captureOptions(card, state.field, state.lightningWild);
      const checked = checkTake(card, action.take, options, state.field);
      if (!checked.ok) return checked;
      const w = clone(state);
      w.drawn = null;
      const captured = resolve(w, card, checked.value);
      if (w.record) log(w, { type: 'draw', player: p, card, take: checked.value![0]!, captured });
      continueTurn(w);
      return ok(w);
    }
    case 'call': {
      if (state.phase === 'lucky-hand') return fail({ code: 'lucky-hand-pending' });
      if (state.phase !== 'decision') return fail({ code: 'no-decision-pending' });
      if (action.call !== 'koikoi' && action.call !== 'shobu') {
        return fail({ code: 'malformed-action', problem: 'unknown-call', received: action.call });
      }
      const w = clone(state);
      w.decision = null;
      if (w.record) log(w, { type: 'call', player: p, call: action.call });
      if (action.call === 'shobu') {
        finishWon(w, 'shobu', p, { code: 'shobu' });
      } else {
        w.calls = [...w.calls, p];
        nextTurnOrEnd(w);
      }
      return ok(w);
    }
    case 'luckyHand': {
      if (state.phase !== 'lucky-hand') return fail({ code: 'no-lucky-hand-pending' });
      if (!(LUCKY_HAND_CHOICES as readonly unknown[]).includes(action.choice)) {
        return fail({ code: 'malformed-action', problem: 'unknown-lucky-hand-choice', received: action.choice });
      }
      const w = clone(state);
      const [asked, ...rest] = state.luckyHandsToAsk;
      log(w, { type: 'lucky-hand', player: p, choice: action.choice });
      if (action.choice === 'redeal') {
        // A misdeal ends the round at once: later holders are not asked (src/engine/README.md, Options).
        w.luckyHandsToAsk = [];
        finish(w, 'misdeal', null, 0, { luckyHands: [asked!], outcome: { code: 'misdeal-lucky-hand' } });
      } else if (rest.length > 0) {
        w.luckyHandsToAsk = rest;
        w.toMove = rest[0]!.player;
      } else {
        // Every lucky hand was played on: it scores nothing, and the dealer's first turn begins.
        w.luckyHandsToAsk = [];
        startTurn(w, w.dealer);
      }
      return ok(w);
    }
    default:
      return fail({ code: 'malformed-action', problem: 'unknown-type', received: (action as { type: unknown }).type });
  }
}

/** Whether any player's pile holds a yaku now (for `dealerPrivilegeWhen: no-yaku`). */
function anyPileHoldsYaku(w: RoundState): boolean {
  const c = compileScoring(w.rules);
  for (const p of seatsOf(seatCount(w.rules.options))) {
    baseNow(c, w, p, AFTER);
    for (let i = 0; i < ITEM_COUNT; i++) if (AFTER[i]! >= 0) return true;
  }
  return false;
}

/** A move of the conformance files (src/engine/README.md, Conformance cases). */
export type RoundMove =
  | { play: CardId; take?: CardId; lay?: true }
  | { drawTake: CardId }
  | { call: 'koikoi' | 'shobu' }
  | { luckyHand: LuckyHandChoice };

/** Rebuilds the moves of a round from its log, in the conformance files' move format. */
export function roundMoves(state: Pick<RoundState, 'log'>): RoundMove[] {
  const out: RoundMove[] = [];
  for (const e of state.log as readonly RoundLogEntry[]) {
    if (e.type === 'play') out.push(e.laid ? { play: e.card, lay: true } : e.take ? { play: e.card, take: e.take } : { play: e.card });
    else if (e.type === 'lucky-hand') out.push({ luckyHand: e.choice });
    else if (e.type === 'draw' && e.take) out.push({ drawTake: e.take });
    else if (e.type === 'call') out.push({ call: e.call });
  }
  return out;
}

/** The action that a conformance move stands for. */
export function actionFromMove(move: unknown): RoundAction | null {
  if (typeof move !== 'object' || move === null || Array.isArray(move)) return null;
  const m = move as Record<string, unknown>;
  const keys = Object.keys(m);
  if ('play' in m && keys.every((k) => k === 'play' || k === 'take' || k === 'lay')) {
    if ('lay' in m && typeof m['lay'] !== 'boolean') return null;
    return {
      type: 'play',
      card: m['play'] as CardId,
      ...(m['take'] !== undefined ? { take: m['take'] as CardId } : {}),
      ...(m['lay'] === true ? { lay: true } : {}),
    };
  }
  if ('luckyHand' in m && keys.length === 1) return { type: 'luckyHand', choice: m['luckyHand'] as LuckyHandChoice };
  if ('drawTake' in m && keys.length === 1) return { type: 'drawTake', take: m['drawTake'] as CardId };
  if ('call' in m && keys.length === 1) return { type: 'call', call: m['call'] as 'koikoi' | 'shobu' };
  return null;
}
