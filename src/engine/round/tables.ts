/**
 * Lookups for the round engine's hot path: card id → deck index and month (a perfect hash), and
 * 48-card sets as two 24-bit words (`lo` = deck indices 0–23, `hi` = 24–47), so that a pile
 * can be tested against a yaku's cards with a few bit operations instead of Sets.
 */
import { CARDS, type CardId } from '../cards';

export const LIGHTNING: CardId = 'willow-lightning';

/** A set of cards as two 24-bit words. */
export interface Mask {
  lo: number;
  hi: number;
}

export function maskOf(ids: readonly CardId[]): Mask {
  const m = { lo: 0, hi: 0 };
  for (const id of ids) addToMask(m, id);
  return m;
}

export function addToMask(m: Mask, id: CardId): void {
  const i = indexOfCard(id);
  if (i < 24) m.lo |= 1 << i;
  else m.hi |= 1 << (i - 24);
}

/** Number of set bits of a 32-bit integer. */
export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** How many cards of `set` are in the pile (lo, hi). */
export function countIn(lo: number, hi: number, set: Mask): number {
  return popcount(lo & set.lo) + popcount(hi & set.hi);
}

/** Whether the pile holds every card of `set`. */
export function hasAll(lo: number, hi: number, set: Mask): boolean {
  return (lo & set.lo) === set.lo && (hi & set.hi) === set.hi;
}

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

/** Month of a card id (the id must be valid). */
export function monthOfCard(id: string): number {
  return (SLOT[rawHash(id, K1, K2)]! >> 2) + 1;
}
