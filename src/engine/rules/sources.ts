/**
 * Where each rule comes from. The site shows these next to presets and options so a
 * reader can tell a seed's rule from a house rule, and a literal reading from a guess.
 * Each document's description is in src/words/sources.ts.
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
}

export const SOURCES: Readonly<Record<SourceId, SourceInfo>> = {
  fudawiki: { id: 'fudawiki', title: 'Fuda Wiki' },
  'fudawiki-older': { id: 'fudawiki-older', title: 'Fuda Wiki (older page)' },
  'nintendo-leaflet': { id: 'nintendo-leaflet', title: 'Nintendo leaflet' },
  'full-instructions': { id: 'full-instructions', title: 'Full instructions booklet' },
  'beginners-guide': { id: 'beginners-guide', title: "Beginner's guide" },
  'koikoi-japan': { id: 'koikoi-japan', title: 'KoiKoi Japan' },
};
