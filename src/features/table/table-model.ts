/**
 * What the table shows, built from one player's view of the round (`PlayerView`): the hand
 * with each card's capture options, the legal actions, the prompt, the pile as a count, the
 * opponent's hand as a count (and what the end of the round reveals), both captured piles
 * with their yaku and the yaku one card away, the last moves, and what is at stake in a
 * koi-koi decision. Built from the view alone, the model cannot show a card the player may
 * not see; nothing here decides a rule, it reads the engine's answers.
 */
import { CARD_IDS, getCard, type CardId, type Kind } from '../../engine/cards';
import { oneCardAway } from '../../engine/scoring/one-card-away';
// Engine modules by path, not the round barrel (which also carries the score keeper's ledger).
import { captureOptions } from '../../engine/round/round';
import { koikoiRestrictions } from '../../engine/round/decisions';
import { viewLegalActions } from '../../engine/round/view';
import type {
  GameStatus,
  KoikoiRefusalCode,
  PendingDecision,
  PlayerIndex,
  PlayerView,
  RoundAction,
  RoundLogEntry,
  RoundPhase,
  RoundResult,
  RoundReveal,
} from '../../engine/round';
import type { Month } from '../../engine/cards';
import type { RuleOptions } from '../../engine/rules/options';
import { openChoice, type FieldChoice } from '../../shared/field-choice';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import { SAKE_CUP, callsSeenBy, type ScoreContext, type ScoreItemId } from '../../engine/scoring/yaku';
import { cardsText } from './words';
import { shortName } from '../../words/card-names';
import { yakuName } from '../../words/yaku-names';

import { bySeat, seatCountOf, othersOf, seatsOf, type BySeat } from '../../engine/round/seats';

/** The other seats of the view's table, in turn order after `p` (one with two seats, two with three). */
const othersIn = (view: PlayerView, p: PlayerIndex): readonly PlayerIndex[] => othersOf(p, seatCountOf(view.captured));

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


// ---------------------------------------------------------------------------------------
// The table's model
// ---------------------------------------------------------------------------------------

/** What the table asks of the person now (the words are the table's). */
export const TABLE_PROMPTS = [
  'start',
  'round-over',
  'opponent-thinking',
  'opponent-turn',
  'move-held',
  'choose-for-played',
  'choose-for-turned',
  'decide',
  'play-two',
  'play-one',
] as const;
export type TablePrompt = (typeof TABLE_PROMPTS)[number];

export interface HandCardModel {
  readonly card: CardId;
  /** The field cards it would take, one entry per choice (empty: it matches nothing). */
  readonly options: readonly (readonly CardId[])[];
}

export interface OpponentHandModel {
  readonly count: number;
  /** Its cards shown face up: what the engine reveals at the end of the round. */
  readonly shown: readonly CardId[];
}

export interface CapturedPileModel {
  readonly cards: readonly CardId[];
  readonly progress: PileProgress;
}

/** A record line as the viewer may read it (an unseen draw into the opponent's hand has no card). */
export type ViewLogEntry = PlayerView['log'][number];
/** A card turned face up from the pile: played to the field, or taken into the hand unmatched. */
export type TurnedEntry = Extract<RoundLogEntry, { type: 'draw' | 'draw-to-hand' }>;

/** The game around the round (not part of a round's view). */
export interface TableGame {
  readonly round: number;
  readonly rounds: number | 'unlimited';
  readonly totals: BySeat<number>;
  readonly status: GameStatus;
}

/** What the person's own table state adds: play started, a card awaiting its choice, the opponent moving. */
export interface TableUi {
  readonly started: boolean;
  readonly pending: CardId | null;
  readonly thinking: boolean;
  /** The feed says this seat's move is made but held (a room waits on another seat): no hand card is live. */
  readonly held?: boolean;
}

export interface TableModel {
  readonly player: PlayerIndex;
  readonly opponent: PlayerIndex;
  readonly game: TableGame;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly phase: RoundPhase;
  readonly turn: number;
  readonly toMove: PlayerIndex;
  /** Plays from the hand still due this turn. */
  readonly playsLeft: number;
  /** The player's move, in a game being played. */
  readonly yourTurn: boolean;
  /** The engine's legal actions for the player (empty when it is not their move). */
  readonly actions: readonly RoundAction[];
  /** A card may be played from the hand now. */
  readonly canPlay: boolean;
  readonly prompt: TablePrompt;
  readonly pending: CardId | null;
  readonly hand: readonly HandCardModel[];
  readonly field: readonly CardId[];
  readonly pileCount: number;
  readonly opponentHand: OpponentHandModel;
  /** Every other seat's hand, in turn order after the player (one with two seats, two with three). */
  readonly opponents: readonly (OpponentHandModel & { readonly seat: PlayerIndex })[];
  /** Both captured piles, indexed by player. */
  readonly piles: BySeat<CapturedPileModel>;
  /** The choice on screen, if any: which field card to take, or (optional capture) take or lay. */
  readonly choice: TableChoice | null;
  /**
   * Choices the engine offers under some rule sets, read from the legal actions only: hand
   * cards that may be laid on the field without capturing (`handCapture: optional`), and a
   * lucky hand's redeal-or-play (`teyaku: holder-may-redeal`).
   */
  readonly layable: readonly CardId[];
  readonly luckyHandChoices: readonly ('redeal' | 'play')[];
  /** The card turned from the pile that waits for a choice (whoever turned it). */
  readonly drawn: CardId | null;
  /** The latest card turned face up from the pile this round, and what it did. */
  readonly lastTurned: TurnedEntry | null;
  /** The latest turn's record lines (those of the player who moved last). */
  readonly lastTurn: readonly ViewLogEntry[];
  readonly log: PlayerView['log'];
  /** The koi-koi calls of the round so far, by seat, in order. */
  readonly calls: readonly PlayerIndex[];
  /** The koi-koi decision on offer to the player, and what it risks and gains. */
  readonly decision: PendingDecision | null;
  readonly stakes: Stakes | null;
  readonly result: RoundResult | null;
  /** What the end of the round reveals (from the engine's view). */
  readonly revealed: RoundReveal | null;
  /**
   * In a round that ran out: each koi-koi caller who held a yaku and scored nothing because
   * the round ran out instead of being stopped (what the call cost them, from the log).
   */
  readonly forfeits: readonly Forfeit[];
}

export interface Forfeit {
  readonly player: PlayerIndex;
  readonly yaku: readonly ScoreItemId[];
  /** Base points held when the call was made. */
  readonly base: number;
}

/** The koi-koi calls that a run-out round made worthless (the caller's last yaku before the call). */
export function forfeitsOf(log: PlayerView['log'], result: RoundResult | null): Forfeit[] {
  if (!result || !result.outcome.code.startsWith('ran-out')) return [];
  const out: Forfeit[] = [];
  for (const p of seatsOf(seatCountOf(result.points))) {
    if (result.points[p] > 0) continue;
    let lastYaku: Extract<RoundLogEntry, { type: 'yaku' }> | null = null;
    let called = false;
    for (const e of log) {
      if (e.player !== p) continue;
      if (e.type === 'yaku') lastYaku = e;
      if (e.type === 'call' && e.call === 'koikoi') called = true;
    }
    if (called && lastYaku) out.push({ player: p, yaku: lastYaku.yaku, base: lastYaku.base });
  }
  return out;
}

/** Both captured piles with their yaku, indexed by player (both are face up to everyone). */
export function capturedPiles(view: PlayerView): BySeat<CapturedPileModel> {
  return bySeat(seatCountOf(view.captured), (p) => ({ cards: view.captured[p], progress: pileProgress(view, p) }));
}

function lastTurnedOf(log: PlayerView['log']): TurnedEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (e.type === 'draw') return e;
    if (e.type === 'draw-to-hand' && e.faceUp && e.card !== null) return { ...e, card: e.card };
  }
  return null;
}

function lastTurnOf(log: PlayerView['log']): ViewLogEntry[] {
  const last = log[log.length - 1];
  if (!last) return [];
  let i = log.length - 1;
  while (i > 0 && log[i - 1]!.player === last.player) i--;
  return log.slice(i);
}

/** A choice as the table shows it: each answer with every field card it takes. */
export interface TableChoice extends FieldChoice {
  /** One entry per take answer, the field cards it takes (three of a month go together). */
  readonly options: readonly (readonly CardId[])[];
}

/**
 * The choice with the cards each answer takes. A card with one capture that may also be laid
 * (`handCapture: optional`) has a choice although its capture names no take (the engine's
 * action needs none): its one answer is that capture, named by its first card.
 */
function tableChoice(view: PlayerView, choice: FieldChoice | null): TableChoice | null {
  if (!choice) return null;
  const groups = matchesOf(view, choice.card);
  if (choice.takes.length === 0) return { ...choice, takes: groups.map((g) => g[0]!), options: groups };
  return { ...choice, options: choice.takes.map((t) => groups.find((g) => g.includes(t)) ?? [t]) };
}

function promptOf(view: PlayerView, game: TableGame, ui: TableUi, yourTurn: boolean, choice: FieldChoice | null): TablePrompt {
  if (!ui.started) return 'start';
  if (game.status !== 'playing') return 'round-over';
  if (!yourTurn) return ui.held ? 'move-held' : ui.thinking ? 'opponent-thinking' : 'opponent-turn';
  if (choice) return choice.turned ? 'choose-for-turned' : 'choose-for-played';
  if (view.phase === 'decision') return 'decide';
  return view.playsLeft > 1 ? 'play-two' : 'play-one';
}

/** The table's model for the viewing player, from their view and the game around it. */
export function tableModel(view: PlayerView, game: TableGame, ui: TableUi): TableModel {
  const player = view.player;
  const others = othersIn(view, player);
  const opponent = others[0] ?? player;
  const handOf = (q: PlayerIndex): OpponentHandModel => ({ count: view.handCounts[q], shown: view.revealed?.hands[q] ?? [] });
  const yourTurn = ui.started && game.status === 'playing' && view.toMove === player && view.phase !== 'ended' && !ui.held;
  const actions = yourTurn ? viewLegalActions(view) : [];
  const canPlay = yourTurn && view.phase === 'play' && actions.length > 0;
  const pending = yourTurn && view.phase === 'play' ? ui.pending : null;
  // The practice game offers laying a matching card (handCapture: optional) in the choice.
  const choice = yourTurn ? tableChoice(view, openChoice(actions, view.drawn, pending, { lay: true })) : null;
  return {
    player,
    opponent,
    game,
    month: view.month,
    dealer: view.dealer,
    phase: view.phase,
    turn: view.turn,
    toMove: view.toMove,
    playsLeft: view.playsLeft,
    yourTurn,
    actions,
    canPlay,
    prompt: promptOf(view, game, ui, yourTurn, choice),
    pending,
    hand: view.hand.map((card) => ({ card, options: matchesOf(view, card) })),
    field: view.field,
    pileCount: view.pileCount,
    opponentHand: handOf(opponent),
    opponents: others.map((q) => ({ seat: q, ...handOf(q) })),
    piles: capturedPiles(view),
    choice,
    layable: actions.flatMap((a) => (a.type === 'play' && 'lay' in a && a.lay ? [a.card] : [])),
    luckyHandChoices: actions.flatMap((a) => (a.type === 'luckyHand' ? [a.choice] : [])),
    drawn: view.drawn,
    lastTurned: lastTurnedOf(view.log),
    lastTurn: lastTurnOf(view.log),
    log: view.log,
    calls: view.calls,
    decision: yourTurn && view.phase === 'decision' ? view.decision : null,
    stakes: yourTurn && view.phase === 'decision' && view.decision ? decisionStakes(view, player) : null,
    result: view.result,
    revealed: view.revealed,
    forfeits: forfeitsOf(view.log, view.result),
  };
}
