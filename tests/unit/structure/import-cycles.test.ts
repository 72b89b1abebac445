/**
 * No import cycles under src/. A module in a cycle can run before the modules it imports have
 * run (a `const` read too early, an island that works or not by import order), and a cycle
 * ties files together that should move apart: the game-context files and the round models were
 * one such knot (now a leaf, src/engine/ai/round-model.ts).
 *
 * The graph is read with a regex, not a compiler: static `import … from './x'` and
 * `export … from './x'` of .ts/.tsx files, resolved as the bundler does (x.ts, x.tsx,
 * x/index.ts). Dynamic `import()` is left out (it loads on use, after every static import has
 * run), and so are packages (only relative specifiers name files of src/).
 *
 * Type-only imports (`import type …`, `export type …`, or `{ type A, type B }` with every name
 * a type) are erased by TypeScript, so they cannot make a module run early: a cycle made only
 * through them is allowed, but only the ones listed (TYPE_ONLY_CYCLES), because it still ties
 * the files together. The game-context knot was of this kind (game-context-parse.ts and
 * game-context-three.ts took their types from game-context.ts, which imports them), and the
 * second test would fail on it again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const SRC = resolve(__dirname, '../../../src');

/**
 * Cycles known and not yet removed, each as its files (relative to src/). Every entry must
 * still be a cycle (the last test), so the list only shrinks.
 */
const KNOWN_CYCLES: readonly (readonly string[])[] = [
  // (The practice game's moves ↔ computer-pacing ↔ game-start knot is gone: the pacer listens to
  // the match instead of being called by it, table/computer-pacer.ts.)
];

/** Cycles made only through type-only imports, allowed as they are (see above). */
const TYPE_ONLY_CYCLES: readonly (readonly string[])[] = [
  // A round's types name the koi-koi refusal codes; the decisions name the player's type.
  ['engine/round/decisions.ts', 'engine/round/types.ts'],
  // The schema's problems are worded by words.ts, which takes their type from the schema.
  ['features/puzzles/schema.ts', 'features/puzzles/words.ts'],
];

const IMPORT = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:([^'";]*?)[ \t\n]+from[ \t]+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The relative specifiers a module's source imports statically; `withTypes: false` leaves out type-only imports. */
function staticImports(source: string, withTypes: boolean): string[] {
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    if (!withTypes && typeOnly(m[1], m[2])) continue;
    out.push(m[3]!);
  }
  return out;
}

function typeOnly(typeKeyword: string | undefined, clause: string | undefined): boolean {
  if (typeKeyword) return true; // import type / export type
  const c = clause?.trim();
  if (!c?.startsWith('{') || !c.endsWith('}')) return false;
  const names = c.slice(1, -1).split(',').map((n) => n.trim()).filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/** Cycles of a graph (strongly connected groups of two or more, or a module importing itself), each sorted. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(group.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function srcGraph(withTypes: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = staticImports(readFileSync(file, 'utf8'), withTypes)
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== null && /\.tsx?$/.test(t));
    graph.set(relative(SRC, file), targets.map((t) => relative(SRC, t)));
  }
  return graph;
}

const key = (cycle: readonly string[]) => [...cycle].sort().join(' → ');

describe('reading imports', () => {
  test('type-only imports are left out; a clause with one value name is kept', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B, type C } from './b';",
      "export type { D } from './d';",
      "import { type E, f } from './e';",
      "import {\n  g,\n  type H,\n} from './g';",
      "export * from './star';",
      "import './side-effect';",
      "const lazy = () => import('./lazy');",
      "import { h } from 'preact';",
    ].join('\n');
    expect(staticImports(source, false)).toEqual(['./e', './g', './star', './side-effect']);
    expect(staticImports(source, true)).toEqual(['./a', './b', './d', './e', './g', './star', './side-effect']);
  });

  test('a cycle through three modules is found, a chain is not', () => {
    const cyclic = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(cyclic)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(cyclesOf(new Map([['a.ts', ['b.ts']], ['b.ts', ['c.ts']], ['c.ts', []]]))).toEqual([]);
  });
});

describe('src/', () => {
  const runtime = cyclesOf(srcGraph(false)).map(key);
  const all = cyclesOf(srcGraph(true)).map(key);

  test('has no import cycle beyond the known ones', () => {
    const known = new Set(KNOWN_CYCLES.map(key));
    expect(runtime.filter((c) => !known.has(c))).toEqual([]);
  });

  test('has no cycle through type-only imports beyond the listed ones', () => {
    const allowed = new Set([...KNOWN_CYCLES, ...TYPE_ONLY_CYCLES].map(key));
    expect(all.filter((c) => !allowed.has(c))).toEqual([]);
  });

  test('every listed cycle is still there (remove it from its list once it is cut)', () => {
    expect(KNOWN_CYCLES.map(key).filter((c) => !runtime.includes(c))).toEqual([]);
    expect(TYPE_ONLY_CYCLES.map(key).filter((c) => !all.includes(c))).toEqual([]);
  });
});
