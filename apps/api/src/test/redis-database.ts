import { Redis } from 'ioredis';

/**
 * A numbered database of its own on the Redis at `url`, emptied, for one suite. The machine's
 * Redis outlives a run and a suite's addresses and counts are the same every run, so counts left
 * by an earlier run would otherwise refuse this one's requests; no other database is touched.
 */
export async function emptyRedisDatabase(url: string, database: number): Promise<string> {
  const own = new URL(url);
  own.pathname = `/${database}`;
  const client = new Redis(own.toString());
  try {
    await client.flushdb();
  } finally {
    await client.quit();
  }
  return own.toString();
}
