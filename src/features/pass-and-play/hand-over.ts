/**
 * Who may see what in a pass-and-play game: the one rule of the feature. Several people share
 * one screen, so between turns nothing private is on it:
 *
 * - While a round is played, the screen shows a hand only to the player whose move it is, and
 *   only after they said they hold the device (`holder`, set by their tap); until then it is
 *   the hand-over screen ("Pass to Ben"), which shows no card of any hand, only what every
 *   player at a real table has seen: the other players' moves since Ben's last one (from the
 *   engine's `PlayerView`, so a card drawn face down stays hidden) and the calls announced.
 * - A koi-koi decision is taken on the decider's own turn screen (the engine asks it right
 *   after their turn, while they still hold the device); the others learn it from the next
 *   hand-over screen's announcement, or from the round's end.
 * - When the round is over, everything is shown: the engine's view of an ended round reveals
 *   every hand (`PlayerView.revealed`).
 *
 * Pure: the screen is derived from the game and the holder, and the holder is never saved (a
 * reload opens on the hand-over screen, so a reloaded page never shows a hand by itself).
 */
import type { GameState } from '../../engine/round/game';
import { playerView } from '../../engine/round/view';
import type { PlayerView } from '../../engine/round/types';
import { seatCount, type Seat } from '../../engine/round/seats';

/** A record line as every player may read it (a card another seat drew face down has no name). */
export type PublicEntry = PlayerView['log'][number];

export type PassScreen =
  /** Between turns: the device goes to `to`; no hand is shown. */
  | {
      readonly kind: 'hand-over';
      readonly to: Seat;
      /** Who held the device before (null: nobody yet, as after a reload or a new round). */
      readonly from: Seat | null;
      /** What the other players did since `to` last moved this round, in order. */
      readonly news: readonly PublicEntry[];
      /** Every koi-koi called this round so far, in order: announced to all. */
      readonly calls: readonly Seat[];
    }
  /** `seat` holds the device and it is their move: their own view of the round. */
  | { readonly kind: 'turn'; readonly seat: Seat; readonly view: PlayerView }
  /** Between rounds or at the game's end: the ended round's view, every hand revealed. */
  | { readonly kind: 'round-end'; readonly view: PlayerView };

/** The seat whose move it is, while a round is played (null between rounds). */
export function seatToMove(game: GameState): Seat | null {
  return game.status === 'playing' ? game.current.toMove : null;
}

/**
 * What the other players did since `to` last moved this round, as `to` may read it (the
 * engine's view of `to`): the entries after `to`'s last one. Entries of `to` are never among
 * them (they follow `to`'s last one by definition), so nothing of `to`'s own hand reaches the
 * shared screen through their own view.
 */
export function newsFor(game: GameState, to: Seat): PublicEntry[] {
  const log = playerView(game.current, to).log;
  let from = 0;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]!.player === to) {
      from = i + 1;
      break;
    }
  }
  return log.slice(from).filter((e) => e.player !== to);
}

/** The koi-koi calls of the round so far, by caller, in order (each is announced to all). */
export function koikoiCalls(game: GameState): Seat[] {
  return game.current.log.flatMap((e) => (e.type === 'call' && e.call === 'koikoi' ? [e.player] : []));
}

/**
 * The screen for this game when `holder` holds the device (null: nobody has tapped yet).
 * `perspective` is the seat an ended round is drawn from (every hand is revealed then; it only
 * says whose side is at the bottom of the table).
 */
export function passScreen(game: GameState, holder: Seat | null, perspective: Seat = 0): PassScreen {
  const to = seatToMove(game);
  if (to === null) return { kind: 'round-end', view: playerView(game.current, clampSeat(game, perspective)) };
  if (holder === to) return { kind: 'turn', seat: to, view: playerView(game.current, to) };
  return { kind: 'hand-over', to, from: holder, news: newsFor(game, to), calls: koikoiCalls(game) };
}

function clampSeat(game: GameState, seat: Seat): Seat {
  return seat < seatCount(game.rules.options) ? seat : 0;
}

/**
 * Whether `seat` may take the device now (their tap on the hand-over screen): only the seat
 * whose move it is. Anyone else's tap would show a hand out of turn.
 */
export function mayReveal(game: GameState, seat: Seat): boolean {
  return seatToMove(game) === seat;
}

/**
 * Whether `holder` may make a move now: they hold the device and it is their move. The store
 * checks this before anything reaches the engine, so a move made on a stale screen (the device
 * already handed over) is refused rather than played for the wrong person.
 */
export function mayAct(game: GameState, holder: Seat | null): holder is Seat {
  return holder !== null && seatToMove(game) === holder;
}
