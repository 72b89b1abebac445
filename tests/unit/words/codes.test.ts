/**
 * Every code the engine can return has English words: the lists are the engine's own `as
 * const` code lists, so a code added there without words fails here.
 */
import { describe, expect, test } from 'vitest';
import { AI_MOVE_CODES, AI_MOVE_WHY_CODES, AI_REASON_CODES } from '../../../src/engine/ai/types';
import { ROUND_ERROR_CODES, ROUND_LOG_TYPES, ROUND_OUTCOME_CODES } from '../../../src/engine/round/types';
import { ROUND_ERROR_WORDS } from '../../../src/words/errors';
import { MULTIPLIER_REASON_CODES, SCORE_NOTE_CODES } from '../../../src/engine/scoring/score';
import { AI_MOVE_WORDS, AI_REASON_WORDS, AI_WHY_WORDS } from '../../../src/words/ai';
import { LOG_WORDS } from '../../../src/words/round';
import { ROUND_OUTCOME_WORDS } from '../../../src/words/round-outcome';
import { DROP_WORDS, MULTIPLIER_WORDS, SCORE_NOTE_WORDS } from '../../../src/words/score';
import { DROP_REASONS } from '../../../src/engine/scoring/yaku';

/** Every string in a words entry (a template, a person template, or variants), none empty. */
function strings(entry: unknown): string[] {
  if (typeof entry === 'string') return [entry];
  if (typeof entry === 'object' && entry !== null) return Object.values(entry).flatMap(strings);
  return [];
}

const cases: [string, readonly string[], Readonly<Record<string, unknown>>][] = [
  ['round outcomes', ROUND_OUTCOME_CODES, ROUND_OUTCOME_WORDS],
  ['round log entries', ROUND_LOG_TYPES, LOG_WORDS],
  ['round refusals', ROUND_ERROR_CODES, ROUND_ERROR_WORDS],
  ['AI reasons', AI_REASON_CODES, AI_REASON_WORDS],
  ['AI moves', AI_MOVE_CODES, AI_MOVE_WORDS],
  ['AI move clauses', AI_MOVE_WHY_CODES, AI_WHY_WORDS],
  ['multiplier steps', MULTIPLIER_REASON_CODES, MULTIPLIER_WORDS],
  ['score notes', SCORE_NOTE_CODES, SCORE_NOTE_WORDS],
  ['dropped yaku', DROP_REASONS, DROP_WORDS],
];

describe.each(cases)('%s', (_name, codes, words) => {
  test.each(codes.map((c) => [c]))('%s has English words', (code) => {
    const texts = strings(words[code]);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) expect(text.trim()).not.toBe('');
  });

  test('no words for a code the engine does not have', () => {
    expect(Object.keys(words).filter((k) => !codes.includes(k))).toEqual([]);
  });
});
