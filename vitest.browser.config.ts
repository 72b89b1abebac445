import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The visits of every sitemap page (site.test.ts, site-pages-N.test.ts) are the run's longest
 * files but its smallest sources, so the default order (larger files first, when no durations are
 * cached, as on a fresh clone) left them for last, where the last one ran alone. Start them first.
 */
class SitemapVisitsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const visits = (f: TestSpecification) => /[\\/]site(-pages-\d+)?\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(visits), ...sorted.filter((f) => !visits(f))];
  }
}

// Browser tests drive the built site (dist/) in real Chromium.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/global-setup.ts'],
    // Three files at a time on two cores: a browser test waits on the page much of its time (the
    // computer's turns, the beats): with two files the cores stood idle 22 % of the run, with three
    // 8 % (the step 664 -> 590 s on this machine).
    fileParallelism: true,
    maxWorkers: 3,
    sequence: { sequencer: SitemapVisitsFirst },
    // The files share each worker's module registry: the helpers and the engine modules the
    // tests import are loaded once per worker, not once per file (import time 20 -> 7 s on 6
    // files). The helpers keep no state of their own; each file launches its own browser.
    isolate: false,
    // A whole game by keyboard takes 40 s on a quiet machine and up to 50 s with three files
    // sharing two cores: the limit is for a hang, not for a busy machine.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
