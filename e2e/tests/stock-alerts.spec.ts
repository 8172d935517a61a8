import type { AdminStockListResponse } from '@shop/shared/contracts/admin-stock';
import { findProductWithSizes } from './fixtures/catalogue';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// "Notify me" on a sold-out size: a guest on a phone, in Hindi, with no JavaScript, gives a mobile
// number, opens the link texted to it and confirms; the owner's stock screen counts them waiting;
// the restock's alert reaches the same phone in Hindi and leads back to the size.

test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 780 } });

test('A guest asks in Hindi to hear when a sold-out size is back, and is told once it is', async ({
  page,
  request,
  ownerRequest,
}) => {
  const { product, sizes } = await findProductWithSizes(request, { sizes: 1 });
  const size = sizes[0];
  const setStock = (stock: number) =>
    ownerRequest.put(`/api/v1/admin/stock/${size._id}`, { data: { stock, reason: 'Journey: notify me' } });
  expect((await setStock(0)).ok()).toBe(true);
  try {
    // The page is cached until the catalogue's change reaches it (within a second or two).
    await expect(async () => {
      await page.goto(`/hi/products/${product.slug}?size=${encodeURIComponent(size.size)}`);
      await expect(page.getByRole('button', { name: 'मुझे बताएँ' })).toBeVisible({ timeout: 1000 });
    }).toPass();
    const notify = page.getByRole('button', { name: 'मुझे बताएँ' });
    const box = (await notify.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const phone = newMobile();
    await page.getByLabel('मोबाइल नंबर या ईमेल').fill(phone);
    await notify.click();
    await expect(page.getByTestId('notify-me-result')).toContainText('लिंक भेजा है');

    const text = await messageTo(ownerRequest, phone, 'stock-alert-confirm');
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(link.pathname).toBe('/hi/notify-me');
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByRole('button', { name: 'मेरी सूचना पक्की करें' }).click();
    await expect(page.getByTestId('notify-me-result')).toContainText('पुष्टि हो गई');
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrolls).toBeLessThanOrEqual(360);

    const stock = await ownerRequest.get(`/api/v1/admin/stock?q=${encodeURIComponent(product.name)}`);
    const row = ((await stock.json()) as AdminStockListResponse).rows.find((r) => r.variantId === size._id);
    expect(row?.waiting).toBe(1);

    // The owner restocks; the alerts' job (run now rather than at its minute) tells the guest once,
    // in Hindi, with a link to the size on the product page.
    expect((await setStock(size.stock)).ok()).toBe(true);
    expect((await ownerRequest.post('/api/v1/admin/jobs/stock-alerts/run')).ok()).toBe(true);
    const alert = await messageTo(ownerRequest, phone, 'back-in-stock');
    expect(alert).toContain('फिर से स्टॉक में है');
    const back = new URL(/https?:\/\/\S+/.exec(alert)![0]);
    expect(back.pathname).toBe(`/hi/products/${product.slug}`);
    // As above, the cached page follows the restock within a second or two.
    await expect(async () => {
      await page.goto(`${back.pathname}${back.search}`);
      await expect(page.getByRole('button', { name: 'कार्ट में डालें' }).first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(page.getByRole('radio', { name: size.size, exact: true })).toBeChecked();
    await expect(page.getByRole('button', { name: 'मुझे बताएँ' })).toBeHidden();
  } finally {
    await setStock(size.stock);
  }
});
