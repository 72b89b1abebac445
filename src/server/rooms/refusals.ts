/**
 * Why the room refused a join or a message: codes only (the friends page words them, as
 * src/words/errors.ts words the engine's codes). Sent to the one client at fault as
 * `client.send('refused', { code, ... })`, or as a join error whose message is the code.
 */
export const REFUSAL_CODES = [
  /** The message is not of the expected shape (not an object, unknown keys, a bad card id). */
  'malformed',
  /** The message is larger than MAX_MESSAGE_BYTES. */
  'too-large',
  /** No such message type. */
  'unknown-type',
  /** Not this seat's turn or decision. */
  'not-your-turn',
  /** Well formed, but not one of the engine's legal actions now. */
  'illegal-action',
  /** Every seat is taken (a fourth visitor to a three-seat room). */
  'room-full',
  /** The seat token matches no seat of this room. */
  'bad-token',
  /** The seat token's seat is held by a connected client. */
  'token-in-use',
  /** Too many messages: the client's bucket is empty. */
  'rate-limited',
  /** The room's rules (a rule code, or preset and overrides) are not valid. */
  'bad-rules',
  /** The name is missing, shows nothing, is too long or holds a direction override (src/shared/player-name.ts). */
  'bad-name',
  /** No room with this id (none live, no record to restore it from, or the record expired). */
  'no-such-room',
  /** The room asked to be restored is live: join it by its id. */
  'room-live',
  /** Not every seat is taken yet. */
  'waiting-for-players',
  /** The client holds no seat of the room. */
  'not-seated',
  /** The round is still being played (a next-round request too early). */
  'round-in-progress',
  /** The game is over. */
  'game-over',
  /** A rematch asked for before the game is over. */
  'game-in-progress',
  /** A short code that finds no room waiting for players (mistyped, expired, or the room is full). */
  'no-such-code',
  /** The room's record was written by an engine version or in a format this server does not play (an older or newer server's). */
  'record-outdated',
  /** The room's record cannot be read (damaged or cut short): the room cannot be rebuilt. */
  'record-unreadable',
  /** The record store failed or did not answer in time: the change was not saved and is undone (try again). */
  'not-saved',
  /** The record store cannot be read now (down or not answering): the room can be rebuilt once it is back. */
  'store-unavailable',
  /** The client kept sending after refusals (rate-limited, too-large, unknown-type, malformed): disconnected, with CLOSE_TOO_MANY_REFUSALS. */
  'too-many-refusals',
  /** Too many rooms made from this address lately (limits.ts). */
  'too-many-rooms',
  /** This process holds as many rooms as it may: no new room until some close. */
  'server-busy',
  /** Too many seats reserved from this address that have not connected yet (limits.ts). */
  'too-many-joins',
  /** Only the room's creator (its first seat) may fill an empty seat with a computer. */
  'not-creator',
  /** The seat asked to be filled is taken. */
  'seat-taken',
  /** No computer level of that id (src/engine/ai/levels.ts). */
  'unknown-level',
  /** Seats can be filled with a computer only while the room waits for players. */
  'game-started',
  /** The seat is not a person's away for long enough (HAND_OVER_AWAY_MS) to be handed to the computer. */
  'seat-not-away',
] as const;

/**
 * The WebSocket close code of a client disconnected for 'too-many-refusals' (4000–4999 are the
 * application's; Colyseus uses 4000 for a consented leave and 4002 for its own errors).
 */
export const CLOSE_TOO_MANY_REFUSALS = 4429;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

export interface Refusal {
  readonly code: RefusalCode;
}

export function refusal(code: RefusalCode): Refusal {
  return { code };
}
