/**
 * The rules panel: pick a preset or customise any option; every island on the site
 * follows the choice (it lives in the `$ruleSet` store). The choice can be shared as a
 * link (`?rules=<code>`), and a bad link explains itself without touching the rules.
 */
import { useEffect, useState } from 'preact/hooks';
import {
  OPTION_AREAS,
  OPTION_IDS,
  OPTION_SPECS,
  PRESETS,
  PRESET_IDS,
  SOURCES,
  decodeRuleChoice,
  encodeRuleChoice,
  type OptionArea,
  type OptionId,
  type PresetId,
} from '../../engine';
import {
  applyRuleChoice,
  choosePreset,
  dismissRulesNotice,
  resetOption,
} from './rules-store';
import { useRuleSet, useRulesNotice } from './use-reader-rules';
import { OptionControl } from './OptionControl';
import { ComparePresets } from './ComparePresets';
import './rules-panel.css';
import { ruleErrorText } from '../../words/errors';

const AREA_TITLES: Record<OptionArea, string> = {
  game: 'The game',
  deal: 'Dealing and lucky hands',
  play: 'Play and koi-koi',
  yaku: 'Yaku',
  scoring: 'Scoring',
};

export interface RulesPanelProps {
  /** Read `?rules=` from the page address (the settings page does; embedded panels don't). */
  readonly readLink?: boolean;
}

export default function RulesPanel({ readLink = false }: RulesPanelProps) {
  const rules = useRuleSet();
  const notice = useRulesNotice();
  const [linkStatus, setLinkStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [copied, setCopied] = useState<string | null>(null);

  useEffect(() => {
    if (!readLink) return;
    const code = new URLSearchParams(location.search).get('rules');
    if (code === null) return;
    const decoded = decodeRuleChoice(code);
    if (decoded.ok) {
      applyRuleChoice(decoded.value.preset, decoded.value.overrides);
      setLinkStatus({ ok: true, text: `Rules loaded from the link: ${PRESETS[decoded.value.preset].title}.` });
    } else {
      setLinkStatus({
        ok: false,
        text: `The rules in this link could not be used: ${ruleErrorText(decoded.error)} Your rules were not changed.`,
      });
    }
  }, [readLink]);

  const shareUrl = () => `${location.origin}/settings/?rules=${encodeRuleChoice(rules)}`;
  const copyLink = async () => {
    const url = shareUrl();
    try {
      await navigator.clipboard.writeText(url);
      setCopied(`Link copied: ${url}`);
    } catch {
      setCopied(`Copy this link: ${url}`);
    }
  };

  const overridden = new Set(Object.keys(rules.overrides));

  return (
    <div class="rules-panel">
      {notice && (
        <div class="notice notice--warn" role="alert">
          <p>{notice}</p>
          <button type="button" class="secondary" onClick={dismissRulesNotice}>
            Dismiss
          </button>
        </div>
      )}
      {linkStatus && (
        <p class={`notice ${linkStatus.ok ? 'notice--ok' : 'notice--warn'}`} role={linkStatus.ok ? 'status' : 'alert'}>
          {linkStatus.ok ? '✓ ' : '⚠ '}
          {linkStatus.text}
        </p>
      )}

      <fieldset class="preset-picker">
        <legend>Preset</legend>
        {PRESET_IDS.map((id) => (
          <label key={id} class="preset-option">
            <input
              type="radio"
              name="rules-preset"
              value={id}
              checked={rules.preset === id}
              onChange={() => choosePreset(id as PresetId)}
            />
            <span>
              <strong>{PRESETS[id].title}</strong>
              <span class="preset-option__desc">{PRESETS[id].description}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <p class="rules-summary" aria-live="polite">
        In use: <strong>{PRESETS[rules.preset].title}</strong>
        {overridden.size > 0
          ? `, with ${overridden.size} change${overridden.size === 1 ? '' : 's'}: ${[...overridden]
              .map((o) => OPTION_SPECS[o as OptionId].label)
              .join(', ')}.`
          : ', as published.'}
      </p>
      <div class="rules-actions">
        <button type="button" onClick={copyLink}>
          Copy a link to these rules
        </button>
        {overridden.size > 0 && (
          <button type="button" class="secondary" onClick={() => choosePreset(rules.preset)}>
            Undo all changes
          </button>
        )}
      </div>
      {copied && (
        <p class="share-url" role="status">
          {copied}
        </p>
      )}

      <h2>Customise</h2>
      <p>Each option shows where it comes from. Changed options are marked “changed” and can be reset one by one.</p>
      {OPTION_AREAS.map((area) => (
        <details key={area} class="option-area" open={area === 'yaku' || area === 'scoring'}>
          <summary>
            <h3>{AREA_TITLES[area]}</h3>
          </summary>
          {OPTION_IDS.filter((id) => OPTION_SPECS[id].area === area).map((id) => {
            const spec = OPTION_SPECS[id];
            const changed = overridden.has(id);
            return (
              <div key={id} class={`option${changed ? ' option--changed' : ''}`} id={`set-${id}`}>
                <OptionControl option={id} rules={rules} />
                <p class="option__meaning">
                  {spec.meaning}{' '}
                  <span class="option__source">
                    Source: {spec.sources.map((s) => SOURCES[s].title).join(', ')}.{' '}
                    <a href={`/variants/#option-${id}`}>More about {spec.label.toLowerCase()}</a>
                  </span>
                </p>
                {changed && (
                  <p class="option__changed">
                    <span class="badge">changed</span>{' '}
                    <button type="button" class="secondary small" onClick={() => resetOption(id)}>
                      Reset {spec.label.toLowerCase()} to the preset
                    </button>
                  </p>
                )}
              </div>
            );
          })}
        </details>
      ))}

      <h2>Compare presets</h2>
      <ComparePresets />
    </div>
  );
}
