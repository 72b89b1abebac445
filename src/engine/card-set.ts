/**
 * Sets of cards as 48-bit values, in the shape of chessops' `SquareSet`: an immutable pair of
 * words, `lo` for deck indices 0–23 and `hi` for 24–47 (24 bits each, so every operation stays
 * in V8's small-integer range). A `CardSet` is the readable form; the hot loops of the round
 * engine and the AI keep plain `lo`/`hi` numbers and use the functions at the end of this
 * module (`popcount`, `loBit`/`hiBit`, `countIn`, `hasAll`), so that there is one
 * implementation of every bit trick.
 *
 * The id → deck index lookup lives here too, since it is what turns card ids into bits.
 */
import { CARDS, type Card, type CardId } from './cards';

/** Bits per word. */
const HALF_BITS = 24;
/** All bits of one word. */
export const HALF_MASK = 0xffffff;

// ---------------------------------------------------------------------------------------
// Card id → deck index
// ---------------------------------------------------------------------------------------

/**
 * A perfect hash of the 48 card ids, found at load time: a few character codes and the
 * length, mixed with small multipliers chosen so that no two ids collide. Lets the hot path
 * get a card's deck index (and so its month: `(index >> 2) + 1`) without a Map lookup.
 */
const HASH_BITS = 11;
const HASH_MASK = (1 << HASH_BITS) - 1;
let K1 = 1;
let K2 = 1;
const SLOT = new Int8Array(1 << HASH_BITS);

function rawHash(id: string, k1: number, k2: number): number {
  return (
    (id.charCodeAt(1) * k1 + id.charCodeAt(2) * k2 + id.charCodeAt(id.length - 1) * 7 + id.length * 131) & HASH_MASK
  );
}

(function findPerfectHash() {
  for (let k1 = 1; k1 < 400; k1++) {
    for (let k2 = 1; k2 < 64; k2++) {
      SLOT.fill(-1);
      let ok = true;
      for (const c of CARDS) {
        const h = rawHash(c.id, k1, k2);
        if (SLOT[h] !== -1) {
          ok = false;
          break;
        }
        SLOT[h] = c.index;
      }
      if (ok) {
        K1 = k1;
        K2 = k2;
        return;
      }
    }
  }
  throw new Error('no perfect hash for the card ids');
})();

// Deck order is month by month, four cards each: the month follows from the index.
for (const c of CARDS) if (c.month !== (c.index >> 2) + 1) throw new Error('deck order is not month by month');

/** Deck index of a card id (the id must be valid). */
export function indexOfCard(id: string): number {
  return SLOT[rawHash(id, K1, K2)]!;
}

/** Month (1–12) of a card id (the id must be valid). */
export function monthOfCard(id: string): number {
  return (SLOT[rawHash(id, K1, K2)]! >> 2) + 1;
}

/** Month (1–12) of a deck index. */
export function monthOfIndex(index: number): number {
  return (index >> 2) + 1;
}

// ---------------------------------------------------------------------------------------
// Plain-word helpers (for hot loops that keep lo/hi numbers)
// ---------------------------------------------------------------------------------------

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

// loBit / hiBit / hasIndex are branch-free: `(index - HALF_BITS) >> 31` is -1 for a card of
// `lo` and 0 for one of `hi`, so it masks the shifted bit instead of a branch on the word. The
// hot loops call them on cards in random order, where a branch is mispredicted half the time
// (about 2.5x faster in a loop over random indices; tests/unit/engine/card-set.test.ts checks
// every index).

/** The `lo` word of the one-card set {index} (0 when the card is in `hi`). */
export function loBit(index: number): number {
  return (1 << index) & ((index - HALF_BITS) >> 31);
}

/** The `hi` word of the one-card set {index} (0 when the card is in `lo`). */
export function hiBit(index: number): number {
  return (1 << (index - HALF_BITS)) & ~((index - HALF_BITS) >> 31);
}

/** Whether the set (lo, hi) holds the card at `index`. */
export function hasIndex(lo: number, hi: number, index: number): boolean {
  return ((lo & loBit(index)) | (hi & hiBit(index))) !== 0;
}

/** Read-only view of a set's words: a CardSet, or any `{ lo, hi }` record. */
export interface Words {
  readonly lo: number;
  readonly hi: number;
}

/** How many cards of `set` the set (lo, hi) holds. */
export function countIn(lo: number, hi: number, set: Words): number {
  return popcount(lo & set.lo) + popcount(hi & set.hi);
}

/** Whether the set (lo, hi) holds every card of `set`. */
export function hasAll(lo: number, hi: number, set: Words): boolean {
  return (lo & set.lo) === set.lo && (hi & set.hi) === set.hi;
}

// ---------------------------------------------------------------------------------------
// CardSet
// ---------------------------------------------------------------------------------------

export class CardSet implements Words, Iterable<number> {
  readonly lo: number;
  readonly hi: number;

  constructor(lo: number, hi: number) {
    this.lo = lo & HALF_MASK;
    this.hi = hi & HALF_MASK;
  }

  static empty(): CardSet {
    return EMPTY;
  }

  static full(): CardSet {
    return FULL;
  }

  static fromIndex(index: number): CardSet {
    return new CardSet(loBit(index), hiBit(index));
  }

  static fromIndexes(indexes: Iterable<number>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const i of indexes) {
      lo |= loBit(i);
      hi |= hiBit(i);
    }
    return new CardSet(lo, hi);
  }

  static fromCard(id: CardId): CardSet {
    return CardSet.fromIndex(indexOfCard(id));
  }

  /** The set of these cards (duplicates count once). */
  static fromCards(ids: Iterable<CardId>): CardSet {
    let lo = 0;
    let hi = 0;
    for (const id of ids) {
      const i = indexOfCard(id);
      lo |= loBit(i);
      hi |= hiBit(i);
    }
    return new CardSet(lo, hi);
  }

  static of(...ids: CardId[]): CardSet {
    return CardSet.fromCards(ids);
  }

  /** The cards of the deck for which `pred` holds. */
  static fromPredicate(pred: (card: Card) => boolean): CardSet {
    let lo = 0;
    let hi = 0;
    for (const c of CARDS) {
      if (!pred(c)) continue;
      lo |= loBit(c.index);
      hi |= hiBit(c.index);
    }
    return new CardSet(lo, hi);
  }

  has(id: CardId): boolean {
    return hasIndex(this.lo, this.hi, indexOfCard(id));
  }

  hasIndex(index: number): boolean {
    return hasIndex(this.lo, this.hi, index);
  }

  with(id: CardId): CardSet {
    return this.withIndex(indexOfCard(id));
  }

  without(id: CardId): CardSet {
    return this.withoutIndex(indexOfCard(id));
  }

  withIndex(index: number): CardSet {
    return new CardSet(this.lo | loBit(index), this.hi | hiBit(index));
  }

  withoutIndex(index: number): CardSet {
    return new CardSet(this.lo & ~loBit(index), this.hi & ~hiBit(index));
  }

  union(other: Words): CardSet {
    return new CardSet(this.lo | other.lo, this.hi | other.hi);
  }

  intersect(other: Words): CardSet {
    return new CardSet(this.lo & other.lo, this.hi & other.hi);
  }

  /** The cards of this set that are not in `other`. */
  diff(other: Words): CardSet {
    return new CardSet(this.lo & ~other.lo, this.hi & ~other.hi);
  }

  /** The cards of the deck not in this set. */
  complement(): CardSet {
    return new CardSet(~this.lo, ~this.hi);
  }

  intersects(other: Words): boolean {
    return (this.lo & other.lo) !== 0 || (this.hi & other.hi) !== 0;
  }

  isSubsetOf(other: Words): boolean {
    return hasAll(other.lo, other.hi, this);
  }

  equals(other: Words): boolean {
    return this.lo === other.lo && this.hi === other.hi;
  }

  size(): number {
    return popcount(this.lo) + popcount(this.hi);
  }

  isEmpty(): boolean {
    return this.lo === 0 && this.hi === 0;
  }

  nonEmpty(): boolean {
    return !this.isEmpty();
  }

  /** Deck indexes of the cards, ascending. */
  *indexes(): IterableIterator<number> {
    for (let w = this.lo; w !== 0; w &= w - 1) yield 31 - Math.clz32(w & -w);
    for (let w = this.hi; w !== 0; w &= w - 1) yield HALF_BITS + 31 - Math.clz32(w & -w);
  }

  [Symbol.iterator](): IterableIterator<number> {
    return this.indexes();
  }

  /** Card ids, in deck order. */
  *ids(): IterableIterator<CardId> {
    for (const i of this.indexes()) yield CARDS[i]!.id;
  }

  /** Card ids, in deck order, as an array. */
  toIds(): CardId[] {
    return [...this.ids()];
  }
}

const EMPTY = new CardSet(0, 0);
const FULL = new CardSet(HALF_MASK, HALF_MASK);
