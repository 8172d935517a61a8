import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminSetListResponseSchema, setResponseSchema, productSetsResponseSchema } from '@shop/shared/contracts/sets';
import { auditLog } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  setStock,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createSet } from './set-test-kit';

let t: TestApp;
let admin: Shopper;
let parts: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  // A poshak at ₹500, a mukut at ₹300, a mala at ₹200.
  parts = await pricedVariants(t, [50_000, 30_000, 20_000], 10);
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const part of parts) await setStock(t, part.variantId, 10);
});

const getSet = (slug: string, locale = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v1/sets/${slug}`, headers: { 'accept-language': locale } });

describe('The owner makes complete sets', () => {
  it('makes a set from sizes on sale at a percentage off its parts, and records who did', async () => {
    const set = await createSet(admin, parts, { discountPercent: 10 });
    expect(set).toMatchObject({
      price: 900,
      mrp: 1000,
      stock: 10,
      status: 'active',
      discountPercent: 10,
      fixedPrice: null,
    });
    expect(set.parts.map((part) => part.variantId)).toEqual(parts.map((part) => part.variantId));
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, set.id));
    expect(audit.map((row) => [row.action, row.actorUserId])).toEqual([['set.create', admin.id]]);
  });

  it('sells a set at a fixed price in rupees instead, and edits it like a product', async () => {
    const set = await createSet(admin, parts.slice(0, 2), { discountPercent: undefined, price: 749 });
    expect(set).toMatchObject({ price: 749, mrp: 800, fixedPrice: 749, discountPercent: null });

    const edited = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/sets/${set.id}`,
      payload: {
        name: 'Poshak and Mala',
        nameHi: 'पोशाक और माला',
        slug: set.slug,
        description: '',
        descriptionHi: '',
        parts: [
          { variantId: parts[0]!.variantId, quantity: 1 },
          { variantId: parts[2]!.variantId, quantity: 2 },
        ],
        discountPercent: 20,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().set).toMatchObject({ name: 'Poshak and Mala', price: 720, mrp: 900, stock: 5 });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, set.id));
    expect(audit.map((row) => row.action)).toEqual(['set.create', 'set.update']);
  });

  it('refuses a set without a price rule, with one part, or with a URL another set uses, changing nothing', async () => {
    const taken = await createSet(admin, parts);
    const base = {
      name: 'X',
      nameHi: 'एक्स',
      slug: 'new-set',
      parts: parts.map((p) => ({ variantId: p.variantId, quantity: 1 })),
    };
    const cases = [
      { payload: base, message: 'Give either a set price or a percentage off, not both' },
      {
        payload: { ...base, discountPercent: 5, parts: base.parts.slice(0, 1) },
        message: 'A set needs at least 2 parts',
      },
      {
        payload: { ...base, discountPercent: 5, slug: taken.slug },
        message: `The URL "${taken.slug}" is already used by another set`,
      },
    ];
    const before = adminSetListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/sets' })).json(),
    ).sets.length;
    for (const { payload, message } of cases) {
      const res = await admin.request({ method: 'POST', url: '/api/v1/admin/sets', payload });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().message).toBe(message);
    }
    const after = (await admin.request({ method: 'GET', url: '/api/v1/admin/sets' })).json().sets.length;
    expect(after).toBe(before);
  });

  it('keeps the set screens for the owner: guests and shoppers are turned away', async () => {
    const shopper = await createShopper(t);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/sets' })).statusCode).toBe(401);
    expect((await shopper.request({ method: 'GET', url: '/api/v1/admin/sets' })).statusCode).toBe(403);
  });
});

describe('Shoppers see a set', () => {
  it('answers its parts, price, MRP and stock, in Hindi on a Hindi page', async () => {
    const set = await createSet(admin, parts, { quantities: [1, 1, 2] });
    const en = setResponseSchema.parse((await getSet(set.slug)).json()).data;
    expect(en).toMatchObject({ name: 'Complete Shringar Set', price: 1080, mrp: 1200, discount: 10, stock: 5 });
    expect(en.parts.map((part) => part.quantity)).toEqual([1, 1, 2]);
    expect(en.parts.reduce((total, part) => total + part.share, 0)).toBeCloseTo(1080, 2);

    const hi = setResponseSchema.parse((await getSet(set.slug, 'hi')).json()).data;
    expect(hi.name).toBe('सम्पूर्ण श्रृंगार सेट');
    expect(hi.description).toBe('एक ही साइज़ में पोशाक, मुकुट और माला।');
  });

  it("counts its stock from its parts: a part's restock through the back office shows at once", async () => {
    const set = await createSet(admin, parts);
    await setStock(t, parts[1]!.variantId, 0);
    expect((await getSet(set.slug)).json().data).toMatchObject({ stock: 0, stockStatus: 'out_of_stock' });
    const restock = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/stock/${parts[1]!.variantId}`,
      payload: { stock: 3, reason: 'Mukuts arrived' },
    });
    expect(restock.statusCode, restock.body).toBe(200);
    expect((await getSet(set.slug)).json().data).toMatchObject({ stock: 3, stockStatus: 'low_stock' });
  });

  it('hides a hidden set from shoppers (404 in their language) and shows it again', async () => {
    const set = await createSet(admin, parts);
    const hide = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/sets/${set.id}/status`,
      payload: { status: 'hidden' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect((await getSet(set.slug)).statusCode).toBe(404);
    const hi = await getSet(set.slug, 'hi');
    expect(hi.json()).toMatchObject({ code: 'SET_NOT_FOUND', message: 'यह सेट नहीं मिला' });

    await admin.request({ method: 'POST', url: `/api/v1/admin/sets/${set.id}/status`, payload: { status: 'active' } });
    expect((await getSet(set.slug)).statusCode).toBe(200);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, set.id));
    expect(audit.map((row) => row.action)).toEqual(['set.create', 'set.hide', 'set.show']);
  });

  it("moves its parts' page cache stamp when the owner makes or hides a set", async () => {
    const { catalogue } = t.app.services;
    await catalogue.ready();
    const before = catalogue.pageVersion(parts[0]!.slug);
    const set = await createSet(admin, parts);
    const made = catalogue.pageVersion(parts[0]!.slug);
    expect(made).not.toBe(before);
    await admin.request({ method: 'POST', url: `/api/v1/admin/sets/${set.id}/status`, payload: { status: 'hidden' } });
    expect(catalogue.pageVersion(parts[0]!.slug)).not.toBe(made);
  });

  it("moves the cached pages of a set's other parts, of the set and of listings (their strip of sets) when one part's stock changes", async () => {
    const { catalogue } = t.app.services;
    const set = await createSet(admin, parts);
    const otherPart = catalogue.pageVersion(parts[1]!.slug);
    const setPage = catalogue.pageVersion(undefined, set.slug);
    const listings = catalogue.pageVersion(undefined);
    await setStock(t, parts[0]!.variantId, 9);
    await catalogue.invalidate();
    expect(catalogue.pageVersion(parts[1]!.slug)).not.toBe(otherPart);
    expect(catalogue.pageVersion(undefined, set.slug)).not.toBe(setPage);
    expect(catalogue.pageVersion(undefined)).not.toBe(listings);
  });

  it('lists the sets a product belongs to for its page\'s "Complete the shringar"', async () => {
    const set = await createSet(admin, parts);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/products/${parts[0]!.slug}/sets` });
    expect(res.statusCode, res.body).toBe(200);
    const slugs = productSetsResponseSchema.parse(res.json()).data.map((found) => found.slug);
    expect(slugs).toContain(set.slug);
  });

  it('lists a shown set in the sitemap, in both languages, and leaves a hidden one out', async () => {
    const shown = await createSet(admin, parts);
    const hidden = await createSet(admin, parts);
    await admin.request({
      method: 'POST',
      url: `/api/v1/admin/sets/${hidden.id}/status`,
      payload: { status: 'hidden' },
    });
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemaps/pages.xml' })).body;
    expect(xml).toContain(`/sets/${shown.slug}<`);
    expect(xml).toContain(`/hi/sets/${shown.slug}<`);
    expect(xml).not.toContain(`/sets/${hidden.slug}<`);
  });

  it('opens the demo shop with complete sets made from seeded sizes, in Hindi too', async () => {
    const res = await getSet('royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3', 'hi');
    expect(res.statusCode, res.body).toBe(200);
    const set = setResponseSchema.parse(res.json()).data;
    expect(set.name).toBe('लड्डू गोपाल के लिए रॉयल ब्लू जन्माष्टमी श्रृंगार सेट (साइज़ 3)');
    expect(set.parts.map((part) => part.size)).toEqual(['3', '3', '3', '3']);
    expect(set.price).toBeLessThan(set.mrp);
  });
});
