/**
 * The calculator's own player count (issue #30: three players were reachable only by changing
 * the reader's rules on every page in /settings/). The calculator scores under the reader's
 * rules with its own count put in; the reader's saved rules are never touched. Pure.
 */
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { seatCount, type SeatCount } from '../../engine/round/seats';
import type { CalculatorState } from './state';

/** The counts the calculator offers. */
export const PLAYER_COUNTS: readonly SeatCount[] = [2, 3];

/** The count a calculation is for: its own choice, else what the rules seat. */
export function playersOf(state: Pick<CalculatorState, 'players'>, rules: RuleSet): SeatCount {
  return state.players ?? seatCount(rules.options);
}

/**
 * The rules a calculation scores under: `rules` with `players` put in. Choices that a table of
 * that size refuses and that do not touch a pile's score (a hand size of 8 or 10, the
 * koi-koi caller losing a run-out round) fall back to the preset's (buildRuleSet says which);
 * the rules are returned unchanged when nothing else would do.
 */
export function calculatorRules(rules: RuleSet, players: SeatCount | null): RuleSet {
  if (players === null || players === seatCount(rules.options)) return rules;
  const overrides: Record<string, unknown> = { ...rules.overrides, players };
  if (players === 2) delete overrides['players'];
  for (let tries = 0; tries < 4; tries++) {
    const built = buildRuleSet(rules.preset, overrides);
    if (built.ok) return built.value;
    const option = built.error.option;
    if (!option || option === 'players' || !(option in overrides)) return rules;
    delete overrides[option];
  }
  return rules;
}
