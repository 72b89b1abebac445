/**
 * Seat drivers: who plays each seat of a table, and how the table learns of their moves.
 *
 * One table (src/features/play/Table.tsx) serves the practice game, pass-and-play and online
 * rooms. It never reads a full game state: it draws one seat's `PlayerView` (the seat shown,
 * `TableFeed.$shown`) with the public facts of the game around it, and it hands the person's
 * actions to the feed, which applies them through the engine (a game held on this device) or
 * sends them (a room whose game the server holds). See README.md in this folder.
 */
import type { ReadableAtom } from 'nanostores';
import type { AiLevel } from '../../engine/ai/levels';
import type { GameStatus, PlayerView, RoundAction, RoundResult } from '../../engine/round';
import type { BySeat, Seat } from '../../engine/round/seats';
import type { Month } from '../../engine/cards';

/** Who plays one seat. */
export type SeatDriver =
  /** The person at this screen (the practice game's seat 0). */
  | { readonly kind: 'local' }
  /** A computer level, choosing from that seat's own `PlayerView` (loaded lazily: computer-driver.ts). */
  | { readonly kind: 'computer'; readonly level: AiLevel }
  /**
   * A person at this screen who is handed the device in turn (pass-and-play): before their move
   * the table hides every hand and shows the hand-over screen until they take the seat.
   */
  | { readonly kind: 'hand-over'; readonly name: string }
  /** A person elsewhere (an online room): their moves arrive from the server, as views. */
  | { readonly kind: 'remote'; readonly name: string };

export type SeatKind = SeatDriver['kind'];

/**
 * How the table names a seat in headings, the score and narration. A practice game says "you",
 * "the computer" or "Computer (left)"; a shared table says each player's name. Worded by the
 * feed's name provider (seat-names.ts makes the usual ones), never by the table.
 */
export interface SeatNames {
  /** The seat's name in running text and its verb agreement (src/words/format.ts, SeatName). */
  readonly seats: BySeat<import('../../words/format').SeatName>;
  /** A short label for the scoreboard and a seat's heading ("You", "CPU left", "Ben"). */
  readonly short: BySeat<string>;
}

/** A finished round as the score-by-round table shows it (public to every seat). */
export interface RoundLine {
  readonly round: number;
  readonly month: Month;
  readonly points: BySeat<number>;
  readonly result: RoundResult;
}

/** The game around the round, public to every seat. */
export interface PublicGame {
  readonly round: number;
  readonly rounds: number | 'unlimited';
  readonly totals: BySeat<number>;
  readonly status: GameStatus;
  readonly winner: Seat | null;
  readonly history: readonly RoundLine[];
}

/** What the table draws: the shown seat's view of the round (the only round data it reads). */
export interface ShownSeat {
  readonly view: PlayerView;
  readonly game: PublicGame;
}

/**
 * A table's source of truth and its way back. A feed for a game held here (the practice game,
 * pass-and-play: src/features/play/local-game.ts does this) applies the person's actions through
 * the engine and drives computer seats; a room's feed sends them and sets `$shown` from the
 * views the server sends.
 */
export interface TableFeed {
  /** Who plays each seat. */
  readonly drivers: BySeat<SeatDriver>;
  readonly names: ReadableAtom<SeatNames>;
  /** The seat on screen and its view; null while the device is being handed over (hands hidden). */
  readonly $shown: ReadableAtom<ShownSeat | null>;
  /**
   * Pass-and-play: the seat the device is to be passed to ("Pass to Ben"), or null. The table
   * shows the hand-over screen while it is set; `takeSeat` is the player's tap to see their hand.
   */
  readonly $handOver?: ReadableAtom<Seat | null>;
  takeSeat?(): void;
  /** Remote: a seat that is away (disconnected) or the game waits for; the table says so. */
  readonly $waitingFor?: ReadableAtom<Seat | null>;
  /** The person at the screen acts for the shown seat: applied (a local game) or sent (a room). */
  act(action: RoundAction): void;
  /** Deals the next round after a round's end (a room sends it; the server decides when). */
  nextRound(): void;
}
