/**
 * The chance of winning a game of three (game-context.ts holds the two-player model and the
 * context itself): from the three totals at the end of the round in play and the rounds still
 * to come, the chance that the player finishes with the highest total.
 *
 * Ties count as the engine's game result does: a tie for the highest total has no winner
 * (`leadingSeat` gives null, `GameState.winner` is null), and the chance gives each seat tied on
 * top an equal share, 1/2 with one other seat, 1/3 with both (with two players this is the half
 * a win of a tie that game-context.ts counts).
 *
 * The model of a later round: nobody scores (share `noScore` of the three-seat round model),
 * or one of the three seats, each as likely, gains g = 1 + a geometric number of points with
 * the measured mean `gain`; under `zeroSum` each other seat pays g, so the scorer gains 2g
 * (`gainsBySeat`). The game ends when a total reaches the target (at once) or the rounds run
 * out. It is solved by dynamic programming over a lattice of the state, one round at a time
 * (without a limit of rounds, until the values settle), cached per game shape with a table per
 * number of rounds left:
 * - no target: only the player's leads over each other seat matter, (a − b, a − c), in a box
 *   wide enough that a lead beyond it is all but decided (a lead outside reads the box's edge);
 *   under zero-sum every round moves a lead by a multiple of 3 (2g + g), so its lattice does too;
 * - a target, zero-sum: the totals always add up to the same sum, so (a, b) is the state;
 * - a target, not zero-sum: all three totals, each below the target.
 * A round that scores moves the state along one line per scoring seat, and the gain is
 * geometric, so the sum over all gains along a line is one recursion per lattice point
 * (T(p) = V(p + d) + σ·T(p + d)) rather than a sum over every gain. A lattice step of h points
 * keeps the tables small when the range is long: each gain is split between the two nearest
 * multiples of h (the mean kept), which leaves a gain in steps that is 0 or geometric from 1
 * with ratio ρ^h; values between lattice points are interpolated.
 */
import type { RoundModel } from './round-model';

/** The game's shape, as the three-seat model reads it. */
export interface ThreeSeatShape {
  readonly model: RoundModel;
  /** The total that ends the game at once (null: none). */
  readonly target: number | null;
  readonly zeroSum: boolean;
}

/** The player's share of the game's result at final totals (a the player's): 1 alone on top, 1/k tied on top with k − 1 others, 0 below. */
export function shareOfWin(a: number, b: number, c: number): number {
  if (a < b || a < c) return 0;
  return 1 / (1 + (a === b ? 1 : 0) + (a === c ? 1 : 0));
}

/** Largest lattice sides: a two-coordinate state, all three totals. */
const MAX_SIDE_2 = 241;
const MAX_SIDE_3 = 40;
/** Without a limit of rounds: rounds are iterated until no value moves by more than this. */
const SETTLED = 1e-7;
const MAX_SWEEPS = 3000;
/** A line's sum beyond the lattice stops where the rest of the geometric weights is below this. */
const TAIL = 1e-10;

type Triple = readonly [number, number, number];

/** A lattice over the state: per coordinate its lowest value and its number of points. */
interface Lattice {
  /** Points of gain per lattice step of a gain. */
  readonly h: number;
  /** Points of the coordinates per lattice step. */
  readonly step: number;
  readonly lo: Triple;
  readonly n: Triple;
  /** The totals (player, next seat, the seat after) at a value of the coordinates. */
  readonly totals: (x: number, y: number, z: number) => [number, number, number];
  /** The coordinates of totals (a, b, c). */
  readonly point: (a: number, b: number, c: number) => Triple;
  /** Whether the game goes on from these totals (no total has reached the target). */
  readonly alive: (a: number, b: number, c: number) => boolean;
  /** Per scoring seat, where one lattice step of gain moves the state (in lattice steps). */
  readonly dirs: readonly [Triple, Triple, Triple];
}

/** E[g²] of a scoring round's gain (1 + geometric with the model's mean). */
function gainSquare(model: RoundModel): number {
  const m = Math.max(0, model.gain - 1);
  return m * (1 + m) + model.gain ** 2;
}

/** Ratio of the geometric part of the gain: P(g) = (1 − ρ)·ρ^(g − 1) for g ≥ 1. */
const ratioOf = (model: RoundModel): number => {
  const m = Math.max(0, model.gain - 1);
  return m / (1 + m);
};

/**
 * A scoring round's gain in lattice steps of h points, each gain split between the two nearest
 * multiples of h: 0 steps with probability `stay`, k ≥ 1 steps with `first`·σ^(k − 1).
 */
export function gainSteps(model: RoundModel, h: number): { readonly stay: number; readonly first: number; readonly sigma: number } {
  const rho = ratioOf(model);
  const p = (g: number) => (1 - rho) * rho ** (g - 1);
  let stay = 0;
  let first = 0;
  for (let g = 1; g < 2 * h; g++) {
    if (g < h) stay += (1 - g / h) * p(g);
    first += (g <= h ? g / h : (2 * h - g) / h) * p(g);
  }
  return { stay, first, sigma: rho ** h };
}

/** No target: the state is the player's lead over each other seat. */
function leadLattice(shape: ThreeSeatShape, after: number): Lattice {
  const { model, zeroSum } = shape;
  // A round moves a lead by the scorer's gain over the other: g, or zero-sum 2g + g.
  const per = zeroSum ? 3 : 1;
  const sd = Math.sqrt(((1 - model.noScore) * 2 * per * per * gainSquare(model) * Math.max(1, after)) / 3);
  const reach = Math.max(4, Math.ceil(4 * sd));
  const h = Math.max(1, Math.ceil((2 * reach) / (per * (MAX_SIDE_2 - 1))));
  const step = per * h;
  const half = Math.ceil(reach / step);
  return {
    h,
    step,
    lo: [-half * step, -half * step, 0],
    n: [2 * half + 1, 2 * half + 1, 1],
    totals: (x, y) => [0, -x, -y],
    point: (a, b, c) => [a - b, a - c, 0],
    alive: () => true,
    dirs: [
      [1, 1, 0],
      [-1, 0, 0],
      [0, -1, 0],
    ],
  };
}

/** A target, zero-sum: the totals keep their sum, so (a, b) is the state; alive while every total is below the target. */
function zeroSumLattice(target: number, sum: number): Lattice {
  // Alive: a, b < T and c = sum − a − b < T, so each total is above sum − 2T.
  const lo = sum - 2 * target + 1;
  const span = target - 1 - lo;
  const h = Math.max(1, Math.ceil(span / (MAX_SIDE_2 - 1)));
  const n = Math.floor(span / h) + 1;
  return {
    h,
    step: h,
    lo: [lo, lo, 0],
    n: [n, n, 1],
    totals: (x, y) => [x, y, sum - x - y],
    point: (a, b) => [a, b, 0],
    alive: (a, b, c) => a < target && b < target && c < target,
    dirs: [
      [2, -1, 0],
      [-1, 2, 0],
      [-1, -1, 0],
    ],
  };
}

/** A target, not zero-sum: totals only grow; the state is all three, each below the target. */
function plainLattice(target: number): Lattice {
  const h = Math.max(1, Math.ceil(target / MAX_SIDE_3));
  const n = Math.floor((target - 1) / h) + 1;
  return {
    h,
    step: h,
    lo: [0, 0, 0],
    n: [n, n, n],
    totals: (x, y, z) => [x, y, z],
    point: (a, b, c) => [Math.max(0, a), Math.max(0, b), Math.max(0, c)],
    alive: (a, b, c) => a < target && b < target && c < target,
    dirs: [
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
  };
}

/**
 * The solved values of a lattice: per point the chance of winning from there, dead points at
 * their result; with a limit of rounds one table per number of rounds after (0 … the most
 * asked), without one a single table.
 */
interface Solved {
  readonly lattice: Lattice;
  readonly tables: readonly Float64Array[];
  readonly alive: Uint8Array;
}

function solve(lattice: Lattice, after: number | null, model: RoundModel): Solved {
  const { step, lo, n, dirs } = lattice;
  const [n0, n1, n2] = n;
  const cells = n0 * n1 * n2;
  const alive = new Uint8Array(cells);
  const ended = new Float64Array(cells);
  for (let i = 0; i < n0; i++) {
    for (let j = 0; j < n1; j++) {
      for (let k = 0; k < n2; k++) {
        const at = (i * n1 + j) * n2 + k;
        const [a, b, c] = lattice.totals(lo[0] + i * step, lo[1] + j * step, lo[2] + k * step);
        alive[at] = lattice.alive(a, b, c) ? 1 : 0;
        ended[at] = shareOfWin(a, b, c);
      }
    }
  }
  const { stay, first, sigma } = gainSteps(model, lattice.h);
  const each = (1 - model.noScore) / 3;
  const inside = (i: number, j: number, k: number) => i >= 0 && i < n0 && j >= 0 && j < n1 && k >= 0 && k < n2;
  /**
   * T(p) = Σ_s≥1 σ^(s−1)·V(p + s·d) for a line that leaves the lattice at p + d. Beyond the
   * lattice a point is either over (a total reached the target: the scorer's total only grows
   * along the line, so the result stays the same) or a lead beyond the box's reach, read at the
   * box's edge (the same value once every coordinate that moves is beyond it).
   */
  const beyond = (w: Float64Array, i: number, j: number, k: number, d: Triple): number => {
    let t = 0;
    let weight = 1;
    for (let s = 1; weight > TAIL * (1 - sigma); s++) {
      const ii = i + s * d[0];
      const jj = j + s * d[1];
      const kk = k + s * d[2];
      let v: number;
      let constant = false;
      if (inside(ii, jj, kk)) {
        const at = (ii * n1 + jj) * n2 + kk;
        v = alive[at] ? w[at]! : ended[at]!;
      } else {
        const [a, b, c] = lattice.totals(lo[0] + ii * step, lo[1] + jj * step, lo[2] + kk * step);
        if (!lattice.alive(a, b, c)) {
          v = shareOfWin(a, b, c);
          constant = true;
        } else {
          const ci = Math.min(n0 - 1, Math.max(0, ii));
          const cj = Math.min(n1 - 1, Math.max(0, jj));
          const ck = Math.min(n2 - 1, Math.max(0, kk));
          const at = (ci * n1 + cj) * n2 + ck;
          v = alive[at] ? w[at]! : ended[at]!;
          constant = (d[0] === 0 || ci !== ii) && (d[1] === 0 || cj !== jj) && (d[2] === 0 || ck !== kk);
        }
      }
      if (constant) return t + (weight * v) / (1 - sigma);
      t += weight * v;
      weight *= sigma;
      if (sigma === 0) break;
    }
    return t;
  };
  const line = new Float64Array(cells);
  /** Adds to `out`, for every point p, each·first·T(p) with T(p) = Σ_k≥1 σ^(k−1)·V(p + k·d): the seat moving the state along d scores. */
  const along = (w: Float64Array, d: Triple, out: Float64Array) => {
    const [d0, d1, d2] = d;
    // Visit p + d before p: each coordinate in the direction opposite to d's.
    for (let a = 0; a < n0; a++) {
      const i = d0 > 0 ? n0 - 1 - a : a;
      for (let b = 0; b < n1; b++) {
        const j = d1 > 0 ? n1 - 1 - b : b;
        for (let c = 0; c < n2; c++) {
          const k = d2 > 0 ? n2 - 1 - c : c;
          const at = (i * n1 + j) * n2 + k;
          const ii = i + d0;
          const jj = j + d1;
          const kk = k + d2;
          let t: number;
          if (inside(ii, jj, kk)) {
            const to = (ii * n1 + jj) * n2 + kk;
            t = (alive[to] ? w[to]! : ended[to]!) + sigma * line[to]!;
          } else t = beyond(w, i, j, k, d);
          line[at] = t;
          out[at]! += each * first * t;
        }
      }
    }
  };
  /** One round from the values `w`: the values before it. */
  const round = (w: Float64Array): Float64Array => {
    const out = new Float64Array(cells);
    for (let at = 0; at < cells; at++) out[at] = alive[at] ? (model.noScore + 3 * each * stay) * w[at]! : 0;
    for (const d of dirs) along(w, d, out);
    for (let at = 0; at < cells; at++) if (!alive[at]) out[at] = ended[at]!;
    return out;
  };
  let w: Float64Array = Float64Array.from(ended);
  if (after !== null) {
    const tables = [w];
    for (let r = 0; r < after; r++) tables.push((w = round(w)));
    return { lattice, tables, alive };
  } else {
    // Until the target: the game ends with certainty, so the values settle whatever they start from.
    for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
      const next = round(w);
      let moved = 0;
      for (let at = 0; at < cells; at++) moved = Math.max(moved, Math.abs(next[at]! - w[at]!));
      w = next;
      if (moved < SETTLED) break;
    }
  }
  return { lattice, tables: [w], alive };
}

/** The value at totals (a, b, c) from solved values: the result once the game is over, else interpolated between lattice points. */
function read(solved: Solved, values: Float64Array, a: number, b: number, c: number): number {
  const { lattice, alive } = solved;
  if (!lattice.alive(a, b, c)) return shareOfWin(a, b, c);
  const { step, lo, n } = lattice;
  const p = lattice.point(a, b, c);
  const idx = [0, 0, 0];
  const frac = [0, 0, 0];
  for (let d = 0; d < 3; d++) {
    const pos = Math.min(n[d]! - 1, Math.max(0, (p[d]! - lo[d]!) / step));
    idx[d] = Math.min(n[d]! - 1, Math.floor(pos));
    frac[d] = idx[d]! < n[d]! - 1 ? pos - idx[d]! : 0;
  }
  let v = 0;
  for (let corner = 0; corner < 8; corner++) {
    let weight = 1;
    const at = [0, 0, 0];
    for (let d = 0; d < 3; d++) {
      const up = (corner >> d) & 1;
      weight *= up ? frac[d]! : 1 - frac[d]!;
      at[d] = idx[d]! + up;
    }
    if (weight === 0) continue;
    const cell = (at[0]! * n[1] + at[1]!) * n[2] + at[2]!;
    if (alive[cell]) v += weight * values[cell]!;
    else {
      const [x, y, z] = lattice.totals(lo[0] + at[0]! * step, lo[1] + at[1]! * step, lo[2] + at[2]! * step);
      v += weight * shareOfWin(x, y, z);
    }
  }
  return v;
}

const cache = new Map<string, Solved>();
const CACHE_SIZE = 8;

/**
 * The chance (0–1) that the player wins the game from totals (a, b, c) at the end of the round
 * in play (a the player's, b and c the other seats'), with `after` rounds still to come (null:
 * until the target). `sum`: the totals' sum, which zero-sum rounds keep (read only then). The
 * tables of the rest of the game are built once per game shape, for every number of rounds up
 * to the most asked (a game asks the most first), and cached; the function returned is cheap.
 */
export function threeSeatChance(shape: ThreeSeatShape, after: number | null, sum = 0): (a: number, b: number, c: number) => number {
  const { model, target, zeroSum } = shape;
  if (target === null && after === null) throw new Error('threeSeatChance: a game without a target needs a number of rounds');
  // The last round: only the final totals count.
  if (after === 0) return shareOfWin;
  const key = `${target === null ? 'lead' : zeroSum ? `z${sum}` : 'p'}|${target ?? '-'}|${zeroSum ? 1 : 0}|${after === null ? 'until' : 'rounds'}|${model.noScore}|${model.gain}`;
  let solved = cache.get(key);
  if (solved === undefined || (after !== null && solved.tables.length <= after)) {
    const lattice = target === null ? leadLattice(shape, after!) : zeroSum ? zeroSumLattice(target, sum) : plainLattice(target);
    solved = solve(lattice, after, model);
    cache.delete(key);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
    cache.set(key, solved);
  }
  const table = solved;
  const values = table.tables[after ?? 0]!;
  return (a, b, c) => read(table, values, a, b, c);
}
