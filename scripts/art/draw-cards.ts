/**
 * Draws the 48 hanafuda cards and the card back as SVG files in public/cards/.
 *
 *   npx tsx scripts/art/draw-cards.ts
 *
 * The art is this project's own: every shape is written here in code (see plants.ts and
 * subjects.ts) in one flat, printed-card style. The output is deterministic, so re-running the
 * script changes files only when a drawing changed. Each card is a composition of its month's
 * plant and its subject. The faces carry no month or kind marker: src/shared/CardImage.tsx lays
 * one over the image, so readers can hide it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CARDS, type CardId } from '../../src/engine/cards';
import { cardLabel } from '../../src/words/card-names';
import { type CardArt, cardDocument, svgDocument } from './frame';
import { C } from './palette';
import {
  branch,
  cloverSprays,
  defCherry,
  defChrysanthemum,
  defIris,
  defMaple,
  defPaulownia,
  defPeony,
  defPine,
  defPlum,
  defWisteria,
  irisLeaves,
  ground,
  kasumi,
  paulowniaFlowers,
  pineClump,
  susukiHill,
  susukiPlumes,
  willowStrands,
} from './plants';
import { type Place, Scene, circle, el, line, path, rng } from './svg';
import {
  POEMS,
  boar,
  bridgeRun,
  crane,
  crescent,
  cuckoo,
  curtain,
  deer,
  defButterfly,
  defGoose,
  frog,
  fullMoon,
  phoenix,
  rainMan,
  ribbon,
  sakeCup,
  sun,
  swallow,
  thunderStorm,
  warbler,
} from './subjects';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../public/cards');

type Draw = (s: Scene) => string | void;

// ---------------------------------------------------------------------------------------
// Month helpers: the plant as it appears on most cards of the month

function pineTree(s: Scene, variant: 0 | 1 | 2): void {
  defPine(s);
  if (variant === 0) {
    // Crane: low pine along the bottom and up the left side, leaving the sky to the sun.
    branch(s, 'M-5 300C30 290 50 280 70 262M-5 236C14 232 30 222 40 206', 9);
    for (const [x, y, k] of [[22, 206, 1.1], [46, 196, 0.9], [20, 262, 1.2], [58, 252, 1.1], [36, 300, 1.4], [94, 314, 1.3], [166, 316, 1.3], [10, 232, 1], [80, 280, 1]] as const) pineClump(s, x, y, k);
  } else if (variant === 1) {
    branch(s, 'M150 330C160 280 120 250 130 210C138 180 170 160 160 120', 12);
    branch(s, 'M132 214C100 200 80 210 60 196', 6);
    branch(s, 'M158 150C130 130 110 140 92 124', 5);
    for (const [x, y, k] of [[62, 196, 1.3], [96, 124, 1.2], [162, 118, 1.4], [176, 206, 1.2], [120, 262, 1.3], [40, 280, 1.3], [30, 230, 1.1], [130, 170, 1], [176, 160, 1], [70, 150, 1], [180, 260, 1.2]] as const) pineClump(s, x, y, k);
  } else {
    branch(s, 'M40 330C30 280 80 250 70 200C62 160 30 150 44 110', 12);
    branch(s, 'M72 210C110 200 130 214 154 196', 6);
    branch(s, 'M50 140C80 124 110 136 130 118', 5);
    for (const [x, y, k] of [[152, 196, 1.3], [128, 118, 1.2], [48, 108, 1.3], [24, 214, 1.2], [100, 250, 1.3], [160, 270, 1.3], [176, 236, 1.1], [90, 160, 1], [20, 160, 1], [60, 260, 1.1], [170, 140, 1]] as const) pineClump(s, x, y, k);
  }
}

type Blossoms = readonly (readonly [x: number, y: number, bud?: 1])[];

function plumBranch(s: Scene, trunk: string, twigs: string, blossoms: Blossoms): void {
  defPlum(s);
  branch(s, trunk, 9, C.bark);
  branch(s, twigs, 4, C.bark);
  blossoms.forEach(([x, y, bud]) => s.use(bud ? 'pu' : 'pb', { x, y, s: bud ? 1.2 : 1.45 }));
}

function cherryCluster(s: Scene, x: number, y: number, n: number, seed: number, sc = 1.15): void {
  const rand = rng(seed);
  for (let i = 0; i < n; i++) {
    const a = rand() * Math.PI * 2;
    const r = (i === 0 ? 0 : 12 + rand() * 12) * sc;
    s.use('cb', { x: x + r * Math.cos(a), y: y + r * Math.sin(a) * 0.7, s: sc * (1 + rand() * 0.35), r: Math.round(rand() * 72) });
  }
}

/** Wisteria hangs from a vine along the top edge; racemes are [x, length scale]. */
function wisteriaTop(s: Scene, racemes: readonly (readonly [x: number, k: number])[], leaves: readonly number[]): void {
  defWisteria(s);
  branch(s, 'M40 8C90 22 130 4 205 16', 4, C.bark);
  leaves.forEach((x, i) => s.use('wl', { x, y: 10, r: i % 2 ? -24 : 24, s: 1.3 }));
  // Racemes lengthen rather than widen, so neighbours stay apart.
  racemes.forEach(([x, k]) => s.use('wr', { x, y: 14, s: 1.25, sy: k / 1.25 }));
}

function irisClump(s: Scene, x: number, base: number, h: number, flowers: readonly (readonly [number, number, number?])[]): void {
  defIris(s);
  irisLeaves(s, [
    [x - 30, base, h * 0.7, -30],
    [x - 16, base, h * 0.9, -14],
    [x - 2, base, h, -2],
    [x + 12, base, h * 0.88, 14],
    [x + 26, base, h * 0.66, 30],
    [x + 4, base, h * 0.55, -36],
  ]);
  // stems up to the flowers
  s.add(line(flowers.map(([fx, fy]) => `M${x} ${base}Q${(x + fx) / 2} ${(base + fy) / 2 + 10} ${fx} ${fy}`).join(''), C.leaf, 2.6));
  flowers.forEach(([fx, fy, k = 1]) => s.use('if', { x: fx, y: fy, s: k }));
}

function peonyPlant(s: Scene, x: number, y: number, sc: number, leaves: readonly (readonly [number, number, number, number?])[]): void {
  defPeony(s);
  leaves.forEach(([lx, ly, r, k = 1]) => s.use('pl', { x: lx, y: ly, r, s: k }));
  s.use('pf', { x, y, s: sc });
}

function mapleBranches(s: Scene, d: string, leaves: readonly (readonly [number, number, number, string?, number?])[]): void {
  defMaple(s);
  branch(s, d, 5, C.bark);
  leaves.forEach(([x, y, r, fill = C.red, k = 1.9]) => s.use('ml', { x, y, r, s: k * 1.1 }, { fill }));
}

function chrysanthemums(s: Scene, flowers: readonly (readonly [number, number, number, 'kf' | 'kr'])[], leaves: readonly (readonly [number, number, number, number?])[], stems: string): void {
  defChrysanthemum(s);
  s.add(line(stems, C.pineDark, 2.6));
  leaves.forEach(([x, y, r, k = 1.2]) => s.use('kl', { x, y, r, s: k }));
  flowers.forEach(([x, y, k, id]) => s.use(id, { x, y, s: k }));
}

function rain(s: Scene, seed: number, color: string, count = 22, opacity = 0.5): void {
  const rand = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = rand() * 220 - 10;
    const y = rand() * 300;
    out += `M${Math.round(x)} ${Math.round(y)}l-6 18`;
  }
  s.add(line(out, color, 1.3, { opacity }));
}

function stream(s: Scene, top: number): void {
  s.add(
    path(`M0 ${top}Q50 ${top - 8} 100 ${top}T210 ${top}V330H0Z`, { fill: C.water, stroke: C.ink, 'stroke-width': 2.4 }),
    line(`M10 ${top + 12}q12-6 24 0t24 0M90 ${top + 10}q12-6 24 0t24 0M150 ${top + 22}q12-6 24 0M40 ${top + 26}q12-6 24 0t24 0`, C.white, 1.6, { opacity: 0.8 }),
  );
}

/** Willow: hanging strands in two greens, the darker behind, so the mass has depth. */
function willow(s: Scene, back: readonly string[], front: readonly string[]): void {
  willowStrands(s, back, C.pine, '4 10');
  willowStrands(s, front, C.leaf, '5 9.5');
}

function paulowniaLeaves(s: Scene, leaves: readonly (readonly [number, number, number, number])[]): void {
  leaves.forEach(([x, y, r, k]) => s.use('kp', { x, y, r, s: k }));
}

const ribbonAt = (x: number, y: number, r: number): Place => ({ x, y, r });

// ---------------------------------------------------------------------------------------
// The 48 compositions

const PLUM_A = {
  trunk: 'M-5 262C30 250 50 236 80 232C110 228 130 206 150 186C168 168 190 160 205 150',
  twigs: 'M80 232L96 272M120 214L126 176L146 150M150 186L178 204M50 244L34 212M172 166L166 132',
};
const PLUM_B = {
  trunk: 'M205 280C170 266 150 240 120 236C90 232 70 210 50 186C34 168 20 150-5 140',
  twigs: 'M120 236L110 276M90 228L96 190L80 160M50 186L24 206M150 250L170 220M30 160L40 120M80 160L104 130L96 96M170 220L190 190',
};
const PLUM_C = {
  trunk: 'M110 330C100 290 120 260 140 240C160 220 150 180 130 150C116 130 120 100 140 70',
  twigs: 'M140 240L180 226M120 270L70 262L50 236M150 200L110 180L90 144M130 150L164 130M124 104L96 90M140 70L160 40M110 180L76 190M70 262L40 280',
};

const DRAW: Record<CardId, Draw> = {
  // 1 — Pine
  'pine-crane': (s) => {
    sun(s, 130, 92, 60);
    kasumi(s, -10, 168, 90);
    pineTree(s, 0);
    crane(s, { x: 122, y: 214 });
  },
  'pine-ribbon': (s) => {
    kasumi(s, 90, 24, 120, C.ink);
    pineTree(s, 1);
    ground(s, 292, 300, C.red);
    ribbon(s, ribbonAt(88, 78, -10), 'red', 176, POEMS.akayoroshi);
  },
  'pine-chaff-1': (s) => {
    kasumi(s, 70, 30, 140);
    kasumi(s, -10, 70, 90, C.ink);
    ground(s, 296, 284, C.ink, C.red);
    pineTree(s, 1);
  },
  'pine-chaff-2': (s) => {
    kasumi(s, 100, 40, 110, C.ink);
    kasumi(s, -10, 20, 90);
    ground(s, 286, 298, C.red, C.gold);
    pineTree(s, 2);
  },

  // 2 — Plum
  'plum-warbler': (s) => {
    kasumi(s, 60, 26, 150);
    ground(s, 298, 290, C.ink, C.red);
    plumBranch(s, PLUM_A.trunk, PLUM_A.twigs, [[16, 256], [34, 212], [42, 228, 1], [66, 236], [96, 272], [88, 258, 1], [126, 176], [146, 150], [134, 162, 1], [150, 186], [178, 204], [190, 156], [166, 132], [174, 150, 1], [196, 182, 1], [60, 120], [40, 90, 1], [150, 100], [20, 160]]);
    s.add(line('M60 120L40 90M20 160L34 212M150 100L166 132', C.bark, 3));
    warbler(s, { x: 104, y: 226, s: 1.6, r: -8 });
  },
  'plum-ribbon': (s) => {
    ground(s, 294, 300, C.ink, C.red);
    plumBranch(s, PLUM_A.trunk, PLUM_A.twigs, [[16, 256], [34, 212], [66, 236], [96, 272], [88, 258, 1], [106, 224], [150, 186], [178, 204], [190, 156], [166, 132], [196, 182, 1], [126, 176], [146, 150], [50, 280], [20, 190, 1], [180, 260]]);
    ribbon(s, ribbonAt(128, 40, 8), 'red', 168, POEMS.akayoroshi);
  },
  'plum-chaff-1': (s) => {
    kasumi(s, 70, 30, 140);
    ground(s, 296, 284, C.red, C.gold);
    plumBranch(s, PLUM_B.trunk, PLUM_B.twigs, [[186, 272], [150, 250], [170, 220], [120, 236], [110, 276], [96, 190], [80, 160], [90, 228, 1], [50, 186], [24, 206], [30, 160], [40, 120], [70, 206, 1], [140, 242, 1], [16, 146], [104, 130], [96, 96], [190, 190], [180, 240, 1], [60, 170], [130, 262], [100, 110, 1]]);
  },
  'plum-chaff-2': (s) => {
    kasumi(s, -10, 30, 120, C.ink);
    kasumi(s, 120, 60, 90);
    ground(s, 300, 292, C.ink, C.red);
    plumBranch(s, PLUM_C.trunk, PLUM_C.twigs, [[110, 300], [120, 270], [70, 262], [50, 236], [140, 240], [180, 226], [150, 200], [110, 180], [90, 144], [130, 150], [164, 130], [140, 70], [124, 104], [96, 90], [60, 250, 1], [164, 232, 1], [148, 88, 1], [160, 40], [76, 190], [40, 280], [100, 160, 1], [170, 170]]);
  },

  // 3 — Cherry
  'cherry-curtain': (s) => {
    defCherry(s);
    kasumi(s, -10, 20, 80);
    branch(s, 'M60 4C80 60 120 70 150 110M100 54C130 40 160 50 205 30M120 74C90 100 70 120 56 156M150 110C170 120 180 140 196 150', 4, C.bark);
    cherryCluster(s, 150, 110, 7, 31);
    cherryCluster(s, 184, 40, 6, 32);
    cherryCluster(s, 60, 146, 6, 33);
    cherryCluster(s, 106, 70, 6, 34);
    cherryCluster(s, 190, 150, 4, 39);
    cherryCluster(s, 112, 140, 4, 40);
    cherryCluster(s, 30, 100, 4, 41);
    curtain(s, 164, 330, 'cb');
  },
  'cherry-ribbon': (s) => {
    defCherry(s);
    kasumi(s, 70, 20, 140, C.ink);
    kasumi(s, -10, 150, 90);
    branch(s, 'M-5 240C40 230 70 260 120 250C150 244 170 220 205 230M60 250C70 280 100 290 130 300M150 240C160 200 180 190 200 180', 4, C.bark);
    cherryCluster(s, 40, 236, 7, 35);
    cherryCluster(s, 120, 252, 7, 36);
    cherryCluster(s, 180, 226, 6, 37);
    cherryCluster(s, 120, 296, 6, 38);
    cherryCluster(s, 190, 176, 5, 51);
    cherryCluster(s, 40, 290, 5, 52);
    cherryCluster(s, 30, 80, 4, 57);
    ribbon(s, ribbonAt(112, 40, -6), 'red', 170, POEMS.miyoshino);
  },
  'cherry-chaff-1': (s) => {
    defCherry(s);
    kasumi(s, 40, 224, 170);
    kasumi(s, -10, 24, 120, C.ink);
    branch(s, 'M205 60C160 80 140 120 110 140C80 160 60 190 30 200M140 110C150 150 170 170 180 190M110 140C110 100 90 80 80 60', 4, C.bark);
    cherryCluster(s, 170, 70, 7, 41);
    cherryCluster(s, 116, 136, 8, 42);
    cherryCluster(s, 40, 196, 7, 43);
    cherryCluster(s, 176, 186, 6, 44);
    cherryCluster(s, 100, 284, 8, 45);
    cherryCluster(s, 80, 62, 6, 53);
    cherryCluster(s, 170, 290, 5, 54);
    cherryCluster(s, 30, 270, 5, 58);
    cherryCluster(s, 30, 120, 4, 59);
  },
  'cherry-chaff-2': (s) => {
    defCherry(s);
    kasumi(s, -10, 120, 150);
    kasumi(s, 80, 236, 130, C.ink);
    branch(s, 'M-5 260C40 250 70 220 100 200C130 180 150 150 170 110M100 200C110 240 140 260 160 280M150 160C176 170 190 190 205 200', 4, C.bark);
    cherryCluster(s, 170, 106, 7, 46);
    cherryCluster(s, 100, 200, 8, 47);
    cherryCluster(s, 40, 250, 7, 48);
    cherryCluster(s, 160, 280, 7, 49);
    cherryCluster(s, 120, 50, 6, 50);
    cherryCluster(s, 186, 196, 5, 55);
    cherryCluster(s, 70, 300, 5, 56);
    cherryCluster(s, 40, 40, 5, 60);
  },

  // 4 — Wisteria
  'wisteria-cuckoo': (s) => {
    ground(s, 290, 280, C.ink, C.red);
    crescent(s, 160, 196, 28);
    wisteriaTop(s, [[52, 1.5], [80, 1.9], [110, 1.6], [140, 1.8], [170, 1.4], [196, 1.7]], [66, 100, 130, 160, 186]);
    cuckoo(s, { x: 92, y: 252, s: 1.45, r: -14 });
  },
  'wisteria-ribbon': (s) => {
    ground(s, 290, 296, C.ink, C.red);
    wisteriaTop(s, [[50, 1.6], [76, 1.9], [100, 2.1], [160, 2.2], [186, 1.8]], [64, 94, 150, 176]);
    ribbon(s, ribbonAt(128, 54, 10), 'red', 176);
    s.use('wr', { x: 134, y: 14, s: 1.2 });
  },
  'wisteria-chaff-1': (s) => {
    kasumi(s, 90, 234, 120);
    ground(s, 284, 276, C.ink, C.red);
    wisteriaTop(s, [[50, 2], [74, 2.4], [98, 2.2], [122, 2.6], [146, 2.3], [170, 2.5], [194, 2.1]], [62, 88, 112, 136, 160, 184]);
  },
  'wisteria-chaff-2': (s) => {
    kasumi(s, -10, 234, 120);
    ground(s, 276, 290, C.red, C.gold);
    wisteriaTop(s, [[56, 2.4], [82, 2], [108, 2.6], [134, 2.1], [160, 2.5], [188, 2.2]], [70, 96, 122, 148, 176]);
  },

  // 5 — Iris
  'iris-bridge': (s) => {
    stream(s, 250);
    irisClump(s, 110, 206, 150, [[70, 92, 1.4], [118, 64, 1.5], [162, 104, 1.3]]);
    bridgeRun(s, [-5, 232], [120, 192], 22);
    bridgeRun(s, [110, 198], [205, 248], 22, 4);
    irisClump(s, 70, 330, 80, [[40, 280, 1.2], [104, 288, 1.3]]);
  },
  'iris-ribbon': (s) => {
    stream(s, 290);
    irisClump(s, 110, 310, 200, [[50, 176, 1.5], [120, 144, 1.5], [170, 196, 1.4], [80, 230, 1.2]]);
    ribbon(s, ribbonAt(98, 40, -8), 'red', 150);
  },
  'iris-chaff-1': (s) => {
    stream(s, 276);
    kasumi(s, 90, 24, 120);
    irisClump(s, 100, 296, 220, [[50, 132, 1.5], [110, 96, 1.6], [160, 148, 1.5], [80, 200, 1.3], [150, 220, 1.2]]);
  },
  'iris-chaff-2': (s) => {
    kasumi(s, -10, 30, 130, C.ink);
    ground(s, 296, 288, C.ink, C.gold);
    irisClump(s, 96, 310, 210, [[54, 166, 1.5], [142, 120, 1.6], [110, 214, 1.4], [170, 200, 1.3], [40, 240, 1.2]]);
  },

  // 6 — Peony
  'peony-butterflies': (s) => {
    defButterfly(s);
    peonyPlant(s, 104, 226, 1.75, [[56, 296, -40, 1.6], [152, 300, 40, 1.6], [104, 316, 0, 1.6], [26, 226, -80, 1.4], [182, 222, 80, 1.4], [40, 270, -60, 1.3], [166, 270, 60, 1.3]]);
    s.use('bf', { x: 80, y: 110, r: -25, s: 1.6 }, { fill: C.blue });
    s.use('bf', { x: 150, y: 66, r: 20, s: 1.4 }, { fill: C.gold });
  },
  'peony-ribbon': (s) => {
    peonyPlant(s, 104, 250, 1.6, [[52, 306, -40, 1.6], [156, 310, 40, 1.6], [26, 236, -80, 1.4], [184, 232, 80, 1.4], [104, 320, 0, 1.6]]);
    s.use('pf', { x: 40, y: 170, s: 0.9 });
    s.use('pl', { x: 30, y: 196, r: -40, s: 1.1 });
    ribbon(s, ribbonAt(110, 34, 6), 'blue', 168);
  },
  'peony-chaff-1': (s) => {
    kasumi(s, 80, 30, 130, C.ink);
    peonyPlant(s, 100, 168, 1.9, [[50, 250, -40, 1.7], [150, 254, 40, 1.7], [100, 296, 0, 1.9], [26, 170, -90, 1.4], [176, 160, 90, 1.4], [30, 300, -40, 1.5], [172, 300, 40, 1.5]]);
    s.use('pf', { x: 164, y: 80, s: 0.8 });
  },
  'peony-chaff-2': (s) => {
    kasumi(s, -10, 290, 140);
    peonyPlant(s, 118, 150, 1.6, [[66, 230, -40, 1.7], [164, 220, 50, 1.6], [112, 262, 10, 1.8], [30, 150, -70, 1.3], [180, 120, 70, 1.3], [150, 60, 20, 1.2]]);
    s.use('pf', { x: 60, y: 100, s: 1.1 });
    s.use('pf', { x: 70, y: 240, s: 0.8 });
  },

  // 7 — Bush clover
  'clover-boar': (s) => {
    ground(s, 262, 250, C.ink, C.red);
    cloverSprays(s, [
      { p0: [56, 4], p1: [140, 20], p2: [180, 80], p3: [186, 180] },
      { p0: [80, 4], p1: [120, 60], p2: [140, 100], p3: [130, 170] },
      { p0: [205, 40], p1: [150, 60], p2: [90, 110], p3: [70, 200] },
      { p0: [-5, 60], p1: [40, 80], p2: [50, 130], p3: [30, 200] },
      { p0: [205, 130], p1: [180, 150], p2: [176, 190], p3: [184, 230] },
    ], 71);
    boar(s, { x: 104, y: 296, s: 1.45 });
  },
  'clover-ribbon': (s) => {
    ground(s, 290, 270, C.ink, C.red);
    cloverSprays(s, [
      { p0: [205, 20], p1: [120, 40], p2: [60, 120], p3: [40, 240] },
      { p0: [205, 120], p1: [160, 150], p2: [140, 220], p3: [150, 280] },
      { p0: [-5, 40], p1: [30, 60], p2: [40, 110], p3: [30, 170] },
      { p0: [205, 70], p1: [170, 90], p2: [170, 140], p3: [180, 200] },
      { p0: [40, -5], p1: [70, 40], p2: [90, 90], p3: [80, 140] },
    ], 72);
    ribbon(s, ribbonAt(118, 60, 10), 'red', 160);
  },
  'clover-chaff-1': (s) => {
    ground(s, 270, 296, C.ink, C.red);
    cloverSprays(s, [
      { p0: [205, 10], p1: [100, 30], p2: [40, 120], p3: [30, 250] },
      { p0: [205, 80], p1: [140, 120], p2: [110, 200], p3: [120, 270] },
      { p0: [150, 4], p1: [110, 60], p2: [100, 120], p3: [80, 190] },
      { p0: [205, 160], p1: [180, 180], p2: [170, 220], p3: [176, 260] },
      { p0: [40, -5], p1: [20, 40], p2: [20, 90], p3: [-5, 140] },
      { p0: [100, -5], p1: [170, 60], p2: [186, 100], p3: [200, 150] },
      { p0: [-5, 250], p1: [40, 230], p2: [60, 250], p3: [70, 280] },
    ], 73);
  },
  'clover-chaff-2': (s) => {
    kasumi(s, 60, 30, 150, C.ink);
    ground(s, 296, 270, C.red, C.gold);
    cloverSprays(s, [
      { p0: [-5, 110], p1: [80, 100], p2: [150, 170], p3: [170, 270] },
      { p0: [-5, 190], p1: [50, 190], p2: [90, 240], p3: [90, 290] },
      { p0: [205, 90], p1: [170, 110], p2: [150, 160], p3: [150, 230] },
      { p0: [60, 64], p1: [80, 100], p2: [70, 170], p3: [40, 230] },
      { p0: [205, 20], p1: [150, 10], p2: [120, 50], p3: [110, 110] },
      { p0: [205, 170], p1: [190, 200], p2: [186, 240], p3: [196, 280] },
      { p0: [-5, 40], p1: [20, 30], p2: [40, 60], p3: [30, 100] },
    ], 74);
  },

  // 8 — Susuki grass
  'pampas-moon': (s) => {
    fullMoon(s, 104, 128, 66);
    susukiHill(s, 186, 81, 40);
    return C.red;
  },
  'pampas-geese': (s) => {
    defGoose(s);
    susukiHill(s, 220, 82, 40, 130);
    s.use('gs', { x: 112, y: 78, s: 0.95, r: 6 });
    s.use('gs', { x: 96, y: 140, s: 1.15, r: 6 });
    s.use('gs', { x: 160, y: 176, s: 0.9, r: 6 });
    return C.red;
  },
  'pampas-chaff-1': (s) => {
    kasumi(s, 70, 30, 140);
    kasumi(s, -10, 74, 110, C.ink);
    susukiPlumes(s, [[60, 160, 80, -18], [110, 150, 100, 14], [160, 160, 70, 22]], C.ochre, '#b38a3e');
    susukiHill(s, 130, 83, 44);
  },
  'pampas-chaff-2': (s) => {
    s.add(el('rect', { x: 0, y: 0, width: 200, height: 120, fill: C.red }));
    kasumi(s, 90, 30, 120, C.ink);
    susukiPlumes(s, [[80, 130, 70, -20], [140, 150, 90, 16], [40, 140, 60, -10]]);
    susukiHill(s, 112, 84, 44, 120);
  },

  // 9 — Chrysanthemum
  'chrysanthemum-sake-cup': (s) => {
    kasumi(s, -10, 24, 70, C.ink);
    chrysanthemums(
      s,
      [[96, 64, 1.5, 'kf'], [160, 100, 1.25, 'kr'], [34, 292, 1.2, 'kr'], [166, 294, 1.3, 'kf'], [100, 304, 1, 'kf'], [36, 120, 1, 'kr']],
      [[74, 104, -30], [124, 96, 30], [180, 136, 50], [64, 300, -50], [134, 300, 40], [30, 150, -30]],
      'M96 64C86 120 100 150 96 160M160 100C150 130 130 150 120 160M36 120C50 140 60 150 70 160',
    );
    sakeCup(s, { x: 100, y: 196, s: 1.3 });
  },
  'chrysanthemum-ribbon': (s) => {
    kasumi(s, 110, 130, 90);
    chrysanthemums(
      s,
      [[50, 214, 1.4, 'kf'], [150, 236, 1.35, 'kr'], [100, 284, 1.3, 'kf'], [164, 170, 1, 'kf'], [40, 298, 1, 'kr'], [170, 300, 1.1, 'kf']],
      [[30, 262, -40], [176, 280, 40], [104, 240, 0], [172, 208, 30], [70, 250, -20], [130, 300, 20]],
      'M50 214C70 280 80 300 90 330M150 236C130 290 120 310 110 330M164 170C160 220 150 240 150 250',
    );
    ribbon(s, ribbonAt(96, 36, -10), 'blue', 160);
  },
  'chrysanthemum-chaff-1': (s) => {
    kasumi(s, 70, 30, 140);
    kasumi(s, -10, 62, 80, C.ink);
    chrysanthemums(
      s,
      [[70, 136, 1.5, 'kf'], [144, 176, 1.35, 'kr'], [96, 240, 1.45, 'kf'], [160, 270, 1.1, 'kf'], [30, 220, 1.1, 'kr'], [160, 110, 1, 'kf'], [40, 296, 1, 'kf']],
      [[40, 190, -50], [176, 226, 50], [66, 286, -30], [130, 292, 30], [110, 180, 0], [120, 130, 20]],
      'M70 136C80 220 100 260 100 330M144 176C130 240 110 280 104 330M96 240V330M160 270C150 300 130 320 120 330',
    );
  },
  'chrysanthemum-chaff-2': (s) => {
    kasumi(s, -10, 276, 150);
    kasumi(s, 100, 24, 110, C.ink);
    chrysanthemums(
      s,
      [[136, 104, 1.5, 'kr'], [62, 158, 1.35, 'kf'], [142, 204, 1.3, 'kf'], [70, 240, 1.05, 'kr'], [40, 90, 1.1, 'kf'], [176, 260, 1, 'kr']],
      [[100, 166, 10], [36, 214, -40], [174, 250, 40], [110, 254, 0], [80, 110, -20], [170, 150, 30]],
      'M136 104C120 200 110 260 100 330M62 158C80 220 90 260 100 330M142 204C130 260 110 300 104 330M70 240C80 280 90 300 100 330',
    );
  },

  // 10 — Maple
  'maple-deer': (s) => {
    ground(s, 300, 290, C.ink, C.red);
    mapleBranches(s, 'M60 4C90 40 140 50 205 40M110 40C120 80 150 100 190 110M90 26C70 60 70 90 80 120M150 100C140 130 150 150 160 160M-5 60C20 70 40 70 60 60', [
      [100, 40, -20],
      [140, 54, 10, C.vermilion],
      [182, 38, 20],
      [190, 110, 30, C.vermilion],
      [150, 96, -10],
      [80, 120, 0],
      [66, 80, -30, C.gold],
      [124, 80, 15, C.gold],
      [160, 160, 10],
      [30, 70, -20, C.vermilion, 1.3],
      [20, 40, 10],
      [50, 30, 30, C.gold, 1.2],
    ]);
    deer(s, { x: 96, y: 298, s: 1.2 });
  },
  'maple-ribbon': (s) => {
    kasumi(s, 70, 24, 140, C.ink);
    mapleBranches(s, 'M-5 250C40 240 90 260 130 250C160 242 180 220 205 230M90 260C100 290 130 300 160 300M40 244C50 220 40 200 30 180M160 240C170 200 180 170 200 150', [
      [30, 244, -20],
      [70, 254, 10, C.vermilion],
      [130, 250, 20],
      [180, 226, -10, C.gold],
      [160, 300, 30],
      [110, 290, -20, C.vermilion],
      [40, 294, 0, C.gold],
      [30, 180, 10],
      [176, 272, -20],
      [196, 150, 20, C.vermilion],
      [170, 190, -10],
      [40, 130, 20, C.red, 1.3],
    ]);
    ribbon(s, ribbonAt(104, 40, -6), 'blue', 170);
  },
  'maple-chaff-1': (s) => {
    kasumi(s, 80, 30, 130, C.ink);
    mapleBranches(s, 'M205 80C150 100 120 150 100 190C80 230 40 250-5 260M110 170C140 200 160 230 170 270M90 210C60 200 40 180 30 150M140 120C120 90 90 80 60 70', [
      [170, 96, 10],
      [130, 130, -10, C.vermilion],
      [100, 190, 20],
      [170, 270, 30, C.gold],
      [150, 230, -30],
      [30, 150, -20, C.vermilion],
      [60, 196, 0],
      [40, 254, 20, C.gold],
      [110, 280, 0],
      [180, 170, 20, C.red, 1.3],
      [60, 70, -10, C.red],
      [96, 84, 20, C.gold],
      [20, 300, 0, C.vermilion],
      [140, 300, -20],
    ]);
  },
  'maple-chaff-2': (s) => {
    kasumi(s, -10, 270, 140);
    kasumi(s, 110, 300, 100, C.ink);
    mapleBranches(s, 'M-5 100C60 110 100 150 120 200C140 250 170 270 205 280M60 114C70 80 100 60 130 50M120 200C90 230 70 250 60 290M100 150C130 140 160 130 190 110', [
      [40, 104, -10],
      [90, 136, 20, C.gold],
      [130, 50, 10],
      [100, 66, -20, C.vermilion],
      [120, 200, 0],
      [170, 262, 30, C.vermilion],
      [60, 290, -10],
      [84, 246, 20],
      [156, 160, 0, C.gold],
      [170, 60, 20, C.red, 1.3],
      [190, 110, 10],
      [150, 130, -20, C.vermilion],
      [20, 160, 20, C.gold],
      [30, 220, -10],
    ]);
  },

  // 11 — Willow
  'willow-rain-man': (s) => {
    rain(s, 111, C.white, 30, 0.5);
    willow(s, ['M200 40C170 60 164 110 170 190', 'M150 6C120 30 90 40 70 70'], ['M200 10C150 20 130 80 140 170', 'M180 8C150 40 120 70 112 120']);
    stream(s, 280);
    swallow(s, { x: 40, y: 56, s: 1.2, r: -20 });
    rainMan(s, { x: 96, y: 180, s: 1.05 });
    frog(s, { x: 30, y: 262, s: 0.9, r: -10 });
    return C.storm;
  },
  'willow-swallow': (s) => {
    ground(s, 294, 284, C.ink, C.red);
    willow(
      s,
      ['M76 4C90 70 84 150 70 250', 'M150 4C166 60 172 140 164 230', 'M110 4C120 50 122 100 116 150', 'M196 4C204 40 204 90 198 140'],
      ['M60 4C70 60 60 140 50 240', 'M92 4C112 70 104 160 90 260', 'M132 4C152 60 160 130 150 210', 'M172 4C192 50 192 110 182 170', 'M36 4C36 50 28 90 18 140', 'M14 4C18 60 14 120 4 200', 'M196 60C206 120 200 180 190 230', 'M118 180C126 220 124 250 116 280'],
    );
    swallow(s, { x: 116, y: 150, s: 1.7, r: -20 });
  },
  'willow-ribbon': (s) => {
    ground(s, 286, 298, C.ink, C.gold);
    willow(
      s,
      ['M76 4C90 70 84 150 70 250', 'M140 4C160 60 170 140 160 240', 'M112 4C126 70 130 140 124 200', 'M196 4C204 40 204 90 198 160'],
      ['M60 4C70 60 60 140 50 260', 'M92 4C112 70 112 180 100 300', 'M160 4C180 60 190 130 180 220', 'M36 4C36 50 28 120 18 180', 'M186 4C198 60 196 120 190 150', 'M14 4C18 70 12 140 6 220', 'M136 200C146 240 144 270 136 290'],
    );
    ribbon(s, ribbonAt(126, 50, -8), 'red', 160);
  },
  'willow-lightning': (s) => {
    rain(s, 114, '#777', 26, 0.8);
    willowStrands(s, ['M110 180C126 230 130 270 122 330', 'M150 180C170 220 176 270 170 330', 'M186 180C198 220 200 260 196 300'], '#3d6b33', '3 9');
    thunderStorm(s);
    return C.ink;
  },

  // 12 — Paulownia
  'paulownia-phoenix': (s) => {
    defPaulownia(s);
    ground(s, 284, 270, C.kiri);
    phoenix(s);
    paulowniaFlowers(s, 46, 262, 0.85);
    paulowniaLeaves(s, [[30, 336, -20, 1], [90, 344, 10, 1.1], [160, 336, 30, 0.9]]);
    return C.red;
  },
  'paulownia-chaff-1': (s) => {
    defPaulownia(s);
    kasumi(s, 90, 24, 120);
    paulowniaFlowers(s, 104, 176, 1.5);
    paulowniaLeaves(s, [[40, 300, -30, 1.2], [160, 300, 30, 1.2], [100, 334, 0, 1.4], [20, 230, -60, 0.9], [184, 226, 60, 0.9]]);
    return C.kiri;
  },
  'paulownia-chaff-2': (s) => {
    defPaulownia(s);
    kasumi(s, -10, 40, 120, C.ink);
    paulowniaFlowers(s, 112, 160, 1.45);
    paulowniaLeaves(s, [[44, 270, -20, 1.2], [150, 296, 20, 1.3], [80, 336, 0, 1.3], [190, 220, 50, 0.9]]);
    return C.kiri;
  },
  'paulownia-chaff-yellow': (s) => {
    defPaulownia(s);
    paulowniaFlowers(s, 104, 150, 1.4);
    paulowniaLeaves(s, [[46, 236, -30, 1.1], [156, 236, 30, 1.1], [100, 252, 0, 1.2]]);
    // The bright yellow band at the foot that gives the card its name (irofuda, "coloured card").
    s.add(path('M-5 226C60 214 140 238 205 226V330H-5Z', { fill: '#f7d518', stroke: C.ink, 'stroke-width': 2.6 }));
    s.add(line('M20 262h50M120 268h60M50 292h100', C.ochre, 3));
    return C.kiri;
  },
};

// ---------------------------------------------------------------------------------------
// Card back: plain black like real hanafuda, with a thin red frame and a small crest so a
// face-down card still reads as "a card" on the dark site theme.

function drawBack(): string {
  const s = new Scene();
  defCherry(s);
  s.add(
    el('rect', { x: 16, y: 16, width: 168, height: 288, rx: 6, fill: 'none', stroke: C.redDark, 'stroke-width': 3 }),
    circle(100, 160, 30, { fill: 'none', stroke: C.redDark, 'stroke-width': 3 }),
  );
  s.use('cb', { x: 100, y: 160, s: 1.6 }, { opacity: 0.9 });
  return svgDocument('Face-down card', s, '#231f1c');
}

/** Every file of the deck art: name (e.g. "pine-crane.svg") → SVG text. Pure, no I/O. */
export function renderDeck(): Map<string, string> {
  const files = new Map<string, string>();
  for (const card of CARDS) {
    const s = new Scene();
    const bg = DRAW[card.id](s);
    const art: CardArt = bg ? { scene: s, bg } : { scene: s };
    files.set(`${card.id}.svg`, cardDocument(cardLabel(card), art));
  }
  files.set('back.svg', drawBack());
  return files;
}

function main(): void {
  mkdirSync(OUT_DIR, { recursive: true });
  const files = renderDeck();
  for (const [name, svg] of files) writeFileSync(join(OUT_DIR, name), svg);
  console.log(`Wrote ${files.size} files (48 card faces and back.svg) to ${OUT_DIR}`);
}

// Run only as a script, so tests can import renderDeck() without writing files.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
