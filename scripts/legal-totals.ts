/**
 * Whether a finished game's totals are legal under its rules, worked out from the rounds it
 * recorded rather than asked of the engine's own bookkeeping: the arena's `--check` runs it on
 * every game it plays, with two seats or three.
 */
import { roundLimit } from '../src/engine/rules/options';
import type { GameState } from '../src/engine/round';

/** What is wrong with the finished `game`'s totals, rounds and winner; empty when nothing is. */
export function totalsProblems(game: GameState): string[] {
  const o = game.rules.options;
  const problems: string[] = [];
  if (game.status !== 'finished') return ['the game did not finish'];
  const seats = game.totals.length;
  if (seats !== o.players) problems.push(`${seats} totals for ${o.players} players`);
  const sums = Array.from({ length: seats }, () => 0);
  const rounds = game.history.filter((r) => r.result.end !== 'misdeal');
  if (game.history[0]?.round !== 1) problems.push(`the first round recorded is ${String(game.history[0]?.round)}`);
  game.history.forEach((r, i) => {
    const points = [...r.result.points];
    const shown = points.join(':');
    const at = `round ${r.round}${r.result.end === 'misdeal' ? ' (misdeal)' : ''}`;
    const gainers = points.filter((x) => x > 0);
    if (points.length !== seats) problems.push(`${at}: ${points.length} scores for ${seats} seats`);
    if (r.result.end === 'misdeal') {
      if (points.some((x) => x !== 0)) problems.push(`${at} scored ${shown}`);
    } else if (o.zeroSum) {
      if (points.reduce((x, y) => x + y, 0) !== 0) problems.push(`${at}: zero-sum points ${shown} do not cancel`);
      // Only one seat gains; each other seat pays it the same (it gains that once per other seat).
      else if (seats === 3 && gainers.length === 1 && !points.every((x) => x > 0 || x === -gainers[0]! / 2)) {
        problems.push(`${at}: zero-sum points ${shown} (each other seat pays the scorer the same)`);
      }
      if (gainers.length > 1) problems.push(`${at}: zero-sum points ${shown} (one seat at most gains)`);
    } else if (points.some((x) => x < 0) || gainers.length > 1) {
      problems.push(`${at}: points ${shown} (one side at most gains, nobody loses)`);
    }
    // The winner alone gains; a round without a winner pays only the dealer's privilege.
    if (r.result.winner !== null && points[r.result.winner]! < 0) problems.push(`${at}: its winner lost points`);
    if (r.result.winner === null && points.some((x) => x !== 0) && !r.result.dealerPrivilege) problems.push(`${at}: nobody won, yet ${shown}`);
    points.forEach((x, p) => (sums[p]! += x));
    if (r.totals.some((t, p) => t !== sums[p])) problems.push(`${at}: running totals ${r.totals.join(':')}, the rounds add up to ${sums.join(':')}`);
    if (i > 0 && r.round !== game.history[i - 1]!.round + (game.history[i - 1]!.result.end === 'misdeal' ? 0 : 1)) {
      problems.push(`${at} follows round ${game.history[i - 1]!.round}`);
    }
  });
  if (game.totals.some((t, p) => t !== sums[p])) problems.push(`totals ${game.totals.join(':')}, the rounds add up to ${sums.join(':')}`);

  // The game ends after the first round where a total reaches the target or the rounds run out.
  const limit = roundLimit(o);
  const over = (played: number, totals: readonly number[]) =>
    (o.targetScore !== null && totals.some((t) => t >= o.targetScore!)) || (limit !== null && played >= limit);
  rounds.forEach((r, i) => {
    const last = i === rounds.length - 1;
    if (over(i + 1, r.totals) !== last) problems.push(last ? `ended after round ${r.round} with nothing to end it` : `played on after round ${r.round} ended the game`);
  });
  if (limit !== null && rounds.length > limit) problems.push(`${rounds.length} rounds played, ${limit} allowed`);

  // The winner: the one seat with the highest total; nobody when the highest is shared.
  const top = Math.max(...game.totals);
  const leaders = [...game.totals.keys()].filter((p) => game.totals[p] === top);
  const leader = leaders.length === 1 ? leaders[0]! : null;
  if (game.winner !== leader) problems.push(`winner ${String(game.winner)} with totals ${game.totals.join(':')}`);
  return problems;
}
