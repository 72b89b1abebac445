/**
 * A drop-down of the five presets by title: the one preset picker of the comparison table
 * and the score keeper's set-up (the settings panel offers them as described radio cards).
 */
import { PRESET_IDS, isPresetId, type PresetId } from '../../engine/rules/presets';
import { presetName } from '../../words/preset-names';

export function PresetSelect({ id, value, onChange }: { readonly id: string; readonly value: PresetId; readonly onChange: (preset: PresetId) => void }) {
  return (
    <select
      id={id}
      value={value}
      onChange={(e) => {
        const chosen = e.currentTarget.value;
        if (isPresetId(chosen)) onChange(chosen);
      }}
    >
      {PRESET_IDS.map((p) => (
        <option key={p} value={p}>
          {presetName(p)}
        </option>
      ))}
    </select>
  );
}
