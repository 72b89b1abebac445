/**
 * Where each rule comes from. The site shows these next to presets and options so a
 * reader can tell a seed's rule from a house rule, and a literal reading from a guess.
 * Each document's name and description are words, in src/words/sources.ts.
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
