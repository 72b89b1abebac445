// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { siteDirectives } from './src/integrations/client-directives.ts';
import { tidyHtml } from './src/integrations/tidy-html.ts';

// The site is static: `dist/` can be served from any host. SITE_URL only sets the
// absolute addresses written into the sitemap and canonical links.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  trailingSlash: 'always',
  integrations: [
    preact(),
    siteDirectives(),
    mdx(),
    // The search results page is for people, not for search engines or the sitemap.
    sitemap({ filter: (page) => !new URL(page).pathname.startsWith('/search/') }),
    tidyHtml(),
  ],
  build: { format: 'directory' },
  devToolbar: { enabled: false },
});
