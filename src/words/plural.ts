/**
 * The site's one pluraliser (English). Every count shown to a reader goes through here, so
 * "1 point" / "2 points" is decided once; a second language adds its own plural rules here
 * (Intl.PluralRules gives the categories) rather than in every sentence.
 */
import { numberText } from './format';

const rules = new Intl.PluralRules('en');

export interface PluralForms {
  readonly one: string;
  readonly other: string;
}

/** `count` with the noun in the right form: countOf(1, POINTS) → "1 point". */
export function countOf(count: number, forms: PluralForms): string {
  return `${numberText(count)} ${pluralForm(count, forms)}`;
}

/** The noun alone in the form that goes with `count`. */
export function pluralForm(count: number, forms: PluralForms): string {
  return rules.select(count) === 'one' ? forms.one : forms.other;
}

export const POINTS: PluralForms = { one: 'point', other: 'points' };
export const CARDS: PluralForms = { one: 'card', other: 'cards' };
export const ROUNDS: PluralForms = { one: 'round', other: 'rounds' };
/** The verb that goes with a count: "1 card is", "2 cards are". */
export const IS_ARE: PluralForms = { one: 'is', other: 'are' };
export const CHANGES: PluralForms = { one: 'change', other: 'changes' };
export const DIFFERENCES: PluralForms = { one: 'difference', other: 'differences' };
export const SOURCES: PluralForms = { one: 'source', other: 'sources' };
export const STARS: PluralForms = { one: 'star', other: 'stars' };
export const MISTAKES: PluralForms = { one: 'mistake', other: 'mistakes' };
export const DAYS: PluralForms = { one: 'day', other: 'days' };
export const TRIES: PluralForms = { one: 'try', other: 'tries' };
export const PUZZLES: PluralForms = { one: 'puzzle', other: 'puzzles' };
