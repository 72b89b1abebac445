import type { AstroIntegration } from 'astro';

/**
 * Splits the browser's code by the islands that load it at once. Left alone, the bundler splits
 * by every island and every lazily loaded part (a panel, a refusal's words) that uses a module:
 * each lazy part cut the game page's first load into more files, each gzipped alone (40 files,
 * 7.9 KB more than the same code in one file). Here a module that an island (or a page script)
 * imports statically goes into one chunk per set of islands that import it so, whatever lazy
 * parts also use it; a module only lazy parts reach, and every style sheet, is left to the
 * bundler. A chunk holds only code that each of its islands loads at once, so no island loads
 * code it does not use; a lazy part may fetch a little more on use. Measured (npm run budget,
 * first load gzip, with and without): /play/ 60.8 -> 59.6 KB, /friends/pass/ 59.2 -> 58.6, a lesson
 * 56.1 -> 55.1, home 62.3 -> 62.0; /friends/ 54.2 -> 54.8 and /calculator/ 61.7 -> 63.0 (their
 * code splits into smaller files, each gzipped alone); the reference tables' rules islands,
 * loaded on use, +0.7–1.4.
 */
export function firstLoadChunks(): AstroIntegration {
  return {
    name: 'koikoi-first-load-chunks',
    hooks: {
      'astro:build:setup': ({ vite, target }) => {
        if (target !== 'client') return;
        vite.build ??= {};
        vite.build.rollupOptions ??= {};
        const output = vite.build.rollupOptions.output;
        if (Array.isArray(output)) return;
        const names = new Map<string, string | undefined>();
        vite.build.rollupOptions.output = {
          ...output,
          manualChunks(id, { getModuleInfo }) {
            if (!/\.(?:[mc]?js|tsx?|jsx)$/.test(id)) return undefined;
            if (!names.has(id)) {
              const islands = staticEntries(id, getModuleInfo).sort();
              names.set(id, islands.length === 0 ? undefined : `load-${hash(islands.join('\n'))}`);
            }
            return names.get(id);
          },
        };
      },
    },
  };
}

interface ModuleFacts {
  readonly id: string;
  readonly isEntry: boolean;
  readonly importers: readonly string[];
}

/** The entries that reach `id` through static imports only. */
function staticEntries(id: string, getModuleInfo: (id: string) => ModuleFacts | null): string[] {
  const entries: string[] = [];
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    const info = getModuleInfo(queue.pop()!);
    if (!info) continue;
    if (info.isEntry) entries.push(info.id);
    for (const importer of info.importers) {
      if (seen.has(importer)) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return entries;
}

/** A short, stable name for a set of islands (FNV-1a). */
function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
