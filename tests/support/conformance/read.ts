/**
 * Small readers for the raw JSON of a case: each returns the value or a reason, so handlers
 * can report exactly which field is wrong instead of crashing on it.
 */
import { isCardId, type CardId, type Month } from '../../../src/engine/cards';
import { CALLERS, type Caller } from '../../../src/engine/scoring/yaku';
import { buildRuleSet, type RuleSet } from '../../../src/engine/rules/ruleset';
import { ruleErrorText } from '../../../src/words/rule-errors';

export type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

const good = <T>(value: T): Read<T> => ({ ok: true, value });
const bad = (reason: string): Read<never> => ({ ok: false, reason });

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readCardList(raw: unknown, field: string, optional: boolean): Read<readonly CardId[] | undefined> {
  if (raw === undefined && optional) return good(undefined);
  if (!Array.isArray(raw)) return bad(`"${field}" must be a list of card ids`);
  const seen = new Set<string>();
  for (const card of raw) {
    if (!isCardId(card)) return bad(`"${field}" has an unknown card ${JSON.stringify(card)}`);
    if (seen.has(card)) return bad(`"${field}" lists "${card}" twice`);
    seen.add(card);
  }
  return good(raw as CardId[]);
}

/**
 * The case's month: `month` (1–12), or `round` (1, 2, …: round n is month ((n − 1) mod 12) + 1,
 * so round 13 is January again). Giving both is refused unless they agree.
 */
export function readMonth(raw: unknown, round?: unknown): Read<Month | undefined> {
  if (round !== undefined) {
    if (typeof round !== 'number' || !Number.isInteger(round) || round < 1) {
      return bad(`"round" must be a whole number from 1 up (got ${JSON.stringify(round)})`);
    }
    const fromRound = (((round - 1) % 12) + 1) as Month;
    if (raw !== undefined && raw !== fromRound) return bad(`"month" ${JSON.stringify(raw)} does not match "round" ${round} (month ${fromRound})`);
    return good(fromRound);
  }
  if (raw === undefined) return good(undefined);
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > 12) {
    return bad(`"month" must be a whole number from 1 to 12 (got ${JSON.stringify(raw)})`);
  }
  return good(raw as Month);
}

export function readCalls(raw: unknown): Read<readonly Caller[] | undefined> {
  if (raw === undefined) return good(undefined);
  if (!Array.isArray(raw) || !raw.every((c) => (CALLERS as readonly unknown[]).includes(c))) {
    return bad(`"calls" must be a list of "self" / "opponent" (got ${JSON.stringify(raw)})`);
  }
  return good(raw as Caller[]);
}

export function readWholeNumber(raw: unknown, field: string): Read<number | undefined> {
  if (raw === undefined) return good(undefined);
  if (typeof raw !== 'number' || !Number.isInteger(raw)) return bad(`"${field}" must be a whole number`);
  return good(raw);
}

/** The case's rule set: `rules` (a preset id) with optional `overrides`, built by the engine. */
export function readRules(raw: Record<string, unknown>): Read<RuleSet> {
  if (typeof raw['rules'] !== 'string') return bad('"rules" must be a preset id');
  if (raw['overrides'] !== undefined && !isPlainObject(raw['overrides'])) return bad('"overrides" must be an object of option values');
  const rules = buildRuleSet(raw['rules'], raw['overrides'] ?? {});
  return rules.ok ? good(rules.value) : bad(ruleErrorText(rules.error));
}
