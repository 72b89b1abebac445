/**
 * "Values on this page follow your rules": names the reader's rule set, lists what was
 * changed from its preset, and offers a compact preset picker and the way to Settings.
 * Server-rendered with the default preset, like every value it announces.
 *
 * Choosing a preset here previews it: every value on the page shows that preset's points
 * (preview-store.ts), nothing is saved, and two buttons make it the reader's rules or go back.
 */
import { fill } from '../../words/format';
import { presetName } from '../../words/preset-names';
import { describeChanges, rulesTitle } from './option-format';
import { PresetPicker } from './PresetPicker';
import { adoptPreview, endPreview, previewPreset } from './preview-store';
import { useReaderRules } from './use-reader-rules';
import { usePreviewPreset } from './use-preview-rules';
import { PREVIEW_WORDS } from './words';

export interface CurrentRulesProps {
  /** Unique per page: the picker's id. */
  readonly id?: string;
}

export default function CurrentRules({ id = 'current-rules-preset' }: CurrentRulesProps) {
  const rules = useReaderRules();
  const preview = usePreviewPreset();
  const changes = describeChanges(rules);
  const mine = rulesTitle(rules);
  return (
    <div class={`current-rules${preview === null ? '' : ' current-rules--preview'}`} data-testid="current-rules">
      <div aria-live="polite">
        {preview === null ? (
          <p class="current-rules__text">
            Points marked “your rules” follow <strong data-testid="current-rules-name">{presetName(rules.preset)}</strong>
            {changes.length > 0 ? `, ${changes.join('; ')}` : ''}.{' '}
            <a href="/settings/">Change any rule in Settings</a>
          </p>
        ) : (
          <p class="current-rules__text">{fill(PREVIEW_WORDS.showing, { preset: presetName(preview), mine })}</p>
        )}
      </div>
      <PresetPicker id={id} rules={rules} value={preview ?? rules.preset} onChoose={previewPreset} />
      {preview !== null && (
        <p class="current-rules__actions">
          <button type="button" onClick={adoptPreview}>
            {fill(PREVIEW_WORDS.adopt, { preset: presetName(preview) })}
          </button>{' '}
          <button type="button" class="secondary" onClick={endPreview}>
            {fill(PREVIEW_WORDS.back, { mine })}
          </button>
        </p>
      )}
    </div>
  );
}
