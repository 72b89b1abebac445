#!/usr/bin/env node
// Compares the content of two builds page by page, so a refactor can show that the built pages
// say the same thing:   node scripts/compare-builds.mjs OLD_DIST [NEW_DIST=dist]
// Hashed asset names, island URLs and CSP hashes change with any code move and are masked;
// what remains (text, structure, attributes) must match. Prints the pages that differ and the
// first differing line of each; exits 1 when any page differs.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const [oldDir, newDir = 'dist'] = process.argv.slice(2);
if (!oldDir || !existsSync(oldDir)) {
  console.error('usage: node scripts/compare-builds.mjs OLD_DIST [NEW_DIST]');
  process.exit(2);
}

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') out.push(...htmlFiles(path));
    } else if (name.endsWith('.html')) out.push(path);
  }
  return out;
}

const normalise = (html) =>
  html
    .replace(/\/_astro\/[^"'\s)]+/g, '/_astro/X')
    .replace(/(component-url|renderer-url|before-hydration-url|uid)="[^"]*"/g, '$1="X"')
    .replace(/'sha(256|384|512)-[^']+'/g, "'sha-X'")
    .replace(/astro-[a-z0-9]{8}/g, 'astro-X')
    .replace(/data-astro-cid-[a-z0-9]+/g, 'data-astro-cid')
    .replace(/></g, '>\n<');

let differ = 0;
const oldPages = htmlFiles(oldDir).map((f) => relative(oldDir, f));
const newPages = new Set(htmlFiles(newDir).map((f) => relative(newDir, f)));
for (const page of oldPages) {
  if (!newPages.has(page)) {
    console.log(`missing in new build: ${page}`);
    differ++;
    continue;
  }
  newPages.delete(page);
  const a = normalise(readFileSync(join(oldDir, page), 'utf8')).split('\n');
  const b = normalise(readFileSync(join(newDir, page), 'utf8')).split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at >= 0 || a.length !== b.length) {
    const i = at >= 0 ? at : Math.min(a.length, b.length);
    console.log(`${page}: line ${i + 1}\n  old: ${(a[i] ?? '').slice(0, 200)}\n  new: ${(b[i] ?? '').slice(0, 200)}`);
    differ++;
  }
}
for (const page of newPages) console.log(`new page: ${page}`);
console.log(`${oldPages.length} pages compared, ${differ} differ, ${newPages.size} new`);
process.exit(differ ? 1 : 0);
