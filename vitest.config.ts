import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit, property and conformance tests: plain Node, no Astro pipeline (fast).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // Vitest's default of one worker fewer than the cores leaves a two-core machine one worker;
    // the files are independent and CPU-bound, and the main process mostly waits.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Generous: a test of a few hundred milliseconds on a quiet machine can take ten times that
    // when the two cores are shared; a hang still fails.
    testTimeout: 20_000,
  },
});
