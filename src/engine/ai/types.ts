import type { CardId } from '../cards';
import type { RoundAction } from '../round';
import type { Seat } from '../round/seats';
import type { ScoreItemId } from '../scoring/yaku-ids';

/**
 * A computer opponent's move and why: reasons a learner can read, as codes and numbers (the
 * sentences are made in src/words/ai.ts).
 */
export interface AiDecision {
  readonly action: RoundAction;
  readonly reasoning: readonly AiReason[];
}

/** The move a reason talks about, by what it does with the cards. */
export const AI_MOVE_CODES = ['koikoi', 'shobu', 'play', 'throw', 'draw-take', 'lay', 'lucky-redeal', 'lucky-play'] as const;
export type AiMoveCode = (typeof AI_MOVE_CODES)[number];

export type AiMove =
  | { readonly code: 'koikoi' }
  | { readonly code: 'shobu' }
  /** A hand card played to take field cards. */
  | { readonly code: 'play'; readonly card: CardId; readonly taken: readonly CardId[] }
  /** A hand card that matches nothing, left on the field. */
  | { readonly code: 'throw'; readonly card: CardId }
  /** The turned pile card takes the chosen field card(s). */
  | { readonly code: 'draw-take'; readonly card: CardId; readonly taken: readonly CardId[] }
  /** A matching hand card laid on the field beside `beside` without capturing (`handCapture: optional`). */
  | { readonly code: 'lay'; readonly card: CardId; readonly beside: readonly CardId[] }
  /** A dealt lucky hand: redeal, or play on (`teyaku: holder-may-redeal`). */
  | { readonly code: 'lucky-redeal' | 'lucky-play' };

/** Why a move is good, in one clause. */
export const AI_MOVE_WHY_CODES = [
  /** A throw whose month has no card left for the opponent to take it with. */
  'throw-safe',
  /** A throw the opponent could use, but the least harmful one. */
  'throw-least-harmful',
  /** A throw of little use to the opponent. */
  'throw-useless-to-opponent',
  'completes-yaku',
  /** Takes a card an opponent needs for a yaku they are one card from (with three players, `seat` says whose). */
  'blocks-threat',
  /** Brings a yaku closer: `missing` cards still needed, `unseen` of its cards not yet seen. */
  'brings-closer',
  /** Takes a card the opponent's yaku could use. */
  'denies-card',
  'captures-safely',
  /** The beginner's reasons. */
  'grabs-most-valuable',
  'takes-something',
  'gives-up-cheapest',
  /** A lay: capturing would have handed the opponent a yaku (it would have taken the last rain or fog card off the field). */
  'lay-keeps-weather',
  /** A lay chosen for no reason a rule can name (the simulations or chance). */
  'lay-keeps-cards',
  'no-reason',
] as const;
export type AiMoveWhyCode = (typeof AI_MOVE_WHY_CODES)[number];

export type AiMoveWhy =
  | { readonly code: 'throw-safe' | 'throw-least-harmful' | 'throw-useless-to-opponent' }
  | { readonly code: 'completes-yaku'; readonly yaku: ScoreItemId; readonly points: number }
  | { readonly code: 'blocks-threat'; readonly card: CardId; readonly yaku: ScoreItemId; readonly seat?: Seat }
  | { readonly code: 'brings-closer'; readonly yaku: ScoreItemId; readonly missing: number; readonly unseen: number }
  | { readonly code: 'denies-card'; readonly card: CardId }
  | { readonly code: 'captures-safely'; readonly cards: number }
  | { readonly code: 'grabs-most-valuable' | 'takes-something' | 'gives-up-cheapest' | 'lay-keeps-cards' | 'no-reason' }
  | { readonly code: 'lay-keeps-weather'; readonly yaku: ScoreItemId };

/** Where the game stands, when it changed the choice: `lead` (negative: behind) and rounds after this one. */
export interface AiStanding {
  readonly lead: number;
  readonly roundsAfter: number;
}

/** The simulations' verdict on the chosen move and the runner-up. */
export interface AiSimComparison {
  readonly playouts: number;
  readonly move: AiMove;
  readonly runnerUp: AiMove;
  /** Mean point difference of the move and of the runner-up. */
  readonly points: number;
  readonly runnerUpPoints: number;
}

/** One reason, one sentence (two for `sim-steadier` with a standing). */
export const AI_REASON_CODES = [
  /** The chosen move and why. */
  'move',
  /** The only legal move. */
  'only-move',
  /** Simulations: the move is about level with the runner-up; the quick judgement decided. */
  'sim-level',
  /** Simulations: the move averaged more points than the runner-up. */
  'sim-better',
  /** Simulations: the move averaged fewer points than the runner-up but was chosen (`standing`, or steadier). */
  'sim-steadier',
  /** The game's score made the koi-koi call: safety when ahead (or level and stopping), a big win when behind. */
  'standing',
  /** Stop: the beginner stops at its first yaku. */
  'stop-beginner',
  'stop-good-score',
  /** Stop: few cards are left to improve on it. */
  'stop-few-cards',
  /** Stop: only one or two cards are left in hand (expert). */
  'stop-last-cards',
  'stop-threat',
  'stop-nothing-in-reach',
  'stop-risk',
  /** Koi-koi: a yaku is within reach (intermediate). */
  'koikoi-chance',
  'koikoi-opponent-not-close',
  /** Koi-koi: the simulations favour it (expert). */
  'koikoi-odds',
  /** Simulations of the koi-koi decision: mean points of continuing against stopping. */
  'decision-sim',
  /** The computer's player failed, and the first legal move was made instead. */
  'fallback-first-legal',
  /** A dealt lucky hand: the hand's worth against an average hand's (beginner, intermediate). */
  'lucky-hand-worth',
  /** A dealt lucky hand: simulations of playing it on against a redeal (expert). */
  'lucky-hand-sim',
] as const;
export type AiReasonCode = (typeof AI_REASON_CODES)[number];

export type AiReason =
  | { readonly code: 'move' | 'only-move'; readonly move: AiMove; readonly why: AiMoveWhy }
  | ({ readonly code: 'sim-level' | 'sim-better' } & AiSimComparison)
  /** `standing`: where the game stands, which made the steadier move worth more (null: not known). */
  | ({ readonly code: 'sim-steadier'; readonly standing: AiStanding | null } & AiSimComparison)
  | { readonly code: 'standing'; readonly standing: AiStanding; readonly play: 'koikoi' | 'stop' }
  | { readonly code: 'stop-beginner' | 'stop-good-score' | 'stop-nothing-in-reach' | 'stop-risk' | 'koikoi-odds'; readonly points: number; readonly hand: number }
  | { readonly code: 'stop-few-cards' | 'stop-last-cards'; readonly points: number; readonly hand: number }
  /** `seat`: with three players, the opponent one card from `yaku` (either can end the round). */
  | { readonly code: 'stop-threat'; readonly points: number; readonly yaku: ScoreItemId; readonly seat?: Seat }
  | { readonly code: 'koikoi-chance'; readonly points: number; readonly hand: number; readonly yaku: ScoreItemId; readonly missing: number }
  | { readonly code: 'koikoi-opponent-not-close' | 'fallback-first-legal' }
  | { readonly code: 'decision-sim'; readonly playouts: number; readonly koikoiPoints: number; readonly stopPoints: number }
  | { readonly code: 'lucky-hand-worth'; readonly choice: 'redeal' | 'play'; readonly worth: number; readonly average: number }
  | { readonly code: 'lucky-hand-sim'; readonly choice: 'redeal' | 'play'; readonly playouts: number; readonly playPoints: number };
