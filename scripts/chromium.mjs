#!/usr/bin/env node
// Finds Chromium for the browser tests: CHROMIUM_PATH, then /usr/bin/chromium. When
// neither exists and we may (root, with apt), installs Debian's `chromium` package;
// browsers that download themselves (npx playwright install) cannot work offline. The tests
// (`shell: true`) prefer Chromium's headless shell (Debian's `chromium-headless-shell`, installed
// the same way), the headless browser Playwright itself runs: on the same browser tests it used
// 27 % less CPU than the full browser in headless mode (230 -> 168 CPU-s for three files; the
// browser step is CPU-bound on two cores); without it they use the full browser. The same
// apt step brings poppler-utils (pdfinfo, pdftotext), which the print tests read PDFs with,
// and redis-server, which the room server's Redis tests start on a free loopback port.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEFAULT_PATH = '/usr/bin/chromium';
const SHELL_PATH = '/usr/bin/chromium-headless-shell';

const HOW_TO_GET_ONE =
  'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: install ' +
  'Chromium or Chrome) and, if it is not at /usr/bin/chromium, set CHROMIUM_PATH to its executable, ' +
  'e.g. CHROMIUM_PATH="/Applications/Chromium.app/Contents/MacOS/Chromium" npm test.';

export function findChromium({ install = false, shell = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { path: fromEnv }
      : { path: undefined, message: `CHROMIUM_PATH is set to "${fromEnv}", but no file is there. ${HOW_TO_GET_ONE}` };
  }
  const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = has('apt-get');
  const browser = shell ? (existsSync(SHELL_PATH) ? [] : ['chromium-headless-shell']) : existsSync(DEFAULT_PATH) ? [] : ['chromium'];
  const missing = [...browser, ...(has('pdftotext') ? [] : ['poppler-utils']), ...(has('redis-server') ? [] : ['redis-server'])];
  if (install && isRoot && hasApt && missing.length > 0) {
    console.log(`Installing from Debian packages: apt-get install ${missing.join(' ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const add = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
    if (!(add && add.status === 0)) console.error(`apt-get install ${missing.join(' ')} failed.`);
  }
  if (shell && existsSync(SHELL_PATH)) return { path: SHELL_PATH };
  if (existsSync(DEFAULT_PATH)) return { path: DEFAULT_PATH };
  return { path: undefined, message: HOW_TO_GET_ONE };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const found = findChromium({ install: process.argv.includes('--install'), shell: process.argv.includes('--shell') });
  if (found.path) console.log(found.path);
  else {
    console.error(found.message);
    process.exit(1);
  }
}
