import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox, users, variants } from '../../db/schema';
import { createShopper, pickVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { tellPriceDrops } from './price-drop-alerts';

let t: TestApp;
let product: TestVariant;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  [product] = (await pickVariants(t, 1)) as [TestVariant];
  shopper = await createShopper(t, 'wishes', { withPhone: true });
  await t.db.update(users).set({ locale: 'hi' }).where(eq(users.id, shopper.id));
  const added = await shopper.request({
    method: 'POST',
    url: '/api/v1/user/wishlist',
    payload: { productId: product.productId },
  });
  expect(added.statusCode).toBe(201);
});
afterAll(() => t.close());

const sweep = () => tellPriceDrops(t.db, t.app.config.publicUrl);
const drops = () =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, shopper.phone!), eq(emailOutbox.template, 'price-drop')))
    .orderBy(asc(emailOutbox.createdAt));
/** Every size of the product priced at `pricePaise`: its lowest price is that. */
const priceAll = (pricePaise: number) =>
  t.db.update(variants).set({ pricePaise }).where(eq(variants.productId, product.productId));

describe('A wishlisted product that gets cheaper', () => {
  it('tells its shopper once per drop, in their language, and never for a rise', async () => {
    await priceAll(120_000);
    await sweep();
    expect(await drops()).toHaveLength(0);

    await priceAll(99_900);
    // Two sweeps at once, as two instances would run them.
    await Promise.all([sweep(), sweep()]);
    await sweep();
    const [told] = await drops();
    expect(await drops()).toHaveLength(1);
    expect(told?.language).toBe('hi');
    expect(told?.text).toContain('₹999');
    expect(told?.text).toContain('₹1,200');
    expect(told?.text).toContain(`/hi/products/${product.slug}`);

    await priceAll(110_000);
    await sweep();
    expect(await drops()).toHaveLength(1);
    await priceAll(105_000);
    await sweep();
    expect(await drops()).toHaveLength(2);
  });

  it('tells nothing to a shopper who turned it off in the profile', async () => {
    const off = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { priceDropAlerts: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().userData.priceDropAlerts).toBe(false);
    const before = (await drops()).length;
    await priceAll(90_000);
    await sweep();
    expect(await drops()).toHaveLength(before);
  });
});
