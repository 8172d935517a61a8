import { randomUUID } from 'node:crypto';
import { ORDER_MESSAGES } from '@shop/shared/contracts/orders';
import { orderNumber } from '@shop/shared/order-rules';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  databaseChecksums,
  FUZZ_RUNS,
  fuzzSkipReason,
  hugeString,
  nastyString,
  pathSegment,
  wellFormed,
} from '../security/fuzz-kit';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { emailOutbox, users } from '../db/schema';
import { createShopper, insertOrderRow, TEST_SHIPPING_ADDRESS } from '../test/shoppers';

// Page forms that work before the page's script has started, or without JavaScript at all: the
// browser posts the form to the page, and the route's action answers with the page
// (plugins/page-forms.ts answersPostedForm): the tracking page and the emailed link's verify-email page.
describe.skipIf(!storefrontBuilt)('a page form posted without JavaScript', () => {
  const store = storefrontForSuite();
  let orderId: string;
  /** The order's heading as the page writes it (one message, `Order #{number}`). */
  let shown: string;

  beforeAll(async () => {
    const owner = await createShopper(store.shop, 'tracked');
    orderId = await insertOrderRow(store.shop, owner.id);
    shown = `Order #${orderNumber(orderId)}`;
  });

  /** A body posted to a page as a browser would: form-encoded unless `type` says otherwise. */
  const send = (
    url: string,
    payload: string,
    { from = '192.0.2.50', origin = 'http://localhost', type = 'application/x-www-form-urlencoded' } = {},
  ) =>
    store.shop.app.inject({
      method: 'POST',
      url,
      remoteAddress: from,
      headers: {
        'content-type': type,
        origin,
        'sec-fetch-site': origin === 'http://localhost' ? 'same-origin' : 'cross-site',
      },
      payload,
    });

  /** The tracking form as a browser posts it. */
  const post = (id: string, confirm: string, options: { from?: string; origin?: string } = {}) =>
    send(`/track-order/${id}`, new URLSearchParams({ confirm }).toString(), options);

  it('shows the order to whoever gives its email or phone, on a page for them alone', async () => {
    for (const confirm of [TEST_SHIPPING_ADDRESS.contact, ` ${TEST_SHIPPING_ADDRESS.phone} `]) {
      const res = await post(orderId, confirm);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(shown);
      expect(res.body).toContain('The courier and tracking number appear here once your order is shipped.');
      expect(res.headers['cache-control']).toBe('private, no-store');
      // A production page: painting first, under its own script policy.
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self' 'sha256-");
    }
    // Never kept for the next anonymous visitor of the same address.
    for (let i = 0; i < 2; i += 1) {
      const next = await store.shop.app.inject({ method: 'GET', url: `/track-order/${orderId}` });
      expect(next.statusCode).toBe(200);
      expect(next.body).not.toContain(shown);
      expect(next.body).toContain('Confirm it is your order');
    }
  });

  it("refuses an empty or wrong answer in the spec's words, keeping what was typed", async () => {
    const empty = await post(orderId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(ORDER_MESSAGES.trackConfirmRequired);
    expect(empty.body).not.toContain(shown);

    const wrong = await post(orderId, 'someone.else@example.in');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain(ORDER_MESSAGES.trackConfirmMismatch);
    expect(wrong.body).toContain('value="someone.else@example.in"');
    expect(wrong.body).not.toContain(shown);
    expect(wrong.headers['cache-control']).toBe('private, no-store');

    // An order that does not exist reads exactly like a wrong answer.
    const unknown = await post(randomUUID(), TEST_SHIPPING_ADDRESS.contact);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(ORDER_MESSAGES.trackConfirmMismatch);
  });

  it('refuses a form posted from another site, showing nothing', async () => {
    const res = await post(orderId, TEST_SHIPPING_ADDRESS.contact, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(shown);
  });

  it("counts tries against the visitor's address, not the server's own", async () => {
    // The API allows 20 tries per address per 15 minutes (and 10 per order): spread over orders.
    const guesser = '198.51.100.77';
    const guessed = [randomUUID(), randomUUID()];
    for (let i = 0; i < 20; i += 1) {
      const res = await post(guessed[i % 2]!, `guess-${i}@example.in`, { from: guesser });
      expect(res.statusCode).toBe(404);
    }
    const blocked = await post(randomUUID(), TEST_SHIPPING_ADDRESS.contact, { from: guesser });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body).toContain('Too many attempts. Please try again in 15 minutes.');

    // Another shopper is not held up by the guesser.
    const other = await post(randomUUID(), TEST_SHIPPING_ADDRESS.contact, { from: '198.51.100.78' });
    expect(other.statusCode).toBe(404);
    expect(other.body).toContain(ORDER_MESSAGES.trackConfirmMismatch);
  });

  it('takes only a form: any other body is refused before the page runs', async () => {
    for (const [type, payload, status] of [
      ['application/json', JSON.stringify({ confirm: TEST_SHIPPING_ADDRESS.contact }), 415],
      ['text/plain', `confirm=${TEST_SHIPPING_ADDRESS.contact}`, 415],
      ['multipart/form-data; boundary=x', '--x--', 415],
      ['application/x-www-form-urlencoded', `confirm=${'x'.repeat(20_000)}`, 413],
    ] as const) {
      const res = await send(`/track-order/${orderId}`, payload, { type });
      expect(res.statusCode, type).toBe(status);
      expect(res.body).not.toContain(shown);
    }
    // A post with no body at all is no form either.
    const bare = await store.shop.app.inject({
      method: 'POST',
      url: `/track-order/${orderId}`,
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(bare.statusCode).toBe(415);
    // The browser may name the form's charset.
    const withCharset = await send(
      `/track-order/${orderId}`,
      `confirm=${encodeURIComponent(TEST_SHIPPING_ADDRESS.contact)}`,
      {
        type: 'application/x-www-form-urlencoded; charset=UTF-8',
      },
    );
    expect(withCharset.statusCode).toBe(200);
    expect(withCharset.body).toContain(shown);
  });

  it.skipIf(fuzzSkipReason)(
    `answers ${FUZZ_RUNS} fuzzed forms with a page or a refusal, never a server error, writing nothing`,
    async () => {
      const before = await databaseChecksums(store.shop);
      const fieldName = fc.oneof(
        { weight: 4, arbitrary: fc.constant('confirm') },
        { weight: 1, arbitrary: fc.constantFrom('__proto__', 'constructor', 'isAdmin', 'orderStatus') },
        { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
      );
      const value = fc.oneof(
        { weight: 6, arbitrary: nastyString },
        { weight: 2, arbitrary: fc.constantFrom(TEST_SHIPPING_ADDRESS.contact, TEST_SHIPPING_ADDRESS.phone) },
        { weight: 1, arbitrary: hugeString },
      );
      const encoded = fc
        .array(fc.tuple(fieldName, value), { maxLength: 4 })
        .map((pairs) =>
          new URLSearchParams(pairs.map(([k, v]): [string, string] => [wellFormed(k), wellFormed(v)])).toString(),
        );
      const body = fc.oneof({ weight: 5, arbitrary: encoded }, { weight: 1, arbitrary: fc.string({ unit: 'binary' }) });
      const id = fc.oneof(fc.constant(orderId), fc.uuid(), pathSegment);
      let visitor = 0;
      await fc.assert(
        fc.asyncProperty(id, body, async (target, payload) => {
          visitor += 1;
          const res = await send(`/track-order/${target}`, payload, { from: `203.0.113.${visitor % 250}` });
          expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
          if (res.statusCode !== 200) expect(res.body).not.toContain(shown);
          expect(Object.prototype).not.toHaveProperty('isAdmin');
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect(await databaseChecksums(store.shop)).toEqual(before);
    },
    // A thousand pages rendered: about a minute alone, twice that on a 2-core machine under load.
    240_000,
  );

  it('is read only by pages with a form action: any other page sends the post back to itself unread', async () => {
    // A form the page's script handles (the footer's newsletter, the phone code), sent before that script started.
    const res = await send(`/products/${store.productSlug}`, 'email=meera%40example.in');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/products/${store.productSlug}`);
    expect(res.body).not.toContain('meera');
  });

  it('confirms an email from its emailed link: opening the page changes nothing, its button does, once', async () => {
    const shopper = await createShopper(store.shop, 'linked', { verified: false });
    await store.shop.app.services.emailVerification.send(shopper.id, 'en');
    const [mail] = await store.shop.db.select().from(emailOutbox).where(eq(emailOutbox.to, shopper.email));
    const token = /verify-email\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const verifiedAt = async () =>
      (await store.shop.db.select().from(users).where(eq(users.id, shopper.id)))[0]?.emailVerifiedAt ?? null;

    const page = await store.shop.app.inject({ method: 'GET', url: `/verify-email?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm my email');
    expect(page.body).toContain(`value="${token}"`);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(await verifiedAt()).toBeNull();

    const body = new URLSearchParams({ token }).toString();
    const confirmed = await send(`/verify-email?token=${token}`, body);
    expect(confirmed.statusCode, confirmed.body.slice(0, 300)).toBe(200);
    expect(confirmed.body).toContain('Your email is verified.');
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(await verifiedAt()).not.toBeNull();

    const again = await send(`/verify-email?token=${token}`, body);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('This confirmation link is invalid or has expired');
  });
});

if (!storefrontBuilt) console.log(`[page forms] skipped: ${NOT_BUILT_MESSAGE}`);
