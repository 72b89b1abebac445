/**
 * Every text id an island asks for exists in its feature's words file. The ids are typed, so
 * the compiler checks the calls it sees; this also catches ids in files the type-check skips
 * and keeps the words files from drifting apart from the islands.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CALC_WORDS } from '../../../src/features/calculator/words';
import { ALL_PLAY_WORDS } from '../../../src/features/table/panel-words';

const FEATURES = join(__dirname, '../../../src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const lookups: [string, RegExp, Readonly<Record<string, string>>][] = [
  ['playText / playParts', /\bplay(?:Text|Parts)\(\s*'([^']+)'/g, ALL_PLAY_WORDS],
  ['calcText', /\bcalcText\(\s*'([^']+)'/g, CALC_WORDS],
  ['CALC_WORDS[…]', /\bCALC_WORDS\['([^']+)'\]/g, CALC_WORDS],
];

describe.each(lookups)('%s ids', (_name, pattern, words) => {
  const used = sources(FEATURES).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({ file: file.slice(FEATURES.length + 1), id: m[1]! })),
  );

  test('some are used (the scan finds the calls)', () => {
    expect(used.length).toBeGreaterThan(0);
  });

  test('each one has English words', () => {
    expect(used.filter((u) => !(u.id in words))).toEqual([]);
  });
});
