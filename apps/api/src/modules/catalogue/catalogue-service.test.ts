import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { localizeCard, localizeProduct } from '@shop/shared/catalogue-locale';
import { eq, gt } from 'drizzle-orm';
import { products, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogueRepository } from './catalogue-repository';
import { catalogueService } from './catalogue-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the catalogue snapshot', () => {
  it('keeps its stamp across a whole read that finds nothing changed, and across a stock count only its product shows', async () => {
    const catalogue = catalogueService({
      repository: catalogueRepository(t.db),
      log: t.app.log,
      codMaxOrderPaise: 5000_00,
    });
    expect(catalogue.stamp()).toBe(0);
    await catalogue.ready();
    const first = catalogue.stamp();
    expect(first).toBeGreaterThan(0);

    // The old snapshot is served (its stamp stands) while it is read again.
    const reading = catalogue.changedElsewhere();
    expect(catalogue.stamp()).toBe(first);
    await reading;
    expect(catalogue.fullReads()).toBe(2);
    expect(catalogue.stamp()).toBe(first);

    const [variant] = await t.db.select().from(variants).where(gt(variants.stock, 0)).limit(1);
    const [product] = await t.db.select().from(products).where(eq(products.id, variant!.productId));
    const productStamp = catalogue.productStamp(product!.slug);
    expect(productStamp).toBeGreaterThan(0);
    await t.db
      .update(variants)
      .set({ stock: variant!.stock + 5 })
      .where(eq(variants.id, variant!.id));
    await catalogue.changedElsewhere();
    // Still in stock: listings show the same, only the product's own answers and pages change.
    expect(catalogue.stamp()).toBe(first);
    expect(catalogue.productStamp(product!.slug)).not.toBe(productStamp);

    // Sold out: what listings show changed too.
    const sizes = await t.db.select().from(variants).where(eq(variants.productId, product!.id));
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, product!.id));
    await catalogue.changedElsewhere();
    expect(catalogue.stamp()).not.toBe(first);
    for (const size of sizes) {
      await t.db
        .update(variants)
        .set({ stock: size.id === variant!.id ? variant!.stock : size.stock })
        .where(eq(variants.id, size.id));
    }
  });

  it('without a change log, reads again before invalidate() resolves, and counts the change in version()', async () => {
    const catalogue = catalogueService({
      repository: catalogueRepository(t.db),
      log: t.app.log,
      codMaxOrderPaise: 5000_00,
    });
    await catalogue.ready();
    const version = catalogue.version();
    const [variant] = await t.db.select().from(variants).limit(1);
    const product = await catalogue.productBySlug(
      (await t.db.query.products.findFirst({ where: (p, { eq: is }) => is(p.id, variant!.productId) }))!.slug,
    );
    await t.db.update(variants).set({ stock: 0 }).where(eq(variants.id, variant!.id));
    await catalogue.invalidate();
    expect(catalogue.version()).toBe(version + 1);
    const after = await catalogue.productBySlug(product.slug);
    expect(after.variants.find((v) => v._id === variant!.id)?.stock).toBe(0);
    await t.db.update(variants).set({ stock: variant!.stock }).where(eq(variants.id, variant!.id));
  });

  it('logs a background read that fails, keeps serving the snapshot it has, and tries again 5 s later', async () => {
    let clock = 0;
    const repository = catalogueRepository(t.db);
    const catalogue = catalogueService({ repository, log: t.app.log, codMaxOrderPaise: 5000_00, now: () => clock });
    await catalogue.ready();
    const stamp = catalogue.stamp();
    const outage = new Error('database unreachable');
    vi.spyOn(repository, 'listIndexRows').mockRejectedValueOnce(outage);
    const logged = vi.spyOn(t.app.log, 'error');

    await catalogue.changedElsewhere();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: outage }), 'catalogue refresh failed');
    expect(catalogue.stamp()).toBe(stamp);
    // A failed read is not a read done.
    expect(catalogue.fullReads()).toBe(1);

    // A request within 5 s does not try again; the first one after does, in the background.
    clock += 4_000;
    await catalogue.homepage();
    expect(catalogue.fullReads()).toBe(1);
    clock += 2_000;
    await catalogue.homepage();
    await expect.poll(() => catalogue.fullReads()).toBe(2);
    await catalogue.homepage();
    expect(catalogue.fullReads()).toBe(2);
    vi.restoreAllMocks();
  });
});

describe('products read on demand', () => {
  const filters = {
    size: [],
    deity: [],
    category: [],
    material: [],
    color: [],
    inStock: false,
    page: 1,
    limit: 24,
  };

  it('holding only two products whole, serves a listing of 24 right cards and each product page', async () => {
    const repository = catalogueRepository(t.db);
    const small = catalogueService({ repository, log: t.app.log, codMaxOrderPaise: 5000_00, hotProducts: 2 });
    const expected = (await t.app.inject({ method: 'GET', url: '/api/v1/products?limit=24' })).json();
    const read = vi.spyOn(repository, 'listActiveProductsIn');

    const listing = await small.listing({}, filters);
    expect(listing.items).toHaveLength(24);
    // The English answer, as the route gives it (without the Hindi the service holds beside it).
    const english = listing.items.map((card) => localizeCard(card, 'en'));
    expect(JSON.parse(JSON.stringify(english))).toEqual(expected.data);
    expect(listing.total).toBe(expected.total);
    // One read for the page's cards.
    expect(read).toHaveBeenCalledTimes(1);

    // Only the last two are held: the first is read again, the last is not.
    const [first] = listing.items;
    const last = listing.items.at(-1)!;
    await small.productBySlug(last.slug);
    expect(read).toHaveBeenCalledTimes(1);
    const product = await small.productBySlug(first!.slug);
    expect(read).toHaveBeenCalledTimes(2);
    expect(read).toHaveBeenLastCalledWith([first!._id]);
    expect(JSON.parse(JSON.stringify(localizeProduct(product, 'en')))).toEqual(
      (await t.app.inject({ method: 'GET', url: `/api/v1/product/${first!.slug}` })).json().data,
    );
    vi.restoreAllMocks();
  });

  it('an edit, a stock count and a sell-out each change exactly the answers that show them', async () => {
    const small = catalogueService({
      repository: catalogueRepository(t.db),
      log: t.app.log,
      codMaxOrderPaise: 5000_00,
      hotProducts: 2,
    });
    await small.ready();
    const [edited, other] = (await small.listing({}, { ...filters, inStock: true })).items;
    const [row] = await t.db.select().from(products).where(eq(products.id, edited!._id));
    const sizes = await t.db.select().from(variants).where(eq(variants.productId, edited!._id));
    await small.productBySlug(other!.slug);
    const otherStamp = small.productStamp(other!.slug);
    try {
      // An edit: the product's answer, its stamp and the listings change; another product's do not.
      let stamp = small.stamp();
      let productStamp = small.productStamp(edited!.slug);
      await t.db
        .update(products)
        .set({ name: `${row!.name} (new)`, updatedAt: new Date() })
        .where(eq(products.id, edited!._id));
      await small.changedProducts({ stock: [], products: [edited!._id] });
      expect((await small.productBySlug(edited!.slug)).name).toBe(`${row!.name} (new)`);
      expect(small.productStamp(edited!.slug)).not.toBe(productStamp);
      expect(small.stamp()).not.toBe(stamp);
      expect(small.productStamp(other!.slug)).toBe(otherStamp);
      const card = (await small.listing({}, { ...filters, limit: 48 })).items.find((c) => c._id === edited!._id);
      expect(card?.name).toBe(`${row!.name} (new)`);

      // A stock count that leaves the size in stock: only the product's own answers change.
      stamp = small.stamp();
      productStamp = small.productStamp(edited!.slug);
      const [size] = sizes.filter((v) => v.stock > 0);
      await t.db
        .update(variants)
        .set({ stock: size!.stock + 3 })
        .where(eq(variants.id, size!.id));
      await small.changedProducts({ stock: [edited!._id], products: [] });
      expect(small.stamp()).toBe(stamp);
      expect(small.productStamp(edited!.slug)).not.toBe(productStamp);
      expect(small.productStamp(other!.slug)).toBe(otherStamp);
      const shown = await small.productBySlug(edited!.slug);
      expect(shown.variants.find((v) => v._id === size!.id)?.stock).toBe(size!.stock + 3);

      // A sell-out: listings change, and in-stock ones leave the product out.
      await t.db.update(variants).set({ stock: 0 }).where(eq(variants.productId, edited!._id));
      await small.changedProducts({ stock: [edited!._id], products: [] });
      expect(small.stamp()).not.toBe(stamp);
      expect(small.productStamp(other!.slug)).toBe(otherStamp);
      const inStock = await small.listing({}, { ...filters, inStock: true, limit: 48 });
      expect(inStock.items.map((c) => c._id)).not.toContain(edited!._id);
      expect((await small.productBySlug(edited!.slug)).inStock).toBe(false);
      expect(small.fullReads()).toBe(1);
    } finally {
      await t.db.update(products).set({ name: row!.name }).where(eq(products.id, edited!._id));
      for (const size of sizes) await t.db.update(variants).set({ stock: size.stock }).where(eq(variants.id, size.id));
    }
  });
});
