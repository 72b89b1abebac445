/**
 * How much random self-play the unit tests run. `npm test` runs SELFPLAY_ROUNDS = 2,000 rounds
 * (enough for every kind of round ending to show up); a longer run sets it higher, e.g.
 * `SELFPLAY_ROUNDS=50000 npm run test:unit` (README, "Other commands").
 */
const DEFAULT_ROUNDS = 2000;

function fromEnvironment(): number {
  const given = process.env['SELFPLAY_ROUNDS'];
  if (given === undefined || given === '') return DEFAULT_ROUNDS;
  const n = Number(given);
  if (!Number.isInteger(n) || n < 100) throw new Error(`SELFPLAY_ROUNDS must be a whole number of at least 100 (got ${given})`);
  return n;
}

/** Rounds of the round engine's self-play invariants (tests/unit/round/selfplay.test.ts). */
export const SELFPLAY_ROUNDS = fromEnvironment();

/**
 * A share of SELFPLAY_ROUNDS for a self-play test whose rounds cost more (each state of each
 * round is checked more deeply): `share` of the rounds, at least `least`.
 */
export function selfplayShare(share: number, least: number): number {
  return Math.max(least, Math.round(SELFPLAY_ROUNDS * share));
}
