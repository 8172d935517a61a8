import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { createAdmin, createShopper, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SESSION_CHECK_TTL_MS, SESSION_EPOCH_POLL_MS } from './session-checks';

// Session checks are held in memory for a few seconds (decision 0042): what a logout, a reused
// refresh token, a password change or a lost admin flag still allows, and for how long.
const SESSION_SECRET = 'session-checks-secret-of-the-test-suite';
const clock = { offsetMs: 0 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { SESSION_SECRET },
    authClock: { now: () => new Date(Date.now() + clock.offsetMs), sleep: async () => {} },
  });
});
afterAll(() => t.close());

const wishlistOf = (who: Shopper, app: App = t.app) =>
  app.inject({ method: 'GET', url: '/api/v1/user/wishlist', headers: { cookie: who.cookie } });

describe('A login held in memory', () => {
  it('ends at once on the instance where the shopper logs out', async () => {
    const shopper = await createShopper(t, 'logout');
    expect((await wishlistOf(shopper)).statusCode).toBe(200);
    const out = await shopper.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await wishlistOf(shopper)).statusCode).toBe(401);
  });

  it(`is trusted for at most ${SESSION_CHECK_TTL_MS / 1000} s after its login is ended behind the shop's back`, async () => {
    const shopper = await createShopper(t, 'revoked-by-hand');
    expect((await wishlistOf(shopper)).statusCode).toBe(200);
    // Ended in SQL, not through the shop: nothing tells the instances.
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, shopper.id));
    expect((await wishlistOf(shopper)).statusCode).toBe(200);
    clock.offsetMs += SESSION_CHECK_TTL_MS;
    expect((await wishlistOf(shopper)).statusCode).toBe(401);
  });

  it(`loses the back office within ${SESSION_CHECK_TTL_MS / 1000} s when its admin flag is taken away`, async () => {
    const owner = await createAdmin(t, 'demoted');
    const customers = () => owner.request({ method: 'GET', url: '/api/v1/admin/customers' });
    expect((await customers()).statusCode).toBe(200);
    await t.db.update(users).set({ isAdmin: false }).where(eq(users.id, owner.id));
    clock.offsetMs += SESSION_CHECK_TTL_MS;
    expect((await customers()).statusCode).toBe(403);
  });
});

describe('Two instances of the shop on one database', () => {
  let second: App;
  let ownDatabase: Database | undefined;

  beforeAll(async () => {
    // On PostgreSQL the second instance has its own pool, as another process would.
    ownDatabase = t.database.url
      ? await openDatabase({ kind: 'postgres', url: t.database.url, poolSize: 5 })
      : undefined;
    const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', SESSION_SECRET, NODE_ENV: 'test' });
    second = await buildApp({ config, database: ownDatabase ?? t.database });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await ownDatabase?.close();
  });

  it('a logout on one is seen by the other within about a poll, long before the memory bound', async () => {
    const shopper = await createShopper(t, 'two-instances');
    expect((await wishlistOf(shopper, second)).statusCode).toBe(200);
    const loggedOutAt = Date.now();
    expect((await shopper.request({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        expect((await wishlistOf(shopper, second)).statusCode).toBe(401);
      },
      { timeout: SESSION_CHECK_TTL_MS, interval: 100 },
    );
    expect(Date.now() - loggedOutAt).toBeLessThan(SESSION_EPOCH_POLL_MS * 2.5);
  });
});
