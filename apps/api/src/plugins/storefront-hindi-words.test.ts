import { and, desc, eq, isNotNull } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import { beforeAll, describe, expect, it } from 'vitest';
import { englishWords } from '@shop/shared/english-words';
import { orderNumber } from '@shop/shared/order-rules';
import { emailOutbox, products, reviews } from '../db/schema';
import { addToCart, checkoutOk, customer } from '../modules/checkout/checkout-test-kit';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { createShopper, pickVariants, type Shopper } from '../test/shoppers';

// A Hindi page speaks Hindi. English may show only where the page says so (`lang="en"`: a product
// the owner has not translated, a shopper's own words typed in Latin letters), and in what no
// language translates: brands and codes (english-words.ts). Each page is read as the server sends it, with
// the words a screen reader announces (aria-label, alt, title, placeholder) as well as the text.

const SPOKEN_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

/**
 * Every English word of the page outside `lang="en"` (english-words.ts), with the text it stood in.
 * `allowed`: words the shopper typed that the page repeats (a search).
 */
function englishOnHindiPage(html: string, allowed: readonly string[] = []): string[] {
  const found: string[] = [];
  const langs: (string | undefined)[] = [];
  const english = () => langs.findLast((lang) => lang !== undefined)?.startsWith('en') ?? false;
  const check = (text: string) => {
    for (const word of englishWords(text, allowed)) found.push(`${word} in "${text.trim().slice(0, 80)}"`);
  };
  // sanitize-html's parser (htmlparser2) walks the page; nothing is sanitized or kept. Scripts'
  // and styles' text never reaches textFilter.
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag(name, attributes) {
      langs.push(attributes.lang);
      if (english()) return;
      for (const attribute of SPOKEN_ATTRIBUTES) {
        const value = attributes[attribute];
        if (value) check(value);
      }
    },
    onCloseTag() {
      langs.pop();
    },
    textFilter(text) {
      if (!english()) check(text);
      return '';
    },
  });
  return found;
}

describe.skipIf(!storefrontBuilt)('Hindi pages', () => {
  const store = storefrontForSuite();
  let shopper: Shopper;
  let orderId: string;
  let reviewedSlug: string;

  beforeAll(async () => {
    const { app, db } = store.shop;
    shopper = await createShopper(store.shop, 'hindi', { withPhone: true });
    const [item] = await pickVariants(store.shop, 1);
    await addToCart(shopper, item!);
    const order = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      shippingAddress: { ...customer, fullName: 'राधा देवी', address: '12 सेवा कुंज, परिक्रमा मार्ग', apartment: '' },
    });
    orderId = order.orderId;
    // Confirmed from the message's link, as the shopper does.
    const [message] = await db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'cod-confirmation')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const link = new URL(/(\S+do=confirm)/.exec(message!.text)![1]!);
    const fields = Object.fromEntries(['order', 'e', 's'].map((key) => [key, link.searchParams.get(key)!]));
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/v1/cod-confirmation',
      payload: { ...fields, decision: 'confirm' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // And a second item waits in the cart.
    await addToCart(shopper, item!);

    const [reviewed] = await db
      .select({ slug: products.slug })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.status, 'approved'), isNotNull(reviews.approvedAt)))
      .limit(1);
    reviewedSlug = reviewed?.slug ?? store.productSlug;
  }, 120_000);

  const page = async (url: string, signedIn = false) => {
    const res = await store.shop.app.inject({
      method: 'GET',
      url,
      headers: signedIn ? { cookie: shopper.cookie } : {},
    });
    expect(res.statusCode, url).toBe(200);
    expect(/<html[^>]* lang="hi-IN"/.test(res.body), url).toBe(true);
    return res.body;
  };

  it('show no English outside what they mark as English, on every page of a purchase', async () => {
    const shared = [
      '/hi',
      '/hi/collections/dresses',
      '/hi/collections/laddu-gopal?size=3&sort=price-asc',
      '/hi/search?q=poshak',
      `/hi/products/${reviewedSlug}`,
      '/hi/sets/royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3',
      '/hi/products/royal-blue-zari-poshak-for-laddu-gopal',
      '/hi/track-order',
      `/hi/track-order/${orderNumber(orderId)}`,
    ];
    const personal = ['/hi/cart', '/hi/checkout', '/hi/dashboard', `/hi/dashboard/orders/${orderId}`];
    const english: Record<string, string[]> = {};
    const html: Record<string, string> = {};
    for (const url of [...shared, ...personal]) {
      html[url] = await page(url, personal.includes(url));
      english[url] = englishOnHindiPage(html[url], url.startsWith('/hi/search') ? ['poshak'] : []);
    }
    expect(english).toEqual(Object.fromEntries([...shared, ...personal].map((url) => [url, []])));

    // The pages were read with what they are about in them.
    // The pages were read with what they are about in them (the cart's lines are drawn in the
    // browser: the journey hindi-words.spec.ts reads them).
    const order = html[`/hi/dashboard/orders/${orderId}`]!;
    expect(order).toContain('आपने संदेश के लिंक से कैश ऑन डिलीवरी कन्फ़र्म किया');
    expect(order).toContain('उत्तर प्रदेश');
    expect(order).toContain('राधा देवी');
    const product = html[`/hi/products/${reviewedSlug}`]!;
    expect(product).toContain('कहाँ बना है');
    expect(product).toContain('भारत');
    expect(html[`/hi/dashboard/orders/${orderId}`]).toContain('आपने संदेश के लिंक से कैश ऑन डिलीवरी कन्फ़र्म किया');
    expect(html[`/hi/dashboard/orders/${orderId}`]).toContain('उत्तर प्रदेश');
    expect(html[`/hi/products/${reviewedSlug}`]).toContain('कहाँ बना है');
    expect(html[`/hi/products/${reviewedSlug}`]).toContain('भारत');
  });

  it('are read for English as they should be: a Latin word outside lang="en" is found', () => {
    expect(englishOnHindiPage('<p>नमस्ते <b>Close toast</b></p>')).toEqual([
      'Close in "Close toast"',
      'toast in "Close toast"',
    ]);
    expect(englishOnHindiPage('<p lang="en">Red Zari Poshak</p><button aria-label="Close">×</button>')).toEqual([
      'Close in "Close"',
    ]);
    expect(englishOnHindiPage('<p>SKU SS-DRS-0001 · ₹1,049 · 281121 · Shringar Shop · WELCOME10</p>')).toEqual([]);
  });
});

if (!storefrontBuilt) console.warn(NOT_BUILT_MESSAGE);
