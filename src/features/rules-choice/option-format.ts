/**
 * Option and yaku values in words, for the variants page, the yaku tables and the
 * calculator's rule summary. Only formatting: the values come from the engine (OPTION_SPECS,
 * OPTION_PROVENANCE, PRESETS), their meanings from src/words/options.ts.
 */
import { OPTION_SPECS, type OptionId, type RuleOptions, type RuleOverrides } from '../../engine/rules/options';
import { OPTION_PROVENANCE } from '../../engine/rules/option-provenance';
import { diffRuleSets, presetRuleSet, type RuleSet } from '../../engine/rules/ruleset';
import { setAsideOptions } from '../../engine/round/player-count';
import { isYakuPlayed as isYakuPlayedBy, type YakuId, type YakuValue } from '../../engine/scoring/yaku';
import { CHANGE_WORDS, OPTION_VALUE_LABELS } from './words';
import { isCardId } from '../../engine/cards';
import { shortName } from '../../words/card-names';
import { optionLabel, optionValueMeaning } from '../../words/options';
import { yakuName } from '../../words/yaku-names';
import { CHANGES, POINTS, countOf, pluralForm } from '../../words/plural';
import { fill, listOf } from '../../words/format';
import { presetName } from '../../words/preset-names';

/** "15", "5, +1 per extra card", or "not played". */
export function formatYakuValue(value: YakuValue | null): string {
  if (value === null) return 'not played';
  return value.extra > 0 ? `${value.points}, +${value.extra} per extra card` : String(value.points);
}

/** An option value as a reader would say it ("yes", "none", card names…). */
export function formatOptionValue(option: OptionId, value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) {
    return value.length === 0 ? 'none' : value.map((v) => (isCardId(v) ? shortName(v) : String(v))).join(', ');
  }
  if (OPTION_SPECS[option].type.kind === 'yaku-points') return 'the yaku table';
  // A number is its own label: its spec meaning is a note about it ("a year", "Nintendo leaflet").
  if (typeof value === 'number') return String(value);
  // A value's label, else its meaning: never the raw value ("anyone-called").
  return OPTION_VALUE_LABELS[option]?.[String(value)] ?? valueMeaning(option, value) ?? String(value);
}

/**
 * Whether a rule set plays a yaku at all: a value in the table and, for a pile yaku, the
 * engine's own list of what the rules play (the viewing yaku switched off are not).
 */
export function isYakuPlayed(id: YakuId, rules: RuleSet): boolean {
  return isYakuPlayedBy(id, rules.options);
}

/** Options that only matter for some yaku: when the table plays none of them, the option is moot. */
const OPTION_YAKU: Partial<Record<OptionId, readonly YakuId[]>> = {
  viewing: ['hanami-zake', 'tsukimi-zake'],
  viewingAfterKoikoi: ['hanami-zake', 'tsukimi-zake'],
  bonusBothViewings: ['hanami-zake', 'tsukimi-zake'],
  teyaku: ['teshi', 'kuttsuki'],
  teyakuBothInHand: ['teshi', 'kuttsuki'],
};

/**
 * An option's value as it plays under the rest of the options: "not played" for an option
 * about yaku that the table leaves out (Nintendo's viewing option is "on", but its viewing
 * yaku have no value, so the viewing yaku are not played), else formatOptionValue.
 */
export function formatOptionValueIn(option: OptionId, options: RuleOptions): string {
  const yaku = OPTION_YAKU[option];
  if (yaku && yaku.every((id) => options.yakuPoints[id] === null)) return 'not played';
  return formatOptionValue(option, options[option]);
}

/** The meaning of one value, when the option's spec lists it. */
export function valueMeaning(option: OptionId, value: unknown): string | undefined {
  const listed = OPTION_PROVENANCE[option].values.find((v) => v.value === value);
  return listed ? optionValueMeaning(option, listed.value) : undefined;
}

/** Lower case words without punctuation, each padded by spaces so that a search finds whole words. */
function wordsOf(text: string): string {
  return ` ${text.toLowerCase().replace(/[^\p{L}\p{N}+×]+/gu, ' ').trim()} `;
}

/**
 * One value as a choice reads: its short label and, where it says more, its meaning. A meaning
 * that repeats the label's words ("at random", "yes", "once per round") is dropped; a meaning
 * that holds them ("x2 if anyone called" in "x2 if anyone called koi-koi", "no" in "no: once
 * the opponent has called…") stands alone. Without this the two were written side by side:
 * "at random — at random", "no — no: once the opponent has called…".
 */
export function optionValueParts(option: OptionId, value: unknown, label: string = formatOptionValue(option, value)): { readonly label: string; readonly meaning?: string } {
  const meaning = valueMeaning(option, value);
  if (meaning === undefined) return { label };
  if (wordsOf(label).includes(wordsOf(meaning))) return { label };
  if (wordsOf(meaning).includes(wordsOf(label))) return { label: meaning };
  return { label, meaning };
}

/** A value as the line of a choice: "drawn — each draws a card; …", or the one text when they agree. */
export function optionChoiceText(option: OptionId, value: unknown, label?: string): string {
  const parts = optionValueParts(option, value, label);
  return parts.meaning === undefined ? parts.label : `${parts.label} — ${parts.meaning}`;
}

/** What a rule choice changes from its preset, one short line per change. */
export function describeOverrides(overrides: RuleOverrides): string[] {
  const lines: string[] = [];
  for (const [option, value] of Object.entries(overrides) as [OptionId, unknown][]) {
    if (option === 'yakuPoints' && value && typeof value === 'object') {
      for (const [yaku, v] of Object.entries(value as Record<YakuId, YakuValue | null>)) {
        lines.push(`${yakuName(yaku as YakuId)}: ${formatYakuValue(v)}`);
      }
    } else {
      lines.push(`${optionLabel(option)}: ${formatOptionValue(option, value)}`);
    }
  }
  return lines;
}

/**
 * Each way a rule set differs from its preset as "before → after": "12 → 3 rounds",
 * "Koi-koi calls: unlimited → once per round", "Five Brights: 10 → 15". Rounds chosen for one
 * game are a change like any other, said as what they are rather than "changed".
 */
export function describeChanges(rules: RuleSet): string[] {
  // The player count comes first, and an option it fixes (three players' hand of 7) is not
  // counted again as a change of its own.
  const fixed = new Set(setAsideOptions(rules.options).filter((s) => s.reason === 'hand-size-follows-players').map((s) => s.option));
  const diffs = diffRuleSets(presetRuleSet(rules.preset), rules).filter((d) => d.yaku || !fixed.has(d.option));
  const isPlayers = (d: (typeof diffs)[number]) => !d.yaku && d.option === 'players';
  diffs.sort((a, b) => Number(isPlayers(b)) - Number(isPlayers(a)));
  return diffs.map((d) => {
    if (d.yaku) return fill(CHANGE_WORDS.option, { option: yakuName(d.yaku), from: formatYakuValue(d.a as YakuValue | null), to: formatYakuValue(d.b as YakuValue | null) });
    const from = formatOptionValue(d.option, d.a);
    const to = formatOptionValue(d.option, d.b);
    if (d.option === 'rounds' || d.option === 'players') return fill(CHANGE_WORDS[d.option], { from, to });
    return fill(CHANGE_WORDS.option, { option: optionLabel(d.option), from, to });
  });
}

/**
 * A rule set's name with what it changes from its preset: "Fuda Wiki (modern)", "Fuda Wiki
 * (modern), 12 → 3 rounds"; past `shown` changes, how many more ("…, and 2 more changes").
 */
export function rulesTitle(rules: RuleSet, shown = 2): string {
  const preset = presetName(rules.preset);
  const changes = describeChanges(rules);
  if (changes.length === 0) return preset;
  const listed = changes.slice(0, shown);
  const more = changes.length - listed.length;
  const text = more > 0 ? [...listed, fill(CHANGE_WORDS.more, { count: more, changes: pluralForm(more, CHANGES) })] : listed;
  return fill(CHANGE_WORDS.title, { preset, changes: listOf(text) });
}

/** "15 points", "1 point, +1 per extra card", or "not played". */
export function formatYakuPoints(value: YakuValue | null): string {
  if (value === null) return 'not played';
  const base = countOf(value.points, POINTS);
  return value.extra > 0 ? `${base}, +${value.extra} per extra card` : base;
}
