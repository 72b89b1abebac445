import { threeSeatChance } from '../src/engine/ai/game-context-three';
const m = { spread: 13.6, noScore: 0, gain: 10.3 };
for (let rep = 0; rep < 2; rep++) for (const after of [11, 10, 5, 1]) {
  const t0 = performance.now();
  threeSeatChance({ model: { ...m, noScore: rep * 1e-9 }, target: null, zeroSum: false }, after);
  console.log(after, (performance.now() - t0).toFixed(1));
}
