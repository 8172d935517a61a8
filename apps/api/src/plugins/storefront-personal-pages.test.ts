import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { createShopper, pricedVariants } from '../test/shoppers';

// A shopper's own pages arrive drawn: on a cheap phone the script takes seconds to start, and the
// cart's lines and checkout's first step must not wait for it.
describe.skipIf(!storefrontBuilt)('pages for one shopper', () => {
  const store = storefrontForSuite();

  const open = async (url: string, cookie: string) => {
    const res = await store.shop.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['cache-control'], url).toBe('private, no-store');
    return res.body;
  };

  it("draw the cart's lines and checkout's first step in the first HTML, in Hindi as in English", async () => {
    const shopper = await createShopper(store.shop, 'drawn-cart');
    const [item] = await pricedVariants(store.shop, [450_00], 5);
    const added = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: item!.productId, variantId: item!.variantId, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const [product] = await store.shop.db
      .select({ name: products.name, nameHi: products.nameHi })
      .from(products)
      .where(eq(products.id, item!.productId));

    const cart = await open('/hi/cart', shopper.cookie);
    expect(cart).toContain('aria-label="कार्ट का सामान"');
    expect(cart).toContain(product!.nameHi ?? product!.name);
    expect(cart).not.toContain('aria-label="आपका कार्ट खुल रहा है"');
    expect(await open('/cart', shopper.cookie)).toContain('aria-label="Cart items"');

    const checkout = await open('/hi/checkout', shopper.cookie);
    expect(checkout).toContain('aria-label="चेकआउट की प्रगति"');
    expect(checkout).not.toContain('aria-label="आपका ऑर्डर खुल रहा है"');
    expect(checkout).toContain(product!.nameHi ?? product!.name);
  });

  it('leave a visitor without cookies the cart page every such visitor shares', async () => {
    const res = await store.shop.app.inject({ method: 'GET', url: '/hi/cart' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('aria-label="कार्ट का सामान"');
  });
});
