/**
 * The computer opponents' levels: ids, used in saved games and deal links. Kept apart from the
 * players (index.ts) so that settings screens and save validation can use them without loading
 * the AI itself. Their names and descriptions are in src/words/ai-levels.ts.
 */
export const AI_LEVELS = ['beginner', 'intermediate', 'expert'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];

export function isAiLevel(value: unknown): value is AiLevel {
  return typeof value === 'string' && (AI_LEVELS as readonly string[]).includes(value);
}
