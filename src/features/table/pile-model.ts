/**
 * What the table shows of the captured piles and a koi-koi decision, from one player's view of
 * the round: each pile grouped by kind with its yaku and the yaku one card away, the capture
 * options of a hand card, and what is at stake in a decision (its terms and the pile's score if
 * the player stopped). Read by the table's model (table-model.ts), the piles and the panels.
 */
import { CARD_IDS, getCard, type CardId, type Kind } from '../../engine/cards';
import { oneCardAway } from '../../engine/scoring/one-card-away';
// Engine modules by path, not the round barrel (which also carries the score keeper's ledger).
import { captureOptions } from '../../engine/round/round';
import { koikoiRestrictions } from '../../engine/round/decisions';
import type { KoikoiRefusalCode, PlayerIndex, PlayerView } from '../../engine/round';
import type { RuleOptions } from '../../engine/rules/options';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import { SAKE_CUP, callsSeenBy, type ScoreContext, type ScoreItemId } from '../../engine/scoring/yaku';
import { cardsText } from './words';
import { shortName } from '../../words/card-names';
import { yakuName } from '../../words/yaku-names';
import { seatCountOf, othersOf } from '../../engine/round/seats';

/** The other seats of the view's table, in turn order after `p` (one with two seats, two with three). */
export const othersIn = (view: PlayerView, p: PlayerIndex): readonly PlayerIndex[] => othersOf(p, seatCountOf(view.captured));

export function contextFor(state: PlayerView, p: PlayerIndex): ScoreContext {
  const others = othersOf(p, seatCountOf(state.captured));
  return {
    month: state.month,
    field: state.field,
    fieldAtDeal: state.fieldAtDeal,
    calls: callsSeenBy(p, state.calls),
    othersCaptured: others.map((q) => state.captured[q]),
  };
}

export const KIND_TITLES: Record<Kind, string> = { bright: 'Brights', animal: 'Animals', ribbon: 'Ribbons', chaff: 'Chaff' };
export const KIND_ORDER: readonly Kind[] = ['bright', 'animal', 'ribbon', 'chaff'];

/** A pile grouped by kind, each group in deck order. */
export function groupByKind(cards: readonly CardId[]): { kind: Kind; cards: CardId[] }[] {
  return KIND_ORDER.map((kind) => ({
    kind,
    cards: cards.filter((c) => getCard(c).kind === kind).sort((a, b) => getCard(a).index - getCard(b).index),
  }));
}

export interface NearYaku {
  readonly id: ScoreItemId;
  readonly name: string;
  /** The cards, any one of which would complete it (among those still in play). */
  readonly cards: readonly CardId[];
}

export interface PileProgress {
  readonly explanation: ScoreExplanation;
  /** Yaku one card away from scoring, most valuable first. */
  readonly near: readonly NearYaku[];
}

/**
 * The player's yaku now and the yaku one card away. Only cards still in play count (not
 * already in either pile), so "one card away" is a real chance, not a dead one.
 */
export function pileProgress(state: PlayerView, p: PlayerIndex): PileProgress {
  const ctx = contextFor(state, p);
  const explanation = scoreCaptured(state.captured[p], ctx, state.rules);
  const taken = new Set(state.captured.flat());
  const available = CARD_IDS.filter((c) => !taken.has(c));
  const hints = oneCardAway(state.captured[p], ctx, state.rules, available);
  const byYaku = new Map<ScoreItemId, CardId[]>();
  for (const h of hints) {
    for (const id of h.newYaku) {
      const list = byYaku.get(id);
      if (list) list.push(h.card);
      else byYaku.set(id, [h.card]);
    }
  }
  const near = [...byYaku.entries()].map(([id, cards]) => ({ id, name: yakuName(id), cards }));
  return { explanation, near };
}

/** "needs Boar" / "needs Curtain or Full Moon" / "needs any of 3 cards". */
export function nearText(n: NearYaku): string {
  if (n.cards.length === 1) return `needs ${cardsText(n.cards)}`;
  if (n.cards.length === 2) return `needs ${shortName(n.cards[0]!)} or ${shortName(n.cards[1]!)}`;
  return `needs any of ${n.cards.length} cards`;
}

/** The field cards a hand card would take (each option is one choice). */
export function matchesOf(state: PlayerView, card: CardId): CardId[][] {
  return captureOptions(card, state.field, state.lightningWild);
}

/**
 * A score explanation as the game shows it: the note on how the Sake Cup counted kept only
 * for a pile where it counted, among the cards of a yaku that scores. The engine notes the
 * cup's reading for every pile that holds it (the calculator's table of a pile shows them
 * all); at a round's end that note under a round won by Poetry Ribbons alone read as if the
 * cup had scored.
 */
export function shownExplanation(x: ScoreExplanation): ScoreExplanation {
  const counted = x.sakeCup.filter((use) => x.yaku.some((y) => y.owner === use.owner && y.cards.includes(SAKE_CUP)));
  return counted.length === x.sakeCup.length ? x : { ...x, sakeCup: counted };
}

/** What the rule set says about calling koi-koi, as data. */
export interface KoikoiTerms {
  readonly multiplier: RuleOptions['koikoiMultiplier'];
  readonly sevenPlusDouble: boolean;
  readonly restrictions: readonly Exclude<KoikoiRefusalCode, 'below-minimum'>[];
}

export interface Stakes {
  /** Points if the player stops now, and how they are counted. */
  readonly stopPoints: number;
  readonly explanation: ScoreExplanation | null;
  /** Who decides, and what these rules say about a koi-koi (worded by stakes-words.ts, loaded with the panel). */
  readonly decider: PlayerIndex;
  readonly koikoiTerms: KoikoiTerms;
  /** What the opponent (either opponent, at a table of three) is one card away from. */
  readonly opponentNear: readonly NearYaku[];
  /** How many other seats there are (1 or 2): the panel's words for "the computer" or "the others". */
  readonly others: number;
  readonly cardsLeft: { readonly hand: number; readonly opponentHand: number; readonly pile: number };
  /**
   * Whether a koi-koi now leaves the decider no further turn: 'last-turn' (their hand is empty,
   * only the opponent plays on) or 'ends-now' (both hands are empty: the round runs out at
   * once); null when they will play again. With it, what the rules do when the round runs out.
   */
  readonly lastTurn: 'last-turn' | 'ends-now' | null;
  readonly runOut: RuleOptions['exhaustiveDraw'];
}

/** What the decision-maker (p) risks and gains, in the rule set's own words. */
export function decisionStakes(state: PlayerView, p: PlayerIndex): Stakes {
  const o = state.rules.options;
  // Stopping scores the pile as it stands (the engine's scoreIfStopped, explained).
  const explanation = scoreCaptured(state.captured[p], contextFor(state, p), state.rules);
  const stop = { points: explanation.total, explanation };
  const koikoiTerms: KoikoiTerms = {
    multiplier: o.koikoiMultiplier,
    sevenPlusDouble: o.sevenPlusDouble,
    // The minimum is left out: a decision on offer has already met it.
    restrictions: koikoiRestrictions(state.rules).filter((c): c is Exclude<KoikoiRefusalCode, 'below-minimum'> => c !== 'below-minimum'),
  };
  const others = othersIn(state, p);
  // With two opponents, what either is one card away from (the first to move next first).
  const opponentNear = others.flatMap((q) => pileProgress(state, q).near);
  const othersHands = others.reduce<number>((sum, q) => sum + state.handCounts[q], 0);
  return {
    stopPoints: stop.points,
    explanation: stop.explanation,
    decider: p,
    koikoiTerms,
    opponentNear,
    others: others.length,
    cardsLeft: { hand: state.hand.length, opponentHand: othersHands, pile: state.pileCount },
    // A turn needs a card in the hand (every turn structure plays from the hand), so an empty
    // hand is the decider's last turn; every hand empty and the round ends with this call.
    lastTurn: state.hand.length > 0 ? null : othersHands > 0 ? 'last-turn' : 'ends-now',
    runOut: o.exhaustiveDraw,
  };
}

/** "Three Brights 6" lines for a compact yaku list. */
export function scoringLines(x: ScoreExplanation): { name: string; points: number }[] {
  return [
    ...x.yaku.filter((y) => y.owner === 'self').map((y) => ({ name: yakuName(y.id), points: y.points })),
    ...x.bonuses.filter((b) => b.owner === 'self').map((b) => ({ name: yakuName(b.id), points: b.points })),
  ];
}
