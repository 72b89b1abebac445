/**
 * "One card away": for teaching and hints, which single missing card would complete a new
 * yaku or raise the score, and by how much.
 */
import { CARD_IDS, getCard, type CardId } from '../cards';
import type { RuleSet } from '../rules/ruleset';
import { scoreCaptured } from './score';
import { scoringPointsById, type ScoreContext } from './yaku';
import type { ScoreItemId } from './yaku-ids';

export interface OneCardAwayHint {
  readonly card: CardId;
  /** Yaku (or bonuses) that would start to score. */
  readonly newYaku: readonly ScoreItemId[];
  /** Yaku (or bonuses) already scoring that would be worth more. */
  readonly improvedYaku: readonly ScoreItemId[];
  readonly baseBefore: number;
  readonly baseAfter: number;
  readonly totalBefore: number;
  readonly totalAfter: number;
  readonly baseGain: number;
  readonly totalGain: number;
}

/**
 * Every card not yet captured (limited to `available` when given, e.g. the cards still
 * unseen) whose capture would add a scoring yaku or raise the score, best gain first.
 * Capturing a card also takes it off the field at scoring time (which can clear the weather
 * for the viewing yaku).
 */
export function oneCardAway(
  captured: readonly CardId[],
  ctx: ScoreContext,
  rules: RuleSet,
  available?: readonly CardId[],
): OneCardAwayHint[] {
  const have = new Set(captured);
  const before = scoreCaptured([...have], ctx, rules);
  const wasScoring = scoringPointsById(before);
  const candidates = (available ?? CARD_IDS).filter((card, i, all) => !have.has(card) && all.indexOf(card) === i);
  const hints: OneCardAwayHint[] = [];
  for (const card of candidates) {
    const field = ctx.field?.filter((c) => c !== card);
    const after = scoreCaptured([...have, card], { ...ctx, field }, rules);
    const nowScoring = scoringPointsById(after);
    const newYaku: ScoreItemId[] = [];
    const improvedYaku: ScoreItemId[] = [];
    for (const [id, points] of Object.entries(nowScoring)) {
      if (!(id in wasScoring)) newYaku.push(id as ScoreItemId);
      else if (points > (wasScoring[id] ?? 0)) improvedYaku.push(id as ScoreItemId);
    }
    const baseGain = after.base - before.base;
    const totalGain = after.total - before.total;
    if (newYaku.length === 0 && baseGain <= 0 && totalGain <= 0) continue;
    hints.push({
      card,
      newYaku,
      improvedYaku,
      baseBefore: before.base,
      baseAfter: after.base,
      totalBefore: before.total,
      totalAfter: after.total,
      baseGain,
      totalGain,
    });
  }
  return hints.sort(
    (a, b) => b.totalGain - a.totalGain || b.baseGain - a.baseGain || getCard(a.card).index - getCard(b.card).index,
  );
}
