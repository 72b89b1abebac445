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
    // Two files at a time on two cores: most of a browser test is waiting on the page.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: SitemapVisitsFirst },
    // The files share each worker's module registry: the helpers and the engine modules the
    // tests import are loaded once per worker, not once per file (import time 20 -> 7 s on 6
    // files). The helpers keep no state of their own; each file launches its own browser.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
