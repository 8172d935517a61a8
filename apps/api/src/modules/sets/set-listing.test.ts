import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSetsResponseSchema, setResponseSchema } from '@shop/shared/contracts/sets';
import { createAdmin, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

// The strip of complete sets above a listing's products and a search's results (decision 0160),
// with the seeded Janmashtami set of Laddu Gopal (size 3) and the Radha Krishna set (size 2).

const LADDU_SET = 'royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3';
const RADHA_SET = 'radha-krishna-mustard-shringar-set-size-2';

let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
});
afterAll(() => t.close());

async function strip(query: string, locale = 'en') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/sets?${query}`,
    headers: { 'accept-language': locale },
  });
  expect(res.statusCode, res.body).toBe(200);
  return productSetsResponseSchema.parse(res.json()).data;
}
const slugs = async (query: string, locale?: string) => (await strip(query, locale)).map((set) => set.slug);

async function setOf(slug: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/sets/${slug}` });
  return setResponseSchema.parse(res.json()).data;
}

describe('Complete sets shown with listings and search', () => {
  it('shows a set on the pages of its parts’ deity and categories, with its price, MRP and stock', async () => {
    const laddu = await setOf(LADDU_SET);
    const poshak = await t.app.inject({ method: 'GET', url: `/api/v1/product/${laddu.parts[0]!.slug}` });
    const { deity, category } = poshak.json().data as { deity: string; category: string };
    expect(await slugs(`collection=${deity}`)).toContain(LADDU_SET);
    expect(await slugs(`collection=${category}`)).toContain(LADDU_SET);
    expect(await slugs(`collection=${deity}`)).not.toContain(RADHA_SET);
    const [shown] = await strip(`collection=${deity}`, 'hi');
    expect(shown).toMatchObject({ slug: LADDU_SET, price: laddu.price, mrp: laddu.mrp, stock: laddu.stock });
    expect(shown!.name).toContain('श्रृंगार सेट');
    expect(shown!.price).toBeLessThan(shown!.mrp);
  });

  it('filters sets by the set price, its parts’ size and stock, and sorts them by price', async () => {
    const laddu = await setOf(LADDU_SET);
    const radha = await setOf(RADHA_SET);
    expect(await slugs(`minPrice=${Math.floor(laddu.price)}&maxPrice=${Math.ceil(laddu.price)}`)).toEqual([LADDU_SET]);
    // The parts bought alone cost more than the set: a range at the set's price still finds it.
    expect(await slugs(`maxPrice=${Math.floor(laddu.price) - 1}`)).not.toContain(LADDU_SET);
    expect(await slugs('size=3')).toContain(LADDU_SET);
    expect(await slugs('size=3')).not.toContain(RADHA_SET);
    expect(await slugs('fits=2')).toEqual([RADHA_SET]);
    const cheapFirst = laddu.price < radha.price ? [LADDU_SET, RADHA_SET] : [RADHA_SET, LADDU_SET];
    expect(await slugs('sort=price-asc')).toEqual(cheapFirst);
    expect(await slugs('sort=price-desc')).toEqual([...cheapFirst].reverse());
  });

  it('shows none past the first page, nor under a material or colour filter', async () => {
    expect(await slugs('page=2')).toEqual([]);
    expect(await slugs('color=blue')).toEqual([]);
  });

  it('finds a set by its English or Hindi name, however the Hindi is spelt', async () => {
    expect(await slugs('q=janmashtami')).toEqual([LADDU_SET]);
    expect(await slugs('q=जन्माष्टमी श्रृंगार')).toEqual([LADDU_SET]);
    expect(await slugs('q=laddu gopal ji shringar')).toEqual([LADDU_SET]);
    expect(await slugs('q=yugal jodi')).toEqual([RADHA_SET]);
    expect(await slugs('q=jhula')).toEqual([]);
  });

  it('never shows a hidden set, and shows it again when the owner does', async () => {
    const radha = await setOf(RADHA_SET);
    const status = (value: string) =>
      admin.request({ method: 'POST', url: `/api/v1/admin/sets/${radha.id}/status`, payload: { status: value } });
    expect((await status('hidden')).statusCode).toBe(200);
    expect(await slugs('q=yugal')).toEqual([]);
    expect(await slugs('')).not.toContain(RADHA_SET);
    expect((await status('active')).statusCode).toBe(200);
    expect(await slugs('q=yugal')).toEqual([RADHA_SET]);
  });

  it('refuses a bad filter in the shopper’s language, as the listing does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/sets?minPrice=500&maxPrice=100',
      headers: { 'accept-language': 'hi' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});
