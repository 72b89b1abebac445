/** CardImage and CardBack: the markup both static pages and islands get. */
import { h } from 'preact';
import { render } from 'preact-render-to-string';
import { describe, expect, test } from 'vitest';
import { CARD_SIZES, CardBack, CardImage, cardHeight, cardSrc } from '../../../src/shared/CardImage';
import { CARDS, cardLabel, getCard } from '../../../src/engine/cards';

/**
 * The attributes of the single <img> in some HTML. A bare attribute counts as "": the
 * renderer writes an empty alt as `alt`, which HTML reads exactly like alt="".
 */
function img(html: string): Record<string, string> {
  const tag = /^<img\b([^>]*?)\/?>$/.exec(html.trim());
  expect(tag, html).not.toBeNull();
  return Object.fromEntries([...tag![1]!.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map((m) => [m[1]!, m[2] ?? '']));
}

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
    expect(a.class).toBe('x');
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
