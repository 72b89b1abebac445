/**
 * Words for the variants page's rule links, keyed by id (whole sentences with named
 * parameters). Yaku and preset names come from the shared wording layer (src/words).
 */
import type { PresetReadingId } from '../../../engine/rules/presets';
import type { OldSourceId } from './old-sources';

export const OLD_SOURCE_WORDS: {
  readonly [K in OldSourceId]: { readonly title: string; readonly description: string };
} = {
  'nintendo-1960s-leaflet': {
    title: "Nintendo's 1960s leaflet",
    description:
      "The blue Koi-Koi leaflet Nintendo printed in the 1960s, which the Fuda Wiki lists among its sources. It has no {yaku}.",
  },
  'flower-card-game-book': {
    title: 'Hanafuda – The Flower Card Game',
    description:
      'A book compiled by Japan Publications in 1970, also in the Fuda Wiki\u2019s sources. Besides everything the 1960s leaflet lacks, it has no {extra}: in all, no {yaku}.',
  },
};

export const VARIANT_LINK_WORDS = {
  /** Honest about what the link is: the seeds give only the missing yaku. */
  'old-source.values':
    'The Fuda Wiki says only which yaku these sources lack and that their point values "differ drastically"; it gives none of their values. So the link keeps the values of your own rules and only switches the missing yaku off.',
  'old-source.link': 'Your rules without {yaku}',
  'old-source.on-top': 'On top of your rules now: {rules}.',
  'rules.as-published': '{preset}, as published',
  'rules.with-changes': '{preset}, with your changes',
  'readings.heading': 'Other readings, one click away',
} as const;

export const PRESET_READING_WORDS: { readonly [K in PresetReadingId]: string } = {
  'nintendo-sake-cup-either':
    'The Sake Cup as "a 10 or a 1 point card": an animal or a chaff, whichever scores more',
  'nintendo-current-leaflet':
    'Five Brights and Three Brights at the values the Fuda Wiki reports for Nintendo\u2019s current leaflet',
};
