#!/usr/bin/env node
// Writes dist/sw.js: the service worker of src/site/offline/sw.js with this build's file list
// and a version derived from the files' contents (so an unchanged build keeps its cache).
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const DIST = process.env.DIST ?? 'dist';
const SKIP = new Set(['sw.js']);

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : SKIP.has(entry.name) ? [] : [path];
  });
}

const hash = createHash('sha256');
const urls = files(DIST)
  .sort()
  .map((path) => {
    hash.update(path).update(readFileSync(path));
    const url = '/' + relative(DIST, path).split(sep).join('/');
    // Pages are requested as "/deck/", not "/deck/index.html".
    return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
  })
  // The rooms' probe file answers "no room server" on a static host; where a room server runs it
  // answers itself, so a cached copy would hide it (sw.js also leaves /rooms/ to the network).
  .filter((url) => !/^\/sitemap/.test(url) && !url.startsWith('/rooms/'));
const version = hash.digest('hex').slice(0, 12);
const source = readFileSync('src/site/offline/sw.js', 'utf8')
  .replace("'__VERSION__'", JSON.stringify(version))
  .replace('__FILES__', JSON.stringify(urls));
writeFileSync(join(DIST, 'sw.js'), source);
const bytes = files(DIST).reduce((sum, path) => sum + (urls.includes('/' + relative(DIST, path).split(sep).join('/').replace(/index\.html$/, '')) ? readFileSync(path).length : 0), 0);
console.log(`Service worker ${version}: ${urls.length} files (${(bytes / 1024 / 1024).toFixed(2)} MB) precached for offline use.`);
