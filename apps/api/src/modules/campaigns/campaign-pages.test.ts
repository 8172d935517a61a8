import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { campaigns, products } from '../../db/schema';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../../security/storefront-app';

// A festival sale's banner and the listing it leads to as the server draws them (decision 0164): a
// shopper whose script is late taps the banner and reads which products the sale prices, in
// English or Hindi.

const HOUR = 3_600_000;

describe.skipIf(!storefrontBuilt)('A festival sale’s banner and its listing, drawn by the server', () => {
  const store = storefrontForSuite();
  const page = async (url: string) => {
    const res = await store.shop.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('links the home page’s banner to the listing of the sale’s products, named by the sale in both languages', async () => {
    const [product] = await store.shop.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(eq(products.slug, store.productSlug));
    const [sale] = await store.shop.db
      .insert(campaigns)
      .values({
        name: 'Kartik Purnima sale',
        nameHi: 'कार्तिक पूर्णिमा सेल',
        bannerText: 'One poshak at 10% off',
        bannerTextHi: 'एक पोशाक पर 10% छूट',
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + HOUR),
        productIds: [product!.id],
        discountType: 'percentage',
        discountValue: 10,
      })
      .returning({ id: campaigns.id });
    await store.shop.app.services.catalogue.invalidate();
    const href = `/products?sale=${sale!.id}`;

    expect(await page('/')).toContain(`href="${href}"`);
    expect(await page('/hi')).toContain(`href="/hi${href}"`);

    const english = await page(href);
    expect(english).toContain('On sale: Kartik Purnima sale');
    expect(english).toContain(`href="/products/${product!.slug}"`);
    const hindi = await page(`/hi${href}`);
    expect(hindi).toContain('सेल में: कार्तिक पूर्णिमा सेल');
    expect(hindi).toContain(`href="/hi/products/${product!.slug}"`);
  });
});

if (!storefrontBuilt) console.warn(NOT_BUILT_MESSAGE);
