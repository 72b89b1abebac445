import type { AstroIntegration } from 'astro';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Astro writes this rule before the first island, wherever that is (even inside a <p>),
// which is invalid HTML. The same rule belongs in <head>, once.
const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? htmlFiles(join(dir, e.name)) : Promise.resolve(e.name.endsWith('.html') ? [join(dir, e.name)] : []))),
  );
  return nested.flat();
}

/** After the build, moves Astro's island style rule into <head> so every page validates. */
export function tidyHtml(): AstroIntegration {
  return {
    name: 'koikoi-tidy-html',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        for (const file of await htmlFiles(fileURLToPath(dir))) {
          const html = await readFile(file, 'utf8');
          if (!html.includes(ISLAND_STYLE)) continue;
          const tidy = html.split(ISLAND_STYLE).join('').replace('</head>', `${ISLAND_STYLE}</head>`);
          await writeFile(file, tidy);
        }
      },
    },
  };
}
