/**
 * The room server alone, without the site (a Node host that serves only rooms, the rooms
 * benchmark, the tests' second process): `tsx src/server/rooms/main.ts`.
 * PORT (default 2567; 0: any free port), HOST (default 127.0.0.1), REDIS_URL,
 * ROOMS_PUBLIC_ADDRESS (default HOST:PORT when REDIS_URL is set, right on one machine), and
 * from-env.ts's guard settings: ROOMS_RATE_LIMIT=burst,perSecond (each client's message
 * bucket) lets the tests' bots, which answer every view at once, play faster than any person;
 * ROOMS_CREATE_LIMIT lets the benchmark make all its rooms from one address.
 * Prints one line `rooms-listening PORT` once it accepts clients; stops on SIGTERM or SIGINT.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRoomServer } from './server';
import { roomOptionsFromEnv } from './from-env';

const env = process.env;
const options = roomOptionsFromEnv({ ...env, ROOMS: 'on' })!;
const host = env['HOST'] ?? '127.0.0.1';
const server = http.createServer((_req, res) => {
  res.writeHead(404);
  res.end();
});
// Listen first, so that the public address can name the port even when it was 0.
await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(Number(env['PORT'] ?? 2567), host, () => resolve());
});
const port = (server.address() as AddressInfo).port;
const publicAddress = options.publicAddress ?? (options.redisUrl ? `${host}:${port}` : undefined);
const rooms = await createRoomServer({ ...options, server, ...(publicAddress ? { publicAddress } : {}) });
console.log(`rooms-listening ${port}`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await rooms.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
