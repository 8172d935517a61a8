import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCampaign, AdminCampaignInput } from '@shop/shared/contracts/admin-campaigns';
import type { SaleBanner } from '@shop/shared/contracts/catalogue';
import type { ListingResponse } from '@shop/shared/contracts/listing';
import { createAdmin, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { endSale, scheduleSale } from './campaign-test-kit';

// A sale's banner leads to what the sale prices (decision 0164): its collection's page, or the
// listing of its products (`/products?sale=<id>`), which empties when the sale ends.

const MINUTE = 60_000;
let clockMs = Date.parse('2026-10-15T04:30:00Z');

let t: TestApp;
let owner: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp({ clock: () => clockMs });
  owner = await createAdmin(t);
  items = await pricedVariants(t, [100_000, 50_000, 30_000], 10);
});
afterAll(() => t?.close());

function sale(overrides: Partial<AdminCampaignInput> = {}): AdminCampaignInput {
  return {
    name: 'Navratri sale',
    nameHi: 'नवरात्रि सेल',
    bannerText: 'Chunri and poshak for Mata Rani at 15% off',
    bannerTextHi: 'माता रानी की चुनरी और पोशाक पर 15% छूट',
    startsAt: new Date(clockMs + MINUTE).toISOString(),
    endsAt: new Date(clockMs + 61 * MINUTE).toISOString(),
    productIds: [items[0]!.productId, items[1]!.productId],
    collectionSlug: null,
    discount: { type: 'percentage', value: 15 },
    ...overrides,
  };
}

const schedule = (body: AdminCampaignInput) => scheduleSale(owner, body);
const end = (id: string) => endSale(owner, id);

async function banner(language = 'en'): Promise<SaleBanner | null> {
  const res = await t.app.inject({ url: '/api/v1/sale-banner', headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: SaleBanner | null }).data;
}

async function listing(url: string, language = 'en'): Promise<ListingResponse> {
  const res = await t.app.inject({ url: `/api/v1${url}`, headers: { 'accept-language': language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListingResponse;
}

const slugsOf = (answer: ListingResponse) => answer.data.map((card) => card.slug).sort();

describe('A sale on a list of products', () => {
  let navratri: AdminCampaign;

  it('links its banner to the listing of exactly the products it prices, named in both languages', async () => {
    navratri = await schedule(sale());
    // Started a minute later, it prices the second product: the Navratri sale no longer does.
    await schedule(
      sale({
        name: 'Dussehra hour',
        nameHi: 'दशहरा घंटा',
        bannerText: '',
        bannerTextHi: '',
        startsAt: new Date(clockMs + 2 * MINUTE).toISOString(),
        productIds: [items[1]!.productId],
        discount: { type: 'percentage', value: 25 },
      }),
    );
    expect(await banner()).toBeNull();
    clockMs += 3 * MINUTE;

    const shown = await banner('hi');
    expect(shown).toMatchObject({ nameHi: 'नवरात्रि सेल', href: `/products?sale=${navratri.id}` });

    const english = await listing(shown!.href);
    expect(slugsOf(english)).toEqual([items[0]!.slug]);
    expect(english.total).toBe(1);
    expect(english.sale).toEqual({ id: navratri.id, name: 'Navratri sale' });
    // At the sale's price, the price before it struck through.
    expect(english.data[0]!.originalPrice).toBeGreaterThan(english.data[0]!.price);

    const hindi = await listing(shown!.href, 'hi');
    expect(slugsOf(hindi)).toEqual([items[0]!.slug]);
    expect(hindi.sale).toEqual({ id: navratri.id, name: 'नवरात्रि सेल' });
  });

  it('lists nothing once the sale has ended, though the page was answered while it ran', async () => {
    clockMs += 60 * MINUTE;
    const after = await listing(`/products?sale=${navratri.id}`);
    expect(after.total).toBe(0);
    expect(after.data).toEqual([]);
    expect(after.sale).toBeNull();
    expect(await banner()).toBeNull();
  });

  it('lists nothing once the owner ends it early', async () => {
    const diwali = await schedule(sale({ name: 'Diwali sale', nameHi: 'दीवाली सेल' }));
    clockMs += 2 * MINUTE;
    const url = `/products?sale=${diwali.id}`;
    expect((await listing(url)).total).toBe(2);
    await end(diwali.id);
    const after = await listing(url, 'hi');
    expect(after.total).toBe(0);
    expect(after.sale).toBeNull();
  });

  it('refuses a sale link that is not a sale’s id, in the shopper’s language', async () => {
    for (const [language, message] of [
      ['en', 'Sale link is invalid'],
      ['hi', 'सेल का लिंक सही नहीं है'],
    ]) {
      const res = await t.app.inject({
        url: '/api/v1/products?sale=diwali',
        headers: { 'accept-language': language! },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });
});

describe('A sale on a category', () => {
  it('links its banner to that category’s page, which lists its products', async () => {
    const category = items[2]!.categorySlug;
    await schedule(
      sale({
        name: 'Sharad Purnima sale',
        nameHi: 'शरद पूर्णिमा सेल',
        productIds: [],
        collectionSlug: category,
        startsAt: new Date(clockMs + MINUTE).toISOString(),
      }),
    );
    clockMs += 2 * MINUTE;
    const shown = await banner();
    expect(shown).toMatchObject({ name: 'Sharad Purnima sale', href: `/collections/${category}` });
    const page = await listing(`/collections/${category}`);
    expect(page.collection?.slug).toBe(category);
    // The category may hold more than a page: its product is on one of them.
    const slugs: string[] = [];
    for (let n = 1; n <= Math.ceil(page.total / 48); n += 1) {
      const next = await listing(`/collections/${category}?limit=48&page=${n}`);
      slugs.push(...next.data.map((card) => card.slug));
    }
    expect(slugs).toContain(items[2]!.slug);
  });
});
