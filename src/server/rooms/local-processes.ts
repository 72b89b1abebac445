/**
 * Local processes for the room server's tests and benchmark (never used by the server itself):
 * a throwaway Redis on 127.0.0.1 and room servers (main.ts) in their own Node processes, since
 * Colyseus's matchmaker is one per process. Everything listens on loopback, on free ports.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Why Redis cannot be started here (no redis-server binary), or null when it can. */
export function redisMissing(): string | null {
  const found = spawnSync('redis-server', ['--version'], { encoding: 'utf8' });
  return found.error ? 'redis-server is not installed (apt-get install -y redis-server)' : null;
}

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function waitForLine(child: ChildProcess, pattern: RegExp, what: string, ms: number): Promise<RegExpMatchArray> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`${what} did not start within ${ms} ms:\n${seen}`)), ms);
    const onData = (chunk: Buffer): void => {
      seen += chunk.toString();
      const match = seen.match(pattern);
      if (match) done(match);
    };
    const onExit = (code: number | null): void => fail(new Error(`${what} exited (${code}) before it was ready:\n${seen}`));
    function cleanup(): void {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.stderr?.off('data', onData);
      child.off('exit', onExit);
    }
    function done(match: RegExpMatchArray): void {
      cleanup();
      resolve(match);
    }
    function fail(error: Error): void {
      cleanup();
      reject(error);
    }
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill(signal);
  });
}

export interface LocalRedis {
  readonly url: string;
  readonly port: number;
  /** The redis-server process (the tests freeze it with SIGSTOP). */
  readonly pid: number;
  stop(): Promise<void>;
  /** A crash: killed at once (SIGKILL). */
  kill(): Promise<void>;
}

/** A Redis of its own (nothing saved to disk), on a free loopback port (or `port`: a Redis started again where one was). */
export async function startRedis(port?: number): Promise<LocalRedis> {
  port ??= await freePort();
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /Ready to accept connections/, 'redis-server', 15_000);
  return { url: `redis://127.0.0.1:${port}`, port, pid: child.pid!, stop: () => stopChild(child, 'SIGTERM'), kill: () => stopChild(child, 'SIGKILL') };
}

export interface RoomProcess {
  readonly port: number;
  readonly pid: number;
  /** A clean stop: rooms disposed, their records kept. */
  stop(): Promise<void>;
  /** A crash: the process is killed at once. */
  kill(): Promise<void>;
}

/**
 * A room server in its own Node process (tsx runs main.ts), on a free loopback port. Without
 * REDIS_URL or ROOMS_DATA_DIR (given or in this process's environment) its records go to a fresh
 * temporary directory (never the project's `.rooms-data/`).
 */
export async function startRoomProcess(env: Record<string, string> = {}): Promise<RoomProcess> {
  // A store chosen by the caller or the environment (ROOMS_DATA_DIR=memory: the bench's comparison) is kept.
  const chosen = env['REDIS_URL'] || env['ROOMS_DATA_DIR'] || process.env['ROOMS_DATA_DIR'];
  const dataDir = chosen ? {} : { ROOMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'koikoi-rooms-')) };
  const removeDataDir = (): void => {
    if (dataDir.ROOMS_DATA_DIR) rmSync(dataDir.ROOMS_DATA_DIR, { recursive: true, force: true });
  };
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const match = await waitForLine(child, /rooms-listening (\d+)/, 'the room server', 60_000);
  // Keep reading its output so a full pipe never blocks it.
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    port: Number(match[1]),
    pid: child.pid!,
    // The temporary directory made here dies with its process (a later process never gets it back).
    stop: () => stopChild(child, 'SIGTERM').then(removeDataDir),
    kill: () => stopChild(child, 'SIGKILL').then(removeDataDir),
  };
}
