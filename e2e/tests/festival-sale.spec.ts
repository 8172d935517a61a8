import type { AdminCampaign } from '@shop/shared/contracts/admin-campaigns';
import type { Product, ProductResponse } from '@shop/shared/contracts/catalogue';
import { formatRupees } from '@shop/shared/money';
import { homepageProducts, PRICED_FOR_COD } from './fixtures/catalogue';
import { placeCodOrder } from './fixtures/checkout';
import { VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type APIRequestContext } from './fixtures/test';

// A festival sale from the owner's screen to a Hindi shopper's order on a phone (decisions 0145,
// 0155): scheduled from the current minute, so it runs as soon as it is saved.

test.use({ viewport: VIEWPORTS.phone, ownClientAddress: true });

/**
 * A product from the end of the home page's list, so journeys buying its first keep their prices,
 * and outside Laddu Gopal's collection, whose price order another journey reads page after page.
 */
async function productForSale(request: APIRequestContext): Promise<Product> {
  for (const { slug } of (await homepageProducts(request)).reverse()) {
    const product = ((await (await request.get(`/api/v1/product/${slug}`)).json()) as ProductResponse).data;
    const sizes = product.variants.filter((v) => v.stock >= 2 && v.price >= PRICED_FOR_COD.minPrice);
    if (product.collections.includes('laddu-gopal')) continue;
    if (!product.campaign && sizes.length === product.variants.length && product.price <= PRICED_FOR_COD.maxPrice) {
      return product;
    }
  }
  throw new Error('No product to put on sale');
}

/** A `datetime-local` box's value in India time, `minutes` from now (the current minute at 0). */
function indiaTimeBox(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 330 * 60_000).toISOString().slice(0, 16);
}

test('The owner schedules a festival sale; a Hindi shopper on a phone buys at its price', async ({
  page,
  request,
  ownerPage,
  ownerRequest,
  signedInShopper,
}) => {
  const product = await productForSale(request);
  const name = `Janmashtami sale ${Date.now()}`;

  await ownerPage.goto('/admin/campaigns');
  await ownerPage.getByRole('button', { name: 'New sale' }).click();
  await ownerPage.getByLabel('Name', { exact: true }).fill(name);
  await ownerPage.getByLabel('Name in Hindi').fill('जन्माष्टमी सेल');
  await ownerPage.getByLabel('Banner text', { exact: true }).fill('Poshak for Laddu Gopal at 20% off');
  await ownerPage.getByLabel('Banner text in Hindi').fill('लड्डू गोपाल की पोशाक पर 20% छूट');
  await ownerPage.getByLabel('Starts (India time)').fill(indiaTimeBox(0));
  await ownerPage.getByLabel('Ends (India time)').fill(indiaTimeBox(2 * 24 * 60));
  await ownerPage.getByLabel('Discount (%)').fill('20');
  await ownerPage.getByLabel('On sale').selectOption('products');
  await ownerPage.getByLabel('Product ids').fill(product._id);
  await ownerPage.getByRole('button', { name: 'Schedule sale' }).click();
  const row = ownerPage.getByRole('row').filter({ hasText: name });
  await expect(row.getByText('Running')).toBeVisible();

  try {
    const onSale = ((await (await request.get(`/api/v1/product/${product.slug}`)).json()) as ProductResponse).data;
    const size = onSale.variants[0]!;
    expect(size.originalPrice).toBe(product.variants[0]!.originalPrice ?? product.variants[0]!.price);
    expect(size.price).toBeLessThan(size.originalPrice!);

    // The home page's banner leads to what the sale prices (decision 0164), and on to the product.
    await page.goto('/hi');
    await page
      .getByRole('region', { name: 'त्योहार सेल' })
      .getByRole('link', { name: /जन्माष्टमी सेल/ })
      .click();
    await expect(page).toHaveURL(/\/hi\/products\?sale=/);
    await expect(page.getByText('सेल में: जन्माष्टमी सेल')).toBeVisible();
    await page.locator(`a[href="/hi/products/${product.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/hi/products/${product.slug}$`));
    await expect(page.getByText('जन्माष्टमी सेल')).toBeVisible();
    await expect(page.getByText(/सेल .+ ख़त्म होगी/)).toBeVisible();
    await page.getByRole('radiogroup', { name: 'साइज़' }).getByText(size.size, { exact: true }).click();
    await expect(
      page
        .locator('s')
        .filter({ hasText: formatRupees(size.originalPrice!) })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(formatRupees(size.price), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
    const drawer = page.getByRole('dialog', { name: /आपका कार्ट/ });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText(formatRupees(size.price)).first()).toBeVisible();

    const orderId = await placeCodOrder(page.request, ownerRequest, signedInShopper.email, { language: 'hi-IN' });
    await page.goto(`/hi/dashboard/orders/${orderId}`);
    const line = page.getByRole('listitem').filter({ hasText: `1 × ${formatRupees(size.price)}` });
    await expect(line).toBeVisible();
    await expect(line.locator('s')).toHaveText(formatRupees(size.originalPrice!));
  } finally {
    const listed = (await (await ownerRequest.get('/api/v1/admin/campaigns')).json()) as { campaigns: AdminCampaign[] };
    const sale = listed.campaigns.find((campaign) => campaign.name === name);
    if (sale) await ownerRequest.post(`/api/v1/admin/campaigns/${sale.id}/end`);
  }
});

test('A Hindi shopper without JavaScript asks whether a dress arrives before the festival', async ({
  browser,
  baseURL,
  request,
  ownerRequest,
}) => {
  // A festival a month away, added as the owner's calendar screen does, hidden again afterwards.
  const inAMonth = new Date(Date.now() + 330 * 60_000 + 30 * 86_400_000).toISOString().slice(0, 10);
  const added = await ownerRequest.post('/api/v1/admin/festivals', {
    data: { name: 'Gita Jayanti', nameHi: 'गीता जयंती', date: inAMonth, shown: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { festival } = (await added.json()) as { festival: { id: string } };
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: VIEWPORTS.phone });
  try {
    const [first] = await homepageProducts(request);
    const page = await plain.newPage();
    await page.goto(`/hi/products/${first!.slug}`);
    await page.getByLabel('अपने पिन कोड पर डिलीवरी देखें').fill('281121');
    await page.getByRole('button', { name: 'देखें', exact: true }).click();
    await expect(page).toHaveURL(/\?pincode=281121$/);
    await expect(page.getByText('अनुमानित डिलीवरी:')).toBeVisible();
    await expect(page.getByText('गीता जयंती से पहले पहुँचेगा?')).toBeVisible();
    await expect(page.getByText(/^हाँ, \d{1,2} \S+ तक पहुँच जाएगा$/)).toBeVisible();
  } finally {
    await plain.close();
    await ownerRequest.put(`/api/v1/admin/festivals/${festival.id}`, {
      data: { name: 'Gita Jayanti', nameHi: 'गीता जयंती', date: inAMonth, shown: false },
    });
  }
});
