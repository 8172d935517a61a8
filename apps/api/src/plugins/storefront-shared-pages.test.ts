import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users, variants } from '../db/schema';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { createShopper, type Shopper } from '../test/shoppers';
import { GUEST_CART_COOKIE } from '../modules/cart/guest-cart-cookie';

// Public pages are the same bytes for everyone, signed in or not, and a CDN may keep them; what is
// personal comes from GET /api/v1/me/summary, which no cache keeps (decision 0042). The pages carry
// no nonce: their inline scripts are allowed by hash (decision 0018), so byte-identical means identical.
const PUBLIC_PAGES = ['/', '/collections/laddu-gopal', '/search?q=poshak', '/faq', '/blog'];

describe.skipIf(!storefrontBuilt)('public pages shared by every visitor', () => {
  const store = storefrontForSuite();
  let meera: Shopper;
  let kabir: Shopper;
  let pages: string[];

  /** A shopper with a name, two units in the cart and a heart, so each has something to leak. */
  async function shopperWithCart(name: string): Promise<Shopper> {
    const shopper = await createShopper(store.shop, name.toLowerCase());
    await store.shop.db.update(users).set({ name }).where(eq(users.id, shopper.id));
    const [variant] = await store.shop.db
      .select({ productId: variants.productId, variantId: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.slug, store.productSlug))
      .limit(1);
    const added = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: variant!.productId, variantId: variant!.variantId, quantity: 2 },
    });
    expect(added.statusCode).toBe(200);
    const hearted = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/update-wishlist',
      payload: { productId: variant!.productId },
    });
    expect(hearted.statusCode).toBe(200);
    return shopper;
  }

  beforeAll(async () => {
    meera = await shopperWithCart('Meerabai Rathore');
    kabir = await shopperWithCart('Kabirdas Julaha');
    pages = [...PUBLIC_PAGES, `/products/${store.productSlug}`];
  });

  const get = (url: string, cookie?: string) =>
    store.shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('sends shopper A, shopper B and a visitor the same bytes, with nothing of either shopper in them', async () => {
    for (const url of pages) {
      const [a, b, visitor] = [await get(url, meera.cookie), await get(url, kabir.cookie), await get(url)];
      expect(a.statusCode, url).toBe(200);
      expect(b.body, url).toBe(a.body);
      expect(visitor.body, url).toBe(a.body);
      expect([b.headers['x-page-cache'], visitor.headers['x-page-cache']], url).toEqual(['hit', 'hit']);
      for (const who of [meera, kabir]) {
        for (const personal of [who.email, who.id]) expect(a.body, url).not.toContain(personal);
      }
      for (const name of ['Meerabai', 'Kabirdas', 'itemCount', 'cartCount', 'wishlistCount']) {
        expect(a.body, url).not.toContain(name);
      }
    }
  });

  it("serves a guest with a cart the visitor's cached page and sets no cookie on it", async () => {
    const [variant] = await store.shop.db
      .select({ productId: variants.productId, variantId: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.slug, store.productSlug))
      .limit(1);
    const added = await store.shop.app.inject({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: variant!.productId, variantId: variant!.variantId, quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const cookie = added.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    expect(cookie).toContain(`${GUEST_CART_COOKIE}=`);
    for (const url of pages) {
      const [visitor, guest] = [await get(url), await get(url, cookie)];
      expect(guest.headers['x-page-cache'], url).toBe('hit');
      expect(guest.body, url).toBe(visitor.body);
      expect(guest.headers['set-cookie'], url).toBeUndefined();
    }
    expect((await get('/api/v1/me/summary', cookie)).json()).toMatchObject({ user: null, cartCount: 1 });
  });

  it('lets a CDN keep them: s-maxage, no cookie set, no Vary on cookies', async () => {
    for (const url of pages) {
      for (const res of [await get(url, meera.cookie), await get(url)]) {
        expect(res.headers['cache-control'], url).toBe('public, max-age=0, s-maxage=60');
        expect(res.headers['set-cookie'], url).toBeUndefined();
        expect(String(res.headers.vary ?? ''), url).not.toMatch(/cookie/i);
      }
    }
  });

  it("renders a signed-in shopper's client navigation data as a visitor's, without their session", async () => {
    // Not held by the page cache (its query timestamps differ per render), and sent as the shopper's own.
    const signedIn = await get(`/products/${store.productSlug}.data`, meera.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain(store.productSlug);
    for (const personal of [meera.email, 'Meerabai', 'itemCount', 'wishlistCount']) {
      expect(signedIn.body).not.toContain(personal);
    }
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps the cart, checkout and account pages private to the shopper, never from the shared cache', async () => {
    for (const url of ['/cart', '/checkout', '/dashboard', '/dashboard/wishlist', '/admin']) {
      await get(url); // a visitor's render, held for visitors without cookies
      const res = await get(url, meera.cookie);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
  });

  it('never keeps a personal answer: the summary and the cart are private, no-store and always fresh', async () => {
    for (const url of ['/api/v1/me/summary', '/api/v1/user/user-cart', '/api/v1/user/wishlist']) {
      const res = await get(url, meera.cookie);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
    const before = (await get('/api/v1/me/summary', kabir.cookie)).json() as { cartCount: number };
    const cleared = await kabir.request({ method: 'DELETE', url: '/api/v1/user/clear-cart' });
    expect(cleared.statusCode).toBe(200);
    const after = (await get('/api/v1/me/summary', kabir.cookie)).json() as { cartCount: number };
    expect([before.cartCount, after.cartCount]).toEqual([2, 0]);
    expect((await get('/api/v1/me/summary')).json()).toMatchObject({ user: null, cartCount: 0 });
  });
});

if (!storefrontBuilt) console.log(`[shared pages] skipped: ${NOT_BUILT_MESSAGE}`);
