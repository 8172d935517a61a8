import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { emailOutbox, stockAlerts } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  pickVariants,
  setStock,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { testIp, uniqueEmail, uniqueMobile } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';

const MINUTE = 60_000;
let nowMs = Date.parse('2026-11-20T06:00:00Z');
let t: TestApp;
let sizes: TestVariant[];
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp({ clock: () => nowMs, env: { STOCK_ALERT_NEXT_BATCH_MINUTES: '60' } });
  sizes = await pickVariants(t, 6, 0);
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const ask = (
  size: TestVariant,
  contact: { email?: string; phone?: string },
  options: { cookie?: string; hindi?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stock-alerts',
    remoteAddress: testIp(),
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.hindi ? { 'accept-language': 'hi' } : {}),
    },
    payload: { productId: size.productId, variantId: size.variantId, ...contact },
  });

/** What went to `to` under `template`, oldest first: the sandbox outbox is the shopper's inbox. */
const messagesTo = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)))
    .orderBy(asc(emailOutbox.createdAt));

const tokenIn = (text: string) => /[?&]token=([^&\s]+)/.exec(text)?.[1];

/** The owner's sweep, as every instance runs it each minute. */
const sweep = () => t.app.services.stockAlerts.tellRestocked();

describe('Notify me on a sold-out size', () => {
  it('sends a guest nothing but the confirm link until it is opened, then the alert', async () => {
    const phone = uniqueMobile();
    const res = await ask(sizes[0]!, { phone: phone.slice(3) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { state: 'confirm-sent', channel: 'phone' } });
    expect(res.json().message).toContain('sent a link');

    await setStock(t, sizes[0]!.variantId, 3);
    await sweep();
    expect(await messagesTo(phone, 'back-in-stock')).toHaveLength(0);

    const [link] = await messagesTo(phone, 'stock-alert-confirm');
    const token = tokenIn(link!.text);
    expect(token).toBeDefined();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ productSlug: sizes[0]!.slug, size: sizes[0]!.size });

    await sweep();
    const [alert] = await messagesTo(phone, 'back-in-stock');
    expect(alert?.channel).toBe('whatsapp');
    expect(alert?.text).toContain(`/products/${sizes[0]!.slug}?size=`);
  });

  it('keeps one subscription per person per size and sends one link, however often they ask', async () => {
    const email = uniqueEmail('twice');
    const first = await ask(sizes[1]!, { email });
    const again = await ask(sizes[1]!, { email: email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(first.json().data);
    const rows = await t.db.select().from(stockAlerts).where(eq(stockAlerts.contact, email));
    expect(rows).toHaveLength(1);
    const links = await messagesTo(email, 'stock-alert-confirm');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link?.subject).toContain('Confirm your back-in-stock alert');

    // Proved by the emailed link, the address hears of the restock by email.
    const token = tokenIn(link!.text);
    await t.app.inject({ method: 'POST', url: '/api/v1/stock-alerts/confirm', payload: { token } });
    await setStock(t, sizes[1]!.variantId, 1);
    await sweep();
    const alerts = await messagesTo(email, 'back-in-stock');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe(`${sizes[1]!.name} (size ${sizes[1]!.size}) is back in stock`);
    expect(alerts[0]?.html).toContain(`/products/${sizes[1]!.slug}?size=`);
  });

  it('refuses a size in stock, and a wrong link, in the shopper’s language, and stores nothing', async () => {
    await setStock(t, sizes[2]!.variantId, 4);
    const email = uniqueEmail('instock');
    const english = await ask(sizes[2]!, { email });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({ success: false, code: 'STOCK_ALERT_IN_STOCK' });
    expect(english.json().message).toContain('in stock now');
    const hindi = await ask(sizes[2]!, { email }, { hindi: true });
    expect(hindi.json().message).toContain('स्टॉक में है');
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.contact, email))).toHaveLength(0);

    const noContact = await ask(sizes[3]!, {});
    expect(noContact.statusCode).toBe(400);
    expect(noContact.json().code).toBe('STOCK_ALERT_CONTACT_REQUIRED');

    const badLink = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stock-alerts/confirm',
      headers: { 'accept-language': 'hi' },
      payload: { token: 'x'.repeat(43) },
    });
    expect(badLink.statusCode).toBe(400);
    expect(badLink.json().message).toContain('लिंक');
  });

  it('tells the first 2 of 5 in the order they asked, the rest after the delay, nobody twice', async () => {
    const size = sizes[4]!;
    const waiting: Shopper[] = [];
    for (let i = 0; i < 5; i += 1) {
      const shopper = await createShopper(t, `waiting-${i}`, { withPhone: true });
      const res = await ask(size, {}, { cookie: shopper.cookie });
      expect(res.json(), res.body).toMatchObject({ data: { state: 'waiting', channel: 'phone' } });
      waiting.push(shopper);
    }
    const owner = await admin.request({ method: 'GET', url: `/api/v1/admin/stock?q=${encodeURIComponent(size.name)}` });
    expect(owner.json().rows.find((row: { variantId: string }) => row.variantId === size.variantId)?.waiting).toBe(5);

    const told = async () => {
      const result: number[] = [];
      for (const [i, shopper] of waiting.entries()) {
        if ((await messagesTo(shopper.phone!, 'back-in-stock')).length > 0) result.push(i);
      }
      return result;
    };

    await setStock(t, size.variantId, 2);
    // Two sweeps at once, as two instances would run them.
    await Promise.all([sweep(), sweep()]);
    expect(await told()).toEqual([0, 1]);

    nowMs += 59 * MINUTE;
    await sweep();
    expect(await told()).toEqual([0, 1]);

    nowMs += 2 * MINUTE;
    await Promise.all([sweep(), sweep()]);
    expect(await told()).toEqual([0, 1, 2, 3, 4]);
    await sweep();
    for (const shopper of waiting) expect(await messagesTo(shopper.phone!, 'back-in-stock')).toHaveLength(1);
  });

  it('tells the rest nothing when the first batch bought the stock', async () => {
    const size = sizes[5]!;
    const shoppers = [
      await createShopper(t, 'first', { withPhone: true }),
      await createShopper(t, 'second', { withPhone: true }),
    ];
    for (const shopper of shoppers) await ask(size, {}, { cookie: shopper.cookie, hindi: true });
    await setStock(t, size.variantId, 1);
    await sweep();
    await setStock(t, size.variantId, 0);
    nowMs += 61 * MINUTE;
    await sweep();
    expect(await messagesTo(shoppers[1]!.phone!, 'back-in-stock')).toHaveLength(0);

    const [hindi] = await messagesTo(shoppers[0]!.phone!, 'back-in-stock');
    expect(hindi?.language).toBe('hi');
    expect(hindi?.text).toContain('फिर से स्टॉक में है');
    expect(hindi?.text).toContain(`/hi/products/${size.slug}`);
  });
});
