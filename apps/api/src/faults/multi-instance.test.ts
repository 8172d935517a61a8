import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processSuiteSkipReason, SESSION_SECRET, WEBHOOK_SECRET } from './process-suite';
import {
  browser,
  postgresAvailable,
  redisAvailable,
  startServer,
  throwAwayDatabase,
  type ServerProcess,
} from './server-process';
import { customer as checkoutCustomer } from '../modules/checkout/checkout-test-kit';
import { migrationsFolder } from '../db/client';
import { CATALOGUE } from '../db/seed/catalogue-data';
import { emptyRedisDatabase } from '../test/redis-database';

// Two shop processes on different ports, one PostgreSQL database and one Redis, as behind a load
// balancer: a login made on one is good on the other, the cart is one cart, rate limits are
// counted across both, and two instances racing for the last unit sell it once.

const PORTS = [4311, 4312] as const;

function migrationJournal(): { entries: unknown[] } {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'));
}
/** A Redis database of this suite's own, emptied before it runs (no other keys are touched). */
const REDIS_DB = 11;

let skip = processSuiteSkipReason();
const redisUrl = skip ? undefined : await redisAvailable();
if (!skip && !redisUrl) skip = 'TEST_REDIS_URL is not set or Redis does not answer (.ci/run starts it)';
if (skip) console.log(`[several instances] skipped: ${skip}`);

type Db = Awaited<ReturnType<typeof throwAwayDatabase>>;
let db: Db;
let a: ServerProcess;
let b: ServerProcess;
let product: { productId: string; variantId: string };

const customer = { ...checkoutCustomer, contact: 'two@example.in' };

let ipCounter = 0;
/** A shopper behind the load balancer, with an address of their own. */
function shopper() {
  ipCounter += 1;
  return browser({ 'x-forwarded-for': `198.51.100.${ipCounter}` });
}

async function signUp(on: ServerProcess, who: ReturnType<typeof browser>, label: string) {
  const email = `${label}-${Date.now()}-${ipCounter}@example.in`;
  const res = await who.request(`${on.url}/api/v1/auth/signup`, {
    method: 'POST',
    body: { email, password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108' },
  });
  expect(res.status, res.text).toBe(200);
  // The link mailed to them (the outbox is their inbox), opened in the same browser.
  const [mail] = await db.query<{ text: string }>(
    `select text from email_outbox where "to" = $1 and template = 'signup-link'`,
    [email],
  );
  const opened = await who.request(`${on.url}/api/v1/auth/signup/confirm`, {
    method: 'POST',
    body: { token: /#token=([\w-]+)/.exec(mail!.text)![1] },
  });
  expect(opened.status, opened.text).toBe(201);
  return email;
}

describe.skipIf(skip)('several instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    const adminUrl = await postgresAvailable();
    if (!adminUrl) throw new Error('PostgreSQL of TEST_DATABASE_URL does not answer');
    db = await throwAwayDatabase(adminUrl, 'instances');
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: await emptyRedisDatabase(redisUrl!, REDIS_DB),
      SESSION_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    };
    // Both start at the same moment on the empty database, as after a deploy: one migrates and
    // seeds while the other waits for it (the start-up lock), then finds the work done.
    [a, b] = await Promise.all([startServer(PORTS[0], env), startServer(PORTS[1], env)]);
    const [row] = await db.query<{ productId: string; variantId: string }>(
      `select p.id as "productId", v.id as "variantId" from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.price_paise > 0 order by v.price_paise, v.id limit 1`,
    );
    product = row!;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  }, 60_000);

  it('started together on an empty database, they migrate once and seed the catalogue once', async () => {
    const [migrations] = await db.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(migrations!.count).toBe(migrationJournal().entries.length);
    const [catalogue] = await db.query<{ count: number }>('select count(*)::int as count from products');
    expect(catalogue!.count).toBe(CATALOGUE.products.length);
    for (const instance of [a, b]) {
      const res = await fetch(`${instance.url}/api/v1/health`);
      expect(res.status).toBe(200);
    }
  });

  it('a login made on one instance is a session on the other, with one shared cart', async () => {
    const first = shopper();
    const email = await signUp(a, first, 'instances');
    const login = shopper();
    const res = await login.request(`${a.url}/api/v1/auth/login`, {
      method: 'POST',
      body: { email, password: 'Tulsi-Mala-108' },
    });
    expect(res.status, res.text).toBe(200);
    const verified = await login.request(`${b.url}/api/v1/auth/verify`);
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json<{ userData: { email: string } }>().userData.email).toBe(email);

    await db.query('update variants set stock = 10 where id = $1', [product.variantId]);
    const added = await login.request(`${b.url}/api/v1/user/add-to-cart`, {
      method: 'POST',
      body: { id: product.productId, variantId: product.variantId, quantity: 2 },
    });
    expect(added.status, added.text).toBe(200);
    const seen = await login.request(`${a.url}/api/v1/user/user-cart`);
    expect(seen.json<{ itemCount: number }>().itemCount).toBe(2);
    const updated = await login.request(`${a.url}/api/v1/user/update-quantity`, {
      method: 'PATCH',
      body: { productId: product.productId, variantId: product.variantId, count: 3 },
    });
    expect(updated.status, updated.text).toBe(200);
    expect((await login.request(`${b.url}/api/v1/user/user-cart`)).json<{ itemCount: number }>().itemCount).toBe(3);

    // A refresh on one instance rotates the token for both; the old one is then refused everywhere.
    const refreshed = await login.request(`${b.url}/api/v1/auth/refresh-token`, { method: 'POST' });
    expect(refreshed.status, refreshed.text).toBe(200);
    expect((await login.request(`${a.url}/api/v1/auth/verify`)).status).toBe(200);
  }, 120_000);

  it('wrong passwords for one account are counted across both instances', async () => {
    const email = await signUp(a, shopper(), 'guessed');
    // Each try from a different address, alternating instances: only the account's own count, in
    // the shared database, can slow them down.
    const guess = (i: number, on: ServerProcess) =>
      browser({ 'x-forwarded-for': `203.0.113.${100 + i}` }).request(`${on.url}/api/v1/auth/login`, {
        method: 'POST',
        body: { email, password: `Wrong-guess-${i}` },
      });
    for (let i = 0; i < 5; i += 1) expect((await guess(i, i % 2 === 0 ? a : b)).status).toBe(401);
    // Five are free; then the tries queue one turn apart (1 s, then 2 s), and the rest are told to come back.
    const burst = await Promise.all([guess(5, a), guess(6, b), guess(7, a), guess(8, b)]);
    const statuses = burst.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(2);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    const [row] = await db.query<{ failed_logins: number }>('select failed_logins from users where email = $1', [
      email,
    ]);
    expect(row?.failed_logins).toBe(5 + statuses.filter((status) => status === 401).length);
  }, 60_000);

  it('a checkout race across both instances for the last unit sells it exactly once', async () => {
    await db.query('update variants set stock = 1 where id = $1', [product.variantId]);
    const racers = [];
    for (let i = 0; i < 6; i += 1) {
      const who = shopper();
      const on = i % 2 === 0 ? a : b;
      await signUp(on, who, 'racer');
      const added = await who.request(`${on.url}/api/v1/user/add-to-cart`, {
        method: 'POST',
        body: { id: product.productId, variantId: product.variantId, quantity: 1 },
      });
      expect(added.status, added.text).toBe(200);
      racers.push({ who, on: i % 2 === 0 ? b : a });
    }
    const results = await Promise.all(
      racers.map(({ who, on }) =>
        who.request(`${on.url}/api/v1/payment/checkout`, {
          method: 'POST',
          body: { paymentMethod: 'Online', shippingAddress: customer, couponCode: null },
        }),
      ),
    );
    const won = results.filter((res) => res.status === 200);
    const lost = results.filter((res) => res.status !== 200);
    expect(won, results.map((res) => `${res.status} ${res.text.slice(0, 120)}`).join('\n')).toHaveLength(1);
    for (const res of lost) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    const [row] = await db.query<{ stock: number }>('select stock from variants where id = $1', [product.variantId]);
    expect(row!.stock).toBe(0);
    const held = await db.query(
      `select o.id from orders o join order_items i on i.order_id = o.id
        where i.variant_id = $1 and o.status = 'pending' and o.reservation_expires_at is not null`,
      [product.variantId],
    );
    expect(held).toHaveLength(1);
  }, 180_000);
});
