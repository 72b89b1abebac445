/**
 * The players' names of a pass-and-play game: what a name may be, as codes (worded in
 * words.ts). A name is shown on the hand-over screen ("Pass to Ben") and in every sentence
 * about that seat, so it must be there, short enough for a 360 px phone, and tell the
 * players apart (two "Ben"s could not tell whose hand is next).
 */
import { err, ok, type Result } from '../../engine/result';
import { bySeatOf, type BySeat, type Seat } from '../../engine/round/seats';

/** Longest name, in characters (a name with "Pass to …" fits one line of a 360 px phone). */
export const MAX_NAME_LENGTH = 16;

export type NameProblem =
  | { readonly code: 'empty'; readonly seat: Seat }
  | { readonly code: 'too-long'; readonly seat: Seat; readonly length: number; readonly max: number }
  /** `seat`'s name is the same as `same`'s (an earlier seat), ignoring case and spaces. */
  | { readonly code: 'duplicate'; readonly seat: Seat; readonly same: Seat; readonly name: string };

/** A name as it is kept: control characters dropped, spaces trimmed and runs of them made one. */
export function normaliseName(raw: string): string {
  // eslint-disable-next-line no-control-regex
  return raw.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').replace(/\s+/g, ' ').trim();
}

/** Characters as a reader counts them (an emoji or an accented letter is one). */
function lengthOf(name: string): number {
  return [...name].length;
}

/** The key two names are compared by: "ben" and " Ben " are the same player. */
function sameKey(name: string): string {
  return name.toLocaleLowerCase('en');
}

/**
 * Checks the names typed for seats 0, 1 (and 2): every problem, each with its seat, so the
 * form can say it beside the field. Returns the normalised names when there is none.
 */
export function checkNames(raw: readonly string[]): Result<BySeat<string>, readonly NameProblem[]> {
  const names = raw.map(normaliseName);
  const problems: NameProblem[] = [];
  const seen = new Map<string, Seat>();
  names.forEach((name, i) => {
    const seat = i as Seat;
    if (name === '') {
      problems.push({ code: 'empty', seat });
      return;
    }
    const length = lengthOf(name);
    if (length > MAX_NAME_LENGTH) problems.push({ code: 'too-long', seat, length, max: MAX_NAME_LENGTH });
    const key = sameKey(name);
    const same = seen.get(key);
    if (same !== undefined) problems.push({ code: 'duplicate', seat, same, name });
    else seen.set(key, seat);
  });
  const bySeat = bySeatOf(names);
  if (problems.length > 0 || !bySeat) return err(problems);
  return ok(bySeat);
}
