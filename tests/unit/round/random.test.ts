import { describe, expect, test } from 'vitest';
import { createRng, hashSeed, rngFromState, rngState, shuffled } from '../../../src/engine/random';

describe('seeded randomness', () => {
  test('the same seed gives the same sequence; another seed another', () => {
    const a = createRng(123);
    const b = createRng(123);
    const c = createRng(124);
    const sa = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(sa);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });

  test('state can be saved and resumed', () => {
    const a = createRng(9);
    a.next();
    const saved = rngState(a);
    expect(JSON.parse(JSON.stringify(saved))).toEqual(saved);
    const b = rngFromState(saved);
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(Array.from({ length: 5 }, () => a.next()));
  });

  test('hashSeed mixes every part and its order', () => {
    expect(hashSeed(1, 2)).not.toBe(hashSeed(2, 1));
    expect(hashSeed(1, 2)).toBe(hashSeed(1, 2));
    expect(new Set(Array.from({ length: 1000 }, (_, i) => hashSeed(7, i))).size).toBe(1000);
  });

  test('a shuffle is a permutation, and roughly uniform', () => {
    const items = [0, 1, 2, 3];
    const firsts = [0, 0, 0, 0];
    for (let seed = 0; seed < 8000; seed++) {
      const s = shuffled(items, seed);
      expect([...s].sort()).toEqual(items);
      firsts[s[0]!]! += 1;
    }
    for (const n of firsts) expect(Math.abs(n - 2000)).toBeLessThan(200);
  });

  test('int(n) stays in range', () => {
    const rng = createRng(5);
    for (let i = 0; i < 1000; i++) {
      const k = rng.int(7);
      expect(Number.isInteger(k) && k >= 0 && k < 7).toBe(true);
    }
  });
});

test('no Math.random in src/engine', async () => {
  const { readdirSync, readFileSync, statSync } = await import('node:fs');
  const { join } = await import('node:path');
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
    });
  const offenders = walk(join(__dirname, '../../../src/engine')).filter((f) => /Math\.random\s*\(/.test(readFileSync(f, 'utf8')));
  expect(offenders).toEqual([]);
});
