/**
 * Seeded shuffling and dealing, and choosing the first dealer. All randomness comes from a
 * seed (src/engine/random.ts), so the same seed always gives the same deal.
 */
import { CARD_IDS, getCard, kindRank, type CardId, type Month } from '../cards';
import { createRng, hashSeed, shuffle, type IntSource, type Seed } from '../random';
import type { RuleSet } from '../rules/ruleset';
import type { RuleOptions } from '../rules/options';
import { createRoundUnchecked, fieldSize } from './round';
import type { Deal, PlayerIndex, RoundError, RoundState } from './types';
import { ok, type Result } from '../result';
import { bySeatOf, othersOf, seatCount, seatsOf } from './seats';

/** A full deck in a seeded order. */
export function shuffledDeck(seed: Seed): CardId[] {
  return shuffle([...CARD_IDS], createRng(seed));
}

/**
 * Deals a shuffled deck: `handSize` cards to each hand and the field's cards (8 with two
 * players, 6 with three), in packets of two: the seats after the dealer in turn order, the
 * field, then the dealer (as in the Nintendo leaflet); the rest is the pile, top first.
 */
export function dealFromDeck(deck: readonly CardId[], options: Pick<RuleOptions, 'handSize' | 'players'>, dealer: PlayerIndex): Deal {
  const n = seatCount(options);
  const handSize = options.handSize;
  const fieldCards = fieldSize(options);
  const hands: CardId[][] = seatsOf(n).map(() => []);
  const field: CardId[] = [];
  const order = [...othersOf(dealer, n).map((p) => hands[p]!), field, hands[dealer]!];
  let at = 0;
  while (hands[dealer]!.length < handSize || field.length < fieldCards) {
    for (const target of order) {
      const want = target === field ? fieldCards : handSize;
      for (let k = 0; k < 2 && target.length < want; k++) target.push(deck[at++]!);
    }
  }
  return { hands: bySeatOf(hands)!, field, pile: deck.slice(at) };
}

export interface DealRoundSetup {
  readonly rules: RuleSet;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly seed: Seed;
  /**
   * The deck in the order it is dealt, instead of shuffling from `seed`: a keyed game's deal
   * (keyed.ts keyedDeck), for which no 32-bit seed exists. Must be the 48 cards.
   */
  readonly deck?: readonly CardId[];
  /** Attach score explanations to the result (default true). */
  readonly explain?: boolean;
  /** Keep the round's log (default true). */
  readonly record?: boolean;
}

/** Shuffles from the seed (or takes the given deck), deals, and creates the round (deal checks included). */
export function dealRound(setup: DealRoundSetup): Result<RoundState, RoundError> {
  const deal = dealFromDeck(setup.deck ?? shuffledDeck(setup.seed), setup.rules.options, setup.dealer);
  const state = createRoundUnchecked({ rules: setup.rules, month: setup.month, dealer: setup.dealer, deal, explain: setup.explain ?? true, record: setup.record ?? true });
  return ok(state);
}

/**
 * One draw for the first dealer: the card each drawer drew, in seat order. With two players
 * both always draw; with three, a draw after a tie is made by the tied seats only (`drawers`).
 */
export interface DealerDraw {
  readonly cards: readonly CardId[];
  /** The seats that drew, in the order of `cards` (absent: every seat, from seat 0). */
  readonly drawers?: readonly PlayerIndex[];
  /** The player who deals, or null on a tie for the best card (the tied draw again). */
  readonly dealer: PlayerIndex | null;
}

export interface FirstDealerChoice {
  readonly method: 'draw' | 'random';
  readonly dealer: PlayerIndex;
  /** The draws made (empty when chosen at random). */
  readonly draws: readonly DealerDraw[];
}

/** Why a draw gave the deal, or did not: the engine's ruling that the words word. */
export type DealerDrawRuling =
  | { readonly reason: 'earlier-month'; readonly winner: number; readonly month: Month }
  | { readonly reason: 'higher-kind'; readonly winner: number }
  | { readonly reason: 'tie'; readonly tied: readonly number[] };

/**
 * Who wins a draw for the first deal, as an index into `cards`: the earliest month; in the same
 * month the higher kind (bright > animal > ribbon > chaff); a tie of the best cards (same month,
 * same kind) is drawn again by the tied.
 */
export function dealerDrawRuling(cards: readonly CardId[]): DealerDrawRuling {
  const drawn = cards.map((c) => getCard(c));
  const month = Math.min(...drawn.map((c) => c.month)) as Month;
  const earliest = drawn.flatMap((c, i) => (c.month === month ? [i] : []));
  if (earliest.length === 1) return { reason: 'earlier-month', winner: earliest[0]!, month };
  const rank = Math.max(...earliest.map((i) => kindRank(drawn[i]!.kind)));
  const best = earliest.filter((i) => kindRank(drawn[i]!.kind) === rank);
  if (best.length === 1) return { reason: 'higher-kind', winner: best[0]! };
  return { reason: 'tie', tied: best };
}

/** Who deals after one two-player draw (player 0 drew `a`): the winner, or null on a tie. */
export function dealerFromDraw(a: CardId, b: CardId): PlayerIndex | null {
  const r = dealerDrawRuling([a, b]);
  return r.reason === 'tie' ? null : (r.winner as PlayerIndex);
}

/**
 * The first round's dealer (`firstDealer`): `draw` — each player draws a card from a shuffled
 * deck, player 0 first; the earliest month deals, then the higher kind (bright > animal >
 * ribbon > chaff); the tied draw again from the same deck. `random` — a seeded lot.
 */
export function chooseFirstDealer(rules: RuleSet, seed: Seed): FirstDealerChoice {
  return chooseFirstDealerWith(rules, createRng(hashSeed(seed, 0x6f7961))); // "oya"
}

/** `chooseFirstDealer` drawing from any source of integers (a keyed game's stream, keyed.ts). */
export function chooseFirstDealerWith(rules: RuleSet, rng: IntSource): FirstDealerChoice {
  const n = seatCount(rules.options);
  if (rules.options.firstDealer === 'random') {
    return { method: 'random', dealer: rng.int(n) as PlayerIndex, draws: [] };
  }
  const deck = shuffle([...CARD_IDS], rng);
  const draws: DealerDraw[] = [];
  let drawers: readonly PlayerIndex[] = seatsOf(n);
  let at = 0;
  while (at + drawers.length <= deck.length) {
    const cards = deck.slice(at, at + drawers.length);
    at += drawers.length;
    const ruling = dealerDrawRuling(cards);
    const dealer = ruling.reason === 'tie' ? null : drawers[ruling.winner]!;
    const all = drawers.length === n;
    draws.push(all ? { cards, dealer } : { cards, drawers, dealer });
    if (dealer !== null) return { method: 'draw', dealer, draws };
    if (ruling.reason === 'tie') drawers = ruling.tied.map((i) => drawers[i]!);
  }
  // Unreachable in practice (a tie on every card of the deck); fall back to a seeded lot.
  return { method: 'draw', dealer: rng.int(n) as PlayerIndex, draws };
}
