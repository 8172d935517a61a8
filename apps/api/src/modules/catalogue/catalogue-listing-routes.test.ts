import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  collectionsResponseSchema,
  listingResponseSchema,
  productCardsResponseSchema,
  type ListingResponse,
} from '@shop/shared/contracts/listing';
import { filterValue, materialFamilies } from '@shop/shared/listing-rules';
import { products, variants } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

/** The catalogue as the database holds it: what every expectation here is derived from. */
async function activeProducts() {
  const rows = await t.db.query.products.findMany({
    where: eq(products.status, 'active'),
    columns: { searchVector: false },
    with: { variants: true, collections: { columns: { collectionSlug: true } } },
  });
  return rows.map((row) => ({ ...row, collectionSlugs: row.collections.map((c) => c.collectionSlug) }));
}
type Row = Awaited<ReturnType<typeof activeProducts>>[number];

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json(), bytes: res.rawPayload.length };
}

async function listing(url: string): Promise<ListingResponse> {
  const res = await get(url);
  expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return listingResponseSchema.parse(res.body);
}

/** Every product of a listing, all pages walked. */
async function allOf(url: string): Promise<ListingResponse['data']> {
  const join = url.includes('?') ? '&' : '?';
  const first = await listing(`${url}${join}limit=48`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => listing(`${url}${join}limit=48&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

const slugsOf = (items: { slug: string }[]) => items.map((p) => p.slug).sort();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/products', () => {
  it('lists every active product, 24 to a page, featured first', async () => {
    const rows = await activeProducts();
    const body = await listing('/api/v1/products');
    expect(body).toMatchObject({ success: true, total: rows.length, page: 1, limit: 24, sort: 'featured' });
    expect(body.totalPages).toBe(Math.ceil(rows.length / 24));
    expect(body.data).toHaveLength(24);
    const expected = [...rows]
      .sort(
        (a, b) =>
          Number(b.isFeatured) - Number(a.isFeatured) || b.salesCount - a.salesCount || a.name.localeCompare(b.name),
      )
      .slice(0, 24)
      .map((p) => p.slug);
    expect(body.data.map((p) => p.slug)).toEqual(expected);
  });

  it('pages through every product exactly once, and past the end finds nothing', async () => {
    const rows = await activeProducts();
    expect(slugsOf(await allOf('/api/v1/products'))).toEqual(slugsOf(rows));
    const past = await listing(`/api/v1/products?page=${Math.ceil(rows.length / 24) + 1}`);
    expect(past.data).toEqual([]);
    expect(past.total).toBe(rows.length);
  });

  it('keeps a page of 24 cards small', async () => {
    const res = await get('/api/v1/products');
    expect(res.bytes).toBeLessThan(40_000);
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        '_id',
        'name',
        'slug',
        'price',
        'priceVaries',
        'originalPrice',
        'discount',
        'image',
        'inStock',
        'stockStatus',
        'deity',
        'category',
        'color',
        'ratings',
        'sizes',
        'isBestseller',
        'isNewArrival',
        'codAvailable',
      ].sort(),
    );
  });

  it('filters by idol size: any product with one of the sizes in stock, written either way', async () => {
    const rows = await activeProducts();
    const expected = rows.filter((p) => p.variants.some((v) => (v.size === '0' || v.size === '1') && v.stock > 0));
    expect(expected.length).toBeLessThan(rows.length);
    expect(slugsOf(await allOf('/api/v1/products?size=0&size=1'))).toEqual(slugsOf(expected));
    expect(slugsOf(await allOf('/api/v1/products?size=0,1'))).toEqual(slugsOf(expected));
  });

  it('with in stock only, a size counts only when that size has stock', async () => {
    const rows = await activeProducts();
    const expected = rows.filter((p) => p.variants.some((v) => v.size === '0' && v.stock > 0));
    const withStock = await allOf('/api/v1/products?size=0&inStock=true');
    expect(slugsOf(withStock)).toEqual(slugsOf(expected));
    const someOutOfStock = rows.some((p) => p.variants.some((v) => v.size === '0' && v.stock === 0));
    expect(someOutOfStock).toBe(true);
    for (const card of withStock) expect(card.sizes).toContain('0');
  });

  it('lists for a size only what can be bought in it, at its price, opening at that size', async () => {
    const rows = await activeProducts();
    const sizeThree = (p: Row) => p.variants.find((v) => v.size === '3');
    const soldOut = rows.filter((p) => sizeThree(p)?.stock === 0);
    expect(soldOut.length).toBeGreaterThan(0);
    const found = await allOf('/api/v1/products?size=3');
    expect(slugsOf(found)).toEqual(slugsOf(rows.filter((p) => (sizeThree(p)?.stock ?? 0) > 0)));
    for (const card of found) {
      const size = sizeThree(rows.find((p) => p.slug === card.slug)!)!;
      expect(card, card.slug).toMatchObject({ price: size.pricePaise / 100, priceVaries: false, size: '3' });
      expect(card.sizes).toContain('3');
    }
    // The count beside size 3 is what choosing it lists; without a size filter a card names no size.
    const all = await listing('/api/v1/products');
    expect(all.facets.sizes.find((f) => f.value === '3')?.count).toBe(found.length);
    expect(all.data.every((card) => card.size === undefined)).toBe(true);
    // Two sizes: the card is priced at the cheaper of those in stock, "From" when they differ.
    const either = await allOf('/api/v1/products?size=3,4');
    for (const card of either) {
      const row = rows.find((p) => p.slug === card.slug)!;
      const stocked = row.variants.filter((v) => (v.size === '3' || v.size === '4') && v.stock > 0);
      const cheapest = stocked.reduce((a, b) => (b.pricePaise < a.pricePaise ? b : a));
      expect(card, card.slug).toMatchObject({
        price: cheapest.pricePaise / 100,
        size: cheapest.size,
        priceVaries: new Set(stocked.map((v) => v.pricePaise)).size > 1,
      });
    }
  });

  it('filters by price on the sizes, and shows the cheapest size in range', async () => {
    const rows = await activeProducts();
    const [min, max] = [300, 600];
    const inRange = (v: Row['variants'][number]) => v.pricePaise >= min * 100 && v.pricePaise <= max * 100;
    const expected = rows.filter((p) => p.variants.some(inRange));
    const found = await allOf(`/api/v1/products?minPrice=${min}&maxPrice=${max}`);
    expect(slugsOf(found)).toEqual(slugsOf(expected));
    for (const card of found) {
      const row = rows.find((p) => p.slug === card.slug)!;
      expect(card.price).toBe(Math.min(...row.variants.filter(inRange).map((v) => v.pricePaise)) / 100);
    }
  });

  it('applies size and price to the same size of a product', async () => {
    const rows = await activeProducts();
    const expected = rows.filter((p) =>
      p.variants.some((v) => v.size === '6' && v.stock > 0 && v.pricePaise <= 500_00),
    );
    const found = await allOf('/api/v1/products?size=6&maxPrice=500');
    expect(slugsOf(found)).toEqual(slugsOf(expected));
    const sizeSixAnywhere = rows.filter(
      (p) => p.variants.some((v) => v.size === '6') && p.variants.some((v) => v.pricePaise <= 500_00),
    );
    expect(sizeSixAnywhere.length).toBeGreaterThan(expected.length);
  });

  it('filters by deity, category, material family and colour', async () => {
    const rows = await activeProducts();
    const cases: [string, (p: Row) => boolean][] = [
      ['deity=radha-rani', (p) => p.deitySlug === 'radha-rani'],
      ['deity=radha-rani,mata-rani', (p) => p.deitySlug === 'radha-rani' || p.deitySlug === 'mata-rani'],
      ['category=mukut', (p) => p.categorySlug === 'mukut'],
      ['material=velvet', (p) => materialFamilies(p.material).includes('velvet')],
      ['color=royal-blue', (p) => filterValue(p.color) === 'royal-blue'],
      ['category=dresses&color=red', (p) => p.categorySlug === 'dresses' && p.color === 'Red'],
    ];
    for (const [query, keep] of cases) {
      const expected = rows.filter(keep);
      expect(expected.length, query).toBeGreaterThan(0);
      expect(slugsOf(await allOf(`/api/v1/products?${query}`)), query).toEqual(slugsOf(expected));
    }
  });

  it('sorts by price both ways, by sales and by newest', async () => {
    const rows = await activeProducts();
    const asc = (await allOf('/api/v1/products?sort=price-asc')).map((p) => p.price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await allOf('/api/v1/products?sort=price-desc')).map((p) => p.price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    expect(asc[0]).toBe(Math.min(...rows.flatMap((p) => p.variants.map((v) => v.pricePaise))) / 100);

    const sales = new Map(rows.map((p) => [p.slug, p.salesCount]));
    const best = (await allOf('/api/v1/products?sort=bestselling')).map((p) => sales.get(p.slug)!);
    expect(best).toEqual([...best].sort((a, b) => b - a));

    const created = new Map(rows.map((p) => [p.slug, p.createdAt.getTime()]));
    const newest = (await allOf('/api/v1/products?sort=newest')).map((p) => created.get(p.slug)!);
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
  });

  it('counts the filter values available, each with the other filters applied', async () => {
    const rows = (await activeProducts()).filter((p) => p.deitySlug === 'laddu-gopal');
    const body = await listing('/api/v1/products?collection=laddu-gopal');
    for (const { value, count } of body.facets.sizes) {
      expect(count, `size ${value}`).toBe(
        rows.filter((p) => p.variants.some((v) => v.size === value && v.stock > 0)).length,
      );
    }
    expect(body.facets.deities).toEqual([{ value: 'laddu-gopal', label: 'Laddu Gopal', count: rows.length }]);
    const prices = rows.flatMap((p) => p.variants.map((v) => v.pricePaise / 100));
    expect(body.facets.price).toEqual({ min: Math.min(...prices), max: Math.max(...prices) });
    expect(body.facets.inStock).toBe(rows.filter((p) => p.variants.some((v) => v.stock > 0)).length);
    const categoryTotal = body.facets.categories.reduce((sum, c) => sum + c.count, 0);
    expect(categoryTotal).toBe(rows.length);

    // Ticking one size leaves the other sizes' counts as they were, and narrows the categories.
    const narrowed = await listing('/api/v1/products?collection=laddu-gopal&size=0');
    expect(narrowed.facets.sizes).toEqual(body.facets.sizes);
    const withSizeZero = rows.filter((p) => p.variants.some((v) => v.size === '0' && v.stock > 0));
    expect(narrowed.total).toBe(withSizeZero.length);
    expect(narrowed.facets.categories.reduce((sum, c) => sum + c.count, 0)).toBe(withSizeZero.length);
  });

  it('keeps a ticked value in its facet even when nothing has it', async () => {
    const body = await listing('/api/v1/products?category=jhula&material=cotton');
    const ticked = body.facets.materials.find((m) => m.value === 'cotton');
    // Shown ticked with its count of nothing, so the shopper can untick it.
    expect(ticked).toMatchObject({ value: 'cotton', count: 0 });
    expect(body.facets.categories.find((c) => c.value === 'jhula')).toMatchObject({ value: 'jhula' });
  });

  it('refuses bad filters with 400 and says what is wrong', async () => {
    const cases: [string, string | RegExp][] = [
      ['size=9', 'Size must be an idol size from 0 to 6'],
      ['minPrice=abc', 'Minimum price must be a number of rupees'],
      ['minPrice=900&maxPrice=100', 'Minimum price cannot be more than the maximum price'],
      ['sort=cheapest', /^Sort must be one of/],
      ['page=0', 'Page must be a whole number from 1 to 1000'],
      ['limit=100', 'Limit must be a whole number from 1 to 48'],
      ['material=plastic', /^Material must be one of/],
      ['inStock=perhaps', 'inStock must be true or false'],
      ['q=%20', 'Please enter a search term'],
      [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/v1/products?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe('VALIDATION_FAILED');
      expect(res.body.message, query).toMatch(message);
    }
  });

  it("answers 404 'Collection not found' for a collection that does not exist", async () => {
    const res = await get('/api/v1/products?collection=spaceships');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'COLLECTION_NOT_FOUND', message: 'Collection not found' });
  });

  it('shows changed prices once the catalogue is invalidated', async () => {
    const [row] = await t.db
      .select({ id: variants.id, slug: products.slug, pricePaise: variants.pricePaise })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .limit(1);
    const url = `/api/v1/products?minPrice=99999&maxPrice=99999`;
    expect((await listing(url)).total).toBe(0);
    await t.db.update(variants).set({ pricePaise: 99_999_00 }).where(eq(variants.id, row!.id));
    await t.app.services.catalogue.invalidate();
    const after = await listing(url);
    expect(after.data.map((p) => p.slug)).toEqual([row!.slug]);
    expect(after.data[0]!.price).toBe(99_999);
    await t.db.update(variants).set({ pricePaise: row!.pricePaise }).where(eq(variants.id, row!.id));
    await t.app.services.catalogue.invalidate();
  });

  it('leaves archived products out of every listing', async () => {
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    try {
      expect(slugsOf(await allOf('/api/v1/products'))).not.toContain(row!.slug);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
    }
  });
});

describe('collection, category and deity listings', () => {
  it('lists a collection page with its members, the same as /products?collection=', async () => {
    const rows = await activeProducts();
    const members = rows.filter((p) => p.collectionSlugs.includes('festival') || p.categorySlug === 'festival');
    const page = await listing('/api/v1/product/collection/festival');
    expect(page.collection?.slug).toBe('festival');
    expect(page.total).toBe(members.length);
    expect(slugsOf(await allOf('/api/v1/product/collection/festival'))).toEqual(slugsOf(members));
    const viaProducts = await listing('/api/v1/products?collection=festival');
    expect(viaProducts.data).toEqual(page.data);
  });

  it('lists several collections together, such as summer and winter on the seasonal page', async () => {
    const rows = await activeProducts();
    const members = rows.filter((p) => p.collectionSlugs.includes('summer') || p.collectionSlugs.includes('winter'));
    const page = await listing('/api/v1/products?collection=summer,winter');
    expect(page.collection).toBeNull();
    expect(slugsOf(await allOf('/api/v1/products?collection=summer,winter'))).toEqual(slugsOf(members));
    expect((await get('/api/v1/products?collection=summer,spaceships')).status).toBe(404);
  });

  it('lists a deity page with its deity’s products and filters it', async () => {
    const rows = await activeProducts();
    const expected = rows.filter(
      (p) => p.deitySlug === 'mata-rani' && p.variants.some((v) => v.size === '4' && v.stock > 0),
    );
    const found = await allOf('/api/v1/product/collection/mata-rani?size=4');
    expect(slugsOf(found)).toEqual(slugsOf(expected));
  });

  it('serves the spec’s featured, bestsellers, new-arrivals and daily-wear lists, paginated', async () => {
    const rows = await activeProducts();
    for (const slug of ['featured', 'bestsellers', 'new-arrivals', 'daily-wear']) {
      const members = rows.filter((p) => p.collectionSlugs.includes(slug));
      expect(members.length, slug).toBeGreaterThan(0);
      const first = await listing(`/api/v1/collections/${slug}?limit=10`);
      expect(first.total, slug).toBe(members.length);
      expect(first.data.length, slug).toBe(Math.min(10, members.length));
      expect(slugsOf(await allOf(`/api/v1/collections/${slug}`)), slug).toEqual(slugsOf(members));
    }
  });

  it('lists a category page by primary category, and refuses what is not a category', async () => {
    const rows = await activeProducts();
    const expected = rows.filter((p) => p.categorySlug === 'jewellery');
    const page = await listing('/api/v1/product/category/jewellery');
    expect(page.collection?.name).toBe('Jewellery');
    expect(slugsOf(await allOf('/api/v1/product/category/jewellery'))).toEqual(slugsOf(expected));

    const notCategory = await get('/api/v1/product/category/festival');
    expect(notCategory.status).toBe(404);
    expect(notCategory.body).toMatchObject({ code: 'CATEGORY_NOT_FOUND', message: 'Category not found' });
    expect((await get('/api/v1/product/category/%3Cb%3E')).status).toBe(400);
  });

  it('lists every deity and collection with its product count, deities first', async () => {
    const rows = await activeProducts();
    const res = await get('/api/v1/collections');
    expect(res.status).toBe(200);
    const { data } = collectionsResponseSchema.parse(res.body);
    expect(data.slice(0, 4).map((c) => c.kind)).toEqual(['deity', 'deity', 'deity', 'deity']);
    for (const entry of data) {
      const count =
        entry.kind === 'deity'
          ? rows.filter((p) => p.deitySlug === entry.slug).length
          : rows.filter((p) => p.categorySlug === entry.slug || p.collectionSlugs.includes(entry.slug)).length;
      expect(entry.productCount, entry.slug).toBe(count);
      expect(entry.href).toBe(`/collections/${entry.slug}`);
      if (count > 0) expect(entry.image?.src).toMatch(/^\/images\//);
    }
  });
});

describe('GET /api/v1/product/:slug/recommended', () => {
  it('recommends up to four other products of the same category', async () => {
    const rows = await activeProducts();
    const product = rows.find((p) => p.categorySlug === 'dresses')!;
    const res = await get(`/api/v1/product/${product.slug}/recommended`);
    expect(res.status).toBe(200);
    const { data } = productCardsResponseSchema.parse(res.body);
    expect(data).toHaveLength(4);
    for (const card of data) {
      expect(card.category).toBe('dresses');
      expect(card.slug).not.toBe(product.slug);
    }
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    const res = await get('/api/v1/product/no-such-dress/recommended');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
  });
});
