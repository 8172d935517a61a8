import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { campaigns, orderItems, variants } from '../../db/schema';
import { createAdmin, createShopper, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { endSale, scheduleSale } from './campaign-test-kit';
import { addToCart, checkout, checkoutOk } from '../checkout/checkout-test-kit';

// Festival sales (decision 0145) start and end by themselves at their minute, on every instance,
// with the shop's clock moved by the test instead of waited for.

const SESSION_SECRET = 'campaign-routes-session-secret-of-the-test-suite';
const MINUTE = 60_000;

let clockMs = Date.parse('2026-08-10T04:30:00Z');
const clock = () => clockMs;

let t: TestApp;
let owner: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET }, clock });
  owner = await createAdmin(t);
  items = await pricedVariants(t, [100_000, 50_000, 30_000], 50);
  // Every size of each at that price, so the product's and its card's price are the test's.
  for (const item of items) {
    await t.db
      .update(variants)
      .set({ pricePaise: item.pricePaise, originalPricePaise: null })
      .where(eq(variants.productId, item.productId));
  }
  await t.app.services.catalogue.invalidate();
});
afterAll(() => t?.close());

function sale(overrides: Partial<AdminCampaignInput> = {}): AdminCampaignInput {
  return {
    name: 'Janmashtami sale',
    nameHi: 'जन्माष्टमी सेल',
    bannerText: 'Poshak for Laddu Gopal at 20% off',
    bannerTextHi: 'लड्डू गोपाल की पोशाक पर 20% छूट',
    startsAt: new Date(clockMs + MINUTE).toISOString(),
    endsAt: new Date(clockMs + 61 * MINUTE).toISOString(),
    productIds: [items[0]!.productId],
    collectionSlug: null,
    discount: { type: 'percentage', value: 20 },
    ...overrides,
  };
}

const schedule = (body: AdminCampaignInput) => scheduleSale(owner, body);
const end = (id: string) => endSale(owner, id);

async function productOn(app: TestApp['app'], slug: string, language = 'en') {
  const res = await app.inject({ url: `/api/v1/product/${slug}`, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as {
      data: {
        price: number;
        originalPrice: number | null;
        variants: { _id: string; price: number; originalPrice: number | null }[];
        campaign?: { name: string; nameHi: string; endsAt: string } | null;
      };
    }
  ).data;
}

/** The cards of a listing priced between these rupees, cheapest first. */
async function pricedBetween(app: TestApp['app'], minPrice: number, maxPrice: number) {
  const res = await app.inject({ url: `/api/v1/products?sort=price-asc&minPrice=${minPrice}&maxPrice=${maxPrice}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { slug: string; price: number; originalPrice: number | null }[] }).data;
}

describe('A festival sale the owner schedules', () => {
  it('prices its products at the sale price from its first minute to its last, then at the MRP', async () => {
    const slug = items[0]!.slug;
    const campaign = await schedule(sale());
    expect(campaign.status).toBe('scheduled');
    // Before the minute: the full price, and the answer is held (cached) at it.
    expect((await productOn(t.app, slug)).price).toBe(1000);
    expect((await productOn(t.app, slug)).campaign).toBeUndefined();
    expect((await pricedBetween(t.app, 799, 801)).map((card) => card.slug)).not.toContain(slug);

    clockMs += MINUTE;
    const during = await productOn(t.app, slug);
    expect(during.price).toBe(800);
    expect(during.originalPrice).toBe(1000);
    expect(during.variants[0]).toMatchObject({ price: 800, originalPrice: 1000 });
    expect(during.campaign).toMatchObject({ name: 'Janmashtami sale', nameHi: 'जन्माष्टमी सेल', endsAt: campaign.endsAt });
    // Listings filter and sort by the sale price.
    const card = (await pricedBetween(t.app, 799, 801)).find((c) => c.slug === slug);
    expect(card).toMatchObject({ price: 800, originalPrice: 1000 });

    clockMs += 60 * MINUTE;
    const after = await productOn(t.app, slug);
    expect(after.price).toBe(1000);
    expect(after.campaign).toBeUndefined();
    expect((await pricedBetween(t.app, 799, 801)).map((c) => c.slug)).not.toContain(slug);
  });

  it('ended early by the owner, is over at once', async () => {
    const slug = items[1]!.slug;
    const campaign = await schedule(
      sale({ productIds: [items[1]!.productId], discount: { type: 'flat', value: 100 } }),
    );
    // A second into the sale.
    clockMs += MINUTE + 1000;
    expect((await productOn(t.app, slug)).price).toBe(400);
    await end(campaign.id);
    expect((await productOn(t.app, slug)).price).toBe(500);
    const listed = await owner.request({ url: '/api/v1/admin/campaigns' });
    const row = (listed.json() as { campaigns: AdminCampaign[] }).campaigns.find((c) => c.id === campaign.id);
    expect(row?.status).toBe('ended');
  });

  it('refuses a sale that ends before it starts, or names nothing, and writes nothing', async () => {
    const before = await t.db.select().from(campaigns);
    const backwards = await owner.request({
      method: 'POST',
      url: '/api/v1/admin/campaigns',
      payload: sale({ endsAt: new Date(clockMs).toISOString() }),
    });
    expect(backwards.statusCode).toBe(400);
    const nothing = await owner.request({
      method: 'POST',
      url: '/api/v1/admin/campaigns',
      payload: sale({ productIds: [] }),
      headers: { 'accept-language': 'hi' },
    });
    expect(nothing.statusCode).toBe(400);
    const unknown = await owner.request({
      method: 'POST',
      url: '/api/v1/admin/campaigns',
      payload: sale({ productIds: [], collectionSlug: 'no-such-collection' }),
      headers: { 'accept-language': 'hi' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'no-such-collection नाम का कोई संग्रह नहीं है' });
    expect(await t.db.select().from(campaigns)).toHaveLength(before.length);
  });

  it('is the owner’s alone to schedule', async () => {
    const shopper = await createShopper(t, 'not-owner');
    const res = await shopper.request({ method: 'POST', url: '/api/v1/admin/campaigns', payload: sale() });
    expect(res.statusCode).toBe(403);
  });
});

describe('Buying at a festival sale', () => {
  it('prices the cart at the sale price, records the sale on the order line, and holds the per-shopper limit', async () => {
    const item = items[2]!;
    const campaign = await schedule(sale({ productIds: [item.productId], perShopperLimit: 2 }));
    clockMs += MINUTE;
    const shopper = await createShopper(t, 'festival-buyer', { withPhone: true });
    await addToCart(shopper, item, 2);
    const cart = await shopper.request({ url: '/api/v1/user/user-cart' });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.body).toContain('"price":240');
    const placed = await checkoutOk(shopper);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    expect(lines).toEqual([
      expect.objectContaining({ unitPricePaise: 24_000, originalPricePaise: 30_000, campaignId: campaign.id }),
    ]);
    await addToCart(shopper, item, 1);
    const third = await checkout(shopper, {
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ message: 'You can buy up to 2 items at the Janmashtami sale sale price' });
    await end(campaign.id);
  });

  it('stops at its budget: the order that would pass it is refused, the one that spends it ends the sale', async () => {
    const item = items[2]!;
    // ₹60 off each; a budget of ₹120 is two items.
    const campaign = await schedule(sale({ productIds: [item.productId], budget: 120 }));
    clockMs += MINUTE + 1000;
    const first = await createShopper(t, 'budget-1', { withPhone: true });
    const greedy = await checkout(first, {
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 3 },
    });
    expect(greedy.statusCode).toBe(409);
    expect(greedy.json()).toMatchObject({
      message: 'The Janmashtami sale sale has no more discount to give. Your cart now shows the price.',
    });
    await checkoutOk(first, { buyNow: { productId: item.productId, variantId: item.variantId, quantity: 2 } });
    await t.app.services.catalogue.invalidate();
    expect((await productOn(t.app, item.slug)).price).toBe(300);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, campaign.id));
    expect(row!.endsAt.getTime()).toBe(clockMs);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('Two instances of the shop on one PostgreSQL', () => {
  let second: { app: TestApp['app']; close(): Promise<void> };

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 5 });
    const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', SESSION_SECRET, NODE_ENV: 'test' });
    const app = await buildApp({ config, database, clock });
    await app.ready();
    await app.services.catalogue.ready();
    second = {
      app,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => second?.close());

  it('both answer the sale price right after its first minute and the full price after its last', async () => {
    const item = items[1]!;
    const readsBefore = second.app.services.catalogue.fullReads();
    // Each instance holds the product's answer at the full price first.
    expect((await productOn(second.app, item.slug)).price).toBe(500);
    const campaign = await schedule(sale({ productIds: [item.productId] }));
    // The second instance hears of the new campaign through the change log (a whole read).
    await expect.poll(() => second.app.services.catalogue.fullReads()).toBeGreaterThan(readsBefore);
    expect((await productOn(second.app, item.slug)).price).toBe(500);
    expect((await productOn(t.app, item.slug)).price).toBe(500);

    clockMs += MINUTE;
    for (const app of [t.app, second.app]) {
      expect((await productOn(app, item.slug)).price).toBe(400);
      expect((await productOn(app, item.slug, 'hi')).campaign).toMatchObject({ nameHi: 'जन्माष्टमी सेल' });
      expect((await pricedBetween(app, 399, 401)).find((c) => c.slug === item.slug)).toMatchObject({ price: 400 });
    }

    clockMs = Date.parse(campaign.endsAt);
    for (const app of [t.app, second.app]) {
      expect((await productOn(app, item.slug)).price).toBe(500);
      expect((await pricedBetween(app, 399, 401)).map((c) => c.slug)).not.toContain(item.slug);
    }
  });
});
