/**
 * A game: rounds one after another under one rule set, with the month of each round (round 1
 * = January), dealer rotation (the round's winner deals next; after a round without a winner
 * the dealer stays or passes per `dealerAfterDraw`), running totals (zero-sum totals start at
 * 0), an early end at `targetScore`, and the winner. A misdeal is dealt again from a new
 * seed-derived shuffle without using up a round. Plain, versioned, JSON-safe data like the
 * round state.
 */
import type { CardId, Month } from '../cards';
import { hashSeed, type IntSource, type Seed } from '../random';
import type { RuleSet } from '../rules/ruleset';
import { roundLimit, type RuleOptions } from '../rules/options';
import { chooseFirstDealer, chooseFirstDealerWith, dealRound, type FirstDealerChoice } from './deal';
import { applyAction, legalActions, roundMoves } from './round';
import type { PlayerIndex, RoundAction, RoundError, RoundLogEntry, RoundResult, RoundState } from './types';
import { err, ok, type Result } from '../result';
import { addBySeat, bySeat, leadingSeat, seatCount, type BySeat } from './seats';

export const GAME_STATE_VERSION = 1;

/** A round (or a misdeal) that has been played. */
export interface GameRoundRecord {
  /** The game's round number (a misdeal keeps the number of the round it was dealt for). */
  readonly round: number;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  /** The deal's seed (derived from the game seed and the deal count); of a keyed game, 0 (see `deck`). */
  readonly seed: Seed;
  /** A keyed game's deal: the deck as it was dealt (a review deals it again from this). */
  readonly deck?: readonly CardId[];
  readonly result: RoundResult;
  readonly moves: ReturnType<typeof roundMoves>;
  readonly log: readonly RoundLogEntry[];
  /** Totals after this round. */
  readonly totals: BySeat<number>;
}

export const GAME_STATUSES = ['playing', 'round-over', 'finished'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface GameState {
  readonly version: 1;
  readonly rules: RuleSet;
  /**
   * The game's seed. Of a keyed game, 32 bits of its keyed stream that deal nothing (the coach's
   * sampling in a review reads a game's seed).
   */
  readonly seed: Seed;
  /**
   * A keyed game's secret (keyed.ts): every deal is `keyedDeck(secret, deal number)` instead of
   * a shuffle from `hashSeed(seed, deal number)`. Absent in seeded games (practice, deal links).
   */
  readonly secret?: string;
  /** A keyed game's current deck as dealt (kept for the round's record); absent in seeded games. */
  readonly currentDeck?: readonly CardId[];
  readonly explain: boolean;
  readonly firstDealer: FirstDealerChoice;
  /** The current round's number, from 1. */
  readonly round: number;
  /** Deals made so far, misdeals included (each deal's seed is derived from it). */
  readonly deals: number;
  /** The seed of the current round's deal. */
  readonly currentSeed: Seed;
  readonly totals: BySeat<number>;
  /** The round in play, or the round just finished (status round-over / finished). */
  readonly current: RoundState;
  /** Finished rounds and misdeals, in order. */
  readonly history: readonly GameRoundRecord[];
  readonly status: GameStatus;
  /** Once finished: the player with the higher total, or null for a tie. */
  readonly winner: PlayerIndex | null;
}

/**
 * A new game: seeded (`seed`: practice, the arena, anything replayed from a link) or keyed
 * (`secret`, keyed.ts: the online rooms, whose deals must not follow from 32 bits).
 */
export type GameSetup = {
  readonly rules: RuleSet;
  /** Attach the scoring engine's explanations to results (default true). */
  readonly explain?: boolean;
} & ({ readonly seed: Seed; readonly secret?: undefined } | { readonly secret: string; readonly seed?: undefined });

/**
 * Whether a game is over after `roundsPlayed` rounds with these totals, and why: a total
 * reached the target, or the rounds are used up (`rounds: unlimited` plays on until the
 * target, which such a rule set must have). Games and the score keeper's ledger both ask this.
 */
export function gameEnd(
  options: Pick<RuleOptions, 'rounds' | 'targetScore'>,
  roundsPlayed: number,
  totals: BySeat<number>,
): 'rounds' | 'target' | null {
  const target = options.targetScore;
  if (target !== null && totals.some((t) => t >= target)) return 'target';
  const limit = roundLimit(options);
  return limit !== null && roundsPlayed >= limit ? 'rounds' : null;
}

/** The month of a round: round 1 = January … round 12 = December. */
export function monthOfRound(round: number): Month {
  return ((((round - 1) % 12) + 12) % 12 + 1) as Month;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function record(g: Mutable<GameState>, state: RoundState, seed: Seed, deck: readonly CardId[] | undefined): void {
  const r = state.result!;
  if (r.end !== 'misdeal') g.totals = addBySeat(g.totals, r.points);
  g.history = [
    ...g.history,
    {
      round: g.round,
      month: state.month,
      dealer: state.dealer,
      seed,
      ...(deck ? { deck } : {}),
      result: r,
      moves: roundMoves(state),
      log: state.log,
      totals: g.totals,
    },
  ];
}

/** Deals the game's current round, dealing again after each misdeal. */
function dealCurrent(g: Mutable<GameState>, dealer: PlayerIndex): void {
  for (;;) {
    // A keyed game's deal follows from its secret alone; its seed fields stay 0.
    const deck = g.secret !== undefined ? keyedDealing().deck(g.secret, g.deals) : undefined;
    const seed = deck ? 0 : hashSeed(g.seed, g.deals);
    g.deals += 1;
    const dealt = dealRound({ rules: g.rules, month: monthOfRound(g.round), dealer, seed, ...(deck ? { deck } : {}), explain: g.explain });
    if (!dealt.ok) throw new Error(`dealRound failed: ${JSON.stringify(dealt.error)}`); // a full deck always deals
    g.current = dealt.value;
    g.currentSeed = seed;
    if (deck) g.currentDeck = deck;
    if (dealt.value.result?.end === 'misdeal') {
      record(g, dealt.value, seed, deck);
      continue;
    }
    if (dealt.value.phase === 'ended') closeRound(g, seed);
    else g.status = 'playing';
    return;
  }
}

function closeRound(g: Mutable<GameState>, seed: Seed): void {
  record(g, g.current, seed, g.currentDeck);
  if (gameEnd(g.rules.options, g.round, g.totals) !== null) {
    g.status = 'finished';
    g.winner = leadingSeat(g.totals);
  } else {
    g.status = 'round-over';
  }
}

/**
 * How a keyed game deals (keyed.ts, through keyed-game.ts). Kept out of this module's imports so
 * that the pages that only play seeded games (practice, pass-and-play, puzzles) never load SHA-256:
 * keyed-game.ts hands it over when it is first imported, and only keyed games ask for it.
 */
export interface KeyedDealing {
  readonly isSecret: (value: unknown) => boolean;
  /** The deck of deal number `deal`, in the order it is dealt. */
  readonly deck: (secret: string, deal: number) => CardId[];
  /** 32 bits of the secret's stream under `label` (the game's nominal seed). */
  readonly seed: (secret: string, label: string) => Seed;
  /** A stream of uniform integers under `label` (the first dealer's draw). */
  readonly stream: (secret: string, label: string) => IntSource;
}

let keyed: KeyedDealing | null = null;

/** Called by keyed-game.ts: from then on games may be keyed. */
export function enableKeyedDealing(dealing: KeyedDealing): void {
  keyed = dealing;
}

function keyedDealing(): KeyedDealing {
  if (keyed === null) throw new Error('A keyed game needs engine/round/keyed-game.ts (createKeyedGame)');
  return keyed;
}
/** The keyed stream's label for the first dealer's draw (made face up: it tells nothing of the deals, another label). */
const FIRST_DEALER_LABEL = 'koikoi-dojo/first-dealer';

export function createGame(setup: GameSetup): GameState {
  const { secret } = setup;
  if (secret !== undefined && !keyedDealing().isSecret(secret)) throw new Error('createGame: not a deal secret');
  const firstDealer =
    secret !== undefined ? chooseFirstDealerWith(setup.rules, keyedDealing().stream(secret, FIRST_DEALER_LABEL)) : chooseFirstDealer(setup.rules, setup.seed);
  const g = {
    version: GAME_STATE_VERSION,
    rules: setup.rules,
    seed: secret !== undefined ? keyedDealing().seed(secret, 'game-seed') : setup.seed,
    ...(secret !== undefined ? { secret } : {}),
    explain: setup.explain ?? true,
    firstDealer,
    round: 1,
    deals: 0,
    currentSeed: 0,
    totals: bySeat(seatCount(setup.rules.options), () => 0),
    current: null as unknown as RoundState,
    history: [],
    status: 'playing',
    winner: null,
  } as Mutable<GameState>;
  dealCurrent(g, firstDealer.dealer);
  return g;
}

/** Which deal a game from a deal starts with (what a shared deal link names). */
export interface DealChoice {
  /** The deal's seed (the seed `dealRound` shuffles with). */
  readonly seed: Seed;
  /** The game's round the deal is played as (its month follows from it). */
  readonly round: number;
  /** Who deals; null: drawn from the seed as the rules say. */
  readonly dealer: PlayerIndex | null;
}

export type GameFromDealError =
  | { readonly code: 'no-such-round'; readonly round: number; readonly rounds: number }
  /** The deal ends the round before any card is played (a misdeal, a lucky hand). */
  | { readonly code: 'ended-at-deal'; readonly result: RoundResult; readonly dealer: PlayerIndex };

/**
 * A game whose current round is exactly the deal of `deal.seed`, played as round
 * `deal.round` (a shared deal). Earlier rounds are not played: totals start at zero. The
 * game's own seed (which later deals derive from) is a fixed function of the deal, so the
 * same link always continues the same way; saves replay from it, so it must never change.
 */
export function createGameFromDeal(
  rules: RuleSet,
  deal: DealChoice,
  options: { readonly explain?: boolean } = {},
): Result<GameState, GameFromDealError> {
  const rounds = roundLimit(rules.options);
  if (!Number.isInteger(deal.round) || deal.round < 1 || (rounds !== null && deal.round > rounds)) {
    return err({ code: 'no-such-round', round: deal.round, rounds: rounds ?? 0 });
  }
  const firstDealer: FirstDealerChoice =
    deal.dealer === null ? chooseFirstDealer(rules, deal.seed) : { method: rules.options.firstDealer, dealer: deal.dealer, draws: [] };
  const explain = options.explain ?? true;
  const dealt = dealRound({ rules, month: monthOfRound(deal.round), dealer: firstDealer.dealer, seed: deal.seed, explain });
  if (!dealt.ok) throw new Error(`dealRound failed: ${JSON.stringify(dealt.error)}`); // a full deck always deals
  if (dealt.value.result) return err({ code: 'ended-at-deal', result: dealt.value.result, dealer: firstDealer.dealer });
  const game: GameState = {
    version: GAME_STATE_VERSION,
    rules,
    seed: hashSeed(deal.seed, deal.round, 0x646561),
    explain,
    firstDealer,
    round: deal.round,
    deals: 1,
    currentSeed: deal.seed,
    totals: bySeat(seatCount(rules.options), () => 0),
    current: dealt.value,
    history: [],
    status: 'playing',
    winner: null,
  };
  return ok(game);
}

/** The current round's legal actions (empty between rounds and once the game is over). */
export function gameLegalActions(game: GameState): ReturnType<typeof legalActions> {
  return game.status === 'playing' ? legalActions(game.current) : [];
}

/** Applies an action to the current round; a round that ends is recorded and scored. */
export function applyGameAction(game: GameState, action: RoundAction): Result<GameState, RoundError> {
  if (game.status !== 'playing') return err({ code: 'round-over', stage: game.status === 'finished' ? 'game' : 'between-rounds' });
  const applied = applyAction(game.current, action);
  if (!applied.ok) return applied;
  const g: Mutable<GameState> = { ...game, current: applied.value };
  if (applied.value.result?.end === 'misdeal') {
    // A lucky hand's holder chose to redeal (teyaku: holder-may-redeal): like a misdeal found at
    // the deal, the same dealer deals the same round again.
    record(g, applied.value, game.currentSeed, game.currentDeck);
    dealCurrent(g, applied.value.dealer);
  } else if (applied.value.phase === 'ended') closeRound(g, game.currentSeed);
  return ok(g);
}

/** Deals the next round after a finished one (status round-over). */
export function startNextRound(game: GameState): Result<GameState, RoundError> {
  if (game.status === 'finished') return err({ code: 'round-over', stage: 'game' });
  if (game.status !== 'round-over') return err({ code: 'round-in-progress' });
  const g: Mutable<GameState> = { ...game, round: game.round + 1 };
  dealCurrent(g, game.current.result!.nextDealer);
  return ok(g);
}
