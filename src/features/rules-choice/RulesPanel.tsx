/**
 * The rules panel: pick a preset or customise any option; every island on the site
 * follows the choice (it lives in the `$ruleSet` store). The choice can be shared as a
 * link (`?rules=<code>`). Opening such a link does not replace the reader's rules: it
 * previews what the link would change, and the reader chooses "use these" (with an undo)
 * or "keep mine". A bad link explains itself without touching the rules.
 *
 * The player count stands on its own above the options it changes (it is the first thing a
 * table agrees on); with three players it lists what it sets aside, each linked to its control.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import {
  OPTION_AREAS,
  OPTION_IDS,
  OPTION_SPECS,
  PRESET_IDS,
  decodeRuleSet,
  diffRuleSets,
  encodeRuleChoice,
  type RuleSet,
  type YakuValue,
  type OptionArea,
  type OptionId,
  type PresetId,
} from '../../engine';
import {
  DEFAULT_RULE_SET,
  choosePreset,
  dismissRulesNotice,
  resetOption,
  resetRules,
} from './rules-store';
import { useRuleSet, useRulesNotice } from './use-reader-rules';
import { OptionControl } from './OptionControl';
import { ComparePresets } from './ComparePresets';
import './rules-panel.css';
import { ruleErrorText } from '../../words/rule-errors';
import { $ruleSet, adoptRules, RULES_KEY } from './rules-store';
import { describeChanges, formatOptionValueIn, formatYakuValue, isYakuPlayed } from './option-format';
import { rulesText } from './words';
import { OPTION_PROVENANCE } from '../../engine/rules/option-provenance';
import { optionLabel, optionMeaning } from '../../words/options';
import { presetDescription } from '../../words/presets';
import { presetName } from '../../words/preset-names';
import { sourceName } from '../../words/sources';
import { yakuName } from '../../words/yaku-names';
import { CHANGES, countOf } from '../../words/plural';
import { setAsideOptions } from '../../engine/round/player-count';
import { SET_ASIDE_SUMMARY } from '../../words/player-count';

/** Shown on its own before the areas (see the file comment). */
const PLAYER_COUNT: OptionId = 'players';

/** What a rules link would change from the reader's rules, one line per difference. */
function changesFrom(mine: RuleSet, theirs: RuleSet): { name: string; mine: string; theirs: string }[] {
  // A raw difference that reads the same on both sides (viewing "on" with no viewing yaku, and "off") is no change.
  return diffRuleSets(mine, theirs).map((d) =>
    d.yaku
      ? {
          name: yakuName(d.yaku),
          mine: formatYakuValue(isYakuPlayed(d.yaku, mine) ? (d.a as YakuValue | null) : null),
          theirs: formatYakuValue(isYakuPlayed(d.yaku, theirs) ? (d.b as YakuValue | null) : null),
        }
      : { name: optionLabel(d.option), mine: formatOptionValueIn(d.option, mine.options), theirs: formatOptionValueIn(d.option, theirs.options) },
  ).filter((c) => c.mine !== c.theirs);
}

/** Whether the reader has saved rules of their own (what a rules link must not silently replace). */
function hasOwnRules(): boolean {
  try {
    return localStorage.getItem(RULES_KEY) !== null;
  } catch {
    return false;
  }
}

/** Takes `?rules=` out of the address once the reader has decided, so a reload does not ask again. */
function forgetLink(): void {
  const url = new URL(location.href);
  url.searchParams.delete('rules');
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
}

/**
 * The link's rules, taken at once by a reader who had none: what they are, each change they make
 * to their preset, and the way back to the default rules (which forgets the saved choice, so the
 * reader is a fresh reader again).
 */
function LoadedFromLink({ theirs, onUndo }: { readonly theirs: RuleSet; readonly onUndo: () => void }) {
  const changes = describeChanges(theirs);
  const rules = presetName(theirs.preset);
  return (
    <div class="notice notice--ok rules-preview" data-testid="rules-preview">
      <p role="status">
        {'✓ '}
        {changes.length === 0 ? rulesText('link.loaded', { rules }) : rulesText('link.loaded-changes', { rules, changes: countOf(changes.length, CHANGES) })}
      </p>
      {changes.length > 0 && (
        <ul class="rules-preview__changes">
          {changes.map((change) => (
            <li key={change}>{change}</li>
          ))}
        </ul>
      )}
      <button
        type="button"
        class="secondary"
        onClick={() => {
          resetRules();
          onUndo();
        }}
      >
        {rulesText('link.undo-default', { rules: presetName(DEFAULT_RULE_SET.preset) })}
      </button>
    </div>
  );
}

/** One option: its control, its meaning and sources, and its reset when changed. */
function OptionBlock({ id, rules, changed, children }: { readonly id: OptionId; readonly rules: RuleSet; readonly changed: boolean; readonly children?: ComponentChildren }) {
  const label = optionLabel(id);
  return (
    <div class={`option${changed ? ' option--changed' : ''}`} id={`set-${id}`}>
      <OptionControl option={id} rules={rules} />
      <p class="option__meaning">
        {optionMeaning(id)}{' '}
        <span class="option__source">
          Source: {OPTION_PROVENANCE[id].sources.map((s) => sourceName(s)).join(', ')}.{' '}
          <a href={`/variants/#option-${id}`}>More about {label.toLowerCase()}</a>
        </span>
      </p>
      {children}
      {changed && (
        <p class="option__changed">
          <span class="badge">changed</span>{' '}
          <button type="button" class="secondary small" onClick={() => resetOption(id)}>
            Reset {label.toLowerCase()} to the preset
          </button>
        </p>
      )}
    </div>
  );
}

type LinkPreview =
  | { readonly stage: 'ask'; readonly theirs: RuleSet; readonly mine: RuleSet }
  | { readonly stage: 'used'; readonly mine: RuleSet }
  /** A reader without rules of their own took the link's at once: there is no "mine" to go back to. */
  | { readonly stage: 'loaded'; readonly theirs: RuleSet }
  | { readonly stage: 'kept' };

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
  const [preview, setPreview] = useState<LinkPreview | null>(null);

  useEffect(() => {
    if (!readLink) return;
    const code = new URLSearchParams(location.search).get('rules');
    if (code === null) return;
    const decoded = decodeRuleSet(code);
    if (decoded.ok) {
      const theirs = decoded.value;
      const mine = $ruleSet.get();
      if (encodeRuleChoice(theirs) === encodeRuleChoice(mine)) {
        setLinkStatus({ ok: true, text: rulesText('link.same') });
        forgetLink();
      } else if (!hasOwnRules()) {
        // A reader with no rules of their own loses nothing: the link's rules apply, with an
        // undo back to the default (not to "my rules": they had none).
        adoptRules(theirs);
        setPreview({ stage: 'loaded', theirs });
      } else {
        setPreview({ stage: 'ask', theirs, mine });
      }
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
  const setAside = setAsideOptions(rules.options);

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
      {preview?.stage === 'ask' && (
        <section class="notice rules-preview" aria-labelledby="rules-preview-title" data-testid="rules-preview">
          <h2 id="rules-preview-title" class="rules-preview__title">
            {rulesText('link.title', { rules: presetName(preview.theirs.preset) })}
          </h2>
          <p>{rulesText('link.intro')}</p>
          <div class="table-scroll">
            <table class="data-table rules-preview__table">
              <caption class="visually-hidden">{rulesText('link.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{rulesText('link.rule')}</th>
                  <th scope="col">{rulesText('link.mine', { rules: presetName(preview.mine.preset) })}</th>
                  <th scope="col">{rulesText('link.theirs', { rules: presetName(preview.theirs.preset) })}</th>
                </tr>
              </thead>
              <tbody>
                {changesFrom(preview.mine, preview.theirs).map((c) => (
                  <tr key={c.name}>
                    <th scope="row">{c.name}</th>
                    <td>{c.mine}</td>
                    <td>{c.theirs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div class="rules-actions">
            <button
              type="button"
              onClick={() => {
                adoptRules(preview.theirs);
                setPreview({ stage: 'used', mine: preview.mine });
                forgetLink();
              }}
            >
              {rulesText('link.use')}
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setPreview({ stage: 'kept' });
                forgetLink();
              }}
            >
              {rulesText('link.keep')}
            </button>
          </div>
        </section>
      )}
      {preview?.stage === 'used' && (
        <div class="notice notice--ok rules-preview" data-testid="rules-preview">
          {!linkStatus && <p role="status">{rulesText('link.used')}</p>}
          <button
            type="button"
            class="secondary"
            onClick={() => {
              adoptRules(preview.mine);
              setLinkStatus(null);
              setPreview({ stage: 'kept' });
            }}
          >
            {rulesText('link.undo')}
          </button>
        </div>
      )}
      {preview?.stage === 'loaded' && (
        <LoadedFromLink
          theirs={preview.theirs}
          onUndo={() => {
            setPreview(null);
            setLinkStatus({ ok: true, text: rulesText('link.reset', { rules: presetName(DEFAULT_RULE_SET.preset) }) });
            forgetLink();
          }}
        />
      )}
      {preview?.stage === 'kept' && (
        <p class="notice notice--ok rules-preview" role="status" data-testid="rules-preview">
          {rulesText('link.kept')}
        </p>
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
              <strong>{presetName(id)}</strong>
              <span class="preset-option__desc">{presetDescription(id)}</span>
            </span>
          </label>
        ))}
      </fieldset>

      <p class="rules-summary" aria-live="polite">
        In use: <strong>{presetName(rules.preset)}</strong>
        {overridden.size > 0
          ? `, with ${countOf(overridden.size, CHANGES)}: ${[...overridden]
              .map((o) => optionLabel(o as OptionId))
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
      <OptionBlock id={PLAYER_COUNT} rules={rules} changed={overridden.has(PLAYER_COUNT)}>
        {setAside.length > 0 && (
          <div class="players-summary" data-testid="players-set-aside">
            <p>{SET_ASIDE_SUMMARY}</p>
            <ul>
              {setAside.map((s) => (
                <li key={s.yaku ?? s.option}>
                  <a href={`#set-${s.option}`}>{s.yaku ? yakuName(s.yaku) : optionLabel(s.option)}</a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </OptionBlock>
      {OPTION_AREAS.map((area) => (
        <details key={area} class="option-area" open={area === 'yaku' || area === 'scoring'}>
          <summary>
            <h3>{AREA_TITLES[area]}</h3>
          </summary>
          {OPTION_IDS.filter((id) => OPTION_SPECS[id].area === area && id !== PLAYER_COUNT).map((id) => (
            <OptionBlock key={id} id={id} rules={rules} changed={overridden.has(id)} />
          ))}
        </details>
      ))}

      <h2>Compare presets</h2>
      <ComparePresets />
    </div>
  );
}
