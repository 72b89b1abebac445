/**
 * The engine never throws on bad input: parsers and validators return a Result whose
 * error carries a machine-readable `code` (for tests and translations) and an English
 * `message` (for people).
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
