/**
 * The one rule for a player's name, wherever a name is typed: the online rooms (the server
 * checks it, src/server/rooms/messages.ts) and pass-and-play (src/features/pass-and-play/names.ts).
 * Codes only; each feature words them.
 *
 * A name is shown to the other players in every sentence about its seat ("Pass to Ben",
 * "Waiting for Ben"), so it must be something they can see and read in the page's direction:
 * - control characters become spaces, runs of spaces one space, and the ends are trimmed;
 * - `empty`: nothing visible is left (no characters, or only spaces, zero-width and other
 *   format characters, combining marks or blank fillers such as U+3164);
 * - `too-long`: over MAX_NAME_LENGTH characters as a reader counts them (an emoji is one), so
 *   that "Pass to …" fits one line of a 360 px phone;
 * - `direction`: a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069),
 *   which would turn the rest of a sentence around it backwards ("Waiting for <RLO>neB").
 * Zero-width joiners inside a visible name stay (emoji sequences need them).
 */
import { err, ok, type Result } from '../engine/result';

/** Longest name, in characters. */
export const MAX_NAME_LENGTH = 16;

export type PlayerNameCode = 'empty' | 'too-long' | 'direction';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const DIRECTION = /[\u202a-\u202e\u2066-\u2069]/u;
/** What draws nothing: spaces, format characters (zero-width, joiners, marks), combining marks alone, blank fillers. */
const INVISIBLE = /[\s\p{Z}\p{Cf}\p{M}\u115f\u1160\u180e\u2800\u3164\uffa0]/gu;

/** A name as it is kept: control characters as spaces, runs of spaces made one, ends trimmed. */
export function normalisePlayerName(raw: string): string {
  return raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/** Characters as a reader counts them (code points: an emoji or an accented letter is one). */
export function nameLength(name: string): number {
  return [...name].length;
}

/** The name as kept, or why it cannot be one. */
export function checkPlayerName(raw: unknown): Result<string, PlayerNameCode> {
  if (typeof raw !== 'string') return err('empty');
  // A string far over the limit is refused before any pattern reads it (it came over the network).
  if (raw.length > MAX_NAME_LENGTH * 16) return err('too-long');
  const name = normalisePlayerName(raw);
  if (DIRECTION.test(name)) return err('direction');
  if (name.replace(INVISIBLE, '') === '') return err('empty');
  if (nameLength(name) > MAX_NAME_LENGTH) return err('too-long');
  return ok(name);
}
