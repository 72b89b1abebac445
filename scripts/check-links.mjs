#!/usr/bin/env node
// `npm run check:links`: every internal link, image and script of every built page must
// point at a file in dist/, and every #anchor at an id on the target page.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const DIST = process.env.DIST ?? 'dist';

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const pageOf = (file) => '/' + file.slice(DIST.length + 1).replace(/index\.html$/, '');
const idsCache = new Map();
function idsOf(file) {
  if (!idsCache.has(file)) {
    const html = readFileSync(file, 'utf8');
    idsCache.set(file, new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsCache.get(file);
}

/** The file a URL path resolves to, as a static host would serve it. */
function targetFile(path) {
  const clean = decodeURIComponent(path);
  const direct = join(DIST, clean);
  if (existsSync(direct) && statSync(direct).isFile()) return direct;
  const index = join(DIST, clean, 'index.html');
  return existsSync(index) ? index : undefined;
}

const files = htmlFiles(DIST);
let checked = 0;
const broken = [];
for (const file of files) {
  const html = readFileSync(file, 'utf8');
  const page = pageOf(file);
  for (const m of html.matchAll(/\s(?:href|src)="([^"]+)"/g)) {
    const raw = m[1].replace(/&amp;/g, '&');
    if (/^(?:[a-z]+:|\/\/)/i.test(raw) && !raw.startsWith('http://localhost')) continue; // external or mailto:
    const url = new URL(raw, `http://site${page}`);
    if (url.host !== 'site' && url.host !== 'localhost:4321') continue;
    checked++;
    const target = targetFile(url.pathname);
    if (!target) {
      broken.push(`${page}: ${raw} → no such file`);
      continue;
    }
    if (url.hash && target.endsWith('.html')) {
      const id = decodeURIComponent(url.hash.slice(1));
      if (!idsOf(target).has(id)) broken.push(`${page}: ${raw} → no element with id "${id}"`);
    }
  }
}
for (const line of broken) console.log(line);
console.log(`Checked ${checked} internal links on ${files.length} pages: ${broken.length} broken.`);
process.exit(broken.length === 0 ? 0 : 1);
