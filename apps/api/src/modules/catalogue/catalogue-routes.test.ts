import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { HOME_SECTION_SIZE } from '@shop/shared/constants';
import { homepageProductsResponseSchema, productResponseSchema, type Product } from '@shop/shared/contracts/catalogue';
import { collectionsResponseSchema, listingResponseSchema } from '@shop/shared/contracts/listing';
import { productImages, products, variants } from '../../db/schema';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/product/homepage-products', () => {
  it('answers with the spec shape: success, data (products), message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/homepage-products' });
    expect(res.statusCode).toBe(200);
    const body = homepageProductsResponseSchema.parse(res.json());
    expect(body.success).toBe(true);
    expect(body.message).toBeTypeOf('string');
    expect(body.data.length).toBeGreaterThan(20);
  });

  it("quotes each section's lowest price from its whole collection, for the banners' 'Starting from'", async () => {
    const body = homepageProductsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/homepage-products' })).json(),
    );
    const heavy = body.sections.find((s) => s.key === 'heavy-dress')!;
    const listing = listingResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/collection/heavy-dress' })).json(),
    );
    expect(heavy.fromPrice).toBe(listing.facets.price?.min);
  });

  it('fills each home section with at most five products that belong to it', async () => {
    const body = homepageProductsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/homepage-products' })).json(),
    );
    const byId = new Map(body.data.map((p) => [p._id, p]));
    expect(body.sections.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Heavy Dress', 'Best Sellers', 'For Radharani', 'Jewellery']),
    );
    for (const section of body.sections) {
      expect(section.productIds.length).toBeGreaterThan(0);
      expect(section.productIds.length).toBeLessThanOrEqual(HOME_SECTION_SIZE);
      for (const id of section.productIds) {
        const product = byId.get(id) as Product;
        const belongs =
          section.key === 'radha-rani' || section.key === 'radha-krishna'
            ? product.deity === section.key
            : product.collections.includes(section.key);
        expect(belongs, `${product.name} in ${section.title}`).toBe(true);
      }
    }
  });

  it('prices variants in rupees converted from the paise stored in the database', async () => {
    const [row] = await t.db
      .select({ slug: products.slug, pricePaise: variants.pricePaise, size: variants.size })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .limit(1);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${row!.slug}` });
    const variant = (res.json().data as Product).variants.find((v) => v.size === row!.size);
    expect(variant?.price).toBe(row!.pricePaise / 100);
  });
});

describe('GET /api/v1/product/:slug', () => {
  it('returns one product with variants, images and the percent off', async () => {
    const home = homepageProductsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/homepage-products' })).json(),
    );
    const slug = home.data[0]!.slug;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}` });
    expect(res.statusCode).toBe(200);
    const product = res.json().data as Product;
    expect(product.slug).toBe(slug);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.images[0]).toMatch(/^\/images\/products\/.+-640\.webp$/);
    for (const v of product.variants) {
      const expected =
        v.originalPrice && v.originalPrice > v.price
          ? Math.round(((v.originalPrice - v.price) / v.originalPrice) * 100)
          : 0;
      expect(v.discount).toBe(expected);
    }
  });

  it("answers 404 'Product not found' for an unknown slug", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/no-such-dress' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
  });

  it("refuses a malformed slug with 400 'Product URL is invalid'", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${encodeURIComponent('<script>')}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Product URL is invalid' });
  });

  it('hides archived products', async () => {
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${row!.slug}` });
    expect(res.statusCode).toBe(404);
    await t.db.update(products).set({ status: 'active' }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
  });
});

describe('GET /api/v1/product/collection/:slug', () => {
  it('lists a deity page and a collection page with their own products', async () => {
    const deity = await t.app.inject({ method: 'GET', url: '/api/v1/product/collection/laddu-gopal' });
    expect(deity.statusCode).toBe(200);
    expect(deity.json().collection.name).toBe('Laddu Gopal');
    for (const p of deity.json().data as Product[]) expect(p.deity).toBe('laddu-gopal');

    const mukut = await t.app.inject({ method: 'GET', url: '/api/v1/product/collection/Mukut' });
    expect(mukut.statusCode).toBe(200);
    expect((mukut.json().data as Product[]).length).toBeGreaterThanOrEqual(5);
  });

  it("answers 404 'Collection not found' for an unknown collection", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/collection/spaceships' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'COLLECTION_NOT_FOUND', message: 'Collection not found' });
  });
});

describe('The catalogue in Hindi (Accept-Language: hi)', () => {
  const inHindi = { 'accept-language': 'hi' };
  const firstSlug = async () => {
    const [row] = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    return row!.slug;
  };

  it("answers a product's name, features, description and specifications in Hindi, naming what stays English", async () => {
    const slug = await firstSlug();
    const english = productResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}` })).json(),
    ).data;
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}`, headers: inHindi });
    expect(res.headers.vary).toContain('accept-language');
    const hindi = productResponseSchema.parse(res.json()).data;
    expect(hindi.name).toMatch(/\p{Script=Devanagari}/u);
    expect(hindi.description).toMatch(/\p{Script=Devanagari}/u);
    expect(hindi.shortFeatures.join(' ')).toMatch(/\p{Script=Devanagari}/u);
    expect(hindi.specifications.careInstructions).toMatch(/\p{Script=Devanagari}/u);
    // The brand is a name, kept in English and marked so.
    expect(hindi.untranslated).toEqual(['specifications.brand']);
    expect(hindi.price).toBe(english.price);
    expect(english.name).not.toBe(hindi.name);
    expect(english).not.toHaveProperty('untranslated');
    expect(res.json().data).not.toHaveProperty('hi');
  });

  it('keeps each language its own cached answer, however often the two alternate', async () => {
    const slug = await firstSlug();
    const names: string[] = [];
    for (const headers of [inHindi, {}, inHindi, { 'accept-language': 'en-IN,en;q=0.9' }]) {
      names.push((await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}`, headers })).json().data.name);
    }
    expect(names[0]).toBe(names[2]);
    expect(names[1]).toBe(names[3]);
    expect(names[0]).not.toBe(names[1]);
  });

  it('shows the English name, marked untranslated, for a product without a Hindi one', async () => {
    const [row] = await t.db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .limit(1);
    await t.db.update(products).set({ nameHi: null }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    const product = (
      await t.app.inject({ method: 'GET', url: `/api/v1/product/${row!.slug}`, headers: inHindi })
    ).json().data as Product;
    expect(product.name).toBe(row!.name);
    expect(product.untranslated).toContain('name');
    await t.db.update(products).set({ nameHi: 'हिंदी नाम' }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    const again = (await t.app.inject({ method: 'GET', url: `/api/v1/product/${row!.slug}`, headers: inHindi })).json()
      .data as Product;
    expect(again.name).toBe('हिंदी नाम');
  });

  it('names cards, the collection and its deity filters in Hindi on a listing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/product/collection/mukut', headers: inHindi });
    const listing = listingResponseSchema.parse(res.json());
    expect(listing.collection?.name).toBe('मुकुट');
    expect(listing.data.every((card) => /\p{Script=Devanagari}/u.test(card.name))).toBe(true);
    expect(listing.facets.deities.map((d) => d.label)).toContain('लड्डू गोपाल');
    expect(res.headers.vary).toContain('accept-language');
  });

  it("labels the colour filters with the products' Hindi colours, in English only where none is held", async () => {
    const colours = async (headers: Record<string, string>) =>
      listingResponseSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v1/products', headers })).json())
        .facets.colors;
    const english = await colours({});
    const hindi = await colours(inHindi);
    // The filter values stay the English codes, so addresses are the same in both languages.
    expect(hindi.map((c) => c.value)).toEqual(english.map((c) => c.value));
    expect(hindi.every((c) => /\p{Script=Devanagari}/u.test(c.label) && c.untranslated?.length === 0)).toBe(true);
    expect(english.every((c) => !('hi' in c) && !('untranslated' in c))).toBe(true);

    const colour = english[0]!;
    const named = await t.db
      .select({ id: products.id, specificationsHi: products.specificationsHi })
      .from(products)
      .where(eq(products.color, colour.label));
    for (const row of named) {
      await t.db
        .update(products)
        .set({ specificationsHi: { ...row.specificationsHi, color: '' } })
        .where(eq(products.id, row.id));
    }
    await t.app.services.catalogue.invalidate();
    const withoutHindi = (await colours(inHindi)).find((c) => c.value === colour.value);
    expect(withoutHindi).toMatchObject({ label: colour.label, untranslated: ['label'] });
    for (const row of named) {
      await t.db.update(products).set({ specificationsHi: row.specificationsHi }).where(eq(products.id, row.id));
    }
    await t.app.services.catalogue.invalidate();
  });

  it('describes pictures in Hindi, and in English marked untranslated where a picture has no Hindi', async () => {
    const slug = await firstSlug();
    const product = async (headers: Record<string, string>) =>
      productResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/v1/product/${slug}`, headers })).json(),
      ).data;
    const english = await product({});
    const hindi = await product(inHindi);
    expect(hindi.imageSet.length).toBeGreaterThan(0);
    expect(hindi.imageSet.every((image) => /\p{Script=Devanagari}/u.test(image.alt))).toBe(true);
    expect(hindi.imageSet.every((image) => image.untranslated?.length === 0 && !('hi' in image))).toBe(true);
    expect(english.imageSet.every((image) => !/\p{Script=Devanagari}/u.test(image.alt))).toBe(true);
    expect(english.imageSet.every((image) => !('hi' in image) && !('untranslated' in image))).toBe(true);

    const [cover] = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, english._id))
      .orderBy(productImages.position)
      .limit(1);
    await t.db.update(productImages).set({ altHi: null }).where(eq(productImages.id, cover!.id));
    await t.app.services.catalogue.invalidate();
    const [first, second] = (await product(inHindi)).imageSet;
    expect(first).toMatchObject({ alt: english.imageSet[0]!.alt, untranslated: ['alt'] });
    expect(second?.untranslated ?? []).toEqual([]);
    await t.db.update(productImages).set({ altHi: cover!.altHi }).where(eq(productImages.id, cover!.id));
    await t.app.services.catalogue.invalidate();
  });

  it('lists collections and the home page in Hindi', async () => {
    const collections = collectionsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/collections', headers: inHindi })).json(),
    );
    expect(collections.data.find((c) => c.slug === 'mata-rani')?.name).toBe('माता रानी');
    const home = homepageProductsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/product/homepage-products', headers: inHindi })).json(),
    );
    expect(home.data.every((p) => /\p{Script=Devanagari}/u.test(p.name))).toBe(true);
  });

  it('says its success messages in the language asked for, each kept apart in the cache', async () => {
    const slug = await firstSlug();
    const said = async (url: string, headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers })).json().message as string;
    const english = { 'accept-language': 'en-IN,en;q=0.9' };
    for (const headers of [inHindi, english, inHindi]) {
      const hindi = headers === inHindi;
      expect(await said('/product/homepage-products', headers)).toBe(
        hindi ? 'उत्पाद मिल गए' : 'Products fetched successfully',
      );
      expect(await said(`/product/${slug}`, headers)).toBe(hindi ? 'उत्पाद मिल गया' : 'Product fetched successfully');
      expect(await said('/product/collection/mukut', headers)).toBe(
        hindi ? 'उत्पाद मिल गए' : 'Products fetched successfully',
      );
      expect(await said('/collections', headers)).toBe(hindi ? 'संग्रह मिल गए' : 'Collections fetched successfully');
    }
  });
});

describe('answers sent from the response cache', () => {
  it('are sent once, compressed or not, without a warning or error in the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' }),
      database: t.database,
      logger: { level: 'warn', stream },
    });
    try {
      for (const url of ['/api/v1/products', '/api/v1/product/homepage-products', '/api/v1/search?q=mukut']) {
        for (const encoding of ['br', 'gzip', 'identity']) {
          for (let i = 0; i < 2; i += 1) {
            const res = await app.inject({ url, headers: { 'accept-encoding': encoding } });
            expect(res.statusCode, url).toBe(200);
            expect(res.headers['content-encoding'], url).toBe(encoding === 'identity' ? 'identity' : encoding);
          }
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
