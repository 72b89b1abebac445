/**
 * What the computer opponents know about yaku: each yaku of the rule set as a "target" (a set
 * of cards, how many are needed, what it is worth), and from it the value of a card to a
 * player — how much closer it brings them to their yaku, or how much it denies the opponent.
 *
 * Everything works on 48-bit card sets held as two 24-bit words (`lo` = deck indices 0–23,
 * `hi` = 24–47), so that playouts can ask it thousands of times per move.
 */
import { CARDS, type CardId } from '../cards';
import type { RuleOptions } from '../rules/options';
import type { PileYakuId } from '../scoring/yaku-ids';

export interface Target {
  readonly id: PileYakuId;
  readonly lo: number;
  readonly hi: number;
  /** Cards needed (kasu counts double chaff once here: a heuristic). */
  readonly need: number;
  readonly value: number;
  /** Points per card beyond the minimum, and which cards count as extras. */
  readonly extra: number;
  readonly extraLo: number;
  readonly extraHi: number;
  /** Exclusive group (only the best of a group scores): 0 brights, 1 animals, 2 ribbons; -1 stacks. */
  readonly group: number;
}

export interface TargetTable {
  readonly targets: readonly Target[];
  /**
   * For each deck index, the targets that hold the card, as `target × 4 + code` where code
   * bit 1 = in the target's cards, bit 2 = counts as an extra once the target is formed.
   */
  readonly byCard: readonly (readonly number[])[];
}

function bitsOf(pred: (c: (typeof CARDS)[number]) => boolean): { lo: number; hi: number } {
  let lo = 0;
  let hi = 0;
  for (const c of CARDS) {
    if (!pred(c)) continue;
    if (c.index < 24) lo |= 1 << c.index;
    else hi |= 1 << (c.index - 24);
  }
  return { lo, hi };
}

const has = (ids: readonly CardId[]) => (c: (typeof CARDS)[number]) => ids.includes(c.id);
const RIBBON_OF = (c: (typeof CARDS)[number]): string | undefined => ('ribbon' in c ? c.ribbon : undefined);

export const MASK = {
  bright: bitsOf((c) => c.kind === 'bright'),
  dry: bitsOf((c) => c.kind === 'bright' && c.id !== 'willow-rain-man'),
  animal: bitsOf((c) => c.kind === 'animal'),
  animalNoCup: bitsOf((c) => c.kind === 'animal' && c.id !== 'chrysanthemum-sake-cup'),
  ribbon: bitsOf((c) => c.kind === 'ribbon'),
  poetry: bitsOf((c) => RIBBON_OF(c) === 'poetry'),
  blue: bitsOf((c) => RIBBON_OF(c) === 'blue'),
  bdb: bitsOf(has(['clover-boar', 'maple-deer', 'peony-butterflies'])),
  chaff: bitsOf((c) => c.kind === 'chaff'),
  chaffCup: bitsOf((c) => c.kind === 'chaff' || c.id === 'chrysanthemum-sake-cup'),
  hanami: bitsOf(has(['cherry-curtain', 'chrysanthemum-sake-cup'])),
  tsukimi: bitsOf(has(['pampas-moon', 'chrysanthemum-sake-cup'])),
};

const cache = new WeakMap<RuleOptions, Map<number, TargetTable>>();

/** The rule set's yaku as targets, for a round of the given month. Cached. */
export function targetTable(o: RuleOptions, month: number): TargetTable {
  let byMonth = cache.get(o);
  if (!byMonth) {
    byMonth = new Map();
    cache.set(o, byMonth);
  }
  const hit = byMonth.get(month);
  if (hit) return hit;
  const modern = o.yakuStyle === 'modern';
  const targets: Target[] = [];
  const add = (
    id: PileYakuId,
    set: { lo: number; hi: number },
    need: number,
    group: number,
    extras: { lo: number; hi: number } = { lo: 0, hi: 0 },
  ) => {
    const v = o.yakuPoints[id];
    if (!v || v.points <= 0) return;
    if ((id === 'hanami-zake' || id === 'tsukimi-zake') && o.viewing === 'off') return;
    targets.push({ id, lo: set.lo, hi: set.hi, need, value: v.points, extra: v.extra, extraLo: extras.lo, extraHi: extras.hi, group });
  };
  const animals = o.sakeCup === 'both' || o.sakeCup === 'animal-only' || o.sakeCup === 'choose' ? MASK.animal : MASK.animalNoCup;
  const chaff = o.sakeCup === 'both' ? MASK.chaffCup : MASK.chaff;
  add('goko', MASK.bright, 5, 0);
  add('shiko', MASK.dry, 4, 0);
  add('ame-shiko', MASK.bright, 4, 0);
  add('sanko', o.sankoCountsRainMan ? MASK.bright : MASK.dry, 3, 0);
  add('inoshikacho', MASK.bdb, 3, modern ? 1 : -1, animals);
  add('tane', animals, 5, modern ? 1 : -1, animals);
  if (modern) {
    add('akatan-aotan', { lo: MASK.poetry.lo | MASK.blue.lo, hi: MASK.poetry.hi | MASK.blue.hi }, 6, 2, MASK.ribbon);
  }
  add('akatan', MASK.poetry, 3, modern ? 2 : -1, MASK.ribbon);
  add('aotan', MASK.blue, 3, modern ? 2 : -1, MASK.ribbon);
  add('tanzaku', MASK.ribbon, 5, modern ? 2 : -1, MASK.ribbon);
  add('hanami-zake', MASK.hanami, 2, -1);
  add('tsukimi-zake', MASK.tsukimi, 2, -1);
  if (month >= 1 && month <= 12) add('tsukifuda', bitsOf((c) => c.month === month), 4, -1);
  add('kasu', chaff, 10, -1, chaff);
  const byCard: number[][] = Array.from({ length: 48 }, () => []);
  targets.forEach((t, i) => {
    for (let k = 0; k < 48; k++) {
      const inSet = k < 24 ? (t.lo >>> k) & 1 : (t.hi >>> (k - 24)) & 1;
      const inExtra = k < 24 ? (t.extraLo >>> k) & 1 : (t.extraHi >>> (k - 24)) & 1;
      if (inSet || inExtra) byCard[k]!.push(i * 4 + (inSet ? 1 : 0) + (inExtra ? 2 : 0));
    }
  });
  const table = { targets, byCard };
  byMonth.set(month, table);
  return table;
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** How far along a target is: (held / needed)², the share of its value counted as potential. */
export function progress(held: number, need: number, exponent = 2): number {
  const r = held / need;
  return exponent === 2 ? r * r : Math.pow(r, exponent);
}

/**
 * The gain per target for a player holding (lo, hi), while (freeLo, freeHi) are the cards
 * nobody has captured, written into `out` (two slots per target: `out[i]` for a card of the
 * target, `out[n + i]` for an extra card): for a target not formed yet, the value of one more
 * of its cards (zero when it can no longer be formed); for a formed one, the extra points.
 */
export function targetGains(
  table: TargetTable,
  lo: number,
  hi: number,
  freeLo: number,
  freeHi: number,
  out: Float64Array,
  exponent = 2,
): void {
  const ts = table.targets;
  const n = ts.length;
  for (let i = 0; i < n; i++) {
    const t = ts[i]!;
    const h = popcount(lo & t.lo) + popcount(hi & t.hi);
    if (h >= t.need) {
      out[i] = 0;
      out[n + i] = t.extra;
      continue;
    }
    out[n + i] = 0;
    const avail = popcount(freeLo & t.lo) + popcount(freeHi & t.hi);
    const missing = t.need - h;
    if (avail < missing) {
      out[i] = 0;
      continue;
    }
    const slack = avail >= 2 * missing ? 1 : 0.6;
    const r0 = progress(h, t.need, exponent);
    if (missing === 1) out[i] = t.value * (1 - r0 * slack);
    else out[i] = t.value * (progress(h + 1, t.need, exponent) - r0) * slack;
  }
}

/**
 * Value of one card to the player whose per-target gains are `gains`: the sum over targets
 * holding the card, except that within an exclusive group only the best target counts.
 */
export function cardGain(table: TargetTable, gains: Float64Array, card: number): number {
  const list = table.byCard[card]!;
  const n = table.targets.length;
  let sum = 0;
  let g0 = 0;
  let g1 = 0;
  let g2 = 0;
  for (let j = 0; j < list.length; j++) {
    const e = list[j]!;
    const i = e >> 2;
    const t = table.targets[i]!;
    let g = e & 1 ? gains[i]! : 0;
    if (e & 2 && gains[n + i]! > g) g = gains[n + i]!;
    if (t.group < 0) sum += g;
    else if (t.group === 0) g0 = g > g0 ? g : g0;
    else if (t.group === 1) g1 = g > g1 ? g : g1;
    else g2 = g > g2 ? g : g2;
  }
  return sum + g0 + g1 + g2;
}

export interface NearYaku {
  readonly target: Target;
  readonly held: number;
  readonly missing: number;
  /** Cards of the target nobody has captured. */
  readonly available: number;
  /** Of those, the ones this player cannot see (opponent's hand or the pile). */
  readonly unseen: number;
}

/**
 * Targets a player is close to (at most `within` cards missing, still formable, not formed),
 * closest and most valuable first.
 */
export function nearYaku(
  table: TargetTable,
  lo: number,
  hi: number,
  freeLo: number,
  freeHi: number,
  unseenLo: number,
  unseenHi: number,
  within: number,
): NearYaku[] {
  const out: NearYaku[] = [];
  for (const t of table.targets) {
    const h = popcount(lo & t.lo) + popcount(hi & t.hi);
    if (h >= t.need) continue;
    const missing = t.need - h;
    if (missing > within) continue;
    const available = popcount(freeLo & t.lo) + popcount(freeHi & t.hi);
    if (available < missing) continue;
    const unseen = popcount(unseenLo & t.lo) + popcount(unseenHi & t.hi);
    out.push({ target: t, held: h, missing, available, unseen });
  }
  return out.sort((a, b) => a.missing - b.missing || b.target.value - a.target.value);
}
