/**
 * A puzzle position in the engine's terms: the rule set, the unseen cards, the player view
 * the engine would give you, and the legality checks (every card accounted for once, hand,
 * field, pile and captured piles of sizes a real round can reach).
 *
 * "You" are player 0 of the engine and "the opponent" player 1: a puzzle is a two-player position
 * (its seats are the engine's `TwoSeat`).
 */
import { CARD_IDS, getCard, type CardId, type Month } from '../../engine/cards';
import { buildRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import { callsSeenBy, type Caller, type ScoreContext } from '../../engine/scoring/yaku';
import { bySeat, type TwoSeat } from '../../engine/round/seats';
import type { PlayerIndex, PlayerView, RoundState } from '../../engine/round';
// The decisions module alone: the puzzle page's island loads this file, not the round engine.
import { koikoiPermission, lightningWildAtDeal, mayLay, type KoikoiPermission } from '../../engine/round/decisions';
import type { Puzzle, PuzzlePosition, Seat } from './schema';
import { ruleErrorText } from '../../words/rule-errors';

export const YOU: TwoSeat = 0;
export const OPPONENT: TwoSeat = 1;

export function seatIndex(seat: Seat): TwoSeat {
  return seat === 'you' ? YOU : OPPONENT;
}

/** The puzzle's own rule set (it never follows the reader's chosen rules). Throws if invalid. */
export function puzzleRules(puzzle: Pick<Puzzle, 'rules'>): RuleSet {
  const built = buildRuleSet(puzzle.rules.preset, puzzle.rules.overrides);
  if (!built.ok) throw new Error(ruleErrorText(built.error));
  return built.value;
}

/** Every card you can see: your hand, the field and both captured piles. */
export function seenCards(p: PuzzlePosition): CardId[] {
  return [...p.hand, ...p.field, ...p.captured.you, ...p.captured.opponent];
}

/** The cards you cannot see (the opponent's hand and the pile), in deck order. */
export function unseenCards(p: PuzzlePosition): CardId[] {
  const seen = new Set(seenCards(p));
  return CARD_IDS.filter((c) => !seen.has(c));
}

/** Whether the Lightning is wild in this position (as the engine judges it at the deal). */
export function lightningWildIn(p: PuzzlePosition, rules: RuleSet): boolean {
  return lightningWildAtDeal(rules, p.fieldAtDeal ?? []);
}

/** Koi-koi calls as the scorer `seat` sees them ("self" / "opponent"). */
export function callsFor(p: PuzzlePosition, seat: Seat): Caller[] {
  return callsSeenBy(seat, p.calls);
}

/** The score context of one seat in this position (month, field, calls, the other pile). */
export function scoreContext(p: PuzzlePosition, seat: Seat): ScoreContext {
  return {
    month: p.month as Month,
    field: p.field,
    fieldAtDeal: p.fieldAtDeal ?? [],
    calls: callsFor(p, seat),
    othersCaptured: [seat === 'you' ? p.captured.opponent : p.captured.you],
  };
}

/** What a seat would score by stopping now, explained. */
export function scoreNow(p: PuzzlePosition, seat: Seat, rules: RuleSet): ScoreExplanation {
  return scoreCaptured(seat === 'you' ? p.captured.you : p.captured.opponent, scoreContext(p, seat), rules);
}

/**
 * Turns completed so far, from the pile: the pile starts with 48 − 2 × handSize − 8 cards
 * and each turn turns one. Only the standard turn structure is supported by puzzles.
 */
export function turnsCompleted(p: PuzzlePosition, rules: RuleSet): number {
  return 40 - 2 * rules.options.handSize - p.pile;
}

/** Why a position could not happen in a real round, as codes and numbers (words: puzzles/words.ts). */
export type PositionProblem =
  | { readonly code: 'card-twice'; readonly card: CardId }
  /** 48 cards: `seen` seen, so 48 − seen unseen, against the opponent's hand plus the pile. */
  | { readonly code: 'cards-unaccounted'; readonly seen: number; readonly opponentHand: number; readonly pile: number }
  | { readonly code: 'turn-structure' }
  | { readonly code: 'dealer-captures-four' }
  /** The pile's size gives `turns` played, which cannot be the start (play) or the end (decision) of a turn of that player. */
  | { readonly code: 'impossible-turn'; readonly pile: number; readonly turns: number; readonly phase: 'play' | 'decision'; readonly youDeal: boolean }
  | { readonly code: 'hands-empty'; readonly turns: number; readonly handSize: number }
  | { readonly code: 'hand-size'; readonly seat: 'you' | 'opponent'; readonly turns: number; readonly expected: number; readonly actual: number }
  | { readonly code: 'cards-in-play'; readonly turns: number; readonly expected: number; readonly actual: number }
  | { readonly code: 'empty-hand' }
  | { readonly code: 'odd-month'; readonly seat: 'you' | 'opponent'; readonly count: number; readonly month: number }
  | { readonly code: 'four-on-field'; readonly month: number }
  | { readonly code: 'field-at-deal-size' };

/** Why a position could not happen in a real round (empty when it could). */
export function positionProblems(p: PuzzlePosition, rules: RuleSet): PositionProblem[] {
  const problems: PositionProblem[] = [];
  const all = seenCards(p);
  const seen = new Set<CardId>();
  for (const c of all) {
    if (seen.has(c)) problems.push({ code: 'card-twice', card: c });
    seen.add(c);
  }
  const unseen = 48 - seen.size;
  if (unseen !== p.opponentHand + p.pile) problems.push({ code: 'cards-unaccounted', seen: seen.size, opponentHand: p.opponentHand, pile: p.pile });
  const o = rules.options;
  if (o.turnStructure !== 'standard') problems.push({ code: 'turn-structure' });
  if (o.fieldFourOfAKind === 'dealer-captures') problems.push({ code: 'dealer-captures-four' });

  const H = o.handSize;
  // Each turn turns one pile card, so the pile tells how many turns have been played; each
  // turn also plays one hand card while the hand lasts (with roundEnd "pile-empty" the turns
  // go on, drawing only, once the hands are empty).
  const t = turnsCompleted(p, rules);
  const youDeal = p.dealer === 'you';
  // Whose turn: in "play" it is yours to start; in "decision" yours has just ended.
  const yourTurnsDone = p.phase === 'play' ? (youDeal ? t / 2 : (t - 1) / 2) : youDeal ? (t + 1) / 2 : t / 2;
  if (t < 0 || !Number.isInteger(yourTurnsDone) || (p.phase === 'decision' && t < 1)) {
    problems.push({ code: 'impossible-turn', pile: p.pile, turns: t, phase: p.phase === 'play' ? 'play' : 'decision', youDeal });
  } else {
    const theirTurnsDone = t - yourTurnsDone;
    if (o.roundEnd === 'hands-empty' && Math.max(yourTurnsDone, theirTurnsDone) > H) problems.push({ code: 'hands-empty', turns: t, handSize: H });
    const yourHand = Math.max(0, H - yourTurnsDone);
    const theirHand = Math.max(0, H - theirTurnsDone);
    if (p.hand.length !== yourHand) problems.push({ code: 'hand-size', seat: 'you', turns: yourTurnsDone, expected: yourHand, actual: p.hand.length });
    if (p.opponentHand !== theirHand) problems.push({ code: 'hand-size', seat: 'opponent', turns: theirTurnsDone, expected: theirHand, actual: p.opponentHand });
    const inPlay = p.field.length + p.captured.you.length + p.captured.opponent.length;
    const expected = 8 + (H - yourHand) + (H - theirHand) + t;
    if (inPlay !== expected) problems.push({ code: 'cards-in-play', turns: t, expected, actual: inPlay });
  }
  if (p.phase === 'play' && p.hand.length === 0) problems.push({ code: 'empty-hand' });

  // Every capture takes cards of one month in twos (a pair) or fours (three on the field and
  // the card played), so each month appears an even number of times in each captured pile.
  if (!lightningWildIn(p, rules)) {
    for (const seat of ['you', 'opponent'] as const) {
      const counts = new Map<number, number>();
      for (const c of p.captured[seat]) counts.set(getCard(c).month, (counts.get(getCard(c).month) ?? 0) + 1);
      for (const [month, n] of counts) {
        if (n % 2 !== 0) problems.push({ code: 'odd-month', seat, count: n, month });
      }
    }
  }
  // Four of a month on the field only happens at the deal, and only where the rules allow it,
  // unless matching cards may be laid on the field without capturing (then a player can lay
  // the third and fourth card of a month there).
  for (let m = 1; m <= 12 && !mayLay(o, 1); m++) {
    if (p.field.filter((c) => getCard(c).month === m).length === 4) problems.push({ code: 'four-on-field', month: m });
  }
  if (p.fieldAtDeal && p.fieldAtDeal.length !== 8) problems.push({ code: 'field-at-deal-size' });
  return problems;
}

/**
 * Whether you are offered koi-koi in this decision position, or the rule set makes you stop
 * and why: the round engine's own decision, asked with the position's numbers. `base` is
 * your base points now.
 */
export function koikoiPermissionIn(p: PuzzlePosition, rules: RuleSet, base: number): KoikoiPermission {
  return koikoiPermission(rules, {
    base,
    ownCalls: p.calls.filter((c) => c === 'you').length,
    opponentCalls: p.calls.filter((c) => c === 'opponent').length,
    cardsInHand: p.hand.length,
  });
}

/**
 * The engine's player view of the position, for you (player 0). `sampleState` turns it into
 * full states by dealing the unseen cards at random; nothing reads a "real" hidden card.
 */
export function positionView(p: PuzzlePosition, rules: RuleSet): PlayerView {
  const dealer = seatIndex(p.dealer);
  const t = turnsCompleted(p, rules);
  const decision = p.phase === 'decision';
  const base = decision ? scoreNow(p, 'you', rules) : null;
  return {
    version: 1,
    player: YOU,
    rules,
    month: p.month as Month,
    dealer,
    fieldAtDeal: p.fieldAtDeal ?? [],
    lightningWild: lightningWildIn(p, rules),
    hand: p.hand,
    handCounts: bySeat(2, (s) => (s === YOU ? p.hand.length : p.opponentHand)),
    field: p.field,
    pileCount: p.pile,
    captured: bySeat(2, (s) => (s === YOU ? p.captured.you : p.captured.opponent)),
    phase: decision ? 'decision' : 'play',
    toMove: YOU,
    turn: decision ? t : t + 1,
    playsLeft: decision ? 0 : 1,
    drawLeft: !decision,
    drawn: null,
    turnStartCaptured: p.captured.you.length,
    turnStartField: p.field,
    calls: p.calls.map(seatIndex),
    lastYaku: decision ? YOU : null,
    decision: base ? { yaku: base.yaku.map((y) => y.id), base: base.base, stopPoints: base.total } : null,
    luckyHand: null,
    log: [],
    unseen: unseenCards(p),
    knownInHands: bySeat(2, () => []),
    result: null,
    revealed: null,
  };
}

/**
 * A position as player 0 sees it in a real round (its "play" or "decision" phase): how the
 * candidate generator turns engine states into puzzles, and how the tests check that
 * `positionProblems` accepts every position a real round can reach.
 */
export function positionFromState(state: RoundState): PuzzlePosition {
  const seat = (p: PlayerIndex) => (p === YOU ? ('you' as const) : ('opponent' as const));
  return {
    month: state.month,
    dealer: seat(state.dealer),
    phase: state.phase === 'decision' ? 'decision' : 'play',
    hand: [...state.hands[YOU]],
    field: [...state.field],
    captured: { you: [...state.captured[YOU]], opponent: [...state.captured[OPPONENT]] },
    opponentHand: state.hands[OPPONENT].length,
    pile: state.pile.length - state.pileTop,
    calls: state.calls.map(seat),
  };
}
