/**
 * What the score calculator holds, as plain data: the cards in each pile and on the
 * field, the round's month, the koi-koi calls and (for a whole round) who stopped.
 * Pure functions only, so the URL codec and the unit tests share it with the island.
 *
 * The player count is the calculator's own choice when set (players.ts), else the rules'.
 * Seats are absolute ("you" and "opponent", and "third" when the rules seat three players);
 * the engine scores from the scorer's side (`self`/`opponent`), and `callsFor` turns one into
 * the other.
 */
import { getCard, type CardId, type Month } from '../../engine/cards';
import type { SeatCount } from '../../engine/round/seats';
import { callsSeenBy, type Caller } from '../../engine/scoring/yaku';

export const CALC_MODES = ['pile', 'round'] as const;
export type CalcMode = (typeof CALC_MODES)[number];

/**
 * The seats of a link: 'you' and 'opponent' at a table of two (as links always had them), and
 * 'third' (the other of your two opponents) at a table of three.
 */
export const SEATS = ['you', 'opponent', 'third'] as const;
export type Seat = (typeof SEATS)[number];

/** The seats at a table of `n`. */
export function seatsAt(n: SeatCount): readonly Seat[] {
  return n === 3 ? SEATS : SEATS.slice(0, 2);
}

/** The card sets the picker can fill. */
export const CARD_SETS = ['pile', 'opponentPile', 'thirdPile', 'fieldAtDeal', 'fieldAtEnd'] as const;
export type CardSet = (typeof CARD_SETS)[number];

/**
 * A card can be in only one of these at the end of a round: captured by you, captured
 * by the opponent, or still on the field. The field as dealt is a different moment, so
 * a card may be there and in a pile.
 */
export const EXCLUSIVE_SETS: readonly CardSet[] = ['pile', 'opponentPile', 'thirdPile', 'fieldAtEnd'];

/** Words for each set, used by the picker and by link messages alike. */
export const CARD_SET_LABEL: Readonly<Record<CardSet, string>> = {
  pile: 'your pile',
  opponentPile: 'the opponent’s pile',
  thirdPile: 'the third player’s pile',
  fieldAtDeal: 'the field at the deal',
  fieldAtEnd: 'the field at the end',
};

export const SEAT_LABEL: Readonly<Record<Seat, string>> = { you: 'You', opponent: 'Your opponent', third: 'The third player' };

/** A generous bound that keeps a hand-edited link from asking for thousands of calls. */
export const MAX_CALLS = 20;

export interface CalculatorState {
  readonly mode: CalcMode;
  /**
   * The calculator's own player count, or null to follow the rules' (players.ts): a table of
   * three chosen here, without changing the reader's rules anywhere else.
   */
  readonly players: SeatCount | null;
  readonly pile: readonly CardId[];
  readonly opponentPile: readonly CardId[];
  /** Three players: the pile of the third player (empty at a table of two). */
  readonly thirdPile: readonly CardId[];
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
  players: null,
  pile: [],
  opponentPile: [],
  thirdPile: [],
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
    thirdPile: state.thirdPile,
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

/** Every other seat at a table of `n` (the one opponent with two players). */
export function otherSeats(seat: Seat, n: SeatCount): readonly Seat[] {
  return seatsAt(n).filter((s) => s !== seat);
}

/** The calls as the engine wants them: seen from the scorer's side. */
export function callsFor(scorer: Seat, calls: readonly Seat[]): Caller[] {
  return callsSeenBy(scorer, calls);
}

/** The seat whose pile is scored: you for a single pile, the stopper for a round. */
export function scorerOf(state: CalculatorState): Seat {
  return state.mode === 'round' ? state.stopper : 'you';
}

const PILE_SET: Readonly<Record<Seat, CardSet>> = { you: 'pile', opponent: 'opponentPile', third: 'thirdPile' };

export function pileOf(state: CalculatorState, seat: Seat): readonly CardId[] {
  return state[PILE_SET[seat]];
}

export function pileSetOf(seat: Seat): CardSet {
  return PILE_SET[seat];
}
