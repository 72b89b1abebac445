/**
 * A cap on the bodies of Colyseus's matchmaking requests (`POST /matchmake/…`), in front of
 * Colyseus, which reads a body whole into memory before parsing it: one request of 400 MB
 * once took the process to 1.3 GiB and stalled every room. A matchmaking body is a few join
 * options (a rule code, a name, a token: well under 1 KiB), so MAX_BODY_BYTES is plenty.
 *
 * A declared length over the cap is answered 413 before a byte of the body is read, and the
 * connection closed, so the rest is never read. A body must declare its length (colyseus.js,
 * through @colyseus/httpie, and every browser's fetch of a string always do): a chunked body
 * is answered 411, as counting it beside Colyseus's own reader could not stop that reader
 * from answering too. Node's parser reads exactly the declared length, never more.
 */
import type http from 'node:http';

/** The largest matchmaking body read. */
export const MAX_BODY_BYTES = 4 * 1024;

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function refuse(req: http.IncomingMessage, res: http.ServerResponse, status: 411 | 413): void {
  res.writeHead(status, { 'Content-Type': 'application/json', Connection: 'close', 'Access-Control-Allow-Origin': '*' });
  res.end(JSON.stringify({ code: status === 413 ? 'too-large' : 'malformed' }), () => req.destroy());
}

/** Puts the cap in front of every request listener of `server` (attach it after Colyseus's routes). */
export function capMatchmakeBodies(server: http.Server, maxBytes = MAX_BODY_BYTES): void {
  const others = server.listeners('request').slice(0) as Listener[];
  server.removeAllListeners('request');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const pass = () => {
      for (const listener of others) listener.call(server, req, res);
    };
    if (req.method !== 'POST' || !(req.url ?? '').includes('/matchmake/')) return pass();
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!Number.isFinite(declared)) return refuse(req, res, 411);
    if (declared > maxBytes) return refuse(req, res, 413);
    pass();
  });
}
