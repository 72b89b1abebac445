/**
 * A compact preset picker (a select) for tool and reference pages. By default choosing a preset
 * goes through the store's `choosePreset`, so every island and page follows (the calculator);
 * a page may instead pass `onChoose` (the yaku page previews the preset in place). Finer changes
 * are the settings page's job.
 */
import { useEffect, useState } from 'preact/hooks';
import { PRESET_IDS, isPresetId, type PresetId } from '../../engine/rules/presets';
import { presetName } from '../../words/preset-names';
import type { RuleSet } from '../../engine/rules/ruleset';
import { choosePreset } from './rules-store';
import { useHydrated } from './use-reader-rules';
import './preset-picker.css';

export interface PresetPickerProps {
  readonly id: string;
  /** The reader's rules: their preset is marked "(changed)" when they changed it. */
  readonly rules: RuleSet;
  /** The preset the select shows; the reader's own by default. */
  readonly value?: PresetId;
  /** What a choice does, once hydrated; without it, the choice becomes the reader's rules. */
  readonly onChoose?: (preset: PresetId) => void;
}

/**
 * A real form: before its island hydrates (or where it never does — see `client:rules`),
 * "Use" opens the settings page with the chosen preset as a rules link; once hydrated, a
 * choice acts at once, here. A choice made in the select before hydration is taken over.
 */
export function PresetPicker({ id, rules, value = rules.preset, onChoose = choosePreset }: PresetPickerProps) {
  const changed = Object.keys(rules.overrides).length > 0;
  const hydrated = useHydrated();
  // Read before this first render touches the select: what the reader chose while the island loaded.
  const [early] = useState(() => (typeof document === 'undefined' ? null : ((document.getElementById(id) as HTMLSelectElement | null)?.value ?? null)));
  useEffect(() => {
    if (isPresetId(early) && early !== value) onChoose(early);
  }, []);
  // A picker that previews has nothing to submit once live: its buttons are the caller's.
  const previews = onChoose !== choosePreset;
  return (
    <form
      class="preset-picker-inline"
      action="/settings/"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = (event.currentTarget.elements.namedItem('rules') as HTMLSelectElement | null)?.value;
        if (isPresetId(chosen)) onChoose(chosen);
      }}
    >
      <label for={id}>Preset</label>{' '}
      <select
        id={id}
        name="rules"
        value={value}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isPresetId(chosen)) onChoose(chosen);
        }}
      >
        {PRESET_IDS.map((preset) => (
          <option key={preset} value={preset}>
            {`${presetName(preset)}${changed && preset === rules.preset ? ' (changed)' : ''}`}
          </option>
        ))}
      </select>{' '}
      {!(hydrated && previews) && (
        <button type="submit" class="secondary small">
          Use
        </button>
      )}
    </form>
  );
}
