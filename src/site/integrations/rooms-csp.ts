/**
 * The room server the friends page talks to, for the Content-Security-Policy's connect-src
 * (astro.config.mjs): nothing beyond the site's own origin ('self', which covers ws:/wss: to the
 * same host) unless PUBLIC_ROOMS_URL names a separate room host (https://rooms.example.org),
 * whose http(s) origin (matchmaking, short-code lookups) and ws(s) origin (the rooms'
 * WebSockets) are then allowed too. The page reads the same setting
 * (src/features/friends/rooms-address.ts).
 */
export function roomsConnectSources(env: Readonly<Record<string, string | undefined>>): string[] {
  const configured = env['PUBLIC_ROOMS_URL']?.trim();
  if (!configured) return [];
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new Error(`PUBLIC_ROOMS_URL is not an address: ${configured}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`PUBLIC_ROOMS_URL must be an http(s) address, not ${configured}`);
  return [url.origin, url.origin.replace(/^http/, 'ws')];
}
