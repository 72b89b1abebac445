/**
 * The few coach words the game table shows before any hint is asked for: the Hint button (its
 * progress and cancel), the odds setting, and the failure notice. Kept apart from words.ts
 * (the hint's and the odds' sentences, loaded with them) so that the page's first script
 * carries only these.
 */
import { fill } from '../../words/format';

export const COACH_TABLE_WORDS = {
  'hint.button': 'Hint',
  'hint.hide': 'Hide hint',
  'hint.thinking': 'Thinking… {percent}',
  'hint.cancel': 'Cancel',
  'hint.failed': 'The coach could not work out a hint. Your game is saved: try again, or reload the page.',
  'odds.show': 'Show the odds',
  'odds.menu': 'Show the odds at koi-koi decisions',
} as const;

/** "Thinking… 40 %": the Hint button while the coach works (`percent` 0–99). */
export function thinkingText(percent: number): string {
  return fill(COACH_TABLE_WORDS['hint.thinking'], { percent: `${percent} %` });
}
