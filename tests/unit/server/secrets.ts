/** Fixed deal secrets for the room tests (the server draws 256 random bits): the same number, the same games. */
import { createHash } from 'node:crypto';

export function testSecret(n: number): string {
  return createHash('sha256').update(`koikoi-test-secret-${n}`).digest('hex');
}

/** A source of secrets that counts on from `start`, as the server's settings take it. */
export function countingSecrets(start: number): () => string {
  let n = start;
  return () => testSecret((n += 1));
}
