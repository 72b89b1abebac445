/**
 * Keyed dealing: a deck order that follows from a secret of 256 bits through HMAC-SHA256, for
 * games whose deals must not be searchable (the online rooms). A 32-bit seed (random.ts) is
 * fine for practice and deal links, but a seat's own first view fixes one of only 2^32 seeds,
 * and so every hidden card; here each deal is a Fisher–Yates shuffle driven by the keyed
 * stream HMAC-SHA256(secret, label ‖ 0 ‖ counter), with unbiased draws (rejection sampling),
 * so what a seat sees tells nothing of the secret nor of any other card.
 *
 * Pure TypeScript (no node:crypto, no DOM): the server deals with it, and after the game the
 * friends page deals the same game again from the secret for its review. The SHA-256 is the
 * FIPS 180-4 one; tests compare it and the HMAC with node:crypto.
 *
 * A secret is 64 lowercase hex digits (32 bytes); `isDealSecret` checks one.
 */
import { CARD_IDS, type CardId } from './cards';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
  0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));

/** SHA-256 of `data` (FIPS 180-4). */
export function sha256(data: Uint8Array): Uint8Array {
  const bitLength = data.length * 8;
  const padded = new Uint8Array((((data.length + 9 + 63) >> 6) << 6));
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Lengths here are far below 2^32 bits' worth of bytes: the high word is what overflows 32 bits.
  view.setUint32(padded.length - 8, Math.floor(bitLength / 0x100000000));
  view.setUint32(padded.length - 4, bitLength >>> 0);
  const h = new Uint32Array([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
  const w = new Uint32Array(64);
  for (let off = 0; off < padded.length; off += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(off + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!];
    for (let i = 0; i < 64; i++) {
      const t1 = (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + w[i]!) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    h[0] = (h[0]! + a) >>> 0;
    h[1] = (h[1]! + b) >>> 0;
    h[2] = (h[2]! + c) >>> 0;
    h[3] = (h[3]! + d) >>> 0;
    h[4] = (h[4]! + e) >>> 0;
    h[5] = (h[5]! + f) >>> 0;
    h[6] = (h[6]! + g) >>> 0;
    h[7] = (h[7]! + hh) >>> 0;
  }
  const out = new Uint8Array(32);
  const outView = new DataView(out.buffer);
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!);
  return out;
}

/** HMAC-SHA256 (RFC 2104) of `message` under `key`. */
export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const inner = new Uint8Array(64 + message.length);
  const outer = new Uint8Array(64 + 32);
  for (let i = 0; i < 64; i++) {
    inner[i] = block[i]! ^ 0x36;
    outer[i] = block[i]! ^ 0x5c;
  }
  inner.set(message, 64);
  outer.set(sha256(inner), 64);
  return sha256(outer);
}

/** A deal secret: 32 bytes as 64 lowercase hex digits. */
export type DealSecret = string;

const SECRET_PATTERN = /^[0-9a-f]{64}$/;

export function isDealSecret(value: unknown): value is DealSecret {
  return typeof value === 'string' && SECRET_PATTERN.test(value);
}

function secretBytes(secret: DealSecret): Uint8Array {
  if (!isDealSecret(secret)) throw new Error('not a deal secret');
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++) out[i] = parseInt(secret.slice(i * 2, i * 2 + 2), 16);
  return out;
}

/** Labels are ASCII by construction (the engine's own constants and numbers). */
function ascii(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i) & 0x7f;
  return out;
}

/**
 * The keyed stream of one purpose (`label`, e.g. `deal/3`): 32-byte blocks
 * HMAC-SHA256(secret, label ‖ 0x00 ‖ counter as 4 bytes big-endian), read as 32-bit words.
 * `int(n)` is exactly uniform: words at or above the largest multiple of n are drawn again.
 */
export class KeyedStream {
  private readonly key: Uint8Array;
  private readonly prefix: Uint8Array;
  private counter = 0;
  private block: Uint8Array = new Uint8Array(0);
  private at = 0;

  constructor(secret: DealSecret, label: string) {
    this.key = secretBytes(secret);
    const l = ascii(label);
    this.prefix = new Uint8Array(l.length + 5);
    this.prefix.set(l);
  }

  /** The next 32 bits of the stream. */
  uint32(): number {
    if (this.at + 4 > this.block.length) {
      new DataView(this.prefix.buffer).setUint32(this.prefix.length - 4, this.counter);
      this.counter += 1;
      this.block = hmacSha256(this.key, this.prefix);
      this.at = 0;
    }
    const b = this.block;
    const word = ((b[this.at]! << 24) | (b[this.at + 1]! << 16) | (b[this.at + 2]! << 8) | b[this.at + 3]!) >>> 0;
    this.at += 4;
    return word;
  }

  /** An integer in [0, n), 1 ≤ n ≤ 2^32, without bias. */
  int(n: number): number {
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** How many 32-bit words have been read (a test's measure of what a deal consumes). */
  get wordsRead(): number {
    return Math.max(0, this.counter - 1) * 8 + this.at / 4;
  }
}

/** The label of the game's deal number `deal` (0 for the first, one more for each deal, misdeals included). */
export function dealLabel(deal: number): string {
  return `koikoi-dojo/deal/${deal}`;
}

/** The deck of deal number `deal` of the game keyed by `secret`: Fisher–Yates over the keyed stream. */
export function keyedDeck(secret: DealSecret, deal: number): CardId[] {
  const stream = new KeyedStream(secret, dealLabel(deal));
  const deck = [...CARD_IDS];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = stream.int(i + 1);
    const t = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = t;
  }
  return deck;
}

/**
 * 32 bits of the keyed stream for a purpose that needs a plain seed and no secrecy (the coach's
 * sampling in a review); it tells nothing of the deals (another label of the same HMAC).
 */
export function keyedSeed(secret: DealSecret, label: string): number {
  return new KeyedStream(secret, `koikoi-dojo/${label}`).uint32();
}
