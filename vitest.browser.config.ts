import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files first (longest-processing-time order, so that the two workers end together):
 * the default order (larger sources first when no durations are cached, as on a fresh clone) left
 * the sitemap visits — the longest files, the smallest sources — for last, where the last one ran
 * alone. Seconds per file measured on the full run (fresh clone, this 2-core machine) beside each.
 */
const LONGEST_FIRST = [
  'site', // 114
  'site-pages-2', // 102
  'site-pages-3', // 92
  'table-layout', // 76
  'play', // 68
  'lessons-show', // 53
  'play-three', // 53
  'coach-review', // 49
  'options', // 45
  'mistakes', // 44
  'lessons-steps', // 42
  'learn', // 39
  'friends', // 38
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const name = /([^\\/]+)\.test\.ts$/.exec(f.moduleId)?.[1] ?? '';
      const at = LONGEST_FIRST.indexOf(name);
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

// Browser tests drive the built site (dist/) in real Chromium.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // Two files at a time on two cores: most of a browser test is waiting on the page.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
