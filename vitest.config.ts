import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test folders whose modules keep no state between tests (the engine, the computer players, the
 * words, the reference data): their files share one module registry per worker instead of each
 * importing the engine afresh (the unit run's CPU time 116 s -> 94 s). Folders of the site's
 * features and the room server keep stores, timers and servers in module state, so each of their
 * files still runs in a fresh registry (sharing it everywhere failed 3 tests in one run of 2,
 * each depending on which file ran before it in the same worker).
 */
const SHARED = ['ai', 'engine', 'round', 'words', 'cards', 'reference', 'puzzles', 'coach', 'scripts', 'search', 'shared'];
const sharedFiles = SHARED.map((dir) => `tests/unit/${dir}/**/*.test.ts`);

// Unit, property and conformance tests: plain Node, no Astro pipeline (fast).
export default defineConfig({
  test: {
    environment: 'node',
    // Vitest's default of one worker fewer than the cores leaves a two-core machine one worker;
    // the files are independent and CPU-bound, and the main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous: a test of a few hundred milliseconds on a quiet machine can take ten times that
    // when the two cores are shared; a hang still fails.
    testTimeout: 20_000,
    projects: [
      { extends: true, test: { name: 'pure', include: sharedFiles, isolate: false } },
      { extends: true, test: { name: 'features', include: ['tests/unit/**/*.test.ts'], exclude: sharedFiles } },
    ],
  },
});
