/**
 * What another player's past plays say about their hand, from the public record only.
 *
 * Players nearly always capture when they can: throwing a card away while holding a card that
 * matches the field is rare. So when a player threw a card away, every unseen card of a month
 * that was on the field at that moment is unlikely to be in their hand now (under the standard
 * turn structure a hand only shrinks, so it would have been there then too). The expert deals
 * such cards to that player less often in its determinisations; with three players each
 * opponent's throws speak for their own hand.
 */
import type { CardId } from '../cards';
import type { PlayerView } from '../round';
import { fieldSize } from '../round/round';
import type { Seat } from '../round/seats';
import type { Rng } from '../random';
import { indexOf, monthOfIndex } from './sim';

/**
 * Unseen cards that `seat` (another player than the view's) probably does not hold (see
 * above), or null when nothing can be inferred (another turn structure, the wild Lightning,
 * cards known to be in their hand, no throw of theirs while the field held a match).
 */
export function unlikelyInHandOf(view: PlayerView, seat: Seat): Set<CardId> | null {
  const o = view.rules.options;
  if (o.turnStructure !== 'standard' || view.lightningWild || view.knownInHands[seat].length > 0) return null;
  const field: CardId[] = view.fieldAtDeal.slice(0, fieldSize(o));
  const months = new Set<number>();
  for (const e of view.log) {
    if (e.type === 'field-capture') {
      for (const c of e.captured) field.splice(field.indexOf(c), 1);
      field.push(...e.replacements);
    } else if (e.type === 'play' || e.type === 'draw') {
      if (e.type === 'play' && e.player === seat && e.captured.length === 0) {
        for (const c of field) months.add(monthOfIndex(indexOf(c)));
      }
      if (e.captured.length === 0) field.push(e.card);
      else for (const c of e.captured) {
        const at = field.indexOf(c);
        if (at >= 0) field.splice(at, 1);
      }
    }
  }
  if (months.size === 0) return null;
  const out = new Set<CardId>();
  for (const c of view.unseen) if (months.has(monthOfIndex(indexOf(c)))) out.add(c);
  return out.size > 0 ? out : null;
}

/**
 * Deals `count` of `cards` to one hand, each card weighted (1, or `weight` for the unlikely
 * ones), by weighted sampling without replacement; returns [hand, rest in random order].
 */
export function weightedDeal(
  cards: readonly CardId[],
  count: number,
  unlikely: ReadonlySet<CardId>,
  weight: number,
  rng: Rng,
): [CardId[], CardId[]] {
  // Efraimidis–Spirakis: the `count` largest keys u^(1/w), i.e. log(u)/w.
  const keyed = cards.map((c) => ({ c, key: Math.log(1 - rng.next()) / (unlikely.has(c) ? weight : 1) }));
  keyed.sort((a, b) => b.key - a.key);
  const hand = keyed.slice(0, count).map((k) => k.c);
  const rest = keyed.slice(count).map((k) => k.c);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = rest[i]!;
    rest[i] = rest[j]!;
    rest[j] = t;
  }
  return [hand, rest];
}
