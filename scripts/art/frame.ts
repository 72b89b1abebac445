/**
 * The card itself: black edge and cream face. The faces carry no month number or kind badge:
 * that learning aid is laid over the image by src/shared/CardImage.tsx, so readers can hide
 * it (as real hanafuda have none) and the picture keeps its whole corner.
 */
import { C } from './palette';
import { Scene, el, escapeXml } from './svg';

export const W = 200;
export const H = 320;
/** The black edge of real hanafuda (the backing paper folded over the face). */
export const EDGE = 7;
export const FACE = { x: EDGE, y: EDGE, w: W - 2 * EDGE, h: H - 2 * EDGE, x2: W - EDGE, y2: H - EDGE };

export interface CardArt {
  /** Colour of the face behind the drawing (most cards are cream). */
  bg?: string;
  scene: Scene;
}

/** The whole SVG document for one card face. */
export function cardDocument(title: string, art: CardArt): string {
  return svgDocument(title, art.scene, art.bg ?? C.face);
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
