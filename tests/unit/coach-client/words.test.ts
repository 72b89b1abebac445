/** The coach's numbers in figures and words: shares, chances, point differences, progress. */
import { describe, expect, test } from 'vitest';
import { chanceText, chanceWords, leadWords, meanPointsText, percentText, pointsCount, progressPercent, progressText, signedPoints } from '../../../src/features/coach/words';

describe('coach words', () => {
  test.each([
    [0, '0 %'],
    [1, '100 %'],
    [0.004, 'under 1 %'],
    [0.996, 'over 99 %'],
    [0.35, '35 %'],
    [0.125, '13 %'],
  ])('percentText(%s) = %s', (p, text) => {
    expect(percentText(p)).toBe(text);
  });

  test('percentText with one decimal', () => {
    expect(percentText(0.5354, 1)).toBe('53.5 %');
    expect(percentText(0.0004, 1)).toBe('under 0.1 %');
  });

  test.each([
    [0, 'never'],
    [0.02, 'almost never'],
    [0.05, 'about 1 in 20'],
    [0.24, 'about 1 in 4'],
    [0.34, 'about 1 in 3'],
    [0.5, 'about 1 in 2'],
    [0.66, 'about 2 in 3'],
    [0.9, 'about 9 in 10'],
    [0.98, 'almost always'],
    [1, 'always'],
  ])('chanceWords(%s) = %s', (p, words) => {
    expect(chanceWords(p)).toBe(words);
  });

  test('a chance in figures and words', () => {
    expect(chanceText(0.35)).toBe('35 % (about 1 in 3)');
  });

  test.each([
    [4.24, '+4.2', '4.2 points ahead'],
    [-1.26, '−1.3', '1.3 points behind'],
    [6, '+6', '6 points ahead'],
    [1, '+1', '1 point ahead'],
    [0.04, '0', 'level'],
    [-0.04, '0', 'level'],
  ])('point difference %s: %s, %s', (x, figures, words) => {
    expect(signedPoints(x)).toBe(figures);
    expect(leadWords(x)).toBe(words);
    expect(meanPointsText(x)).toBe(`${figures} (${words})`);
  });

  test('points counted', () => {
    expect(pointsCount(1)).toBe('1 point');
    expect(pointsCount(6)).toBe('6 points');
  });

  test('progress is whole percent and never 100 before the end', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(400, 1000)).toBe(40);
    expect(progressPercent(999, 1000)).toBe(99);
    expect(progressPercent(1000, 1000)).toBe(99);
    expect(progressText(1, 3)).toBe('33 %');
  });
});
