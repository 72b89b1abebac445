/**
 * "How the Sake Cup counted" at a round's end and in the koi-koi decision: only where the cup
 * counted, among the cards of a yaku that scores (issue 22: it showed under a round won by
 * Poetry Ribbons alone, because the engine notes the cup's reading for any pile holding it).
 */
import { describe, expect, test } from 'vitest';
import type { CardId } from '../../../src/engine/cards';
import { scoreCaptured } from '../../../src/engine/scoring/score';
import { shownExplanation } from '../../../src/features/table/pile-model';
import { rules } from './helpers';

const POETRY: CardId[] = ['pine-ribbon', 'plum-ribbon', 'cherry-ribbon'];
const CUP: CardId = 'chrysanthemum-sake-cup';
const CHAFF: CardId[] = ['pine-chaff-1', 'pine-chaff-2', 'plum-chaff-1', 'plum-chaff-2', 'cherry-chaff-1', 'cherry-chaff-2', 'iris-chaff-1', 'iris-chaff-2', 'peony-chaff-1'];

describe('the Sake Cup note', () => {
  test('a pile that scores Poetry Ribbons alone, the cup held but in no yaku: no note', () => {
    const x = scoreCaptured([...POETRY, CUP, 'pine-chaff-1'], { month: 1 }, rules('fudawiki'));
    expect(x.yaku.map((y) => y.id)).toEqual(['akatan']);
    // The engine notes the cup's reading (the calculator shows it); the game does not.
    expect(x.sakeCup).toHaveLength(1);
    expect(shownExplanation(x).sakeCup).toEqual([]);
  });

  test('the cup among the cards of a scoring yaku (Chaff with it, a viewing yaku): the note stays', () => {
    const chaff = scoreCaptured([...CHAFF, CUP], { month: 1 }, rules('fudawiki'));
    expect(chaff.yaku.find((y) => y.id === 'kasu')?.cards).toContain(CUP);
    expect(shownExplanation(chaff).sakeCup).toEqual(chaff.sakeCup);
    const viewing = scoreCaptured(['cherry-curtain', CUP, ...POETRY], { month: 1 }, rules('fudawiki'));
    expect(shownExplanation(viewing).sakeCup).toHaveLength(1);
  });
});
