import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/shared/contracts/catalogue';
import { products, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signUp, type Session } from '../../test/session';

let t: TestApp;
let catalogue: Product[];
beforeAll(async () => {
  t = await createTestApp();
  catalogue = (await t.app.services.catalogue.homepage()).products;
});
afterAll(() => t.close());

const product = (index: number): Product => {
  const found = catalogue[index];
  if (!found) throw new Error(`the seeded catalogue has no product ${index}`);
  return found;
};

const toggle = (session: Session, productId: string) =>
  session.request({ method: 'POST', url: '/api/v1/user/update-wishlist', payload: { productId } });
const list = async (session: Session) =>
  (await session.request({ method: 'GET', url: '/api/v1/user/wishlist' })).json().wishlist as {
    _id: string;
    price: number;
    stock: number;
    inStock: boolean;
    variants: unknown[];
  }[];

describe('The wishlist', () => {
  it('flips a product in and out, answering with the spec’s status', async () => {
    const session = await signUp(t.app);
    const added = await toggle(session, product(0)._id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ success: true, status: true, message: 'Added to wishlist', wishlistCount: 1 });
    const removed = await toggle(session, product(0)._id);
    expect(removed.json()).toEqual({
      success: true,
      status: false,
      message: 'Removed from wishlist',
      wishlistCount: 0,
    });
  });

  it('lists each saved product with its price, stock and sizes from the database', async () => {
    const session = await signUp(t.app);
    await toggle(session, product(1)._id);
    await toggle(session, product(2)._id);
    const items = await list(session);
    expect(items.map((item) => item._id)).toEqual([product(2)._id, product(1)._id]);
    const [, second] = items;
    expect(second).toMatchObject({
      _id: product(1)._id,
      name: product(1).name,
      slug: product(1).slug,
      price: product(1).price,
      inStock: product(1).inStock,
    });
    expect(second?.variants).toHaveLength(product(1).variants.length);
    expect(second?.stock).toBe(product(1).variants.reduce((sum, v) => sum + v.stock, 0));
  });

  it('shows a size sold out since it was saved as out of stock', async () => {
    const session = await signUp(t.app);
    const chosen = product(3);
    await toggle(session, chosen._id);
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, chosen._id));
    const [item] = await list(session);
    expect(item).toMatchObject({ stock: 0, inStock: false, stockStatus: 'out_of_stock' });
  });

  it('says when a product is already in the wishlist', async () => {
    const session = await signUp(t.app);
    const add = () =>
      session.request({ method: 'POST', url: '/api/v1/user/wishlist', payload: { productId: product(4)._id } });
    expect((await add()).statusCode).toBe(201);
    const again = await add();
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'WISHLIST_DUPLICATE', message: 'Item already in wishlist' });
    expect(await list(session)).toHaveLength(1);
  });

  it('removes one product, and clears them all', async () => {
    const session = await signUp(t.app);
    for (const index of [5, 6, 7]) await toggle(session, product(index)._id);
    const removed = await session.request({ method: 'DELETE', url: `/api/v1/user/wishlist/${product(6)._id}` });
    expect(removed.json()).toMatchObject({ message: 'Removed from wishlist', wishlistCount: 2 });
    const cleared = await session.request({ method: 'DELETE', url: '/api/v1/user/wishlist' });
    expect(cleared.json()).toEqual({ success: true, message: 'Wishlist cleared', wishlistCount: 0 });
    expect(await list(session)).toEqual([]);
  });

  it('refuses what is not a product', async () => {
    const session = await signUp(t.app);
    const garbage = await toggle(session, 'not-a-product');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('Invalid product');
    const unknown = await toggle(session, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Product not found');
    expect(await list(session)).toEqual([]);
  });

  it('hides a product the shop has archived', async () => {
    const session = await signUp(t.app);
    const chosen = product(8);
    await toggle(session, chosen._id);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, chosen._id));
    expect(await list(session)).toEqual([]);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, chosen._id));
  });

  it('merges a guest’s saved products at login without duplicates, skipping unknown ones', async () => {
    const session = await signUp(t.app);
    await toggle(session, product(9)._id);
    const res = await session.request({
      method: 'POST',
      url: '/api/v1/user/wishlist/merge',
      payload: {
        productIds: [product(9)._id, product(10)._id, product(10)._id, 'junk', '00000000-0000-4000-8000-000000000000'],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, added: [product(10)._id], wishlistCount: 2 });
    expect((await list(session)).map((item) => item._id).sort()).toEqual([product(9)._id, product(10)._id].sort());
  });

  it('keeps each shopper’s wishlist their own', async () => {
    const first = await signUp(t.app);
    const second = await signUp(t.app);
    await toggle(first, product(11)._id);
    expect(await list(second)).toEqual([]);
    await second.request({ method: 'DELETE', url: '/api/v1/user/wishlist' });
    await second.request({ method: 'DELETE', url: `/api/v1/user/wishlist/${product(11)._id}` });
    expect((await list(first)).map((item) => item._id)).toEqual([product(11)._id]);
  });

  it('asks a visitor to log in first', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/wishlist'],
      ['POST', '/api/v1/user/update-wishlist'],
      ['DELETE', '/api/v1/user/wishlist'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'POST' ? { productId: product(0)._id } : undefined,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please Login First');
    }
  });
});
