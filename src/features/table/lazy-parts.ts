/**
 * The table's parts that load after it is drawn, keeping the page's first script small
 * (`npm run budget`): the overlays and panels, the animation runner, the round's log in words,
 * the hint's panel and the rules' full title. Each is a loader for `useLazy` (src/shared/use-lazy.ts),
 * so it loads once per page and the table draws again when it arrives.
 */
import type { RuleSet } from '../../engine/rules/ruleset';
import { presetName } from '../../words/preset-names';
import { loaded, useLazy } from '../../shared/use-lazy';

// The overlays and panels (a yaku as it forms, who deals, a choice, koi-koi or shōbu, the
// round's end with its score explanation), the table's menu and the round's moves are not
// needed to draw the table: they load just after it.
export const loadOverlays = () => import('./TableOverlays');

// The animation runner, likewise: it is needed from the first move, not to draw the table.
export const loadMotion = () => import('./motion');

// The round's log in words (log-words.ts): nothing is told before the first move, so the
// narration and the message bar's lines wait for it rather than the table's first draw.
export const loadLogWords = () => import('./log-words');

/** The animation runner once loaded (null in the first instant: moves are then told, not shown). */
export function motion() {
  return loaded(loadMotion);
}

// The hint's panel: loaded as soon as a hint is asked for (it arrives while the coach works).
export const loadHintPanel = () => import('../coach/HintPanel').then((m) => m.HintPanel);

// The rules' name with their changes ("Fuda Wiki (modern), 12 → 3 rounds") words every option's
// values (~8 KB gzip of option words): it loads after the table is drawn, showing the preset's
// name until then.
const loadOptionFormat = () => import('../rules-choice/option-format');

export function useRulesTitle(rules: RuleSet): string {
  const format = useLazy(loadOptionFormat);
  return format ? format.rulesTitle(rules) : presetName(rules.preset);
}
