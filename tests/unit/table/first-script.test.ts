/**
 * The round's log in words (src/words/round.ts, worded for the table by
 * src/features/table/log-words.ts) loads after a game page's table is drawn: nothing is told
 * before a move, and the page's first script has a budget (`npm run budget`). So do the words of
 * a refusal or a bad save (said only when one happens) and a deal link's reader (only with a link). The narration, the
 * message bar and the hand-over screen wait for it (lazy-parts.ts's `loadLogWords`). A static
 * import of either module from anything a game page's island imports statically would bring it
 * back into that first script, so each island's static import graph is read here from the import
 * statements: type-only imports (`import type`) are erased and dynamic `import()` loads on use,
 * every other import counts.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const LOG_WORDS = ['src/words/round.ts', 'src/features/table/log-words.ts'];
// The words of a refusal or of a bad save, said only when one happens (src/shared/late-words.ts).
const REFUSALS = ['src/words/errors.ts', 'src/words/rule-errors.ts'];
// A deal link's reader, loaded only when the address holds a link.
const DEAL_LINK = ['src/features/play/deal-link.ts'];

/**
 * The module paths a source names in its static import and export statements, leaving out
 * `import type`/`export type` (erased) and `import('…')` (loaded on use). An import whose names
 * are all marked `type` still counts: with verbatimModuleSyntax it stays, as an import of nothing.
 */
function staticImports(source: string): string[] {
  const pattern = /^[ \t]*(?:import|export)\s+(?!type[\s{*])(?:[^;'"]*?\bfrom\s*)?['"]([^'"]+)['"]/gm;
  return [...source.matchAll(pattern)].map((m) => m[1]!);
}

function resolveSource(from: string, path: string): string | null {
  if (!path.startsWith('.')) return null;
  const base = resolve(dirname(from), path);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (/\.(ts|tsx)$/.test(candidate) && statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** Every module reached from `entry` by static imports, each with the chain of imports that reaches it. */
function staticGraph(entry: string): Map<string, readonly string[]> {
  const reached = new Map<string, readonly string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const path of staticImports(readFileSync(file, 'utf8'))) {
      const target = resolveSource(file, path);
      if (target === null || reached.has(target)) continue;
      reached.set(target, [...reached.get(file)!, target]);
      queue.push(target);
    }
  }
  return reached;
}

describe("a game page's first script", () => {
  it('reads static imports, not type-only ones or import()', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "import {\n  d,\n  e,\n} from './de';",
      "export { f } from './f';",
      "export type { G } from './g';",
      "import './h.css';",
      "const i = () => import('./i');",
      "type J = typeof import('./j');",
    ].join('\n');
    expect(staticImports(source)).toEqual(['./a', './c', './de', './f', './h.css']);
  });

  it.each([
    ['the practice game (/play/)', 'src/features/play/PlayGame.tsx', [...LOG_WORDS, ...REFUSALS, ...DEAL_LINK]],
    ['pass-and-play (/friends/pass/)', 'src/features/pass-and-play/PassAndPlay.tsx', [...LOG_WORDS, ...REFUSALS]],
    ['the friends page (/friends/: a room loads with its table)', 'src/features/friends/FriendsPage.tsx', LOG_WORDS],
  ])("of %s does not carry what is said only after a move or a problem: it loads on use", (_page, island, lazy) => {
    const graph = staticGraph(resolve(ROOT, island));
    expect(graph.size).toBeGreaterThan(20); // the walk follows imports
    const found = lazy.flatMap((file) => {
      const chain = graph.get(resolve(ROOT, file));
      return chain ? [chain.map((f) => relative(ROOT, f)).join(' -> ')] : [];
    });
    expect(found).toEqual([]);
  });
});
