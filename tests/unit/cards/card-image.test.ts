/**
 * CardImage and CardBack: the markup both static pages and islands get. Since the redraw of
 * issue 12 a card face is an <img> inside a wrapper <span> that also holds the month-and-kind
 * marker (an aria-hidden inline SVG a class on <html> can hide); the back is a bare <img>.
 */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { CARD_SIZES, CardBack, CardImage, cardHeight, cardSrc } from '../../../src/shared/CardImage';
import { CARDS, type CardId, getCard } from '../../../src/engine/cards';
import { cardLabel } from '../../../src/words/card-names';

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

const marker = (html: string): string | undefined => /<svg class="card-mark"[^>]*>.*?<\/svg>/.exec(html)?.[0];

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
  test('is decorative (the accessible name already says month and kind) and shows both', () => {
    const html = render(h(CardImage, { card: 'pampas-moon', size: 'medium' }));
    const svg = marker(html);
    expect(svg).toBeDefined();
    expect(svg).toMatch(/aria-hidden="true"/);
    expect(svg).toMatch(/focusable="false"/);
    expect(svg).toMatch(/>8<\/text>/);
    expect(img(html).alt).toMatch(/August, bright$/);
  });

  test('each kind has its own badge; ribbons say red, blue or poetry', () => {
    const badge = (id: CardId) => marker(render(h(CardImage, { card: id }))!)!.replace(/<text.*<\/text>/, '');
    const badges = (['pine-crane', 'plum-warbler', 'pine-ribbon', 'wisteria-ribbon', 'peony-ribbon', 'pine-chaff-1'] as const).map(badge);
    expect(new Set(badges).size).toBe(badges.length);
    expect(badge('peony-ribbon')).toContain('#23479a');
    expect(badge('chrysanthemum-ribbon')).toBe(badge('peony-ribbon'));
  });

  test('two-digit months are squeezed into the tab', () => {
    expect(marker(render(h(CardImage, { card: 'paulownia-phoenix' })))).toMatch(/textLength="15"[^>]*>12<\/text>/);
  });

  test('is left out on cards too small to read it, or when asked', () => {
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 24 })))).toBeUndefined();
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 'thumb' })))).toBeDefined();
    expect(marker(render(h(CardImage, { card: 'pine-crane', size: 'large', markers: false })))).toBeUndefined();
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
