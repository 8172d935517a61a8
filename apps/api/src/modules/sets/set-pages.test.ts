import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatRupees } from '@shop/shared/money';
import { products, variants } from '../../db/schema';
import { GUEST_CART_COOKIE } from '../cart/guest-cart-cookie';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../../security/storefront-app';
import { testIp } from '../../test/session';

// A complete set's page and "Complete the shringar" as the server draws them, in Hindi: a shopper
// on a phone whose script is late reads and buys the set from the HTML alone.

const SET_SLUG = 'royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3';
const POSHAK_SLUG = 'royal-blue-zari-poshak-for-laddu-gopal';
const MUKUT_SLUG = 'mor-mukut-with-pearl-drops-for-laddu-gopal';

describe.skipIf(!storefrontBuilt)('A complete set in the storefront', () => {
  const store = storefrontForSuite();
  const page = async (url: string) => {
    const res = await store.shop.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('has its own Hindi page: its parts linked with pictures, its price under the struck MRP, its stock, and a Product for search engines', async () => {
    const html = await page(`/hi/sets/${SET_SLUG}`);
    expect(html).toMatch(/<html[^>]* lang="hi-IN"/);
    expect(html).toContain('लड्डू गोपाल के लिए रॉयल ब्लू जन्माष्टमी श्रृंगार सेट (साइज़ 3)');
    expect(html).toContain('इस सेट में');
    expect(html).toContain(`href="/hi/products/${POSHAK_SLUG}?size=3"`);
    const struck = /<s [^>]*>(.*?)<\/s>/.exec(html)?.[1] ?? '';
    expect(struck, 'the MRP is struck through').toContain('एमआरपी');
    expect(struck).toContain('₹2,016');
    expect(html).toContain('स्टॉक में है');
    expect(html).toContain('सेट कार्ट में डालें');
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; offers?: { price: string; priceCurrency: string } },
    );
    const product = jsonLd.find((block) => block['@type'] === 'Product');
    expect(product?.offers).toMatchObject({ priceCurrency: 'INR' });
  });

  it('adds the set to a guest cart from its form without the page script, answering in Hindi', async () => {
    const html = await page(`/hi/sets/${SET_SLUG}`);
    const setId = /name="setId" value="([^"]+)"/.exec(html)![1]!;
    const res = await store.shop.app.inject({
      method: 'POST',
      url: `/hi/sets/${SET_SLUG}`,
      remoteAddress: testIp(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams({ setId, quantity: '1' }).toString(),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('सेट आपके कार्ट में है।');
    expect(res.cookies.some((cookie) => cookie.name === GUEST_CART_COOKIE)).toBe(true);
  });

  it('answers an unknown set with the not-found page', async () => {
    const res = await store.shop.app.inject({ method: 'GET', url: '/hi/sets/no-such-set' });
    expect(res.statusCode).toBe(404);
  });

  it('shows "Complete the shringar" on a part\'s page, below its buying buttons, drawn by the server', async () => {
    const html = await page(`/hi/products/${POSHAK_SLUG}`);
    const section = html.indexOf('id="complete-shringar-heading"');
    expect(section).toBeGreaterThan(-1);
    expect(html).toContain('पूरा श्रृंगार करें');
    expect(html).toContain(`href="/hi/sets/${SET_SLUG}"`);
    // After the buying buttons, before the description.
    expect(html.indexOf('कार्ट में डालें')).toBeLessThan(section);
  });
});

describe.skipIf(!storefrontBuilt)('Complete sets among listings, and their prices kept current', () => {
  const store = storefrontForSuite();
  const page = async (url: string) => {
    const res = await store.shop.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };
  const setPrice = async () => {
    const res = await store.shop.app.inject({ method: 'GET', url: `/api/v1/sets/${SET_SLUG}` });
    return (res.json() as { data: { price: number; mrp: number } }).data;
  };

  it("shows the set as a card above the products of its deity's Hindi page, linking to the set", async () => {
    const html = await page('/hi/collections/laddu-gopal');
    const strip = html.slice(html.indexOf('id="listed-sets-heading"'));
    expect(strip).toContain('पूरे श्रृंगार सेट');
    expect(strip).toContain('पूरा सेट');
    expect(strip).toContain(`href="/hi/sets/${SET_SLUG}"`);
    expect(strip).toContain('लड्डू गोपाल के लिए रॉयल ब्लू जन्माष्टमी श्रृंगार सेट');
    const { mrp } = await setPrice();
    expect(/<s [^>]*>(.*?)<\/s>/.exec(strip)?.[1]).toContain(formatRupees(mrp));
    // Above the products' grid.
    expect(html.indexOf('id="listed-sets-heading"')).toBeLessThan(html.indexOf(`href="/hi/products/`));
  });

  it('finds the set in a Hindi search by its Hindi name', async () => {
    const html = await page(`/hi/search?q=${encodeURIComponent('जन्माष्टमी श्रृंगार')}`);
    expect(html).toContain(`href="/hi/sets/${SET_SLUG}"`);
  });

  it("redraws the set's price on another part's cached page and on the set's page when a part's price changes", async () => {
    const before = await setPrice();
    const mukutPage = await page(`/hi/products/${MUKUT_SLUG}`);
    expect(mukutPage).toContain(formatRupees(before.price));
    await page(`/hi/sets/${SET_SLUG}`);

    const [poshak] = await store.shop.db
      .select({ id: variants.id, pricePaise: variants.pricePaise })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.slug, POSHAK_SLUG), eq(variants.size, '3')));
    await store.shop.db
      .update(variants)
      .set({ pricePaise: poshak!.pricePaise + 10_000 })
      .where(eq(variants.id, poshak!.id));
    await store.shop.app.services.catalogue.invalidate();

    const after = await setPrice();
    expect(after.price).toBeGreaterThan(before.price);
    expect(await page(`/hi/products/${MUKUT_SLUG}`)).toContain(formatRupees(after.price));
    expect(await page(`/hi/sets/${SET_SLUG}`)).toContain(formatRupees(after.price));
  });

  it("redraws the set's stock above a listing's cached page, in both languages, when only a part's stock changes", async () => {
    const { catalogue } = store.shop.app.services;
    const [poshak] = await store.shop.db
      .select({ id: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(and(eq(products.slug, POSHAK_SLUG), eq(variants.size, '3')));
    const stockTo = async (stock: number) => {
      await store.shop.db.update(variants).set({ stock }).where(eq(variants.id, poshak!.id));
      await catalogue.invalidate();
    };
    const listedSet = async () => {
      const res = await store.shop.app.inject({ method: 'GET', url: '/api/v1/sets?collection=laddu-gopal' });
      return (res.json() as { data: { slug: string; stock: number }[] }).data.find((set) => set.slug === SET_SLUG);
    };
    const strip = (html: string) =>
      html.slice(html.indexOf('id="listed-sets-heading"'), html.indexOf('id="listing-results"'));

    await stockTo(4);
    expect(strip(await page('/collections/laddu-gopal'))).toContain('Only 4 sets left');
    expect(strip(await page('/hi/collections/laddu-gopal'))).toContain('केवल 4 सेट बचे हैं');
    const listingsBefore = catalogue.stamp();

    await stockTo(3);
    // No listing of products moved: the pages' set strip alone did.
    expect(catalogue.stamp()).toBe(listingsBefore);
    expect((await listedSet())?.stock).toBe(3);
    expect(strip(await page('/collections/laddu-gopal'))).toContain('Only 3 sets left');
    expect(strip(await page('/hi/collections/laddu-gopal'))).toContain('केवल 3 सेट बचे हैं');
  });
});

if (!storefrontBuilt) console.warn(NOT_BUILT_MESSAGE);
