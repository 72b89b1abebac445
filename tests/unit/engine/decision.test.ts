import { describe, expect, test } from 'vitest';
import { evaluateYaku, newOrImprovedYaku, type CardId } from '../../../src/engine';
import { rules } from './helpers';

const POETRY: CardId[] = ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'];

describe('newOrImprovedYaku (what offers koi-koi)', () => {
  test.each<[string, Record<string, unknown>, CardId[], CardId[], string[]]>([
    ['a new yaku', {}, ['pine-ribbon', 'plum-ribbon'], POETRY, ['akatan']],
    ['an improved yaku', {}, POETRY, [...POETRY, 'iris-ribbon'], ['akatan']],
    ['improved does not count when only new yaku do', { koikoiNeedsNewYaku: true }, POETRY, [...POETRY, 'iris-ribbon'], []],
    ['nothing changed', {}, POETRY, [...POETRY, 'pine-chaff-1'], []],
    ['a viewing yaku', {}, ['cherry-curtain'], ['cherry-curtain', 'chrysanthemum-sake-cup'], ['hanami-zake']],
    ['a viewing yaku alone does not offer the decision', { viewingCountsForDecision: false }, ['cherry-curtain'], ['cherry-curtain', 'chrysanthemum-sake-cup'], []],
  ])('%s', (_name, overrides, before, after, expected) => {
    const r = rules('fudawiki', overrides);
    expect(newOrImprovedYaku(evaluateYaku(before, {}, r), evaluateYaku(after, {}, r), r)).toEqual(expected);
  });
});
