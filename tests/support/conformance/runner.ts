/**
 * Runs conformance files: JSON text in, one outcome per case out. No file system here (the
 * engine stays portable); `scripts/conformance.ts` reads files and prints, and the unit tests
 * call the same functions. Nothing in a file can make the run throw.
 */
import { CASE_KINDS, malformed, type CaseOutcome, type CaseVerdict } from './case';
import { caseHandlers, type CaseHandlers } from './handlers';
import { isPlainObject } from './read';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function checkCase(raw: unknown, index: number, file: string, handlers: CaseHandlers): CaseOutcome {
  const fallbackName = `#${index}`;
  if (!isPlainObject(raw)) {
    return { file, name: fallbackName, kind: null, verdict: malformed('a case must be a JSON object') };
  }
  const name = typeof raw['name'] === 'string' && raw['name'] !== '' ? raw['name'] : fallbackName;
  const kind = typeof raw['kind'] === 'string' ? raw['kind'] : null;
  const outcome = (verdict: CaseVerdict): CaseOutcome => ({ file, name, kind, verdict });
  if (name === fallbackName) return outcome(malformed('the case has no "name"'));
  if (kind === null) return outcome(malformed('the case has no "kind"'));
  const handler = handlers[kind];
  if (!handler) {
    return (CASE_KINDS as readonly string[]).includes(kind)
      ? outcome({ status: 'skipped', reason: `${kind} cases are not supported yet` })
      : outcome(malformed(`unknown kind "${kind}" (known: ${CASE_KINDS.join(', ')})`));
  }
  try {
    return outcome(handler(raw));
  } catch (error) {
    // An engine bug must show up as a failing case, not end the run.
    return outcome({ status: 'failed', expected: raw['expect'], got: null, reason: `engine error: ${errorMessage(error)}` });
  }
}

/** Checks every case of an already-parsed conformance file. */
export function runConformanceData(data: unknown, file: string, handlers: CaseHandlers = caseHandlers()): CaseOutcome[] {
  if (!isPlainObject(data) || !Array.isArray(data['cases'])) {
    return [{ file, name: '(file)', kind: null, verdict: malformed('expected a JSON object { "cases": [ ... ] }') }];
  }
  return data['cases'].map((raw, index) => checkCase(raw, index, file, handlers));
}

/** Parses and checks a conformance file's text. */
export function runConformanceText(text: string, file: string, handlers: CaseHandlers = caseHandlers()): CaseOutcome[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ file, name: '(file)', kind: null, verdict: malformed(`invalid JSON: ${errorMessage(error)}`) }];
  }
  return runConformanceData(data, file, handlers);
}

/** A problem with an input path itself (missing, unreadable, no cases), reported like a case. */
export function inputProblem(file: string, reason: string): CaseOutcome {
  return { file, name: '(input)', kind: null, verdict: malformed(reason) };
}

function compact(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The line printed for a case, or null for a passing case (passes are silent). */
export function formatOutcome(outcome: CaseOutcome): string | null {
  const where = `${outcome.file} › ${outcome.name}`;
  const v = outcome.verdict;
  switch (v.status) {
    case 'passed':
      return null;
    case 'failed':
      return `FAIL ${where}: expected ${compact(v.expected)}, got ${compact(v.got)}${v.reason ? ` (${v.reason})` : ''}`;
    case 'malformed':
      return `MALFORMED ${where}: ${v.reason}`;
    case 'skipped':
      return `SKIP ${where}: ${v.reason}`;
  }
}

export interface ConformanceSummary {
  readonly passed: number;
  /** Failing and malformed cases (and unusable inputs). */
  readonly failed: number;
  readonly skipped: number;
  /** `N passed, N failed` (with `, N skipped` when any were skipped). */
  readonly closingLine: string;
}

export function summarize(outcomes: readonly CaseOutcome[]): ConformanceSummary {
  const count = (...statuses: string[]) => outcomes.filter((o) => statuses.includes(o.verdict.status)).length;
  const passed = count('passed');
  const failed = count('failed', 'malformed');
  const skipped = count('skipped');
  const closingLine = `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
  return { passed, failed, skipped, closingLine };
}
