/**
 * Secrets of a room: room ids and seat tokens are 128 random bits from node:crypto (base64url,
 * 22 characters), so neither can be guessed. The record keeps only a seat token's SHA-256, so a
 * leaked record (Redis later) does not hand out seats; tokens are compared through their hashes
 * in constant time.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 128 bits, the floor for anything that grants access by being known. */
const SECRET_BYTES = 16;

export function newRoomId(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

export function newSeatToken(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** A new game seed (the engine's seeds are 32-bit); it stays on the server. */
export function newSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/** What the record keeps of a seat token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose hash is `hash`, in time independent of where they differ. */
export function tokenMatches(token: string, hash: string): boolean {
  const a = Buffer.from(tokenHash(token), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A new game's deal secret: 256 bits from node:crypto (hex), from which every deal of the game
 * follows through HMAC-SHA256 (src/engine/keyed.ts). It stays on the server until the game is over.
 */
export function newDealSecret(): string {
  return randomBytes(32).toString('hex');
}
