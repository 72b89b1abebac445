/**
 * Where the game stands, for a computer player and the coach: public facts only (the running
 * totals, the round number, the rules' game shape), never a hidden card.
 *
 * A round is worth points, but a game is won by the higher total. A player far ahead with few
 * rounds left should take the safe line even if it scores less on average; a player far behind
 * in the last round needs a big win, not a small one; under a target score (`koikoi-japan`:
 * first to 30 in at most 8 rounds, zero-sum) a round that carries a player to the target ends
 * the game at once. The expert turns a round's point difference into its value for winning the
 * game (`gameUtility`) with this context, and the coach grades by the same chance
 * (`winChance`); without a context (a lone round) both count points.
 *
 * The model of the rest of the game (`winChance`): each later round either scores for nobody
 * (share `noScore`) or for one player, either one as likely, who gains 1 + a geometric number
 * of points with the measured mean (`ROUND_MODELS`, round-model.ts); under zero-sum the other
 * loses as much. The game ends when a total reaches the target (a tie is half a win) or the
 * rounds run out.
 * Without a target the lead after the rounds left is taken as normal (a logistic curve) with
 * the measured spread per round, as before. With a target the chance is computed once per
 * game shape by dynamic programming over the totals (a small table, cached), then read per
 * playout by interpolation.
 *
 * With three players the context also holds both other totals (`others`), and the chance is
 * that of finishing with the highest total, from the three totals, with the round models
 * measured for three (`ROUND_MODELS_THREE`): game-context-three.ts. `winChanceBySeat` and
 * `gameUtilityBySeat` read the round's points of every seat; `winChance` and `gameUtility`
 * read one number per playout, with three the player's points over the others' mean.
 *
 * Measured under koikoi-japan (`npm run arena -- --a expert --b expert --round-only-b
 * --duplicate --preset koikoi-japan --games 500 --workers 1`, 250 pairs of games on the same
 * deals, seats swapped): the game-aware expert won 246 (49.2 %, Wilson 95 % 44.8–53.6 %), the
 * round-only expert 245, 9 draws; the game-aware side scored 2.96 ± 2.41 points a game fewer
 * (paired). So playing for the game there gives up a few points for no win rate this sample
 * can see: within noise, not a demonstrated gain. (Under fudawiki, valuing by the game lifted
 * the expert's wins against the beginner from 81.3 % to 86.0 %: expert.ts.)
 */
import { roundLimit, type RuleOptions } from '../rules/options';
import type { BySeat } from '../round/seats';
import { seatCountOf, othersOf, type GameState, type PlayerIndex } from '../round';
import { gainDistribution } from './round-gains';
import { threeSeatChance } from './game-context-three';
import { netPoints } from './net-points';
import { ROUND_MODELS, ROUND_MODELS_THREE, roundModelFor, type GameContext, type RoundModel } from './round-model';

export { ROUND_MODELS, ROUND_MODELS_THREE, roundModelFor, type GameContext, type RoundModel } from './round-model';

/** The default rules' spread of one round's point difference (kept for callers of the old constant). */
const ROUND_SPREAD = ROUND_MODELS.fudawiki.spread;

/** The context of `player` in `game` (the round in play, the totals before it). */
export function gameContext(game: GameState, player: PlayerIndex): GameContext | undefined {
  return contextAt(game.rules.options, game.round, game.totals, player);
}

/**
 * The context of `player` before round `round` of a game whose totals were then `totals` (for
 * reviewing a round of a game's history as well as for the round in play). Every game shape
 * has one: a fixed number of rounds, a target score, or both. Full options give the rule set's
 * own round model; options with only the game's shape get the default rules' model.
 */
export function contextAt(
  options: Pick<RuleOptions, 'rounds' | 'targetScore'> & Partial<RuleOptions>,
  round: number,
  totals: BySeat<number>,
  player: PlayerIndex,
): GameContext | undefined {
  const limit = roundLimit(options);
  const target = options.targetScore;
  // A rule set without a limit always has a target (validation refuses it otherwise).
  if (limit === null && target === null) return undefined;
  const own = totals[player];
  const seats = seatCountOf(totals);
  // "The opponent" of a game's standing: the other player, or with three the leading other.
  const opponent = Math.max(...othersOf(player, seats).map((q) => totals[q]));
  const shape = {
    target,
    zeroSum: options.zeroSum ?? false,
    // Three totals read the three-seat figures, even from options that do not say `players`.
    model: roundModelFor(seats === 3 && options.players !== 3 ? { ...options, players: 3 } : options),
  };
  const first = limit === null ? null : Math.max(0, limit - 1);
  if (seats === 3) {
    const [next, after] = othersOf(player, 3) as readonly [PlayerIndex, PlayerIndex];
    return {
      lead: own - opponent,
      roundsAfter: limit === null ? null : Math.max(0, limit - round),
      own,
      opponent,
      others: [totals[next], totals[after]],
      ...shape,
      worth: worthOf({ lead: 0, own: 0, opponent: 0, others: [0, 0], roundsAfter: first, ...shape }),
    };
  }
  return {
    lead: own - opponent,
    roundsAfter: limit === null ? null : Math.max(0, limit - round),
    own,
    opponent,
    ...shape,
    worth: worthOf({ lead: 0, own: 0, opponent: 0, roundsAfter: first, ...shape }),
  };
}

/**
 * What winning the game is worth, in points, without a shape in the context: chosen so that at
 * the start of an even 12-round game a point is worth about a point (the slope of the curve
 * below with 11 rounds after).
 */
const GAME_WORTH = (4 * ROUND_SPREAD * Math.sqrt(11)) / 1.702;

/** Weight of plain points on top, so that the expert still plays for points once the game is all but decided. */
const POINTS_WEIGHT = 0.1;

const worthCache = new Map<string, number>();

/** One over the slope of the win chance at `start` (an even game's first round), by a secant over a quarter of a round's spread. */
function worthOf(start: GameContext): number {
  const model = start.model ?? ROUND_MODELS.fudawiki;
  const key = `${start.others ? 3 : 2}|${start.target ?? '-'}|${start.roundsAfter ?? '-'}|${start.zeroSum ? 1 : 0}|${model.spread}|${model.noScore}|${model.gain}`;
  const cached = worthCache.get(key);
  if (cached !== undefined) return cached;
  const win = winChance(start);
  const s = Math.max(1, model.spread / 4);
  const slope = (win(s) - win(-s)) / (2 * s);
  const worth = slope > 1e-6 ? 1 / slope : GAME_WORTH;
  worthCache.set(key, worth);
  return worth;
}

/**
 * The value, in "points", of finishing the round `d` points up (d < 0: down): the worth of
 * winning the game times the chance of then winning it (`winChance`), plus a little for the
 * points themselves. Near an even game early on it is ≈ d; with a big lead it flattens (extra
 * points add little, losses hurt), in the last round it is nearly a step at the score that
 * wins the game, and near a target a round that reaches it is worth the game.
 */
export function gameUtility(ctx: GameContext | undefined): (d: number) => number {
  if (ctx === undefined) return (d) => d;
  const win = winChance(ctx);
  const worth = ctx.worth ?? GAME_WORTH;
  return (d) => worth * win(d) + POINTS_WEIGHT * d;
}

/**
 * The same value as `gameUtility`, from the round's points of every seat in turn order from the
 * player (`points[0]` the player's; two players: [own, other], three: [own, next, the seat
 * after]): worth × the chance of winning the game (`winChanceBySeat`) plus a little for the
 * player's points over the mean of the others'. Without a context, those points alone. With
 * two players it is `gameUtility(ctx)(own − other)`.
 */
export function gameUtilityBySeat(ctx: GameContext | undefined): (points: readonly number[]) => number {
  if (ctx === undefined) return netPoints;
  if (ctx.others === undefined) {
    const u = gameUtility(ctx);
    return (points) => u(points[0]! - points[1]!);
  }
  const win = winChanceBySeat(ctx);
  const worth = ctx.worth ?? GAME_WORTH;
  return (points) => worth * win(points) + POINTS_WEIGHT * netPoints(points);
}


/**
 * The chance (0–1) of winning the game once the round in play ends with `points` for every
 * seat, in turn order from the player (as `gameUtilityBySeat`). With three players, the chance
 * of finishing with the highest total (game-context-three.ts: a tie for the highest is shared).
 * With two it is `winChance(ctx)(own − other)`.
 */
export function winChanceBySeat(ctx: GameContext): (points: readonly number[]) => number {
  if (ctx.others === undefined) {
    const win = winChance(ctx);
    return (points) => win(points[0]! - points[1]!);
  }
  const rest = threeRest(ctx);
  const own = ctx.own ?? 0;
  const [b, c] = ctx.others;
  return (points) => rest(own + points[0]!, b + points[1]!, c + points[2]!);
}

/** The chance of winning from the three totals at the end of the round in play. */
function threeRest(ctx: GameContext): (a: number, b: number, c: number) => number {
  const [b, c] = ctx.others!;
  return threeSeatChance(
    { model: ctx.model ?? ROUND_MODELS_THREE.fudawiki, target: ctx.target ?? null, zeroSum: ctx.zeroSum ?? false },
    ctx.roundsAfter,
    (ctx.own ?? 0) + b + c,
  );
}

/**
 * With three players, one number per playout: `d` is the player's points over the mean of the
 * others' (`netPoints`). A round scores for one seat at most, so d ≥ 0 is the player
 * scoring (zero-sum: gaining 2g while each other pays g, d = 3g); d < 0 another seat scoring,
 * either as likely (d = −g/2 plain, −3g/2 zero-sum).
 */
function threeWinChance(ctx: GameContext): (d: number) => number {
  const rest = threeRest(ctx);
  const own = ctx.own ?? 0;
  const [b, c] = ctx.others!;
  if (ctx.zeroSum) {
    return (d) => {
      if (d >= 0) return rest(own + (2 * d) / 3, b - d / 3, c - d / 3);
      const g = (-2 * d) / 3;
      return (rest(own - g, b + 2 * g, c - g) + rest(own - g, b - g, c + 2 * g)) / 2;
    };
  }
  return (d) => (d >= 0 ? rest(own + d, b, c) : (rest(own, b - 2 * d, c) + rest(own, b, c - 2 * d)) / 2);
}

/**
 * The chance (0–1) of winning the game after finishing the round in play `d` points up (the
 * player's points minus the opponent's), from where the game stands. A tie counts as half a
 * win. Built once per context (the table of the rest of the game is cached per game shape);
 * the function returned is cheap, for every playout. With three players `d` is the player's
 * points over the mean of the others' (`threeWinChance`); `winChanceBySeat` reads every seat's.
 */
export function winChance(ctx: GameContext): (d: number) => number {
  if (ctx.others !== undefined) return threeWinChance(ctx);
  const model = ctx.model ?? ROUND_MODELS.fudawiki;
  const target = ctx.target ?? null;
  if (target === null) {
    // The lead after the rounds left: normal, with the spread of one round per round (a
    // logistic curve stands in for the normal distribution). The last round keeps a spread of
    // one point, so a tie counts as half a win.
    const spread = Math.max(1, model.spread * Math.sqrt(ctx.roundsAfter ?? 12));
    const k = 1.702 / spread;
    const lead = ctx.lead;
    return (d) => 1 / (1 + Math.exp(-k * (lead + d)));
  }
  const own = ctx.own ?? Math.max(0, ctx.lead);
  const opp = ctx.opponent ?? Math.max(0, -ctx.lead);
  const zeroSum = ctx.zeroSum ?? false;
  const rest = restOfGame(model, target, zeroSum, ctx.roundsAfter, zeroSum ? own + opp : 0);
  // The round's result as each side's gain: zero-sum moves both totals by half the
  // difference; otherwise only the side ahead in the round scores (the few rules under which
  // both score are read the same way: only the difference is known per playout).
  if (zeroSum) return (d) => rest(own + d / 2, opp - d / 2);
  return (d) => (d >= 0 ? rest(own + d, opp) : rest(own, opp - d));
}

/** The game's result at totals (a, b) once it is over: 1 won, 0 lost, ½ a tie. */
const verdict = (a: number, b: number): number => (a > b ? 1 : a < b ? 0 : 0.5);

/** Largest tables: cells of the zero-sum line and per side of the two-total grid. */
const MAX_LINE = 240;
const MAX_GRID = 48;

const restCache = new Map<string, (a: number, b: number) => number>();

/**
 * The chance of winning from totals (a, b) at the end of the round in play, with `after`
 * rounds still to come (null: until the target), as a function cached per game shape.
 */
function restOfGame(model: RoundModel, target: number, zeroSum: boolean, after: number | null, sum: number): (a: number, b: number) => number {
  const key = `${zeroSum ? `z${sum}` : 'p'}|${target}|${after ?? '-'}|${model.noScore}|${model.gain}`;
  let f = restCache.get(key);
  if (f === undefined) {
    f = zeroSum ? zeroSumRest(model, target, after, sum) : plainRest(model, target, after);
    if (restCache.size >= 64) restCache.delete(restCache.keys().next().value!);
    restCache.set(key, f);
  }
  return f;
}

/**
 * Zero-sum: the totals always add up to `sum`, so the state is the player's total a alone,
 * alive while a < T and sum − a < T. A line of cells over that range (a step of h points when
 * the range is long), one round at a time; values between cells are interpolated. Without a
 * limit of rounds the walk has no drift, so the chance of reaching the target first is linear
 * between the two targets (gambler's ruin; the overshoot is ignored).
 */
function zeroSumRest(model: RoundModel, target: number, after: number | null, sum: number): (a: number, b: number) => number {
  const lo = sum - target; // at or below: the opponent has reached the target
  const hi = target; // at or above: the player has
  const over = (a: number) => a >= hi || a <= lo;
  if (after === null) {
    return (a) => (a >= hi ? 1 : a <= lo ? 0 : (a - lo) / (hi - lo));
  }
  const span = hi - lo;
  const h = Math.max(1, Math.ceil(span / MAX_LINE));
  const cells = Math.ceil(span / h) + 1; // points lo, lo + h, …, the last at or beyond hi
  const at = (k: number) => lo + k * h;
  const { x, p } = gainDistribution(model, span);
  const scoring = (1 - model.noScore) / 2;
  let w = new Float64Array(cells);
  for (let k = 0; k < cells; k++) w[k] = verdict(at(k), sum - at(k));
  const value = (table: Float64Array, a: number): number => {
    if (over(a)) return verdict(a, sum - a);
    const pos = (a - lo) / h;
    const k = Math.floor(pos);
    const f = pos - k;
    const left = table[k]!;
    const right = k + 1 < cells ? (over(at(k + 1)) ? verdict(at(k + 1), sum - at(k + 1)) : table[k + 1]!) : left;
    return f === 0 ? left : left + f * (right - left);
  };
  for (let r = 0; r < after; r++) {
    const next = new Float64Array(cells);
    for (let k = 0; k < cells; k++) {
      const a = at(k);
      if (over(a)) {
        next[k] = verdict(a, sum - a);
        continue;
      }
      let v = model.noScore * w[k]!;
      for (let i = 0; i < x.length; i++) v += scoring * p[i]! * (value(w, a + x[i]!) + value(w, a - x[i]!));
      next[k] = v;
    }
    w = next;
  }
  const table = w;
  return (a) => value(table, a);
}

/**
 * Not zero-sum: totals only grow, one at a time. A grid over both totals below the target (a
 * step of h points per side when the target is far), one round at a time; without a limit of
 * rounds, one pass from the highest totals down (every round that scores moves up the grid; a
 * gain shorter than a cell refers back to the cell itself, which is solved for).
 */
function plainRest(model: RoundModel, target: number, after: number | null): (a: number, b: number) => number {
  const h = Math.max(1, Math.ceil(target / MAX_GRID));
  const n = Math.ceil(target / h); // cells 0 … n − 1 per side: totals 0, h, …, below the target
  const { x, p } = gainDistribution(model, target);
  const scoring = (1 - model.noScore) / 2;
  const idx = (i: number, j: number) => i * n + j;
  /** Value at (a, b) from a table, when (a, b) is still alive (both below the target). */
  const read = (t: Float64Array, a: number, b: number): number => {
    if (a >= target || b >= target) return verdict(a, b);
    const pi = Math.max(0, a) / h;
    const pj = Math.max(0, b) / h;
    const i = Math.min(n - 1, Math.floor(pi));
    const j = Math.min(n - 1, Math.floor(pj));
    const fi = Math.min(1, pi - i);
    const fj = Math.min(1, pj - j);
    const v = (ii: number, jj: number) => {
      const aa = ii * h;
      const bb = jj * h;
      return ii >= n || jj >= n || aa >= target || bb >= target ? verdict(Math.max(a, aa), Math.max(b, bb)) : t[idx(ii, jj)]!;
    };
    const v00 = t[idx(i, j)]!;
    if (fi === 0 && fj === 0) return v00;
    const v10 = fi === 0 ? v00 : v(i + 1, j);
    const v01 = fj === 0 ? v00 : v(i, j + 1);
    const v11 = fi === 0 ? v01 : fj === 0 ? v10 : v(i + 1, j + 1);
    return (1 - fi) * (1 - fj) * v00 + fi * (1 - fj) * v10 + (1 - fi) * fj * v01 + fi * fj * v11;
  };
  let w = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) w[idx(i, j)] = verdict(i * h, j * h);
  if (after !== null) {
    for (let r = 0; r < after; r++) {
      const next = new Float64Array(n * n);
      for (let i = 0; i < n; i++) {
        for (let j = 0; j < n; j++) {
          const a = i * h;
          const b = j * h;
          let v = model.noScore * w[idx(i, j)]!;
          for (let k = 0; k < x.length; k++) v += scoring * p[k]! * (read(w, a + x[k]!, b) + read(w, a, b + x[k]!));
          next[idx(i, j)] = v;
        }
      }
      w = next;
    }
  } else {
    // From the highest totals down: a gain of g moves a total up by g / h cells; the part that
    // stays in the cell itself (g < h, by interpolation) is the self-reference solved for.
    for (let s = 2 * (n - 1); s >= 0; s--) {
      for (let i = Math.min(n - 1, s); i >= 0 && s - i < n; i--) {
        const j = s - i;
        const a = i * h;
        const b = j * h;
        let v = 0;
        let self = 0;
        for (let k = 0; k < x.length; k++) {
          const g = x[k]!;
          const weight = p[k]! / 2;
          if (g < h) {
            // (1 − g/h)·W(i, j) + g/h·W(i + 1, j), and the same for the other side.
            const f = g / h;
            self += 2 * weight * (1 - f);
            v += weight * f * (i + 1 < n ? w[idx(i + 1, j)]! : verdict(a + h, b));
            v += weight * f * (j + 1 < n ? w[idx(i, j + 1)]! : verdict(a, b + h));
          } else {
            v += weight * (read(w, a + g, b) + read(w, a, b + g));
          }
        }
        w[idx(i, j)] = self < 1 ? v / (1 - self) : 0.5;
      }
    }
  }
  const table = w;
  return (a, b) => read(table, a, b);
}

// Read back from saved data in its own small module (pages that store contexts need no model).
export { parseGameContext } from './game-context-parse';
