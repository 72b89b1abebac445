/**
 * CardImage and CardBack: the markup both static pages and islands get. Since the redraw of
 * issue 12 a card face is an <img> inside a wrapper <span> that also holds the month-and-kind
 * marker (an aria-hidden empty <span> a class on <html> can hide, drawn by card-image.css from
 * the shared public/card-marks.svg); the back is a bare <img>.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { CARD_SIZES, CardBack, CardImage, cardHeight, cardSrc, markerClass } from '../../../src/shared/CardImage';
import { CARDS, getCard } from '../../../src/engine/cards';
import { cardLabel } from '../../../src/words/card-names';
import { parseXml, walk, type XmlElement } from './svg-xml';

/**
 * The attributes of the single <img> in some HTML. A bare attribute counts as "": the
 * renderer writes an empty alt as `alt`, which HTML reads exactly like alt="".
 */
function attrsOf(tag: string): Record<string, string> {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']));
}

/** The attributes of the one <img> of a card face (inside its wrapper) or of a bare back. */
function img(html: string): Record<string, string> {
  const tags = [...html.matchAll(/<img\b([^>]*?)\/?>/g)];
  expect(tags, html).toHaveLength(1);
  return attrsOf(tags[0]![1]!);
}

/** The attributes of the wrapper <span> around a card face. */
function wrapper(html: string): Record<string, string> {
  const tag = /^<span\b([^>]*)>/.exec(html.trim());
  expect(tag, html).not.toBeNull();
  return attrsOf(tag![1]!);
}

/** The marker element of a card face, if it has one. */
const marker = (html: string): string | undefined => /<span class="card-mark\b[^"]*"[^>]*><\/span>/.exec(html)?.[0];
const classesOf = (tag: string): string[] => attrsOf(tag).class!.split(' ');

describe('CardImage', () => {
  test('renders the static SVG with the accessible name and explicit size', () => {
    const a = img(render(h(CardImage, { card: 'pampas-moon', size: 'medium' })));
    expect(a.src).toBe('/cards/pampas-moon.svg');
    expect(a.alt).toBe('Full Moon — susuki grass, August, bright');
    expect(a.width).toBe('120');
    expect(a.height).toBe('192');
    expect(a.loading).toBe('lazy');
    expect(a.decoding).toBe('async');
  });

  test.each(Object.entries(CARD_SIZES))('size %s is %i px wide with the 5:8 height', (size, width) => {
    const a = img(render(h(CardImage, { card: 'pine-crane', size: size as keyof typeof CARD_SIZES })));
    expect(Number(a.width)).toBe(width);
    expect(Number(a.height)).toBe(Math.round(width * 1.6));
  });

  test('accepts a width in px and a Card object', () => {
    const a = img(render(h(CardImage, { card: getCard('willow-lightning'), size: 90, loading: 'eager', class: 'x' })));
    expect(a.width).toBe('90');
    expect(a.height).toBe('144');
    expect(a.loading).toBe('eager');
    // The caller's class sizes the wrapper, which the image fills.
    expect(a.class).toBeUndefined();
    expect(wrapper(render(h(CardImage, { card: 'willow-lightning', size: 90, class: 'x' }))).class).toBe('card-face x');
  });

  test('the wrapper has no inline style (the Content-Security-Policy refuses them); the image keeps its size', () => {
    const html = render(h(CardImage, { card: 'pine-crane', size: 'small' }));
    expect(wrapper(html).style).toBeUndefined();
    expect(img(html).width).toBe('64');
  });

  test('decorative images have an empty alt (a caption names the card)', () => {
    expect(img(render(h(CardImage, { card: 'pine-chaff-2', decorative: true }))).alt).toBe('');
  });

  test('every card gets its own file and label', () => {
    for (const card of CARDS) {
      const a = img(render(h(CardImage, { card: card.id, size: 'thumb' })));
      expect(a.src).toBe(cardSrc(card.id));
      expect(a.alt).toBe(cardLabel(card).replace(/&/g, '&amp;'));
    }
    expect(cardHeight('thumb')).toBe(64);
  });
});

describe('the month-and-kind marker', () => {
  test('is one empty decorative element (the accessible name already says month and kind) naming both', () => {
    const html = render(h(CardImage, { card: 'pampas-moon', size: 'medium' }));
    const tag = marker(html);
    expect(tag).toBeDefined();
    expect(attrsOf(tag!)['aria-hidden']).toBe('true');
    expect(classesOf(tag!)).toEqual(['card-mark', 'card-mark--m8', 'card-mark--bright']);
    // No inline SVG per card any more: the drawing is one shared image.
    expect(html).not.toContain('<svg');
    expect(img(html).alt).toMatch(/August, bright$/);
  });

  test('every card names its month and its kind; ribbons say red, blue or poetry', () => {
    for (const card of CARDS) {
      const [base, month, kind] = classesOf(marker(render(h(CardImage, { card: card.id })))!);
      expect(base).toBe('card-mark');
      expect(month).toBe(`card-mark--m${card.month}`);
      expect(kind).toBe(card.kind === 'ribbon' ? `card-mark--ribbon-${card.ribbon}` : `card-mark--${card.kind}`);
    }
    expect(markerClass(getCard('peony-ribbon'))).toBe(markerClass(getCard('chrysanthemum-ribbon')).replace('m9', 'm6'));
    expect(new Set(CARDS.map((c) => markerClass(c).split(' ')[2])).size).toBe(6);
  });

  test('is left out on cards too small to read it, or when asked', () => {
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 24 })))).toBeUndefined();
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 'thumb' })))).toBeDefined();
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 'large', markers: false })))).toBeUndefined();
  });
});

/**
 * The marker's drawing: card-image.css shows two cells of public/card-marks.svg, the month's
 * number over the kind's badge. The cells are 20 units wide, one every 24 units, 18 in all,
 * so the CSS puts cell i at i/17 of the way along the image.
 */
describe('the marker image and the CSS that picks its cells', () => {
  const root = join(import.meta.dirname, '../../..');
  const css = readFileSync(join(root, 'src/shared/card-image.css'), 'utf8');
  const sprite = parseXml(readFileSync(join(root, 'public/card-marks.svg'), 'utf8'));
  const KIND_CELLS = ['bright', 'animal', 'ribbon-red', 'ribbon-blue', 'ribbon-poetry', 'chaff'];

  /** Where the CSS places a marker class's cell, as a cell index (the position is i/17). */
  function cellOf(modifier: string): number {
    const rule = new RegExp(`\\.card-mark--${modifier} \\{ --card-mark-(month|kind): ([^;]+); \\}`).exec(css);
    expect(rule, modifier).not.toBeNull();
    const value = rule![2]!.trim();
    if (value === '0%') return 0;
    if (value === '100%') return 17;
    const m = /^calc\((\d+)% \/ 17\)$/.exec(value);
    expect(m, value).not.toBeNull();
    return Number(m![1]) / 100;
  }

  /** The elements drawn in cell i (its x range is [24i, 24i + 20]). */
  function cell(i: number): XmlElement[] {
    const out: XmlElement[] = [];
    for (const child of sprite.children) {
      const shift = /^translate\((\d+)\)$/.exec(child.attrs.transform ?? '');
      if (child.name === 'g' && shift) {
        if (Number(shift[1]) === 24 * i) for (const el of walk(child)) if (el !== child) out.push(el);
      } else if (child.name === 'g') {
        for (const text of child.children) if (Number(text.attrs.x) === 24 * i + 10) out.push(text);
      }
    }
    return out;
  }

  test('the image has 18 cells of 20 × 32 and the CSS scales it so that one cell fills the marker', () => {
    expect(sprite.attrs.viewBox).toBe(`0 0 ${24 * 17 + 20} 32`);
    expect(css).toMatch(/background-size: 2140% 100%;/);
    expect(css).toMatch(/aspect-ratio: 20 \/ 32;/);
  });

  test('each month class shows its number (two-digit months squeezed into the tab)', () => {
    for (let month = 1; month <= 12; month++) {
      const i = cellOf(`m${month}`);
      expect(i).toBe(month - 1);
      const [text, ...rest] = cell(i);
      expect(rest).toEqual([]);
      expect(text?.name).toBe('text');
      expect(text?.text).toBe(String(month));
      expect(text?.attrs.textLength).toBe(month > 9 ? '15' : undefined);
    }
  });

  test('each kind class shows its own badge on the tab; a blue ribbon is blue, a poetry ribbon has ink marks', () => {
    const drawings = KIND_CELLS.map((kind, k) => {
      const i = cellOf(kind);
      expect(i).toBe(12 + k);
      const els = cell(i);
      expect(els.some((el) => el.name === 'use' && el.attrs.href === '#tab'), kind).toBe(true);
      return JSON.stringify(els.filter((el) => el.attrs.href !== '#tab').map((el) => [el.name, el.attrs]));
    });
    expect(new Set(drawings).size).toBe(KIND_CELLS.length);
    const fills = (kind: string) => cell(cellOf(kind)).map((el) => el.attrs.fill);
    expect(fills('ribbon-blue')).toContain('#23479a');
    expect(fills('ribbon-red')).toContain('#c62a1f');
    expect(cell(cellOf('ribbon-poetry')).filter((el) => el.name === 'path')).toHaveLength(1);
  });

  test('the markers are printed and hidden by the reader\'s setting', () => {
    expect(css).toMatch(/\.card-mark \{[^}]*print-color-adjust: exact;/);
    expect(css).toMatch(/:root\.card-markers-off \.card-mark \{\s*display: none;/);
  });
});

describe('CardBack', () => {
  test('renders the back with its label', () => {
    const a = img(render(h(CardBack, { size: 'small' })));
    expect(a.src).toBe('/cards/back.svg');
    expect(a.alt).toBe('Face-down card');
    expect(a.width).toBe('64');
    expect(a.height).toBe('102');
  });

  test('takes another alt', () => {
    expect(img(render(h(CardBack, { alt: '' }))).alt).toBe('');
  });
});
