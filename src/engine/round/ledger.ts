/**
 * The ledger of a game played with real cards: the rounds as a table tells them (who won and
 * how, what they had, the koi-koi calls), and everything that follows from them under the rule
 * set — each round's month, dealer, points and explanation, the running totals, who deals next,
 * what is left, and the winner at the end.
 *
 * Nothing here re-decides a rule the round engine owns in its own words: the points of a pile
 * come from `scoreCaptured` (or `scoreByYaku`, which scores a witness pile with it), lucky hands
 * from `luckyHandPoints`, months from `monthOfRound`. The end-of-round payout (zero-sum, the
 * dealer's privilege, who deals next) mirrors the round engine's `finish`, and a unit test
 * replays engine-played games through the ledger to hold the two together.
 *
 * Plain data in, plain data out; refusals are typed codes with the entry at fault.
 */
import { CARD_IDS, isCardId, type CardId, type Month } from '../cards';
import { err, ok, type Result } from '../result';
import { roundLimit, type RuleOptions } from '../rules/options';
import { buildRuleSet, type RuleSet } from '../rules/ruleset';
import { createRng, shuffle, type Seed } from '../random';
import { scoreByYaku, type ByYakuError, type YakuClaim } from '../scoring/by-yaku';
import { luckyHandPoints, type LuckyHand } from '../scoring/lucky-hands';
import { scoreCaptured, type ScoreExplanation } from '../scoring/score';
import { BRIGHTS, callsSeenBy } from '../scoring/yaku';
import { LUCKY_HAND_IDS, type LuckyHandId } from '../scoring/yaku-ids';
import { chooseFirstDealer, type DealerDraw } from './deal';
import { gameEnd, monthOfRound } from './game';
import { dealerPrivilegeDue, fieldWinPoints, fourPairsCanOccur, nextDealerAfter } from './decisions';
import { addBySeat, bySeat, gainsBySeat, isSeat, leadingSeat, otherOfTwo, seatCount, twoSeat, type BySeat, type SeatCount } from './seats';
import type { PlayerIndex } from './types';

// ---------------------------------------------------------------------------------------
// Entries: a round as the table tells it
// ---------------------------------------------------------------------------------------

/** How a round ended, as a table says it. */
export const ENTRY_ENDS = [
  /** A player stopped (shōbu) and scores their pile. */
  'stop',
  /** A player was dealt a lucky hand and wins with it. */
  'lucky-hand',
  /** Both players were dealt a lucky hand: a draw. */
  'both-lucky-hands',
  /** The cards ran out without a stop (what happens then is `exhaustiveDraw`'s). */
  'ran-out',
  /** The cards are dealt again by the same dealer; the round is not used up. */
  'misdeal',
  /** Four of a month were dealt to the field and the rules give the round to the dealer. */
  'dealer-wins',
] as const;
export type EntryEnd = (typeof ENTRY_ENDS)[number];

/** What the scorer had: announced as yaku, or as the captured cards. */
export type PileEntry =
  | {
      readonly by: 'yaku';
      readonly yaku: readonly YakuClaim[];
      /**
       * The other players' yaku, used only when the rules count every player's yaku (with three
       * players, both others' yaku in one list).
       */
      readonly opponentYaku?: readonly YakuClaim[] | undefined;
    }
  | {
      readonly by: 'cards';
      readonly cards: readonly CardId[];
      /** The other player's pile (two players), used only when the rules count every player's yaku. */
      readonly opponentCards?: readonly CardId[] | undefined;
      /** Three players: each other player's pile (every player's yaku counted). */
      readonly othersCards?: readonly (readonly CardId[])[] | undefined;
    };

export interface RoundEntry {
  readonly end: EntryEnd;
  /**
   * stop / lucky-hand: who won. ran-out under `last-yaku-wins`: the last player to form or
   * improve a yaku (null: nobody made one). Otherwise unused (the rules decide).
   */
  readonly winner?: PlayerIndex | null | undefined;
  /** Koi-koi calls in order, by player. */
  readonly calls?: readonly PlayerIndex[] | undefined;
  /** Brights dealt to the field (for `fieldBrightMultiplier`), 0–5. */
  readonly fieldBrights?: number | undefined;
  /** The scorer's pile, when someone scores one. */
  readonly pile?: PileEntry | undefined;
  /** lucky-hand: the lucky hands the winner was dealt. */
  readonly luckyHands?: readonly LuckyHandId[] | undefined;
  /**
   * ran-out under `dealerPrivilegeWhen: no-yaku`: whether either pile held a yaku when the
   * cards ran out (then the dealer's privilege is not paid). Unset: no pile held one.
   */
  readonly yakuHeld?: boolean | undefined;
}

// ---------------------------------------------------------------------------------------
// What the rules let a table say
// ---------------------------------------------------------------------------------------

/** Who wins a round that ran out, per `exhaustiveDraw`: what the form must ask. */
export const RAN_OUT_WINNERS = ['nobody', 'dealer-privilege', 'last-yaku', 'opponent-of-last-caller'] as const;
export type RanOutWinner = (typeof RAN_OUT_WINNERS)[number];

export interface EntryChoices {
  /** The ends this rule set allows, in the order a form offers them. */
  readonly ends: readonly EntryEnd[];
  readonly ranOut: RanOutWinner;
  /** The lucky hands a player can win with. */
  readonly luckyHands: readonly LuckyHandId[];
  /** Whether the field's brights at the deal change the score. */
  readonly fieldBrights: boolean;
  /** Whether the other player's yaku count too (the form asks for them). */
  readonly bothPlayers: boolean;
  /** Whether a round that ran out must say if a pile held a yaku (the privilege depends on it). */
  readonly asksYakuHeld: boolean;
}

const RAN_OUT: { readonly [K in RuleOptions['exhaustiveDraw']]: RanOutWinner } = {
  'no-score': 'nobody',
  'dealer-privilege': 'dealer-privilege',
  'last-yaku-wins': 'last-yaku',
  'koikoi-caller-loses': 'opponent-of-last-caller',
};

/** What a round entry can say under these rules. */
export function entryChoices(rules: RuleSet): EntryChoices {
  const o = rules.options;
  const pairs = fourPairsCanOccur(o);
  const luckyHands = o.teyaku === 'win' ? LUCKY_HAND_IDS.filter((id) => o.yakuPoints[id] !== null && (pairs || id !== 'kuttsuki')) : [];
  const ends: EntryEnd[] = ['stop'];
  if (luckyHands.length > 0) ends.push('lucky-hand', 'both-lucky-hands');
  ends.push('ran-out');
  if (o.fieldFourOfAKind === 'dealer-wins' || (pairs && o.fieldFourPairs === 'dealer-wins')) ends.push('dealer-wins');
  ends.push('misdeal');
  return {
    ends,
    ranOut: RAN_OUT[o.exhaustiveDraw],
    luckyHands,
    fieldBrights: o.fieldBrightMultiplier !== 'off',
    bothPlayers: o.yakuCounting === 'both-players',
    // The same decision the round engine makes: does a yaku in a pile withhold the privilege?
    asksYakuHeld: dealerPrivilegeDue(o, false) && !dealerPrivilegeDue(o, true),
  };
}

// ---------------------------------------------------------------------------------------
// Game length: rounds and/or a target
// ---------------------------------------------------------------------------------------

// The round limit is the options' `roundLimit` and the end of a game `gameEnd` (game.ts):
// the engine's games and the score keeper's ledger end by the same rule.

// ---------------------------------------------------------------------------------------
// First dealer
// ---------------------------------------------------------------------------------------

export interface DealerDrawResult {
  /** Each draw (one card per drawer, seat order); the last one decided. */
  readonly draws: readonly DealerDraw[];
  readonly dealer: PlayerIndex;
}

/**
 * "Draw for it": each player draws a card from a seeded shuffle and the engine's first-dealer
 * rule (earlier month, then higher kind; a tie draws again) says who deals.
 */
export function drawForFirstDealer(rules: RuleSet, seed: Seed): DealerDrawResult {
  const asDraw = buildRuleSet(rules.preset, { ...rules.overrides, firstDealer: 'draw' });
  const choice = chooseFirstDealer(asDraw.ok ? asDraw.value : rules, seed);
  if (choice.draws.length > 0) return { draws: choice.draws, dealer: choice.dealer };
  // Unreachable while buildRuleSet accepts firstDealer: draw; a seeded coin keeps it total.
  const deck = shuffle([...CARD_IDS], createRng(seed));
  return { draws: [{ cards: [deck[0]!, deck[1]!], dealer: null }], dealer: choice.dealer };
}

// ---------------------------------------------------------------------------------------
// The ledger
// ---------------------------------------------------------------------------------------

export const LEDGER_ERROR_CODES = [
  /** The entry is not a round entry (wrong shape or values). */
  'malformed-entry',
  /** The rules do not allow this way of ending a round. */
  'end-not-allowed',
  /** stop / lucky-hand without a winner. */
  'needs-winner',
  /** A score without what the scorer had. */
  'needs-pile',
  /** A card id that does not exist, or listed twice, or in both piles. */
  'bad-cards',
  /** The announced yaku are impossible (`cause` says why). */
  'impossible-yaku',
  /** A player stopped without a yaku that scores. */
  'stop-without-yaku',
  /** A lucky hand the rules do not pay, or none named. */
  'bad-lucky-hand',
  /** koikoiLimit: once-per-round, and a player called twice. */
  'too-many-calls',
  /** counterKoikoi: false, and the other player called after a call. */
  'counter-call',
  /** More brights at the deal than the deck has (or not a whole number). */
  'bad-field-brights',
  /** A round entered after the game was over. */
  'game-over',
] as const;
export type LedgerErrorCode = (typeof LEDGER_ERROR_CODES)[number];

export interface LedgerError {
  readonly code: LedgerErrorCode;
  /** The entry at fault (its index in the list). */
  readonly entry: number;
  /** impossible-yaku: the by-yaku refusal. */
  readonly cause?: ByYakuError;
}

/** One row of the sheet: an entered round and what followed from it. */
export interface LedgerRow {
  readonly entry: number;
  /** The game's round number (a misdeal keeps the number of the round it was dealt for). */
  readonly round: number;
  readonly month: Month;
  readonly dealer: PlayerIndex;
  readonly end: EntryEnd;
  /** The player who won the round (null: nobody). */
  readonly winner: PlayerIndex | null;
  /** What each player gains (negative for the loser under zeroSum). */
  readonly points: BySeat<number>;
  /** The winner's score explained (a scored pile); null otherwise. */
  readonly explanation: ScoreExplanation | null;
  /** Lucky hands won with, and their points. */
  readonly luckyHands: readonly LuckyHandId[];
  /** The dealer's privilege was paid (no winner). */
  readonly dealerPrivilege: boolean;
  /** A by-yaku pile: the witness cards the explanation pictures. */
  readonly witness: readonly CardId[] | null;
  readonly totals: BySeat<number>;
  readonly nextDealer: PlayerIndex;
}

export interface LedgerLeft {
  /** Rounds still to play (null: no round limit). */
  readonly rounds: number | null;
  /** Points each player still needs to reach the target (null: no target). */
  readonly points: BySeat<number> | null;
}

export interface Ledger {
  readonly rows: readonly LedgerRow[];
  readonly totals: BySeat<number>;
  /** Rounds played (misdeals not counted). */
  readonly roundsPlayed: number;
  readonly finished: boolean;
  /** Why the game ended. */
  readonly endedBy: 'rounds' | 'target' | null;
  /** Once finished: the higher total, or null for a tie. */
  readonly winner: PlayerIndex | null;
  /** The next round (while playing). */
  readonly next: { readonly round: number; readonly month: Month; readonly dealer: PlayerIndex } | null;
  readonly left: LedgerLeft;
}


/** The koi-koi calls a rule set allows in this order, or the refusal. */
function checkCalls(calls: readonly PlayerIndex[], o: RuleOptions): LedgerErrorCode | null {
  if (o.koikoiLimit === 'once-per-round' && calls.some((p, i) => calls.indexOf(p) !== i)) return 'too-many-calls';
  if (!o.counterKoikoi && calls.some((p) => p !== calls[0])) return 'counter-call';
  return null;
}

type Scored = { readonly explanation: ScoreExplanation; readonly witness: readonly CardId[] | null };

function scorePile(
  pile: PileEntry,
  scorer: PlayerIndex,
  calls: readonly PlayerIndex[],
  month: Month,
  fieldBrights: number,
  rules: RuleSet,
): Result<Scored, { code: LedgerErrorCode; cause?: ByYakuError }> {
  const ctx = { month, calls: callsSeenBy(scorer, calls), fieldAtDeal: BRIGHTS.slice(0, fieldBrights) };
  if (pile.by === 'yaku') {
    if (!Array.isArray(pile.yaku)) return err({ code: 'malformed-entry' });
    const scored = scoreByYaku(pile.yaku, ctx, rules, pile.opponentYaku ?? []);
    if (!scored.ok) return err({ code: 'impossible-yaku', cause: scored.error });
    return ok({ explanation: scored.value.explanation, witness: scored.value.witness });
  }
  const cards = pile.cards;
  const theirs = pile.opponentCards ?? [];
  const others = pile.othersCards ?? [theirs];
  if (!Array.isArray(cards) || !Array.isArray(theirs) || !Array.isArray(others) || !others.every(Array.isArray)) return err({ code: 'malformed-entry' });
  const all = [...cards, ...others.flat()];
  if (!all.every(isCardId) || new Set(all).size !== all.length) return err({ code: 'bad-cards' });
  return ok({ explanation: scoreCaptured(cards, { ...ctx, field: [], othersCaptured: others }, rules), witness: null });
}

interface Outcome {
  readonly winner: PlayerIndex | null;
  readonly points: number;
  readonly privilege: boolean;
  readonly explanation: ScoreExplanation | null;
  readonly witness: readonly CardId[] | null;
  readonly luckyHands: readonly LuckyHandId[];
}

/** One entry's result under the rules, before totals. */
function outcomeOf(entry: RoundEntry, dealer: PlayerIndex, month: Month, rules: RuleSet): Result<Outcome, { code: LedgerErrorCode; cause?: ByYakuError }> {
  const o = rules.options;
  const n = seatCount(o);
  const isPlayer = (v: unknown): v is PlayerIndex => isSeat(v, n);
  const choices = entryChoices(rules);
  if (!choices.ends.includes(entry.end)) return err({ code: 'end-not-allowed' });
  const calls = entry.calls ?? [];
  if (!Array.isArray(calls) || !calls.every(isPlayer) || calls.length > 24) return err({ code: 'malformed-entry' });
  const callProblem = checkCalls(calls, o);
  if (callProblem) return err({ code: callProblem });
  const fieldBrights = entry.fieldBrights ?? 0;
  if (!Number.isInteger(fieldBrights) || fieldBrights < 0 || fieldBrights > BRIGHTS.length) return err({ code: 'bad-field-brights' });
  const none: Outcome = { winner: null, points: 0, privilege: false, explanation: null, witness: null, luckyHands: [] };

  const scoreFor = (winner: PlayerIndex, mustScore: boolean): Result<Outcome, { code: LedgerErrorCode; cause?: ByYakuError }> => {
    if (!entry.pile) return mustScore ? err({ code: 'needs-pile' }) : ok({ ...none, winner });
    const scored = scorePile(entry.pile, winner, calls, month, fieldBrights, rules);
    if (!scored.ok) return scored;
    if (mustScore && scored.value.explanation.base === 0) return err({ code: 'stop-without-yaku' });
    return ok({ ...none, winner, points: scored.value.explanation.total, explanation: scored.value.explanation, witness: scored.value.witness });
  };

  switch (entry.end) {
    case 'stop':
      if (!isPlayer(entry.winner)) return err({ code: 'needs-winner' });
      return scoreFor(entry.winner, true);
    case 'lucky-hand': {
      if (!isPlayer(entry.winner)) return err({ code: 'needs-winner' });
      if (!Array.isArray(entry.luckyHands)) return err({ code: 'bad-lucky-hand' });
      const hands: readonly LuckyHandId[] = entry.luckyHands;
      if (hands.length === 0 || !hands.every((h) => choices.luckyHands.includes(h)) || new Set(hands).size !== hands.length) {
        return err({ code: 'bad-lucky-hand' });
      }
      const held: LuckyHand[] = hands.map((id) => ({ id, points: o.yakuPoints[id]?.points ?? 0, months: [], cards: [] }));
      return ok({ ...none, winner: entry.winner, points: luckyHandPoints(held, rules), luckyHands: hands });
    }
    case 'both-lucky-hands':
      // As the round engine: a draw at the deal (no pile yet), with the dealer's privilege where the rules pay it.
      return ok({ ...none, privilege: dealerPrivilegeDue(o, false) });
    case 'dealer-wins':
      // The entry does not say which field deal won: four of a kind where the rules let it win,
      // else four pairs (fieldWinPoints: that lucky hand's value, 6 when it is off).
      return ok({ ...none, winner: dealer, points: fieldWinPoints(o, o.fieldFourOfAKind === 'dealer-wins' ? 'dealer-wins-four' : 'dealer-wins-pairs') });
    case 'misdeal':
      return ok(none);
    case 'ran-out':
      switch (choices.ranOut) {
        case 'nobody':
          return ok(none);
        case 'dealer-privilege':
          if (entry.yakuHeld !== undefined && typeof entry.yakuHeld !== 'boolean') return err({ code: 'malformed-entry' });
          return ok({ ...none, privilege: dealerPrivilegeDue(o, entry.yakuHeld === true) });
        case 'last-yaku':
          if (entry.winner === null || entry.winner === undefined) return ok(none);
          if (!isPlayer(entry.winner)) return err({ code: 'malformed-entry' });
          return scoreFor(entry.winner, false);
        case 'opponent-of-last-caller': {
          // Two-player only (buildRuleSet refuses it with three players).
          const last = calls[calls.length - 1];
          const lastOfTwo = last === undefined ? null : twoSeat(last);
          if (lastOfTwo === null) return ok(none);
          return scoreFor(otherOfTwo(lastOfTwo), false);
        }
      }
  }
}

/**
 * Computes the sheet: every entry in order under the rules, from the first dealer. Refuses
 * the first entry that cannot be (with its index), and any entry after the game's end.
 */
export function computeLedger(rules: RuleSet, firstDealer: PlayerIndex, entries: readonly RoundEntry[]): Result<Ledger, LedgerError> {
  const o = rules.options;
  const n: SeatCount = seatCount(o);
  const rows: LedgerRow[] = [];
  let totals: BySeat<number> = bySeat(n, () => 0);
  let dealer = firstDealer;
  let round = 1;
  let played = 0;
  let endedBy: Ledger['endedBy'] = null;
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (endedBy !== null) return err({ code: 'game-over', entry: i });
    if (typeof entry !== 'object' || entry === null || !(ENTRY_ENDS as readonly unknown[]).includes(entry.end)) {
      return err({ code: 'malformed-entry', entry: i });
    }
    const month = monthOfRound(round);
    const outcome = outcomeOf(entry, dealer, month, rules);
    if (!outcome.ok) return err({ ...outcome.error, entry: i });
    const { winner, points, privilege } = outcome.value;
    const pts =
      winner !== null
        ? gainsBySeat(n, winner, points, o.zeroSum)
        : privilege
          ? gainsBySeat(n, dealer, o.dealerPrivilegePoints, o.zeroSum)
          : bySeat(n, () => 0);
    const misdeal = entry.end === 'misdeal';
    const nextDealer = nextDealerAfter(o, dealer, winner, misdeal);
    if (!misdeal) totals = addBySeat(totals, pts);
    rows.push({
      entry: i,
      round,
      month,
      dealer,
      end: entry.end,
      winner,
      points: pts,
      explanation: outcome.value.explanation,
      luckyHands: outcome.value.luckyHands,
      dealerPrivilege: privilege && winner === null,
      witness: outcome.value.witness,
      totals,
      nextDealer,
    });
    dealer = nextDealer;
    if (!misdeal) {
      played += 1;
      round += 1;
      endedBy = gameEnd(rules.options, played, totals);
    }
  }
  const finished = endedBy !== null;
  const limit = roundLimit(rules.options);
  return ok({
    rows,
    totals,
    roundsPlayed: played,
    finished,
    endedBy,
    winner: finished ? leadingSeat(totals) : null,
    next: finished ? null : { round, month: monthOfRound(round), dealer },
    left: {
      rounds: limit === null ? null : Math.max(0, limit - played),
      points: o.targetScore === null ? null : bySeat(n, (p) => Math.max(0, (o.targetScore ?? 0) - totals[p])),
    },
  });
}
