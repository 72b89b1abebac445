/**
 * Where each rule comes from. The site shows these next to presets and options so a
 * reader can tell a seed's rule from a house rule, and a literal reading from a guess.
 */
export const SOURCE_IDS = [
  'fudawiki',
  'fudawiki-older',
  'nintendo-leaflet',
  'full-instructions',
  'beginners-guide',
  'koikoi-japan',
] as const;
export type SourceId = (typeof SOURCE_IDS)[number];

export interface SourceInfo {
  readonly id: SourceId;
  /** Short title shown beside a rule, e.g. "Fuda Wiki". */
  readonly title: string;
  readonly description: string;
}

export const SOURCES: Readonly<Record<SourceId, SourceInfo>> = {
  fudawiki: {
    id: 'fudawiki',
    title: 'Fuda Wiki',
    description: 'The Fuda Wiki Koi-Koi page: modern yaku table and a long list of house-rule variations.',
  },
  'fudawiki-older': {
    id: 'fudawiki-older',
    title: 'Fuda Wiki (older page)',
    description: 'An earlier revision of the Fuda Wiki page, with notes on field deals, on what a lucky hand may do and on the Sake Cup.',
  },
  'nintendo-leaflet': {
    id: 'nintendo-leaflet',
    title: 'Nintendo leaflet',
    description: "Nintendo's Koi-Koi rules leaflet, as transcribed online.",
  },
  'full-instructions': {
    id: 'full-instructions',
    title: 'Full instructions booklet',
    description: 'A "Koi-Koi: full instructions" booklet; its scoring table is garbled by text extraction.',
  },
  'beginners-guide': {
    id: 'beginners-guide',
    title: "Beginner's guide",
    description: "\"A Beginner's Guide to Koi-Koi\" (2012), with a section of common variations.",
  },
  'koikoi-japan': {
    id: 'koikoi-japan',
    title: 'KoiKoi Japan',
    description: 'The rule set of the popular "KoiKoi Japan" game, checked against 200 recorded human games.',
  },
};
