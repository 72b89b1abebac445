/**
 * English for the documents a rule can cite (src/engine/rules/sources.ts): the short name shown
 * beside a rule and what each one is. The engine keeps only the ids; the rules panel names the
 * sources, the variants page lists them with their descriptions.
 */
import type { SourceId } from '../engine/rules/sources';

export const SOURCE_NAMES: { readonly [K in SourceId]: string } = {
  fudawiki: 'Fuda Wiki',
  'fudawiki-older': 'Fuda Wiki (older page)',
  'nintendo-leaflet': 'Nintendo leaflet',
  'full-instructions': 'Full instructions booklet',
  'beginners-guide': "Beginner's guide",
  'koikoi-japan': 'KoiKoi Japan',
};

export const SOURCE_DESCRIPTIONS: { readonly [K in SourceId]: string } = {
  fudawiki: 'The Fuda Wiki Koi-Koi page: modern yaku table and a long list of house-rule variations.',
  'fudawiki-older': 'An earlier revision of the Fuda Wiki page, with notes on field deals, on what a lucky hand may do and on the Sake Cup.',
  'nintendo-leaflet': "Nintendo's Koi-Koi rules leaflet, as transcribed online.",
  'full-instructions': 'A "Koi-Koi: full instructions" booklet; its scoring table is garbled by text extraction.',
  'beginners-guide': '"A Beginner\'s Guide to Koi-Koi" (2012), with a section of common variations.',
  'koikoi-japan': 'The rule set of the popular "KoiKoi Japan" game, checked against 200 recorded human games.',
};

export function sourceName(id: SourceId): string {
  return SOURCE_NAMES[id];
}

export function sourceDescription(id: SourceId): string {
  return SOURCE_DESCRIPTIONS[id];
}
