/**
 * What a scoring round gains, as the game models read it (game-context.ts for two seats,
 * game-context-three.ts for three): 1 + a geometric number of points with the measured mean.
 */
import type { RoundModel } from './round-model';

/** Gains of a scoring round and their probabilities (1 + geometric with the model's mean), the tail beyond `cap` folded into `cap`. */
export function gainDistribution(model: RoundModel, cap: number): { x: number[]; p: number[] } {
  const m = Math.max(0, model.gain - 1);
  const rho = m / (1 + m);
  const x: number[] = [];
  const p: number[] = [];
  let left = 1;
  let q = 1 - rho;
  for (let g = 1; g <= cap && left > 1e-6; g++) {
    const pg = g === cap ? left : q;
    x.push(g);
    p.push(pg);
    left -= pg;
    q *= rho;
  }
  if (left > 1e-6) p[p.length - 1]! += left;
  return { x, p };
}
