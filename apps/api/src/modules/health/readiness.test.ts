import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@shop/shared/contracts/api';
import { createTestApp, type TestApp } from '../../test/test-app';

/** A port on 127.0.0.1 where nothing listens: a connection there is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const opened: TestApp[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

async function ready(t: TestApp) {
  const res = await t.app.inject({ url: '/api/v1/health/ready' });
  return { status: res.statusCode, body: readinessResponseSchema.parse(res.json()) };
}

describe('GET /api/v1/health/ready', () => {
  it('is ready once migrated with the catalogue read, and names what is not while migrations are pending', async () => {
    const t = await createTestApp({ seed: false });
    opened.push(t);
    await t.app.services.catalogue.ready();
    // As while migrations run: the newest of this build's migrations not yet recorded as run.
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = await t.db
      .execute<{ hash: string; created_at: string }>(
        sql`select hash, created_at from drizzle.__drizzle_migrations where created_at = ${newest}`,
      )
      .then((result) => (result as unknown as { rows: { hash: string; created_at: string }[] }).rows);
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`);
    expect(await ready(t)).toEqual({ status: 503, body: { status: 'not ready', waitingFor: ['migrations'] } });

    await t.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
    );
    expect(await ready(t)).toEqual({ status: 200, body: { status: 'ready', waitingFor: [] } });
    // Liveness stays what it was.
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  }, 60_000);

  it('answers 503 naming the picture bucket when it cannot be reached', async () => {
    const port = await closedPort();
    const t = await createTestApp({
      seed: false,
      env: {
        S3_BUCKET: 'shop-pictures',
        S3_REGION: 'ap-south-1',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'test-key',
        S3_SECRET_ACCESS_KEY: 'test-secret',
      },
    });
    opened.push(t);
    await t.app.services.catalogue.ready();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.waitingFor).toEqual(['storage']);
  }, 60_000);
});
