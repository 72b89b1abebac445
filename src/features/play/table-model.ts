/**
 * What the table shows beside the cards, asked of the engine: each player's scoring yaku
 * and what they are one card away from, how a played card would capture, and what is at
 * stake in a koi-koi decision. Nothing here decides a rule; it reads the engine's answers.
 */
import { CARD_IDS, getCard, type CardId, type Kind } from '../../engine/cards';
import { OPTION_SPECS } from '../../engine/rules/options';
import { oneCardAway } from '../../engine/scoring/one-card-away';
import { captureOptions, koikoiRestrictions, scoreIfStopped, type PlayerIndex, type RoundState } from '../../engine/round';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import { scoreItemName, type Caller, type ScoreContext, type ScoreItemId } from '../../engine/scoring/yaku';
import { valueMeaning } from '../rules-choice/option-format';
import { YOU, cardsText } from './words';
import { shortName } from '../../words/card-names';
import { KOIKOI_RESTRICTION_TEXT } from '../../words/decisions';

const other = (p: PlayerIndex): PlayerIndex => (p === 0 ? 1 : 0);

export function contextFor(state: RoundState, p: PlayerIndex): ScoreContext {
  return {
    month: state.month,
    field: state.field,
    fieldAtDeal: state.fieldAtDeal,
    calls: state.calls.map((c): Caller => (c === p ? 'self' : 'opponent')),
    opponentCaptured: state.captured[other(p)],
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
export function pileProgress(state: RoundState, p: PlayerIndex): PileProgress {
  const ctx = contextFor(state, p);
  const explanation = scoreCaptured(state.captured[p], ctx, state.rules);
  const taken = new Set([...state.captured[0], ...state.captured[1]]);
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
  const near = [...byYaku.entries()].map(([id, cards]) => ({ id, name: scoreItemName(id), cards }));
  return { explanation, near };
}

/** "needs Boar" / "needs Curtain or Full Moon" / "needs any of 3 cards". */
export function nearText(n: NearYaku): string {
  if (n.cards.length === 1) return `needs ${cardsText(n.cards)}`;
  if (n.cards.length === 2) return `needs ${shortName(n.cards[0]!)} or ${shortName(n.cards[1]!)}`;
  return `needs any of ${n.cards.length} cards`;
}

/** The field cards a hand card would take (each option is one choice). */
export function matchesOf(state: RoundState, card: CardId): CardId[][] {
  return captureOptions(card, state.field, state.lightningWild);
}

export interface Stakes {
  /** Points if the player stops now, and how they are counted. */
  readonly stopPoints: number;
  readonly explanation: ScoreExplanation | null;
  /** Sentences about calling koi-koi under these rules. */
  readonly koikoi: readonly string[];
  /** What the opponent is one card away from. */
  readonly opponentNear: readonly NearYaku[];
  readonly cardsLeft: { readonly hand: number; readonly opponentHand: number; readonly pile: number };
}

/** What the decision-maker (p) risks and gains, in the rule set's own words. */
export function decisionStakes(state: RoundState, p: PlayerIndex): Stakes {
  const o = state.rules.options;
  const stop = scoreIfStopped(state, p, true);
  const koikoi: string[] = [];
  const opponent = p === YOU ? 'the computer' : 'you';
  koikoi.push(
    `Koi-koi: play goes on and you may add to your yaku, but if ${opponent} ${p === YOU ? 'makes' : 'make'} a yaku and ${p === YOU ? 'stops' : 'stop'} first, ${p === YOU ? 'you score nothing' : 'the computer scores nothing'} this round.`,
  );
  const multiplier = valueMeaning('koikoiMultiplier', o.koikoiMultiplier);
  if (multiplier) koikoi.push(`${OPTION_SPECS.koikoiMultiplier.label} in these rules: ${multiplier}.`);
  if (o.sevenPlusDouble) koikoi.push('A base of 7 points or more doubles.');
  for (const code of koikoiRestrictions(state.rules)) {
    // The minimum is left out: a decision on offer has already met it.
    if (code !== 'below-minimum') koikoi.push(KOIKOI_RESTRICTION_TEXT[code][p === YOU ? 'you' : 'computer']);
  }
  const opp = other(p);
  const progress = pileProgress(state, opp);
  return {
    stopPoints: stop.points,
    explanation: stop.explanation,
    koikoi,
    opponentNear: progress.near,
    cardsLeft: { hand: state.hands[p].length, opponentHand: state.hands[opp].length, pile: state.pile.length - state.pileTop },
  };
}

/** "Three Brights 6" lines for a compact yaku list. */
export function scoringLines(x: ScoreExplanation): { name: string; points: number }[] {
  return [
    ...x.yaku.filter((y) => y.owner === 'self').map((y) => ({ name: y.name, points: y.points })),
    ...x.bonuses.filter((b) => b.owner === 'self').map((b) => ({ name: scoreItemName(b.id), points: b.points })),
  ];
}

