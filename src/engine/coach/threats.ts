/**
 * Which other player a move hands a card to, from public facts only (the piles, the field, the
 * player's own hand and what they cannot see): a card the move leaves on the field (a throw, or
 * a lay under `handCapture: optional`) that another player is one card from a yaku with, and
 * could take (a card of its month is still out of sight, or known to be in their hand). The
 * coach's `better-move` reason names that player (reasons.ts).
 */
import { CARDS, type CardId } from '../cards';
import { CardSet, HALF_MASK, hasIndex, monthOfIndex } from '../card-set';
import { effectOf } from '../ai/analysis';
import { nearYaku, targetTable } from '../ai/knowledge';
import type { ScoreItemId } from '../scoring/yaku-ids';
import type { PlayerView, RoundAction } from '../round/types';
import { othersOf, seatCount, type Seat } from '../round/seats';

export interface FedThreat {
  readonly seat: Seat;
  readonly card: CardId;
  readonly yaku: ScoreItemId;
}

/** The card `action` leaves on the field, or null when it leaves none (it captures, or is no play). */
function cardLeftOnField(view: PlayerView, action: RoundAction): CardId | null {
  if (action.type !== 'play') return null;
  const { card, taken } = effectOf(view, action);
  return card !== null && taken.length === 0 ? card : null;
}

/** The other player (first in turn order) who is one card from a yaku with `card`, and could take it. */
export function threatFedBy(view: PlayerView, card: CardId): FedThreat | null {
  const n = seatCount(view.rules.options);
  const table = targetTable(view.rules, view.month);
  const captured = CardSet.fromCards(view.captured.flat());
  const freeLo = ~captured.lo & HALF_MASK;
  const freeHi = ~captured.hi & HALF_MASK;
  const unseen = CardSet.fromCards([...view.unseen, ...view.knownInHands.flat()]);
  const k = CARDS.findIndex((c) => c.id === card);
  const month = monthOfIndex(k);
  for (const seat of othersOf(view.player, n)) {
    // A card of the month that may be in their hand: out of sight, or taken face up into it.
    const mates = CARDS.filter((c) => c.month === month && c.id !== card).map((c) => c.id);
    if (!mates.some((m) => view.unseen.includes(m) || view.knownInHands[seat].includes(m))) continue;
    const pile = CardSet.fromCards(view.captured[seat]);
    const near = nearYaku(table, pile.lo, pile.hi, freeLo, freeHi, unseen.lo, unseen.hi, 1);
    const hit = near.find((y) => hasIndex(y.target.lo, y.target.hi, k));
    if (hit) return { seat, card, yaku: hit.target.id };
  }
  return null;
}

/**
 * What the move made (`chosen`) hands another player that the better move (`best`) did not:
 * null when it leaves no such card, or the better move leaves that player the same card.
 */
export function fedThreat(view: PlayerView, chosen: RoundAction, best: RoundAction): FedThreat | null {
  const card = cardLeftOnField(view, chosen);
  if (card === null) return null;
  const fed = threatFedBy(view, card);
  if (fed === null) return null;
  const other = cardLeftOnField(view, best);
  return other === card ? null : fed;
}
