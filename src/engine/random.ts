/**
 * Seeded randomness for the engine. Nothing under src/engine may call Math.random: every
 * shuffle, deal and first-dealer draw comes from a seed, so a game can be saved as data,
 * replayed exactly and shared as a link.
 *
 * - `hashSeed(...parts)` mixes numbers (a game seed, a deal number, …) into one 32-bit seed.
 * - `createRng(seed)` is sfc32 (small fast counter, 128-bit state): `next()` gives a float in
 *   [0, 1), `int(n)` an integer in [0, n). The generator is a plain object whose state can be
 *   read with `rngState` and resumed with `rngFromState` (JSON-safe numbers).
 * - `shuffle(items, rng)` / `shuffled(items, seed)`: Fisher–Yates.
 */

/** A 32-bit integer seed. Any finite number is accepted and folded into 32 bits. */
export type Seed = number;

function toUint32(n: number): number {
  if (!Number.isFinite(n)) return 0;
  // Fold in the high bits of large integers (up to 2^53) so they are not simply dropped.
  const high = Math.floor(n / 4294967296);
  return ((n >>> 0) ^ Math.imul(high >>> 0, 0x9e3779b1)) >>> 0;
}

/** Murmur3's 32-bit finaliser: a good avalanche for sequential inputs. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Mixes any numbers into one 32-bit seed (order matters): `hashSeed(gameSeed, dealNumber)`. */
/** Seeds are 32-bit unsigned integers (a game's, a deal link's). */
export const MAX_SEED = 0xffffffff;

export function hashSeed(...parts: readonly number[]): Seed {
  let h = 0x2545f491;
  for (const part of parts) {
    h = fmix32((h ^ toUint32(part)) + 0x9e3779b9);
  }
  return fmix32(h ^ parts.length);
}

/** A seeded generator. Plain object: copy its state with `rngState`. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n) (n ≥ 1). */
  int(n: number): number;
  /** The four 32-bit words of the generator's state. */
  readonly state: Uint32Array;
}

class Sfc32 implements Rng {
  readonly state: Uint32Array;

  constructor(a: number, b: number, c: number, d: number) {
    this.state = new Uint32Array([a, b, c, d]);
  }

  nextUint32(): number {
    const s = this.state;
    const a = s[0]!;
    const b = s[1]!;
    const c = s[2]!;
    const d = s[3]!;
    const t = (((a + b) >>> 0) + d) >>> 0;
    s[3] = (d + 1) >>> 0;
    s[0] = b ^ (b >>> 9);
    s[1] = (c + (c << 3)) >>> 0;
    s[2] = (((c << 21) | (c >>> 11)) + t) >>> 0;
    return t;
  }

  next(): number {
    return this.nextUint32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.next() * n);
  }
}

/** An sfc32 generator seeded from a 32-bit seed (warmed up so close seeds diverge). */
export function createRng(seed: Seed): Rng {
  const s = toUint32(seed);
  const rng = new Sfc32(0x9e3779b9, 0x243f6a88, 0xb7e15162, s);
  for (let i = 0; i < 12; i++) rng.nextUint32();
  return rng;
}

/** The generator's state as four numbers (JSON-safe). */
export function rngState(rng: Rng): [number, number, number, number] {
  const s = rng.state;
  return [s[0]!, s[1]!, s[2]!, s[3]!];
}

/** A generator resumed from `rngState`. */
export function rngFromState(state: readonly [number, number, number, number]): Rng {
  return new Sfc32(state[0] >>> 0, state[1] >>> 0, state[2] >>> 0, state[3] >>> 0);
}

/** Any source of uniform integers: a seeded Rng, or the keyed stream of keyed.ts. */
export type IntSource = Pick<Rng, 'int'>;

/** Shuffles an array in place (Fisher–Yates) and returns it. */
export function shuffle<T>(items: T[], rng: IntSource): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
  return items;
}

/** A shuffled copy, from a seed. */
export function shuffled<T>(items: readonly T[], seed: Seed): T[] {
  return shuffle([...items], createRng(seed));
}
