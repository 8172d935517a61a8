import pg from 'pg';

/** Candidates on this machine when no URL is given: the local server with trust authentication. */
const LOCAL_CANDIDATES = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL server to measure on: `--postgres URL`, else DATABASE_URL, else the local
 * server if one answers. Returns the URL (any database on that server) or why there is none.
 */
export async function findPostgres(
  given: string | undefined,
): Promise<{ url: string; source: string } | { url: null; reason: string }> {
  if (given) {
    if (await reachable(given)) return { url: given, source: 'given' };
    return { url: null, reason: `PostgreSQL at ${redact(given)} did not answer` };
  }
  for (const candidate of LOCAL_CANDIDATES) {
    if (await reachable(candidate)) return { url: candidate, source: 'found on this machine' };
  }
  return { url: null, reason: 'no DATABASE_URL or --postgres given and no PostgreSQL answers on 127.0.0.1:5432' };
}

export function redact(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export type ThrowawayDatabase = { url: string; name: string; drop(): Promise<void> };

/** A new, empty database on the server of `serverUrl`, dropped (with its connections) by drop(). */
export async function createThrowawayDatabase(serverUrl: string): Promise<ThrowawayDatabase> {
  const name = `shop_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
