import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testIp } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';

// Made-up parameters (`?junk=<unique>`) or slugs each miss the response cache and cost a build:
// builds are counted per address, held answers are not (decision 0040).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { CATALOGUE_LIMIT_PER_MINUTE: '10' } });
});
afterAll(() => t.close());

const get = (url: string, from: string) => t.app.inject({ method: 'GET', url, remoteAddress: from });

describe('a flood of catalogue requests the cache cannot hold', () => {
  it('gets 429 with Retry-After past the limit, in the error shape; another address is served', async () => {
    const flooder = testIp();
    const statuses = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await get(`/api/v1/products?junk=${randomUUID()}`, flooder)).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);

    const refused = await get(`/api/v1/product/made-up-${randomUUID()}`, flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });

    expect((await get(`/api/v1/products?junk=${randomUUID()}`, testIp())).statusCode).toBe(200);
  });

  it('does not count answers the cache already holds', async () => {
    const reader = testIp();
    for (let i = 0; i < 30; i++) expect((await get('/api/v1/product/homepage-products', reader)).statusCode).toBe(200);
  });
});
