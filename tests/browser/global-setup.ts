import type { TestProject } from 'vitest/node';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startServer } from '../../scripts/serve.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: Server | undefined;

/** Serves the built site on a free loopback port for the whole browser run. */
export async function setup(project: TestProject) {
  server = (await startServer({ dir: process.env.DIST ?? 'dist', port: 0, host: '127.0.0.1' })) as Server;
  const { port } = server.address() as AddressInfo;
  project.provide('baseURL', `http://127.0.0.1:${port}`);
}

export async function teardown() {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
