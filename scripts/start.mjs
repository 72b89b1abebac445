#!/usr/bin/env node
// `npm start`: install what is missing, build the site and its search index, serve it, with the
// online rooms on the same port (ROOMS=off: the site only; REDIS_URL: rooms shared through Redis).
import { spawnSync } from 'node:child_process';
import { ensureDeps } from './ensure-deps.mjs';

ensureDeps();
process.env.ASTRO_TELEMETRY_DISABLED = '1';
const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: process.env });
if (build.status !== 0) {
  console.error('The build failed: see the messages above.');
  process.exit(build.status ?? 1);
}
await import('./serve.mjs').then(({ startServer, describeRooms }) => {
  const port = Number(process.env.PORT ?? 4321);
  return startServer({ port, host: process.env.HOST ?? 'localhost', rooms: true }).then(
    async (server) => {
      const origin = `http://localhost:${port}`;
      console.log(`\n${await describeRooms(server, origin)}`);
      console.log(`Koi-Koi Dojo is ready at ${origin}/ (Ctrl+C to stop)`);
    },
    (error) => {
      console.error(error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT=… to use another.` : error.message);
      process.exit(1);
    },
  );
});
