#!/usr/bin/env node
// `npm run validate:html`: the Nu Html Checker (vnu.jar, needs Java) over every built page.
// Prints each error with its page and line, then a count; exits non-zero on any error.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const jar = require('vnu-jar');

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'pagefind' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const files = htmlFiles(process.env.DIST ?? 'dist');
if (spawnSync('java', ['-version']).status !== 0) {
  console.error('Java is needed for the Nu Html Checker: install a JRE (Debian: apt-get install default-jre-headless).');
  process.exit(1);
}
const started = Date.now();
if (files.length === 0) {
  console.error('No built pages found: run npm run build first.');
  process.exit(1);
}
const result = spawnSync('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const messages = JSON.parse(result.stderr || '{"messages":[]}').messages ?? [];
const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
for (const m of errors) console.log(`${m.url.replace(/^file:.*?\/dist\//, '/')}:${m.lastLine ?? '?'} ${m.message}`);
console.log(
  `Checked ${files.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s: ${errors.length} errors, ${warnings.length} warnings.`,
);
process.exit(errors.length === 0 ? 0 : 1);
