/**
 * What the practice table says (`$narration`) and what went wrong (`$error`) each have one
 * writer, the module that makes the atom: narration.ts and problems.ts. Every other module asks
 * them by name (`sayStep`, `moveRefused`, …), so a sentence is made in one place and no module
 * can leave the other's words behind. The atoms are exported read-only, so a `.set(` elsewhere is
 * also a type error; this test finds a writable copy or an owner moved away.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(__dirname, '../../../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.(ts|tsx)$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** The files under src/ whose text matches `pattern` (a write to an atom). */
function writers(pattern: RegExp): string[] {
  return filesUnder(SRC)
    .filter((file) => pattern.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(SRC.length + 1));
}

describe('the practice table', () => {
  it('has one writer of what it says: narration.ts', () => {
    expect(writers(/\$narration\.set\(/).filter((f) => f.startsWith('features/play/'))).toEqual([]);
    expect(writers(/\bnarration\.set\(/).filter((f) => f.startsWith('features/play/'))).toEqual(['features/play/narration.ts']);
  });

  it('has one writer of what went wrong: problems.ts', () => {
    expect(writers(/\$error\.set\(/).filter((f) => f.startsWith('features/play/'))).toEqual([]);
    // Its words may load late (lateWords): the one module that makes and says them is problems.ts.
    expect(writers(/\blateWords\(\)/).filter((f) => f.startsWith('features/play/'))).toEqual(['features/play/problems.ts']);
    expect(writers(/\bproblem\.(say|sayLater)\(/).filter((f) => f.startsWith('features/play/'))).toEqual(['features/play/problems.ts']);
  });
});
