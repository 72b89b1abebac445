/**
 * From the calculator's state to the engine's answer. All scoring is the engine's
 * (`scoreCaptured`, `oneCardAway`); this module only decides whose pile is scored and
 * what context goes with it, so the island and the unit tests agree on it.
 */
import { CARD_IDS, type CardId } from '../../engine/cards';
import { oneCardAway, type OneCardAwayHint } from '../../engine/scoring/one-card-away';
import type { RuleSet } from '../../engine/rules/ruleset';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import type { ScoreContext } from '../../engine/scoring/yaku';
import { gainsBySeat, seatCount, type BySeat, type SeatCount } from '../../engine/round/seats';
import { SEATS, callsFor, otherSeats, pileOf, scorerOf, seatsAt, type CalculatorState, type Seat } from './state';

export interface Calculation {
  /** Whose pile is scored. */
  readonly scorer: Seat;
  readonly captured: readonly CardId[];
  readonly context: ScoreContext;
  readonly explanation: ScoreExplanation;
  /** Cards that would add a yaku or raise the score, best first. */
  readonly hints: readonly OneCardAwayHint[];
  /** The rule set counts the opponent's yaku too (`yakuCounting: both-players`). */
  readonly countsOpponent: boolean;
  /** How many sit at the table (the rules' `players`). */
  readonly seats: SeatCount;
  /**
   * A whole round: what each seat gains or pays (index: you, opponent, third), from the engine's
   * gainsBySeat (under zeroSum each other player pays the winner). null for a single pile.
   */
  readonly gains: BySeat<number> | null;
}

/** A seat's index at the table: you 0, your opponent 1, the third player 2. */
export function seatIndex(seat: Seat): 0 | 1 | 2 {
  return SEATS.indexOf(seat) as 0 | 1 | 2;
}

export function scoreContext(state: CalculatorState, scorer: Seat, n: SeatCount = 2): ScoreContext {
  const seated = seatsAt(n);
  return {
    month: state.month ?? undefined,
    field: state.fieldAtEnd,
    fieldAtDeal: state.fieldAtDeal,
    // A call by a seat the rules do not have (a third player's, left from rules for three) is no call.
    calls: callsFor(scorer, state.calls.filter((c) => seated.includes(c))),
    // A single pile has no opponent's pile: under both-players it is taken as empty.
    othersCaptured: state.mode === 'round' ? otherSeats(scorer, n).map((seat) => pileOf(state, seat)) : undefined,
  };
}

/** The score without the hints: what the calculator needs first. */
export type ScoreCalculation = Omit<Calculation, 'hints'>;

export function calculateScore(state: CalculatorState, rules: RuleSet): ScoreCalculation {
  const seats = seatCount(rules.options);
  // A stopper the rules do not seat (the third player, under rules for two) leaves you the scorer.
  const stopper = scorerOf(state);
  const scorer = seatsAt(seats).includes(stopper) ? stopper : 'you';
  const captured = pileOf(state, scorer);
  const context = scoreContext(state, scorer, seats);
  const explanation = scoreCaptured(captured, context, rules);
  return {
    scorer,
    captured,
    context,
    explanation,
    countsOpponent: rules.options.yakuCounting === 'both-players',
    seats,
    gains: state.mode === 'round' ? gainsBySeat(seats, seatIndex(scorer), explanation.total, rules.options.zeroSum) : null,
  };
}

/** Cards the scored pile could still take: not those the other player already holds. */
function availableFor(score: ScoreCalculation, state: CalculatorState): CardId[] {
  const taken = new Set<CardId>(state.mode === 'round' ? otherSeats(score.scorer, score.seats).flatMap((seat) => pileOf(state, seat)) : []);
  return CARD_IDS.filter((card) => !taken.has(card));
}

/** Hints worked out ahead by prepareHints, by the score they belong to. */
const prepared = new WeakMap<ScoreCalculation, { state: CalculatorState; rules: RuleSet; hints: readonly OneCardAwayHint[] }>();

/**
 * calculateScore, worked out once per state and rule set: the total bar, the score and the
 * hints all show it, and each hydrates in a task of its own (the first one scores).
 */
const scores = new WeakMap<CalculatorState, { rules: RuleSet; score: ScoreCalculation }>();
export function scoreOf(state: CalculatorState, rules: RuleSet): ScoreCalculation {
  const known = scores.get(state);
  if (known && known.rules === rules) return known.score;
  const score = calculateScore(state, rules);
  scores.set(state, { rules, score });
  return score;
}

/** The one-card-away hints for a score from calculateScore (48 more evaluations). */
export function hintsFor(score: ScoreCalculation, state: CalculatorState, rules: RuleSet): readonly OneCardAwayHint[] {
  const ready = prepared.get(score);
  if (ready && ready.state === state && ready.rules === rules) return ready.hints;
  return oneCardAway(score.captured, score.context, rules, availableFor(score, state));
}

/** Cards per task in prepareHints: 12 evaluations, a few milliseconds on a slow phone. */
const CARDS_PER_STEP = 12;

/**
 * The hints of scoreOf(state, rules), worked out a few cards per task (so that no task is
 * long) and kept for the hintsFor call that follows. Each card is judged alone, so the
 * slices find the cards that give a hint; the engine then ranks those few itself.
 */
export async function prepareHints(state: CalculatorState, rules: RuleSet): Promise<void> {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  await nextTask();
  const score = scoreOf(state, rules);
  const available = availableFor(score, state);
  const hinting: CardId[] = [];
  for (let at = 0; at < available.length; at += CARDS_PER_STEP) {
    await nextTask();
    for (const hint of oneCardAway(score.captured, score.context, rules, available.slice(at, at + CARDS_PER_STEP))) hinting.push(hint.card);
  }
  await nextTask();
  prepared.set(score, { state, rules, hints: oneCardAway(score.captured, score.context, rules, hinting) });
}

export function calculate(state: CalculatorState, rules: RuleSet): Calculation {
  const score = calculateScore(state, rules);
  return { ...score, hints: hintsFor(score, state, rules) };
}
