/**
 * One connection's guard, so that one client cannot hurt the others on the process:
 * - every frame is weighed and counted before Colyseus decodes it (a listener put in front of
 *   Colyseus's own on the socket's 'message' event): over MAX_MESSAGE_BYTES it is refused
 *   'too-large', past the client's token bucket 'rate-limited';
 * - refusals that no person at a table provokes (rate-limited, too-large, unknown-type,
 *   malformed) are strikes, counted in a bucket of their own: a client that keeps sending after
 *   them is disconnected with CLOSE_TOO_MANY_REFUSALS, which the page words, instead of being
 *   answered one refusal per message for ever;
 * - what the server has queued for the client and the client has not read yet (the WebSocket's
 *   bufferedAmount) is capped: a reader that falls that far behind is dropped, not buffered
 *   without end (a phone that merely lost its network takes its seat back with its token).
 */
import type WebSocket from 'ws';
import { Protocol, type Client } from '@colyseus/core';
import { TokenBucket, type BucketSettings } from './rate-limit';
import { MAX_MESSAGE_BYTES } from './messages';
import { refusal, type Refusal, type RefusalCode } from './refusals';

export interface ClientGuardSettings {
  /** Messages: a few at once, then a steady rate ('rate-limited' past it). */
  readonly bucket: BucketSettings;
  /** Strikes (protocol refusals) tolerated: a few at once, then one now and then. */
  readonly strikes: BucketSettings;
  /** Unsent bytes queued for one client before it is dropped. */
  readonly maxBufferedBytes: number;
}

/** Refusals a well-behaved page never earns: each is a strike. */
const STRIKES: ReadonlySet<RefusalCode> = new Set(['rate-limited', 'too-large', 'unknown-type', 'malformed']);

export const DEFAULT_STRIKES: BucketSettings = { burst: 10, perSecond: 0.2 };
export const MAX_BUFFERED_BYTES = 1024 * 1024;

/** A dropped client's socket is cut this long after its close frame, whether or not it answers. */
const CLOSE_GRACE_MS = 1000;

export class ClientGuard {
  private readonly messages: TokenBucket;
  private readonly strikes: TokenBucket;
  /** The refusal of the frame being delivered, for the room's handler to send instead of acting. */
  private verdict: Refusal | null = null;
  /** Disconnected for abuse: nothing more is read from it nor sent to it. */
  dropped = false;

  constructor(readonly settings: ClientGuardSettings) {
    this.messages = new TokenBucket(settings.bucket);
    this.strikes = new TokenBucket(settings.strikes);
  }

  /** Weighs and counts a raw frame (before Colyseus decodes it). */
  inspect(frame: Buffer): void {
    this.verdict = null;
    const code = frame[0];
    if (code !== Protocol.ROOM_DATA && code !== Protocol.ROOM_DATA_BYTES) return;
    if (!this.messages.take()) this.verdict = refusal('rate-limited');
    else if (frame.byteLength > MAX_MESSAGE_BYTES) this.verdict = refusal('too-large');
  }

  /** The current frame's refusal, if it has one (read once, by the handler Colyseus calls next). */
  takeVerdict(): Refusal | null {
    const verdict = this.verdict;
    this.verdict = null;
    return verdict;
  }

  /** Counts a refusal; false when it was one strike too many. */
  strike(code: RefusalCode): boolean {
    return !STRIKES.has(code) || this.strikes.take();
  }
}

/** Puts the guard in front of Colyseus's own reading of the client's frames. */
export function watchFrames(client: Client, guard: ClientGuard): void {
  client.ref.prependListener('message', (frame: Buffer) => guard.inspect(frame));
}

function socketOf(client: Client): WebSocket {
  return client.ref as unknown as WebSocket;
}

/** Whether the client has more unsent output queued than it may. */
export function tooFarBehind(client: Client, guard: ClientGuard): boolean {
  return socketOf(client).bufferedAmount > guard.settings.maxBufferedBytes;
}

/**
 * Disconnects a client for abuse: its socket is no longer read, a close frame with
 * `closeCode` goes out (a page that still reads learns why), and the socket is cut shortly
 * after, as a client that reads nothing never answers the close.
 */
export function drop(client: Client, guard: ClientGuard, closeCode: number): void {
  if (guard.dropped) return;
  guard.dropped = true;
  const socket = socketOf(client);
  // Nothing more is read from it: a flood already on the wire is not decoded message by message.
  socket.pause();
  client.leave(closeCode);
  setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
}
