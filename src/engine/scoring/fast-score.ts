/**
 * A fast, allocation-free twin of `evaluateYaku` + `scoreCaptured` for the round engine's hot
 * path (every turn asks "did this player form or improve a yaku?", and AI playouts ask it
 * millions of times). It computes the same numbers as the scoring engine from bit masks; the
 * scoring engine stays the authority for explanations.
 *
 * No yaku's cards are typed here: `compileScoring` turns each yaku's composition
 * (`yakuComposition` of yaku.ts, the one definition) into bit masks, for every reading of the
 * Sake Cup and every month, when a rule set is first scored. tests/unit/engine/fast-forms.test.ts
 * checks the two forms against each other on random piles under every preset.
 *
 * Scores are written into a `YakuPoints` buffer: one slot per item of `SCORE_ITEMS` (the 14
 * pile yaku in the order of PILE_YAKU_IDS, then the two bonuses), -1 where the item does not score.
 */
import { getCard, type CardId, type Month } from '../cards';
import { CardSet, monthOfCard, popcount } from '../card-set';
import { hiBit, loBit } from '../card-set';
import type { RuleOptions } from '../rules/options';
import type { RuleSet } from '../rules/ruleset';
import {
  EXCLUSIVE_GROUPS,
  YAKU_DEFINITIONS,
  sakeCupReadings,
  yakuComposition,
  type ExclusiveGroup,
  type YakuComposition,
} from './yaku';
import { BONUS_IDS, PILE_YAKU_IDS, type ScoreItemId } from './yaku-ids';

export const SCORE_ITEMS: readonly ScoreItemId[] = [...PILE_YAKU_IDS, ...BONUS_IDS];
export const ITEM_COUNT = SCORE_ITEMS.length; // 16

const slot = (id: ScoreItemId): number => SCORE_ITEMS.indexOf(id);
const HANAMI = slot('hanami-zake');
const TSUKIMI = slot('tsukimi-zake');
const AKA = slot('akatan');
const AO = slot('aotan');
const B_VIEW = slot('bonus-both-viewings');
const B_RIB = slot('bonus-both-ribbons');
const LAST_PILE_YAKU = PILE_YAKU_IDS.length - 1;

/**
 * A yaku composition as bits, in flat fields (the judge reads them on every turn of every
 * playout): every card of `req`, at least `pickCount` of `pick` (cards of `pickDouble` counting
 * twice), and one extra per card of `ext` (`extDouble` twice) beyond `baseline`.
 */
export interface FastForm {
  /** Slot of the yaku in SCORE_ITEMS. */
  readonly item: number;
  readonly reqLo: number;
  readonly reqHi: number;
  /** 0 when the composition has no pick. */
  readonly pickCount: number;
  readonly pickLo: number;
  readonly pickHi: number;
  readonly pickHasDouble: boolean;
  readonly pickDoubleLo: number;
  readonly pickDoubleHi: number;
  /** Whether extras are counted: the composition has some and the yaku pays for them. */
  readonly countExtras: boolean;
  /** The extras are the pick's own pool (their count is the pick's). */
  readonly extrasArePick: boolean;
  readonly extLo: number;
  readonly extHi: number;
  readonly extHasDouble: boolean;
  readonly extDoubleLo: number;
  readonly extDoubleHi: number;
  readonly baseline: number;
}

/**
 * The bit form of a composition (the weights of yaku.ts are 1 or 2: double chaff);
 * `paysExtras`: whether the yaku's value has points per extra card.
 */
export function fastFormOf(item: number, composition: YakuComposition, paysExtras = true): FastForm {
  const doubles: CardId[] = [];
  for (const [card, weight] of Object.entries(composition.weights) as [CardId, number][]) {
    if (weight === 2) doubles.push(card);
    else if (weight !== 1) throw new Error(`the fast scorer counts weights 1 and 2 only (${card}: ${weight})`);
  }
  const double = CardSet.fromCards(doubles);
  const req = CardSet.fromCards(composition.required);
  const pick = CardSet.fromCards(composition.pick?.from ?? []);
  const ext = CardSet.fromCards(composition.extras?.from ?? []);
  const pickDouble = pick.intersect(double);
  const extDouble = ext.intersect(double);
  const pickCount = composition.pick?.count ?? 0;
  return {
    item,
    reqLo: req.lo,
    reqHi: req.hi,
    pickCount,
    pickLo: pick.lo,
    pickHi: pick.hi,
    pickHasDouble: pickDouble.nonEmpty(),
    pickDoubleLo: pickDouble.lo,
    pickDoubleHi: pickDouble.hi,
    countExtras: composition.extras !== null && paysExtras,
    extrasArePick: pickCount > 0 && ext.equals(pick),
    extLo: ext.lo,
    extHi: ext.hi,
    extHasDouble: extDouble.nonEmpty(),
    extDoubleLo: extDouble.lo,
    extDoubleHi: extDouble.hi,
    baseline: composition.extras?.baseline ?? 0,
  };
}

/**
 * Whether the pile (lo, hi) holds the form (matchComposition of yaku.ts): -1 when it does not,
 * else its extra count (0 when the form does not count extras).
 */
export function matchForm(f: FastForm, lo: number, hi: number): number {
  if ((lo & f.reqLo) !== f.reqLo || (hi & f.reqHi) !== f.reqHi) return -1;
  let picked = 0;
  if (f.pickCount > 0) {
    picked = popcount(lo & f.pickLo) + popcount(hi & f.pickHi);
    if (f.pickHasDouble) picked += popcount(lo & f.pickDoubleLo) + popcount(hi & f.pickDoubleHi);
    if (picked < f.pickCount) return -1;
  }
  if (!f.countExtras) return 0;
  let n = picked;
  if (!f.extrasArePick) {
    n = popcount(lo & f.extLo) + popcount(hi & f.extHi);
    if (f.extHasDouble) n += popcount(lo & f.extDoubleLo) + popcount(hi & f.extDoubleHi);
  }
  return n > f.baseline ? n - f.baseline : 0;
}

/**
 * One reading of the Sake Cup: for each month (0 = none), the played yaku that can form, their
 * forms split in two for the judge's loop: the forms that count cards (a pick, or paid extras),
 * and the ones that only need their required cards (matchForm is then "all of req or -1"),
 * packed as (slot, reqLo, reqHi) triples.
 */
interface Reading {
  readonly byMonth: readonly (readonly FastForm[])[];
  readonly plainByMonth: readonly Int32Array[];
}

/** A rule set's scoring options, pre-digested. Cached per options object. */
export interface CompiledScoring {
  readonly rules: RuleSet;
  readonly options: RuleOptions;
  readonly points: Int32Array; // per pile yaku, -1 = not played
  readonly extra: Int32Array;
  readonly viewingAfter: number; // -1 = no change
  readonly readings: readonly Reading[];
  /**
   * The slots of each exclusive group (EXCLUSIVE_GROUPS order) under the rule set's style,
   * first to last (first > last when the group is empty).
   */
  readonly group0First: number;
  readonly group0Last: number;
  readonly group1First: number;
  readonly group1Last: number;
  readonly group2First: number;
  readonly group2Last: number;
  readonly viewing: 0 | 1 | 2 | 3; // on, off, needs-other-yaku, weather
  readonly bonusViewings: number;
  readonly bonusRibbons: number;
  readonly bestOnly: boolean;
  readonly bothPlayers: boolean;
  /** `lightningYakuWild: any-card`: a pile's Lightning stands for its best missing card. */
  readonly lightningYakuWild: boolean;
  /** Scratch buffers (the engine is single-threaded and never re-enters these functions). */
  readonly tmpA: Int32Array;
  readonly tmpB: Int32Array;
  readonly tmpOpp: Int32Array;
  readonly tmpWild: Int32Array;
}

/**
 * The first and last slot of an exclusive group's yaku under a style ([0, -1] when it has fewer
 * than two). The yaku order keeps each group's members together, so a group is a range of slots.
 */
function slotRange(style: RuleOptions['yakuStyle'], group: ExclusiveGroup): [number, number] {
  const slots = PILE_YAKU_IDS.flatMap((id, i) => (YAKU_DEFINITIONS[id].group[style] === group ? [i] : []));
  if (slots.length < 2) return [0, -1];
  const first = slots[0]!;
  const last = slots[slots.length - 1]!;
  if (last - first + 1 !== slots.length) throw new Error(`the yaku of group ${group} are not next to each other`);
  return [first, last];
}

const cache = new WeakMap<RuleOptions, CompiledScoring>();

export function compileScoring(rules: RuleSet): CompiledScoring {
  const options = rules.options;
  const hit = cache.get(options);
  if (hit) return hit;
  const points = new Int32Array(PILE_YAKU_IDS.length);
  const extra = new Int32Array(PILE_YAKU_IDS.length);
  PILE_YAKU_IDS.forEach((id, i) => {
    const v = options.yakuPoints[id];
    points[i] = v ? v.points : -1;
    extra[i] = v ? v.extra : 0;
  });
  const readings = sakeCupReadings(options.sakeCup).map((role): Reading => {
    const all = Array.from({ length: 13 }, (_, month) => {
      const forms: FastForm[] = [];
      PILE_YAKU_IDS.forEach((id, i) => {
        if (points[i]! < 0) return; // not played: never scores
        const composition = yakuComposition(id, rules, month === 0 ? undefined : (month as Month), role);
        if (composition) forms.push(fastFormOf(i, composition, extra[i]! > 0));
      });
      return forms;
    });
    const plain = (f: FastForm): boolean => f.pickCount === 0 && !f.countExtras;
    return {
      byMonth: all.map((forms) => forms.filter((f) => !plain(f))),
      plainByMonth: all.map((forms) => Int32Array.from(forms.filter(plain).flatMap((f) => [f.item, f.reqLo, f.reqHi]))),
    };
  });
  if (EXCLUSIVE_GROUPS.length !== 3) throw new Error('the fast scorer expects three exclusive groups');
  const [g0, g1, g2] = EXCLUSIVE_GROUPS.map((group) => slotRange(options.yakuStyle, group)) as [[number, number], [number, number], [number, number]];
  const compiled: CompiledScoring = {
    rules,
    options,
    points,
    extra,
    viewingAfter: options.viewingAfterKoikoi ?? -1,
    readings,
    group0First: g0[0],
    group0Last: g0[1],
    group1First: g1[0],
    group1Last: g1[1],
    group2First: g2[0],
    group2Last: g2[1],
    viewing: options.viewing === 'on' ? 0 : options.viewing === 'off' ? 1 : options.viewing === 'needs-other-yaku' ? 2 : 3,
    bonusViewings: options.bonusBothViewings,
    bonusRibbons: options.yakuStyle === 'classic' ? options.bonusBothRibbons : 0,
    bestOnly: options.yakuCounting === 'best-only',
    bothPlayers: options.yakuCounting === 'both-players',
    lightningYakuWild: options.lightningYakuWild === 'any-card',
    tmpA: new Int32Array(ITEM_COUNT),
    tmpB: new Int32Array(ITEM_COUNT),
    tmpOpp: new Int32Array(ITEM_COUNT),
    tmpWild: new Int32Array(ITEM_COUNT),
  };
  cache.set(options, compiled);
  return compiled;
}

/** Weather on the field: bit 1 = a willow card (rain), bit 2 = a paulownia card (fog). */
export function weatherOf(field: readonly CardId[]): number {
  let w = 0;
  for (let i = 0; i < field.length; i++) {
    const m = monthOfCard(field[i]!);
    if (m === 11) w |= 1;
    else if (m === 12) w |= 2;
  }
  return w;
}

function put(c: CompiledScoring, out: Int32Array, i: number, extraCount: number, ownCalls: number): void {
  let p = c.points[i]!;
  if (p < 0) return;
  let e = c.extra[i]!;
  if ((i === HANAMI || i === TSUKIMI) && c.viewingAfter >= 0 && ownCalls > 0) {
    p = c.viewingAfter;
    e = 0;
  }
  out[i] = e > 0 && extraCount > 0 ? p + e * extraCount : p;
}

/** Keeps only the best of the slots from..to (the first on a tie). */
function keepBestOf(out: Int32Array, from: number, to: number): void {
  let best = -1;
  for (let i = from; i <= to; i++) if (out[i]! >= 0 && (best < 0 || out[i]! > out[best]!)) best = i;
  if (best < 0) return;
  for (let i = from; i <= to; i++) if (i !== best) out[i] = -1;
}

/** One reading of one pile (judgeSide of yaku.ts). Returns the side's points. */
function judge(
  c: CompiledScoring,
  r: Reading,
  lo: number,
  hi: number,
  ownCalls: number,
  month: number,
  weather: number,
  out: Int32Array,
): number {
  out.fill(-1);
  // 1. Formed yaku (matchComposition of yaku.ts); `found` counts them, `last` is the last one.
  const m = month >= 1 && month <= 12 ? month : 0;
  const forms = r.byMonth[m]!;
  const plain = r.plainByMonth[m]!;
  let found = 0;
  let last = 0;
  for (let k = 0; k < plain.length; k += 3) {
    const reqLo = plain[k + 1]!;
    const reqHi = plain[k + 2]!;
    if ((lo & reqLo) === reqLo && (hi & reqHi) === reqHi) {
      last = plain[k]!;
      put(c, out, last, 0, ownCalls);
      found++;
    }
  }
  for (let k = 0; k < forms.length; k++) {
    const f = forms[k]!;
    const extras = matchForm(f, lo, hi);
    if (extras >= 0) {
      last = f.item;
      put(c, out, last, extras, ownCalls);
      found++;
    }
  }
  // No yaku (most piles in play): the steps below only remove found items or add bonuses to two.
  if (found === 0) return 0;

  // 2. Viewing rules.
  if (c.viewing !== 0 && (out[HANAMI]! >= 0 || out[TSUKIMI]! >= 0)) {
    if (c.viewing === 1) {
      out[HANAMI] = -1;
      out[TSUKIMI] = -1;
    } else if (c.viewing === 2) {
      let other = false;
      for (let i = 0; i <= LAST_PILE_YAKU; i++) if (i !== HANAMI && i !== TSUKIMI && out[i]! >= 0) other = true;
      if (!other) {
        out[HANAMI] = -1;
        out[TSUKIMI] = -1;
      }
    } else {
      if (weather & 1) out[HANAMI] = -1;
      if (weather & 2) out[TSUKIMI] = -1;
    }
  }

  // Steps 3–5 choose between, or pay for, two or more yaku: a lone yaku passes them unchanged.
  if (found === 1) {
    const v = out[last]!;
    return v > 0 ? v : 0;
  }

  // 3. Exclusive groups.
  // One call per group of EXCLUSIVE_GROUPS (3): calls with plain fields inline well.
  keepBestOf(out, c.group0First, c.group0Last);
  keepBestOf(out, c.group1First, c.group1Last);
  keepBestOf(out, c.group2First, c.group2Last);

  // 4. Bonuses.
  if (c.bonusViewings > 0 && out[HANAMI]! >= 0 && out[TSUKIMI]! >= 0) out[B_VIEW] = c.bonusViewings;
  if (c.bonusRibbons > 0 && out[AKA]! >= 0 && out[AO]! >= 0) out[B_RIB] = c.bonusRibbons;

  // 5. Best only.
  if (c.bestOnly) keepBestOf(out, 0, ITEM_COUNT - 1);

  let sum = 0;
  for (let i = 0; i < ITEM_COUNT; i++) if (out[i]! > 0) sum += out[i]!;
  return sum;
}

/** Best reading of a pile under the Sake Cup option (judgeBestReading of yaku.ts). */
function judgeBest(
  c: CompiledScoring,
  lo: number,
  hi: number,
  ownCalls: number,
  month: number,
  weather: number,
  out: Int32Array,
): number {
  const first = judge(c, c.readings[0]!, lo, hi, ownCalls, month, weather, out);
  if (c.readings.length === 1) return first;
  const alt = out === c.tmpA ? c.tmpB : c.tmpA;
  const second = judge(c, c.readings[1]!, lo, hi, ownCalls, month, weather, alt);
  if (second > first) {
    out.set(alt);
    return second;
  }
  return first;
}

/** The inputs of a score besides the options. */
export interface FastSide {
  lo: number;
  hi: number;
  /** Koi-koi calls made by the pile's owner. */
  calls: number;
}

/**
 * The player's own scoring items into `out` (16 slots, -1 = not scoring) and the base:
 * their points plus, under `yakuCounting: both-players`, the opponent's.
 */
export function evaluateFast(
  c: CompiledScoring,
  self: FastSide,
  opponent: FastSide,
  month: number,
  weather: number,
  out: Int32Array,
): number {
  // `out` must not be one of the compiled scratch buffers that judgeBest may use.
  let base = judgeWild(c, self.lo, self.hi, self.calls, month, weather, out);
  if (c.bothPlayers) base += judgeWild(c, opponent.lo, opponent.hi, opponent.calls, month, weather, c.tmpOpp);
  return base;
}

const LIGHTNING_INDEX = getCard('willow-lightning').index;
const LIGHTNING_LO = loBit(LIGHTNING_INDEX);
const LIGHTNING_HI = hiBit(LIGHTNING_INDEX);

/**
 * judgeBest, with the Lightning wild for yaku (judgeWithLightning of yaku.ts): the pile as it
 * is first, then the Lightning standing for each card the pile lacks in deck order; only a
 * strictly better base replaces the one kept, which is the tie rule (src/engine/README.md, Options).
 */
function judgeWild(c: CompiledScoring, lo: number, hi: number, ownCalls: number, month: number, weather: number, out: Int32Array): number {
  let best = judgeBest(c, lo, hi, ownCalls, month, weather, out);
  if (!c.lightningYakuWild || ((lo & LIGHTNING_LO) === 0 && (hi & LIGHTNING_HI) === 0)) return best;
  const baseLo = lo & ~LIGHTNING_LO;
  const baseHi = hi & ~LIGHTNING_HI;
  for (let k = 0; k < 48; k++) {
    const bitLo = loBit(k);
    const bitHi = hiBit(k);
    if ((lo & bitLo) !== 0 || (hi & bitHi) !== 0) continue;
    const points = judgeBest(c, baseLo | bitLo, baseHi | bitHi, ownCalls, month, weather, c.tmpWild);
    if (points > best) {
      best = points;
      out.set(c.tmpWild);
    }
  }
  return best;
}

/** Whether a buffer has any scoring item (nothing can be new or improved without one). */
export function hasAnyItem(buffer: Int32Array): boolean {
  for (let i = 0; i < ITEM_COUNT; i++) if (buffer[i]! >= 0) return true;
  return false;
}

/** Whether `after` has an item that is new, or worth more than in `before` (newOrImprovedYaku). */
export function hasNewOrImproved(c: CompiledScoring, before: Int32Array, after: Int32Array): boolean {
  const o = c.options;
  for (let i = 0; i < ITEM_COUNT; i++) {
    const now = after[i]!;
    if (now < 0) continue;
    const was = before[i]!;
    const isNew = was < 0;
    if (!isNew && (now <= was || o.koikoiNeedsNewYaku)) continue;
    if (!o.viewingCountsForDecision && (i === HANAMI || i === TSUKIMI || i === B_VIEW)) continue;
    return true;
  }
  return false;
}

/** The scoring items of a buffer, as `{ id: points }`. */
export function itemsOf(buffer: Int32Array): Record<string, number> {
  const out: Record<string, number> = {};
  for (let i = 0; i < ITEM_COUNT; i++) if (buffer[i]! >= 0) out[SCORE_ITEMS[i]!] = buffer[i]!;
  return out;
}

/** Distinct brights among the cards dealt to the field. */
export function fieldBrightCount(fieldAtDeal: readonly CardId[]): number {
  return new Set(fieldAtDeal.filter((id) => getCard(id).kind === 'bright')).size;
}

/**
 * The round's points for a scorer from the base (multiplierSteps of score.ts): koi-koi, then
 * the 7+ doubling (judged on the base itself), then brights dealt to the field. A base of 0
 * scores 0.
 */
export function totalFromBase(
  options: RuleOptions,
  base: number,
  ownCalls: number,
  opponentCalls: number,
  lastCallWasOpponent: boolean,
  fieldBrights: number,
): number {
  if (base === 0) return 0;
  let r = base;
  const total = ownCalls + opponentCalls;
  switch (options.koikoiMultiplier) {
    case 'opponent-called':
      if (opponentCalls > 0) r *= 2;
      break;
    case 'opponent-called-last':
      if (lastCallWasOpponent) r *= 2;
      break;
    case 'self-called':
      if (ownCalls > 0) r *= 2;
      break;
    case 'anyone-called':
      if (total > 0) r *= 2;
      break;
    case 'count-plus-one':
      r *= total + 1;
      break;
    case 'doubling':
      r *= 2 ** total;
      break;
    case 'doubling-token':
      if (lastCallWasOpponent) r *= 2 ** total;
      break;
    case 'own-call-bonus':
      if (ownCalls > 0) r = ownCalls <= 3 ? r + ownCalls : r * (ownCalls - 2);
      break;
    case 'none':
      break;
  }
  if (options.sevenPlusDouble && base >= 7) r *= 2;
  if (options.fieldBrightMultiplier !== 'off' && fieldBrights > 0) {
    r *= options.fieldBrightMultiplier === 'double' ? 2 : fieldBrights + 1;
  }
  return r;
}
