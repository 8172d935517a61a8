import { describe, expect, it } from 'vitest';
import { GUEST_CART_COOKIE } from '../cart/guest-cart-cookie';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../../security/storefront-app';
import { testIp } from '../../test/session';

// A complete set's page and "Complete the shringar" as the server draws them, in Hindi: a shopper
// on a phone whose script is late reads and buys the set from the HTML alone.

const SET_SLUG = 'royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3';
const POSHAK_SLUG = 'royal-blue-zari-poshak-for-laddu-gopal';

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

if (!storefrontBuilt) console.warn(NOT_BUILT_MESSAGE);
