/**
 * What the score calculator holds, as plain data: the cards in each pile and on the
 * field, the round's month, the koi-koi calls and (for a whole round) who stopped.
 * Pure functions only, so the URL codec and the unit tests share it with the island.
 *
 * Seats are absolute ("you" and "opponent"); the engine scores from the scorer's side
 * (`self`/`opponent`), and `callsFor` turns one into the other.
 */
import { getCard, type CardId, type Month } from '../../engine/cards';
import { callsSeenBy, type Caller } from '../../engine/scoring/yaku';

export const CALC_MODES = ['pile', 'round'] as const;
export type CalcMode = (typeof CALC_MODES)[number];

export const SEATS = ['you', 'opponent'] as const;
export type Seat = (typeof SEATS)[number];

/** The card sets the picker can fill. */
export const CARD_SETS = ['pile', 'opponentPile', 'fieldAtDeal', 'fieldAtEnd'] as const;
export type CardSet = (typeof CARD_SETS)[number];

/**
 * A card can be in only one of these at the end of a round: captured by you, captured
 * by the opponent, or still on the field. The field as dealt is a different moment, so
 * a card may be there and in a pile.
 */
export const EXCLUSIVE_SETS: readonly CardSet[] = ['pile', 'opponentPile', 'fieldAtEnd'];

/** Words for each set, used by the picker and by link messages alike. */
export const CARD_SET_LABEL: Readonly<Record<CardSet, string>> = {
  pile: 'your pile',
  opponentPile: 'the opponent’s pile',
  fieldAtDeal: 'the field at the deal',
  fieldAtEnd: 'the field at the end',
};

export const SEAT_LABEL: Readonly<Record<Seat, string>> = { you: 'You', opponent: 'Your opponent' };

/** A generous bound that keeps a hand-edited link from asking for thousands of calls. */
export const MAX_CALLS = 20;

export interface CalculatorState {
  readonly mode: CalcMode;
  readonly pile: readonly CardId[];
  readonly opponentPile: readonly CardId[];
  /** The round's month (for Cards of the Month); null when not given. */
  readonly month: Month | null;
  /** Koi-koi calls in order, by seat. */
  readonly calls: readonly Seat[];
  readonly fieldAtDeal: readonly CardId[];
  readonly fieldAtEnd: readonly CardId[];
  /** Round mode: who stopped (shōbu) and so scores. */
  readonly stopper: Seat;
}

export const EMPTY_STATE: CalculatorState = {
  mode: 'pile',
  pile: [],
  opponentPile: [],
  month: null,
  calls: [],
  fieldAtDeal: [],
  fieldAtEnd: [],
  stopper: 'you',
};

/** Deck order, so equal sets look (and encode) the same. */
export function sortCards(cards: Iterable<CardId>): CardId[] {
  return [...new Set(cards)].sort((a, b) => getCard(a).index - getCard(b).index);
}

/** Which sets hold the card. */
export function setsOf(state: CalculatorState, card: CardId): CardSet[] {
  return CARD_SETS.filter((set) => state[set].includes(card));
}

export interface ToggleResult {
  readonly state: CalculatorState;
  readonly added: boolean;
  /** Exclusive sets the card was taken out of to go where it was asked. */
  readonly movedFrom: readonly CardSet[];
}

/** Adds the card to `set`, or takes it out if it is there; keeps the exclusive sets exclusive. */
export function toggleCard(state: CalculatorState, set: CardSet, card: CardId): ToggleResult {
  if (state[set].includes(card)) {
    return { state: { ...state, [set]: state[set].filter((c) => c !== card) }, added: false, movedFrom: [] };
  }
  const next: Record<CardSet, readonly CardId[]> = {
    pile: state.pile,
    opponentPile: state.opponentPile,
    fieldAtDeal: state.fieldAtDeal,
    fieldAtEnd: state.fieldAtEnd,
  };
  const movedFrom: CardSet[] = [];
  if (EXCLUSIVE_SETS.includes(set)) {
    for (const other of EXCLUSIVE_SETS) {
      if (other !== set && next[other].includes(card)) {
        next[other] = next[other].filter((c) => c !== card);
        movedFrom.push(other);
      }
    }
  }
  next[set] = sortCards([...next[set], card]);
  return { state: { ...state, ...next }, added: true, movedFrom };
}

/** The seat on the other side of the table. */
export function otherSeat(seat: Seat): Seat {
  return seat === 'you' ? 'opponent' : 'you';
}

/** The calls as the engine wants them: seen from the scorer's side. */
export function callsFor(scorer: Seat, calls: readonly Seat[]): Caller[] {
  return callsSeenBy(scorer, calls);
}

/** The seat whose pile is scored: you for a single pile, the stopper for a round. */
export function scorerOf(state: CalculatorState): Seat {
  return state.mode === 'round' ? state.stopper : 'you';
}

export function pileOf(state: CalculatorState, seat: Seat): readonly CardId[] {
  return seat === 'you' ? state.pile : state.opponentPile;
}

export function pileSetOf(seat: Seat): CardSet {
  return seat === 'you' ? 'pile' : 'opponentPile';
}
