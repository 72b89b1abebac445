/**
 * The puzzle verifier: from a puzzle's position and rule set, the engine computes the set of
 * correct answers and the facts shown after solving. Pure: it uses only the engine.
 *
 * Answers are compared as canonical keys (`answers.ts`).
 *
 * How each kind is judged (all on the card played from the hand: the pile card you turn
 * afterwards is unknown):
 * - complete-yaku: the plays whose capture adds the most points now, when that capture makes
 *   a new yaku;
 * - block / keep: the plays after which no unseen card (in the opponent's hand or the pile)
 *   could make a capture from the field that gives the opponent a new yaku;
 * - koikoi-or-stop: the coach's seeded playouts (`koikoi-estimate.ts`), only when
 *   clear, and only where the round engine offers the decision (`koikoiPermission`);
 * - points: `scoreCaptured`'s total for your pile if you stop now;
 * - dangerous-cards: the unseen cards that would give the opponent a new yaku
 *   (`oneCardAway` on their pile, limited to the unseen cards).
 */
import { getCard, type CardId } from '../../engine/cards';
import { oneCardAway } from '../../engine/scoring/one-card-away';
import type { RuleSet } from '../../engine/rules/ruleset';
import { scoreCaptured, type ScoreExplanation } from '../../engine/scoring/score';
import { scoringPointsById } from '../../engine/scoring/yaku';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import { captureOptions, viewLegalActions } from '../../engine/round';
import { callKey, cardsKey, playKey, pointsKey } from './answers';
import { estimateKoikoi, type KoikoiEstimate } from './koikoi-estimate';
import {
  koikoiPermissionIn,
  lightningWildIn,
  positionProblems,
  positionView,
  scoreContext,
  scoreNow,
  unseenCards,
} from './position';
import { buildRuleSet, type RuleError } from '../../engine/rules/ruleset';
import type { KoikoiRefusal } from '../../engine/round/decisions';
import type { PositionProblem } from './position';
import type { DeclaredAnswer, PlayChoice, Puzzle, PuzzleKind, PuzzlePosition } from './schema';

export const PLAY_KINDS = ['complete-yaku', 'block', 'keep'] as const satisfies readonly PuzzleKind[];
export type PlayKind = (typeof PLAY_KINDS)[number];

export function isPlayKind(kind: PuzzleKind): kind is PlayKind {
  return (PLAY_KINDS as readonly string[]).includes(kind);
}

/** The phase each kind is asked in. */
export const KIND_PHASE: Readonly<Record<PuzzleKind, PuzzlePosition['phase']>> = {
  'complete-yaku': 'play',
  block: 'play',
  keep: 'play',
  'koikoi-or-stop': 'decision',
  points: 'decision',
  'dangerous-cards': 'play',
};

// ---------------------------------------------------------------------------------------
// Canonical answers
// ---------------------------------------------------------------------------------------

const byDeck = (a: CardId, b: CardId) => getCard(a).index - getCard(b).index;

export { callKey, cardsKey, playKey, pointsKey };

/**
 * The field cards a play takes, or null when the play is not possible (the card is not in
 * your hand, or it matches two field cards and `take` does not say which).
 */
export function capturedBy(position: PuzzlePosition, rules: RuleSet, play: PlayChoice): CardId[] | null {
  if (!position.hand.includes(play.card)) return null;
  const options = captureOptions(play.card, position.field, lightningWildIn(position, rules));
  if (play.take === undefined) return options.length >= 2 ? null : options[0] ?? [];
  return options.find((o) => o.includes(play.take!)) ?? null;
}

/** A reader's (or an author's) answer, as the UI collects it. */
export type ReaderAnswer =
  | { readonly type: 'play'; readonly play: PlayChoice }
  | { readonly type: 'call'; readonly call: 'koikoi' | 'shobu' }
  | { readonly type: 'points'; readonly points: number }
  | { readonly type: 'cards'; readonly cards: readonly CardId[] };

/** The canonical key of an answer in this position; null when the answer is not even legal. */
export function answerKey(puzzle: Puzzle, rules: RuleSet, answer: ReaderAnswer): string | null {
  switch (answer.type) {
    case 'play': {
      const captured = capturedBy(puzzle.position, rules, answer.play);
      return captured ? playKey(answer.play.card, captured) : null;
    }
    case 'call':
      return callKey(answer.call);
    case 'points':
      return Number.isInteger(answer.points) ? pointsKey(answer.points) : null;
    case 'cards':
      return cardsKey(answer.cards);
  }
}

/** The keys a declared answer stands for (a list of plays stands for a set of keys). */
export function declaredKeys(puzzle: Puzzle, rules: RuleSet, declared: DeclaredAnswer): string[] | null {
  const kind = puzzle.goal.kind;
  if (isPlayKind(kind)) {
    if (!Array.isArray(declared)) return null;
    const keys: string[] = [];
    for (const play of declared) {
      if (typeof play !== 'object') return null;
      const key = answerKey(puzzle, rules, { type: 'play', play });
      if (key === null) return null;
      keys.push(key);
    }
    return [...new Set(keys)].sort();
  }
  if (kind === 'koikoi-or-stop') return declared === 'koikoi' || declared === 'shobu' ? [callKey(declared)] : null;
  if (kind === 'points') return typeof declared === 'number' ? [pointsKey(declared)] : null;
  if (Array.isArray(declared) && declared.every((c) => typeof c === 'string')) return [cardsKey(declared as CardId[])];
  return null;
}

// ---------------------------------------------------------------------------------------
// Facts
// ---------------------------------------------------------------------------------------

/** A capture the opponent could make from the field that gives them a new yaku. */
export interface Threat {
  /** The unseen card that would capture (from their hand, or turned from the pile). */
  readonly by: CardId;
  /** The field cards it would take. */
  readonly takes: readonly CardId[];
  readonly newYaku: readonly ScoreItemId[];
  /** The opponent's score if they then stopped. */
  readonly totalAfter: number;
}

/** One legal play from your hand and what it does. */
export interface PlayFact {
  readonly key: string;
  readonly card: CardId;
  /** The field card named when the card matches two (what the reader picks), else null. */
  readonly take: CardId | null;
  /** The field cards taken (empty: the card stays on the field). */
  readonly captured: readonly CardId[];
  /** Yaku you would start to score with this capture. */
  readonly newYaku: readonly ScoreItemId[];
  /** Your score if you could stop right after this capture. */
  readonly totalAfter: number;
  /** The opponent's completing captures left on the field after this play. */
  readonly threats: readonly Threat[];
}

export interface DangerousCard {
  readonly card: CardId;
  readonly newYaku: readonly ScoreItemId[];
  readonly totalAfter: number;
}

export type PuzzleFacts =
  | {
      readonly kind: PlayKind;
      readonly plays: readonly PlayFact[];
      /** Your score now (before the play). */
      readonly totalBefore: number;
      /** The opponent's completing captures on the field before your play. */
      readonly threatsBefore: readonly Threat[];
      /** complete-yaku: your pile after the best capture, explained. */
      readonly best: ScoreExplanation | null;
    }
  | { readonly kind: 'koikoi-or-stop'; readonly estimate: KoikoiEstimate; readonly now: ScoreExplanation }
  | { readonly kind: 'points'; readonly explanation: ScoreExplanation }
  | { readonly kind: 'dangerous-cards'; readonly cards: readonly DangerousCard[]; readonly opponentNow: ScoreExplanation };

/** A reason not to publish a puzzle, as a code and its numbers (words: puzzles/words.ts). */
export type VerifyProblem =
  /** The puzzle's rules do not validate (the rule error's own wording). */
  | { readonly code: 'invalid-rules'; readonly error: RuleError }
  | { readonly code: 'illegal-position'; readonly problem: PositionProblem }
  /** A kind asked in the wrong phase; or a koi-koi puzzle with no decision (no yaku, or koi-koi refused). */
  | { readonly code: 'wrong-phase'; readonly kind: PuzzleKind; readonly expected: string; readonly actual: string }
  | { readonly code: 'no-decision'; readonly refusal: KoikoiRefusal | null }
  /** none-found: the engine finds no correct answer; unclear: koi-koi and stop too close; no-yaku: a points puzzle with nothing to score. */
  | { readonly code: 'no-answer'; readonly why: 'none-found' | 'unclear' | 'no-yaku' }
  | { readonly code: 'trivial' }
  | { readonly code: 'nothing-to-block' }
  | { readonly code: 'own-yaku-elsewhere'; readonly cards: readonly CardId[] }
  | { readonly code: 'unclear-margin'; readonly koikoi: number; readonly stop: number; readonly margin: number; readonly standardError: number }
  | { readonly code: 'invalid-declared-answer'; readonly answer: DeclaredAnswer }
  | { readonly code: 'declared-answer-differs'; readonly declared: readonly string[]; readonly found: readonly string[] };

export interface VerifiedPuzzle {
  readonly id: string;
  readonly kind: PuzzleKind;
  /** No problems: the puzzle can be published. */
  readonly ok: boolean;
  readonly problems: readonly VerifyProblem[];
  /** The engine's correct answers (canonical keys, sorted). Empty when there is none. */
  readonly correct: readonly string[];
  readonly facts: PuzzleFacts | null;
}

function newItems(before: ScoreExplanation, after: ScoreExplanation): ScoreItemId[] {
  const was = scoringPointsById(before);
  return Object.keys(scoringPointsById(after)).filter((id) => !(id in was)) as ScoreItemId[];
}

/** The opponent's completing captures from a field. */
export function threatsOn(position: PuzzlePosition, rules: RuleSet, field: readonly CardId[]): Threat[] {
  const lw = lightningWildIn(position, rules);
  const ctx = { ...scoreContext(position, 'opponent'), field };
  const pile = position.captured.opponent;
  const before = scoreCaptured(pile, ctx, rules);
  const threats: Threat[] = [];
  for (const by of unseenCards(position)) {
    for (const takes of captureOptions(by, field, lw)) {
      const after = scoreCaptured([...pile, by, ...takes], { ...ctx, field: field.filter((c) => !takes.includes(c)) }, rules);
      const newYaku = newItems(before, after);
      if (newYaku.length > 0) threats.push({ by, takes, newYaku, totalAfter: after.total });
    }
  }
  return threats;
}

function playFacts(puzzle: Puzzle, rules: RuleSet): { plays: PlayFact[]; before: ScoreExplanation } {
  const p = puzzle.position;
  const view = positionView(p, rules);
  const lw = view.lightningWild;
  const before = scoreNow(p, 'you', rules);
  const ctx = scoreContext(p, 'you');
  const plays: PlayFact[] = [];
  for (const action of viewLegalActions(view)) {
    if (action.type !== 'play') continue;
    const options = captureOptions(action.card, p.field, lw);
    // A card laid on the field without capturing (handCapture: optional) takes nothing.
    const captured = action.lay ? [] : action.take ? options.find((o) => o.includes(action.take!)) ?? [] : options[0] ?? [];
    const field = captured.length > 0 ? p.field.filter((c) => !captured.includes(c)) : [...p.field, action.card];
    const after =
      captured.length > 0 ? scoreCaptured([...p.captured.you, action.card, ...captured], { ...ctx, field }, rules) : before;
    plays.push({
      key: playKey(action.card, captured),
      card: action.card,
      take: options.length >= 2 ? captured[0] ?? null : null,
      captured,
      newYaku: captured.length > 0 ? newItems(before, after) : [],
      totalAfter: after.total,
      threats: puzzle.goal.kind === 'complete-yaku' ? [] : threatsOn(p, rules, field),
    });
  }
  return { plays, before };
}

/** Runs the engine over a puzzle: correct answers, facts and any reason not to publish it. */
export function verifyPuzzle(puzzle: Puzzle, options: { readonly koikoiSeed?: number } = {}): VerifiedPuzzle {
  const kind = puzzle.goal.kind;
  const problems: VerifyProblem[] = [];
  const done = (correct: string[], facts: PuzzleFacts | null): VerifiedPuzzle => {
    const sorted = [...correct].sort();
    if (sorted.length === 0 && !problems.some((x) => x.code === 'no-answer')) {
      problems.push({ code: 'no-answer', why: 'none-found' });
    }
    if (puzzle.answer !== undefined && facts) {
      const declared = declaredKeys(puzzle, rulesOrNull!, puzzle.answer);
      if (declared === null) {
        problems.push({ code: 'invalid-declared-answer', answer: puzzle.answer });
      } else if (declared.join('|') !== sorted.join('|')) {
        problems.push({ code: 'declared-answer-differs', declared, found: sorted });
      }
    }
    return { id: puzzle.id, kind, ok: problems.length === 0, problems, correct: sorted, facts };
  };

  const built = buildRuleSet(puzzle.rules.preset, puzzle.rules.overrides);
  if (!built.ok) {
    problems.push({ code: 'invalid-rules', error: built.error });
    return done([], null);
  }
  const rulesOrNull: RuleSet | null = built.value;
  const rules = built.value;
  const p = puzzle.position;
  for (const problem of positionProblems(p, rules)) problems.push({ code: 'illegal-position', problem });
  if (p.phase !== KIND_PHASE[kind]) problems.push({ code: 'wrong-phase', kind, expected: KIND_PHASE[kind], actual: p.phase });
  if (problems.length > 0) return done([], null);

  switch (kind) {
    case 'complete-yaku':
    case 'block':
    case 'keep': {
      const { plays, before } = playFacts(puzzle, rules);
      let correct: PlayFact[];
      if (kind === 'complete-yaku') {
        const best = Math.max(...plays.map((x) => x.totalAfter));
        correct = plays.filter((x) => x.totalAfter === best && x.newYaku.length > 0 && best > before.total);
      } else {
        correct = plays.filter((x) => x.threats.length === 0);
      }
      const threatsBefore = kind === 'complete-yaku' ? [] : threatsOn(p, rules, p.field);
      if (kind === 'block' && threatsBefore.length === 0) {
        problems.push({ code: 'nothing-to-block' });
      }
      if (kind !== 'complete-yaku') {
        // A play that makes you a yaku lets you stop before the opponent moves: such a
        // position does not teach defence, whatever the threats.
        const tempting = plays.filter((x) => x.newYaku.length > 0 && !correct.includes(x));
        if (tempting.length > 0) {
          problems.push({ code: 'own-yaku-elsewhere', cards: tempting.map((x) => x.card) });
        }
      }
      if (correct.length > 0 && correct.length === plays.length) {
        problems.push({ code: 'trivial' });
      }
      const first = correct[0];
      const best =
        kind === 'complete-yaku' && first
          ? scoreCaptured(
              [...p.captured.you, first.card, ...first.captured],
              { ...scoreContext(p, 'you'), field: p.field.filter((c) => !first.captured.includes(c)) },
              rules,
            )
          : null;
      return done(
        correct.map((x) => x.key),
        { kind, plays, totalBefore: before.total, threatsBefore, best },
      );
    }
    case 'koikoi-or-stop': {
      const now = scoreNow(p, 'you', rules);
      if (now.base === 0) {
        problems.push({ code: 'no-decision', refusal: null });
        return done([], null);
      }
      const permission = koikoiPermissionIn(p, rules, now.base);
      if (!permission.allowed) {
        problems.push({ code: 'no-decision', refusal: permission.reason });
        return done([], null);
      }
      const estimate = estimateKoikoi(p, rules, options.koikoiSeed === undefined ? {} : { seed: options.koikoiSeed });
      if (estimate.choice === null) {
        problems.push({ code: 'unclear-margin', koikoi: estimate.koikoi, stop: estimate.stop, margin: estimate.margin, standardError: estimate.standardError });
        problems.push({ code: 'no-answer', why: 'unclear' });
      }
      return done(estimate.choice ? [callKey(estimate.choice)] : [], { kind, estimate, now });
    }
    case 'points': {
      const explanation = scoreNow(p, 'you', rules);
      if (explanation.base === 0) {
        problems.push({ code: 'no-answer', why: 'no-yaku' });
        return done([], null);
      }
      return done([pointsKey(explanation.total)], { kind, explanation });
    }
    case 'dangerous-cards': {
      const opponentNow = scoreNow(p, 'opponent', rules);
      const hints = oneCardAway(p.captured.opponent, scoreContext(p, 'opponent'), rules, unseenCards(p));
      const cards = hints
        .filter((h) => h.newYaku.length > 0)
        .map((h) => ({ card: h.card, newYaku: h.newYaku, totalAfter: h.totalAfter }))
        .sort((a, b) => byDeck(a.card, b.card));
      return done(cards.length > 0 ? [cardsKey(cards.map((c) => c.card))] : [], { kind, cards, opponentNow });
    }
  }
}
