/**
 * A compact preset picker (a select) for tool and reference pages. Choosing a preset goes
 * through the store's `choosePreset`, so every island and page follows; finer changes are
 * the settings page's job.
 */
import { PRESET_IDS, isPresetId } from '../../engine/rules/presets';
import { presetName } from '../../words/preset-names';
import type { RuleSet } from '../../engine/rules/ruleset';
import { choosePreset } from './rules-store';
import './preset-picker.css';

export interface PresetPickerProps {
  readonly id: string;
  readonly rules: RuleSet;
}

/**
 * A real form: before its island hydrates (or where it never does — see `client:rules`),
 * "Use" opens the settings page with the chosen preset as a rules link; once hydrated, a
 * choice applies at once, here.
 */
export function PresetPicker({ id, rules }: PresetPickerProps) {
  const changed = Object.keys(rules.overrides).length > 0;
  return (
    <form
      class="preset-picker-inline"
      action="/settings/"
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        const value = (event.currentTarget.elements.namedItem('rules') as HTMLSelectElement | null)?.value;
        if (isPresetId(value)) choosePreset(value);
      }}
    >
      <label for={id}>Preset</label>{' '}
      <select
        id={id}
        name="rules"
        value={rules.preset}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isPresetId(value)) choosePreset(value);
        }}
      >
        {PRESET_IDS.map((preset) => (
          <option key={preset} value={preset}>
            {`${presetName(preset)}${changed && preset === rules.preset ? ' (changed)' : ''}`}
          </option>
        ))}
      </select>{' '}
      <button type="submit" class="secondary small">
        Use
      </button>
    </form>
  );
}
