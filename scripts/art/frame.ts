/**
 * The card itself: black edge, cream face, and the corner index that lets anyone read the
 * card without knowing the art or telling colours apart.
 *
 * Corner index (top-left, like a playing card's, so it stays visible when a hand of cards is
 * fanned left-to-right and each card covers the right part of the one below it):
 *   - the month number, 1–12, in bold;
 *   - under it, the kind badge — four silhouettes that differ in outline, not only in colour:
 *       bright  → a sun: disc with eight rays          (☀)
 *       animal  → a diamond                             (◆)
 *       ribbon  → a tall narrow strip, like a tanzaku   (▮)  red for poetry/red, blue for blue;
 *                 poetry ribbons add two ink marks on the strip (the writing)
 *       chaff   → a short flat bar                      (▬)
 * Sizes are chosen for the 40-px-wide thumbnail (scale 0.2): the digits are ~35 units tall
 * (7 px) and every badge is at least 18 units (3.6 px) across.
 */
import type { Card } from '../../src/engine/cards';
import { C } from './palette';
import { Scene, el, escapeXml, f, path, circle } from './svg';

export const W = 200;
export const H = 320;
/** The black edge of real hanafuda (the backing paper folded over the face). */
export const EDGE = 7;
export const FACE = { x: EDGE, y: EDGE, w: W - 2 * EDGE, h: H - 2 * EDGE, x2: W - EDGE, y2: H - EDGE };

const TAB = { x: 11, y: 11, w: 42, h: 78 };

export function kindBadge(card: Pick<Card, 'kind' | 'ribbon'>, cx: number, cy: number): string {
  switch (card.kind) {
    case 'bright': {
      const rays: string[] = [];
      for (let i = 0; i < 8; i++) {
        const a = (i * Math.PI) / 4;
        rays.push(`M${f(cx + 9.5 * Math.cos(a))} ${f(cy + 9.5 * Math.sin(a))}L${f(cx + 14 * Math.cos(a))} ${f(cy + 14 * Math.sin(a))}`);
      }
      return (
        path(rays.join('').replace(/ -/g, '-'), { stroke: C.ink, 'stroke-width': 3.2, 'stroke-linecap': 'round' }) +
        circle(cx, cy, 7, { fill: C.red, stroke: C.ink, 'stroke-width': 2 })
      );
    }
    case 'animal':
      return path(`M${f(cx)} ${f(cy - 12)}l10 12-10 12-10-12z`, { fill: C.ink });
    case 'ribbon': {
      const fill = card.ribbon === 'blue' ? C.blue : C.red;
      const strip = el('rect', { x: cx - 5, y: cy - 12, width: 10, height: 24, rx: 1.5, fill, stroke: C.ink, 'stroke-width': 2 });
      const writing =
        card.ribbon === 'poetry'
          ? path(`M${f(cx)} ${f(cy - 7)}v4m0 4v4`, { stroke: C.ink, 'stroke-width': 2.4, 'stroke-linecap': 'round' })
          : '';
      return strip + writing;
    }
    case 'chaff':
      return el('rect', { x: cx - 11, y: cy - 3.5, width: 22, height: 7, rx: 3.5, fill: C.ink });
  }
}

function cornerIndex(card: Card): string {
  const month = String(card.month);
  const cx = TAB.x + TAB.w / 2;
  const box = el('rect', { x: TAB.x, y: TAB.y, width: TAB.w, height: TAB.h, rx: 6, fill: C.white, stroke: C.ink, 'stroke-width': 2 });
  // Two-digit months are squeezed to the same width as one so the tab never grows.
  const num = el(
    'text',
    {
      x: cx,
      y: TAB.y + 37,
      'text-anchor': 'middle',
      'font-family': 'system-ui, sans-serif',
      'font-weight': 700,
      'font-size': 36,
      fill: C.ink,
      textLength: month.length > 1 ? 36 : undefined,
      lengthAdjust: month.length > 1 ? 'spacingAndGlyphs' : undefined,
    },
    month,
  );
  return box + num + kindBadge(card, cx, TAB.y + 59);
}

export interface CardArt {
  /** Colour of the face behind the drawing (most cards are cream). */
  bg?: string;
  scene: Scene;
}

/** The whole SVG document for one card face. */
export function cardDocument(card: Card, title: string, art: CardArt): string {
  return svgDocument(title, art.scene, art.bg ?? C.face, cornerIndex(card));
}

export function svgDocument(title: string, scene: Scene, bg: string, overlay = ''): string {
  // The art is clipped to the face so shapes can run off the edge like on printed cards.
  const clip = el('clipPath', { id: 'face' }, el('rect', { x: FACE.x, y: FACE.y, width: FACE.w, height: FACE.h, rx: 5 }));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="t">` +
    `<title id="t">${escapeXml(title)}</title>` +
    `<defs>${clip}${scene.defsMarkup()}</defs>` +
    el('rect', { width: W, height: H, rx: 12, fill: C.ink }) +
    el('g', { 'clip-path': 'url(#face)' }, el('rect', { x: FACE.x, y: FACE.y, width: FACE.w, height: FACE.h, fill: bg }) + scene.bodyMarkup()) +
    overlay +
    '</svg>\n'
  );
}
