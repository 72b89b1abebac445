/**
 * The order in which a quick check (InlineCheck) shows its options. Lessons are written with
 * the right answer first, which is the natural way to write them; shown in that order, a
 * reader who always clicked the first option passed every check without reading (issue #30).
 * So each check shows its options in an order of its own: a permutation drawn from a hash of
 * the lesson's id and the check's id. It is the same on the server and in the browser and on
 * every reload (no randomness), and it changes only if the check is renamed.
 * Pure: no DOM, so the unit tests measure it over every lesson.
 */
import { shuffled } from '../../../engine/random';

/** FNV-1a (32 bits): a small, well-mixed hash of a string; enough to seed a shuffle. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The display order of a check's `count` options: `order[k]` is the index (as written) of the
 * option shown in place k. A Fisher–Yates shuffle seeded by `lesson/check`.
 */
export function checkOrder(lesson: string, check: string, count: number): number[] {
  return shuffled(
    Array.from({ length: count }, (_, i) => i),
    fnv1a(`${lesson}/${check}`),
  );
}
