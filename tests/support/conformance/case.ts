/**
 * The conformance-case format (src/engine/README.md, Conformance cases), and the outcome of checking one case.
 * Handlers receive the raw JSON object of a case and must never throw: anything they cannot
 * read is `malformed`, with a reason a person can act on.
 */

/** The case kinds of src/engine/README.md (Conformance cases). A known kind with no handler is skipped, not malformed. */
export const CASE_KINDS = ['score', 'round', 'rules'] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export const CASE_STATUSES = ['passed', 'failed', 'malformed', 'skipped'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export type CaseVerdict =
  | { readonly status: 'passed' }
  | { readonly status: 'failed'; readonly expected: unknown; readonly got: unknown; readonly reason?: string }
  | { readonly status: 'malformed'; readonly reason: string }
  | { readonly status: 'skipped'; readonly reason: string };

/** Checks one case of its kind against the engine. */
export type CaseHandler = (raw: Readonly<Record<string, unknown>>) => CaseVerdict;

export interface CaseOutcome {
  /** The file the case came from, as given to the runner. */
  readonly file: string;
  /** The case's `name`, or `#index` when it has none. */
  readonly name: string;
  readonly kind: string | null;
  readonly verdict: CaseVerdict;
}

export const malformed = (reason: string): CaseVerdict => ({ status: 'malformed', reason });
