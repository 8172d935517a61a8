import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { AUTH_LIMITS } from '../modules/auth/auth-limits';
import { createTestDatabase } from '../test/test-database';
import { signUp, TEST_PASSWORD, testIp } from '../test/session';

// The Redis path of the rate limits: several instances must share one count. Needs a Redis
// server at TEST_REDIS_URL (.ci/run starts the machine's own and sets it).
const REDIS_URL = process.env.TEST_REDIS_URL ?? '';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: App[];
let redis: Redis;

const config = (redisUrl: string) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data', REDIS_URL: redisUrl });

beforeAll(async () => {
  if (!REDIS_URL) return;
  database = await createTestDatabase();
  // Two instances of the shop behind one load balancer: one database, one Redis.
  instances = [
    await buildApp({ config: config(REDIS_URL), database }),
    await buildApp({ config: config(REDIS_URL), database }),
  ];
  redis = new Redis(REDIS_URL);
});

afterAll(async () => {
  if (!REDIS_URL) return;
  for (const app of instances) await app.close();
  await redis.quit();
  await database.dispose();
});

const login = (app: App, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress: testIp(),
  });

describe.skipIf(!REDIS_URL)('Rate limits kept in Redis', () => {
  it('are shared by every instance, so spreading guesses over them does not help', async () => {
    const [first, second] = instances as [App, App];
    const victim = await signUp(first);
    const max = AUTH_LIMITS.login[1]!.max;
    for (let i = 0; i < max; i += 1) {
      const res = await login(i % 2 === 0 ? first : second, victim.email, `Wrong-guess-${i}`);
      expect(res.statusCode).toBe(401);
    }
    for (const app of instances) {
      const blocked = await login(app, victim.email, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
    const keys = await redis.keys(`shop-rate-limit:*login:account:${victim.email}`);
    expect(keys).toHaveLength(1);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    await redis.del(...keys);
  });

  it('let people log in while Redis is unreachable rather than lock everyone out', async () => {
    const app = await buildApp({ config: config('redis://127.0.0.1:9'), database });
    try {
      const shopper = await signUp(app);
      const res = await login(app, shopper.email, TEST_PASSWORD);
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
