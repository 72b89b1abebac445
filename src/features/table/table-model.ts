/**
 * What the table shows, built from one player's view of the round (`PlayerView`): the hand
 * with each card's capture options, the legal actions, the prompt, the pile as a count, the
 * other seats' hands as counts (and what the end of the round reveals), every captured pile
 * (its yaku and the yaku one card away, and a decision's stakes: pile-model.ts), the last
 * moves. Built from the view alone, the model cannot show a card the player may not see;
 * nothing here decides a rule, it reads the engine's answers.
 */
import type { CardId } from '../../engine/cards';
// Engine modules by path, not the round barrel (which also carries the score keeper's ledger).
import { viewLegalActions } from '../../engine/round/view';
import type {
  GameStatus,
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
import { openChoice, type FieldChoice } from '../../shared/field-choice';
import type { ScoreItemId } from '../../engine/scoring/yaku';
import { bySeat, seatCountOf, seatsOf, type BySeat } from '../../engine/round/seats';
import { decisionStakes, matchesOf, othersIn, pileProgress, type PileProgress, type Stakes } from './pile-model';

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
