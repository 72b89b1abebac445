/**
 * Two-player play stays bit-identical: the hashes of seeded games (deals, every computer move,
 * points), coach values, saves and links, as scripts/identity-hashes.ts computes them, equal
 * those recorded before the engine learnt a third seat (the quick sizes; `--full` for the
 * 1,000 games and 300 decisions, recorded in the same fixture).
 */
import { expect, test } from 'vitest';
import { identityHashes, QUICK_SIZES } from '../../../scripts/identity-hashes';
import recorded from './fixtures/identity-hashes.json';

test('two-player games, coach values, saves and links hash as before', () => {
  expect(identityHashes(QUICK_SIZES)).toEqual(recorded.quick);
}, 60_000);
