/**
 * CardSet against a plain Set<CardId> as the independent reference: every operation on random
 * sets (and on the edge cases below) must give the same cards as the obvious Set code.
 */
import { describe, expect, test } from 'vitest';
import {
  CardSet,
  countIn,
  hasAll,
  hasIndex,
  hiBit,
  indexOfCard,
  loBit,
  monthOfCard,
  monthOfIndex,
  popcount,
} from '../../../src/engine/card-set';
import { CARDS, CARD_IDS, type CardId } from '../../../src/engine/cards';
import { createRng } from '../../../src/engine/random';

const rng = createRng(48);
const randomIds = (p: number): CardId[] => CARD_IDS.filter(() => rng.next() < p);

/** Edge cases first (empty, full, each word alone, the words' last and first cards), then random sets. */
const SAMPLES: readonly (readonly CardId[])[] = [
  [],
  [...CARD_IDS],
  CARD_IDS.slice(0, 24),
  CARD_IDS.slice(24),
  [CARD_IDS[0]!],
  [CARD_IDS[23]!, CARD_IDS[24]!],
  [CARD_IDS[47]!],
  ...Array.from({ length: 40 }, (_, i) => randomIds([0.05, 0.3, 0.5, 0.9][i % 4]!)),
];

const PAIRS = SAMPLES.flatMap((a, i) => SAMPLES.filter((_, j) => (i * 7 + j) % 5 === 0).map((b) => [a, b] as const));

/** The reference: card ids in deck order. */
const sorted = (ids: Iterable<CardId>): CardId[] => CARD_IDS.filter((id) => new Set(ids).has(id));

describe('CardSet = Set<CardId>', () => {
  test.each(SAMPLES.map((ids, i) => [i, ids] as const))('sample %i: membership, size, iteration', (_, ids) => {
    const ref = new Set(ids);
    const set = CardSet.fromCards(ids);
    for (const id of CARD_IDS) expect(set.has(id), id).toBe(ref.has(id));
    expect(set.size()).toBe(ref.size);
    expect(set.isEmpty()).toBe(ref.size === 0);
    expect(set.nonEmpty()).toBe(ref.size > 0);
    expect(set.toIds()).toEqual(sorted(ref));
    expect([...set]).toEqual(sorted(ref).map((id) => CARDS.findIndex((c) => c.id === id)));
    expect(CardSet.fromIndexes(set.indexes()).equals(set)).toBe(true);
    expect(set.complement().toIds()).toEqual(CARD_IDS.filter((id) => !ref.has(id)));
    expect(CardSet.fromPredicate((c) => ref.has(c.id)).equals(set)).toBe(true);
  });

  test.each(PAIRS.map(([a, b], i) => [i, a, b] as const))('pair %i: union, intersect, diff, subset', (_, a, b) => {
    const ra = new Set(a);
    const rb = new Set(b);
    const sa = CardSet.fromCards(a);
    const sb = CardSet.fromCards(b);
    expect(sa.union(sb).toIds()).toEqual(sorted([...ra, ...rb]));
    expect(sa.intersect(sb).toIds()).toEqual(sorted([...ra].filter((id) => rb.has(id))));
    expect(sa.diff(sb).toIds()).toEqual(sorted([...ra].filter((id) => !rb.has(id))));
    expect(sa.intersects(sb)).toBe([...ra].some((id) => rb.has(id)));
    expect(sa.isSubsetOf(sb)).toBe([...ra].every((id) => rb.has(id)));
    expect(sa.equals(sb)).toBe(ra.size === rb.size && [...ra].every((id) => rb.has(id)));
    expect(countIn(sa.lo, sa.hi, sb)).toBe([...rb].filter((id) => ra.has(id)).length);
    expect(hasAll(sa.lo, sa.hi, sb)).toBe([...rb].every((id) => ra.has(id)));
  });

  test.each(SAMPLES.slice(0, 12).map((ids, i) => [i, ids] as const))('sample %i: with and without each card', (_, ids) => {
    const set = CardSet.fromCards(ids);
    for (const id of CARD_IDS) {
      expect(set.with(id).toIds()).toEqual(sorted([...ids, id]));
      expect(set.without(id).toIds()).toEqual(sorted(ids.filter((c) => c !== id)));
    }
    expect(set.with(CARD_IDS[5]!).has(CARD_IDS[5]!)).toBe(true);
    // Immutable: the operations above left the set as it was.
    expect(set.toIds()).toEqual(sorted(ids));
  });
});

describe('construction', () => {
  test('empty, full, of and fromCard', () => {
    expect(CardSet.empty().size()).toBe(0);
    expect(CardSet.full().size()).toBe(48);
    expect(CardSet.full().toIds()).toEqual([...CARD_IDS]);
    expect(CardSet.of('pine-crane', 'willow-rain-man', 'pine-crane').toIds()).toEqual(['pine-crane', 'willow-rain-man']);
    expect(CardSet.fromCard('paulownia-chaff-yellow').toIds()).toEqual(['paulownia-chaff-yellow']);
  });

  test('bits outside the 24-bit words are dropped', () => {
    expect(new CardSet(-1, -1).equals(CardSet.full())).toBe(true);
  });
});

describe('word helpers', () => {
  test.each([
    [0, 0],
    [1, 1],
    [0xffffff, 24],
    [0x800001, 2],
    [0xffffffff, 32],
    [0x80000000, 1],
    [0b1011_0110, 5],
  ])('popcount(%i) = %i', (x, n) => {
    expect(popcount(x)).toBe(n);
  });

  test.each(CARDS.map((c) => [c.id, c.index, c.month] as const))('%s: index %i, month %i', (id, index, month) => {
    expect(indexOfCard(id)).toBe(index);
    expect(monthOfCard(id)).toBe(month);
    expect(monthOfIndex(index)).toBe(month);
    const lo = loBit(index);
    const hi = hiBit(index);
    expect(popcount(lo) + popcount(hi)).toBe(1);
    expect(new CardSet(lo, hi).toIds()).toEqual([id]);
    for (const other of CARDS) expect(hasIndex(lo, hi, other.index)).toBe(other.index === index);
  });
});
