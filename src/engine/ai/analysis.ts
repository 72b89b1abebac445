/**
 * Reading a PlayerView: who holds what, which yaku each player is close to, what each card is
 * worth to each player, what an action captures — and the reasons (codes and numbers) for
 * the `reasoning` of a decision. Works only from the view (never the hidden cards).
 *
 * With three players "the opponent" is either other player (the rules' "any other player"):
 * a card's value to the opponents is, yaku by yaku, the larger of their two gains; the threats
 * are each opponent's yaku one card away, naming whose.
 */
import { CARDS, type CardId } from '../cards';
import type { ScoreItemId } from '../scoring/yaku-ids';
import { captureOptions, type PlayerView, type RoundAction } from '../round';
import { othersOf, seatCount, type Seat } from '../round/seats';
import { CardSet, HALF_MASK, countIn, hasIndex, hiBit, loBit } from '../card-set';
import { cardGain, nearYaku, targetGains, targetTable, type NearYaku, type Target, type TargetTable } from './knowledge';
import { indexOf, monthOfIndex } from './sim';
import type { AiMove, AiMoveWhy } from './types';

const FULL = HALF_MASK;

/** A yaku another player is one card from, and whose it is. */
export interface Threat extends NearYaku {
  readonly seat: Seat;
}

export interface Analysis {
  readonly view: PlayerView;
  /** The view's seat, and every other seat in turn order from the next one. */
  readonly me: Seat;
  readonly others: readonly Seat[];
  readonly table: TargetTable;
  readonly meLo: number;
  readonly meHi: number;
  /** Cards nobody has captured. */
  readonly freeLo: number;
  readonly freeHi: number;
  /** Cards this player cannot see (the other hands, the pile). */
  readonly unseenLo: number;
  readonly unseenHi: number;
  /**
   * Per-target gains (see knowledge.targetGains) for this player and for the opponents (with
   * three players, target by target the larger of the two other players' gains).
   */
  readonly gMe: Float64Array;
  readonly gOpp: Float64Array;
  /** Yaku another player is one card from (the card still free), closest and most valuable first. */
  readonly oppThreats: readonly Threat[];
  /** Yaku this player is within two cards of. */
  readonly myNear: readonly NearYaku[];
}

export function analyse(view: PlayerView): Analysis {
  const me = view.player;
  const others = othersOf(me, seatCount(view.rules.options));
  const table = targetTable(view.rules, view.month);
  const m = CardSet.fromCards(view.captured[me]);
  const piles = others.map((q) => CardSet.fromCards(view.captured[q]));
  let takenLo = m.lo;
  let takenHi = m.hi;
  for (const o of piles) {
    takenLo |= o.lo;
    takenHi |= o.hi;
  }
  const freeLo = ~takenLo & FULL;
  const freeHi = ~takenHi & FULL;
  const unseen = CardSet.fromCards([...view.unseen, ...others.flatMap((q) => view.knownInHands[q])]);
  const n = table.targets.length;
  const gMe = new Float64Array(2 * n);
  const gOpp = new Float64Array(2 * n);
  targetGains(table, m.lo, m.hi, freeLo, freeHi, gMe);
  // With three players the second opponent's gains, folded into gOpp target by target.
  const gOther = piles.length > 1 ? new Float64Array(2 * n) : gOpp;
  const oppThreats: Threat[] = [];
  piles.forEach((o, i) => {
    targetGains(table, o.lo, o.hi, freeLo, freeHi, i === 0 ? gOpp : gOther);
    if (i > 0) for (let t = 0; t < 2 * n; t++) if (gOther[t]! > gOpp[t]!) gOpp[t] = gOther[t]!;
    for (const near of nearYaku(table, o.lo, o.hi, freeLo, freeHi, unseen.lo, unseen.hi, 1)) oppThreats.push({ ...near, seat: others[i]! });
  });
  // Stable: with two players the one opponent's order (nearYaku's) is kept.
  oppThreats.sort((a, b) => a.missing - b.missing || b.target.value - a.target.value);
  return {
    view,
    me,
    others,
    table,
    meLo: m.lo,
    meHi: m.hi,
    freeLo,
    freeHi,
    unseenLo: unseen.lo,
    unseenHi: unseen.hi,
    gMe,
    gOpp,
    oppThreats,
    myNear: nearYaku(table, m.lo, m.hi, freeLo, freeHi, unseen.lo, unseen.hi, 2),
  };
}

/** Whose a threat is, for a reason: named only at a table of three (two players have one opponent). */
function seatOfThreat(a: Analysis, threat: Threat): { readonly seat?: Seat } {
  return a.others.length > 1 ? { seat: threat.seat } : {};
}

/** What an action does with the cards: the card played (or turned) and the field cards it takes. */
export interface ActionEffect {
  readonly card: CardId | null;
  readonly taken: readonly CardId[];
}

export function effectOf(view: PlayerView, action: RoundAction): ActionEffect {
  if (action.type === 'call' || action.type === 'luckyHand') return { card: null, taken: [] };
  const card = action.type === 'play' ? action.card : view.drawn!;
  const options = captureOptions(card, view.field, view.lightningWild);
  if (options.length === 0 || (action.type === 'play' && action.lay === true)) return { card, taken: [] };
  const take = action.take;
  const option = take === undefined ? options[0]! : (options.find((o) => o.includes(take)) ?? options[0]!);
  return { card, taken: option };
}

export const cardValueToMe = (a: Analysis, card: CardId): number => cardGain(a.table, a.gMe, indexOf(card));
const cardValueToOpp = (a: Analysis, card: CardId): number => cardGain(a.table, a.gOpp, indexOf(card));

/** How many cards of the month the opponent might still hold or draw (not seen anywhere). */
function unseenMates(a: Analysis, card: CardId): number {
  const month = monthOfIndex(indexOf(card));
  let n = 0;
  for (let k = (month - 1) * 4; k < month * 4; k++) {
    if (hasIndex(a.unseenLo, a.unseenHi, k)) n++;
  }
  return n;
}

export interface HeuristicParams {
  readonly denial: number;
  readonly discardRisk: number;
}

/** One-ply heuristic value of an action (play or drawTake) for the player of the view. */
export function heuristicValue(a: Analysis, action: RoundAction, params: HeuristicParams): number {
  const { card, taken } = effectOf(a.view, action);
  if (card === null) return 0;
  if (taken.length === 0) {
    const mates = unseenMates(a, card);
    const risk = mates === 0 ? 0 : Math.min(1, 0.4 + 0.3 * mates);
    return -params.discardRisk * risk * (params.denial * cardValueToOpp(a, card) + 0.5 * cardValueToMe(a, card)) - 0.05;
  }
  let v = 0;
  for (const c of [card, ...taken]) v += cardValueToMe(a, c) + params.denial * cardValueToOpp(a, c);
  return v;
}

// ---------------------------------------------------------------------------------------
// Reasons (as data: src/words/ai.ts puts them into sentences)
// ---------------------------------------------------------------------------------------

function cardsOfTarget(t: Target, lo: number, hi: number): number {
  return countIn(lo, hi, t);
}

const inTarget = (t: Target, k: number): boolean => hasIndex(t.lo, t.hi, k);

/**
 * Why an action is interesting: it completes a yaku, keeps a card from the opponent's nearly
 * complete yaku, brings a yaku closer, or is a safe throw.
 */
export function whyOf(a: Analysis, action: RoundAction): AiMoveWhy {
  if (action.type === 'play' && action.lay === true) {
    const fed = captureFeedsWeatherYaku(a.view, { type: 'play', card: action.card, take: action.take });
    return fed ? { code: 'lay-keeps-weather', yaku: fed } : { code: 'lay-keeps-cards' };
  }
  const { card, taken } = effectOf(a.view, action);
  if (card === null) return { code: 'no-reason' };
  if (taken.length === 0) {
    const mates = unseenMates(a, card);
    const oppWants = cardValueToOpp(a, card) > 0.5;
    if (mates === 0) return { code: 'throw-safe' };
    return { code: oppWants ? 'throw-least-harmful' : 'throw-useless-to-opponent' };
  }
  const cards = [card, ...taken];
  const idx = cards.map(indexOf);
  let meLo = a.meLo;
  let meHi = a.meHi;
  for (const k of idx) {
    meLo |= loBit(k);
    meHi |= hiBit(k);
  }
  // 1. Completes one of my yaku.
  const completed = a.table.targets
    .filter((t) => cardsOfTarget(t, a.meLo, a.meHi) < t.need && cardsOfTarget(t, meLo, meHi) >= t.need)
    .sort((x, y) => y.value - x.value);
  if (completed.length > 0) {
    const t = completed[0]!;
    return { code: 'completes-yaku', yaku: t.id, points: t.value };
  }
  // 2. Takes a card an opponent needs for a yaku they are one card from.
  for (const threat of a.oppThreats) {
    const hit = idx.find((k) => inTarget(threat.target, k));
    if (hit !== undefined) return { code: 'blocks-threat', card: CARDS[hit]!.id, yaku: threat.target.id, ...seatOfThreat(a, threat) };
  }
  // 3. Brings one of my yaku closer.
  let best: { t: Target; gain: number } | null = null;
  for (const t of a.table.targets) {
    const before = cardsOfTarget(t, a.meLo, a.meHi);
    const after = cardsOfTarget(t, meLo, meHi);
    if (after <= before || before >= t.need) continue;
    const avail = countIn(a.freeLo, a.freeHi, t) - (after - before);
    if (after + avail < t.need) continue;
    const gain = t.value * ((after / t.need) ** 2 - (before / t.need) ** 2);
    if (!best || gain > best.gain) best = { t, gain };
  }
  if (best && best.gain >= 0.3) {
    const t = best.t;
    const missing = t.need - cardsOfTarget(t, meLo, meHi);
    const unseen = countIn(a.unseenLo, a.unseenHi, t);
    return { code: 'brings-closer', yaku: t.id, missing, unseen };
  }
  // 4. Takes something the opponent wants.
  const denied = idx.map((k) => ({ k, v: cardGain(a.table, a.gOpp, k) })).sort((x, y) => y.v - x.v)[0];
  if (denied && denied.v >= 0.3) return { code: 'denies-card', card: CARDS[denied.k]!.id };
  return { code: 'captures-safely', cards: cards.length };
}

/** What an action does with the cards, for the reasons. */
export function moveOf(a: Analysis, action: RoundAction): AiMove {
  if (action.type === 'call') return { code: action.call };
  if (action.type === 'luckyHand') return { code: action.choice === 'redeal' ? 'lucky-redeal' : 'lucky-play' };
  if (action.type === 'play' && action.lay === true) {
    const beside = captureOptions(action.card, a.view.field, a.view.lightningWild).flat();
    return { code: 'lay', card: action.card, beside };
  }
  const { card, taken } = effectOf(a.view, action);
  if (action.type === 'drawTake') return { code: 'draw-take', card: card!, taken };
  if (taken.length === 0) return { code: 'throw', card: card! };
  return { code: 'play', card: card!, taken };
}

const SAKE_CUP: CardId = 'chrysanthemum-sake-cup';
const VIEWINGS = [
  { yaku: 'hanami-zake', month: 11, cards: ['cherry-curtain', SAKE_CUP] },
  { yaku: 'tsukimi-zake', month: 12, cards: ['pampas-moon', SAKE_CUP] },
] as const;

/**
 * Under `viewing: weather`, the viewing yaku an opponent holds rained (fogged) off that this
 * capture would let score, by taking the last willow (paulownia) card off the field; null
 * otherwise. Public facts only: the field and the other players' piles.
 */
export function captureFeedsWeatherYaku(view: PlayerView, action: RoundAction): ScoreItemId | null {
  if (view.rules.options.viewing !== 'weather' || action.type !== 'play' || action.lay === true) return null;
  const { taken } = effectOf(view, action);
  if (taken.length === 0) return null;
  const piles = othersOf(view.player, seatCount(view.rules.options)).map((q) => new Set(view.captured[q]));
  for (const v of VIEWINGS) {
    if (view.rules.options.yakuPoints[v.yaku] === null || !piles.some((theirs) => v.cards.every((c) => theirs.has(c)))) continue;
    const onField = view.field.filter((c) => monthOfIndex(indexOf(c)) === v.month);
    if (onField.length > 0 && onField.every((c) => taken.includes(c))) return v.yaku;
  }
  return null;
}

/** The hand's worth by `value`, and an average hand's (the mean over every card not in a pile or on the field). */
export function handWorth(view: PlayerView, value: (card: CardId) => number): { worth: number; average: number } {
  const worth = view.hand.reduce((sum, c) => sum + value(c), 0);
  const pool = [...view.hand, ...view.unseen];
  const average = pool.length === 0 ? 0 : (pool.reduce((sum, c) => sum + value(c), 0) / pool.length) * view.hand.length;
  return { worth, average };
}

/**
 * The yaku an opponent is closest to (one card from), for koi-koi decisions, or null; with
 * three players, whose (either of them can end the round).
 */
export function closestThreat(a: Analysis): { readonly yaku: ScoreItemId; readonly seat?: Seat } | null {
  const threat = a.oppThreats[0];
  return threat ? { yaku: threat.target.id, ...seatOfThreat(a, threat) } : null;
}
