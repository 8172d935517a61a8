import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMetricsResponseSchema } from '@shop/shared/contracts/admin-metrics';
import { createAdmin, createShopper, type Shopper } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
let owner: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createAdmin(t);
});
afterAll(() => t.close());

const stall = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('GET /api/v1/admin/metrics', () => {
  it('is for the owner alone: guests are asked to sign in and customers refused', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/metrics' })).statusCode).toBe(401);
    const customer = await createShopper(t);
    expect((await customer.request({ url: '/api/v1/admin/metrics' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/metrics/reset' })).statusCode).toBe(401);
  });

  it('shows a stall of the event loop, and a reset starts the figures afresh', async () => {
    await owner.request({ method: 'POST', url: '/api/v1/admin/metrics/reset' });
    // A stall far longer than a busy machine's own (one of 350 ms was seen with the browser
    // journeys running beside this suite), so the reset's effect stands out from them.
    await pause(50);
    stall(1_000);
    await pause(50);
    const stalled = adminMetricsResponseSchema.parse(
      (await owner.request({ method: 'POST', url: '/api/v1/admin/metrics/reset' })).json(),
    );
    expect(stalled.eventLoop.maxMs).toBeGreaterThanOrEqual(950);
    expect(stalled.memory.rssBytes).toBeGreaterThan(stalled.memory.heapUsedBytes);

    await pause(100);
    const after = adminMetricsResponseSchema.parse((await owner.request({ url: '/api/v1/admin/metrics' })).json());
    expect(after.eventLoop.maxMs).toBeLessThan(600);
    expect(after.eventLoop.sinceSeconds).toBeLessThan(stalled.eventLoop.sinceSeconds + 1);
  });
});
