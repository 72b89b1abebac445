/**
 * The table is drawn by every mode (practice, pass-and-play, rooms): it must not reach into the
 * practice game's folder, or every page would carry the practice game's stores and the table
 * could not be read on its own. What it needs of the practice game comes through its feed and
 * the `practice` prop (src/features/table/practice-tools.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const TABLE = join(ROOT, 'src/features/table');
const PLAY = join(ROOT, 'src/features/play');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.(ts|tsx|css)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every module path a file names: `from '…'`, `import '…'`, `import('…')`, CSS `@import '…'`. */
function importPaths(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(?\s*|@import\s+(?:url\()?)['"]([^'"]+)['"]/g;
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

/** The imports of `file` that resolve into the practice game's folder. */
function intoPlay(file: string): string[] {
  return importPaths(readFileSync(file, 'utf8')).filter((path) => {
    if (!path.startsWith('.')) return false;
    const target = resolve(dirname(file), path);
    return target === PLAY || target.startsWith(PLAY + '/');
  });
}

describe('the table', () => {
  it('finds the import paths a file names, whatever their form', () => {
    const source = [
      "import { a } from '../play/words';",
      "import type { B } from './b';",
      "export { c } from '../play/c';",
      "import '../play/play.css';",
      "const m = import('../play/Review');",
      "@import '../play/x.css';",
    ].join('\n');
    expect(importPaths(source)).toEqual(['../play/words', './b', '../play/c', '../play/play.css', '../play/Review', '../play/x.css']);
  });

  it('imports nothing from src/features/play/', () => {
    const files = filesUnder(TABLE);
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((file) => intoPlay(file).map((path) => `${relative(ROOT, file)}: ${path}`));
    expect(found).toEqual([]);
  });
});


describe('the review and the other modes', () => {
  it('the review (any mode\'s) imports nothing from src/features/play/', () => {
    const files = filesUnder(join(ROOT, 'src/features/review'));
    expect(files.length).toBeGreaterThan(3);
    expect(files.flatMap((file) => intoPlay(file).map((path) => `${relative(ROOT, file)}: ${path}`))).toEqual([]);
  });

  it.each(['pass-and-play', 'friends', 'game-setup'])('%s imports nothing from src/features/play/ (the game page and set-up fields are game-setup/)', (mode) => {
    const files = filesUnder(join(ROOT, 'src/features', mode));
    expect(files.length).toBeGreaterThan(1);
    expect(files.flatMap((file) => intoPlay(file).map((path) => `${relative(ROOT, file)}: ${path}`))).toEqual([]);
  });
});
