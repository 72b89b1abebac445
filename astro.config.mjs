// @ts-check
import { defineConfig } from 'astro/config';
import mdx from '@astrojs/mdx';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import { siteDirectives } from './src/site/integrations/client-directives.ts';
import { tidyHtml } from './src/site/integrations/tidy-html.ts';

/**
 * The room server the friends page talks to, for the CSP's connect-src: the page's own origin
 * ('self', which covers ws:/wss: to the same host) unless PUBLIC_ROOMS_URL names a separate room
 * host (https://rooms.example.org), whose http(s) origin (matchmaking, code lookup) and ws(s)
 * origin (the rooms' WebSockets) are then allowed too. The page reads the same setting
 * (src/features/friends/rooms-address.ts).
 */
function roomsConnectSources() {
  const configured = process.env.PUBLIC_ROOMS_URL?.trim();
  if (!configured) return [];
  const url = new URL(configured);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ROOMS_URL must be an http(s) address, not ${configured}`);
  return [url.origin, url.origin.replace(/^http/, 'ws')];
}

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
        ["connect-src 'self'", ...roomsConnectSources()].join(' '),
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
