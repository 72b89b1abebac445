/**
 * The twelve month plants as reusable motifs. Each `def*` registers a shape in the card's
 * <defs> (once) so a card can scatter many blossoms or leaves with cheap <use> elements.
 * Shapes without a fill attribute take their colour from the <use>, which gives colour
 * variants (red and yellow maple leaves) without a second definition.
 */
import { C } from './palette';
import { type Pt, Scene, bezierAt, circle, d, f, line, path, polar, rng } from './svg';

// ---------------------------------------------------------------------------------------
// Shared devices

/**
 * Kasumi, the stylised band of mist that hanafuda use to fill space and frame scenes: a
 * long rounded bar with a shorter bar stepped under it.
 */
export function kasumi(s: Scene, x: number, y: number, w: number, fill: string = C.red, h = 16): void {
  s.add(
    path(
      d`M${x + h / 2} ${y}h${w - h}a${h / 2} ${h / 2} 0 0 1 0 ${h}h${-w * 0.14}a${h / 2} ${h / 2} 0 0 1 0 ${h * 0.9}h${-w * 0.5}a${h / 2} ${h / 2} 0 0 1 0 ${-h * 0.9}h${-w * 0.36 + h}a${h / 2} ${h / 2} 0 0 1 0 ${-h}z`,
      { fill, stroke: C.ink, 'stroke-width': 2.2 },
    ),
  );
}

/**
 * A ground band across the foot of the card (the red, black or gold earth of real decks):
 * a soft wave from `y` at the left to `y2` at the right, outlined, down to the bottom edge.
 */
export function ground(s: Scene, y: number, y2: number, fill: string = C.ink, stripe?: string): void {
  const top = d`M-5 ${y}C60 ${y - 14} 120 ${y2 + 14} 205 ${y2}`;
  s.add(path(`${top}V330H-5Z`, { fill, stroke: C.ink, 'stroke-width': 2.4 }));
  // A second colour along the crest, as the printed bands have.
  if (stripe) s.add(line(d`M-5 ${y + 9}C60 ${y - 5} 120 ${y2 + 23} 205 ${y2 + 9}`, stripe, 5));
}

/** A thick branch or trunk with a dark outline: the outline is a wider stroke underneath. */
export function branch(s: Scene, dd: string, width: number, fill: string = C.bark, outline: string = C.ink): void {
  s.add(line(dd, outline, width + 3), line(dd, fill, width));
}

/**
 * An ellipse as a path between two points: leaves, petals and buds along a stem, without a
 * transform attribute per leaf.
 */
export function leafPath(cx: number, cy: number, len: number, wid: number, deg: number): string {
  const [x1, y1] = polar(cx, cy, -len, deg);
  const [x2, y2] = polar(cx, cy, len, deg);
  return d`M${x1} ${y1}A${len} ${wid} ${deg} 0 1 ${x2} ${y2}A${len} ${wid} ${deg} 0 1 ${x1} ${y1}`;
}

/**
 * A pointed leaf (or petal) from its base at ox,oy toward `deg`: two cubic curves meeting
 * at the tip. Broad near the base and sharp at the end, like most leaves in the deck.
 */
export function pointedLeaf(ox: number, oy: number, deg: number, len: number, wid: number): string {
  const along = (t: number, side: number): Pt => {
    const [x, y] = polar(ox, oy, len * t, deg);
    return polar(x, y, wid * side, deg + 90);
  };
  const [tx, ty] = polar(ox, oy, len, deg);
  const a1 = along(0.25, 1);
  const a2 = along(0.75, 0.7);
  const b2 = along(0.75, -0.7);
  const b1 = along(0.25, -1);
  return d`M${ox} ${oy}C${a1[0]} ${a1[1]} ${a2[0]} ${a2[1]} ${tx} ${ty}C${b2[0]} ${b2[1]} ${b1[0]} ${b1[1]} ${ox} ${oy}Z`;
}

/** Points of a closed outline, rotated copies of one petal (given pointing up) around 0,0. */
function rotated(petal: readonly Pt[], n: number, startDeg = 0): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = ((startDeg + (360 / n) * i) * Math.PI) / 180;
    const pts = petal.map(([x, y]) => [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)] as Pt);
    // petal = [start, c1, c2, end, c1, c2, end, ...] as cubic segments
    out += `M${f(pts[0]![0])} ${f(pts[0]![1])}`;
    for (let k = 1; k + 2 < pts.length; k += 3) {
      out += `C${[pts[k]!, pts[k + 1]!, pts[k + 2]!].map((p) => `${f(p[0])} ${f(p[1])}`).join(' ')}`;
    }
    out += 'Z';
  }
  return out.replace(/ -/g, '-');
}

/** A scalloped rosette (peony, the back of a chrysanthemum): arcs bulging outward. */
export function scallop(cx: number, cy: number, r: number, n: number, bulge = 1.2, startDeg = -90): string {
  const pts = Array.from({ length: n + 1 }, (_, i) => polar(cx, cy, r, startDeg + (360 / n) * i));
  const chord = 2 * r * Math.sin(Math.PI / n);
  const rr = (chord / 2) * bulge;
  let out = d`M${pts[0]![0]} ${pts[0]![1]}`;
  for (let i = 1; i <= n; i++) out += d`A${rr} ${rr} 0 0 1 ${pts[i]![0]} ${pts[i]![1]}`;
  return out + 'Z';
}

// ---------------------------------------------------------------------------------------
// 1 Pine (matsu): fans of needles on a crooked trunk

export function defPine(s: Scene): void {
  const needles: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = 192 + i * 15.6;
    const [x, y] = polar(0, 2, 1, a);
    needles.push(d`M0 4L${x * 23} ${2 + (y - 2) * 18}`);
  }
  s.def(
    'pn',
    path('M-26 4A26 20 0 0 1 26 4Z', { fill: C.pine, stroke: C.ink, 'stroke-width': 2.8 }) +
      path(needles.join(''), { stroke: C.pineDark, 'stroke-width': 1.6, 'stroke-linecap': 'round' }) +
      path('M-15 3A15 10 0 0 1 15 3', { fill: 'none', stroke: C.leafLight, 'stroke-width': 1.4 }),
  );
}

export function pineClump(s: Scene, x: number, y: number, sc = 1, r = 0): void {
  s.use('pn', { x, y, s: sc, r });
}

// ---------------------------------------------------------------------------------------
// 2 Plum (ume): round five-petalled red blossoms on angular dark branches

export function defPlum(s: Scene): void {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const [x, y] = polar(0, 0, 5, -90 + 72 * i);
    petals += d`M${x - 5.4} ${y}a5.4 5.4 0 1 0 10.8 0a5.4 5.4 0 1 0-10.8 0`;
  }
  s.def('pb', path(petals, { fill: C.plum, stroke: C.ink, 'stroke-width': 1.2 }) + circle(0, 0, 3, { fill: C.gold }));
  s.def('pu', circle(0, 0, 3.6, { fill: C.plum, stroke: C.ink, 'stroke-width': 1.2 }));
}

// ---------------------------------------------------------------------------------------
// 3 Cherry (sakura): pale five-petalled blossoms, each petal notched at the tip

export function defCherry(s: Scene): void {
  const petal: Pt[] = [[0, 0], [-6.5, -3], [-7.5, -10.5], [-3.6, -13], [-2, -12], [-1, -11], [0, -10.6], [1, -11], [2, -12], [3.6, -13], [7.5, -10.5], [6.5, -3], [0, 0]];
  s.def(
    'cb',
    path(rotated(petal, 5), { fill: C.pink, stroke: '#9c3045', 'stroke-width': 1.3 }) +
      circle(0, 0, 2.8, { fill: C.red }) +
      path('M0-3.5v-3M3.3-1.1l2.9-.9M2-2.8l1.8-2.4M-2-2.8l-1.8-2.4M-3.3-1.1l-2.9-.9', { stroke: C.red, 'stroke-width': 1 }),
  );
}

// ---------------------------------------------------------------------------------------
// 4 Wisteria (fuji): hanging racemes of small purple flowers, pinnate leaves

export function defWisteria(s: Scene): void {
  let dark = '';
  let light = '';
  for (let i = 0; i < 12; i++) {
    const y = i * 6.6;
    const spread = 6.4 - i * 0.42;
    const r = 4.6 - i * 0.26;
    const sway = Math.sin(i * 0.7) * 1.5;
    for (const side of [-1, 1]) {
      const cx = sway + side * spread * 0.62;
      const shape = d`M${cx - r} ${y}a${r} ${r * 0.8} 0 1 0 ${2 * r} 0a${r} ${r * 0.8} 0 1 0 ${-2 * r} 0`;
      if ((i + (side > 0 ? 1 : 0)) % 2 === 0) dark += shape;
      else light += shape;
    }
  }
  s.def(
    'wr',
    line('M0-6q2 40 0 84', C.ink, 1.6) +
      path(dark, { fill: C.purple, stroke: C.ink, 'stroke-width': 0.9 }) +
      path(light, { fill: C.lilac, stroke: C.ink, 'stroke-width': 0.9 }),
  );
  // A pinnate leaf hanging down: stem and five leaflets.
  let leaflets = leafPath(0, 30, 7, 2.6, 90);
  for (const y of [8, 16, 24]) {
    leaflets += leafPath(-6, y + 3, 7, 2.6, 120) + leafPath(6, y + 3, 7, 2.6, 60);
  }
  s.def('wl', line('M0 0q1 18 0 34', C.ink, 1.4) + path(leaflets, { fill: C.leaf, stroke: C.ink, 'stroke-width': 0.8 }));
}

// ---------------------------------------------------------------------------------------
// 5 Iris (ayame): violet flowers with three falling and three standing petals, sword leaves

export function defIris(s: Scene): void {
  const falls =
    'M0 0C-6-3-17-1-21 8C-15 11-7 8 0 0Z' + 'M0 0C6-3 17-1 21 8C15 11 7 8 0 0Z' + 'M0 0C-5 5-5 13 0 19C5 13 5 5 0 0Z';
  const standards = 'M0 1C-5-7-4-17 0-23C4-17 5-7 0 1Z' + 'M-1 0C-8-5-12-12-12-18C-6-15-3-8-1 0Z' + 'M1 0C8-5 12-12 12-18C6-15 3-8 1 0Z';
  s.def(
    'if',
    path(standards, { fill: C.lilac, stroke: C.ink, 'stroke-width': 1.3 }) +
      path(falls, { fill: C.purple, stroke: C.ink, 'stroke-width': 1.3 }) +
      path('M-4 2L-14 6M4 2L14 6M0 4v9', { stroke: C.gold, 'stroke-width': 2, 'stroke-linecap': 'round' }),
  );
}

/** Sword-shaped leaves rising from a base line: one path, one fill. */
export function irisLeaves(s: Scene, blades: readonly (readonly [x: number, y: number, h: number, lean: number, w?: number])[], fill: string = C.leaf): void {
  let out = '';
  for (const [x, y, h, lean, w = 12] of blades) {
    out += d`M${x - w / 2} ${y}Q${x - w / 2 + lean * 0.2} ${y - h * 0.6} ${x + lean} ${y - h}Q${x + w / 2 + lean * 0.3} ${y - h * 0.55} ${x + w / 2} ${y}Z`;
  }
  s.add(path(out, { fill, stroke: C.ink, 'stroke-width': 1.6 }));
}

// ---------------------------------------------------------------------------------------
// 6 Peony (botan): a large layered red bloom and dark three-lobed leaves

export function defPeony(s: Scene): void {
  s.def(
    'pf',
    path(scallop(0, 0, 27, 9, 1.25), { fill: C.red, stroke: C.ink, 'stroke-width': 2 }) +
      path(scallop(0, -1, 18, 7, 1.3, -70), { fill: '#e4575a', stroke: C.redDark, 'stroke-width': 1 }) +
      path(scallop(0, -2, 9.5, 5, 1.3), { fill: '#f08a7e', stroke: C.redDark, 'stroke-width': 1 }) +
      circle(0, -2, 3.6, { fill: C.gold }),
  );
  // Peony leaves are compound: three broad pointed leaflets on one stalk.
  s.def(
    'pl',
    path(pointedLeaf(0, 0, -140, 30, 10) + pointedLeaf(0, 0, -40, 30, 10) + pointedLeaf(0, -4, -90, 40, 13), {
      fill: C.pineDark,
      stroke: C.ink,
      'stroke-width': 1,
    }) + path('M0 0V-38M0-2L-22-20M0-2L22-20', { stroke: C.leaf, 'stroke-width': 1.3 }),
  );
}

// ---------------------------------------------------------------------------------------
// 7 Bush clover (hagi): arching wiry stems with small round leaves and magenta flowers

export interface Arc {
  p0: Pt;
  p1: Pt;
  p2: Pt;
  p3: Pt;
}

export function cloverSprays(s: Scene, arcs: readonly Arc[], seed: number): void {
  const rand = rng(seed);
  let stems = '';
  let leaves = '';
  let flowers = '';
  for (const { p0, p1, p2, p3 } of arcs) {
    stems += d`M${p0[0]} ${p0[1]}C${p1[0]} ${p1[1]} ${p2[0]} ${p2[1]} ${p3[0]} ${p3[1]}`;
    for (let t = 0.08; t < 0.99; t += 0.052) {
      const { p, deg } = bezierAt(p0, p1, p2, p3, t);
      const side = Math.round(t / 0.052) % 2 ? 1 : -1;
      const [lx, ly] = polar(p[0], p[1], 8, deg + side * 65);
      // Flowers cluster toward the drooping tips, leaves along the whole stem.
      if (t > 0.45 && rand() < 0.6) {
        flowers += leafPath(lx, ly, 5.2, 3.4, deg + side * 50);
        const [fx, fy] = polar(p[0], p[1], 4, deg - side * 80);
        flowers += leafPath(fx, fy, 4.2, 2.8, deg - side * 40);
      } else leaves += leafPath(lx, ly, 8 - t * 2, 4.4, deg + side * 40);
    }
  }
  s.add(
    line(stems, C.ink, 2.8),
    path(leaves, { fill: C.leaf, stroke: C.ink, 'stroke-width': 0.9 }),
    path(flowers, { fill: C.red, stroke: C.ink, 'stroke-width': 0.9 }),
  );
}

// ---------------------------------------------------------------------------------------
// 8 Susuki grass: the black hill with white blades of grass

/** The hill: a black mound from `top` (its crest) down to the bottom edge. */
export function susukiHill(s: Scene, crestY: number, seed: number, blades = 26, crestX = 100): void {
  const rand = rng(seed);
  const hill = d`M0 ${crestY + 70}Q${crestX * 0.55} ${crestY - 6} ${crestX} ${crestY}Q${crestX + (200 - crestX) * 0.5} ${crestY + 6} 200 ${crestY + 50}V330H0Z`;
  let grass = '';
  for (let i = 0; i < blades; i++) {
    const x = 4 + (192 * (i + rand() * 0.8)) / blades;
    const base = 330;
    // Top of the blade sits a little above the hill line so the grass breaks the silhouette.
    const hillY = crestY + Math.pow((x - crestX) / 100, 2) * 55;
    const top = hillY - 4 - rand() * 22;
    const lean = (rand() - 0.5) * 40 + (x - crestX) * 0.12;
    grass += d`M${x} ${base}Q${x - lean * 0.2} ${(base + top) / 2} ${x + lean} ${top}`;
  }
  s.add(path(hill, { fill: C.ink }), line(grass, C.white, 1.6));
}

/** Grass plumes standing above the hill: drooping silvery heads. */
export function susukiPlumes(
  s: Scene,
  plumes: readonly (readonly [x: number, y: number, h: number, lean: number])[],
  stem: string = C.white,
  head = '#e9dcc0',
): void {
  let stems = '';
  let heads = '';
  for (const [x, y, h, lean] of plumes) {
    stems += d`M${x} ${y}Q${x + lean * 0.2} ${y - h * 0.6} ${x + lean} ${y - h}`;
    for (let k = 0; k < 5; k++) {
      const hx = x + lean + k * 1.5 * Math.sign(lean || 1);
      const hy = y - h + k * 4;
      heads += d`M${hx} ${hy}q${lean * 0.5} ${4 + k} ${lean * 0.8} ${12 + k}`;
    }
  }
  s.add(line(stems, stem, 1.6), line(heads, head, 2.2));
}

// ---------------------------------------------------------------------------------------
// 9 Chrysanthemum (kiku): many-petalled round flowers

export function defChrysanthemum(s: Scene): void {
  const petals = (r: number, n: number, startDeg: number): string => {
    let out = '';
    for (let i = 0; i < n; i++) {
      const a = startDeg + (360 / n) * i;
      const w = (360 / n) * 0.42;
      const [ax, ay] = polar(0, 0, r * 0.3, a - w);
      const [bx, by] = polar(0, 0, r * 0.92, a - w * 0.8);
      const [tx, ty] = polar(0, 0, r * 1.12, a);
      const [cx, cy] = polar(0, 0, r * 0.92, a + w * 0.8);
      const [ex, ey] = polar(0, 0, r * 0.3, a + w);
      out += d`M${ax} ${ay}L${bx} ${by}Q${tx} ${ty} ${cx} ${cy}L${ex} ${ey}Z`;
    }
    return out;
  };
  s.def(
    'kf',
    path(petals(20, 16, 0), { fill: C.gold, stroke: C.ink, 'stroke-width': 1.2 }) +
      path(petals(13, 12, 15), { fill: '#f6d35c', stroke: C.ochre, 'stroke-width': 0.8 }) +
      circle(0, 0, 5, { fill: C.vermilion, stroke: C.redDark, 'stroke-width': 1 }),
  );
  // A red-and-white variant: real chrysanthemum cards mix yellow and red blooms.
  s.def(
    'kr',
    path(petals(20, 16, 6), { fill: C.red, stroke: C.ink, 'stroke-width': 1.2 }) +
      path(petals(13, 12, 20), { fill: C.white, stroke: C.redDark, 'stroke-width': 0.8 }) +
      circle(0, 0, 5, { fill: C.gold, stroke: C.ochre, 'stroke-width': 1 }),
  );
  s.def(
    'kl',
    path('M0 0C-8-2-16-6-16-13C-12-12-10-14-11-18C-7-18-6-22-2-25C0-22 2-22 3-25C7-22 8-18 11-18C10-14 12-12 16-13C16-6 8-2 0 0Z', {
      fill: C.leaf,
      stroke: C.ink,
      'stroke-width': 1.5,
    }) + path('M0 0V-20M0-6L-10-13M0-6L10-13', { stroke: C.pineDark, 'stroke-width': 1 }),
  );
}

// ---------------------------------------------------------------------------------------
// 10 Maple (momiji): seven-lobed leaves; fill comes from the <use> so colours can vary

export function defMaple(s: Scene): void {
  // Seven lobes fanned over the top, longest in the middle, each tip between two notches.
  const tipAngles = [-90 - 80, -90 - 52, -90 - 24, -90, -90 + 24, -90 + 52, -90 + 80];
  const tipLen = [10, 15, 18, 21, 18, 15, 10];
  const pts: Pt[] = [[0, 2]];
  tipAngles.forEach((a, i) => {
    const before = polar(0, 0, 6.5, a - 13);
    pts.push(before, polar(0, 0, tipLen[i]!, a));
  });
  pts.push(polar(0, 0, 6.5, tipAngles[6]! + 13));
  const outline = pts.map((p, i) => `${i ? 'L' : 'M'}${f(p[0])} ${f(p[1])}`).join('') + 'Z';
  s.def(
    'ml',
    path(outline.replace(/ -/g, '-'), { stroke: C.ink, 'stroke-width': 1.3, 'stroke-linejoin': 'round' }) +
      line('M0 2V10', C.bark, 1.4),
  );
}

// ---------------------------------------------------------------------------------------
// 11 Willow (yanagi): long hanging strands; dashes of a thick stroke read as leaves.
// With round caps each dash grows by the stroke width, so the gap must exceed 7 to show.

export function willowStrands(s: Scene, strands: readonly string[], color: string = C.leaf, dash = '4 9'): void {
  const all = strands.join('');
  s.add(line(all, C.ink, 1.8), line(all, color, 7, { 'stroke-dasharray': dash, 'stroke-linecap': 'round' }));
}

// ---------------------------------------------------------------------------------------
// 12 Paulownia (kiri): huge dark heart-shaped leaves and three upright spikes of purple bells,
// the arrangement of the kiri crest, on an ochre ground

export function defPaulownia(s: Scene): void {
  s.def(
    'kp',
    path('M0 0C-34 4-52-16-50-38C-48-58-26-66 0-80C26-66 48-58 50-38C52-16 34 4 0 0Z', {
      fill: '#16301f',
      stroke: C.ink,
      'stroke-width': 2.6,
    }) + line('M0-2V-72M0-14L-30-36M0-14L30-36M0-34L-22-56M0-34L22-56', '#b7a03a', 2.2),
  );
  // One spike: stalk, then fat bells in rows narrowing to one at the top (the crest's 3-2-2-1).
  let bells = '';
  let throats = '';
  const rows = [[-13, 0, 13], [-11, 0, 11], [-7, 7], [0]];
  rows.forEach((xs, i) => {
    const y = -16 - i * 15;
    const r = 8 - i * 0.8;
    for (const x of xs) {
      bells += d`M${x - r} ${y}C${x - r} ${y - r * 1.5} ${x + r} ${y - r * 1.5} ${x + r} ${y}C${x + r * 0.6} ${y + r * 0.9} ${x - r * 0.6} ${y + r * 0.9} ${x - r} ${y}Z`;
      throats += d`M${x - r * 0.45} ${y - r * 0.2}a${r * 0.45} ${r * 0.35} 0 1 0 ${r * 0.9} 0a${r * 0.45} ${r * 0.35} 0 1 0 ${-r * 0.9} 0`;
    }
  });
  s.def(
    'kb',
    line('M0 4V-62', C.ink, 5) + line('M0 4V-62', C.olive, 2.6) +
      path(bells, { fill: '#5a2f8f', stroke: C.ink, 'stroke-width': 1.6 }) +
      path(throats, { fill: '#efe3f7' }),
  );
}

export function paulowniaFlowers(s: Scene, x: number, y: number, sc = 1): void {
  // The three spikes of the kiri crest: a tall middle one between two shorter ones.
  s.use('kb', { x: x - 26 * sc, y: y + 8 * sc, s: sc * 0.8, r: -8 });
  s.use('kb', { x: x + 26 * sc, y: y + 8 * sc, s: sc * 0.8, r: 8 });
  s.use('kb', { x, y, s: sc });
}
