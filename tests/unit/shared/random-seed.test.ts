import { afterEach, expect, test, vi } from 'vitest';
import { randomSeed } from '../../../src/shared/random-seed';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('the seed is the word crypto.getRandomValues gives, the whole unsigned 32 bits (deal links and saves carry it as is)', () => {
  vi.stubGlobal('crypto', {
    getRandomValues: (a: Uint32Array) => {
      a[0] = 0xfedcba98;
      return a;
    },
  });
  const random = vi.spyOn(Math, 'random');
  expect(randomSeed()).toBe(0xfedcba98);
  expect(random).not.toHaveBeenCalled();
});

test('without crypto it falls back to Math.random, still an integer in [0, 2^32)', () => {
  vi.stubGlobal('crypto', undefined);
  vi.spyOn(Math, 'random').mockReturnValue(0.999999999);
  const seed = randomSeed();
  expect(Number.isInteger(seed)).toBe(true);
  expect(seed).toBe(Math.floor(0.999999999 * 0x100000000));
  expect(seed).toBeLessThan(2 ** 32);
});
