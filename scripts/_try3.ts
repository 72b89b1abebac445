import { buildRuleSet } from '../src/engine';
import { chooseAction, gameContext } from '../src/engine/ai';
import { createGame, playGame, playerView } from '../src/engine/round';
import { evaluateDecision, reviewRound, historyContext, decisionSeed } from '../src/engine/coach';
import { hashSeed } from '../src/engine/random';
const r = buildRuleSet('beginners-guide', { players: 3, rounds: 2 });
if (!r.ok) throw new Error('rules');
const seed = 5;
let n = 0;
const game = playGame(createGame({ rules: r.value, seed, explain: false }), (g, p, move) => {
  const view = playerView(g.current, p);
  const ctx = gameContext(g, p);
  const a = chooseAction(view, 'intermediate', hashSeed(seed, move), ctx).action;
  if (p === 0 && n++ < 3) {
    const t = performance.now();
    const v = evaluateDecision(view, { seed: decisionSeed(seed, view), context: ctx });
    console.log(v.kind, v.scale, (performance.now() - t).toFixed(0), 'ms', v.values.map((x) => `${x.points.toFixed(2)}/${x.win?.toFixed(3)}/${x.seatScores.map((s) => s.toFixed(2)).join(',')}`).join(' | '));
  }
  return a;
});
console.log('history', game.history.length, game.history.map((h) => h.totals));
for (const player of [0, 1, 2] as const) {
  const t = performance.now();
  const rev = reviewRound(game.history[0]!, game.rules, player, { seed, context: historyContext(game, 0, player) });
  if (!rev.ok) throw new Error(JSON.stringify(rev.error));
  console.log('review', player, rev.value.decisions.length, (performance.now() - t).toFixed(0), 'ms', rev.value.decisions.map((d) => d.grade).join(','), rev.value.summary.accuracy?.toFixed(1));
  for (const d of rev.value.decisions) if (d.reason) console.log('  ', JSON.stringify(d.reason).slice(0, 300));
}
