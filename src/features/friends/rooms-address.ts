/**
 * Where the room server is: the page's own origin by default (`npm start` serves the site and
 * the rooms on one port), or the address given at build time in `PUBLIC_ROOMS_URL`
 * (https://rooms.example.org) when the site is on a static host and the rooms on a Node host.
 * astro.config.mjs reads the same setting for the Content-Security-Policy's connect-src
 * (src/site/integrations/rooms-csp.ts).
 */
export function roomsOrigin(): string {
  const configured = (import.meta.env?.['PUBLIC_ROOMS_URL'] as string | undefined)?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // an unusable setting: the page's own origin, as without one
    }
  }
  return location.origin;
}
