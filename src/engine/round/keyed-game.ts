/**
 * Keyed games (the online rooms' deals, keyed.ts): importing this module is what lets
 * `createGame({ secret })` deal them. It lives apart from game.ts so that pages that only play
 * seeded games never load the SHA-256 code; the room server and the room's review import it.
 */
import { isDealSecret, keyedDeck, keyedSeed, KeyedStream, type DealSecret } from '../keyed';
import type { RuleSet } from '../rules/ruleset';
import { createGame, enableKeyedDealing, type GameState } from './game';

enableKeyedDealing({
  isSecret: isDealSecret,
  deck: keyedDeck,
  seed: keyedSeed,
  stream: (secret, label) => new KeyedStream(secret, label),
});

/** A new game every deal of which follows from `secret` (keyed.ts). */
export function createKeyedGame(setup: { readonly rules: RuleSet; readonly secret: DealSecret; readonly explain?: boolean }): GameState {
  return createGame(setup);
}
