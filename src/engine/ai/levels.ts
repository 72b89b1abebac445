/**
 * The computer opponents' levels: ids (used in saved games and deal links), names and
 * descriptions. Kept apart from the players (index.ts) so that settings screens and save
 * validation can use them without loading the AI itself.
 */
export const AI_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export const AI_LEVEL_INFO: { readonly [L in AiLevel]: { readonly label: string; readonly description: string } } = {
  beginner: {
    label: 'Beginner',
    description: 'Grabs the most valuable card it can, sometimes plays at random, and always stops at its first yaku.',
  },
  intermediate: {
    label: 'Intermediate',
    description: 'Plays for yaku, takes the cards you need, and calls koi-koi only when it is safe.',
  },
  expert: {
    label: 'Expert',
    description: 'Imagines the hidden cards hundreds of ways, plays each move out to the end, and weighs every risk by the odds and the score of the game.',
  },
};

export function isAiLevel(value: unknown): value is AiLevel {
  return typeof value === 'string' && (AI_LEVELS as readonly string[]).includes(value);
}
