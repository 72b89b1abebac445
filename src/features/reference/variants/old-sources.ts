/**
 * Older yaku lists the seeds mention but do not give in full (seed 000, "Older Yaku"):
 * Nintendo's 1960s leaflet lacks Boar-Deer-Butterfly and both viewing yaku, and the book
 * "Hanafuda – The Flower Card Game" (Japan Publications, 1970) also lacks Three Brights and
 * Rainy Four Brights. Neither is a preset: the seeds name only what is missing, with no point
 * values, so the site offers each as "your rules with these yaku switched off".
 *
 * Also the rule links for the other reading of a preset's source (PRESET_READINGS).
 * Pure functions of a rule choice; the links are written by the engine's encoder.
 */
import { encodeRuleChoice } from '../../../engine/rules/rule-code';
import type { RuleChoice, RuleSet } from '../../../engine/rules/ruleset';
import type { RuleOverrides } from '../../../engine/rules/options';
import type { YakuId } from '../../../engine/scoring/yaku-ids';
import { PRESET_READINGS, type PresetReadingId } from '../../../engine/rules/presets';

export const OLD_SOURCE_IDS = ['nintendo-1960s-leaflet', 'flower-card-game-book'] as const;
export type OldSourceId = (typeof OLD_SOURCE_IDS)[number];

const NINTENDO_1960S_MISSING = ['inoshikacho', 'hanami-zake', 'tsukimi-zake'] as const satisfies readonly YakuId[];

/** The yaku each old source lacks, in the engine's yaku order. */
export const OLD_SOURCE_MISSING_YAKU: { readonly [K in OldSourceId]: readonly YakuId[] } = {
  'nintendo-1960s-leaflet': NINTENDO_1960S_MISSING,
  // "additionally lacks": everything the 1960s leaflet lacks, and two bright yaku.
  'flower-card-game-book': ['ame-shiko', 'sanko', ...NINTENDO_1960S_MISSING],
};

/** The reader's choice as the rules store keeps it: a preset and validated overrides. */
export type ReaderChoice = Pick<RuleSet, 'preset' | 'overrides'>;

/** A rule choice with these yaku switched off, every other option and value as it was. */
export function withYakuOff(choice: ReaderChoice, yaku: readonly YakuId[]): RuleChoice {
  const overrides: RuleOverrides = choice.overrides;
  const off = Object.fromEntries(yaku.map((id) => [id, null]));
  return { preset: choice.preset, overrides: { ...overrides, yakuPoints: { ...overrides.yakuPoints, ...off } } };
}

/** The settings page opened on a rule choice (`?rules=`, src/engine/README.md, Rule codes). */
export function rulesLink(choice: RuleChoice): string {
  return `/settings/?rules=${encodeRuleChoice(choice)}`;
}

/** The link for an old source's yaku list on top of the reader's rules. */
export function oldSourceLink(readerRules: ReaderChoice, source: OldSourceId): string {
  return rulesLink(withYakuOff(readerRules, OLD_SOURCE_MISSING_YAKU[source]));
}

/** The link for another reading of a preset's source (the preset plus its overrides). */
export function presetReadingLink(reading: PresetReadingId): string {
  const { preset, overrides } = PRESET_READINGS[reading];
  return rulesLink({ preset, overrides });
}
