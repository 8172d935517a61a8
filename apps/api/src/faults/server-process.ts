import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Redis } from 'ioredis';
import { throwAwayPostgres } from '../test/database-templates';

// Real server processes for the kill -9 and several-instances suites.

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../../..');
const entry = path.join(here, 'api-server.ts');

export type ServerProcess = {
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves once the process has exited (after a kill or a crash point). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL, as a power cut would; resolves when it is gone. */
  kill9(): Promise<void>;
  stop(): Promise<void>;
};

/** Starts the API on `port` with `env`, waiting (at most `timeoutMs`) until it listens. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServerProcess> {
  // Node itself runs the server (tsx only as its loader), so a signal reaches the server, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // The suites pay in the sandbox on purpose, on PostgreSQL in production (a shop that looks live).
      ALLOW_SANDBOX_PAYMENTS: 'true',
      ALLOW_SANDBOX_MESSAGES: 'true',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const started = Date.now();
  while (!/listening \d+/.test(log)) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server on ${port} exited before listening:\n${log}`);
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start in ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const server: ServerProcess = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => log,
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return server;
}

/** The PostgreSQL server of TEST_DATABASE_URL, if it answers. */
export async function postgresAvailable(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A throw-away database on that server (`drop` removes it), with one-off queries for the checks. */
export async function throwAwayDatabase(adminUrl: string, label: string) {
  const database = await throwAwayPostgres(adminUrl, label);
  return {
    ...database,
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    },
  };
}

/** The Redis of TEST_REDIS_URL, if it answers. */
export async function redisAvailable(): Promise<string | undefined> {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0 });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return url;
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

/** A fetch that keeps cookies like a browser (one jar per "browser"). */
export function browser(extraHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  return {
    cookies,
    async request(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...extraHeaders, ...init.headers };
      if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(url, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(30_000),
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const index = pair!.indexOf('=');
        const name = pair!.slice(0, index).trim();
        const value = pair!.slice(index + 1).trim();
        if (value === '' || /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const text = await response.text();
      return { status: response.status, text, json: <T>() => JSON.parse(text) as T };
    },
  };
}
