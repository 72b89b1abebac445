/**
 * Whether a finished game's totals are legal under its rules, worked out from the rounds it
 * recorded rather than asked of the engine's own bookkeeping: the arena's `--check` runs it on
 * every game it plays.
 */
import { roundLimit } from '../src/engine/rules/options';
import type { GameState } from '../src/engine/round';

/** What is wrong with the finished `game`'s totals, rounds and winner; empty when nothing is. */
export function totalsProblems(game: GameState): string[] {
  const o = game.rules.options;
  const problems: string[] = [];
  if (game.status !== 'finished') return ['the game did not finish'];
  const sums: [number, number] = [0, 0];
  const rounds = game.history.filter((r) => r.result.end !== 'misdeal');
  if (game.history[0]?.round !== 1) problems.push(`the first round recorded is ${String(game.history[0]?.round)}`);
  game.history.forEach((r, i) => {
    const [a, b] = r.result.points;
    const at = `round ${r.round}${r.result.end === 'misdeal' ? ' (misdeal)' : ''}`;
    if (r.result.end === 'misdeal') {
      if (a !== 0 || b !== 0) problems.push(`${at} scored ${a}:${b}`);
    } else if (o.zeroSum) {
      if (a + b !== 0) problems.push(`${at}: zero-sum points ${a}:${b} do not cancel`);
    } else if (a < 0 || b < 0 || (a > 0 && b > 0)) {
      problems.push(`${at}: points ${a}:${b} (one side at most gains, nobody loses)`);
    }
    // The winner alone gains; a round without a winner pays only the dealer's privilege.
    if (r.result.winner !== null && r.result.points[r.result.winner] < 0) problems.push(`${at}: its winner lost points`);
    if (r.result.winner === null && (a !== 0 || b !== 0) && !r.result.dealerPrivilege) problems.push(`${at}: nobody won, yet ${a}:${b}`);
    sums[0] += a;
    sums[1] += b;
    if (r.totals[0] !== sums[0] || r.totals[1] !== sums[1]) problems.push(`${at}: running totals ${r.totals.join(':')}, the rounds add up to ${sums.join(':')}`);
    if (i > 0 && r.round !== game.history[i - 1]!.round + (game.history[i - 1]!.result.end === 'misdeal' ? 0 : 1)) {
      problems.push(`${at} follows round ${game.history[i - 1]!.round}`);
    }
  });
  if (game.totals[0] !== sums[0] || game.totals[1] !== sums[1]) problems.push(`totals ${game.totals.join(':')}, the rounds add up to ${sums.join(':')}`);

  // The game ends after the first round where a total reaches the target or the rounds run out.
  const limit = roundLimit(o);
  const over = (played: number, totals: readonly number[]) =>
    (o.targetScore !== null && totals.some((t) => t >= o.targetScore!)) || (limit !== null && played >= limit);
  rounds.forEach((r, i) => {
    const last = i === rounds.length - 1;
    if (over(i + 1, r.totals) !== last) problems.push(last ? `ended after round ${r.round} with nothing to end it` : `played on after round ${r.round} ended the game`);
  });
  if (limit !== null && rounds.length > limit) problems.push(`${rounds.length} rounds played, ${limit} allowed`);

  const [t0, t1] = game.totals;
  const leader = t0 > t1 ? 0 : t1 > t0 ? 1 : null;
  if (game.winner !== leader) problems.push(`winner ${String(game.winner)} with totals ${t0}:${t1}`);
  return problems;
}
