#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than package.json or the
// lockfile. `npm ci` is not used: it deletes node_modules and installs everything again each
// time. A plain `npm install` may rewrite package-lock.json (when the registry answers
// differently from when the lockfile was written), leaving a fresh clone's `npm test` with a
// modified tracked file; `--no-save` installs the same way and writes neither package.json
// nor package-lock.json.
import { existsSync, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}node_modules/.package-lock.json`;

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

export function depsAreStale() {
  const installed = mtime(marker);
  if (!installed) return true;
  return mtime(`${root}package.json`) > installed || mtime(`${root}package-lock.json`) > installed;
}

export function ensureDeps() {
  if (!depsAreStale()) return;
  console.log('Installing dependencies (npm install --no-save)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-save'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
