import { defineConfig } from 'vitest/config';

// Browser tests drive the built site (dist/) in real Chromium.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // Two files at a time on two cores: most of a browser test is waiting on the page.
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
