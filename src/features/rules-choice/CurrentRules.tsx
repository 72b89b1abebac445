/**
 * "Values on this page follow your rules": names the reader's rule set, lists what was
 * changed from its preset, and offers a compact preset picker and the way to Settings.
 * Server-rendered with the default preset, like every value it announces.
 */
import { presetName } from '../../words/preset-names';
import { describeOverrides } from './option-format';
import { PresetPicker } from './PresetPicker';
import { useReaderRules } from './use-reader-rules';

export interface CurrentRulesProps {
  /** Unique per page: the picker's id. */
  readonly id?: string;
}

export default function CurrentRules({ id = 'current-rules-preset' }: CurrentRulesProps) {
  const rules = useReaderRules();
  const changes = describeOverrides(rules.overrides);
  return (
    <div class="current-rules">
      <p class="current-rules__text" aria-live="polite">
        Points marked “your rules” follow <strong data-testid="current-rules-name">{presetName(rules.preset)}</strong>
        {changes.length > 0 ? `, changed: ${changes.join('; ')}` : ''}.{' '}
        <a href="/settings/">Change any rule in Settings</a>
      </p>
      <PresetPicker id={id} rules={rules} />
    </div>
  );
}
