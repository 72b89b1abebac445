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
import { useReaderRules } from '../../rules-choice/use-reader-rules';
import { optionLabel } from '../../../words/options';

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
  const rules = useReaderRules();
  // A yaku the rules do not play reads "not played", whatever its table value (viewing off).
  const value = isYakuPlayed(id, rules) ? rules.options.yakuPoints[id] : null;
  const notes = value === null ? [] : qualifiers(id, rules.options);
  return (
    <span class="yaku-points" data-yaku-points={id}>
      <strong>{formatYakuPoints(value)}</strong>
      {notes.length > 0 && <span class="yaku-points__note"> ({notes.join('; ')})</span>}
    </span>
  );
}
