import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_ENTRIES_MAX, rateLimitPlugin } from './rate-limit';

// The in-memory store of failure counts and runs (no REDIS_URL): one entry per address, device or
// email without an account that reached a password check, so a flood of new ones must not grow
// the process without bound.

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  app.decorate('config', {} as FastifyInstance['config']);
  await app.register(rateLimitPlugin);
  await app.ready();
});
afterAll(() => app.close());

describe('Failure counts kept in memory', () => {
  it('a flood of random emails keeps at most the cap of runs, forgetting the oldest first', async () => {
    const runs = app.failureRuns({ name: 'flood:runs', windowMs: 15 * 60_000 });
    const flood = 2 * MEMORY_ENTRIES_MAX;
    const lastAt = Date.now();
    for (let i = 0; i < flood; i += 1)
      expect(await runs.swap(`nobody-${i}@example.com`, null, { failures: 1, lastAt })).toBe(true);

    let kept = 0;
    for (let i = 0; i < flood; i += 1) if (await runs.read(`nobody-${i}@example.com`)) kept += 1;
    expect(kept).toBeLessThanOrEqual(MEMORY_ENTRIES_MAX);
    expect(kept).toBeGreaterThanOrEqual(MEMORY_ENTRIES_MAX * 0.9 - 1);
    expect(await runs.read('nobody-0@example.com')).toBeNull();
    expect(await runs.read(`nobody-${flood - 1}@example.com`)).toEqual({ failures: 1, lastAt });
  });

  it('a flood of new addresses forgets the oldest counts instead of growing without bound', async () => {
    const counter = app.failureCounter({ name: 'flood:counts', max: 1, windowMs: 15 * 60_000 });
    expect(await counter.take('first')).toEqual({ allowed: true });
    expect((await counter.take('first')).allowed).toBe(false);
    for (let i = 0; i < MEMORY_ENTRIES_MAX; i += 1) await counter.take(`address-${i}`);
    expect(await counter.take('first')).toEqual({ allowed: true });
  });

  it("a record's count outlives any flood of other records' counts", async () => {
    const counter = app.recordCounter({ name: 'flood:records', max: 1, windowMs: 15 * 60_000 });
    expect(await counter.take('order-1')).toEqual({ allowed: true });
    for (let i = 0; i < MEMORY_ENTRIES_MAX; i += 1) await counter.take(`order-${i + 2}`);
    expect((await counter.take('order-1')).allowed).toBe(false);
  });
});
