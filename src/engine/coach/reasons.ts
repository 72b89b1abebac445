/**
 * Why a decision cost what it cost, as data (src/words/coach.ts words it): the better action
 * and what it would have captured, kept or denied, and the risk it avoided, read from the
 * same evaluation that graded the decision. Where the move made helped another player, the
 * reason names that player by seat (`risk.seat`, `feeds.seat`, `opponents`), so that at a
 * table of three the words can say which opponent it helped.
 */
import type { CardId } from '../cards';
import type { AiMove, AiMoveWhy } from '../ai/types';
import type { ScoreItemId } from '../scoring/yaku-ids';
import type { PlayerView } from '../round/types';
import { othersOf, seatCount, type Seat, type SeatCount } from '../round/seats';
import type { ActionValue, DecisionValues, ValueScale } from './evaluate';
import { fedThreat } from './threats';

/** A change of the opponent's chance to score the round that is worth mentioning (0–1). */
const RISK_STEP = 0.05;

export type CoachReason =
  /** A card played (or taken) where another was better. */
  | {
      readonly code: 'better-move';
      readonly best: AiMove;
      readonly bestWhy: AiMoveWhy;
      readonly chosen: AiMove;
      readonly chosenWhy: AiMoveWhy;
      /** Value lost, in `scale`. */
      readonly lost: number;
      readonly scale: ValueScale;
      /** Mean points of the round after each. */
      readonly bestPoints: number;
      readonly chosenPoints: number;
      /** Seats at the table (who "the opponent" can be). */
      readonly players: SeatCount;
      /**
       * The other player whose chance of scoring the round the choice raised most, by 5 % or
       * more: their chance after each move (at a table of two, the opponent's).
       */
      readonly risk: { readonly seat: Seat; readonly best: number; readonly chosen: number } | null;
      /**
       * A card the move made left on the field for another player who is one card from a yaku
       * with it (and the better move did not): the first such player in turn order.
       */
      readonly feeds: { readonly seat: Seat; readonly card: CardId; readonly yaku: ScoreItemId } | null;
    }
  /** Koi-koi called where stopping was better. */
  | {
      readonly code: 'should-stop';
      readonly stopPoints: number;
      readonly koikoiPoints: number;
      /** Chance an opponent (any other player) ends the round scoring after the call. */
      readonly opponentScores: number;
      /** That chance for each other player, in turn order from the caller (one entry at a table of two). */
      readonly opponents: readonly { readonly seat: Seat; readonly scores: number }[];
      readonly lost: number;
      readonly scale: ValueScale;
    }
  /** Stopped where koi-koi was better. */
  | {
      readonly code: 'should-koikoi';
      readonly stopPoints: number;
      readonly koikoiPoints: number;
      /** Chance of scoring the round (again) after the call. */
      readonly playerScores: number;
      readonly lost: number;
      readonly scale: ValueScale;
    }
  /** A dealt lucky hand redealt where playing on was better, or the other way. */
  | {
      readonly code: 'should-redeal' | 'should-play-on';
      readonly playPoints: number;
      readonly lost: number;
      readonly scale: ValueScale;
    };

export const COACH_REASON_CODES = ['better-move', 'should-stop', 'should-koikoi', 'should-redeal', 'should-play-on'] as const;
export type CoachReasonCode = (typeof COACH_REASON_CODES)[number];

/**
 * The reason a chosen action lost `lost` (in `scale`: the decision's, or the one the move was
 * graded in, `judgeMove`) against the best; null when it is the best. `view` is the position
 * the values are of (the deciding player's view).
 */
export function reasonFor(
  view: PlayerView,
  values: DecisionValues,
  chosen: ActionValue,
  lost: number,
  scale: ValueScale = values.scale,
): CoachReason | null {
  const best = values.values[0]!;
  if (best === chosen || lost <= 0) return null;
  const players = seatCount(view.rules.options);
  const others = othersOf(view.player, players);
  if (values.kind === 'koikoi') {
    const koikoi = values.values.find((v) => v.move.code === 'koikoi');
    const koikoiPoints = koikoi?.points ?? 0;
    const stopPoints = values.stopPoints ?? 0;
    const opponents = others.map((seat) => ({ seat, scores: chosen.seatScores[seat] ?? 0 }));
    return chosen.move.code === 'koikoi'
      ? { code: 'should-stop', stopPoints, koikoiPoints, opponentScores: chosen.opponentScores, opponents, lost, scale }
      : { code: 'should-koikoi', stopPoints, koikoiPoints, playerScores: koikoi?.playerScores ?? 0, lost, scale };
  }
  if (values.kind === 'lucky-hand') {
    const play = values.values.find((v) => v.move.code === 'lucky-play');
    return { code: chosen.move.code === 'lucky-redeal' ? 'should-play-on' : 'should-redeal', playPoints: play?.points ?? 0, lost, scale };
  }
  return {
    code: 'better-move',
    best: best.move,
    bestWhy: best.why,
    chosen: chosen.move,
    chosenWhy: chosen.why,
    lost,
    scale,
    bestPoints: best.points,
    chosenPoints: chosen.points,
    players,
    risk: riskOf(others, best, chosen),
    feeds: fedThreat(view, chosen.action, best.action),
  };
}

/** The other seat whose chance of scoring the round the chosen move raised most, if by RISK_STEP or more. */
function riskOf(others: readonly Seat[], best: ActionValue, chosen: ActionValue): { seat: Seat; best: number; chosen: number } | null {
  let out: { seat: Seat; best: number; chosen: number } | null = null;
  for (const seat of others) {
    const b = best.seatScores[seat] ?? 0;
    const c = chosen.seatScores[seat] ?? 0;
    if (c - b >= RISK_STEP && (out === null || c - b > out.chosen - out.best)) out = { seat, best: b, chosen: c };
  }
  return out;
}
