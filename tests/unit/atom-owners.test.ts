/**
 * Every store atom is written only by the module that makes it: other modules call the functions
 * it exports, named for what happened (`sayStep`, `moveRefused`, `setPending`, `adoptRules`…),
 * so each sentence and each state change is made in one place. Owners export their atoms
 * read-only, so a `.set(` elsewhere is also a type error; this test finds what the compiler
 * cannot: a module that writes an atom it imported writable, or an atom made in one module and
 * written from another through a destructured copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Each write `$name.set(` of a file to an atom the file does not make (declare) itself. */
function foreignWrites(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const written = new Set([...text.matchAll(/(\$\w+)\.set\(/g)].map((m) => m[1]!));
  return [...written].filter((name) => !new RegExp(`(?:const|let)\\s+\\${name}\\b`).test(text)).map((name) => `${file.slice(SRC.length + 1)} writes ${name}`);
}

describe('store atoms', () => {
  it('are written only by the module that makes them, in every feature and shared module', () => {
    const files = [...filesUnder(join(SRC, 'features')), ...filesUnder(join(SRC, 'shared'))];
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap(foreignWrites)).toEqual([]);
  });

  it('of the practice table: what it says is narration.ts\'s, what went wrong problems.ts\'s', () => {
    const writers = (pattern: RegExp) =>
      filesUnder(join(SRC, 'features/play'))
        .filter((file) => pattern.test(readFileSync(file, 'utf8')))
        .map((file) => file.slice(SRC.length + 1));
    expect(writers(/\bnarration\.set\(/)).toEqual(['features/play/narration.ts']);
    // Its words may load late (lateWords): the one module that makes and says them is problems.ts.
    expect(writers(/\blateWords\(\)/)).toEqual(['features/play/problems.ts']);
    expect(writers(/\bproblem\.(say|sayLater)\(/)).toEqual(['features/play/problems.ts']);
  });
});
