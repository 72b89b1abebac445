/**
 * What one player may see of a round (`playerView`): their own hand, the field, every
 * captured pile, the record; the other hands and the pile only as counts (and the cards another
 * seat took face up). Once the round has ended, `revealed` adds what the end turns face up
 * (every hand).
 * Computer opponents get nothing else. `sampleState` turns a view back into a full state by dealing
 * the unseen cards at random (a determinisation), so an AI can simulate playouts without
 * ever reading the real hidden cards.
 */
import { CARD_IDS, type CardId } from '../cards';
import { shuffle, type Rng } from '../random';
import { applyAction, legalActions } from './round';
import { bySeat, othersOf, seatCount, withSeat } from './seats';
import type { PlayerIndex, PlayerView, RoundAction, RoundLogEntry, RoundState } from './types';

/** Cards a seat took face up into their hand (unmatched-draw-to-hand) and still holds. */
function knownInHand(log: readonly RoundLogEntry[], seat: PlayerIndex): CardId[] {
  const known = new Set<CardId>();
  for (const e of log) {
    if (e.type === 'draw-to-hand' && e.player === seat && e.faceUp) known.add(e.card);
    else if (e.type === 'play' && e.player === seat) known.delete(e.card);
  }
  return [...known];
}

/**
 * What another seat is shown while lucky hands are being decided (teyaku: holder-may-redeal):
 * the round as it will stand if every holder plays on (the dealer's first turn), so that the
 * phase, whose move it is and the hand counts do not tell that anyone holds a lucky hand, nor
 * who. The holders' choices to play on stay out of the log (as `playerView` hides them anyway);
 * a redeal is public when it is made (the misdeal shows the hand). What this shows of the deal
 * (in draw-first-play-two, the dealer's first draw) is either what will happen or, after a
 * redeal, a card of a deal thrown away.
 */
function asIfPlayedOn(state: RoundState): RoundState {
  let shown = state;
  while (shown.phase === 'lucky-hand') {
    const next = applyAction(shown, { type: 'luckyHand', choice: 'play' });
    if (!next.ok) return state; // cannot happen: 'play' is always legal in this phase
    shown = next.value;
  }
  const added = shown.log.slice(state.log.length).filter((e) => e.type !== 'lucky-hand');
  return { ...shown, log: [...state.log, ...added] };
}

export function playerView(state: RoundState, player: PlayerIndex): PlayerView {
  // The holder deciding sees its own decision; every other seat sees nothing of it.
  if (state.phase === 'lucky-hand' && state.toMove !== player) return playerView(asIfPlayedOn(state), player);
  const n = seatCount(state.rules.options);
  const seen = new Set<CardId>([...state.hands[player], ...state.field, ...state.captured.flat()]);
  if (state.drawn) seen.add(state.drawn);
  const knownInHands = bySeat(n, (p) => (p === player ? [] : knownInHand(state.log, p)));
  for (const c of knownInHands.flat()) seen.add(c);
  const unseen = CARD_IDS.filter((c) => !seen.has(c));
  return {
    version: 1,
    player,
    rules: state.rules,
    month: state.month,
    dealer: state.dealer,
    fieldAtDeal: state.fieldAtDeal,
    lightningWild: state.lightningWild,
    hand: state.hands[player],
    handCounts: bySeat(n, (p) => state.hands[p].length),
    field: state.field,
    pileCount: state.pile.length - state.pileTop,
    captured: state.captured,
    phase: state.phase,
    toMove: state.toMove,
    turn: state.turn,
    playsLeft: state.playsLeft,
    drawLeft: state.drawLeft,
    drawn: state.drawn,
    turnStartCaptured: state.turnStartCaptured,
    turnStartField: state.turnStartField,
    calls: state.calls,
    lastYaku: state.lastYaku,
    decision: state.decision,
    luckyHand: state.phase === 'lucky-hand' && state.toMove === player ? (state.luckyHandsToAsk[0] ?? null) : null,
    // Hidden: a card another seat took face down (hidden-draw, draw-first-play-two), and another
    // seat's choice to play on with a lucky hand (which would tell that they hold one).
    log: state.log
      .filter((e) => !(e.type === 'lucky-hand' && e.player !== player && e.choice === 'play'))
      .map((e) =>
        e.type === 'draw-to-hand' && e.player !== player && !e.faceUp
          ? { type: 'draw-to-hand' as const, player: e.player, card: null, faceUp: false as const }
          : e,
      ),
    unseen,
    knownInHands,
    result: state.result,
    // The engine, not the table, decides what the end of a round shows: every hand.
    revealed: state.phase === 'ended' ? { hands: state.hands } : null,
  };
}

/** The actions the viewing player may take now (empty when it is not their move). */
export function viewLegalActions(view: PlayerView): RoundAction[] {
  if (view.toMove !== view.player || view.phase === 'ended') return [];
  // Legal actions depend only on the mover's hand, the field and the phase.
  const stub = {
    rules: view.rules,
    phase: view.phase,
    toMove: view.player,
    hands: withSeat(bySeat(seatCount(view.rules.options), () => []), view.player, view.hand),
    field: view.field,
    drawn: view.drawn,
    lightningWild: view.lightningWild,
  } as unknown as RoundState;
  return legalActions(stub);
}

/**
 * A full state consistent with the view: the unseen cards are shuffled and dealt to each other
 * seat's hand in turn order (after the cards known to be there) and the pile. The result has
 * `deal: null`, `explain: false` and `record: false` (for fast playouts); the real hidden cards are never read.
 */
export function sampleState(view: PlayerView, rng: Rng): RoundState {
  const unknown = shuffle([...view.unseen], rng);
  let hands = withSeat(bySeat(seatCount(view.rules.options), (): readonly CardId[] => []), view.player, view.hand);
  let at = 0;
  for (const q of othersOf(view.player, seatCount(view.rules.options))) {
    const need = view.handCounts[q] - view.knownInHands[q].length;
    hands = withSeat(hands, q, [...view.knownInHands[q], ...unknown.slice(at, at + need)]);
    at += need;
  }
  const pile = unknown.slice(at);
  const log = view.log.filter((e): e is RoundLogEntry => !(e.type === 'draw-to-hand' && e.card === null));
  return {
    version: 1,
    rules: view.rules,
    month: view.month,
    dealer: view.dealer,
    explain: false,
    record: false,
    deal: null,
    fieldAtDeal: view.fieldAtDeal,
    lightningWild: view.lightningWild,
    hands: hands,
    field: view.field,
    pile,
    pileTop: 0,
    captured: view.captured,
    phase: view.phase,
    toMove: view.toMove,
    turn: view.turn,
    playsLeft: view.playsLeft,
    drawLeft: view.drawLeft,
    drawn: view.drawn,
    turnStartCaptured: view.turnStartCaptured,
    turnStartField: view.turnStartField,
    calls: view.calls,
    lastYaku: view.lastYaku,
    decision: view.decision,
    luckyHandsToAsk: view.luckyHand ? [view.luckyHand] : [],
    log,
    result: view.result,
  };
}
