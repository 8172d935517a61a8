import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ilike } from 'drizzle-orm';
import { listingResponseSchema, suggestionsResponseSchema, type ListingResponse } from '@shop/shared/contracts/listing';
import { collections, deities, productCollections, products, searchWords } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
}

async function search(query: string): Promise<ListingResponse> {
  const res = await get(`/api/v1/search?${query}`);
  expect(res.status, `${query}: ${JSON.stringify(res.body).slice(0, 200)}`).toBe(200);
  return listingResponseSchema.parse(res.body);
}

async function everyHit(query: string): Promise<ListingResponse['data']> {
  const first = await search(`${query}&limit=48`);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.totalPages - 1) }, (_, i) => search(`${query}&limit=48&page=${i + 2}`)),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** Active products whose name contains the text, straight from the database. */
async function namedLike(text: string) {
  return t.db
    .select({ slug: products.slug, name: products.name, deity: products.deitySlug })
    .from(products)
    .where(and(eq(products.status, 'active'), ilike(products.name, `%${text}%`)));
}

describe('GET /api/v1/search', () => {
  it('finds every product named with the word, best matches first', async () => {
    const named = await namedLike('mukut');
    expect(named.length).toBeGreaterThan(3);
    const hits = await everyHit('q=mukut');
    expect(hits.map((h) => h.slug)).toEqual(expect.arrayContaining(named.map((p) => p.slug)));
    expect(hits[0]!.name).toMatch(/mukut/i);
    const body = await search('q=mukut');
    expect(body).toMatchObject({ query: 'mukut', sort: 'relevance', collection: null });
  });

  it("finds Laddu Gopal when the shopper types 'ladu gopal'", async () => {
    const named = await namedLike('laddu gopal');
    const hits = await everyHit('q=ladu%20gopal');
    expect(hits.map((h) => h.slug)).toEqual(expect.arrayContaining(named.map((p) => p.slug)));
    for (const hit of hits.slice(0, 24)) expect(hit.deity).toBe('laddu-gopal');
  });

  it("finds mukut when the shopper types 'mukat', and jhula for 'jhoola'", async () => {
    for (const [typo, word] of [
      ['mukat', 'mukut'],
      ['jhoola', 'jhula'],
    ]) {
      const named = await namedLike(word!);
      const hits = await everyHit(`q=${typo}`);
      expect(hits.length, typo).toBeGreaterThan(0);
      expect(
        hits.map((h) => h.slug),
        typo,
      ).toEqual(expect.arrayContaining(named.map((p) => p.slug)));
      expect(hits[0]!.name.toLowerCase(), typo).toContain(word);
    }
  });

  it('corrects a typo to a word a product was just given, and not once that product is archived', async () => {
    const [row] = await t.db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.status, 'active'))
      .limit(1);
    const slugs = async (q: string) => (await everyHit(`q=${q}`)).map((h) => h.slug);
    const words = async () => (await t.db.select({ word: searchWords.word }).from(searchWords)).map((w) => w.word);
    expect(await slugs('kalpvariksha')).toEqual([]);
    await t.db
      .update(products)
      .set({ name: `${row!.name} Kalpavriksha` })
      .where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    try {
      expect(await words()).toContain('kalpavriksha');
      expect(await slugs('kalpvariksha')).toEqual([row!.slug]);
      await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
      expect(await words()).not.toContain('kalpavriksha');
      expect(await slugs('kalpvariksha')).toEqual([]);
    } finally {
      await t.db.update(products).set({ name: row!.name, status: 'active' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('finds products through the name of their collection', async () => {
    const festival = await t.app.inject({ url: '/api/v1/product/collection/festival?limit=1' });
    const hits = await search('q=Festival%20Collection&limit=1');
    expect(hits.total).toBeGreaterThanOrEqual(listingResponseSchema.parse(festival.json()).total);
  });

  it('follows a product into a collection, through its renaming and out again', async () => {
    const [bangle] = await namedLike('kada');
    const product = await t.db.query.products.findFirst({ where: eq(products.slug, bangle!.slug) });
    const slugs = async (q: string) => (await everyHit(`q=${encodeURIComponent(q)}`)).map((h) => h.slug);
    expect(await slugs('sardi')).toEqual([]);

    await t.db.insert(productCollections).values({ productId: product!.id, collectionSlug: 'winter' });
    await t.db.update(collections).set({ name: 'Sardi Collection' }).where(eq(collections.slug, 'winter'));
    await t.app.services.catalogue.invalidate();
    expect(await slugs('sardi')).toContain(bangle!.slug);

    await t.db
      .delete(productCollections)
      .where(and(eq(productCollections.productId, product!.id), eq(productCollections.collectionSlug, 'winter')));
    await t.app.services.catalogue.invalidate();
    const after = await slugs('sardi');
    expect(after.length).toBeGreaterThan(0);
    expect(after).not.toContain(bangle!.slug);

    await t.db.update(collections).set({ name: 'Winter Collection' }).where(eq(collections.slug, 'winter'));
    await t.app.services.catalogue.invalidate();
    expect(await slugs('sardi')).toEqual([]);
  });

  it('finds a product by a word only its Hindi name has, typed in Devanagari or in Latin letters', async () => {
    const [crown] = await namedLike('mukut');
    const slugs = async (q: string) => (await everyHit(`q=${encodeURIComponent(q)}`)).map((h) => h.slug);
    expect(await slugs('अनुपम')).toEqual([]);

    await t.db.update(products).set({ nameHi: 'अनुपम मोर मुकुट' }).where(eq(products.slug, crown!.slug));
    await t.app.services.catalogue.invalidate();
    expect(await slugs('अनुपम')).toEqual([crown!.slug]);
    expect(await slugs('anupam')).toEqual([crown!.slug]);
    const [word] = await t.db.select().from(searchWords).where(eq(searchWords.word, 'अनुपम'));
    expect(word?.uses).toBe(1);
  });

  it('finds products by the Hindi names of their collection, category and deity', async () => {
    const slugs = async (q: string) => (await everyHit(`q=${encodeURIComponent(q)}`)).map((h) => h.slug);
    for (const word of ['शीतकालीन', 'मनोहर', 'नंदलाल']) expect(await slugs(word)).toEqual([]);

    await t.db.update(collections).set({ nameHi: 'शीतकालीन संग्रह' }).where(eq(collections.slug, 'winter'));
    await t.db.update(collections).set({ nameHi: 'मनोहर झूला' }).where(eq(collections.slug, 'jhula'));
    await t.db.update(deities).set({ nameHi: 'नंदलाल' }).where(eq(deities.slug, 'laddu-gopal'));
    await t.app.services.catalogue.invalidate();
    const inCollection = await t.db
      .select({ slug: products.slug })
      .from(products)
      .innerJoin(productCollections, eq(productCollections.productId, products.id))
      .where(and(eq(products.status, 'active'), eq(productCollections.collectionSlug, 'winter')));
    const inCategory = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.categorySlug, 'jhula')));
    const forDeity = await t.db
      .select({ slug: products.slug })
      .from(products)
      .where(and(eq(products.status, 'active'), eq(products.deitySlug, 'laddu-gopal')));
    expect(new Set(await slugs('शीतकालीन'))).toEqual(new Set(inCollection.map((p) => p.slug)));
    // The category's products, and those listed in it as a collection too.
    expect(await slugs('मनोहर')).toEqual(expect.arrayContaining(inCategory.map((p) => p.slug)));
    expect((await slugs('नंदलाल')).length).toBe(forDeity.length);

    await t.db.update(collections).set({ nameHi: null }).where(eq(collections.slug, 'winter'));
    await t.app.services.catalogue.invalidate();
    expect(await slugs('शीतकालीन')).toEqual([]);
  });

  it('finds a product by a word only its Hindi description has, below the products named with it', async () => {
    const [crown] = await namedLike('mukut');
    const row = await t.db.query.products.findFirst({ where: eq(products.slug, crown!.slug) });
    const slugs = async (q: string) => (await everyHit(`q=${encodeURIComponent(q)}`)).map((h) => h.slug);
    expect(await slugs('पारिजात')).toEqual([]);

    await t.db
      .update(products)
      .set({ descriptionHi: `${row!.descriptionHi ?? ''} पारिजात के फूलों जैसी नक्काशी।` })
      .where(eq(products.id, row!.id));
    const [named] = await namedLike('singhasan');
    await t.db.update(products).set({ nameHi: 'पारिजात सिंहासन' }).where(eq(products.slug, named!.slug));
    await t.app.services.catalogue.invalidate();
    try {
      expect(await slugs('पारिजात')).toEqual([named!.slug, crown!.slug]);
      expect(await slugs('parijat')).toEqual([named!.slug, crown!.slug]);
    } finally {
      await t.db.update(products).set({ descriptionHi: row!.descriptionHi }).where(eq(products.id, row!.id));
      await t.db.update(products).set({ nameHi: null }).where(eq(products.slug, named!.slug));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('answers a search that matches nothing with an empty list', async () => {
    const body = await search('q=zzqxv');
    expect(body.total).toBe(0);
    expect(body.data).toEqual([]);
    expect(body.facets.price).toBeNull();
  });

  it('trims the text and treats case and spacing alike', async () => {
    const a = await search('q=%20%20Red%20%20Mukut%20');
    const b = await search('q=red%20mukut');
    expect(a.query).toBe('Red  Mukut');
    expect(a.data.map((p) => p.slug)).toEqual(b.data.map((p) => p.slug));
  });

  it('narrows the hits with the listing filters and sorts them', async () => {
    const all = await everyHit('q=poshak');
    const sized = await everyHit('q=poshak&size=0&inStock=true');
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.length).toBeLessThan(all.length);
    for (const hit of sized) expect(hit.sizes).toContain('0');
    const prices = (await everyHit('q=poshak&sort=price-asc')).map((p) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
  });

  it('searches from /products too, within a collection when one is given', async () => {
    const viaSearch = await search('q=mukut');
    const res = await get('/api/v1/products?q=mukut');
    expect(listingResponseSchema.parse(res.body).data).toEqual(viaSearch.data);
    const inDeity = listingResponseSchema.parse(
      (await get('/api/v1/products?q=mukut&collection=mata-rani&limit=48')).body,
    );
    expect(inDeity.total).toBeGreaterThan(0);
    for (const hit of inDeity.data) expect(hit.deity).toBe('mata-rani');
  });

  it('refuses a blank, missing or over-long search with 400', async () => {
    for (const [query, message] of [
      ['q=%20%20%20', 'Please enter a search term'],
      ['', 'Please enter a search term'],
      [`q=${'a'.repeat(101)}`, 'Search text must be at most 100 characters'],
      ['q=mukut&size=8', 'Size must be an idol size from 0 to 6'],
    ]) {
      const res = await get(`/api/v1/search?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
  });

  it('never shows an archived product', async () => {
    const [row] = await namedLike('singhasan');
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.slug, row!.slug));
    await t.app.services.catalogue.invalidate();
    try {
      const hits = await everyHit('q=singhasan');
      expect(hits.length).toBeGreaterThan(0);
      expect(hits.map((h) => h.slug)).not.toContain(row!.slug);
      const suggestions = suggestionsResponseSchema.parse((await get('/api/v1/search/suggestions?q=singhasan')).body);
      expect(suggestions.data.map((s) => s.href)).not.toContain(`/products/${row!.slug}`);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.slug, row!.slug));
      await t.app.services.catalogue.invalidate();
    }
  });
});

describe('GET /api/v1/search/suggestions', () => {
  async function suggestionsIn(language: 'en' | 'hi', q: string) {
    const res = await t.app.inject({
      url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': language },
    });
    expect(res.statusCode, q).toBe(200);
    return suggestionsResponseSchema.parse(res.json());
  }

  it('names the suggestions in Hindi for a Hindi page, and marks the names the shop has only in English', async () => {
    const deity = await t.db.query.deities.findFirst({ where: eq(deities.slug, 'laddu-gopal') });
    const { data } = await suggestionsIn('hi', 'lad');
    expect(data[0]).toEqual({
      kind: 'collection',
      label: deity!.nameHi,
      untranslated: [],
      href: `/search?q=${encodeURIComponent(deity!.nameHi!)}`,
      thumbnail: null,
    });
    for (const item of data.slice(1)) {
      expect(item.label).toMatch(/\p{Script=Devanagari}/u);
      expect(item.untranslated).toEqual([]);
    }

    const [first] = data.slice(1);
    const slug = first!.href.slice('/products/'.length);
    const product = await t.db.query.products.findFirst({ where: eq(products.slug, slug) });
    await t.db.update(products).set({ nameHi: null }).where(eq(products.slug, slug));
    await t.app.services.catalogue.invalidate();
    try {
      const again = await suggestionsIn('hi', 'lad');
      expect(again.data.find((s) => s.href === first!.href)).toMatchObject({
        label: product!.name,
        untranslated: ['label'],
      });
    } finally {
      await t.db.update(products).set({ nameHi: product!.nameHi }).where(eq(products.slug, slug));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('suggests by a Hindi name on a Hindi page only', async () => {
    const [crown] = await namedLike('mukut');
    await t.db.update(products).set({ nameHi: 'अनमोल मोर मुकुट' }).where(eq(products.slug, crown!.slug));
    await t.app.services.catalogue.invalidate();
    try {
      const hindi = await suggestionsIn('hi', 'अनमो');
      expect(hindi.data).toEqual([expect.objectContaining({ kind: 'product', label: 'अनमोल मोर मुकुट' })]);
      expect((await suggestionsIn('hi', 'anmo')).data.map((s) => s.label)).toEqual(['अनमोल मोर मुकुट']);
      expect((await suggestionsIn('en', 'अनमो')).data).toEqual([]);
    } finally {
      await t.db.update(products).set({ nameHi: null }).where(eq(products.slug, crown!.slug));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('suggests the collection first, then products whose names start with the typed letters', async () => {
    const res = await get('/api/v1/search/suggestions?q=lad');
    expect(res.status).toBe(200);
    const { data } = suggestionsResponseSchema.parse(res.body);
    expect(data[0]).toEqual({
      kind: 'collection',
      label: 'Laddu Gopal',
      href: '/search?q=Laddu%20Gopal',
      thumbnail: null,
    });
    expect(data.length).toBe(8);
    for (const item of data.slice(1)) {
      expect(item.kind).toBe('product');
      expect(item.label).toMatch(/\blad/i);
      expect(item.href).toMatch(/^\/products\/[a-z0-9-]+$/);
      expect(item.thumbnail).toMatch(/-320\.webp$/);
    }
  });

  it('suggests despite a typo', async () => {
    const { data } = suggestionsResponseSchema.parse((await get('/api/v1/search/suggestions?q=ladu%20gop')).body);
    expect(data.map((s) => s.label)).toContain('Laddu Gopal');
    const mukut = suggestionsResponseSchema.parse((await get('/api/v1/search/suggestions?q=mukat')).body);
    expect(mukut.data[0]?.label).toBe('Mukut');
  });

  it('suggests nothing for text that resembles nothing', async () => {
    const res = await get('/api/v1/search/suggestions?q=zzqxv');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([]);
  });

  it('waits for two characters and refuses over-long text', async () => {
    const short = await get('/api/v1/search/suggestions?q=l');
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Type at least 2 characters to see suggestions');
    const long = await get(`/api/v1/search/suggestions?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Search text must be at most 100 characters');
  });
});
