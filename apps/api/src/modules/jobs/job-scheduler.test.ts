import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminJob } from '@shop/shared/contracts/admin-jobs';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { scheduledJobs } from '../../db/schema';
import { createAdmin, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { JOB_LEASE_MS, RETRY_FIRST_MS, type JobDefinition } from './job-scheduler';
import { scheduledJobRepository } from './scheduled-job-repository';

// The shop's recurring jobs run on whichever instance claims them first (decision 0153): two
// instances on one database run a job once per due time, a failure is tried again later and
// shown to the owner, a dead instance's claim lapses, and a stopping one hands its job back.

const HOUR = 60 * 60_000;
let clockMs = Date.parse('2026-11-29T06:00:00Z');
const clock = () => clockMs;
const title = { en: 'A job of the tests', hi: 'जाँच का एक काम' };

let t: TestApp;
let owner: Shopper;
const instances: { app: TestApp['app']; close(): Promise<void> }[] = [];

/** Another instance of the shop on the same database, with its own jobs defined before it starts. */
async function anotherInstance(jobs: JobDefinition[]) {
  // PGlite is one process's database: the second instance shares it; PostgreSQL gets its own pool.
  const database: Database = t.database.url
    ? await openDatabase({ kind: 'postgres', url: t.database.url, poolSize: 3 })
    : t.database;
  const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', NODE_ENV: 'test' });
  const app = await buildApp({ config, database, clock });
  for (const job of jobs) app.jobs.define(job);
  await app.ready();
  let closed = false;
  const instance = {
    app,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
  instances.push(instance);
  return instance;
}

const runs = { counted: 0, flaky: 0, orphan: 0, long: 0 };
let longStarted!: () => void;
const longRunning = new Promise<void>((resolve) => (longStarted = resolve));

const counted: JobDefinition = {
  name: 'test-counted',
  title,
  everyMs: HOUR,
  work: async () => {
    runs.counted += 1;
  },
};
const flaky: JobDefinition = {
  name: 'test-flaky',
  title: { en: 'Ask the courier', hi: 'कूरियर से पूछना' },
  everyMs: HOUR,
  work: async () => {
    runs.flaky += 1;
    if (runs.flaky <= 2) throw new Error('courier answered 503');
  },
};
const orphan: JobDefinition = {
  name: 'test-orphan',
  title,
  everyMs: HOUR,
  work: async () => {
    runs.orphan += 1;
  },
};

async function jobRow(name: string) {
  const [row] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}

async function adminJob(name: string): Promise<AdminJob | undefined> {
  const res = await owner.request({ url: '/api/v1/admin/jobs' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().jobs as AdminJob[]).find((job) => job.name === name);
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  t.app.jobs.define(counted);
  owner = await createAdmin(t);
  await t.app.ready();
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await t.close();
});

describe('Scheduled jobs', () => {
  it('two instances on one database run a job once each time it falls due', async () => {
    const second = await anotherInstance([counted]);
    await expect.poll(async () => (await jobRow(counted.name))?.lastSucceededAt).toBeTruthy();
    await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue(), t.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(runs.counted).toBe(1);

    clockMs += HOUR;
    await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue(), t.app.jobs.runDue(), second.app.jobs.runDue()]);
    await expect.poll(() => runs.counted).toBe(2);
    await Promise.all([t.app.jobs.runDue(), second.app.jobs.runDue()]);
    expect(runs.counted).toBe(2);
    expect((await jobRow(counted.name))?.leaseUntil).toBeNull();
  });

  it('a failing job is tried again later and later, and the owner reads its error', async () => {
    t.app.jobs.define(flaky);
    await t.app.jobs.runDue();
    await expect.poll(async () => (await adminJob(flaky.name))?.attempts).toBe(1);
    expect(runs.flaky).toBe(1);
    const failed = (await adminJob(flaky.name))!;
    expect(failed).toMatchObject({
      title: { en: 'Ask the courier', hi: 'कूरियर से पूछना' },
      lastError: 'courier answered 503',
      lastSucceededAt: null,
      running: false,
      nextRunAt: new Date(clockMs + RETRY_FIRST_MS).toISOString(),
    });

    // Not before its wait is over.
    clockMs += RETRY_FIRST_MS / 2;
    await t.app.jobs.runDue();
    expect(runs.flaky).toBe(1);

    clockMs += RETRY_FIRST_MS / 2;
    await t.app.jobs.runDue();
    await expect.poll(async () => (await adminJob(flaky.name))?.attempts).toBe(2);
    expect(runs.flaky).toBe(2);
    // The second failure in a row waits twice as long.
    expect(await adminJob(flaky.name)).toMatchObject({
      lastError: 'courier answered 503',
      nextRunAt: new Date(clockMs + 2 * RETRY_FIRST_MS).toISOString(),
    });

    // The owner does not wait: "Run now" runs it at once, and it succeeds.
    const res = await owner.request({ method: 'POST', url: `/api/v1/admin/jobs/${flaky.name}/run` });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await adminJob(flaky.name))?.attempts).toBe(0);
    expect(await adminJob(flaky.name)).toMatchObject({
      lastSucceededAt: new Date(clockMs).toISOString(),
      nextRunAt: new Date(clockMs + HOUR).toISOString(),
      // The last failure stays readable after the job recovered.
      lastError: 'courier answered 503',
    });
    expect(runs.flaky).toBe(3);
  });

  it('every sweep of the shop is listed for the owner in English and Hindi', async () => {
    const res = await owner.request({ url: '/api/v1/admin/jobs' });
    const jobs = res.json().jobs as AdminJob[];
    expect(jobs.map((job) => job.name)).toEqual(
      expect.arrayContaining(['reservation-sweep', 'guest-cart-sweep', 'review-requests', 'stock-alerts']),
    );
    const reservations = jobs.find((job) => job.name === 'reservation-sweep')!;
    expect(reservations.title.hi).toMatch(/स्टॉक/);
    expect(reservations.everyMinutes).toBe(1);

    const unknown = await owner.request({
      method: 'POST',
      url: '/api/v1/admin/jobs/no-such-job/run',
      headers: { 'accept-language': 'hi' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ऐसा कोई काम नहीं है');
  });

  it('a job held by an instance that died is taken by another once the claim has lapsed', async () => {
    const survivor = await anotherInstance([orphan]);
    await expect.poll(() => runs.orphan).toBe(1);
    clockMs += HOUR;
    // An instance claims the job and dies before it finishes.
    const at = new Date(clockMs);
    const [claimed] = await scheduledJobRepository(t.db).claimDue(
      [orphan.name],
      at,
      new Date(at.getTime() + JOB_LEASE_MS),
    );
    expect(claimed?.name).toBe(orphan.name);

    await survivor.app.jobs.runDue();
    expect(runs.orphan).toBe(1);
    expect(await adminJob(orphan.name)).toBeUndefined(); // not a job of the first instance

    clockMs += JOB_LEASE_MS;
    await survivor.app.jobs.runDue();
    await expect.poll(() => runs.orphan).toBe(2);
    expect((await jobRow(orphan.name))?.leaseUntil).toBeNull();
  });

  it('an instance that stops hands its job back, and another runs it at once', async () => {
    const stopping = await anotherInstance([
      {
        name: 'test-long',
        title,
        everyMs: HOUR,
        work: ({ signal }) =>
          new Promise((_resolve, reject) => {
            longStarted();
            signal.addEventListener('abort', () => reject(new Error('stopped')));
          }),
      },
    ]);
    await longRunning;
    expect((await jobRow('test-long'))?.leaseUntil).not.toBeNull();
    await stopping.close();
    const released = await jobRow('test-long');
    expect(released).toMatchObject({ leaseUntil: null, attempts: 0, lastError: null });

    const other = await anotherInstance([
      {
        name: 'test-long',
        title,
        everyMs: HOUR,
        work: async () => {
          runs.long += 1;
        },
      },
    ]);
    await other.app.jobs.runDue();
    await expect.poll(async () => (await jobRow('test-long'))?.lastSucceededAt).toEqual(new Date(clockMs));
    expect(runs.long).toBe(1);
  });
});
