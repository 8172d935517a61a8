import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { readinessResponseSchema } from '@shop/shared/contracts/api';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';

/** A port on 127.0.0.1 where nothing listens: a connection there is refused at once. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const opened: Pick<TestApp, 'close'>[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

/** A TCP path to PostgreSQL that the test can cut (every connection dropped, none taken) and mend. */
async function cuttablePath(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: Object.assign(new URL(target.href), { hostname: '127.0.0.1', port: String(port) }).href,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
    mend: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
  };
}

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

  it('answers 503 naming Redis when it is configured and cannot be reached', async () => {
    const port = await closedPort();
    const t = await createTestApp({ seed: false, env: { REDIS_URL: `redis://127.0.0.1:${port}` } });
    opened.push(t);
    await t.app.services.catalogue.ready();
    const { status, body } = await ready(t);
    expect(status).toBe(503);
    expect(body.waitingFor).toEqual(['redis']);
  }, 60_000);

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'answers 503 naming the database while PostgreSQL cannot be reached, and ready again once it can',
    async () => {
      const throwAway = await createTestDatabase({ seeded: false });
      const path = await cuttablePath(new URL(throwAway.url!));
      const database = await openDatabase({ kind: 'postgres', url: path.url, poolSize: 2 });
      const app = await buildApp({
        config: loadConfig({ DATA_DIR: '/nonexistent-test-data', NODE_ENV: 'test' }),
        database,
      });
      opened.push({
        close: async () => {
          path.cut();
          await app.close();
          await database.close().catch(() => undefined);
          await throwAway.dispose();
        },
      });
      const t = { app } as TestApp;
      await app.services.catalogue.ready();
      expect(await ready(t)).toEqual({ status: 200, body: { status: 'ready', waitingFor: [] } });

      path.cut();
      const cut = await ready(t);
      expect(cut.status).toBe(503);
      expect(cut.body.waitingFor).toContain('database');

      await path.mend();
      await expect.poll(async () => (await ready(t)).status, { timeout: 20_000 }).toBe(200);
    },
    90_000,
  );
});
