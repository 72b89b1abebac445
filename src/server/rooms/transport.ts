/**
 * Colyseus's WebSocket transport, with its ping loop started on every startup path.
 *
 * The transport notices dead connections by pinging every client each `pingInterval` and
 * cutting one that missed `pingMaxRetries` pongs (a phone that lost its network never closes
 * its socket; without the cut its seat would stay "here" and its token answer `token-in-use`).
 * But it starts that loop on the http server's 'listening' event, which never comes when the
 * server listens before the rooms are attached, as on `npm start` (scripts/serve.mjs) and
 * main.ts. This subclass starts the loop at once for a server already listening, through the
 * transport's own protected hook for it, and lets the loop's timer not hold the process open.
 */
import type http from 'node:http';
import { WebSocketTransport, type TransportOptions } from '@colyseus/ws-transport';

export class RoomsTransport extends WebSocketTransport {
  constructor(options: TransportOptions & { server: http.Server }) {
    super(options);
    if (options.server.listening && this.pingIntervalMS > 0 && this.pingMaxRetries > 0) {
      this.autoTerminateUnresponsiveClients(this.pingIntervalMS, this.pingMaxRetries);
    }
  }

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    // One loop only, whichever way it started (the server may also emit 'listening' later, after a close and a new listen).
    clearInterval(this.pingInterval);
    super.autoTerminateUnresponsiveClients(pingInterval, pingMaxRetries);
    this.pingInterval.unref();
  }
}
