/**
 * Tiny SVG-writing helpers for the card art generator.
 *
 * Everything is plain strings: the output must be small, deterministic (same input → same
 * bytes, so the generated files only change in git when the drawing changes) and free of any
 * runtime. Numbers are rounded to one decimal because on a 200×320 card finer detail is
 * invisible at every size we show, and every extra digit costs bytes in 48 files.
 */

export type Pt = readonly [number, number];

/** A number as written into the SVG: at most one decimal, no "-0", no leading zero (".5"). */
export function f(v: number): string {
  const r = Math.round(v * 10) / 10;
  return r === 0 ? '0' : String(r).replace(/^(-?)0\./, '$1.');
}

/**
 * Template tag for path data: interpolated numbers go through `f`, and the separators that
 * SVG allows us to drop (a space before a minus sign) are dropped.
 */
export function d(strings: TemplateStringsArray, ...vals: readonly (number | string)[]): string {
  let out = strings[0] ?? '';
  vals.forEach((v, i) => {
    out += (typeof v === 'number' ? f(v) : v) + (strings[i + 1] ?? '');
  });
  return out.replace(/\s+/g, ' ').replace(/ -/g, '-').trim();
}

/** `M x y L x y …` for a list of points (closed with Z when asked). */
export function poly(points: readonly Pt[], closed = true): string {
  const body = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${f(p[0])} ${f(p[1])}`).join('');
  return (body + (closed ? 'Z' : '')).replace(/ -/g, '-');
}

export type Attrs = Record<string, string | number | undefined | false>;

export function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? f(v) : v}"`)
    .join('');
}

export function el(name: string, a: Attrs = {}, children?: string): string {
  return children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

export const path = (dd: string, a: Attrs = {}): string => el('path', { d: dd, ...a });

export const circle = (cx: number, cy: number, r: number, a: Attrs = {}): string =>
  el('circle', { cx, cy, r, ...a });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}): string =>
  el('ellipse', { cx, cy, rx, ry, ...a });

/** A stroked open path: the common "brush line" of the drawings. */
export const line = (dd: string, stroke: string, width: number, a: Attrs = {}): string =>
  path(dd, { fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...a });

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface Place {
  x?: number;
  y?: number;
  /** Degrees, clockwise. */
  r?: number;
  s?: number;
  /** Mirror left–right (applied after rotation and scale). */
  flip?: boolean;
  /** Non-uniform vertical scale factor, multiplied with s. */
  sy?: number;
}

export function transform({ x = 0, y = 0, r = 0, s = 1, flip = false, sy = 1 }: Place): string | undefined {
  const parts: string[] = [];
  if (x !== 0 || y !== 0) parts.push(`translate(${f(x)} ${f(y)})`);
  if (r !== 0) parts.push(`rotate(${f(r)})`);
  const sx = s * (flip ? -1 : 1);
  const syy = s * sy;
  if (sx !== 1 || syy !== 1) parts.push(sx === syy ? `scale(${f(sx)})` : `scale(${f(sx)} ${f(syy)})`);
  return parts.length ? parts.join('') : undefined;
}

/**
 * One card's drawing: shared shapes go into <defs> once (by id) and are placed with <use>,
 * which is what keeps a card with thirty blossoms under a few kilobytes.
 */
export class Scene {
  private readonly defs = new Map<string, string>();
  private readonly body: string[] = [];

  /** Registers a shape under `id` (first registration wins) and returns the id. */
  def(id: string, content: string): string {
    if (!this.defs.has(id)) this.defs.set(id, el('g', { id }, content));
    return id;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  use(id: string, place: Place = {}, a: Attrs = {}): this {
    this.body.push(el('use', { href: `#${id}`, transform: transform(place), ...a }));
    return this;
  }

  /** A group with a transform around some parts. */
  group(place: Place, parts: string, a: Attrs = {}): this {
    this.body.push(el('g', { transform: transform(place), ...a }, parts));
    return this;
  }

  defsMarkup(): string {
    return [...this.defs.values()].join('');
  }

  bodyMarkup(): string {
    return this.body.join('');
  }
}

/** Deterministic pseudo-random numbers (mulberry32): variety without changing bytes per run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function polar(cx: number, cy: number, r: number, deg: number): Pt {
  const a = (deg * Math.PI) / 180;
  return [cx + r * Math.cos(a), cy + r * Math.sin(a)];
}

/** Point on a cubic Bézier and its tangent angle in degrees. */
export function bezierAt(p0: Pt, p1: Pt, p2: Pt, p3: Pt, t: number): { p: Pt; deg: number } {
  const u = 1 - t;
  const x = u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0];
  const y = u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1];
  const dx = 3 * u * u * (p1[0] - p0[0]) + 6 * u * t * (p2[0] - p1[0]) + 3 * t * t * (p3[0] - p2[0]);
  const dy = 3 * u * u * (p1[1] - p0[1]) + 6 * u * t * (p2[1] - p1[1]) + 3 * t * t * (p3[1] - p2[1]);
  return { p: [x, y], deg: (Math.atan2(dy, dx) * 180) / Math.PI };
}

export const cubic = (p0: Pt, p1: Pt, p2: Pt, p3: Pt): string =>
  d`M${p0[0]} ${p0[1]}C${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]} ${p3[0]} ${p3[1]}`;
