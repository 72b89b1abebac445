/**
 * Words for the puzzle islands, keyed by id (whole sentences with named parameters); card,
 * yaku and count words come from the shared wording layer (src/words).
 */
import { getCard, type CardId, type Month } from '../../engine/cards';
import type { ScoreItemId } from '../../engine/scoring/yaku-ids';
import { monthName, theCard } from '../../words/card-names';
import { capitalise, fill, listOf } from '../../words/format';
import { countOf, pluralForm, POINTS, type PluralForms } from '../../words/plural';
import { droppedText, multiplierText } from '../../words/score';
import { MULTIPLIER_WORDS_BY_SCORER } from '../calculator/words';
import type { PointsMiss } from './points-miss';
import { yakuList } from '../../words/yaku-names';
import { ruleErrorText } from '../../words/rule-errors';
import type { PuzzleProblem } from './schema';

export const PUZZLE_WORDS = {
  'play.nothing': 'Play {card} to the field (it takes nothing).',
  'play.taking': 'Play {card}, taking {cards}.',
  month: '{month} (round {round})',
  'wrong.first': 'Look again, or take a hint.',
  'wrong.again': 'Try once more, take a hint, or see the answer.',
  'wrong.threat': 'Not right: after this play, a {plant} card in your opponent’s hand or the pile would take {cards} and make {yaku} for them ({points} if they stopped).',
  'wrong.no-yaku': 'Not right: this play makes no new yaku, so your score stays at {points}.',
  'wrong.less': 'Not right: this play makes {yaku} ({points}), but another play does better.',
  'wrong.plain': 'Not right.',
  // A wrong points answer (points-miss.ts): what it left out, from the engine's explained score.
  'points.left-out.yaku': 'Not right: {answer} leaves out {yaku} ({points}).',
  'points.left-out.steps': 'Not right: {answer} leaves out {multipliers}. {steps}',
  'points.left-out.both': 'Not right: {answer} leaves out {yaku} ({points}) and {multipliers}. {steps}',
  'points.counted-dropped': 'Not right: {answer} counts {yaku}, which does not score here. {why}',
  'points.under': 'Not right: the score is more than {answer}. {count}',
  'points.over': 'Not right: the score is less than {answer}. {count}',
  'points.count.none': 'Count {yaku}; no multiplier applies here.',
  'points.count.some': 'Count {yaku}, then {multipliers}.',
  'hint.more': 'Show a stronger hint',
  'hint.first': 'Show a hint',
  'hint.label': 'Hint:',
} as const;

/** The first hint, by kind of puzzle: where to look, not what to play (the puzzle's own hint comes second). */
export const PUZZLE_NUDGES = {
  'complete-yaku': 'Compare your pile with the yaku it is close to: which capture finishes one?',
  block: 'Look at the field through your opponent’s eyes: which capture there would give them a yaku?',
  keep: 'Before you play, ask what each card leaves on the field for your opponent to take.',
  'koikoi-or-stop': 'Weigh the turns you have left against what your opponent is close to making.',
  points: 'List each yaku and its value first, then apply the multipliers one by one.',
  'dangerous-cards': 'For each yaku your opponent is close to, which of the cards you cannot see would finish it?',
} as const;

/** "the Sake Cup", "the Pine Chaff 1". */
export const the = theCard;

/** "A, B and C". */
export const listWords = listOf;

export function yakuWords(ids: readonly ScoreItemId[]): string {
  return yakuList(ids);
}

/** "Play the Sake Cup, taking the Chrysanthemum Chaff 2." / "… to the field (it takes nothing)." */
export function playWords(card: CardId, captured: readonly CardId[]): string {
  return captured.length === 0
    ? fill(PUZZLE_WORDS['play.nothing'], { card: the(card) })
    : fill(PUZZLE_WORDS['play.taking'], { card: the(card), cards: listOf(captured.map(the)) });
}

export function monthWords(month: number): string {
  return fill(PUZZLE_WORDS.month, { month: monthName(month as Month), round: month });
}

export const points = (n: number): string => countOf(n, POINTS);

const YAKU_IN_PILE: PluralForms = { one: 'the yaku in your pile', other: 'the {count} yaku in your pile' };
const MULTIPLIERS_LEFT_OUT: PluralForms = { one: 'a multiplier that applies', other: '{count} multipliers that apply' };
const MULTIPLIERS_TO_APPLY: PluralForms = { one: 'the multiplier that applies', other: 'the {count} multipliers that apply' };

/** What a wrong points answer missed (points-miss.ts), as one or two sentences. */
export function pointsMissText(miss: PointsMiss, answered: number): string {
  const answer = points(answered);
  const w = PUZZLE_WORDS;
  switch (miss.code) {
    case 'left-out': {
      const steps = miss.steps.map((s) => multiplierText(s, MULTIPLIER_WORDS_BY_SCORER.you)).join(' ');
      const yaku = yakuList(miss.yaku.map((y) => y.id));
      const sum = points(miss.yaku.reduce((n, y) => n + y.points, 0));
      const multipliers = fill(pluralForm(miss.steps.length, MULTIPLIERS_LEFT_OUT), { count: miss.steps.length });
      if (miss.yaku.length === 0) return fill(w['points.left-out.steps'], { answer, multipliers, steps });
      if (miss.steps.length === 0) return fill(w['points.left-out.yaku'], { answer, yaku, points: sum });
      return fill(w['points.left-out.both'], { answer, yaku, points: sum, multipliers, steps });
    }
    case 'counted-dropped':
      return fill(w['points.counted-dropped'], { answer, yaku: yakuList([miss.dropped.id]), why: droppedText(miss.dropped) });
    case 'unexplained': {
      const yaku = fill(pluralForm(miss.yaku, YAKU_IN_PILE), { count: miss.yaku });
      const count =
        miss.steps === 0
          ? fill(w['points.count.none'], { yaku })
          : fill(w['points.count.some'], { yaku, multipliers: fill(pluralForm(miss.steps, MULTIPLIERS_TO_APPLY), { count: miss.steps }) });
      return fill(w[miss.direction === 'under' ? 'points.under' : 'points.over'], { answer, count });
    }
  }
}

/** Cards that share a month with `card`. */
export function monthOf(card: CardId): number {
  return getCard(card).month;
}

export const capital = capitalise;

/** The puzzle format's own messages (for authors: the build and the tests show them). */
export const PUZZLE_SCHEMA_WORDS = {
  'id-format': 'ids are lower-case words joined by hyphens',
  'answer-misfit': 'this answer does not fit a "{kind}" goal',
  'problem-at': '{path}: {message}',
  'whole-puzzle': '(puzzle)',
} as const;

/** A puzzle problem's message, without the field it is about. */
export function puzzleProblemMessage(p: PuzzleProblem): string {
  switch (p.code) {
    case 'invalid-rules':
      return ruleErrorText(p.error);
    case 'answer-misfit':
      return fill(PUZZLE_SCHEMA_WORDS['answer-misfit'], { kind: p.kind });
    case 'bad-field':
      return p.detail;
  }
}

/** "position.hand: Required": the field at fault and what is wrong with it. */
export function puzzleProblemText(p: PuzzleProblem): string {
  return fill(PUZZLE_SCHEMA_WORDS['problem-at'], { path: p.path || PUZZLE_SCHEMA_WORDS['whole-puzzle'], message: puzzleProblemMessage(p) });
}
