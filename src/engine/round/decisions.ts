/**
 * The round's rule decisions, each decided here once and returned as data (a code and its
 * parameters, never a sentence): the round engine, the AI's simulator, the puzzles and the
 * lessons all ask this module, and the wording layer (src/words/decisions.ts) words the codes.
 *
 * Koi-koi permission: a player who has just formed or improved a yaku chooses koi-koi or
 * shōbu, unless the rule set takes the choice away, and then the round stops at once. The
 * four ways it can be taken away, in the order they are checked (the first one found is the
 * reason given):
 *   below-minimum     the base points (yaku points before multipliers) are below `koikoiMinimum`
 *   calls-used-up     `koikoiLimit: once-per-round` and the player has called koi-koi already
 *   no-counter-call   `counterKoikoi: false` and the opponent has called koi-koi
 *   last-turn         `lastTurnKoikoi: false` and the player's hand is now empty
 *
 * Whether a turn offers the decision at all (a new or improved yaku, `koikoiNeedsNewYaku`)
 * is the scorer's `newOrImprovedYaku` / `hasNewOrImproved`; this module only says what
 * happens once it does.
 *
 * Lightning wild: whether the Lightning matches any card this round (`lightningWildAtDeal`),
 * judged once at the deal, for the round engine and for positions written by hand.
 */
import type { CardId } from '../cards';
import type { RuleOptions } from '../rules/options';
import type { RuleSet } from '../rules/ruleset';
import { monthOfCard } from './tables';
import { nextSeat, seatCount } from './seats';
import type { PlayerIndex } from './types';

export const KOIKOI_REFUSAL_CODES = ['below-minimum', 'calls-used-up', 'no-counter-call', 'last-turn'] as const;
export type KoikoiRefusalCode = (typeof KOIKOI_REFUSAL_CODES)[number];

/** Why the player must stop instead of choosing, with what the wording needs. */
export type KoikoiRefusal =
  | { readonly code: 'below-minimum'; readonly points: number; readonly minimum: number }
  | { readonly code: 'calls-used-up' }
  | { readonly code: 'no-counter-call' }
  | { readonly code: 'last-turn' };

export type KoikoiPermission = { readonly allowed: true } | { readonly allowed: false; readonly reason: KoikoiRefusal };

/** The options this decision reads (a RuleOptions, or the simulator's copy of one). */
export type KoikoiOptions = Pick<RuleOptions, 'koikoiMinimum' | 'koikoiLimit' | 'counterKoikoi' | 'lastTurnKoikoi'>;

/**
 * The player's situation right after the turn that formed or improved a yaku: plain numbers,
 * so the full round state, a player's view, the simulator and a hand-written puzzle position
 * can all give it without building anything.
 */
export interface KoikoiSituation {
  /** Base points now (yaku points before any multiplier). */
  readonly base: number;
  /** Koi-koi calls the player has made this round. */
  readonly ownCalls: number;
  /** Koi-koi calls the opponent has made this round. */
  readonly opponentCalls: number;
  /** Cards left in the player's hand after the turn. */
  readonly cardsInHand: number;
}

/**
 * The refusal code, or null when the player may choose. Allocation-free: the simulator calls
 * it in every playout; everything else should use `koikoiPermission`.
 */
export function koikoiRefusalCode(
  o: KoikoiOptions,
  base: number,
  ownCalls: number,
  opponentCalls: number,
  cardsInHand: number,
): KoikoiRefusalCode | null {
  if (o.koikoiMinimum > 0 && base < o.koikoiMinimum) return 'below-minimum';
  if (o.koikoiLimit === 'once-per-round' && ownCalls > 0) return 'calls-used-up';
  if (!o.counterKoikoi && opponentCalls > 0) return 'no-counter-call';
  if (!o.lastTurnKoikoi && cardsInHand === 0) return 'last-turn';
  return null;
}

const ALLOWED: KoikoiPermission = { allowed: true };

/** Whether the player is offered koi-koi or must stop, and why. */
export function koikoiPermission(rules: RuleSet, s: KoikoiSituation): KoikoiPermission {
  const o = rules.options;
  const code = koikoiRefusalCode(o, s.base, s.ownCalls, s.opponentCalls, s.cardsInHand);
  if (code === null) return ALLOWED;
  return { allowed: false, reason: code === 'below-minimum' ? { code, points: s.base, minimum: o.koikoiMinimum } : { code } };
}

/**
 * The refusals a rule set can give at all, in checking order (empty: koi-koi is always
 * offered): what a rules summary lists without reading the options itself. Each is found by
 * asking `koikoiRefusalCode` about the one situation that only that refusal can stop, so the
 * conditions stay written once.
 */
export function koikoiRestrictions(rules: RuleSet): KoikoiRefusalCode[] {
  const o = rules.options;
  const out: KoikoiRefusalCode[] = [];
  const ample = Number.MAX_SAFE_INTEGER;
  if (koikoiRefusalCode(o, 0, 0, 0, 1) === 'below-minimum') out.push('below-minimum');
  if (koikoiRefusalCode(o, ample, 1, 0, 1) === 'calls-used-up') out.push('calls-used-up');
  if (koikoiRefusalCode(o, ample, 0, 1, 1) === 'no-counter-call') out.push('no-counter-call');
  if (koikoiRefusalCode(o, ample, 0, 0, 0) === 'last-turn') out.push('last-turn');
  return out;
}

/**
 * Whether the Lightning is wild this round (`lightningWild`), judged once at the deal from
 * every card dealt face up to the field (replacements after dealer-captures included).
 */
export function lightningWildAtDeal(rules: RuleSet, fieldAtDeal: readonly CardId[]): boolean {
  const mode = rules.options.lightningWild;
  return mode === 'matches-any' || (mode === 'august-on-field' && fieldAtDeal.some((c) => monthOfCard(c) === 8));
}

/**
 * Who deals the next round: the winner; after a round without one, the dealer again on a
 * misdeal or under `dealerAfterDraw: stays`, else the next seat. The round engine and the
 * score keeper's ledger both ask this.
 */
export function nextDealerAfter(
  options: Pick<RuleOptions, 'dealerAfterDraw' | 'players'>,
  dealer: PlayerIndex,
  winner: PlayerIndex | null,
  misdeal: boolean,
): PlayerIndex {
  if (winner !== null) return winner;
  return misdeal || options.dealerAfterDraw === 'stays' ? dealer : nextSeat(dealer, seatCount(options));
}

// ---------------------------------------------------------------------------------------
// Second-edition rules (src/engine/README.md, Options): each decided here once, for the round
// engine and the simulator alike.
// ---------------------------------------------------------------------------------------

/**
 * What the deal's field decides before play, in the settled order (src/engine/README.md,
 * Readings of the round rules): field misdeals first (four of a kind, then four pairs), then the
 * dealer's win by four of a kind, then by four pairs, then the dealer's capture of a four of a
 * kind; `play` when the field decides nothing.
 */
export const FIELD_RULINGS = ['misdeal-four', 'misdeal-pairs', 'dealer-wins-four', 'dealer-wins-pairs', 'dealer-captures', 'play'] as const;
export type FieldRuling = (typeof FIELD_RULINGS)[number];

export function fieldRuling(
  o: Pick<RuleOptions, 'fieldFourOfAKind' | 'fieldFourPairs'>,
  hasFourOfAKind: boolean,
  madeOfPairs: boolean,
): FieldRuling {
  if (hasFourOfAKind && o.fieldFourOfAKind === 'misdeal') return 'misdeal-four';
  if (madeOfPairs && o.fieldFourPairs === 'misdeal') return 'misdeal-pairs';
  if (hasFourOfAKind && o.fieldFourOfAKind === 'dealer-wins') return 'dealer-wins-four';
  if (madeOfPairs && o.fieldFourPairs === 'dealer-wins') return 'dealer-wins-pairs';
  if (hasFourOfAKind && o.fieldFourOfAKind === 'dealer-captures') return 'dealer-captures';
  return 'play';
}

/**
 * Whether Four Pairs can be dealt at all: it needs 8 cards (a hand of 8, or the field of 8), so
 * with three players (hands of 7, a field of 6) neither `kuttsuki` nor `fieldFourPairs` applies.
 */
export function fourPairsCanOccur(o: Pick<RuleOptions, 'players'>): boolean {
  return o.players === 2;
}

/** Points the dealer wins with a field four of a kind / four pairs: the lucky hand's value, 6 when it is off. */
export function fieldWinPoints(o: Pick<RuleOptions, 'yakuPoints'>, ruling: 'dealer-wins-four' | 'dealer-wins-pairs'): number {
  const value = o.yakuPoints[ruling === 'dealer-wins-four' ? 'teshi' : 'kuttsuki'];
  return value ? value.points : 6;
}

/** `handCapture`: whether a hand card that matches (`matches` capture options) may be laid on the field. */
export function mayLay(o: Pick<RuleOptions, 'handCapture'>, matches: number): boolean {
  return o.handCapture === 'optional' && matches > 0;
}

/** Where a turned card that matches nothing goes (`turnStructure`), and whether the turn plays on. */
export const UNMATCHED_DRAW_FATES = ['field', 'hand-face-up-play-one', 'hand-face-down-turn-over'] as const;
export type UnmatchedDrawFate = (typeof UNMATCHED_DRAW_FATES)[number];

export function unmatchedDrawFate(o: Pick<RuleOptions, 'turnStructure'>): UnmatchedDrawFate {
  if (o.turnStructure === 'unmatched-draw-to-hand') return 'hand-face-up-play-one';
  if (o.turnStructure === 'hidden-draw') return 'hand-face-down-turn-over';
  return 'field';
}

/**
 * The cards that count as "left in hand" for `lastTurnKoikoi`: under hidden-draw a player may
 * still draw into the hand, so the last turn is the one after which the hand and the pile are
 * both empty.
 */
export function cardsLeftForLastTurn(o: Pick<RuleOptions, 'turnStructure'>, inHand: number, inPile: number): number {
  return o.turnStructure === 'hidden-draw' ? inHand + inPile : inHand;
}

/** `teyaku: holder-may-redeal`: whether dealt lucky hands are a choice for their holders. */
export function luckyHandIsChoice(o: Pick<RuleOptions, 'teyaku'>): boolean {
  return o.teyaku === 'holder-may-redeal';
}

/**
 * `dealerPrivilegeWhen`: whether a round without a winner pays the dealer's privilege
 * (`exhaustiveDraw: dealer-privilege`); under no-yaku only when no pile holds a yaku.
 * `anyPileHoldsYaku` may be a function, called only when the answer depends on it (the round
 * engine and the simulator score both piles for it).
 */
export function dealerPrivilegeDue(
  o: Pick<RuleOptions, 'exhaustiveDraw' | 'dealerPrivilegeWhen'>,
  anyPileHoldsYaku: boolean | (() => boolean),
): boolean {
  if (o.exhaustiveDraw !== 'dealer-privilege') return false;
  if (o.dealerPrivilegeWhen === 'any-draw') return true;
  return !(typeof anyPileHoldsYaku === 'function' ? anyPileHoldsYaku() : anyPileHoldsYaku);
}
