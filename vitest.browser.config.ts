import { defineConfig } from 'vitest/config';

// Browser tests drive the built site (dist/) in real Chromium, one file at a time.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
