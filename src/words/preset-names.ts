/**
 * The names of the presets (src/engine/README.md, Presets), as a preset picker, the game's
 * header and the rule tables show them; the engine keeps only the ids. Kept apart from
 * presets.ts (descriptions and reading notes) because islands that only name a preset, such as
 * the game's table, should not carry every preset's notes.
 */
import type { PresetId } from '../engine/rules/presets';

export const PRESET_NAMES: { readonly [K in PresetId]: string } = {
  fudawiki: 'Fuda Wiki (modern)',
  nintendo: 'Nintendo leaflet',
  'beginners-guide': "Beginner's guide",
  'full-instructions': 'Full instructions booklet',
  'koikoi-japan': 'KoiKoi Japan',
};

export function presetName(id: PresetId): string {
  return PRESET_NAMES[id];
}
