/** Lesson 9's exercise (PresetSwitch): which preset pays most for a pile? */
import { scoreCaptured, type CardId, type RuleSet } from '../../../../engine';
import { points, type Verdict } from './verdict';

/** A pile whose value differs a lot from one rule set to another. */
export const PRESET_PILE: readonly CardId[] = [
  'pine-crane',
  'cherry-curtain',
  'pampas-moon',
  'chrysanthemum-sake-cup',
  'clover-boar',
  'maple-deer',
  'peony-butterflies',
  'pampas-geese',
  'pine-chaff-1',
  'plum-chaff-2',
];

export function presetScores(rulesFor: (preset: string) => RuleSet, presets: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of presets) out[p] = scoreCaptured(PRESET_PILE, { calls: [] }, rulesFor(p)).total;
  return out;
}

export function checkBestPreset(choice: string, scores: Record<string, number>): Verdict {
  const best = Math.max(...Object.values(scores));
  const mine = scores[choice];
  if (mine === undefined) return { correct: false, message: 'Choose a rule set first.' };
  if (mine === best) return { correct: true, message: `Right: ${points(mine)}, the most any preset pays for these cards.` };
  return { correct: false, message: `${points(mine)} is not the most: another preset pays more. Try each one.` };
}
