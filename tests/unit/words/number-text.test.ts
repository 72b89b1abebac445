import { describe, expect, test } from 'vitest';
import { numberText } from '../../../src/words/format';
import { countOf, POINTS } from '../../../src/words/plural';

describe('numberText', () => {
  test('writes every number as Intl does, with or without the shortcut', () => {
    const values = [...Array.from({ length: 1200 }, (_, i) => i), -0, -1, -999, -1000, 0.5, 12.25, 1e6, 123456.789, NaN, Infinity];
    for (const n of values) expect(numberText(n)).toBe(n.toLocaleString('en'));
  });

  test('countOf keeps its grouping', () => {
    expect(countOf(1, POINTS)).toBe('1 point');
    expect(countOf(12345, POINTS)).toBe('12,345 points');
  });
});
