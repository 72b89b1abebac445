/**
 * The practice game's hint: the coach's best action for the person's decision, with its
 * reason and how much better it is than the next best, read from the same evaluation the
 * odds panel and the round's review use (`evaluatePosition`, settings from coach-settings.ts).
 *
 * Loaded when a hint is first asked for (it carries the card and yaku words of the reasons).
 */
import { GRADE_LIMITS, valueOf, type ActionValue, type DecisionKind, type DecisionValues, type Progress } from '../../engine/coach';
import type { GameState, PlayerView, RoundAction } from '../../engine/round';
import { aiMoveText } from '../../words/ai';
import { coachWhyText } from '../../words/coach-why';
import type { OpponentNames } from '../../words/opponent-names';
import type { CoachTask } from './coach-client';
import { evaluatePosition } from './position-evaluation';
import { coachText, percentText, signedPoints } from './words';
import { pluralForm } from '../../words/plural';
import { PERCENTAGE_POINTS } from '../../words/coach';

/** One action of the decision, as the hint's ranking lists it. */
export interface RankedMove {
  /** `actionKey` of the action (the page's data attribute, for tests and styling). */
  readonly key: string;
  readonly text: string;
  /** Its value in words and figures. */
  readonly value: string;
}

export interface CoachHint {
  readonly kind: DecisionKind;
  /** The best action (one of the engine's legal actions). */
  readonly action: RoundAction;
  /** The move and why, one sentence. */
  readonly text: string;
  /** How much better than the next best (or that it is the only move). */
  readonly reasoning: readonly string[];
  /** Every action, best first. */
  readonly ranked: readonly RankedMove[];
  /** What the values rest on. */
  readonly basis: string;
}

/** A short stable name of an action: `play:CARD[:TAKE]`, `lay:CARD`, `drawTake:TAKE`, `call:koikoi`, `luckyHand:play`. */
export function actionKey(action: RoundAction): string {
  switch (action.type) {
    case 'play':
      return action.lay ? `lay:${action.card}` : `play:${action.card}${action.take ? `:${action.take}` : ''}`;
    case 'drawTake':
      return `drawTake:${action.take}`;
    case 'call':
      return `call:${action.call}`;
    case 'luckyHand':
      return `luckyHand:${action.choice}`;
  }
}

const points = (x: number) => signedPoints(x);
const win = (x: number | null, digits = 0) => percentText(x ?? 0, digits);

function moveSentence(v: ActionValue, names?: OpponentNames): string {
  const move = aiMoveText(v.move);
  return v.why.code === 'no-reason' ? coachText('hint.move.plain', { move }) : coachText('hint.move', { move, why: coachWhyText(v.why, names) });
}

/** Whether the values are of a table of three (one share of scoring per seat). */
export function isThreeSeat(values: DecisionValues): boolean {
  return values.values[0]!.seatScores.length === 3;
}

/** At a koi-koi decision the reason is the odds of the two choices. */
function decisionSentence(values: DecisionValues, best: ActionValue, names?: OpponentNames): string {
  const stop = values.values.find((v) => v.move.code === 'shobu');
  const koikoi = values.values.find((v) => v.move.code === 'koikoi');
  if (!stop || !koikoi) return moveSentence(best, names);
  const stopping = best === stop;
  const three = isThreeSeat(values);
  if (values.scale === 'win') {
    const id = stopping ? 'hint.stop.win' : 'hint.koikoi.win';
    return coachText(three ? `${id}.three` : id, {
      stopWin: win(stop.win),
      koikoiWin: win(koikoi.win),
      risk: percentText(koikoi.opponentScores),
    });
  }
  const id = stopping ? 'hint.stop.points' : 'hint.koikoi.points';
  return coachText(three ? `${id}.three` : id, {
    stop: points(stop.points),
    koikoi: points(koikoi.points),
    risk: percentText(koikoi.opponentScores),
  });
}

/** The runner-up compared with the best, in the decision's scale. */
function marginSentence(values: DecisionValues, best: ActionValue, next: ActionValue): string {
  const lost = valueOf(best, values.scale) - valueOf(next, values.scale);
  const level = lost <= GRADE_LIMITS[values.scale][0];
  let runnerUp = aiMoveText(next.move);
  if (runnerUp === aiMoveText(best.move)) runnerUp = `${runnerUp} (the other card of that kind)`;
  if (values.scale === 'win') {
    const digits = lost < 0.01 ? 1 : 0;
    if (level) return coachText('hint.level.win', { runnerUp, next: win(next.win, digits), best: win(best.win, digits) });
    const diff = (lost * 100).toFixed(digits);
    return coachText('hint.next.win', {
      runnerUp,
      diff: `${diff} ${pluralForm(Number(diff), PERCENTAGE_POINTS)}`,
      next: win(next.win, digits),
      best: win(best.win, digits),
      nextPoints: points(next.points),
      bestPoints: points(best.points),
    });
  }
  if (level) return coachText('hint.level.points', { runnerUp, next: points(next.points), best: points(best.points) });
  const diff = (Math.round(lost * 10) / 10).toFixed(1);
  return coachText('hint.next.points', { runnerUp, diff, pointWord: diff === '1.0' ? 'point' : 'points', next: points(next.points), best: points(best.points) });
}

/**
 * The hint of an evaluation: its best action, why, and the margin over the next best. At a
 * table of three, `names` names the other players (the table's seat names; default "Player N").
 */
export function hintFromValues(values: DecisionValues, names?: OpponentNames): CoachHint {
  const best = values.values[0]!;
  const next = values.values[1];
  const text = values.kind === 'koikoi' && next ? decisionSentence(values, best, names) : moveSentence(best, names);
  const reasoning = next ? [marginSentence(values, best, next)] : [coachText('hint.only')];
  const ranked = values.values.map((v) => ({
    key: actionKey(v.action),
    text: aiMoveText(v.move),
    value:
      values.scale === 'win'
        ? coachText('hint.ranked.win', { win: win(v.win, 1), points: points(v.points) })
        : coachText('hint.ranked.points', { points: points(v.points) }),
  }));
  return { kind: values.kind, action: best.action, text, reasoning, ranked, basis: values.playouts > 0 ? coachText(isThreeSeat(values) ? 'hint.basis.three' : 'hint.basis', { playouts: values.playouts }) : '' };
}

/**
 * The hint for the person's decision in `view` of `game`'s round in play (worked out in the
 * coach's worker); `names` as for `hintFromValues`.
 */
export function coachHint(game: GameState, view: PlayerView, onProgress?: (p: Progress) => void, names?: OpponentNames): CoachTask<CoachHint> {
  const task = evaluatePosition(game, view, onProgress);
  return { result: task.result.then((values) => (values ? hintFromValues(values, names) : null)), cancel: () => task.cancel() };
}
