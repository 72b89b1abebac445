/**
 * English for the computer opponents' levels (src/engine/ai/levels.ts): each level's name and
 * what its play is like, for the game's settings.
 */
import type { AiLevel } from '../engine/ai/levels';

export const AI_LEVEL_WORDS: { readonly [L in AiLevel]: { readonly label: string; readonly description: string } } = {
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
