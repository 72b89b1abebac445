/**
 * The players' names of a pass-and-play game: what a name may be, as codes (worded in
 * words.ts). A name is shown on the hand-over screen ("Pass to Ben") and in every sentence
 * about that seat, so it must be there, short enough for a 360 px phone, and tell the
 * players apart (two "Ben"s could not tell whose hand is next).
 */
import { err, ok, type Result } from '../../engine/result';
import { bySeatOf, type BySeat, type Seat } from '../../engine/round/seats';
import { MAX_NAME_LENGTH, checkPlayerName, nameLength, normalisePlayerName } from '../../shared/player-name';

/** Longest name, in characters: the rule shared with the online rooms (src/shared/player-name.ts). */
export { MAX_NAME_LENGTH };

export type NameProblem =
  /** Nothing visible: empty, spaces only, or only invisible characters (zero-width, format characters). */
  | { readonly code: 'empty'; readonly seat: Seat }
  /** A direction override or isolate character, which would turn the sentences around the name backwards. */
  | { readonly code: 'direction'; readonly seat: Seat }
  | { readonly code: 'too-long'; readonly seat: Seat; readonly length: number; readonly max: number }
  /** `seat`'s name is the same as `same`'s (an earlier seat), ignoring case and spaces. */
  | { readonly code: 'duplicate'; readonly seat: Seat; readonly same: Seat; readonly name: string };

/** A name as it is kept: control characters dropped, spaces trimmed and runs of them made one. */
export function normaliseName(raw: string): string {
  return normalisePlayerName(raw);
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
    const checked = checkPlayerName(name);
    if (!checked.ok && checked.error !== 'too-long') {
      problems.push({ code: checked.error, seat });
      return;
    }
    if (!checked.ok) problems.push({ code: 'too-long', seat, length: nameLength(name), max: MAX_NAME_LENGTH });
    const key = sameKey(name);
    const same = seen.get(key);
    if (same !== undefined) problems.push({ code: 'duplicate', seat, same, name });
    else seen.set(key, seat);
  });
  const bySeat = bySeatOf(names);
  if (problems.length > 0 || !bySeat) return err(problems);
  return ok(bySeat);
}
