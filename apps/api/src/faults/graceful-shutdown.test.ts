import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHUTDOWN_GRACE_MS } from '../lib/graceful-shutdown';
import { customer } from '../modules/checkout/checkout-test-kit';
import { processSuiteSkipReason, SESSION_SECRET } from './process-suite';
import { browser, postgresAvailable, startServer, throwAwayDatabase, type ServerProcess } from './server-process';

// A real shop process told to stop (SIGTERM, as a deploy or a scale-down does) while shoppers are
// checking out: each checkout is answered, or refused before it was taken, and none is left half
// made; the process is gone within its grace period.

const PORT = 4313;
const SHOPPERS = 8;
const skip = processSuiteSkipReason();
if (skip) console.log(`[graceful shutdown] skipped: ${skip}`);

type Db = Awaited<ReturnType<typeof throwAwayDatabase>>;
let db: Db;
let server: ServerProcess | undefined;
const label = `sigterm-${Date.now()}`;

type Outcome = { answered: number } | { refused: string };

/** A checkout on a connection of its own, so a refusal can only be one of that connection. */
function checkout(who: ReturnType<typeof browser>): Promise<Outcome> {
  const body = JSON.stringify({ paymentMethod: 'Online', shippingAddress: customer, couponCode: null });
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/v1/payment/checkout',
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ answered: response.statusCode ?? 0 }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ refused: error.code ?? error.message }));
    request.end(body);
  });
}

describe.skipIf(skip)('SIGTERM during checkouts (real server process, PostgreSQL)', () => {
  const shoppers = Array.from({ length: SHOPPERS }, (_, i) => browser({ 'x-forwarded-for': `198.51.100.${200 + i}` }));

  beforeAll(async () => {
    const adminUrl = await postgresAvailable();
    if (!adminUrl) throw new Error('PostgreSQL of TEST_DATABASE_URL does not answer');
    db = await throwAwayDatabase(adminUrl, 'sigterm');
    server = await startServer(PORT, { DATABASE_URL: db.url, SESSION_SECRET });
    const [item] = await db.query<{ productId: string; variantId: string }>(
      `select p.id as "productId", v.id as "variantId" from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.price_paise > 0 order by v.price_paise, v.id limit 1`,
    );
    await db.query('update variants set stock = 100 where id = $1', [item!.variantId]);
    for (const [i, who] of shoppers.entries()) {
      const email = `${label}-${i}@example.in`;
      const signup = await who.request(`${server.url}/api/v1/auth/signup`, {
        method: 'POST',
        body: { email, password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108' },
      });
      expect(signup.status, signup.text).toBe(200);
      const [mail] = await db.query<{ text: string }>(
        `select text from email_outbox where "to" = $1 and template = 'signup-link'`,
        [email],
      );
      const confirmed = await who.request(`${server.url}/api/v1/auth/signup/confirm`, {
        method: 'POST',
        body: { token: /#token=([\w-]+)/.exec(mail!.text)![1] },
      });
      expect(confirmed.status, confirmed.text).toBe(201);
      const added = await who.request(`${server.url}/api/v1/user/add-to-cart`, {
        method: 'POST',
        body: { id: item!.productId, variantId: item!.variantId, quantity: 1 },
      });
      expect(added.status, added.text).toBe(200);
    }
  }, 180_000);

  afterAll(async () => {
    await server?.kill9();
    await db?.drop();
  }, 60_000);

  it('answers or refuses every checkout, leaves no half-made order, and exits within its grace period', async () => {
    const running = server!;
    const firstHalf = shoppers.slice(0, SHOPPERS / 2).map((who) => checkout(who));
    // Stopped once the first of them has placed its order, so others are still in flight.
    for (;;) {
      const [placed] = await db.query<{ n: number }>(`select count(*)::int as n from orders`);
      if (placed!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const stopped = Date.now();
    running.child.kill('SIGTERM');
    const secondHalf = shoppers.slice(SHOPPERS / 2).map((who) => checkout(who));
    const outcomes = await Promise.all([...firstHalf, ...secondHalf]);
    const { code } = await running.exited;
    server = undefined;
    expect(code).toBe(0);
    expect(Date.now() - stopped).toBeLessThan(SHUTDOWN_GRACE_MS);

    // Answered in full (placed, or 503 while closing), or refused before being taken: refused once
    // the server stopped listening, or reset when it stopped while the connection still waited in
    // the kernel's queue, never accepted. The orders below prove no refused request placed anything.
    for (const outcome of outcomes) {
      if ('answered' in outcome) expect([200, 503]).toContain(outcome.answered);
      else expect(['ECONNREFUSED', 'ECONNRESET']).toContain(outcome.refused);
    }
    const placed = outcomes.filter((outcome) => 'answered' in outcome && outcome.answered === 200).length;
    expect(placed).toBeGreaterThanOrEqual(1);
    // Every order answered is whole: its payment opened and its stock held; no other order exists.
    const orders = await db.query<{ id: string; status: string; payments: number; held: number }>(
      `select o.id, o.status,
              (select count(*)::int from payments p where p.order_id = o.id) as payments,
              (select coalesce(sum(quantity), 0)::int from order_items i where i.order_id = o.id) as held
         from orders o`,
    );
    expect(orders).toHaveLength(placed);
    for (const order of orders) expect(order).toMatchObject({ status: 'pending', payments: 1, held: 1 });
  }, 120_000);
});
