import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { storefrontBuilt, storefrontForSuite } from '../../security/storefront-app';
import { pickVariants, type TestVariant } from '../../test/shoppers';
import { uniqueMobile } from '../../test/session';

// "Notify me" on the product page, posted without JavaScript: the form is in the server's HTML
// and /notify-me's action makes the API call, in the page's language.
describe.skipIf(!storefrontBuilt)('Notify me posted without JavaScript', () => {
  const store = storefrontForSuite();
  let size: TestVariant;

  beforeAll(async () => {
    size = (await pickVariants(store.shop, 1, 0))[0]!;
  });

  const post = (url: string, fields: Record<string, string>) =>
    store.shop.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      },
      payload: new URLSearchParams(fields).toString(),
    });

  it('shows the form on a sold-out size in Hindi and sends the confirm link to the phone given', async () => {
    await expect
      .poll(async () => (await store.shop.app.inject({ url: `/hi/products/${size.slug}` })).body, { timeout: 15_000 })
      .toContain('action="/hi/notify-me"');
    const page = (await store.shop.app.inject({ url: `/hi/products/${size.slug}` })).body;
    expect(page).toContain('मुझे बताएँ');

    const phone = uniqueMobile();
    const answer = await post('/hi/notify-me', {
      productId: size.productId,
      slug: size.slug,
      variantId: size.variantId,
      contact: phone.slice(3),
    });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toContain('लिंक भेजा है');

    const [link] = await store.shop.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, phone), eq(emailOutbox.template, 'stock-alert-confirm')));
    expect(link?.text).toContain('/hi/notify-me?token=');
    const token = /token=([^&\s]+)/.exec(link!.text)![1]!;

    // Opening the link changes nothing; its button confirms.
    const opened = await store.shop.app.inject({ url: `/hi/notify-me?token=${token}` });
    expect(opened.body).toContain('मेरी सूचना पक्की करें');
    const confirmed = await post('/hi/notify-me', { intent: 'confirm', token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('पुष्टि हो गई');
  });

  it('refuses a guest who gives no contact, in English, and saves nothing', async () => {
    const refused = await post('/notify-me', {
      productId: size.productId,
      slug: size.slug,
      variantId: size.variantId,
      contact: '',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Please give your mobile number or your email');
    expect(refused.body).toContain(`/products/${size.slug}`);
  });
});
