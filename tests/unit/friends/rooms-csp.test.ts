/** The CSP's connect-src for the friends page's room server (src/site/integrations/rooms-csp.ts). */
import { describe, expect, it } from 'vitest';
import { roomsConnectSources } from '../../../src/site/integrations/rooms-csp';

describe('room server in the CSP', () => {
  it('adds nothing without PUBLIC_ROOMS_URL (the page talks to its own origin)', () => {
    expect(roomsConnectSources({})).toEqual([]);
    expect(roomsConnectSources({ PUBLIC_ROOMS_URL: '  ' })).toEqual([]);
  });

  it('allows exactly the configured room host, over http(s) and ws(s)', () => {
    expect(roomsConnectSources({ PUBLIC_ROOMS_URL: 'https://rooms.example.org/some/path' })).toEqual(['https://rooms.example.org', 'wss://rooms.example.org']);
    expect(roomsConnectSources({ PUBLIC_ROOMS_URL: 'http://localhost:2567' })).toEqual(['http://localhost:2567', 'ws://localhost:2567']);
  });

  it('refuses a setting that is not an http(s) address', () => {
    expect(() => roomsConnectSources({ PUBLIC_ROOMS_URL: 'rooms.example.org' })).toThrow(/not an address/);
    expect(() => roomsConnectSources({ PUBLIC_ROOMS_URL: 'wss://rooms.example.org' })).toThrow(/http\(s\)/);
  });
});
