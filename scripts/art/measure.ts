/**
 * Prints the size of the card art: each file raw and gzipped, and the deck's totals.
 *
 *   npx tsx scripts/art/measure.ts            # summary (largest files and totals)
 *   npx tsx scripts/art/measure.ts --all      # every file
 *
 * Gzip is what a browser actually downloads from a compressing server; the budget is
 * 3 KB gzipped per card (flagged with "!" when exceeded).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CARD_IDS } from '../../src/engine/cards';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public/cards');
const BUDGET_GZIP = 3 * 1024;

const names = [...CARD_IDS, 'back'];
const present = new Set(readdirSync(DIR));
const rows = names.map((name) => {
  const file = `${name}.svg`;
  if (!present.has(file)) throw new Error(`Missing ${file}: run npx tsx scripts/art/draw-cards.ts`);
  const buf = readFileSync(join(DIR, file));
  return { file, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const show = process.argv.includes('--all') ? rows : [...rows].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
console.log(process.argv.includes('--all') ? 'All files:' : 'Largest files (gzip):');
for (const r of show) {
  console.log(`  ${r.gzip > BUDGET_GZIP ? '!' : ' '} ${r.file.padEnd(30)} ${String(r.raw).padStart(6)} B raw  ${String(r.gzip).padStart(5)} B gzip`);
}
const raw = rows.reduce((s, r) => s + r.raw, 0);
const gzip = rows.reduce((s, r) => s + r.gzip, 0);
const over = rows.filter((r) => r.gzip > BUDGET_GZIP);
console.log(`\n${rows.length} files (48 faces + back): ${raw} B raw (${kb(raw)}), ${gzip} B gzip (${kb(gzip)}), per file gzip ${kb(gzip / rows.length)} on average`);
console.log(over.length ? `${over.length} file(s) over the 3 KB gzip budget` : 'Every file is within the 3 KB gzip budget.');
if (over.length) process.exitCode = 1;
