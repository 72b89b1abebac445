/**
 * Which rules the calculator scores with: the preset, each change from it, a compact
 * preset picker and the way to the full settings. When a link brought its own rules, it
 * says so and offers to go back to the reader's previous rules.
 */
import { presetName } from '../../words/preset-names';
import type { RuleSet } from '../../engine/rules/ruleset';
import { describeChanges } from '../rules-choice/option-format';
import { adoptRules } from '../rules-choice/rules-store';
import { PresetPicker } from '../rules-choice/PresetPicker';

export interface LinkRulesNotice {
  /** The reader's rules before the link replaced them. */
  readonly previous: RuleSet;
}

export interface RulesBarProps {
  readonly rules: RuleSet;
  readonly linkNotice: LinkRulesNotice | null;
  readonly onDismissLinkNotice: () => void;
}

export function RulesBar({ rules, linkNotice, onDismissLinkNotice }: RulesBarProps) {
  const changes = describeChanges(rules);
  return (
    <section class="calc-rules" aria-labelledby="calc-rules-title">
      <h2 id="calc-rules-title" class="calc-rules__title">
        Rules
      </h2>
      <p class="calc-rules__current">
        Scoring with <strong data-testid="calc-rules-name">{presetName(rules.preset)}</strong>
        {changes.length === 0 ? ' as it is. ' : `, ${changes.join('; ')}. `}
        <a href="/settings/">Change any rule in Settings</a>
      </p>
      <PresetPicker id="calc-preset" rules={rules} />
      {linkNotice && (
        <div class="calc-notice" role="status">
          <p>
            This link brought its own rules, now yours on every page: {presetName(rules.preset)}
            {changes.length > 0 ? ' with changes' : ''}. Before, you had {presetName(linkNotice.previous.preset)}
            {Object.keys(linkNotice.previous.overrides).length > 0 ? ' with changes' : ''}.
          </p>
          <p class="calc-notice__actions">
            <button
              type="button"
              class="secondary"
              onClick={() => {
                adoptRules(linkNotice.previous);
                onDismissLinkNotice();
              }}
            >
              Go back to my rules
            </button>{' '}
            <button type="button" class="secondary" onClick={onDismissLinkNotice}>
              Keep these rules
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
