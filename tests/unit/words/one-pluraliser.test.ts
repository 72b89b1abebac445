/**
 * "1 point" / "2 points" is decided in one place, src/words/plural.ts (a second language brings
 * its own plural rules there). This scans every source under src for a count compared with one
 * to choose between a singular and a plural word, the hand-made form that pluraliser replaces:
 * `n === 1 ? 'point' : 'points'`, `change${n === 1 ? '' : 's'}`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from 'vitest';

const SRC = join(__dirname, '../../../src');
const PLURALISER = join(SRC, 'words/plural.ts');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|astro)$/.test(name) ? [path] : [];
  });
}

/** A comparison with one choosing between two quoted words where the second is the first plus an ending. */
const HAND_MADE_PLURAL = /[!=]==\s*'?1'?\s*\?\s*'([a-z ]*)'\s*:\s*'([a-z ]*)'/g;
const isPluralPair = (one: string, other: string) =>
  other !== one && (other.startsWith(one) || (one.endsWith('y') && other === `${one.slice(0, -1)}ies`));

function handMadePlurals(text: string): string[] {
  return [...text.matchAll(HAND_MADE_PLURAL)].filter(([, one, other]) => isPluralPair(one!, other!)).map(([match]) => match);
}

test('the pattern finds the hand-made forms it is meant to find, and not other choices by one', () => {
  expect(handMadePlurals("n === 1 ? 'point' : 'points'")).toHaveLength(1);
  expect(handMadePlurals("change${n === 1 ? '' : 's'}")).toHaveLength(1);
  expect(handMadePlurals("n === '1' ? 'try' : 'tries'")).toHaveLength(1);
  expect(handMadePlurals("turn === 1 ? 'first' : 'second'")).toHaveLength(0);
});

test('no source outside the pluraliser picks a singular or plural word by hand', () => {
  const found = sources(SRC)
    .filter((path) => path !== PLURALISER)
    .flatMap((path) => handMadePlurals(readFileSync(path, 'utf8')).map((m) => `${relative(SRC, path)}: ${m}`));
  expect(found).toEqual([]);
});
