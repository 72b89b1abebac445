#!/usr/bin/env node
// `npm run budget`: for each page type of the built site, the JavaScript and CSS it ships
// (raw and gzip bytes) and which islands hydrate. Reads dist/ only; run after a build.
// Budgets: reference and card pages ship no island and no script beyond the header's
// (search loads on use); the game, friends and pass-and-play pages ship at most their budget
// of JavaScript gzip in total (GAME_JS_BUDGET, FRIENDS_JS_BUDGET and PAGE_TYPES' `budget` below).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = resolve(process.env.DIST ?? 'dist');
// The site header's scripts (search loader, theme switch, offline worker registration) and,
// where values follow the reader's rules, Astro's island loader with the client:rules check.
// 4.5 KB since the phone header gained its menu/search panel script (aria-expanded, Escape,
// one panel at a time: ~0.6 KB gz) — it was 4 KB before that.
const HEADER_JS_BUDGET = 4.5 * 1024;
// The game page's first load: header scripts plus the game island and everything it imports
// statically. The engine holds no prose (option, preset, source and yaku words live in src/words
// and load only where they are shown), so a feature that adds to the table should load its
// words and models on use (import()) rather than statically.
// 60 KB until the optional-capture choice, the narration in the beats' order and the seats for
// two or three came in (58.2 -> 60.2 KB, measured with this script); the rules' title with its
// changes loads after the table (~8 KB) to stay near it.
// 62 -> 64 KB when the friends page began to draw rooms on the same table (SeatTable): the
// modules both pages load become a chunk of their own, and two files gzip less well than one
// (61.4 -> 63.1 KB measured with and without the friends page in the same build; no code added).
// 64 -> 64.5 KB with the table's words from each seat's role (seat-roles.ts) and the lucky-hand
// view that hides who decides (round/view.ts): 63.7 -> 64.2 KB measured. The rooms' keyed deals
// (SHA-256) stay out of it (round/keyed-game.ts). The way back under 60 KB is the table's
// break-up of issue 29, still open.
// 64.5 -> 66.5 KB when the practice game's save module left every page with the reader's rules
// (words/errors.ts imported a value of it: /friends/ 60.0 -> 57.6 KB, /friends/pass/ 66.3 ->
// 63.1 KB, both budgets lowered below) and pass-and-play and the reviews stopped loading the
// practice store: the modules the game page shares with fewer pages now split into more, smaller
// chunks, each gzipped alone (64.4 -> 66.1 KB measured; the code it runs did not grow).
// 60 KB again (issue 29) once what is said only after a move or on a problem loads on use: the
// refusals' words (src/words/errors.ts), the round log's words (table/log-words.ts), a deal
// link's reader (play/deal-link.ts), and the modules grouped by the islands that load them at
// once (src/site/integrations/first-load-chunks.ts): 66.4 -> 59.6 KB measured.
const GAME_JS_BUDGET = 60 * 1024;
// The friends page's first load: header scripts and the island (the two ways, making and finding
// a room: the engine's rule sets and the option words of the rules' title). The room screen with
// the shared table loads once the address names a room, and colyseus.js with the first join (an
// import() in room-client.ts): both are counted "on use", and colyseus.js must stay there.
// 57.4 KB measured when the page came in; 58 KB since the practice game's save module no
// longer comes with the rules' error words (60.0 -> 57.6 KB measured); 55.5 KB since the round's
// refusals and log words load on use (57.6 -> 54.8 KB measured).
const FRIENDS_JS_BUDGET = 55.5 * 1024;

function firstPageUnder(dir) {
  const root = join(DIST, dir);
  if (!existsSync(root)) return undefined;
  const sub = readdirSync(root, { withFileTypes: true }).find((d) => d.isDirectory() && existsSync(join(root, d.name, 'index.html')));
  return sub ? `/${dir}/${sub.name}/` : undefined;
}

const PAGE_TYPES = [
  { type: 'home', path: '/', kind: 'reading' },
  { type: 'reference', path: '/deck/', kind: 'reference' },
  { type: 'reference (yaku)', path: '/yaku/', kind: 'reference' },
  { type: 'lesson', path: firstPageUnder('learn'), kind: 'reading' },
  { type: 'card page', path: '/cards/pampas-moon/', kind: 'reference' },
  { type: 'calculator', path: '/calculator/', kind: 'tool' },
  { type: 'puzzle', path: firstPageUnder('puzzles'), kind: 'tool' },
  { type: 'game', path: '/play/', kind: 'game' },
  { type: 'friends', path: '/friends/', kind: 'friends' },
  // Pass-and-play draws the game's table (SeatTable, without the practice store) plus its own
  // hand-over, save and narration: 64.3 KB measured; its set-up and each player's review load on use.
  // 66 -> 66.5 KB with the table's seat roles, the lucky-hand view and the one name rule shared
  // with the rooms (src/shared/player-name.ts): 65.2 -> 66.2 KB measured. 63.5 KB since it no
  // longer loads the practice store (its narration and review took it along): 66.3 -> 63.1 KB.
  // 59.5 KB since its refusals, a bad save's reasons and its narration load on use: 63.1 -> 58.6 KB.
  { type: 'pass-and-play', path: '/friends/pass/', kind: 'game', budget: 59.5 * 1024 },
];

const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const fileOf = (url) => join(DIST, url.split('?')[0]);

/** A JS file and everything it imports statically (what the browser fetches before running it). */
function staticClosure(urls) {
  const seen = new Set();
  const lazy = new Set();
  const queue = [...urls];
  while (queue.length) {
    const url = queue.pop();
    if (seen.has(url) || !existsSync(fileOf(url))) continue;
    seen.add(url);
    const code = readFileSync(fileOf(url), 'utf8');
    for (const m of code.matchAll(/(?:import|export)\s*(?:[\w{},*\s$]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(resolveUrl(url, m[1]));
    }
    for (const m of code.matchAll(/import\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g)) lazy.add(resolveUrl(url, m[1]));
  }
  return { eager: seen, lazy: new Set([...lazy].filter((u) => !seen.has(u))) };
}

function resolveUrl(from, rel) {
  return new URL(rel, `http://x${dirname(from)}/`).pathname;
}

function sizeOf(urls) {
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const buf = readFileSync(fileOf(url));
    raw += buf.length;
    gzip += gz(buf);
  }
  return { raw, gzip };
}

function measure(path) {
  const html = readFileSync(join(DIST, path, 'index.html'), 'utf8');
  const scriptUrls = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]).filter((u) => u.startsWith('/'));
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  const islands = [...html.matchAll(/<astro-island\b[^>]*>/g)].map((m) => {
    const attr = (name) => new RegExp(`${name}="([^"]*)"`).exec(m[0])?.[1];
    return { component: attr('component-export') === 'default' ? attr('component-url')?.split('/').pop()?.split('.')[0] : attr('component-export'), url: attr('component-url'), renderer: attr('renderer-url'), client: attr('client') };
  });
  // client:rules islands load only for readers with their own rules: counted as "on use".
  const islandUrls = islands.filter((i) => i.client !== 'rules').flatMap((i) => [i.url, i.renderer]).filter(Boolean);
  const conditionalUrls = islands.filter((i) => i.client === 'rules').flatMap((i) => [i.url, i.renderer]).filter(Boolean);
  const page = staticClosure(scriptUrls);
  const hydrate = staticClosure(islandUrls);
  const islandOnly = [...hydrate.eager].filter((u) => !page.eager.has(u));
  const conditional = staticClosure(conditionalUrls);
  const lazy = new Set([...page.lazy, ...hydrate.lazy, ...conditional.eager, ...conditional.lazy].filter((u) => !page.eager.has(u) && !hydrate.eager.has(u)));
  const inlineJs = inlineScripts.reduce((a, s) => ({ raw: a.raw + Buffer.byteLength(s), gzip: a.gzip + gz(Buffer.from(s)) }), { raw: 0, gzip: 0 });
  const cssUrls = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  const css = sizeOf(cssUrls);
  const pageJs = sizeOf(page.eager);
  const islandJs = sizeOf(islandOnly);
  return {
    pageJs: { raw: pageJs.raw + inlineJs.raw, gzip: pageJs.gzip + inlineJs.gzip },
    islandJs,
    lazyJs: sizeOf(lazy),
    css: { raw: css.raw + Buffer.byteLength(inlineCss), gzip: css.gzip + (inlineCss ? gz(Buffer.from(inlineCss)) : 0) },
    islands: islands.map((i) => `${i.component}(${i.client})`),
    eagerUrls: new Set([...page.eager, ...hydrate.eager]),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
let failures = 0;
console.log('page type         path                          page JS gz  islands JS gz  on-use JS gz  CSS gz     hydrates');
for (const { type, path, kind, budget = GAME_JS_BUDGET } of PAGE_TYPES) {
  if (!path || !existsSync(join(DIST, path, 'index.html'))) {
    console.log(`${type.padEnd(17)} (no such page in dist/)`);
    continue;
  }
  const m = measure(path);
  const totalJs = m.pageJs.gzip + m.islandJs.gzip;
  const verdicts = [];
  if (kind === 'reference') {
    const ok = m.islands.every((i) => i.endsWith('(rules)')) && m.pageJs.gzip <= HEADER_JS_BUDGET;
    verdicts.push(ok ? 'budget met' : `BUDGET MISSED: reference pages load no island code for a reader on the default rules and ≤ ${kb(HEADER_JS_BUDGET)} of page script`);
    if (!ok) failures++;
  }
  if (kind === 'friends') {
    const ok = totalJs <= FRIENDS_JS_BUDGET && ![...m.eagerUrls].some((u) => readFileSync(fileOf(u), 'utf8').includes('colyseus.js - onError'));
    verdicts.push(ok ? `budget met (${kb(totalJs)} ≤ ${kb(FRIENDS_JS_BUDGET)}, colyseus.js on use)` : `BUDGET MISSED: ${kb(totalJs)} > ${kb(FRIENDS_JS_BUDGET)}, or colyseus.js in the first load`);
    if (!ok) failures++;
  }
  if (kind === 'game') {
    const ok = totalJs <= budget;
    verdicts.push(ok ? `budget met (${kb(totalJs)} ≤ ${kb(budget)})` : `BUDGET MISSED: ${kb(totalJs)} > ${kb(budget)}`);
    if (!ok) failures++;
  }
  console.log(
    `${type.padEnd(17)} ${path.padEnd(29)} ${kb(m.pageJs.gzip).padStart(10)}  ${kb(m.islandJs.gzip).padStart(13)}  ${kb(m.lazyJs.gzip).padStart(12)}  ${kb(m.css.gzip).padStart(8)}   ${m.islands.join(', ') || '—'} ${verdicts.join(' ')}`,
  );
}
console.log(failures === 0 ? 'All budgets met.' : `${failures} budget(s) missed.`);
process.exit(failures === 0 ? 0 : 1);
