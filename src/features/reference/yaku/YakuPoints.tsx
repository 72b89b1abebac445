/**
 * One yaku's value under the reader's rules, e.g. "5 points, +1 per extra card".
 * Rendered on the server with the default preset, so the page reads without JavaScript;
 * after hydration it follows the `$ruleSet` store (a preset picked anywhere on the site).
 *
 * Besides the table value it says when another option keeps the yaku from scoring as
 * listed (viewing yaku switched off, lucky hands that redeal), quoting the option's own
 * meaning from src/words/options.ts rather than restating the rule.
 *
 * Hydrate it with client:rules: for readers on the default rules the server's values are
 * right and nothing loads; for the others every entry takes their values as the page loads.
 */
import type { OptionId } from '../../../engine/rules/options';
import type { RuleOptions } from '../../../engine/rules/options';
import type { YakuId } from '../../../engine/scoring/yaku';
import { formatYakuPoints, isYakuPlayed, valueMeaning } from '../../rules-choice/option-format';
import { usePreviewPreset, useShownRules } from '../../rules-choice/use-preview-rules';
import { PREVIEW_WORDS } from '../../rules-choice/words';
import { optionLabel } from '../../../words/options';
import { fill } from '../../../words/format';
import { presetName } from '../../../words/preset-names';

export interface YakuPointsProps {
  readonly id: YakuId;
}

/** Options whose value can change what the table value means for this yaku. */
const QUALIFIERS: Partial<Record<YakuId, readonly OptionId[]>> = {
  'hanami-zake': ['viewing', 'viewingAfterKoikoi'],
  'tsukimi-zake': ['viewing', 'viewingAfterKoikoi'],
  teshi: ['teyaku'],
  kuttsuki: ['teyaku'],
};

/** Values under which the option leaves the yaku as the table says: nothing to add. */
const PLAIN: Partial<Record<OptionId, unknown>> = { viewing: 'on', viewingAfterKoikoi: null, teyaku: 'win' };

function qualifiers(id: YakuId, options: RuleOptions): string[] {
  return (QUALIFIERS[id] ?? [])
    .filter((option) => options[option] !== PLAIN[option])
    .map((option) => {
      const value = options[option];
      const meaning = valueMeaning(option, value) ?? String(value);
      return option === 'viewingAfterKoikoi'
        ? `${value} points after its holder’s own koi-koi`
        : `${optionLabel(option)}: ${meaning}`;
    });
}

export default function YakuPoints({ id }: YakuPointsProps) {
  // The reader's rules, or the preset they are previewing with the page's picker.
  const rules = useShownRules();
  const preview = usePreviewPreset();
  // A yaku the rules do not play reads "not played", whatever its table value (viewing off).
  const value = isYakuPlayed(id, rules) ? rules.options.yakuPoints[id] : null;
  const notes = value === null ? [] : qualifiers(id, rules.options);
  return (
    <>
      <span class={preview === null ? 'yaku-points__whose' : 'yaku-points__whose yaku-points__whose--preview'}>
        {preview === null ? PREVIEW_WORDS.yours : fill(PREVIEW_WORDS.previewed, { preset: presetName(preview) })}:
      </span>{' '}
      <span class="yaku-points" data-yaku-points={id}>
        <strong>{formatYakuPoints(value)}</strong>
        {notes.length > 0 && <span class="yaku-points__note"> ({notes.join('; ')})</span>}
      </span>
    </>
  );
}
