/**
 * The progress store is what the learning features write to, so it must not depend on them:
 * src/features/progress/ holds the model, the store and its hooks only, and the dashboard that
 * reads every feature lives in src/features/progress-page/. Read from the import statements
 * (type imports included, since a type-only circle still ties the modules together).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = resolve(__dirname, '../../../src');
const PROGRESS = join(SRC, 'features/progress');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The source files a module imports by relative path (with or without `type`). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const targets = [...text.matchAll(/^\s*(?:import|export)\s[^;]*?from\s+'(\.[^']+)'/gms)].map((m) => m[1]!);
  return targets.flatMap((target) => {
    const base = resolve(dirname(file), target);
    const found = ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((p) => {
      try {
        return statSync(p).isFile();
      } catch {
        return false;
      }
    });
    return found && /\.(ts|tsx)$/.test(found) ? [found] : [];
  });
}

const name = (file: string) => relative(SRC, file);

describe('the progress store stands apart from what reads it', () => {
  test('src/features/progress/ imports only the engine, shared helpers, words and the kept-mistake data model', () => {
    const outside = sourceFiles(PROGRESS).flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(PROGRESS + '/'))
        .map(name)
        .filter((target) => !/^(engine|shared|words)\//.test(target) && target !== 'features/mistakes/mistakes-model.ts')
        .map((target) => `${name(file)} -> ${target}`),
    );
    expect(outside).toEqual([]);
  });

  test('no import circle passes through the progress model or store', () => {
    const graph = new Map(sourceFiles(join(SRC, 'features')).map((file) => [file, importsOf(file)]));
    // Every module the progress modules reach; a circle is one that reaches back.
    const reach = (from: string): Set<string> => {
      const seen = new Set<string>();
      const stack = [...(graph.get(from) ?? [])];
      while (stack.length > 0) {
        const next = stack.pop()!;
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(...(graph.get(next) ?? []));
      }
      return seen;
    };
    const circles = sourceFiles(PROGRESS)
      .filter((file) => reach(file).has(file))
      .map(name);
    expect(circles).toEqual([]);
  });
});
