/**
 * The round's data: plain, versioned, JSON-safe objects (no Maps, classes or functions), so a
 * state can be saved, sent to a worker, compared and replayed. States are never mutated: each
 * action returns a new state that shares the unchanged arrays with the old one.
 */
import type { CardId, Month } from '../cards';
import type { LuckyHand } from '../scoring/lucky-hands';
import type { RuleSet } from '../rules/ruleset';
import type { ScoreExplanation } from '../scoring/score';
import type { ScoreItemId } from '../scoring/yaku-ids';
import type { KoikoiRefusal } from './decisions';
import type { BySeat, Seat } from './seats';

export const ROUND_STATE_VERSION = 1;

/**
 * A player's seat: 0 and 1, and 2 with three players (in a game, 0 is usually the person at the
 * screen). The seat vocabulary is round/seats.ts's; this is its name in the round's data.
 */
export type PlayerIndex = Seat;

/** The cards as dealt, indexed by player. `pile` is top first. */
export interface Deal {
  readonly hands: BySeat<readonly CardId[]>;
  readonly field: readonly CardId[];
  readonly pile: readonly CardId[];
}

export const ROUND_PHASES = ['play', 'draw-take', 'decision', 'ended', 'lucky-hand'] as const;
/**
 * - `play`: the player to move plays a card from their hand (`play`, with `take` when it
 *   matches two field cards);
 * - `draw-take`: the turned card matches two field cards: the player picks one (`drawTake`);
 * - `decision`: the player formed or improved a yaku: `call` koi-koi or shōbu;
 * - `lucky-hand`: before the first play, a player dealt a lucky hand chooses `luckyHand`:
 *   redeal or play on (`teyaku: holder-may-redeal`);
 * - `ended`: see `result`.
 */
export type RoundPhase = (typeof ROUND_PHASES)[number];

export const ROUND_END_KINDS = ['shobu', 'exhaustive', 'teyaku', 'teyaku-draw', 'misdeal', 'dealer-wins'] as const;
export type RoundEndKind = (typeof ROUND_END_KINDS)[number];

/** The actions of a round; they map 1:1 to the moves of conformance files. */
export type RoundAction =
  /** `lay`: put a matching card on the field without capturing (`handCapture: optional`). */
  | {
      readonly type: 'play';
      readonly card: CardId;
      readonly take?: CardId | undefined;
      readonly lay?: boolean | undefined;
      readonly player?: PlayerIndex;
    }
  | { readonly type: 'drawTake'; readonly take: CardId; readonly player?: PlayerIndex }
  | { readonly type: 'call'; readonly call: 'koikoi' | 'shobu'; readonly player?: PlayerIndex }
  | { readonly type: 'luckyHand'; readonly choice: LuckyHandChoice; readonly player?: PlayerIndex };

/** A lucky hand's holder's choice under `teyaku: holder-may-redeal`. */
export const LUCKY_HAND_CHOICES = ['redeal', 'play'] as const;
export type LuckyHandChoice = (typeof LUCKY_HAND_CHOICES)[number];

export const ROUND_ERROR_CODES = [
  'invalid-deal',
  'round-over',
  'round-in-progress',
  'not-your-turn',
  'malformed-action',
  'unknown-card',
  'not-in-hand',
  'take-required',
  'not-a-match',
  'draw-take-pending',
  'no-draw-pending',
  'decision-pending',
  'no-decision-pending',
  'lay-not-allowed',
  'lay-matches-nothing',
  'lucky-hand-pending',
  'no-lucky-hand-pending',
] as const;

/** What is wrong with a fixed deal (`invalid-deal`). */
export type DealProblem =
  | { readonly problem: 'hand-count' }
  | { readonly problem: 'not-lists' }
  | { readonly problem: 'hand-size'; readonly handSize: number }
  | { readonly problem: 'field-size'; readonly fieldSize: number }
  | { readonly problem: 'unknown-card'; readonly received: unknown }
  | { readonly problem: 'dealt-twice'; readonly card: CardId }
  | { readonly problem: 'not-all-dealt'; readonly dealt: number };

/**
 * Why an action (or a game step) was refused: a code with its parameters, never a sentence
 * (src/words/errors.ts words it). `received` is whatever the caller sent, as sent.
 */
export type RoundError =
  | ({ readonly code: 'invalid-deal' } & DealProblem)
  /** `stage`: what is over: the round (no more moves), the round in a game (deal the next), the game. */
  | { readonly code: 'round-over'; readonly stage: 'round' | 'between-rounds' | 'game' }
  | { readonly code: 'round-in-progress' }
  | { readonly code: 'not-your-turn'; readonly toMove: PlayerIndex; readonly player: PlayerIndex }
  | {
      readonly code: 'malformed-action';
      readonly problem: 'no-type' | 'unknown-type' | 'unknown-call' | 'unknown-lucky-hand-choice';
      readonly received?: unknown;
    }
  | { readonly code: 'unknown-card'; readonly received: unknown }
  | { readonly code: 'not-in-hand'; readonly card: CardId }
  /** The card matches two field cards (`options`) and the action did not say which it takes. */
  | { readonly code: 'take-required'; readonly card: CardId; readonly options: readonly (readonly CardId[])[] }
  /** `take` is not on the field, or `card` does not capture it (`problem`; `matches-nothing`: nor anything else). */
  | {
      readonly code: 'not-a-match';
      readonly card: CardId;
      readonly take: CardId;
      readonly problem: 'not-on-field' | 'other-month' | 'matches-nothing';
    }
  | { readonly code: 'draw-take-pending'; readonly card: CardId }
  | { readonly code: 'no-draw-pending'; readonly phase: 'play' | 'decision' }
  | { readonly code: 'decision-pending' }
  | { readonly code: 'no-decision-pending' }
  /** `lay` under `handCapture: forced`, or with a `take`. */
  | { readonly code: 'lay-not-allowed'; readonly card: CardId; readonly problem: 'capture-forced' | 'take-given' }
  /** `lay` on a card that matches nothing (such a card is simply played). */
  | { readonly code: 'lay-matches-nothing'; readonly card: CardId }
  /** A lucky hand's holder must choose (redeal or play) before anything else. */
  | { readonly code: 'lucky-hand-pending' }
  | { readonly code: 'no-lucky-hand-pending' }

/** One line of the round's record. */
export type RoundLogEntry =
  /**
   * A card played from the hand; `take` is the chosen card when there was a choice; `laid`:
   * a matching card laid on the field without capturing (`handCapture: optional`).
   */
  | {
      readonly type: 'play';
      readonly player: PlayerIndex;
      readonly card: CardId;
      readonly take: CardId | null;
      readonly captured: readonly CardId[];
      readonly laid?: true;
    }
  /** The top pile card turned and played. */
  | {
      readonly type: 'draw';
      readonly player: PlayerIndex;
      readonly card: CardId;
      readonly take: CardId | null;
      readonly captured: readonly CardId[];
    }
  /** A pile card taken into the hand (draw-first-play-two; an unmatched turned card). */
  | { readonly type: 'draw-to-hand'; readonly player: PlayerIndex; readonly card: CardId; readonly faceUp: boolean }
  /** The dealer captured four of a month dealt to the field (`fieldFourOfAKind: dealer-captures`). */
  | { readonly type: 'field-capture'; readonly player: PlayerIndex; readonly captured: readonly CardId[]; readonly replacements: readonly CardId[] }
  /** The player formed or improved a yaku (`yaku`: what is new or better). */
  | {
      readonly type: 'yaku';
      readonly player: PlayerIndex;
      readonly yaku: readonly ScoreItemId[];
      readonly base: number;
      /** offered: the decision is the player's; forced: the rule set stops the round. */
      readonly outcome: 'offered' | 'forced-stop';
      readonly reason: ForcedStopReason | null;
    }
  | { readonly type: 'call'; readonly player: PlayerIndex; readonly call: 'koikoi' | 'shobu' }
  /** A lucky hand's holder chose to redeal or play on (`teyaku: holder-may-redeal`). */
  | { readonly type: 'lucky-hand'; readonly player: PlayerIndex; readonly choice: LuckyHandChoice };

/**
 * Why the rule set took the koi-koi choice away (the round stops at once): the refusal code
 * of the one koi-koi permission rule (`decisions.ts`), with its parameters.
 */
export type ForcedStopReason = KoikoiRefusal;

/** What a round's deal held that ended it before play. */
export interface LuckyHandsHeld {
  readonly player: PlayerIndex;
  readonly hands: readonly LuckyHand[];
  readonly points: number;
}

export interface RoundResult {
  readonly end: RoundEndKind;
  readonly winner: PlayerIndex | null;
  /** What each player gains this round (negative for the loser under zeroSum). */
  readonly points: BySeat<number>;
  readonly nextDealer: PlayerIndex;
  /** The winner's score explanation (shōbu or a won exhausted round), from the scoring engine. */
  readonly explanation: ScoreExplanation | null;
  /** Lucky hands found in the deal (teyaku, teyaku-draw, a lucky-hand misdeal). */
  readonly luckyHands: readonly LuckyHandsHeld[];
  /** Whether the dealer's privilege was paid (no winner). */
  readonly dealerPrivilege: boolean;
  /** Why the round ended, as a code with its parameters (the words live in src/words). */
  readonly outcome: RoundOutcome;
}

/**
 * Every way a round ends. `end` groups them coarsely (the conformance vocabulary); the
 * outcome says exactly which rule ended the round, for the narration.
 */
export const ROUND_OUTCOME_CODES = [
  /** All four cards of a month were dealt to the field (`fieldFourOfAKind: misdeal`). */
  'misdeal-field-four',
  /** The field was dealt as four pairs (`fieldFourPairs: misdeal`). */
  'misdeal-field-pairs',
  /** A lucky hand was dealt (`teyaku: misdeal`); `luckyHands` says which. */
  'misdeal-lucky-hand',
  /** All four cards of a month were dealt to the field and the dealer wins (`fieldFourOfAKind: dealer-wins`). */
  'field-four-dealer-wins',
  /** Both players were dealt a lucky hand. */
  'lucky-hands-draw',
  /** One player was dealt a lucky hand and wins with it. */
  'lucky-hand',
  /** The winner called shōbu. */
  'shobu',
  /** The winner formed or improved a yaku and the rule set stopped the round (`reason`). */
  'forced-stop',
  /** The cards ran out; nobody scores (`exhaustiveDraw: no-score`). */
  'ran-out-no-score',
  /** The cards ran out; the dealer's privilege is paid. */
  'ran-out-dealer-privilege',
  /** The cards ran out and nobody made a yaku (`exhaustiveDraw: last-yaku-wins`). */
  'ran-out-no-yaku',
  /** The cards ran out; the last player to form or improve a yaku wins. */
  'ran-out-last-yaku',
  /** The cards ran out and nobody called koi-koi (`exhaustiveDraw: koikoi-caller-loses`). */
  'ran-out-no-koikoi',
  /** The cards ran out; the last koi-koi caller loses. */
  'ran-out-caller-loses',
  /** Four pairs were dealt to the field and the dealer wins (`fieldFourPairs: dealer-wins`). */
  'field-pairs-dealer-wins',
  /** The cards ran out; a pile holds a yaku, so no dealer's privilege (`dealerPrivilegeWhen: no-yaku`). */
  'ran-out-privilege-withheld',
] as const;
export type RoundOutcomeCode = (typeof ROUND_OUTCOME_CODES)[number];

/** Outcomes that carry parameters besides the result's winner and points. */
interface OutcomeParams {
  readonly 'misdeal-field-four': { readonly months: readonly Month[] };
  readonly 'field-four-dealer-wins': { readonly months: readonly Month[] };
  readonly 'forced-stop': { readonly reason: ForcedStopReason };
}

export type RoundOutcome = {
  readonly [C in RoundOutcomeCode]: { readonly code: C } & (C extends keyof OutcomeParams ? OutcomeParams[C] : unknown);
}[RoundOutcomeCode];

/** The round-log entry types, one per kind of line in the record. */
export const ROUND_LOG_TYPES = ['play', 'draw', 'draw-to-hand', 'field-capture', 'yaku', 'call', 'lucky-hand'] as const;
export type RoundLogType = (typeof ROUND_LOG_TYPES)[number];

/** The koi-koi decision on offer. */
export interface PendingDecision {
  /** New or improved yaku that offered it. */
  readonly yaku: readonly ScoreItemId[];
  /** Base points now. */
  readonly base: number;
  /** Points the player would score by stopping now. */
  readonly stopPoints: number;
}

export interface RoundState {
  readonly version: 1;
  readonly rules: RuleSet;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  /** Whether the result carries the scoring engine's explanation (off in fast simulations). */
  readonly explain: boolean;
  /** Whether `log` is kept (off in fast simulations: the log then stays empty). */
  readonly record: boolean;
  /** The cards as dealt (for replay); null in states sampled from a player's view. */
  readonly deal: Deal | null;
  /** Every card dealt face up to the field (the 8, plus replacements after dealer-captures). */
  readonly fieldAtDeal: readonly CardId[];
  /** Whether the Lightning is wild this round (`lightningWild`, judged at the deal). */
  readonly lightningWild: boolean;
  readonly hands: BySeat<readonly CardId[]>;
  readonly field: readonly CardId[];
  /** The pile, top first; cards before `pileTop` have been drawn. */
  readonly pile: readonly CardId[];
  readonly pileTop: number;
  readonly captured: BySeat<readonly CardId[]>;
  readonly phase: RoundPhase;
  readonly toMove: PlayerIndex;
  /** Turns started so far (the dealer's first turn is 1). */
  readonly turn: number;
  /** Plays from the hand still due this turn. */
  readonly playsLeft: number;
  /** Whether this turn's pile card is still to be turned. */
  readonly drawLeft: boolean;
  /** The turned card waiting for `drawTake`. */
  readonly drawn: CardId | null;
  /** Size of the mover's pile and the field when the turn began (to find new or improved yaku). */
  readonly turnStartCaptured: number;
  readonly turnStartField: readonly CardId[];
  /** Koi-koi calls in order. */
  readonly calls: readonly PlayerIndex[];
  /** The last player who formed or improved a yaku. */
  readonly lastYaku: PlayerIndex | null;
  /**
   * `teyaku: holder-may-redeal`: the lucky hands still to be decided, in seat order from the
   * dealer; the first is the one asked now (phase `lucky-hand`). Empty otherwise.
   */
  readonly luckyHandsToAsk: readonly LuckyHandsHeld[];
  readonly decision: PendingDecision | null;
  readonly log: readonly RoundLogEntry[];
  readonly result: RoundResult | null;
}

/**
 * What one player may know: the other hands and the pile order are hidden. The fields it
 * shares with the round state are the state's own (picked, not retyped).
 */
export interface PlayerView
  extends Pick<
    RoundState,
    | 'version'
    | 'rules'
    | 'month'
    | 'dealer'
    | 'fieldAtDeal'
    | 'lightningWild'
    | 'field'
    | 'captured'
    | 'phase'
    | 'toMove'
    | 'turn'
    | 'playsLeft'
    | 'drawLeft'
    | 'drawn'
    | 'turnStartCaptured'
    | 'turnStartField'
    | 'calls'
    | 'lastYaku'
    | 'decision'
    | 'result'
  > {
  readonly player: PlayerIndex;
  readonly hand: readonly CardId[];
  /** How many cards each seat holds (this player's own included). */
  readonly handCounts: BySeat<number>;
  readonly pileCount: number;
  /** The lucky hand this player is asked about (phase `lucky-hand`, their move); null otherwise. */
  readonly luckyHand: LuckyHandsHeld | null;
  /** The record, with cards another player took face down into their hand hidden (null). */
  readonly log: readonly (RoundLogEntry | { readonly type: 'draw-to-hand'; readonly player: PlayerIndex; readonly card: null; readonly faceUp: false })[];
  /** Cards this player cannot see: the other hands and the pile, in deck order. */
  readonly unseen: readonly CardId[];
  /**
   * Cards each other seat took face up into their hand and still holds (unmatched-draw-to-hand);
   * empty for this player's own seat.
   */
  readonly knownInHands: BySeat<readonly CardId[]>;
  /** What the round's end turns face up for this player; null while the round is played. */
  readonly revealed: RoundReveal | null;
}

/**
 * What becomes visible to a player once the round has ended. Every hand left is shown; the
 * undrawn pile stays face down (no rule reads it after the round).
 */
export interface RoundReveal {
  /** Each seat's hand as the round ended (every card, face-up-known ones included). */
  readonly hands: BySeat<readonly CardId[]>;
}
