/**
 * Prints the size of the card art: each file raw and gzipped, and the deck's totals.
 *
 *   npx tsx scripts/art/measure.ts            # summary (largest files and totals)
 *   npx tsx scripts/art/measure.ts --all      # every file
 *
 * Gzip is what a browser actually downloads from a compressing server. Budgets: 4 KB gzipped
 * per card (flagged with "!" when exceeded) and 93 KB for the 49 files, 1.5 times the 62 KB of
 * the sparser deck this one replaced (measured before the redraw: 61 319 B gzip, 179 142 B raw).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CARD_IDS } from '../../src/engine/cards';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public/cards');
const BUDGET_GZIP = 4 * 1024;
const BUDGET_DECK_GZIP = 93 * 1024;

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
console.log(over.length ? `${over.length} file(s) over the 4 KB gzip budget` : 'Every file is within the 4 KB gzip budget.');
console.log(gzip > BUDGET_DECK_GZIP ? `The deck is over its ${kb(BUDGET_DECK_GZIP)} gzip budget` : `The deck is within its ${kb(BUDGET_DECK_GZIP)} gzip budget.`);
if (over.length || gzip > BUDGET_DECK_GZIP) process.exitCode = 1;
