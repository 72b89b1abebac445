/**
 * A few options of the reader's rule set in words (label, value, meaning), for the
 * exercises whose answers depend on them. Everything comes from OPTION_SPECS and the rule set, worded by src/words.
 */
import type { OptionId } from '../../../engine/rules/options';
import type { RuleSet } from '../../../engine/rules/ruleset';
import type { PileYakuId } from '../../../engine/scoring/yaku';
import { formatYakuPoints, optionValueParts } from '../../rules-choice/option-format';
import { optionLabel } from '../../../words/options';
import { presetName } from '../../../words/preset-names';
import { yakuName } from '../../../words/yaku-names';

export function RulesGlance({
  rules,
  options,
  yaku = [],
}: {
  readonly rules: RuleSet;
  readonly options: readonly OptionId[];
  readonly yaku?: readonly PileYakuId[];
}) {
  return (
    <div class="rules-glance">
      <p class="rules-glance__title">
        Your rules: <strong>{presetName(rules.preset)}</strong>
        {Object.keys(rules.overrides).length > 0 ? ' (changed)' : ''} · <a href="/settings/">change them</a>
      </p>
      <ul>
        {yaku.map((id) => (
          <li key={id}>
            {yakuName(id)}: <strong>{formatYakuPoints(rules.options.yakuPoints[id])}</strong>
          </li>
        ))}
        {options.map((id) => {
          // The value's label and meaning, the meaning left out where it only repeats the label.
          const { label: shown, meaning } = optionValueParts(id, rules.options[id]);
          return (
            <li key={id}>
              {optionLabel(id)}: <strong>{shown}</strong>
              {meaning ? ` (${meaning})` : ''}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
