/**
 * The subjects that make a card more than its plant: birds and beasts, the sun and moon,
 * the curtain, bridge, cup, Rain Man, and the ribbons. Each is drawn in its own local
 * coordinates (roughly −60…60) and placed on the card with a transform, so compositions can
 * move and scale them while they are tuned.
 */
import { C } from './palette';
import { type Place, type Pt, Scene, circle, d, el, ellipse, f, line, path, polar, poly } from './svg';

const ink = { stroke: C.ink, 'stroke-width': 2.2, 'stroke-linejoin': 'round' } as const;

// ---------------------------------------------------------------------------------------
// Ribbons (tanzaku)

/**
 * Brush-stroke "characters" for the poetry ribbons. They are drawn freely to suggest the
 * kana written on real akatan (あかよろし on pine and plum, みよしの on cherry), not traced
 * letterforms; each sits in an 18×18 box centred on 0,0.
 */
const GLYPHS: Record<string, string> = {
  a: 'M-7-5C-2-5 3-6 7-7M-1-10C-2-2-1 4 2 9M5-2C0 0-6 4-6 7C-5 10 1 8 4 4C7 0 8-3 2-2',
  ka: 'M-8-3C-2-4 4-5 4 0C4 4 2 8-1 8M-2-9C-3-2-5 4-9 8M6-6C8-4 9-1 9 2',
  yo: 'M0-9V5C0 9-7 9-7 6C-7 3 1 3 7 8M0-3H6',
  ro: 'M-6-8H5L-6 2C2-3 9 0 7 5C5 9-1 9-4 7',
  shi: 'M-4-9V3C-4 9 3 9 7 3',
  mi: 'M-6-8H2C-2-3-7 4-5 7C-3 9 3 2 5-3M7-1C5 4 3 7 1 9M-9 3C-3 1 5 2 9 6',
  yo2: 'M1-9V5C1 9-6 9-6 6C-6 3 2 3 8 8M1-3H7',
  no: 'M1-6C-2 0-5 6-7 6C-10 5-8-4 0-6C6-7 9-2 8 3C7 7 3 9 0 9',
};

export const POEMS = {
  akayoroshi: ['a', 'ka', 'yo', 'ro', 'shi'],
  miyoshino: ['mi', 'yo2', 'shi', 'no'],
} as const;

export type RibbonColour = 'red' | 'blue';

/**
 * A ribbon hanging from a branch: a long strip whose top is folded over (the darker flap).
 * `at` is the point where it hangs; `poem` adds the brushed writing.
 */
export function ribbon(s: Scene, at: Place, colour: RibbonColour, length = 150, poem?: readonly string[]): void {
  const main = colour === 'blue' ? C.blue : C.red;
  const dark = colour === 'blue' ? C.blueDark : C.redDark;
  let writing = '';
  if (poem) {
    const step = Math.min(26, (length - 24) / poem.length);
    const strokes = poem.map((g, i) => el('path', { d: GLYPHS[g]!, transform: `translate(0 ${Math.round(22 + step * i)})` })).join('');
    writing = el('g', { fill: 'none', stroke: C.ink, 'stroke-width': 2.4, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }, strokes);
  }
  s.group(
    at,
    path(d`M-9-12H9L14 4H-14Z`, { fill: dark, ...ink }) +
      path(d`M-14 4H14V${length}L0 ${length - 7}L-14 ${length}Z`, { fill: main, ...ink }) +
      line(d`M-10 8V${length - 8}`, '#ffffff', 1.2, { opacity: 0.35 }) +
      writing,
  );
}

// ---------------------------------------------------------------------------------------
// Sun, moon

export function sun(s: Scene, cx: number, cy: number, r: number): void {
  s.add(circle(cx, cy, r, { fill: C.red }));
}

export function fullMoon(s: Scene, cx: number, cy: number, r: number): void {
  s.add(circle(cx, cy, r, { fill: C.white, stroke: '#e7d8b0', 'stroke-width': 3 }));
}

export function crescent(s: Scene, cx: number, cy: number, r: number, fill: string = C.gold): void {
  s.add(path(d`M${cx + r * 0.2} ${cy - r}A${r} ${r} 0 1 0 ${cx + r * 0.2} ${cy + r}A${r * 0.78} ${r * 0.9} 0 1 1 ${cx + r * 0.2} ${cy - r}Z`, { fill }));
}

// ---------------------------------------------------------------------------------------
// 1 Crane: standing, neck raised toward the sun, facing left

export function crane(s: Scene, at: Place): void {
  s.group(
    at,
    // legs
    line('M-2 24L-8 78M10 24L16 76M-8 78h-10M16 76h10', C.ink, 3) +
      // tail plumes (the black "skirt" of a red-crowned crane)
      path('M28-8C48-12 64-2 68 18C58 12 54 16 56 30C46 22 40 26 38 34C30 28 24 28 18 26Z', { fill: C.ink }) +
      // body
      path('M-36 2C-26-20 16-24 40-8C48 0 44 20 26 26C0 34-26 26-36 2Z', { fill: C.white, ...ink, 'stroke-width': 2 }) +
      line('M-10 2C4 8 20 8 34 2M-4 12C8 18 22 16 30 12', C.grey, 1.4) +
      // neck, black with a white nape, rising in an S
      line('M-30 0C-44-20-52-50-42-76C-38-88-36-94-38-100', C.ink, 8) +
      line('M-36-14C-44-32-46-52-40-70', C.white, 2) +
      // head: white with the red crown, long beak pointing left
      path('M-28-104L-62-98L-28-96Z', { fill: C.olive, stroke: C.ink, 'stroke-width': 1 }) +
      ellipse(-34, -102, 9, 7, { fill: C.white, ...ink }) +
      circle(-33, -108, 4.5, { fill: C.red }) +
      circle(-36, -102, 1.6, { fill: C.ink }),
  );
}

// ---------------------------------------------------------------------------------------
// 2 Bush warbler: a small olive bird perched, facing left (feet at 0,0)

export function warbler(s: Scene, at: Place): void {
  s.group(
    at,
    line('M-4-6L-6 0M4-6L4 0', C.ink, 2) +
      path('M8-14L34 0L28 5L4-4Z', { fill: '#4f5a16', ...ink, 'stroke-width': 1.2 }) +
      path('M-22-16C-20-30 2-32 14-22C20-16 18-6 8-4C-6 0-20-4-22-16Z', { fill: C.olive, ...ink, 'stroke-width': 1.4 }) +
      path('M-14-10C-6-4 6-6 10-10C4-8-6-8-14-10Z', { fill: '#d7d27a' }) +
      path('M-4-22C4-26 14-22 16-14C10-16 2-16-4-22Z', { fill: '#4f5a16' }) +
      circle(-18, -24, 9, { fill: C.olive, ...ink, 'stroke-width': 1.4 }) +
      path('M-26-26L-36-22L-26-21Z', { fill: C.ink }) +
      circle(-20, -26, 2.2, { fill: C.white, stroke: C.ink, 'stroke-width': 1.2 }),
  );
}

// ---------------------------------------------------------------------------------------
// 4 Cuckoo: dark bird in flight, long tail, facing left

export function cuckoo(s: Scene, at: Place): void {
  const slate = '#343a48';
  s.group(
    at,
    // far wing, down behind the body
    path('M-4 2C2 14 12 22 26 26C20 16 14 8 8 2Z', { fill: '#22262f', ...ink, 'stroke-width': 1 }) +
      // graduated tail with white-tipped feathers: what tells a cuckoo from a swallow
      path('M8-4L36-9L41-5L38-1L44 2L38 6L42 11L36 13L8 5Z', { fill: slate, ...ink, 'stroke-width': 1 }) +
      line('M36-8l3 2M41 1l2 1M39 11l3-1', C.white, 2) +
      // plump body with a pale barred belly
      path('M-32-4C-24-15 2-15 14-6C18-1 16 5 8 7C-8 12-24 10-32 4Z', { fill: slate, ...ink, 'stroke-width': 1.2 }) +
      path('M-26 4C-14 10 0 9 10 5C0 3-14 2-26 4Z', { fill: '#dcd6c6' }) +
      line('M-20 5l1 3M-14 5.5l1 3M-8 5.5l1 3M-2 5l1 3M4 4.5l1 2.5', slate, 1.1) +
      // broad raised wing, fingered at the tip
      path('M-12-8C-14-26-2-42 14-52L17-44L24-50L24-41L31-45L28-35L35-36C28-22 16-10 4-3Z', { fill: slate, ...ink, 'stroke-width': 1.2 }) +
      line('M-6-12C-2-26 6-36 16-44M2-8C10-20 18-28 28-34', '#6b7282', 1.1) +
      circle(-32, -2, 7.5, { fill: slate, ...ink, 'stroke-width': 1.2 }) +
      path('M-38-4L-48-1L-38 1Z', { fill: C.gold, stroke: C.ink, 'stroke-width': 0.8 }) +
      circle(-34, -3, 2.3, { fill: C.gold, stroke: C.ink, 'stroke-width': 0.8 }),
  );
}

// ---------------------------------------------------------------------------------------
// 5 Eight-plank bridge: zigzag boards on posts

/** One run of boards from a to b, seen from above-front: top face, front edge, posts. */
export function bridgeRun(s: Scene, a: readonly [number, number], b: readonly [number, number], width = 18, boards = 5): void {
  const [ax, ay] = a;
  const [bx, by] = b;
  const top = d`M${ax} ${ay}L${bx} ${by}L${bx} ${by + width}L${ax} ${ay + width}Z`;
  const front = d`M${ax} ${ay + width}L${bx} ${by + width}L${bx} ${by + width + 6}L${ax} ${ay + width + 6}Z`;
  let seams = '';
  for (let i = 1; i < boards; i++) {
    const t = i / boards;
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t;
    seams += d`M${x} ${y}V${y + width + 6}`;
  }
  const posts = d`M${ax + 6} ${ay + width + 6}V${ay + width + 30}M${bx - 6} ${by + width + 6}V${by + width + 30}`;
  s.add(
    line(posts, C.ink, 4),
    path(top, { fill: '#9b6a3a', ...ink }),
    path(front, { fill: C.bark, ...ink }),
    line(seams, C.ink, 1.4),
  );
}

// ---------------------------------------------------------------------------------------
// 6 Butterfly: four wings, body, antennae (facing up)

export function defButterfly(s: Scene): void {
  s.def(
    'bf',
    path('M0-2C-6-18-24-26-30-16C-30-6-16 0 0-2ZM0-2C6-18 24-26 30-16C30-6 16 0 0-2Z', { ...ink, 'stroke-width': 1.2 }) +
      path('M0 0C-10 2-20 10-16 20C-10 22-2 12 0 0ZM0 0C10 2 20 10 16 20C10 22 2 12 0 0Z', { ...ink, 'stroke-width': 1.2, opacity: 0.85 }) +
      path('M-20-16a3 3 0 1 0 .1 0ZM20-16a3 3 0 1 0 .1 0Z', { fill: C.white }) +
      ellipse(0, 0, 2.6, 10, { fill: C.ink }) +
      line('M-1-9C-4-16-6-20-10-22M1-9C4-16 6-20 10-22', C.ink, 1.2),
  );
}

// ---------------------------------------------------------------------------------------
// 7 Boar: dark, bristling, charging left (feet at y = 0)

export function boar(s: Scene, at: Place): void {
  s.group(
    at,
    path(
      'M-56-20L-54-28C-46-36-34-42-22-46C-8-56 16-56 32-48C46-42 52-32 52-20L60-28L56-14C52-6 48-4 44-2L46 2H34V-6C24-8 8-8-4-8L-4 2H-16V-8C-28-10-42-12-52-14Z',
      { fill: '#3d2418', ...ink, 'stroke-width': 2 },
    ) +
      line('M-18-46l-4-8M-8-50l-2-9M2-52l0-9M12-52l2-9M22-50l4-8M32-46l5-7', C.ink, 2.4) +
      line('M-10-36C4-40 20-38 34-30M-2-26C10-28 22-26 32-20', '#6b4330', 1.6) +
      path('M-56-20L-54-28L-58-26Z', { fill: '#8a5a48' }) +
      path('M-44-16L-52-26L-46-24Z', { fill: C.white, stroke: C.ink, 'stroke-width': 0.8 }) +
      circle(-40, -32, 2.4, { fill: C.gold, stroke: C.ink, 'stroke-width': 1 }) +
      path('M-30-42L-24-52L-20-42Z', { fill: '#3d2418', ...ink }),
  );
}

// ---------------------------------------------------------------------------------------
// 8 Goose in flight, facing left

export function defGoose(s: Scene): void {
  // A heavy body, long outstretched neck and broad fingered wings: the goose's silhouette.
  s.def(
    'gs',
    path('M-6 4C0 14 8 20 18 24C14 16 10 10 6 4Z', { fill: '#3a3631' }) +
      path('M-52-4L-45-7C-41-8-37-6-33-4C-27-2-21-2-15-3C-5-9 10-9 22-3L33 2L22 6C10 12-10 10-18 4C-24 2-30 2-36 0C-41-1-46-1-52-4Z', { fill: C.ink }) +
      path('M-12-4C-8-22 4-36 20-44C18-38 22-34 26-37C24-31 28-27 32-28C28-20 20-12 12-6Z', { fill: C.ink }) +
      line('M-4-10C2-22 10-30 18-36M4-8C10-18 18-24 26-28', '#4d4740', 1.2) +
      path('M-47-3L-52-4L-47-5Z', { fill: C.gold }) +
      circle(-44, -5, 1.2, { fill: C.white }),
  );
}

// ---------------------------------------------------------------------------------------
// 9 Sake cup: a red lacquer cup on a foot, the mark of good fortune in gold

export function sakeCup(s: Scene, at: Place): void {
  s.group(
    at,
    path('M-16 26L-24 42A24 7 0 0 0 24 42L16 26Z', { fill: C.redDark, ...ink }) +
      path('M-56 0C-52 20-30 32 0 32C30 32 52 20 56 0Z', { fill: C.red, ...ink, 'stroke-width': 2 }) +
      ellipse(0, 0, 56, 15, { fill: C.redDark, stroke: C.gold, 'stroke-width': 3 }) +
      ellipse(0, 2, 44, 10, { fill: C.red }) +
      // A brushed, simplified "kotobuki" (long life) sign in gold on the side of the cup.
      line('M-12 8H12M-9 13H9M-14 18H14M0 6V24M-8 24H12M6 18V28C6 31 2 31 0 30M-6 22L-2 27', C.gold, 2.2) +
      path('M-44-2C-30-8-10-9 6-8', { fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.35 }),
  );
}

// ---------------------------------------------------------------------------------------
// 10 Deer: an adult stag, body to the right, head turned back over his shoulder to the left,
// with a big branched rack (feet at y = 0)

export function deer(s: Scene, at: Place): void {
  const hide = '#a2561f';
  const legs = 'M-38-46L-46-24L-40 0M-26-44L-30-22L-24 0M24-44L26-20L22 0M34-46L40-22L40 0';
  const rack = 'M-4-114C-10-130-6-146 8-158M-7-128L-20-136M-4-142L-14-154M6-114C14-128 24-136 38-140M16-128L20-144M28-136L36-152';
  s.group(
    at,
    line(legs, C.ink, 8) +
      line(legs, hide, 4.4) +
      line('M-44 0h7M-28 0h7M18 0h7M36 0h7', C.ink, 4) +
      // white rump and tail
      path('M-46-66L-60-72L-54-56Z', { fill: C.white, ...ink }) +
      path('M-48-58C-48-74-30-78-8-75C12-72 28-78 38-68C46-60 44-46 34-42H-36C-46-44-50-50-48-58Z', { fill: hide, ...ink, 'stroke-width': 2.6 }) +
      path('M-36-44C-20-50 14-50 32-44Z', { fill: '#ecc58c' }) +
      // neck up from the chest, head turned back to the left
      path('M20-70C18-86 10-98 0-106L14-116C28-104 38-88 42-66Z', { fill: hide, ...ink, 'stroke-width': 2.6 }) +
      path('M12-106C6-120-10-122-26-116L-38-110C-38-104-32-101-24-101C-12-99 0-96 12-102Z', { fill: hide, ...ink, 'stroke-width': 2.6 }) +
      path('M10-110L24-122L16-104Z', { fill: hide, ...ink }) +
      circle(-38, -107, 2.6, { fill: C.ink }) +
      circle(-14, -110, 2.2, { fill: C.ink }) +
      line(rack, C.ink, 6) +
      line(rack, '#6b3c17', 3),
  );
}

// ---------------------------------------------------------------------------------------
// 11 Swallow: black, forked tail, red throat, diving left

export function swallow(s: Scene, at: Place): void {
  s.group(
    at,
    path('M-2 4C6 14 16 22 30 26C20 16 12 8 6 4Z', { fill: '#23262e' }) +
      path('M-24 0C-14-7 6-7 14-2L44-12L24 1L46 8L14 5C4 9-14 7-24 0Z', { fill: C.ink }) +
      path('M-18 3C-8 7 4 7 12 4C4 3-8 3-18 3Z', { fill: C.white }) +
      path('M-4-4C4-20 18-32 40-38C28-24 16-12 6-2Z', { fill: C.ink }) +
      circle(-22, -1, 6.5, { fill: C.ink }) +
      path('M-28 1a4 3 0 0 0 6 4', { fill: C.red }) +
      path('M-28-2L-36 0L-28 1Z', { fill: C.ink }) +
      circle(-23, -3, 1.4, { fill: C.white }),
  );
}

// ---------------------------------------------------------------------------------------
// 11 Frog (for Rain Man): leaping up and right

export function frog(s: Scene, at: Place): void {
  s.group(
    at,
    line('M-8 6L-20 16L-28 14M4 8L2 20L8 24', '#3f7a2a', 4) +
      path('M-14 2C-10-12 10-16 18-6C22 2 14 10 2 10C-8 10-16 8-14 2Z', { fill: '#4f9a35', ...ink, 'stroke-width': 1.4 }) +
      line('M12-4L22-14L28-12M-2-8L4-18L10-18', '#3f7a2a', 3.4) +
      circle(12, -9, 3.2, { fill: C.gold, stroke: C.ink, 'stroke-width': 1 }) +
      circle(12, -9, 1.2, { fill: C.ink }),
  );
}

// ---------------------------------------------------------------------------------------
// 11 Rain Man: the calligrapher under his umbrella, walking left

export function rainMan(s: Scene, at: Place): void {
  s.group(
    at,
    // umbrella handle, then a big canopy tilted into the rain, with its ribs
    line('M8-40L-4 40', C.ink, 4.5) +
      line('M8-40L-4 40', C.bark, 2.4) +
      path('M-66-30C-58-78 50-94 74-44C52-50 36-46 24-38C8-50-24-48-66-30Z', { fill: C.gold, ...ink, 'stroke-width': 2.8 }) +
      line('M6-72L-66-30M6-72L-24-44M6-72L24-38M6-72L74-44', C.ink, 1.6) +
      // head: black court cap (eboshi) and face
      path('M-12-32C-10-46 8-46 9-34Z', { fill: C.ink }) +
      path('M-10-34L-6-50L5-36Z', { fill: C.ink }) +
      ellipse(-3, -25, 9, 10, { fill: '#f5dcb8', ...ink }) +
      // robe: wide red-orange sleeves over black trousers (hakama)
      path('M-14-16C-32-10-38 20-36 56L-40 96H38L32 56C36 24 28-6 10-16Z', { fill: '#e0461f', ...ink, 'stroke-width': 2.6 }) +
      path('M-36 52C-20 60 18 60 32 52L38 96H-40Z', { fill: C.ink }) +
      line('M-10 66v26M6 66v26M20 66v26', '#5a5a5a', 1.6) +
      path('M-8-14L-2 40L2-14', { fill: C.white, ...ink, 'stroke-width': 1.2 }) +
      path('M8-12C22-12 26 0 20 18C12 10 6 6-2 4Z', { fill: '#a8300f', ...ink }) +
      line('M-22 100h14M6 100h14', C.ink, 4),
  );
}

// ---------------------------------------------------------------------------------------
// 12 Phoenix (hō-ō): wings raised, head turned left, long tail streamers falling right

/** A fan of long feathers from one origin: drawn from the back (first) to the front. */
function featherFan(ox: number, oy: number, from: number, to: number, n: number, len: number, wid: number, fills: readonly string[]): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = from + ((to - from) * i) / (n - 1);
    const l = len * (0.8 + 0.2 * Math.sin((i / (n - 1)) * Math.PI));
    const [tx, ty] = polar(ox, oy, l, a);
    const [lx, ly] = polar(ox, oy, l * 0.55, a - (wid / l) * 57);
    const [rx, ry] = polar(ox, oy, l * 0.55, a + (wid / l) * 57);
    out += d`M${ox} ${oy}Q${lx} ${ly} ${tx} ${ty}Q${rx} ${ry} ${ox} ${oy}Z`;
  }
  return path(out, { fill: fills[0]!, ...ink, 'stroke-width': 1.8 });
}

type Cubic = readonly [Pt, Pt, Pt, Pt];

function cubicAt([p0, p1, p2, p3]: Cubic, t: number): Pt {
  const u = 1 - t;
  const at = (i: 0 | 1) => u ** 3 * p0[i] + 3 * u * u * t * p1[i] + 3 * u * t * t * p2[i] + t ** 3 * p3[i];
  return [at(0), at(1)];
}

/** A feather tapering along a cubic curve, `w0` wide at the root and `w1` at the tip (an outline to fill). */
function taperedPlume(curve: Cubic, w0: number, w1: number, n = 24): string {
  const pts = Array.from({ length: n + 1 }, (_, i) => cubicAt(curve, i / n));
  const left: Pt[] = [];
  const right: Pt[] = [];
  pts.forEach(([x, y], i) => {
    const [ax, ay] = pts[Math.max(i - 1, 0)]!;
    const [bx, by] = pts[Math.min(i + 1, n)]!;
    const len = Math.hypot(bx - ax, by - ay) || 1;
    const [nx, ny] = [-(by - ay) / len, (bx - ax) / len];
    const w = (w0 + ((w1 - w0) * i) / n) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  });
  return poly([...left, ...right.reverse()]);
}

const degreesFrom = ([ax, ay]: Pt, [bx, by]: Pt): number => (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;

/** The eye at the end of a tail plume: a gold teardrop pointing back along the plume, a red ring, a blue eye. */
function eyeSpot([x, y]: Pt, degrees: number, scale = 1): string {
  return el(
    'g',
    { transform: `translate(${f(x)} ${f(y)})rotate(${f(degrees)})${scale === 1 ? '' : `scale(${scale})`}` },
    path('M-15 0Q-5-10 3-8.5A8.5 8.5 0 1 1 3 8.5Q-5 10-15 0Z', { fill: C.gold, ...ink, 'stroke-width': 2 }) +
      path('M-7 0Q-1-6 3.5-5A5 5 0 1 1 3.5 5Q-1 6-7 0Z', { fill: C.red, ...ink, 'stroke-width': 1.2 }) +
      circle(4, 0, 2.6, { fill: C.blue }),
  );
}

/**
 * The phoenix's head, drawn facing left around (46, 88): a long pointed head (not a parrot's
 * ball), a red face with a fierce eye and a brow swept back, a long open beak curving down to
 * a hooked tip, a wattle, pointed hackles behind, and a crest of three long plumes streaming
 * back from the crown, each ending in a small flame.
 */
function phoenixHead(): string {
  const crest: readonly [Cubic, string][] = [
    [[[50, 75], [46, 66], [52, 58], [66, 56]], C.leaf],
    [[[54, 77], [60, 68], [72, 64], [86, 66]], C.white],
    [[[58, 81], [66, 74], [78, 74], [90, 80]], C.blue],
  ];
  let out = '';
  for (const [curve, colour] of crest) {
    out += path(taperedPlume(curve, 6.5, 1.4), { fill: colour, ...ink, 'stroke-width': 1.8 });
    const [tx, ty] = curve[3];
    out += path('M0-4.5C8-6 13-2 16 0C13 2 8 6 0 4.5C3 1.5 3-1.5 0-4.5Z', {
      fill: colour,
      ...ink,
      'stroke-width': 1.6,
      transform: `translate(${f(tx)} ${f(ty)})rotate(${f(degreesFrom(curve[2], curve[3]))})`,
    });
  }
  const hackles: readonly [number, number, number, string][] = [
    [60, 84, -20, C.red],
    [63, 92, 5, C.gold],
    [64, 101, 25, C.leaf],
    [62, 110, 45, C.red],
    [58, 117, 65, C.gold],
  ];
  for (const [x, y, r, colour] of hackles) {
    out += path('M0-5.5C7-5 13-2 18 0C13 2 7 5 0 5.5Z', { fill: colour, ...ink, 'stroke-width': 1.6, transform: `translate(${x} ${y})rotate(${r})` });
  }
  return (
    out +
    path('M64 90C64 78 54 70 42 72C34 73 29 78 28 84C32 90 38 96 48 100C56 102 64 98 64 90Z', { fill: C.gold, ...ink, 'stroke-width': 2.4 }) +
    path('M30 84C34 78 42 76 48 80C52 84 50 90 44 92C38 92 33 89 30 84Z', { fill: C.red, ...ink, 'stroke-width': 1.4 }) +
    // the beak: upper mandible long and hooked, lower one open beneath it
    path('M33 79C22 78 12 84 7 98C6 101 9 101 10 98C15 90 22 86 32 87Z', { fill: C.ochre, ...ink, 'stroke-width': 1.8 }) +
    path('M32 90C24 92 18 96 15 102C20 100 26 97 34 95Z', { fill: C.ochre, ...ink, 'stroke-width': 1.6 }) +
    path('M36 94C31 102 32 112 38 114C44 114 45 106 42 97Z', { fill: C.red, ...ink, 'stroke-width': 1.6 }) +
    path('M36 83C39 80 44 80 46 83C44 86 39 86 36 83Z', { fill: C.white, stroke: C.ink, 'stroke-width': 1.2 }) +
    circle(41.5, 83, 2, { fill: C.ink }) +
    line('M34 79C40 75 48 75 56 80', C.ink, 2)
  );
}

/**
 * The phoenix (hō-ō) swooping down to the left in card coordinates: a crested head with a
 * long hooked beak on a long neck, great raised wings of long gold feathers, and — what no
 * parrot has — five long tail plumes streaming up and back across the card, each ending in
 * a peacock-like eye, two more eyes along the longest.
 */
export function phoenix(s: Scene): void {
  // Long S-shaped plumes rising from the rump to the upper right, each ending in an eye.
  const plumes = [
    'M122 170C168 178 150 120 176 96C188 86 196 70 186 56',
    'M118 176C176 196 188 150 196 130',
    'M126 166C150 140 130 100 150 70C160 54 156 36 142 30',
    'M116 180C150 220 186 226 194 206',
    'M120 168C176 160 170 108 196 88',
  ];
  // Each eye at a plume's end, turned along the plume's last control point.
  const eyes: readonly [Pt, Pt][] = [
    [[196, 70], [186, 56]],
    [[188, 150], [196, 130]],
    [[156, 36], [142, 30]],
    [[186, 226], [194, 206]],
    [[170, 108], [196, 88]],
  ];
  const colours = [C.gold, C.leaf, C.white, C.blue, C.red];
  let tail = '';
  plumes.forEach((p, i) => {
    tail += line(p, C.ink, 13) + line(p, colours[i]!, 8.4) + line(p, C.ink, 1.4, { 'stroke-dasharray': '2 8' });
  });
  const spots =
    eyes.map(([from, to]) => eyeSpot(to, degreesFrom(from, to))).join('') +
    eyeSpot([150, 70], degreesFrom([130, 100], [150, 70]), 0.7) +
    eyeSpot([176, 96], degreesFrom([150, 120], [176, 96]), 0.7);
  s.add(
    tail,
    spots,
    // far wing (up and right), near wing (up and left): long gold primaries over green coverts
    featherFan(104, 140, -100, -30, 8, 110, 13, [C.gold]),
    featherFan(104, 140, -96, -40, 6, 58, 12, [C.leaf]),
    featherFan(92, 146, -170, -112, 7, 96, 13, [C.gold]),
    featherFan(92, 146, -162, -118, 5, 50, 12, [C.red]),
    // body, then the long neck rising to the head, which is raised clear of the wings
    path('M132 172C110 186 82 176 76 150C70 128 62 110 50 100L58 88C78 98 94 120 106 140C114 152 124 160 132 172Z', { fill: '#2e8f6c', ...ink, 'stroke-width': 2.4 }),
    line('M66 106C78 118 88 136 98 156M60 98C70 104 76 114 80 124', C.gold, 2.4),
    path(taperedPlume([[50, 110], [58, 96], [64, 86], [76, 72]], 15, 11), { fill: '#2e8f6c', ...ink, 'stroke-width': 2.4 }),
    line('M52 104C58 94 64 86 73 77', C.gold, 2.2),
    el('g', { transform: 'translate(62 60)scale(1.2)translate(-46 -88)' }, phoenixHead()),
  );
}

// ---------------------------------------------------------------------------------------
// The curtain (maku) hung for cherry-blossom viewing

export function curtain(s: Scene, top: number, bottom: number, crest: string): void {
  // The cloth sags between the cords that tie it to its rope.
  let edge = `M-5 ${top + 12}`;
  const ties = [-5, 42, 100, 158, 205];
  for (let i = 1; i < ties.length; i++) {
    const x0 = ties[i - 1]!;
    const x1 = ties[i]!;
    edge += d`Q${(x0 + x1) / 2} ${top + 26} ${x1} ${top + 12}`;
  }
  const cloth = `${edge}V${bottom}H-5Z`;
  let pleats = '';
  for (let x = 20; x < 200; x += 22) pleats += d`M${x} ${top + 24}V${bottom}`;
  s.add(
    path(cloth, { fill: C.red, ...ink, 'stroke-width': 2 }),
    line(pleats, C.redDark, 2),
    // the white band with the family crest pattern, then the crest itself
    el('rect', { x: -5, y: top + 52, width: 210, height: 16, fill: C.white, ...ink }),
    path(
      [24, 60, 140, 176].map((x) => d`M${x - 5} ${top + 60}a5 5 0 1 0 10 0a5 5 0 1 0-10 0`).join(''),
      { fill: C.red },
    ),
    circle(100, top + 60 + (bottom - top - 60) / 2, 30, { fill: C.white, ...ink, 'stroke-width': 2 }),
    el('use', { href: `#${crest}`, transform: `translate(100 ${top + 60 + (bottom - top - 60) / 2})scale(1.9)` }),
    // rope across the top with its tie knots
    line(d`M-5 ${top + 10}H205`, C.ink, 3),
    path(ties.slice(1, -1).map((x) => d`M${x - 4} ${top + 6}h8v12h-8z`).join(''), { fill: C.gold, ...ink, 'stroke-width': 1.2 }),
  );
}

// ---------------------------------------------------------------------------------------
// Lightning: the thunder god's drums in a red storm sky, his clawed hand reaching out of a
// black cloud, a bolt striking down into the dark among the willow strands

function drum(cx: number, cy: number, r: number): string {
  // A drum seen face-on with a three-comma (tomoe) swirl: the emblem of the thunder god.
  let tomoe = '';
  for (let i = 0; i < 3; i++) {
    const a = -90 + i * 120;
    const [hx, hy] = polar(cx, cy, r * 0.38, a);
    const [tx, ty] = polar(cx, cy, r * 0.6, a + 110);
    tomoe += d`M${hx - r * 0.2} ${hy}a${r * 0.2} ${r * 0.2} 0 1 0 ${r * 0.4} 0a${r * 0.2} ${r * 0.2} 0 1 0 ${-r * 0.4} 0`;
    tomoe += d`M${hx} ${hy}Q${(hx + tx) / 2 + (hy - cy) * 0.3} ${(hy + ty) / 2 - (hx - cx) * 0.3} ${tx} ${ty}`;
  }
  return (
    circle(cx, cy, r, { fill: C.gold, stroke: C.ink, 'stroke-width': 3 }) +
    circle(cx, cy, r * 0.8, { fill: C.red, stroke: C.ink, 'stroke-width': 2 }) +
    path(tomoe, { fill: C.ink, stroke: C.ink, 'stroke-width': r * 0.12, 'stroke-linecap': 'round' })
  );
}

export function thunderStorm(s: Scene): void {
  // The red sky over the top, its lower edge a row of billowing black cloud.
  let billows = 'M-5 150';
  for (let x = -5; x < 205; x += 30) billows += d`C${x + 4} ${172} ${x + 26} ${172} ${x + 30} ${150}`;
  s.add(
    path('M-5-5H205V150H-5Z', { fill: C.red }),
    path(`${billows}V190H-5Z`, { fill: C.ink }),
    line(billows, C.gold, 2.2),
    // the ring of drums the thunder god carries
    line('M72 44C96 8 156 4 180 40', C.ink, 5),
    drum(72, 50, 19),
    drum(126, 26, 19),
    drum(178, 48, 19),
    drum(128, 96, 36),
    // his arm and clawed hand, out of the cloud at the left
    path('M-5 120C20 110 38 100 52 90L60 96C48 110 26 128-5 138Z', { fill: '#4d6b3a', ...ink, 'stroke-width': 2.4 }),
    path('M52 90C60 80 72 78 80 84L74 92C70 88 64 90 60 96Z', { fill: '#4d6b3a', ...ink, 'stroke-width': 2 }),
    line('M78 82L92 72M80 88L96 86M74 94L86 104M62 82L68 68', C.ink, 4),
    line('M78 82L92 72M80 88L96 86M74 94L86 104M62 82L68 68', C.white, 1.4),
    // the bolt, from the cloud down into the dark
    path('M58 160L36 222L56 220L30 290L92 200L70 202L94 160Z', { fill: C.gold, stroke: C.ink, 'stroke-width': 2.6 }),
  );
}
