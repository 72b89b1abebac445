#!/usr/bin/env node
// Finds Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium. When
// neither exists and we may (root, with apt), installs Debian's `chromium` package;
// browsers that download themselves (npx playwright install) cannot work offline.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';

const HOW_TO_GET_ONE =
  'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install ' +
  'Chromium or Chrome) and, if it is not at /usr/bin/chromium, set CHROMIUM_PATH to its executable, ' +
  'e.g. CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test.';

export function findChromium({ install = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { path: fromEnv }
      : { path: undefined, message: `CHROMIUM_PATH is set to "${fromEnv}", but no file is there. ${HOW_TO_GET_ONE}` };
  }
  if (existsSync(DEFAULT_PATH)) return { path: DEFAULT_PATH };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
  if (install && isRoot && hasApt) {
    console.log('Installing Chromium from Debian packages (apt-get install chromium)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const add = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (add && add.status === 0 && existsSync(DEFAULT_PATH)) return { path: DEFAULT_PATH };
    return { path: undefined, message: `Installing Chromium with apt-get failed. ${HOW_TO_GET_ONE}` };
  }
  return { path: undefined, message: HOW_TO_GET_ONE };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const found = findChromium({ install: process.argv.includes('--install') });
  if (found.path) console.log(found.path);
  else {
    console.error(found.message);
    process.exit(1);
  }
}
