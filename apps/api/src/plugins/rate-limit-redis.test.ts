import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { otpCodes } from '../db/schema';
import { LOGIN_FAILURE_LIMITS } from '../modules/auth/auth-limits';
import { OTP_RECORD_LIMITS } from '../modules/auth/otp-routes';
import { createTestDatabase } from '../test/test-database';
import { emptyRedisDatabase } from '../test/redis-database';
import { signUp, TEST_PASSWORD, testIp, uniqueEmail } from '../test/session';

// The Redis path of the rate limits: several instances must share one count. Needs a Redis
// server at TEST_REDIS_URL (.ci/run starts the machine's own and sets it). The suite counts in a
// Redis database of its own, emptied first (test/redis-database.ts): an earlier run's counts once
// refused this one's sign-up (429 from signup:ip, a run within the hour of ten others).
const REDIS_DB = 12;
const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? '';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instances: App[];
let redis: Redis;

const config = (url: string) => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data', REDIS_URL: url });

let redisUrl = '';
// The sign-in clock stands still and nobody sleeps: a login's wait shows only in what it answers.
const authClock = { now: () => new Date(Date.UTC(2026, 10, 25, 12)), sleep: async () => {} };

beforeAll(async () => {
  if (!TEST_REDIS_URL) return;
  redisUrl = await emptyRedisDatabase(TEST_REDIS_URL, REDIS_DB);
  redis = new Redis(redisUrl);
  database = await createTestDatabase();
  // Two instances of the shop behind one load balancer: one database, one Redis.
  instances = [
    await buildApp({ config: config(redisUrl), database, authClock }),
    await buildApp({ config: config(redisUrl), database, authClock }),
  ];
});

afterAll(async () => {
  if (!TEST_REDIS_URL) return;
  for (const app of instances) await app.close();
  await redis.flushdb();
  await redis.quit();
  await database.dispose();
});

const login = (app: App, email: string, password: string, remoteAddress = testIp()) =>
  app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password }, remoteAddress });

describe.skipIf(!TEST_REDIS_URL)('Rate limits kept in Redis', () => {
  it('are shared by every instance, so spreading guesses over them does not help', async () => {
    const [first, second] = instances as [App, App];
    const victim = await signUp(first);
    const address = testIp();
    // All but one of the address's allowed wrong passwords spent, through the first instance.
    const failures = first.failureCounter(LOGIN_FAILURE_LIMITS.address);
    for (let i = 1; i < LOGIN_FAILURE_LIMITS.address.max; i += 1) await failures.take(address);
    expect((await login(second, victim.email, 'Wrong-guess-1', address)).statusCode).toBe(401);
    for (const app of instances) {
      const blocked = await login(app, victim.email, TEST_PASSWORD, address);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');
    }
    const keys = await redis.keys(`shop-failures:login-failures:ip:${address}`);
    expect(keys).toHaveLength(1);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
    await redis.del(...keys);
  });

  it('keep one run of wrong passwords for an email without an account, whichever instance answers', async () => {
    const [first, second] = instances as [App, App];
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 5; i += 1) expect((await login(first, email, `Wrong-guess-${i}`)).statusCode).toBe(401);
    // The sixth and seventh wait their turn (1 s, then 2 s more); the eighth is told to come back.
    expect((await login(second, email, 'Wrong-guess-5')).statusCode).toBe(401);
    expect((await login(second, email, 'Wrong-guess-6')).statusCode).toBe(401);
    const refused = await login(second, email, 'Wrong-guess-7');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('2');

    const keys = await redis.keys('shop-failures:login-failures:unknown-email:*');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(email.split('@')[0]);
    const ttl = await redis.pttl(keys[0]!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000 + 5000);
  });

  it("count a phone's codes and the shop's ceiling of codes once for every instance", async () => {
    const [first, second] = instances as [App, App];
    const requestCode = (app: App, phone: string) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/otp/request', payload: { phone }, remoteAddress: testIp() });
    const phone = '9812300001';
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(i % 2 ? second : first, phone)).statusCode).toBe(200);
      await database.db
        .update(otpCodes)
        .set({ sentAt: new Date(Date.now() - 31_000) })
        .where(eq(otpCodes.phone, `+91${phone}`));
    }
    expect((await requestCode(first, phone)).statusCode).toBe(429);
    expect((await requestCode(second, phone)).statusCode).toBe(429);

    const ceiling = first.recordCounter(OTP_RECORD_LIMITS.codesPerShop(first.config.SIGN_IN_CODES_PER_HOUR));
    while ((await ceiling.take('shop')).allowed);
    await ceiling.giveBack('shop');
    expect((await requestCode(second, '9812300002')).statusCode).toBe(200);
    const paused = await requestCode(first, '9812300003');
    expect(paused.json()).toMatchObject({ code: 'SIGN_IN_CODES_PAUSED' });
    expect(await redis.pttl('shop-failures:otp-request:shop:shop')).toBeLessThanOrEqual(60 * 60 * 1000);
    await redis.del('shop-failures:otp-request:shop:shop');
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
