/** Two presets side by side: every option and yaku value on which they differ. */
import { useState } from 'preact/hooks';
import { PRESETS, diffPresets, presetRuleSet, type OptionDifference, type PresetId, type YakuValue } from '../../engine';
import { optionLabel } from '../../words/options';
import { presetName } from '../../words/preset-names';
import { yakuName } from '../../words/yaku-names';
import { formatOptionValueIn, formatYakuValue, isYakuPlayed } from './option-format';
import { PresetSelect } from './PresetSelect';
import { DIFFERENCES, countOf } from '../../words/plural';
import { capitalise } from '../../words/format';


/** One side of a difference, read as the rest of the site reads it (a yaku the rules do not play is "not played"). */
function shown(d: OptionDifference, preset: PresetId, value: OptionDifference['a']): string {
  if (d.yaku) return formatYakuValue(isYakuPlayed(d.yaku, presetRuleSet(preset)) ? (value as YakuValue | null) : null);
  return formatOptionValueIn(d.option, PRESETS[preset].options);
}

export function ComparePresets() {
  const [a, setA] = useState<PresetId>('fudawiki');
  const [b, setB] = useState<PresetId>('nintendo');
  const diffs = diffPresets(a, b);

  const picker = (id: string, label: string, value: PresetId, set: (p: PresetId) => void) => (
    <label for={id}>
      {label}{' '}
      <PresetSelect id={id} value={value} onChange={set} />
    </label>
  );

  return (
    <div class="compare">
      <div class="compare__pickers">
        {picker('compare-a', 'First', a, setA)}
        {picker('compare-b', 'Second', b, setB)}
      </div>
      <p role="status">
        {a === b
          ? 'Pick two different presets to see what differs.'
          : `${capitalise(countOf(diffs.length, DIFFERENCES))} between ${presetName(a)} and ${presetName(b)}.`}
      </p>
      {a !== b && diffs.length > 0 && (
        <div class="table-scroll">
          <table class="data-table compare__table">
            <caption class="visually-hidden">
              Options that differ between {presetName(a)} and {presetName(b)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">{presetName(a)}</th>
                <th scope="col">{presetName(b)}</th>
              </tr>
            </thead>
            <tbody>
              {diffs.map((d) => (
                <tr key={`${d.option}-${d.yaku ?? ''}`}>
                  <th scope="row">{d.yaku ? `${yakuName(d.yaku)} (points)` : optionLabel(d.option)}</th>
                  <td>{shown(d, a, d.a)}</td>
                  <td>{shown(d, b, d.b)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
