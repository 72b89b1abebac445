/**
 * What every exercise's check returns, and the helpers more than one exercise needs: a rule
 * set with some options forced and a full two-player deal from a lesson's position.
 */
import { CARD_IDS, buildRuleSet, type CardId, type RuleSet } from '../../../../engine';
import { bySeat, type Deal, type TwoSeats } from '../../../../engine/round';
import { POINTS, countOf } from '../../../../words/plural';

export interface Verdict {
  readonly correct: boolean;
  /** One or two sentences for the reader: why it is right or what to look at. */
  readonly message: string;
}

/** "1 point", "6 points": a score in a verdict. */
export const points = (n: number) => countOf(n, POINTS);

/** A rule set like the reader's, with some options forced (an exercise that needs an 8-card deal, say). */
export function withOverrides(rules: RuleSet, forced: Record<string, unknown>): RuleSet {
  const built = buildRuleSet(rules.preset, { ...rules.overrides, ...forced });
  if (built.ok) return built.value;
  const fallback = buildRuleSet(rules.preset, forced);
  return fallback.ok ? fallback.value : rules;
}

/** Fills a two-player deal (lessons are two-player positions): the given hands and field, then `pileTop` on top of the pile, then every other card in deck order. */
export function completeDeal(hands: TwoSeats<readonly CardId[]>, field: readonly CardId[], pileTop: readonly CardId[] = []): Deal {
  const used = new Set<CardId>([...hands[0], ...hands[1], ...field, ...pileTop]);
  return { hands: bySeat(2, (p) => (p === 0 ? hands[0] : hands[1])), field, pile: [...pileTop, ...CARD_IDS.filter((c) => !used.has(c))] };
}
