import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { products, users, variants } from '../../db/schema';
import { webClientDir, webServerBuild } from '../../paths';
import { storefrontBuilt } from '../../security/storefront-app';
import { emptyRedisDatabase } from '../../test/redis-database';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createShopper, pickVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, payInSandbox } from '../checkout/checkout-test-kit';

// Every instance holds the catalogue in memory and caches answers and pages built on it: an edit
// made through one instance must show on the others within about a second, and an instance that
// missed the message must still catch up.

const SEEN_WITHIN_MS = 2_000;
const SESSION_SECRET = 'catalogue-changes-test-secret-0123456789abcdef';
const REDIS_DB = 12;

/** The stock of one size as the product's answer from `app` shows it. */
async function stockShown(app: App, item: TestVariant): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/product/${item.slug}` });
  return res.json().data.variants.find((v: { _id: string }) => v._id === item.variantId).stock;
}

/** The product as the admin's form would send it back unchanged (the Hindi apart). */
async function adminInput(owner: Shopper, id: string) {
  const { product } = (await owner.request({ method: 'GET', url: `/api/v1/admin/products/${id}` })).json();
  const { id: _, images: _images, hasOrders: _orders, updatedAt: _updated, hi: _hi, ...input } = product;
  return {
    ...input,
    variants: product.variants.map(({ sku: _sku, ...variant }: { sku: string }) => variant),
  };
}

async function adminHindi(owner: Shopper, id: string) {
  return (await owner.request({ method: 'GET', url: `/api/v1/admin/products/${id}` })).json().product.hi;
}

/** A shopper on `app` buys `quantity` of `item` and pays: stock and the sales count move. */
async function placeOrder(app: App, db: Database['db'], item: TestVariant, quantity: number): Promise<void> {
  const shopper = await createShopper({ app, db });
  await addToCart(shopper, item, quantity);
  const order = await checkoutOk(shopper);
  await payInSandbox(shopper, order.razorpayOrder!.id);
}

/** Polls `probe` until it passes, and says how long that took; fails past SEEN_WITHIN_MS. */
async function seenWithin(probe: () => Promise<void>): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await probe();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > SEEN_WITHIN_MS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

async function shop(database: Database, env: Record<string, string>): Promise<App> {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: '/nonexistent-test-data',
    LOG_LEVEL: 'silent',
    SESSION_SECRET,
    ALLOW_SANDBOX_MESSAGES: 'true',
    ALLOW_SANDBOX_PAYMENTS: 'true',
    ...env,
  });
  const storefront = storefrontBuilt
    ? {
        build: (await import(pathToFileURL(webServerBuild).href)) as ServerBuild,
        clientDir: webClientDir,
        imagesDir: '/nonexistent-test-data',
        mode: 'production' as const,
      }
    : undefined;
  const app = await buildApp({ config, database, storefront });
  await app.ready();
  return app;
}

const transports: [string, Record<string, string>][] = [['PostgreSQL NOTIFY', {}]];
if (process.env.TEST_REDIS_URL) {
  const url = new URL(process.env.TEST_REDIS_URL);
  url.pathname = `/${REDIS_DB}`;
  transports.push(['Redis pub/sub', { REDIS_URL: url.toString() }]);
}

describe.skipIf(process.env.TEST_DB !== 'postgres').each(transports)(
  'Two instances on one PostgreSQL, told through %s',
  (transport, env) => {
    let database: TestDatabase;
    let second: Database;
    let a: App;
    let b: App;
    let owner: Shopper;
    let product: { id: string; slug: string };

    beforeAll(async () => {
      if (env.REDIS_URL) await emptyRedisDatabase(process.env.TEST_REDIS_URL!, REDIS_DB);
      database = await createTestDatabase({ seeded: true });
      second = await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 5 });
      a = await shop(database, env);
      b = await shop(second, env);
      owner = await createShopper({ app: a, db: database.db }, 'owner');
      await database.db.update(users).set({ isAdmin: true }).where(eq(users.id, owner.id));
      const [first] = await database.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
      product = first!;
    }, 120_000);
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await second?.close();
      await database?.dispose();
    });

    const setStatus = async (status: 'active' | 'draft') => {
      const res = await owner.request({
        method: 'POST',
        url: `/api/v1/admin/products/${product.id}/status`,
        payload: { status },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const productOnB = () => b.inject({ method: 'GET', url: `/api/v1/product/${product.slug}` });
    const pageOnB = () => b.inject({ method: 'GET', url: `/products/${product.slug}` });

    it('An owner hiding a product on one instance hides it on the other within two seconds, answers and pages alike', async () => {
      // B holds the product's answer and page in its caches.
      expect((await productOnB()).statusCode).toBe(200);
      expect((await productOnB()).statusCode).toBe(200);
      if (storefrontBuilt) {
        expect((await pageOnB()).statusCode).toBe(200);
        expect((await pageOnB()).headers['x-page-cache']).toBe('hit');
      }

      await setStatus('draft');
      const took = await seenWithin(async () => {
        expect((await productOnB()).statusCode).toBe(404);
        if (storefrontBuilt) expect((await pageOnB()).statusCode).toBe(404);
      });
      expect(took).toBeLessThan(SEEN_WITHIN_MS);

      await setStatus('active');
      await seenWithin(async () => expect((await productOnB()).statusCode).toBe(200));
    });

    it(`An instance whose ${transport} listener was cut off during an edit still shows the edit`, async () => {
      expect((await productOnB()).statusCode).toBe(200);
      if (env.REDIS_URL) {
        const { Redis } = await import('ioredis');
        const admin = new Redis(env.REDIS_URL);
        // Only this suite's subscribers: those on its own Redis database.
        const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')).split('\n');
        for (const line of clients.filter((entry) => entry.includes(` db=${REDIS_DB} `))) {
          await admin.call('CLIENT', 'KILL', 'ID', /\bid=(\d+)/.exec(line)![1]!);
        }
        admin.disconnect();
      } else {
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'shop listener' and datname = current_database()`,
        );
      }
      await setStatus('draft');
      await seenWithin(async () => expect((await productOnB()).statusCode).toBe(404));
      await setStatus('active');
      await seenWithin(async () => expect((await productOnB()).statusCode).toBe(200));
    });

    it("An owner's edit of only a product's Hindi name reaches the other instance's Hindi answer within two seconds", async () => {
      const inHindi = () =>
        b.inject({ method: 'GET', url: `/api/v1/product/${product.slug}`, headers: { 'accept-language': 'hi' } });
      const englishBefore = (await productOnB()).json().data.name;
      const hindiBefore = (await inHindi()).json().data.name;
      const [row] = await database.db.select().from(products).where(eq(products.id, product.id));
      const res = await owner.request({
        method: 'PUT',
        url: `/api/v1/admin/products/${product.id}`,
        payload: {
          ...(await adminInput(owner, product.id)),
          hi: { ...(await adminHindi(owner, product.id)), name: 'नया हिंदी नाम' },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      const took = await seenWithin(async () => expect((await inHindi()).json().data.name).toBe('नया हिंदी नाम'));
      expect(took).toBeLessThan(SEEN_WITHIN_MS);
      expect((await productOnB()).json().data.name).toBe(englishBefore);
      await database.db.update(products).set({ nameHi: row!.nameHi }).where(eq(products.id, product.id));
      await seenWithin(async () => expect((await inHindi()).json().data.name).toBe(hindiBefore));
    });

    it('Stock an order takes, which nobody announces, shows on every instance within two seconds', async () => {
      const [variant] = await database.db
        .select({ id: variants.id, stock: variants.stock })
        .from(variants)
        .where(eq(variants.productId, product.id))
        .limit(1);
      expect((await productOnB()).statusCode).toBe(200);
      await database.db
        .update(variants)
        .set({ stock: variant!.stock + 3 })
        .where(eq(variants.id, variant!.id));
      await seenWithin(async () => {
        const shown = (await productOnB()).json().data.variants.find((v: { _id: string }) => v._id === variant!.id);
        expect(shown.stock).toBe(variant!.stock + 3);
      });
    });

    it('An order on one instance shows its stock on the other within two seconds without a whole read there, and other products stay cached', async () => {
      const [sold, other] = await pickVariants({ app: a, db: database.db } as TestApp, 2, 50);
      await b.services.catalogue.invalidate();
      await seenWithin(async () => expect(await stockShown(b, sold!)).toBe(50));
      await seenWithin(async () => expect(await stockShown(b, other!)).toBe(50));
      const otherAnswer = await b.inject({ method: 'GET', url: `/api/v1/product/${other!.slug}` });
      const otherPage = async () => b.inject({ method: 'GET', url: `/products/${other!.slug}` });
      const pageBefore = storefrontBuilt ? await otherPage() : undefined;
      const reads = b.services.catalogue.fullReads();

      await placeOrder(a, database.db, sold!, 2);
      await seenWithin(async () => expect(await stockShown(b, sold!)).toBe(48));

      expect(b.services.catalogue.fullReads()).toBe(reads);
      const built = vi.spyOn(b.services.catalogue, 'productBySlug');
      const otherAgain = await b.inject({ method: 'GET', url: `/api/v1/product/${other!.slug}` });
      expect(otherAgain.body).toBe(otherAnswer.body);
      expect(built).not.toHaveBeenCalled();
      built.mockRestore();
      if (storefrontBuilt) {
        const pageAfter = await otherPage();
        expect(pageAfter.headers['x-page-cache']).toBe('hit');
        expect(pageAfter.body).toBe(pageBefore!.body);
        const soldPage = await b.inject({ method: 'GET', url: `/products/${sold!.slug}` });
        expect(soldPage.headers['x-page-cache']).toBe('miss');
      }
    });
  },
);

describe('One instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('Shows stock changed by a write that does not announce itself (an order) within two seconds', async () => {
    const [row] = await t.db
      .select({ id: variants.id, stock: variants.stock, slug: products.slug })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.status, 'active'))
      .limit(1);
    const stockShown = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/v1/product/${row!.slug}` }))
        .json()
        .data.variants.find((v: { _id: string }) => v._id === row!.id).stock;
    expect(await stockShown()).toBe(row!.stock);
    await t.db
      .update(variants)
      .set({ stock: row!.stock + 2 })
      .where(eq(variants.id, row!.id));
    await seenWithin(async () => expect(await stockShown()).toBe(row!.stock + 2));
  });

  it('An order changes only its product: shown within two seconds, no whole read, other answers and listings kept', async () => {
    const { catalogue } = t.app.services;
    const [sold, other] = await pickVariants(t, 2, 50);
    await catalogue.invalidate();
    await seenWithin(async () => expect(await stockShown(t.app, sold!)).toBe(50));
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    const otherAnswer = await get(`/api/v1/product/${other!.slug}`);
    // Cheapest first: the size picked is the cheapest of the shop, so its product is on the first page.
    const listingUrl = `/api/v1/product/category/${sold!.categorySlug}?sort=price-asc`;
    const listing = await get(listingUrl);
    expect(listing.json().data.map((card: { slug: string }) => card.slug)).toContain(sold!.slug);
    const reads = catalogue.fullReads();

    await placeOrder(t.app, t.db, sold!, 2);
    await seenWithin(async () => expect(await stockShown(t.app, sold!)).toBe(48));
    expect(catalogue.fullReads()).toBe(reads);

    // Nothing a listing shows changed (the size is still in stock): those answers are not built again.
    const productBuilt = vi.spyOn(catalogue, 'productBySlug');
    const listingBuilt = vi.spyOn(catalogue, 'listing');
    expect((await get(`/api/v1/product/${other!.slug}`)).body).toBe(otherAnswer.body);
    expect((await get(listingUrl)).body).toBe(listing.body);
    expect(productBuilt).not.toHaveBeenCalled();
    expect(listingBuilt).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('A sell-out changes what listings show: they are built again, still without a whole read', async () => {
    const { catalogue } = t.app.services;
    const [item] = await pickVariants(t, 1, 10);
    await catalogue.invalidate();
    const listingUrl = `/api/v1/product/category/${item!.categorySlug}?sort=price-asc&inStock=true`;
    const listed = async () =>
      (await t.app.inject({ method: 'GET', url: listingUrl })).json().data.map((card: { slug: string }) => card.slug);
    await seenWithin(async () => expect(await listed()).toContain(item!.slug));
    const reads = catalogue.fullReads();
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, item!.slug));
    // Every size of the product sold out, as orders would leave it.
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, product!.id));
    await seenWithin(async () => expect(await listed()).not.toContain(item!.slug));
    expect(catalogue.fullReads()).toBe(reads);
  });

  it('Never reads the whole catalogue again on a timer: edits over longer than a minute cost no whole read', async () => {
    const { catalogue } = t.app.services;
    const [item] = await pickVariants(t, 1, 20);
    await catalogue.invalidate();
    await seenWithin(async () => expect(await stockShown(t.app, item!)).toBe(20));
    const reads = catalogue.fullReads();
    // The clock moves 31 s at a time (past the 30 s a snapshot used to live) between edits.
    const realNow = Date.now.bind(Date);
    let skew = 0;
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + skew);
    try {
      for (const stock of [19, 18, 17]) {
        skew += 31_000;
        await t.db.update(variants).set({ stock }).where(eq(variants.id, item!.variantId));
        await seenWithin(async () => expect(await stockShown(t.app, item!)).toBe(stock));
        expect((await t.app.inject({ method: 'GET', url: '/api/v1/products' })).statusCode).toBe(200);
      }
      expect(catalogue.fullReads()).toBe(reads);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("The owner's edit shows in their answer and on the storefront at once, without a whole read", async () => {
    const { catalogue } = t.app.services;
    const owner = await createShopper(t, 'owner');
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, owner.id));
    const [item] = await pickVariants(t, 1, 30);
    await catalogue.invalidate();
    const [product] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, item!.slug));
    const productAnswer = () => t.app.inject({ method: 'GET', url: `/api/v1/product/${item!.slug}` });
    expect((await productAnswer()).statusCode).toBe(200);
    const reads = catalogue.fullReads();

    const stock = await owner.request({
      method: 'PUT',
      url: `/api/v1/admin/stock/${item!.variantId}`,
      payload: { stock: 7, reason: 'Counted again' },
    });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().stock).toBe(7);
    // No waiting: the very next answer shows it.
    expect(await stockShown(t.app, item!)).toBe(7);

    const hidden = await owner.request({
      method: 'POST',
      url: `/api/v1/admin/products/${product!.id}/status`,
      payload: { status: 'draft' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await productAnswer()).statusCode).toBe(404);
    if (storefrontBuilt) {
      expect((await t.app.inject({ method: 'GET', url: `/products/${item!.slug}` })).statusCode).toBe(404);
    }
    const shown = await owner.request({
      method: 'POST',
      url: `/api/v1/admin/products/${product!.id}/status`,
      payload: { status: 'active' },
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await productAnswer()).statusCode).toBe(200);
    expect(catalogue.fullReads()).toBe(reads);
  });
});
