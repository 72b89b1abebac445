/**
 * The table's parts that load after it is drawn, keeping the page's first script small
 * (`npm run budget`): the panels, the animation runner, the hint's panel and the rules' full
 * title. Each loads once per page; the hooks redraw when it arrives.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { RuleSet } from '../../engine/rules/ruleset';
import { presetName } from '../../words/preset-names';
import type { HintPanelProps } from '../coach/HintPanel';

// The overlays and panels (a yaku as it forms, who deals, a choice, koi-koi or shōbu, the
// round's end with its score explanation) and the deal link are not needed to draw the table:
// they load just after it.
export type PanelsModule = typeof import('./TableOverlays');
let panelsModule: PanelsModule | null = null;
let panelsLoading: Promise<PanelsModule> | null = null;
function loadPanels(): Promise<PanelsModule> {
  panelsLoading ??= import('./TableOverlays').then((m) => (panelsModule = m));
  return panelsLoading;
}

// The animation runner, likewise: it is needed from the first move, not to draw the table.
type MotionModule = typeof import('./motion');
let motionModule: MotionModule | null = null;
function loadMotion(): Promise<MotionModule> {
  return import('./motion').then((m) => (motionModule = m));
}

/** The animation runner once loaded (null in the first instant: moves are then told, not shown). */
export function motion(): MotionModule | null {
  return motionModule;
}

/** The overlays and panels once loaded; asks for them (and the animation runner) on first use. */
export function usePanels(): PanelsModule | null {
  const [m, setM] = useState<PanelsModule | null>(panelsModule);
  useEffect(() => {
    if (!m) void loadPanels().then((x) => setM(() => x));
    if (!motionModule) void loadMotion();
  }, []);
  return m;
}

// The hint's panel: loaded as soon as a hint is asked for (it arrives while the coach works).
type HintPanelView = ComponentType<HintPanelProps>;
let hintPanelView: HintPanelView | null = null;
export function useHintPanel(wanted: boolean): HintPanelView | null {
  const [view, setView] = useState<HintPanelView | null>(() => hintPanelView);
  useEffect(() => {
    if (wanted && !view)
      void import('../coach/HintPanel').then((m) => {
        hintPanelView = m.HintPanel;
        setView(() => m.HintPanel);
      });
  }, [wanted, view]);
  return view;
}

// The rules' name with their changes ("Fuda Wiki (modern), 12 → 3 rounds") words every option's
// values (~8 KB gzip of option words): it loads after the table is drawn, showing the preset's
// name until then.
type RulesTitle = (typeof import('../rules-choice/option-format'))['rulesTitle'];
let rulesTitleOf: RulesTitle | null = null;
export function useRulesTitle(rules: RuleSet): string {
  const [loaded, setLoaded] = useState(rulesTitleOf !== null);
  useEffect(() => {
    if (!loaded)
      void import('../rules-choice/option-format').then((m) => {
        rulesTitleOf = m.rulesTitle;
        setLoaded(true);
      });
  }, [loaded]);
  return rulesTitleOf ? rulesTitleOf(rules) : presetName(rules.preset);
}
