import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { listingResponseSchema, type ListingResponse } from '@shop/shared/contracts/listing';
import { products, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// "Fits my Thakur Ji" (fits=<size>): products made in the idol's size, and those with no idol size.

let t: TestApp;
/** A product sold in seat sizes, not idol sizes: it fits every idol. */
let unsized: { id: string; slug: string };

async function listing(url: string, headers: Record<string, string> = {}): Promise<ListingResponse> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
  return listingResponseSchema.parse(res.json());
}

async function allOf(url: string): Promise<ListingResponse['data']> {
  const first = await listing(`${url}&limit=48`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => listing(`${url}&limit=48&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

const slugsOf = (items: { slug: string }[]) => items.map((p) => p.slug).sort();

beforeAll(async () => {
  t = await createTestApp();
  const [row] = await t.db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.status, 'active'))
    .limit(1);
  unsized = row!;
  const sizes = await t.db.select({ id: variants.id }).from(variants).where(eq(variants.productId, unsized.id));
  for (const [i, variant] of sizes.entries()) {
    await t.db
      .update(variants)
      .set({ size: `Seat ${i + 1}`, stock: 5 })
      .where(eq(variants.id, variant.id));
  }
  await t.app.services.catalogue.invalidate();
});
afterAll(() => t.close());

describe('the "Fits my Thakur Ji" filter', () => {
  it('lists what is made in the idol’s size, at that size, and what has no idol size', async () => {
    const fits = await allOf('/api/v1/products?fits=3');
    const sized = await allOf('/api/v1/products?size=3');
    expect(slugsOf(fits)).toEqual(slugsOf([...sized, unsized]));
    for (const card of fits) {
      if (card.slug === unsized.slug) expect(card.size).toBeUndefined();
      else expect(card).toMatchObject({ size: '3', price: sized.find((s) => s.slug === card.slug)!.price });
    }
  });

  it('leaves out a product with no idol size when it has no stock', async () => {
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, unsized.id));
    await t.app.services.catalogue.invalidate();
    try {
      expect(slugsOf(await allOf('/api/v1/products?fits=3'))).not.toContain(unsized.slug);
    } finally {
      await t.db.update(variants).set({ stock: 5 }).where(eq(variants.productId, unsized.id));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('with a size filter too, lists sizes both ask for', async () => {
    expect(slugsOf(await allOf('/api/v1/products?fits=3&size=3,4'))).toEqual(
      slugsOf(await allOf('/api/v1/products?fits=3')),
    );
    expect(slugsOf(await allOf('/api/v1/products?fits=3&size=4'))).toEqual([unsized.slug]);
  });

  it('narrows a deity page like any other filter', async () => {
    const page = await allOf('/api/v1/product/collection/laddu-gopal?fits=0');
    const sized = await allOf('/api/v1/product/collection/laddu-gopal?size=0');
    expect(slugsOf(page)).toEqual(slugsOf(page.filter((p) => p.slug === unsized.slug).concat(sized)));
  });

  it('refuses a size that is no idol size, in English and Hindi', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/v1/products?fits=9' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Size must be an idol size from 0 to 6');
    const hi = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?fits=9',
      headers: { 'accept-language': 'hi' },
    });
    expect(hi.json().message).toBe('साइज़ 0 से 6 तक का मूर्ति साइज़ होना चाहिए');
  });

  it('is cached under its own address until the catalogue changes', async () => {
    const build = vi.spyOn(t.app.services.catalogue, 'listing');
    try {
      const url = '/api/v1/products?fits=5&sort=newest';
      const first = await listing(url);
      expect(await listing(url)).toEqual(first);
      expect(build).toHaveBeenCalledTimes(1);
      await listing('/api/v1/products?fits=6&sort=newest');
      expect(build).toHaveBeenCalledTimes(2);
      // A product that loses its size 5 leaves the listing once the catalogue has the change.
      const shown = first.data.find((card) => card.slug !== unsized.slug)!;
      const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, shown.slug));
      const five = await t.db
        .select({ id: variants.id, stock: variants.stock })
        .from(variants)
        .where(eq(variants.productId, row!.id));
      const ids = five.map((v) => v.id);
      await t.db.update(variants).set({ stock: 0 }).where(inArray(variants.id, ids));
      await t.app.services.catalogue.invalidate();
      try {
        expect(slugsOf((await listing(url)).data)).not.toContain(shown.slug);
        expect(build).toHaveBeenCalledTimes(3);
      } finally {
        for (const v of five) await t.db.update(variants).set({ stock: v.stock }).where(eq(variants.id, v.id));
        await t.app.services.catalogue.invalidate();
      }
    } finally {
      build.mockRestore();
    }
  });
});
