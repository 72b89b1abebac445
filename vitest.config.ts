import { defineConfig } from 'vitest/config';

// Unit, property and conformance tests: plain Node, no Astro pipeline (fast).
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
