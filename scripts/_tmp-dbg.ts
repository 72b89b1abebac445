import { winChanceBySeat, type GameContext, type RoundModel, contextAt } from '../src/engine/ai/game-context';
import { buildRuleSet, PRESET_IDS } from '../src/engine';
import { bySeatOf } from '../src/engine/round/seats';
const BIG: RoundModel = { spread: 12, noScore: 0.03, gain: 8 };
const ctx = (model: RoundModel, target: number | null, zeroSum: boolean, roundsAfter: number | null, own: number, b: number, c: number): GameContext => ({ lead: 0, roundsAfter, own, opponent: Math.max(b, c), others: [b, c], target, zeroSum, model });
for (const [target, zeroSum, after] of [[null, false, 6], [30, true, 4], [40, false, 5]] as const) {
  const w = winChanceBySeat(ctx(BIG, target, zeroSum, after, 5, 8, 2));
  for (let g = 0; g < 40; g++) {
    if (w([0, g + 1, 0]) > w([0, g, 0]) + 1e-12) console.log('b', target, zeroSum, after, g, w([0, g, 0]), w([0, g + 1, 0]));
    if (w([0, 0, g + 1]) > w([0, 0, g]) + 1e-12) console.log('c', target, zeroSum, after, g, w([0, 0, g]), w([0, 0, g + 1]));
  }
}
for (const preset of PRESET_IDS) {
  const r = buildRuleSet(preset, { players: 3 }); if (!r.ok) throw 0;
  const t0 = performance.now();
  for (let round = 1; round <= 12; round++) winChanceBySeat(contextAt(r.value.options, round, bySeatOf([round, -round, 0])!, 0)!)([3, 0, 0]);
  console.log(preset, (performance.now() - t0).toFixed(0), 'ms');
}
