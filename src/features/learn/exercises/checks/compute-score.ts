/** Lesson 7's exercise (ComputeScore): the total of a pile under the reader's rules. */
import { scoreCaptured, type CardId, type RuleSet, type ScoreExplanation } from '../../../../engine';
import { points, type Verdict } from './verdict';

export interface ScoreProblem {
  readonly id: string;
  readonly title: string;
  readonly pile: readonly CardId[];
  /** Koi-koi calls in the round, seen from the scorer. */
  readonly calls: readonly ('self' | 'opponent')[];
}

export const SCORE_PROBLEMS: readonly ScoreProblem[] = [
  {
    id: 'extras',
    title: 'Extra cards',
    pile: ['plum-warbler', 'wisteria-cuckoo', 'iris-bridge', 'pampas-geese', 'willow-swallow', 'maple-deer', 'pine-chaff-1', 'cherry-chaff-2'],
    calls: [],
  },
  {
    id: 'big-hand',
    title: 'Two yaku at once',
    pile: ['pine-crane', 'cherry-curtain', 'paulownia-phoenix', 'pine-ribbon', 'plum-ribbon', 'cherry-ribbon', 'iris-chaff-1'],
    calls: [],
  },
  {
    id: 'after-koikoi',
    title: 'After the opponent’s koi-koi',
    pile: ['peony-ribbon', 'chrysanthemum-ribbon', 'maple-ribbon', 'iris-ribbon', 'willow-ribbon', 'clover-chaff-1'],
    calls: ['opponent'],
  },
];

export function scoreProblem(p: ScoreProblem, rules: RuleSet): ScoreExplanation {
  return scoreCaptured(p.pile, { calls: p.calls }, rules);
}

export function checkScore(p: ScoreProblem, answer: number | null, rules: RuleSet): Verdict {
  if (answer === null || !Number.isFinite(answer)) return { correct: false, message: 'Type the total as a number.' };
  const score = scoreProblem(p, rules);
  if (answer === score.total) return { correct: true, message: `Right: ${points(score.total)}.` };
  const hint = answer === score.base && score.base !== score.total ? ' That is the yaku points before the multipliers: check them.' : '';
  return { correct: false, message: `Not ${answer}.${hint} Check each yaku and its extra cards, then the multipliers of your rules.` };
}
