/**
 * The generated card art in public/cards/: one well-formed, self-contained SVG per card id
 * (plus the back), each with the card's accessible name, all different, within budget, and
 * identical to what the generator draws now (so nobody edits one without the other).
 *
 * Budgets (changed on purpose with the fuller redraw of issue 12): 4 KB gzipped per file (was 3)
 * and 93 KB for the deck, 1.5 times the 62 KB of the deck before the redraw.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { CARDS } from '../../../src/engine/cards';
import { cardLabel } from '../../../src/words/card-names';
import { renderDeck } from '../../../scripts/art/draw-cards';
import { parseXml, walk } from './svg-xml';

const DIR = join(import.meta.dirname, '../../../public/cards');
const read = (name: string) => readFileSync(join(DIR, name), 'utf8');
const FILES = [...CARDS.map((c) => ({ file: `${c.id}.svg`, title: cardLabel(c) })), { file: 'back.svg', title: 'Face-down card' }];

describe.each(FILES)('$file', ({ file, title }) => {
  test('exists and is well-formed SVG with the card viewBox and role', () => {
    expect(existsSync(join(DIR, file))).toBe(true);
    const svg = parseXml(read(file));
    expect(svg.name).toBe('svg');
    expect(svg.attrs.xmlns).toBe('http://www.w3.org/2000/svg');
    expect(svg.attrs.viewBox).toBe('0 0 200 320');
    expect(svg.attrs.role).toBe('img');
  });

  test('has a <title> with the accessible name, first', () => {
    const svg = parseXml(read(file));
    expect(svg.children[0]?.name).toBe('title');
    expect(svg.children[0]?.text).toBe(title);
  });

  test('is self-contained: no scripts, handlers, external links, images or fonts to load', () => {
    const text = read(file);
    for (const el of walk(parseXml(text))) {
      expect(['script', 'foreignObject', 'image', 'iframe', 'style', 'a']).not.toContain(el.name);
      for (const [name, value] of Object.entries(el.attrs)) {
        expect(name.toLowerCase().startsWith('on'), `${name} on <${el.name}>`).toBe(false);
        if (name === 'href' || name === 'xlink:href') expect(value.startsWith('#'), `${name}="${value}"`).toBe(true);
        for (const url of value.matchAll(/url\(([^)]*)\)/g)) expect(url[1]!.startsWith('#')).toBe(true);
      }
    }
    expect(text).not.toMatch(/@import|@font-face|javascript:/i);
  });

  test('every internal reference points at an id in the file', () => {
    const svg = parseXml(read(file));
    const ids = new Set([...walk(svg)].map((el) => el.attrs.id).filter(Boolean));
    for (const el of walk(svg)) {
      for (const [name, value] of Object.entries(el.attrs)) {
        // Colours also start with "#", so only links and url() count as references.
        const refs = name === 'href' ? [value.slice(1)] : [...value.matchAll(/url\(#([\w-]+)\)/g)].map((m) => m[1]!);
        for (const ref of refs) expect(ids.has(ref), `#${ref}`).toBe(true);
      }
      if (el.attrs['aria-labelledby']) expect(ids.has(el.attrs['aria-labelledby'])).toBe(true);
    }
  });

  test('stays within 4 KB gzipped', () => {
    expect(gzipSync(readFileSync(join(DIR, file)), { level: 9 }).length).toBeLessThanOrEqual(4 * 1024);
  });

  test('carries no month or kind marker: CardImage overlays it, so readers can hide it', () => {
    // The old corner tab was the only text in the faces (the poems are brushed paths).
    for (const el of walk(parseXml(read(file)))) expect(el.name).not.toBe('text');
  });
});

describe('the deck', () => {
  test('stays within 93 KB gzipped in all (1.5 times the deck before the redraw)', () => {
    const total = FILES.reduce((sum, { file }) => sum + gzipSync(readFileSync(join(DIR, file)), { level: 9 }).length, 0);
    expect(total).toBeLessThanOrEqual(93 * 1024);
  });

  test('has 48 distinct drawings and a distinct back', () => {
    const hashes = FILES.map(({ file }) => createHash('sha256').update(read(file)).digest('hex'));
    expect(new Set(hashes).size).toBe(49);
  });

  test('the two chaff of a month differ in the art itself, not only in the title', () => {
    const art = (file: string) => read(file).replace(/<title[^>]*>.*?<\/title>/, '');
    for (const card of CARDS.filter((c) => c.id.endsWith('-chaff-1'))) {
      expect(art(`${card.id}.svg`)).not.toBe(art(`${card.id.replace(/-1$/, '-2')}.svg`));
    }
  });

  test('public/cards matches the generator (run npx tsx scripts/art/draw-cards.ts after editing it)', () => {
    for (const [file, svg] of renderDeck()) expect(read(file), file).toBe(svg);
  });
});
