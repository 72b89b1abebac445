/**
 * A fresh 32-bit game seed for the browser (a new practice, pass-and-play or scorekeeper game,
 * a scorekeeper id). The seed ends up in deal links and saves as a plain unsigned 32-bit
 * integer, so this must keep returning one in [0, 2^32). It draws from crypto.getRandomValues;
 * Math.random only where that is missing (an old browser or a test runtime without it). The
 * server draws its own from node:crypto (src/server/rooms/tokens.ts), and src/engine takes
 * seeds but never makes one.
 */
export function randomSeed(): number {
  const c = globalThis.crypto;
  if (c?.getRandomValues) return c.getRandomValues(new Uint32Array(1))[0]!;
  return Math.floor(Math.random() * 0x100000000);
}
