/**
 * A fast, allocation-free twin of `evaluateYaku` + `scoreCaptured` for the round engine's hot
 * path (every turn asks "did this player form or improve a yaku?", and AI playouts ask it
 * millions of times). It computes the same numbers as the scoring engine from bit masks; the
 * scoring engine stays the authority for explanations, and the unit tests check that the two
 * agree on random piles under random rule sets.
 *
 * Scores are written into a `YakuPoints` buffer: one slot per item of `SCORE_ITEMS` (the 14
 * pile yaku in `YAKU_IDS` order, then the two bonuses), -1 where the item does not score.
 */
import { CARDS, getCard, type CardId } from '../cards';
import type { RuleOptions } from '../rules/options';
import type { Caller } from './yaku';
import { BONUS_IDS, PILE_YAKU_IDS, type ScoreItemId } from './yaku-ids';
import { countIn, hasAll, maskOf, monthOfCard, type Mask } from '../round/tables';

export const SCORE_ITEMS: readonly ScoreItemId[] = [...PILE_YAKU_IDS, ...BONUS_IDS];
export const ITEM_COUNT = SCORE_ITEMS.length; // 16

const GOKO = 0, SHIKO = 1, AME = 2, SANKO = 3, INO = 4, TANE = 5, AKAAO = 6, AKA = 7, AO = 8, TAN = 9;
const HANAMI = 10, TSUKIMI = 11, TSUKI = 12, KASU = 13, B_VIEW = 14, B_RIB = 15;

const ids = (pred: (c: (typeof CARDS)[number]) => boolean) => CARDS.filter(pred).map((c) => c.id);
const M_BRIGHT = maskOf(ids((c) => c.kind === 'bright'));
const M_DRY = maskOf(ids((c) => c.kind === 'bright' && c.id !== 'willow-rain-man'));
const M_RAIN = maskOf(['willow-rain-man']);
const M_ANIMAL = maskOf(ids((c) => c.kind === 'animal'));
const M_ANIMAL_NO_CUP = maskOf(ids((c) => c.kind === 'animal' && c.id !== 'chrysanthemum-sake-cup'));
const M_RIBBON = maskOf(ids((c) => c.kind === 'ribbon'));
const M_POETRY = maskOf(ids((c) => 'ribbon' in c && c.ribbon === 'poetry'));
const M_BLUE = maskOf(ids((c) => 'ribbon' in c && c.ribbon === 'blue'));
const M_POETRY_BLUE = { lo: M_POETRY.lo | M_BLUE.lo, hi: M_POETRY.hi | M_BLUE.hi };
const M_BDB = maskOf(['clover-boar', 'maple-deer', 'peony-butterflies']);
const M_CHAFF = maskOf(ids((c) => c.kind === 'chaff'));
const M_CHAFF_CUP = maskOf([...ids((c) => c.kind === 'chaff'), 'chrysanthemum-sake-cup']);
const M_HANAMI = maskOf(['cherry-curtain', 'chrysanthemum-sake-cup']);
const M_TSUKIMI = maskOf(['pampas-moon', 'chrysanthemum-sake-cup']);
const M_MONTH: readonly Mask[] = Array.from({ length: 13 }, (_, m) => maskOf(ids((c) => c.month === m)));

interface Reading {
  readonly animal: Mask;
  readonly chaff: Mask;
  /** Cards of the chaff pool that count twice. */
  readonly double: Mask;
}

/** A rule set's scoring options, pre-digested. Cached per options object. */
export interface CompiledScoring {
  readonly options: RuleOptions;
  readonly points: Int32Array; // per pile yaku, -1 = not played
  readonly extra: Int32Array;
  readonly viewingAfter: number; // -1 = no change
  readonly modern: boolean;
  readonly sanko: Mask;
  readonly readings: readonly Reading[];
  readonly viewing: 0 | 1 | 2 | 3; // on, off, needs-other-yaku, weather
  readonly bonusViewings: number;
  readonly bonusRibbons: number;
  readonly bestOnly: boolean;
  readonly bothPlayers: boolean;
  /** Scratch buffers (the engine is single-threaded and never re-enters these functions). */
  readonly tmpA: Int32Array;
  readonly tmpB: Int32Array;
  readonly tmpOpp: Int32Array;
}

const cache = new WeakMap<RuleOptions, CompiledScoring>();

export function compileScoring(options: RuleOptions): CompiledScoring {
  const hit = cache.get(options);
  if (hit) return hit;
  const points = new Int32Array(PILE_YAKU_IDS.length);
  const extra = new Int32Array(PILE_YAKU_IDS.length);
  PILE_YAKU_IDS.forEach((id, i) => {
    const v = options.yakuPoints[id];
    points[i] = v ? v.points : -1;
    extra[i] = v ? v.extra : 0;
  });
  const readingOf = (animal: boolean, chaff: boolean): Reading => {
    const chaffPool = chaff ? M_CHAFF_CUP : M_CHAFF;
    const dbl = maskOf(options.doubleChaff.filter((c) => chaff || c !== 'chrysanthemum-sake-cup'));
    return {
      animal: animal ? M_ANIMAL : M_ANIMAL_NO_CUP,
      chaff: chaffPool,
      double: { lo: dbl.lo & chaffPool.lo, hi: dbl.hi & chaffPool.hi },
    };
  };
  const readings =
    options.sakeCup === 'both'
      ? [readingOf(true, true)]
      : options.sakeCup === 'animal-only'
        ? [readingOf(true, false)]
        : [readingOf(true, false), readingOf(false, true)];
  const compiled: CompiledScoring = {
    options,
    points,
    extra,
    viewingAfter: options.viewingAfterKoikoi ?? -1,
    modern: options.yakuStyle === 'modern',
    sanko: options.sankoCountsRainMan ? M_BRIGHT : M_DRY,
    readings,
    viewing: options.viewing === 'on' ? 0 : options.viewing === 'off' ? 1 : options.viewing === 'needs-other-yaku' ? 2 : 3,
    bonusViewings: options.bonusBothViewings,
    bonusRibbons: options.yakuStyle === 'classic' ? options.bonusBothRibbons : 0,
    bestOnly: options.yakuCounting === 'best-only',
    bothPlayers: options.yakuCounting === 'both-players',
    tmpA: new Int32Array(ITEM_COUNT),
    tmpB: new Int32Array(ITEM_COUNT),
    tmpOpp: new Int32Array(ITEM_COUNT),
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
  // 1. Formed yaku.
  if (hasAll(lo, hi, M_BRIGHT)) put(c, out, GOKO, 0, ownCalls);
  const dry = countIn(lo, hi, M_DRY);
  if (dry === 4) put(c, out, SHIKO, 0, ownCalls);
  if (dry >= 3 && hasAll(lo, hi, M_RAIN)) put(c, out, AME, 0, ownCalls);
  if (countIn(lo, hi, c.sanko) >= 3) put(c, out, SANKO, 0, ownCalls);
  const animals = countIn(lo, hi, r.animal);
  if (hasAll(lo, hi, M_BDB)) put(c, out, INO, animals - 3, ownCalls);
  if (animals >= 5) put(c, out, TANE, animals - 5, ownCalls);
  const ribbons = countIn(lo, hi, M_RIBBON);
  const poetry = hasAll(lo, hi, M_POETRY);
  const blue = hasAll(lo, hi, M_BLUE);
  if (poetry && blue) put(c, out, AKAAO, ribbons - 6, ownCalls);
  if (poetry) put(c, out, AKA, ribbons - 3, ownCalls);
  if (blue) put(c, out, AO, ribbons - 3, ownCalls);
  if (ribbons >= 5) put(c, out, TAN, ribbons - 5, ownCalls);
  if (hasAll(lo, hi, M_HANAMI)) put(c, out, HANAMI, 0, ownCalls);
  if (hasAll(lo, hi, M_TSUKIMI)) put(c, out, TSUKIMI, 0, ownCalls);
  if (month >= 1 && month <= 12 && hasAll(lo, hi, M_MONTH[month]!)) put(c, out, TSUKI, 0, ownCalls);
  const chaff = countIn(lo, hi, r.chaff) + countIn(lo, hi, r.double);
  if (chaff >= 10) put(c, out, KASU, chaff - 10, ownCalls);

  // 2. Viewing rules.
  if (c.viewing !== 0 && (out[HANAMI]! >= 0 || out[TSUKIMI]! >= 0)) {
    if (c.viewing === 1) {
      out[HANAMI] = -1;
      out[TSUKIMI] = -1;
    } else if (c.viewing === 2) {
      let other = false;
      for (let i = 0; i <= KASU; i++) if (i !== HANAMI && i !== TSUKIMI && out[i]! >= 0) other = true;
      if (!other) {
        out[HANAMI] = -1;
        out[TSUKIMI] = -1;
      }
    } else {
      if (weather & 1) out[HANAMI] = -1;
      if (weather & 2) out[TSUKIMI] = -1;
    }
  }

  // 3. Exclusive groups.
  keepBestOf(out, GOKO, SANKO);
  if (c.modern) {
    keepBestOf(out, INO, TANE);
    keepBestOf(out, AKAAO, TAN);
  }

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
  let base = judgeBest(c, self.lo, self.hi, self.calls, month, weather, out);
  if (c.bothPlayers) base += judgeBest(c, opponent.lo, opponent.hi, opponent.calls, month, weather, c.tmpOpp);
  return base;
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

/** Calls from one player's point of view (for the scoring engine's ScoreContext). */
export function callsFor(calls: readonly number[], player: number): Caller[] {
  return calls.map((p) => (p === player ? 'self' : 'opponent'));
}
