/**
 * What clients may send, checked before the room's model (and so the engine) sees it: the
 * size (MAX_MESSAGE_BYTES, measured on the wire by the room), the type, and the payload's shape
 * (a plain object with only the known keys of the action it names and known card ids).
 */
import { isCardId } from '../../engine/cards';
import type { RoundAction } from '../../engine/round/types';
import { refusal, type Refusal } from './refusals';
import { err, ok, type Result } from '../../engine/result';
import { MAX_NAME_LENGTH, checkPlayerName } from '../../shared/player-name';
import { isAiLevel, type AiLevel } from '../../engine/ai/levels';
import { isSeat, type Seat, type SeatCount } from '../../engine/round/seats';

/** Message types a seated client may send. */
export const CLIENT_MESSAGE_TYPES = ['action', 'next-round', 'rematch', 'fill-seat', 'hand-to-computer'] as const;
export type ClientMessageType = (typeof CLIENT_MESSAGE_TYPES)[number];

/** The largest message the room reads (an action is well under 100 bytes). */
export const MAX_MESSAGE_BYTES = 512;

/** The longest seat name, in characters: the rule shared with pass-and-play (src/shared/player-name.ts). */
export { MAX_NAME_LENGTH };

export function isClientMessageType(type: unknown): type is ClientMessageType {
  return (CLIENT_MESSAGE_TYPES as readonly unknown[]).includes(type);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
}

function onlyKeys(value: Record<string, unknown>, keys: readonly string[]): boolean {
  return Object.keys(value).every((k) => keys.includes(k));
}

/** An action message's payload as a round action, or 'malformed'. The seat comes from the connection, never from the message. */
export function parseAction(payload: unknown): Result<RoundAction, Refusal> {
  if (!isPlainObject(payload)) return err(refusal('malformed'));
  switch (payload['type']) {
    case 'play': {
      const { card, take, lay } = payload;
      if (!onlyKeys(payload, ['type', 'card', 'take', 'lay']) || !isCardId(card)) break;
      if (take !== undefined && !isCardId(take)) break;
      if (lay !== undefined && typeof lay !== 'boolean') break;
      return ok({ type: 'play', card, ...(take !== undefined ? { take } : {}), ...(lay === true ? { lay: true } : {}) });
    }
    case 'drawTake':
      if (!onlyKeys(payload, ['type', 'take']) || !isCardId(payload['take'])) break;
      return ok({ type: 'drawTake', take: payload['take'] });
    case 'call':
      if (!onlyKeys(payload, ['type', 'call']) || (payload['call'] !== 'koikoi' && payload['call'] !== 'shobu')) break;
      return ok({ type: 'call', call: payload['call'] });
    case 'luckyHand':
      if (!onlyKeys(payload, ['type', 'choice']) || (payload['choice'] !== 'redeal' && payload['choice'] !== 'play')) break;
      return ok({ type: 'luckyHand', choice: payload['choice'] });
  }
  return err(refusal('malformed'));
}

/** A seat name under the one rule of names (src/shared/player-name.ts), as it is kept, or 'bad-name'. */
export function parseName(value: unknown): Result<string, Refusal> {
  const name = checkPlayerName(value);
  return name.ok ? ok(name.value) : err(refusal('bad-name'));
}

/**
 * A 'fill-seat' or 'hand-to-computer' payload `{ seat, level }`: a seat of the room ('malformed'
 * otherwise, or with other keys) and one of the computer levels' ids ('unknown-level').
 */
export function parseSeatRequest(payload: unknown, players: SeatCount): Result<{ readonly seat: Seat; readonly level: AiLevel }, Refusal> {
  if (!isPlainObject(payload) || !onlyKeys(payload, ['seat', 'level'])) return err(refusal('malformed'));
  const { seat, level } = payload;
  if (typeof seat !== 'number' || !isSeat(seat, players)) return err(refusal('malformed'));
  if (!isAiLevel(level)) return err(refusal('unknown-level'));
  return ok({ seat, level });
}
