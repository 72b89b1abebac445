/**
 * The one success-or-failure shape of the project: the engine and the features' decoders never
 * throw on bad input, they return a Result whose error is a typed `code` (from an `as const`
 * list) with parameters. Sentences for people are made from it by src/words/ (errors.ts, rule-errors.ts, saved-notices.ts).
 */
export type Result<T, E> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
