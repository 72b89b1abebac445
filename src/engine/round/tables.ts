/**
 * Flat lookup tables for the round engine's hot path: card id → deck index and month, and
 * 48-card sets as two 24-bit words (`lo` = deck indices 0–23, `hi` = 24–47), so that a pile
 * can be tested against a yaku's cards with a few bit operations instead of Sets.
 */
import { CARDS, type CardId } from '../cards';

/** Deck index (0–47, `Card.index`) of each card id. */
export const CARD_INDEX: Readonly<Record<CardId, number>> = Object.freeze(
  Object.fromEntries(CARDS.map((c) => [c.id, c.index])) as Record<CardId, number>,
);

/** Month (1–12) of each card id. */
export const CARD_MONTH: Readonly<Record<CardId, number>> = Object.freeze(
  Object.fromEntries(CARDS.map((c) => [c.id, c.month])) as Record<CardId, number>,
);

/** Card id by deck index. */
export const ID_OF: readonly CardId[] = CARDS.map((c) => c.id);

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
  const i = CARD_INDEX[id];
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
