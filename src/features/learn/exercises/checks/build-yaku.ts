/** Lesson 5's exercise (BuildYaku): build a yaku of each family from a pool of cards. */
import { YAKU_DEFINITIONS, evaluateYaku, scoreCaptured, type CardId, type PileYakuId, type RuleSet, type ScoreItemId } from '../../../../engine';
import { isYakuPlayed, type DroppedYaku } from '../../../../engine/scoring/yaku';
import { droppedText } from '../../../../words/score';
import { yakuDescription } from '../../../../words/yaku-descriptions';
import { yakuName } from '../../../../words/yaku-names';
import { points, type Verdict } from './verdict';

const dropWhy = (d: DroppedYaku | undefined) => (d ? droppedText(d) : '');

/** Cards the reader builds yaku from: every bright, the animals and ribbons that matter, a few decoys. */
export const YAKU_POOL: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'pampas-moon',
  'willow-rain-man',
  'paulownia-phoenix',
  'clover-boar',
  'maple-deer',
  'peony-butterflies',
  'pampas-geese',
  'chrysanthemum-sake-cup',
  'pine-ribbon',
  'plum-ribbon',
  'cherry-ribbon',
  'wisteria-ribbon',
  'peony-ribbon',
  'chrysanthemum-ribbon',
  'maple-ribbon',
  'willow-lightning',
];

/** The yaku the reader is asked to build, one from each family that a small pool can show. */
export const YAKU_TARGETS: readonly PileYakuId[] = ['sanko', 'inoshikacho', 'aotan', 'tsukimi-zake'];

/** Whether the rule set plays this yaku at all. */
export function yakuPlayed(id: PileYakuId, rules: RuleSet): boolean {
  return isYakuPlayed(id, rules.options);
}

/** The yaku the pile holds, scoring or not (dropped only because a bigger one covers it, say). */
export function formedYaku(pile: readonly CardId[], rules: RuleSet): PileYakuId[] {
  const evaluation = evaluateYaku(pile, {}, rules);
  const present = new Set<ScoreItemId>(evaluation.yaku.map((y) => y.id));
  for (const d of evaluation.dropped) {
    if (d.reason === 'included-in' || d.reason === 'worth-less' || d.reason === 'needs-other-yaku' || d.reason === 'best-only') present.add(d.id);
  }
  return [...present].filter((id): id is PileYakuId => id in YAKU_DEFINITIONS && YAKU_DEFINITIONS[id as PileYakuId].kind === 'pile');
}

export function checkYakuBuild(target: PileYakuId, pile: readonly CardId[], rules: RuleSet): Verdict {
  const name = yakuName(target);
  if (pile.length === 0) return { correct: false, message: 'Pick some cards first.' };
  const formed = formedYaku(pile, rules);
  if (formed.includes(target)) {
    const score = scoreCaptured(pile, {}, rules);
    const scoring = score.yaku.find((y) => y.id === target);
    return {
      correct: true,
      message: scoring
        ? `Right: that is ${name}, worth ${points(scoring.points)} under your rules.`
        : `Right: that is ${name}. ${dropWhy(score.dropped.find((d) => d.id === target))}`.trim(),
    };
  }
  const others = formed.map((id) => yakuName(id));
  const rainMan = target === 'sanko' && pile.includes('willow-rain-man') && !rules.options.sankoCountsRainMan;
  return {
    correct: false,
    message:
      `Not yet ${name}${others.length > 0 ? ` (the pile makes ${others.join(', ')})` : ''}. ` +
      (rainMan ? 'Under your rules the Rain Man does not count towards Three Brights.' : `${name}: ${yakuDescription(target)}`),
  };
}
