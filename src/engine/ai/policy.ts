/**
 * The fast heuristic policy used inside the expert's playouts (every player, on a sampled
 * full state, but reading only what that player could see: captured piles, the field, their
 * own hand): capture what brings you closest to your yaku or keeps the opponent from theirs,
 * throw away what the opponent is least likely to take or want, and call koi-koi on a small
 * score while cards remain and the opponent is not one card from a yaku. With three players
 * "the opponent" is either other player: a card is worth denying by the larger of their gains,
 * and koi-koi waits while either of them is one card from a yaku. Cheap enough for thousands
 * of playouts per move.
 *
 * PLAYOUT_POLICY was tuned by self-play in the simulator (duplicate deals, 6,000–8,000 per
 * comparison): no random moves (+0.33 points a round over 10%), judging throws by the unseen
 * cards of their month (+0.19), koi-koi below 8 points with two or more cards (+0.3 over
 * "below 4 with four"); denial weight, progress curve and threat thresholds were flat.
 * At a table of three (simulator self-play: one seat changed against two PLAYOUT_POLICY seats,
 * 12,000 deals, each seat in turn; `simDiff` points a round, paired 95 % intervals): watching
 * both other players' threats before koi-koi beat watching only the next seat's by
 * 0.070 ± 0.022 under fudawiki (0.063 ± 0.029 under koikoi-japan), and ignoring threats lost
 * 0.190 ± 0.032 (0.174 ± 0.043); the koi-koi thresholds tuned for two stayed best (never
 * calling koi-koi: −0.196 ± 0.036, below 4 points: −0.181 ± 0.035, hands of 4: −0.087 ± 0.023).
 */
import type { Rng } from '../random';
import { HALF_MASK, countIn, hasIndex } from '../card-set';
import { cardGain, targetGains, targetTable, type TargetTable } from './knowledge';
import {
  PHASE_DECISION,
  PHASE_DRAW_TAKE,
  PHASE_ENDED,
  PHASE_PLAY,
  PHASE_LUCKY_HAND,
  simLuckyHand,
  captureOptionsInto,
  newOptions,
  simCall,
  simDrawTake,
  simPlay,
  capturedHi,
  capturedLo,
  type Sim,
} from './sim';

export interface PolicyParams {
  /** Weight of denying the opponent a card, relative to gaining it oneself. */
  readonly denial: number;
  /** Share of a thrown card's value to the opponent counted as the risk of throwing it. */
  readonly discardRisk: number;
  /** Chance of a uniformly random move (keeps playouts varied). */
  readonly epsilon: number;
  /** Koi-koi only when the points on offer are below this... */
  readonly koikoiBelow: number;
  /** ...and the hand still holds at least this many cards... */
  readonly koikoiHand: number;
  /** ...and the opponent is not within one card of a yaku. */
  readonly respectThreats: boolean;
  /** Judge a throw's risk by the cards of its month still unseen (else every throw is risky). */
  readonly safeThrows: boolean;
  /** Threats worth less than this (base points of the yaku) are ignored. */
  readonly threatMin: number;
  /** Koi-koi only with a yaku of one's own within this many cards (0: no such condition). */
  readonly needNear: number;
  /** Progress curve: a target with h of n cards counts (h/n)^exponent of its value. */
  readonly exponent: number;
}

export const PLAYOUT_POLICY: PolicyParams = {
  denial: 0.8,
  discardRisk: 0.5,
  epsilon: 0,
  koikoiBelow: 8,
  koikoiHand: 2,
  respectThreats: true,
  safeThrows: true,
  threatMin: 0,
  needNear: 0,
  exponent: 2,
};

const OPTS = newOptions();
let GP = new Float64Array(64);
let GQ = new Float64Array(64);
let GR = new Float64Array(64);
const FULL = HALF_MASK;

let EXP = 2;

/**
 * Per-target gains of the player to move (GP) and of the others (GQ). With three seats GQ holds,
 * target by target, the larger of the two other players' gains: a card is worth denying as much
 * as it helps whichever of them it helps more. (A hot loop: seats as in sim.ts.)
 */
function gainsFor(table: TargetTable, s: Sim, p: number): void {
  const freeLo = ~capturedLo(s) & FULL;
  const freeHi = ~capturedHi(s) & FULL;
  const n = table.targets.length;
  if (GP.length < 2 * n) {
    GP = new Float64Array(2 * n);
    GQ = new Float64Array(2 * n);
    GR = new Float64Array(2 * n);
  }
  const q = p + 1 < s.n ? p + 1 : 0;
  targetGains(table, s.lo[p]!, s.hi[p]!, freeLo, freeHi, GP, EXP);
  targetGains(table, s.lo[q]!, s.hi[q]!, freeLo, freeHi, GQ, EXP);
  if (s.n === 2) return;
  const r = q + 1 < s.n ? q + 1 : 0;
  targetGains(table, s.lo[r]!, s.hi[r]!, freeLo, freeHi, GR, EXP);
  for (let i = 0; i < 2 * n; i++) if (GR[i]! > GQ[i]!) GQ[i] = GR[i]!;
}

/** Whether any player but p is within one card of a target worth at least `min` (see oneAway). */
function threatAcross(table: TargetTable, s: Sim, p: number, freeLo: number, freeHi: number, min: number): boolean {
  for (let q = 0; q < s.n; q++) {
    if (q !== p && oneAway(table, s.lo[q]!, s.hi[q]!, freeLo, freeHi, min)) return true;
  }
  return false;
}

/**
 * Whether the player (lo, hi) is within `within` cards of a target worth at least `min` whose
 * missing cards nobody has taken.
 */
function oneAway(table: TargetTable, lo: number, hi: number, freeLo: number, freeHi: number, min = 0, within = 1): boolean {
  for (const t of table.targets) {
    if (t.value < min) continue;
    const h = countIn(lo, hi, t);
    if (h >= t.need || h < t.need - within) continue;
    if (countIn(freeLo, freeHi, t) >= t.need - h) return true;
  }
  return false;
}

/**
 * How likely a thrown card is to be taken by another player, from what the thrower can see: no
 * risk when every other card of its month is captured or in the thrower's hand.
 */
function throwRisk(s: Sim, hand: readonly number[], card: number): number {
  const first = card & ~3;
  const capLo = capturedLo(s);
  const capHi = capturedHi(s);
  let unseen = 0;
  for (let k = first; k < first + 4; k++) {
    if (k === card) continue;
    if (hasIndex(capLo, capHi, k)) continue;
    if (hand.indexOf(k) >= 0) continue;
    unseen++;
  }
  return unseen === 0 ? 0 : unseen === 1 ? 0.7 : 1;
}

function captureValue(table: TargetTable, card: number, from: number, to: number, denial: number): number {
  let v = cardGain(table, GP, card) + denial * cardGain(table, GQ, card);
  for (let k = from; k < to; k++) {
    const f = OPTS.cards[k]!;
    v += cardGain(table, GP, f) + denial * cardGain(table, GQ, f);
  }
  return v;
}

let lastOptions: unknown = null;
let lastMonth = -1;
let lastTable: TargetTable | null = null;

function tableOf(s: Sim): TargetTable {
  if (s.o !== lastOptions || s.month !== lastMonth || lastTable === null) {
    lastTable = targetTable(s.c.rules, s.month);
    lastOptions = s.o;
    lastMonth = s.month;
  }
  return lastTable;
}

/** Plays one decision of the player to move with the heuristic policy. */
function policyStep(s: Sim, rng: Rng, params: PolicyParams): void {
  if (s.phase === PHASE_LUCKY_HAND) {
    // A lucky hand still to be decided in a playout (another holder's): played on.
    simLuckyHand(s, false);
    return;
  }
  const table = tableOf(s);
  EXP = params.exponent;
  const p = s.toMove;
  if (s.phase === PHASE_DECISION) {
    let koikoi = s.stopPoints < params.koikoiBelow && s.hands[p]!.length >= params.koikoiHand;
    const freeLo = ~capturedLo(s) & FULL;
    const freeHi = ~capturedHi(s) & FULL;
    // Any other player one card from a yaku can end the round.
    if (koikoi && params.respectThreats) koikoi = !threatAcross(table, s, p, freeLo, freeHi, params.threatMin);
    if (koikoi && params.needNear > 0) koikoi = oneAway(table, s.lo[p]!, s.hi[p]!, freeLo, freeHi, 0, params.needNear);
    simCall(s, koikoi);
    return;
  }
  const explore = rng.next() < params.epsilon;
  if (s.phase === PHASE_DRAW_TAKE) {
    const n = captureOptionsInto(s.drawn, s.field, s.lightningWild, OPTS);
    if (explore) {
      simDrawTake(s, rng.int(n));
      return;
    }
    gainsFor(table, s, p);
    let best = 0;
    let bestV = -Infinity;
    for (let o = 0; o < n; o++) {
      const v = captureValue(table, s.drawn, OPTS.starts[o]!, OPTS.starts[o + 1]!, params.denial);
      if (v > bestV) {
        bestV = v;
        best = o;
      }
    }
    simDrawTake(s, best);
    return;
  }
  // PHASE_PLAY
  const hand = s.hands[p]!;
  if (explore) {
    const card = hand[rng.int(hand.length)]!;
    const n = captureOptionsInto(card, s.field, s.lightningWild, OPTS);
    simPlay(s, card, n === 0 ? -1 : rng.int(n));
    return;
  }
  gainsFor(table, s, p);
  let bestCard = hand[0]!;
  let bestOpt = -1;
  let bestV = -Infinity;
  for (let h = 0; h < hand.length; h++) {
    const card = hand[h]!;
    const n = captureOptionsInto(card, s.field, s.lightningWild, OPTS);
    if (n === 0) {
      const v = -params.discardRisk * (params.safeThrows ? throwRisk(s, hand, card) : 1) * (params.denial * cardGain(table, GQ, card) + 0.5 * cardGain(table, GP, card)) - 0.05;
      if (v > bestV) {
        bestV = v;
        bestCard = card;
        bestOpt = -1;
      }
      continue;
    }
    for (let o = 0; o < n; o++) {
      const v = captureValue(table, card, OPTS.starts[o]!, OPTS.starts[o + 1]!, params.denial);
      if (v > bestV) {
        bestV = v;
        bestCard = card;
        bestOpt = o;
      }
    }
  }
  simPlay(s, bestCard, bestOpt);
}

/**
 * How the expert expects an opponent to play in its simulations: the same card play, but the
 * cautious koi-koi of most players (continue only on a small score, with cards to spare, a
 * yaku of one's own within reach, and no threat across the table).
 */
export const OPPONENT_MODEL: PolicyParams = {
  ...PLAYOUT_POLICY,
  koikoiBelow: 5,
  koikoiHand: 4,
  needNear: 2,
};

/** Plays the round to its end with the heuristic policy (`opponent` for every player but `me`). */
export function playout(s: Sim, rng: Rng, params: PolicyParams = PLAYOUT_POLICY, me = -1, opponent: PolicyParams = params): void {
  while (s.phase !== PHASE_ENDED) policyStep(s, rng, me < 0 || s.toMove === me ? params : opponent);
}

/** Plays the round to its end with uniformly random moves (for comparison and benchmarks). */
export function randomPlayout(s: Sim, rng: Rng): void {
  while (s.phase !== PHASE_ENDED) {
    if (s.phase === PHASE_LUCKY_HAND) simLuckyHand(s, rng.int(2) === 0);
    else if (s.phase === PHASE_DECISION) simCall(s, rng.int(2) === 0);
    else if (s.phase === PHASE_DRAW_TAKE) simDrawTake(s, rng.int(captureOptionsInto(s.drawn, s.field, s.lightningWild, OPTS)));
    else if (s.phase === PHASE_PLAY) {
      const hand = s.hands[s.toMove]!;
      const card = hand[rng.int(hand.length)]!;
      const n = captureOptionsInto(card, s.field, s.lightningWild, OPTS);
      simPlay(s, card, n === 0 ? -1 : rng.int(n));
    }
  }
}
