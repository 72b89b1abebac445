/**
 * The puzzle format: one JSON file per puzzle in `content/puzzles/`, checked by this schema
 * (the `puzzles` content collection uses it at build time; the unit tests use it directly).
 *
 * A puzzle is a position seen by "you" (the player at the screen), a rule set, a goal of one
 * of six kinds, and the author's words (title, hint, explanation). The schema checks the
 * shape only; whether the position is legal and what the right answers are is the
 * verifier's job (`verify.ts`), which asks the engine. A declared `answer` is what the
 * author believes: the tests fail when it differs from the engine's answer set, and the
 * site never checks a reader against it.
 */
import { z } from 'astro/zod';
import { CARD_IDS, type CardId } from '../../engine/cards';
import { PRESET_IDS } from '../../engine/rules/presets';
import { buildRuleSet, type RuleError } from '../../engine/rules/ruleset';
import { err, ok, type Result } from '../../engine/result';
import { PUZZLE_SCHEMA_WORDS, puzzleProblemMessage } from './words';

export const PUZZLE_KINDS = ['complete-yaku', 'block', 'keep', 'koikoi-or-stop', 'points', 'dangerous-cards'] as const;
export type PuzzleKind = (typeof PUZZLE_KINDS)[number];

/** Themed sets. The first theme of a puzzle is its set (for next / previous). */
export const PUZZLE_THEMES = [
  'brights',
  'animals',
  'ribbons',
  'viewing',
  'chaff',
  'blocking',
  'reading-the-table',
  'endgame',
  'koi-koi-decisions',
  'counting',
  'house-rules',
] as const;
export type PuzzleTheme = (typeof PUZZLE_THEMES)[number];

export const DIFFICULTIES = [1, 2, 3] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const SEATS = ['you', 'opponent'] as const;
export type Seat = (typeof SEATS)[number];

const cardId = z.enum(CARD_IDS as unknown as [CardId, ...CardId[]]);
const cards = z.array(cardId);

export const positionSchema = z.object({
  /** The round's month (round 1 = January), for Cards of the Month. */
  month: z.number().int().min(1).max(12),
  dealer: z.enum(SEATS),
  /**
   * `play`: it is your move, with a card to play from your hand.
   * `decision`: your turn has just ended with a new or better yaku (koi-koi or stop).
   */
  phase: z.enum(['play', 'decision']),
  hand: cards,
  field: cards,
  captured: z.object({ you: cards, opponent: cards }),
  /** How many cards the opponent holds (face down). */
  opponentHand: z.number().int().min(0).max(10),
  /** How many cards are left in the draw pile. The unseen cards are the opponent's hand and the pile. */
  pile: z.number().int().min(0).max(32),
  /** Koi-koi calls so far this round, in order. */
  calls: z.array(z.enum(SEATS)).default([]),
  /** The field as dealt, only where a rule needs it (brights on the field at the deal). */
  fieldAtDeal: cards.optional(),
});
export type PuzzlePosition = z.infer<typeof positionSchema>;

export const goalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('complete-yaku') }),
  z.object({ kind: z.literal('block') }),
  z.object({ kind: z.literal('keep') }),
  z.object({ kind: z.literal('koikoi-or-stop') }),
  z.object({ kind: z.literal('points') }),
  z.object({ kind: z.literal('dangerous-cards') }),
]);

/** A play from the hand: the card, and which field card it takes when it matches two. */
export const playSchema = z.object({ card: cardId, take: cardId.optional() });
export type PlayChoice = z.infer<typeof playSchema>;

/** What the author believes the answer is, in the goal's own terms. */
export const declaredAnswerSchema = z.union([
  z.array(playSchema).min(1), // complete-yaku, block, keep: every correct play
  z.enum(['koikoi', 'shobu']), // koikoi-or-stop
  z.number().int().min(0), // points
  z.array(cardId), // dangerous-cards: exactly the dangerous unseen cards
]);
export type DeclaredAnswer = z.infer<typeof declaredAnswerSchema>;

export const puzzleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, PUZZLE_SCHEMA_WORDS['id-format']),
    title: z.string().min(3).max(80),
    difficulty: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    themes: z.array(z.enum(PUZZLE_THEMES)).min(1),
    rules: z.object({
      preset: z.enum(PRESET_IDS),
      overrides: z.record(z.unknown()).default({}),
    }),
    /** Why the rule set matters for this puzzle, in a sentence (shown next to the rules). */
    rulesNote: z.string().min(10).optional(),
    position: positionSchema,
    goal: goalSchema,
    answer: declaredAnswerSchema.optional(),
    hint: z.string().min(10).max(300),
    explanation: z.string().min(40).max(1200),
  })
  .superRefine((puzzle, ctx) => {
    const built = buildRuleSet(puzzle.rules.preset, puzzle.rules.overrides);
    if (!built.ok) addProblem(ctx, { code: 'invalid-rules', path: 'rules', error: built.error });
    const a = puzzle.answer;
    if (a === undefined) return;
    const kind = puzzle.goal.kind;
    const fits =
      kind === 'koikoi-or-stop'
        ? a === 'koikoi' || a === 'shobu'
        : kind === 'points'
          ? typeof a === 'number'
          : kind === 'dangerous-cards'
            ? Array.isArray(a) && a.every((x) => typeof x === 'string')
            : Array.isArray(a) && a.every((x) => typeof x === 'object');
    if (!fits) addProblem(ctx, { code: 'answer-misfit', path: 'answer', kind });
  });

/**
 * What is wrong with a puzzle file, as data (worded by ./words.ts). The schema's own shape
 * checks (`bad-field`) keep zod's issue code and its message, which only the puzzle's author
 * reads (the site is built from valid files only).
 */
export type PuzzleProblem =
  | { readonly code: 'invalid-rules'; readonly path: 'rules'; readonly error: RuleError }
  | { readonly code: 'answer-misfit'; readonly path: 'answer'; readonly kind: PuzzleKind }
  | { readonly code: 'bad-field'; readonly path: string; readonly issue: z.ZodIssueCode; readonly detail: string };

/** The puzzle's own checks ride on zod's custom issues (the content collection shows their message). */
function addProblem(ctx: z.RefinementCtx, problem: PuzzleProblem): void {
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [problem.path], message: puzzleProblemMessage(problem), params: { problem } });
}

function problemOf(issue: z.ZodIssue): PuzzleProblem {
  const own = issue.code === z.ZodIssueCode.custom ? (issue.params?.['problem'] as PuzzleProblem | undefined) : undefined;
  return own ?? { code: 'bad-field', path: issue.path.join('.'), issue: issue.code, detail: issue.message };
}

export type Puzzle = z.infer<typeof puzzleSchema>;

/** Validates raw puzzle data (a parsed JSON file); each problem names the field at fault. */
export function parsePuzzle(raw: unknown): Result<Puzzle, readonly PuzzleProblem[]> {
  const parsed = puzzleSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(parsed.error.issues.map(problemOf));
}
