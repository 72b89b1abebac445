/**
 * What the computer opponents know about yaku: each yaku of the rule set as a "target" (a set
 * of cards, how many are needed, what it is worth), and from it the value of a card to a
 * player — how much closer it brings them to their yaku, or how much it denies the opponent.
 *
 * The targets are derived from the yaku compositions of the scoring engine (`yakuComposition`,
 * with the Sake Cup in every pool the option lets it join), never retyped. Everything works on
 * 48-bit card sets held as two 24-bit words (see ../card-set), so that playouts can ask it
 * thousands of times per move.
 */
import { CardSet, countIn, hasIndex } from '../card-set';
import type { Month } from '../cards';
import type { RuleOptions } from '../rules/options';
import type { RuleSet } from '../rules/ruleset';
import { EXCLUSIVE_GROUPS, YAKU_DEFINITIONS, isYakuPlayed, yakuComposition } from '../scoring/yaku';
import { PILE_YAKU_IDS, type PileYakuId } from '../scoring/yaku-ids';

export interface Target {
  readonly id: PileYakuId;
  readonly lo: number;
  readonly hi: number;
  /**
   * Cards needed: the required cards plus the count to pick. A heuristic where the yaku is
   * more than a count: double chaff counts once, and Rainy Four Brights is "four brights".
   */
  readonly need: number;
  readonly value: number;
  /** Points per card beyond the minimum, and which cards count as extras. */
  readonly extra: number;
  readonly extraLo: number;
  readonly extraHi: number;
  /** Exclusive group (only the best of a group scores): index in EXCLUSIVE_GROUPS; -1 stacks. */
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


const cache = new WeakMap<RuleOptions, Map<number, TargetTable>>();

/**
 * The rule set's yaku as targets, for a round of the given month (a yaku worth no points, or
 * a viewing yaku with viewing off, is no target). Cached.
 */
export function targetTable(rules: RuleSet, month: number): TargetTable {
  const o = rules.options;
  let byMonth = cache.get(o);
  if (!byMonth) {
    byMonth = new Map();
    cache.set(o, byMonth);
  }
  const hit = byMonth.get(month);
  if (hit) return hit;
  const targets: Target[] = [];
  for (const id of PILE_YAKU_IDS) {
    const v = o.yakuPoints[id];
    if (!v || v.points <= 0 || !isYakuPlayed(id, o)) continue;
    const comp = yakuComposition(id, rules, month >= 1 && month <= 12 ? (month as Month) : undefined);
    if (!comp) continue;
    const set = CardSet.fromCards(comp.required).union(CardSet.fromCards(comp.pick?.from ?? []));
    const extras = CardSet.fromCards(comp.extras?.from ?? []);
    const group = YAKU_DEFINITIONS[id].group[o.yakuStyle];
    targets.push({
      id,
      lo: set.lo,
      hi: set.hi,
      need: comp.required.length + (comp.pick?.count ?? 0),
      value: v.points,
      extra: v.extra,
      extraLo: extras.lo,
      extraHi: extras.hi,
      group: group === null ? -1 : EXCLUSIVE_GROUPS.indexOf(group),
    });
  }
  const byCard: number[][] = Array.from({ length: 48 }, () => []);
  targets.forEach((t, i) => {
    for (let k = 0; k < 48; k++) {
      const inSet = hasIndex(t.lo, t.hi, k);
      const inExtra = hasIndex(t.extraLo, t.extraHi, k);
      if (inSet || inExtra) byCard[k]!.push(i * 4 + (inSet ? 1 : 0) + (inExtra ? 2 : 0));
    }
  });
  const table = { targets, byCard };
  byMonth.set(month, table);
  return table;
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
    const h = countIn(lo, hi, t);
    if (h >= t.need) {
      out[i] = 0;
      out[n + i] = t.extra;
      continue;
    }
    out[n + i] = 0;
    const avail = countIn(freeLo, freeHi, t);
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
    const h = countIn(lo, hi, t);
    if (h >= t.need) continue;
    const missing = t.need - h;
    if (missing > within) continue;
    const available = countIn(freeLo, freeHi, t);
    if (available < missing) continue;
    const unseen = countIn(unseenLo, unseenHi, t);
    out.push({ target: t, held: h, missing, available, unseen });
  }
  return out.sort((a, b) => a.missing - b.missing || b.target.value - a.target.value);
}
