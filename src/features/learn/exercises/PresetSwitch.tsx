/**
 * Lesson 9 exercise: the same captured cards under each preset. The reader switches rule
 * sets (locally: their own rules change only if they ask) and finds the one that pays the
 * most; every value is the engine's scoreCaptured under that preset.
 */
import { useState } from 'preact/hooks';
import { PRESET_IDS, type PresetId } from '../../../engine/rules/presets';
import { presetRuleSet } from '../../../engine/rules/ruleset';
import { PRESET_PILE, checkBestPreset, presetScores } from './checks/preset-switch';
import type { Verdict } from './checks/verdict';
import { choosePreset } from '../../rules-choice/rules-store';
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { CardRow, ExerciseShell, Feedback } from './ExerciseShell';
import { scoreCaptured } from '../../../engine/scoring/score';
import { Working } from './Working';
import { presetName } from '../../../words/preset-names';

export default function PresetSwitch({ lesson }: { readonly lesson: string }) {
  const rules = useReaderRules();
  const [viewed, setViewed] = useState<PresetId>('fudawiki');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [solved, setSolved] = useState(false);
  const viewedRules = presetRuleSet(viewed);
  const score = scoreCaptured(PRESET_PILE, { calls: [] }, viewedRules);

  const check = () => {
    const v = checkBestPreset(viewed, presetScores((p) => presetRuleSet(p as PresetId), PRESET_IDS));
    setVerdict(v);
    if (v.correct) setSolved(true);
  };

  return (
    <ExerciseShell lesson={lesson} title="one pile, five rule sets" solved={solved}>
      <p>
        You stop with the cards below. Switch between the presets and watch the score change. Which rule set pays the most for
        them?
      </p>
      <CardRow cards={PRESET_PILE} label="Your captured cards" size="thumb" />
      <fieldset class="choice-group choice-group--wide">
        <legend>Score these cards under</legend>
        {PRESET_IDS.map((p) => (
          <label key={p} class="choice">
            <input
              type="radio"
              name="preset-view"
              value={p}
              checked={viewed === p}
              onChange={() => {
                setViewed(p);
                setVerdict(null);
              }}
            />{' '}
            {presetName(p)}
            {p === rules.preset ? ' (your rules)' : ''}
          </label>
        ))}
      </fieldset>
      <p aria-live="polite">
        Under <strong>{presetName(viewed)}</strong> these cards score <strong data-testid="preset-total">{score.total}</strong>.
      </p>
      <Working score={score} />
      <div class="exercise__actions">
        <button type="button" onClick={check}>
          Check: {presetName(viewed)} pays the most
        </button>
        {viewed !== rules.preset && (
          <button type="button" class="secondary" onClick={() => choosePreset(viewed)}>
            Make {presetName(viewed)} my rules
          </button>
        )}
      </div>
      <Feedback verdict={verdict} />
    </ExerciseShell>
  );
}
