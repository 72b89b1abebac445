/**
 * The order in which a quick check (InlineCheck) shows its options. Lessons are written with
 * the right answer first, which is the natural way to write them; shown in that order, a
 * reader who always clicked the first option passed every check without reading (issue #30).
 * So each check shows its options in an order of its own: a permutation drawn from a hash of
 * the lesson's id and the check's id. It is the same on the server and in the browser and on
 * every reload (no randomness), and it changes only if the check is renamed.
 * Pure: no DOM, so the unit tests measure it over every lesson.
 */

/** FNV-1a (32 bits): a small, well-mixed hash of a string; enough to seed a shuffle. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: a tiny seeded generator, so one hash yields as many draws as a shuffle needs. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The display order of a check's `count` options: `order[k]` is the index (as written) of the
 * option shown in place k. A Fisher–Yates shuffle seeded by `lesson/check`.
 */
export function checkOrder(lesson: string, check: string, count: number): number[] {
  const order = Array.from({ length: count }, (_, i) => i);
  const next = generator(fnv1a(`${lesson}/${check}`));
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}
