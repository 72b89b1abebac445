/**
 * Seeded shuffling and dealing, and choosing the first dealer. All randomness comes from a
 * seed (src/engine/random.ts), so the same seed always gives the same deal.
 */
import { CARD_IDS, getCard, kindRank, type CardId, type Month } from '../cards';
import { createRng, hashSeed, shuffle, type Seed } from '../random';
import type { RuleSet } from '../rules/ruleset';
import { createRoundUnchecked } from './round';
import type { Deal, PlayerIndex, RoundError, RoundState } from './types';
import { ok, type Result } from '../result';
import { nextSeat } from './seats';

/** A full deck in a seeded order. */
export function shuffledDeck(seed: Seed): CardId[] {
  return shuffle([...CARD_IDS], createRng(seed));
}

/**
 * Deals a shuffled deck: `handSize` cards to each hand and 8 to the field, in packets of two
 * (non-dealer, field, dealer, as in the Nintendo leaflet); the rest is the pile, top first.
 */
export function dealFromDeck(deck: readonly CardId[], handSize: number, dealer: PlayerIndex): Deal {
  const hands: [CardId[], CardId[]] = [[], []];
  const field: CardId[] = [];
  const nonDealer = nextSeat(dealer);
  let at = 0;
  while (hands[dealer].length < handSize || field.length < 8) {
    for (const target of [hands[nonDealer], field, hands[dealer]]) {
      const want = target === field ? 8 : handSize;
      for (let k = 0; k < 2 && target.length < want; k++) target.push(deck[at++]!);
    }
  }
  return { hands, field, pile: deck.slice(at) };
}

export interface DealRoundSetup {
  readonly rules: RuleSet;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly seed: Seed;
  /** Attach score explanations to the result (default true). */
  readonly explain?: boolean;
  /** Keep the round's log (default true). */
  readonly record?: boolean;
}

/** Shuffles from the seed, deals, and creates the round (deal checks included). */
export function dealRound(setup: DealRoundSetup): Result<RoundState, RoundError> {
  const deal = dealFromDeck(shuffledDeck(setup.seed), setup.rules.options.handSize, setup.dealer);
  const state = createRoundUnchecked({ rules: setup.rules, month: setup.month, dealer: setup.dealer, deal, explain: setup.explain ?? true, record: setup.record ?? true });
  return ok(state);
}

/** One draw for the first dealer: the card each player drew. */
export interface DealerDraw {
  readonly cards: readonly [CardId, CardId];
  /** The player who deals, or null on a full tie (drawn again). */
  readonly dealer: PlayerIndex | null;
}

export interface FirstDealerChoice {
  readonly method: 'draw' | 'random';
  readonly dealer: PlayerIndex;
  /** The draws made (empty when chosen at random). */
  readonly draws: readonly DealerDraw[];
}

/** Who deals after one draw: earlier month; same month, the higher kind; else null (tie). */
export function dealerFromDraw(a: CardId, b: CardId): PlayerIndex | null {
  const ca = getCard(a);
  const cb = getCard(b);
  if (ca.month !== cb.month) return ca.month < cb.month ? 0 : 1;
  const ra = kindRank(ca.kind);
  const rb = kindRank(cb.kind);
  if (ra !== rb) return ra > rb ? 0 : 1;
  return null;
}

/**
 * The first round's dealer (`firstDealer`): `draw` — each player draws a card from a shuffled
 * deck, player 0 first; the earlier month deals, then the higher kind (bright > animal >
 * ribbon > chaff); a full tie is drawn again from the same deck. `random` — a coin toss.
 */
export function chooseFirstDealer(rules: RuleSet, seed: Seed): FirstDealerChoice {
  const rng = createRng(hashSeed(seed, 0x6f7961)); // "oya"
  if (rules.options.firstDealer === 'random') {
    return { method: 'random', dealer: rng.int(2) as PlayerIndex, draws: [] };
  }
  const deck = shuffle([...CARD_IDS], rng);
  const draws: DealerDraw[] = [];
  for (let at = 0; at + 1 < deck.length; at += 2) {
    const cards = [deck[at]!, deck[at + 1]!] as const;
    const dealer = dealerFromDraw(cards[0], cards[1]);
    draws.push({ cards, dealer });
    if (dealer !== null) return { method: 'draw', dealer, draws };
  }
  // Unreachable in practice (24 ties in a row); fall back to a coin toss.
  return { method: 'draw', dealer: rng.int(2) as PlayerIndex, draws };
}
