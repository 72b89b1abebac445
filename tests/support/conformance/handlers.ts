/**
 * Which engine checks each case kind. The round engine plugs in here: add
 * `round: checkRoundCase` (from `../round/`) to DEFAULT_CASE_HANDLERS, or call
 * `registerCaseHandler('round', …)` before running. Until then round cases are skipped as
 * "not supported yet".
 */
import type { CaseHandler } from './case';
import { checkScoreCase } from './score-case';
import { checkRoundCase } from './round-case';
import { checkRulesCase } from './rules-case';

export type CaseHandlers = Readonly<Record<string, CaseHandler>>;

export const DEFAULT_CASE_HANDLERS: CaseHandlers = {
  score: checkScoreCase,
  round: checkRoundCase,
  rules: checkRulesCase,
};

const registered: Record<string, CaseHandler> = { ...DEFAULT_CASE_HANDLERS };

/** Adds or replaces the handler of a case kind for every later `caseHandlers()` call. */
export function registerCaseHandler(kind: string, handler: CaseHandler): void {
  registered[kind] = handler;
}

/** The handlers currently registered (the defaults plus any registered since). */
export function caseHandlers(): CaseHandlers {
  return { ...registered };
}
