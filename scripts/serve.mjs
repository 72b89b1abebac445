#!/usr/bin/env node
// A small static server for dist/: the same files any static host would serve, with
// Astro's directory URLs (/deck/ → /deck/index.html) and the 404 page for unknown paths.
// With `rooms: true` (`npm start`) the same server and port also carry the online rooms
// (src/server/rooms/), unless ROOMS=off; `npm run preview` serves the static site only.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const gzipCache = new Map();
function gzipped(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = gzipCache.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  const body = gzipSync(readFileSync(file));
  gzipCache.set(file, { mtime, body });
  return body;
}

/** Maps a URL path to a file in `dir`, or undefined. Never escapes `dir`. */
function resolveFile(dir, urlPath) {
  let path;
  try {
    path = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return undefined;
  }
  const target = normalize(join(dir, path));
  if (!target.startsWith(dir)) return undefined;
  if (existsSync(target) && statSync(target).isFile()) return target;
  const index = join(target, 'index.html');
  if (existsSync(index)) return index;
  return undefined;
}

/**
 * Loads the room server's TypeScript through tsx (a devDependency that `npm start` installs):
 * the same source the tests run, with no separate build of the server code to go stale.
 */
async function loadRooms() {
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../src/server/rooms/from-env.ts', import.meta.url);
}

/**
 * Serves `dir` on host:port. Resolves to the http server; with `rooms`, its `rooms` property is
 * the room server (null when `env.ROOMS` is 'off'), whose `close()` also closes the http server.
 * `roomOptions` adds room server options the environment cannot carry (tests: a record store
 * kept across a restart, room settings).
 */
export async function startServer({ dir = 'dist', port = 4321, host = '127.0.0.1', rooms = false, env = process.env, roomOptions = {} } = {}) {
  const server = await startStatic({ dir, port, host });
  if (!rooms) return server;
  try {
    const { attachRooms } = await loadRooms();
    server.rooms = (await attachRooms(server, env, roomOptions)) ?? null;
  } catch (error) {
    server.close();
    throw error;
  }
  return server;
}

/** One line saying where rooms are served, for `npm start`. */
export async function describeRooms(server, origin) {
  const { describeRooms: describe } = await loadRooms();
  return describe(server.rooms ?? null, origin);
}

function startStatic({ dir, port, host }) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    // Directory URLs without the trailing slash redirect, as static hosts do.
    const plain = url.split('?')[0] ?? '/';
    if (!plain.endsWith('/') && !extname(plain) && existsSync(join(root, plain, 'index.html'))) {
      res.writeHead(301, { Location: `${plain}/` });
      res.end();
      return;
    }
    const file = resolveFile(root, url);
    if (!file) {
      const notFound = join(root, '404.html');
      res.writeHead(404, { 'Content-Type': TYPES['.html'] });
      if (existsSync(notFound)) createReadStream(notFound).pipe(res);
      else res.end('Not found');
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': file.includes('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    // Text is sent compressed, as any production host would.
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      res.end(gzipped(file));
      return;
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 4321);
  if (!existsSync('dist/index.html')) {
    console.error('dist/ has no built site yet: run `npm start` (or `npm run build`) first.');
    process.exit(1);
  }
  startServer({ port, host: process.env.HOST ?? 'localhost' }).then(
    () => console.log(`Koi-Koi Dojo is being served at http://localhost:${port}/ (Ctrl+C to stop)`),
    (error) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT=… to use another.` : error.message);
      process.exit(1);
    },
  );
}
