/**
 * Lucky hands (teyaku) and the matching field deals. These look only at cards as dealt; what a
 * lucky hand then does (win, redeal, nothing: the `teyaku` option) is the round's business.
 */
import { getCard, type CardId, type Month } from '../cards';
import type { RuleSet } from '../rules/ruleset';
import type { LuckyHandId } from './yaku-ids';

/** Months of which all four cards are among `cards`, in calendar order. */
export function completeMonths(cards: readonly CardId[]): Month[] {
  const counts = monthCounts(cards);
  return [...counts].filter(([, n]) => n === 4).map(([month]) => month).sort((a, b) => a - b);
}

function monthCounts(cards: readonly CardId[]): Map<Month, number> {
  const counts = new Map<Month, number>();
  for (const card of new Set(cards)) {
    const month = getCard(card).month;
    counts.set(month, (counts.get(month) ?? 0) + 1);
  }
  return counts;
}

/**
 * Whether the cards split entirely into pairs of months: four pairs in an 8-card deal (a four
 * of a kind counts as two pairs). Reading for 10-card hands: five pairs are needed.
 */
export function isMadeOfPairs(cards: readonly CardId[]): boolean {
  const unique = new Set(cards);
  if (unique.size === 0 || unique.size % 2 !== 0) return false;
  return [...monthCounts([...unique]).values()].every((n) => n % 2 === 0);
}

export interface LuckyHand {
  readonly id: LuckyHandId;
  readonly points: number;
  /** The months that make it (the complete month(s), or every paired month). */
  readonly months: readonly Month[];
  readonly cards: readonly CardId[];
}

/**
 * The lucky hands a dealt hand holds that the rule set plays (a lucky hand whose value is
 * `null` in `yakuPoints` is not one). Does not look at the `teyaku` option.
 */
export function findLuckyHands(hand: readonly CardId[], rules: RuleSet): LuckyHand[] {
  const table = rules.options.yakuPoints;
  const sorted = [...new Set(hand)].sort((a, b) => getCard(a).index - getCard(b).index);
  const found: LuckyHand[] = [];
  const teshi = table.teshi;
  const fours = completeMonths(sorted);
  if (teshi && fours.length > 0) {
    found.push({
      id: 'teshi',
      points: teshi.points,
      months: fours,
      cards: sorted.filter((c) => fours.includes(getCard(c).month)),
    });
  }
  const kuttsuki = table.kuttsuki;
  if (kuttsuki && isMadeOfPairs(sorted)) {
    const months = [...new Set(sorted.map((c) => getCard(c).month))].sort((a, b) => a - b);
    found.push({ id: 'kuttsuki', points: kuttsuki.points, months, cards: sorted });
  }
  return found;
}

/**
 * Points a hand's lucky hands earn: the better one, or all added under
 * `teyakuBothInHand: stack`.
 */
export function luckyHandPoints(hands: readonly LuckyHand[], rules: RuleSet): number {
  if (hands.length === 0) return 0;
  if (rules.options.teyakuBothInHand === 'stack') return hands.reduce((sum, h) => sum + h.points, 0);
  return Math.max(...hands.map((h) => h.points));
}
