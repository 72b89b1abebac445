/**
 * English for the coach in the practice game: the hint (its move, why, and how much better it
 * is than the next best), the koi-koi odds panel and the controls around them. Templates are
 * whole sentences keyed by id (src/words/format.ts fills them); the numbers are written here,
 * always as figures with words beside them ("35 % (about 1 in 3)"), never by colour alone.
 *
 * Loaded with the hint and the odds panel, not with the table (whose few words of its own are
 * in table-words.ts); the hint's sentences about cards are built in hint.ts.
 */
import { fill, type TemplateParams } from '../../words/format';
import { POINTS, countOf, pluralForm } from '../../words/plural';

export const COACH_WORDS = {
  // The hint's panel (the button's words are in table-words.ts).
  'hint.tag': 'Hint',
  'hint.move': '{Move}: {why}.',
  'hint.move.plain': '{Move}.',
  'hint.only': 'It is the only legal move.',
  'hint.next.points': 'Next best: {runnerUp}, {diff} {pointWord} fewer on average ({next} against {best} for the round).',
  'hint.next.win': 'Next best: {runnerUp}, {diff} less likely to win the game ({next} against {best}; {nextPoints} against {bestPoints} points for the round on average).',
  'hint.level.points': 'About as good: {runnerUp} ({next} against {best} points for the round on average).',
  'hint.level.win': 'About as good: {runnerUp} ({next} against {best} chance of winning the game).',
  'hint.ranked': 'Every move, best first',
  'hint.ranked.points': '{points} points for the round on average',
  'hint.ranked.win': '{win} chance of winning the game, {points} points for the round on average',
  'hint.basis': 'The coach played the round out {playouts} times after each move, from what you can see (the computer’s hand is guessed, never looked at).',
  'hint.basis.three': 'The coach played the round out {playouts} times after each move, from what you can see (the other players’ hands are guessed, never looked at).',
  // At a koi-koi decision the hint's reason is the odds.
  'hint.stop.points': 'Stop (shōbu): {stop} now is worth more than koi-koi’s {koikoi} on average; if you play on, the computer ends the round scoring {risk} of the time.',
  'hint.koikoi.points': 'Koi-koi: playing on averages {koikoi} against {stop} for stopping now; the computer ends the round scoring only {risk} of the time.',
  'hint.stop.win': 'Stop (shōbu): stopping now gives you {stopWin} chance of winning the game against {koikoiWin} for koi-koi; if you play on, the computer ends the round scoring {risk} of the time.',
  'hint.koikoi.win': 'Koi-koi: playing on gives you {koikoiWin} chance of winning the game against {stopWin} for stopping now; the computer ends the round scoring {risk} of the time.',
  // The same at a table of three: `risk` is the chance that either other player ends the round scoring.
  'hint.stop.points.three': 'Stop (shōbu): {stop} now is worth more than koi-koi’s {koikoi} on average; if you play on, another player ends the round scoring {risk} of the time.',
  'hint.koikoi.points.three': 'Koi-koi: playing on averages {koikoi} against {stop} for stopping now; another player ends the round scoring only {risk} of the time.',
  'hint.stop.win.three': 'Stop (shōbu): stopping now gives you {stopWin} chance of winning the game against {koikoiWin} for koi-koi; if you play on, another player ends the round scoring {risk} of the time.',
  'hint.koikoi.win.three': 'Koi-koi: playing on gives you {koikoiWin} chance of winning the game against {stopWin} for stopping now; another player ends the round scoring {risk} of the time.',
  // The odds panel of the koi-koi decision.
  'odds.title': 'The odds',
  'odds.progress': 'Working out the odds… {percent}',
  'odds.progress.label': 'Odds worked out',
  'odds.stop-now': 'Stopping now scores {points} for sure.',
  'odds.caption': 'Stopping now or calling koi-koi, compared',
  'odds.col.stop': 'Stop now',
  'odds.col.koikoi': 'Koi-koi',
  'odds.row.points': 'Points this round, yours minus the computer’s (average)',
  'odds.row.opponent': 'The computer ends the round scoring',
  'odds.row.you': 'You end the round scoring',
  'odds.row.win': 'You win the game',
  'odds.basis': 'From {playouts} played-out endings of the round for each choice, from what you can see (the computer’s hand is guessed, never looked at).',
  // At a table of three: your own points, and one row per other player (`{Player}`: the table's name for the seat).
  'odds.row.points.three': 'Your points this round (average)',
  'odds.row.opponent.three': '{Player} ends the round scoring',
  'odds.basis.three': 'From {playouts} played-out endings of the round for each choice, from what you can see (the other players’ hands are guessed, never looked at).',
  'odds.failed': 'The odds could not be worked out this time.',
} as const;

export type CoachWordId = keyof typeof COACH_WORDS;

export function coachText(id: CoachWordId, params?: TemplateParams): string {
  return fill(COACH_WORDS[id], params);
}

/** "35 %": a share (0–1) in whole percent, "under 1 %" / "over 99 %" rather than a false 0 or 100. */
export function percentText(p: number, digits = 0): string {
  if (p <= 0) return '0 %';
  if (p >= 1) return '100 %';
  const limit = digits === 0 ? 0.005 : 0.0005;
  if (p < limit) return digits === 0 ? 'under 1 %' : 'under 0.1 %';
  if (p > 1 - limit) return digits === 0 ? 'over 99 %' : 'over 99.9 %';
  return `${(p * 100).toFixed(digits)} %`;
}

/** Fractions the odds are said as ("about 1 in 3"): simple ones a reader pictures at once. */
const FRACTIONS: readonly (readonly [number, number])[] = [
  [1, 20],
  [1, 10],
  [1, 8],
  [1, 6],
  [1, 5],
  [1, 4],
  [1, 3],
  [2, 5],
  [1, 2],
  [3, 5],
  [2, 3],
  [3, 4],
  [4, 5],
  [5, 6],
  [9, 10],
];

/** A share (0–1) in words: "never", "almost never", "about 1 in 3", "almost always", "always". */
export function chanceWords(p: number): string {
  if (p <= 0) return 'never';
  if (p >= 1) return 'always';
  if (p < 0.035) return 'almost never';
  if (p > 0.965) return 'almost always';
  let best = FRACTIONS[0]!;
  for (const f of FRACTIONS) if (Math.abs(f[0] / f[1] - p) < Math.abs(best[0] / best[1] - p)) best = f;
  return `about ${best[0]} in ${best[1]}`;
}

/** "35 % (about 1 in 3)": a share in figures and in words. */
export function chanceText(p: number): string {
  return `${percentText(p)} (${chanceWords(p)})`;
}

/** One decimal, without a trailing ".0": 4.25 → "4.3", 6 → "6". */
function oneDecimal(x: number): string {
  const r = Math.round(Math.abs(x) * 10) / 10;
  return Number.isInteger(r) ? String(r) : r.toFixed(1);
}

/** "+4.2", "−1.3", "+6", "0": a mean point difference with its sign. */
export function signedPoints(x: number): string {
  const n = oneDecimal(x);
  if (n === '0') return '0';
  return `${x > 0 ? '+' : '−'}${n}`;
}

/** "4.2 points ahead", "1 point behind", "level": a mean point difference in words. */
export function leadWords(x: number): string {
  const n = oneDecimal(x);
  if (n === '0') return 'level';
  return `${n} ${pluralForm(Number(n), POINTS)} ${x > 0 ? 'ahead' : 'behind'}`;
}

/** "6 points", "1 point". */
export function pointsCount(n: number): string {
  return countOf(n, POINTS);
}

/** "+4.2 (4.2 points ahead)": a mean point difference in figures and in words. */
export function meanPointsText(x: number): string {
  return `${signedPoints(x)} (${leadWords(x)})`;
}

/** Whole percent done of an evaluation's progress, never 100 before it has ended. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/** "40 %": the progress as the button and the odds panel show it. */
export function progressText(done: number, total: number): string {
  return `${progressPercent(done, total)} %`;
}
