/**
 * Seat drivers: who plays each seat of a table, and how the table learns of their moves.
 *
 * One table (SeatTable.tsx) serves the practice game, pass-and-play and online
 * rooms. It never reads a full game state: it draws the `PlayerView` of one seat (the seat
 * shown, `TableFeed.$shown`) with the public facts of the game around it (`PublicGame`), and it
 * hands the person's actions to the feed, which applies them through the engine (a game held on
 * this device: the practice game's practice-feed.ts, pass-and-play's pass-feed.ts) or sends them
 * (a room, whose game the server holds: friends/room-feed.ts). How to add a driver: README.md in
 * this folder.
 */
import type { ComponentType } from 'preact';
import type { ReadableAtom } from 'nanostores';
import type { AiLevel } from '../../engine/ai/levels';
import type { CardId } from '../../engine/cards';
import type { PlayerView, RoundAction } from '../../engine/round';
import type { PublicGameFacts, RoundLine } from '../../engine/round/record';
import type { RuleSet } from '../../engine/rules/ruleset';
import type { BySeat, Seat } from '../../engine/round/seats';
import type { SeatName } from '../../words/format';

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

/**
 * How the table names each seat: in narration and panels (`seats`, with the verb agreement of
 * src/words/format.ts: 'you', 'computer', or `{ named: 'Ben' }`) and in short labels (the
 * scoreboard, a seat's heading). Made by the feed's name provider (seat-names.ts), never by the table.
 */
export interface SeatNames {
  readonly seats: BySeat<SeatName>;
  readonly short: BySeat<string>;
}

/** A finished round as the score-by-round table shows it (the engine's, public to every seat). */
export type { RoundLine };

/**
 * The game around the round, public to every seat: the engine's public projection of a game
 * (engine/round/record.ts, `publicFacts`: status, first dealer, round, totals, winner, finished
 * rounds) with its rules, and what the table adds.
 */
export interface PublicGame extends PublicGameFacts {
  readonly rules: RuleSet;
  readonly rounds: number | 'unlimited';
  /** Whether a deal link set the first dealer (the "who deals first" screen says so). */
  readonly fromLink: boolean;
  /** False until the players have seen who deals and started play. */
  readonly started: boolean;
}

/** What the table draws: the shown seat's view of the round (the only round data it reads). */
export interface ShownSeat {
  readonly view: PlayerView;
  readonly game: PublicGame;
}

/**
 * A table's source of truth and its way back; one per game. The table subscribes to the atoms
 * and calls the methods; the feed decides what they do. Every method acts for the shown seat.
 */
export interface TableFeed {
  /** Who plays each seat (its length is the seat count; a new game may change it). */
  readonly $drivers: ReadableAtom<BySeat<SeatDriver>>;
  readonly $names: ReadableAtom<SeatNames>;
  /** The seat on screen and its view; null while the device is being handed over (hands hidden). */
  readonly $shown: ReadableAtom<ShownSeat | null>;
  /** A hand card pressed that waits for its choice of field card (field-press.ts keeps it). */
  readonly $pending: ReadableAtom<CardId | null>;
  /** What just happened, worded with the seat names (read out by the table's live region). */
  readonly $narration: ReadableAtom<string>;
  /** A refusal or other problem with the last request, in words. */
  readonly $error: ReadableAtom<string | null>;
  /** Another seat (a computer, a remote player) is about to move. */
  readonly $thinking: ReadableAtom<boolean>;

  /** A hand card pressed: played at once, or kept in `$pending` while it needs a choice. */
  press(card: CardId): void;
  /** The field card to take, for the pending card or the turned card. */
  choose(take: CardId): void;
  /** Lay the card on the field without taking (handCapture: optional). */
  lay(card: CardId): void;
  cancelChoice(): void;
  /** Any other action of the shown seat (koi-koi or shōbu, a lucky hand's choice): applied or sent. */
  act(action: RoundAction): void;
  /** Play begins after "who deals first". */
  start(): void;
  /** Deals the next round after a round's end. */
  nextRound(): void;
  /** The table shows a turn's beats for `ms`: a computer seat waits until they end (optional). */
  hold?(ms: number): void;
  /** Lets go of what the feed listens to (a room's connection, a store's listeners): the page calls it when the table goes. */
  dispose(): void;

  // ---- Hooks a driver adds; the table shows each only when given ----------------------------
  /**
   * Pass-and-play: the seat the device is to be passed to ("Pass to Ben"), or null. While it is
   * set, `$shown` is null (no hand on screen) and the table shows the hand-over screen, whose
   * button calls `takeSeat`.
   */
  readonly $handOver?: ReadableAtom<Seat | null>;
  takeSeat?(): void;
  /**
   * Online: this seat's move is made and the server holds it until another seat has decided
   * something this seat may not see (a lucky hand): its hand is not live meanwhile.
   */
  readonly $held?: ReadableAtom<boolean>;
  /** Online: seats that are away (disconnected); the table says the game waits for them. */
  readonly $away?: ReadableAtom<readonly Seat[]>;
  /**
   * Online: the game's end offers what the feed adds here (a room's rematch), drawn among the
   * end panel's buttons once the game is over.
   */
  readonly EndActions?: ComponentType;
}
