// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { siteDirectives } from './src/site/integrations/client-directives.ts';
import { tidyHtml } from './src/site/integrations/tidy-html.ts';
import { roomsConnectSources } from './src/site/integrations/rooms-csp.ts';
import { firstLoadChunks } from './src/site/integrations/first-load-chunks.ts';

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
    firstLoadChunks(),
  ],
  // Styles as files, never inline: cacheable across pages, and nothing inline for the CSP to miss.
  build: { format: 'directory', inlineStylesheets: 'never' },
  experimental: {
    // A Content-Security-Policy <meta> on every page: only the site's own scripts and
    // styles run (Astro adds the hashes of the ones it inlines). Pagefind's search
    // index is WebAssembly, hence 'wasm-unsafe-eval'.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        // The friends page's room server: the site's own origin, or PUBLIC_ROOMS_URL's (rooms-csp.ts).
        `connect-src 'self'${roomsConnectSources(process.env)
          .map((source) => ` ${source}`)
          .join('')}`,
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { resources: ["'self'", "'wasm-unsafe-eval'"] },
      styleDirective: { resources: ["'self'"] },
    },
  },
  devToolbar: { enabled: false },
});
