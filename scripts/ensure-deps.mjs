#!/usr/bin/env node
// Installs dependencies when node_modules is missing or older than package.json or the
// lockfile. `npm ci` cannot be used: the registry here lacks other platforms' optional
// binaries that the lockfile would demand, while `npm install` keeps the lockfile as is.
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
  console.log('Installing dependencies (npm install)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('npm install failed: see the messages above.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureDeps();
