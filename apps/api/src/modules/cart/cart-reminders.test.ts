import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDashboardResponseSchema, type AdminDashboard } from '@shop/shared/contracts/admin-dashboard';
import { emailOutbox, users } from '../../db/schema';
import { uniqueMobile } from '../../test/session';
import { createAdmin, createShopper, pickVariants, signedInAgain, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk } from '../checkout/checkout-test-kit';
import { remindAbandonedCarts } from './cart-reminders';

// A shopper's cart left untouched for CART_REMINDER_MINUTES (six hours by default) is reminded of
// once, and a day later once more; never after an order, an emptied cart or the switch turned off,
// never a guest. The clock is moved, never waited for; the dates are in the future so no real
// clock reading can fall among them.

const HOUR = 60 * 60_000;
let t: TestApp;
let items: TestVariant[];

function at(moment: string | number) {
  vi.setSystemTime(new Date(moment));
}
const later = (ms: number) => at(Date.now() + ms);

const remind = () =>
  remindAbandonedCarts(t.db, {
    publicUrl: t.app.config.publicUrl,
    stops: t.app.services.cartReminderStops,
    idleMinutes: t.app.config.CART_REMINDER_MINUTES,
    now: new Date(),
  });

function remindersTo(contact: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, contact), eq(emailOutbox.template, 'cart-reminder')))
    .orderBy(emailOutbox.createdAt);
}

async function dashboard(): Promise<AdminDashboard['cartReminders']> {
  const res = await (await createAdmin(t)).request({ url: '/api/v1/admin/dashboard' });
  expect(res.statusCode, res.body).toBe(200);
  return adminDashboardResponseSchema.parse(res.json()).dashboard.cartReminders;
}

/** A shopper signed in by phone, with no email, speaking `locale`, WhatsApp updates on or off. */
async function phoneShopper(label: string, { locale, whatsapp }: { locale: 'en' | 'hi'; whatsapp: boolean }) {
  const shopper = await createShopper(t, label, { phone: uniqueMobile() });
  await t.db.update(users).set({ locale, whatsappUpdates: whatsapp }).where(eq(users.id, shopper.id));
  return shopper;
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  at('2030-03-01T09:00:00+05:30');
  t = await createTestApp();
  items = await pickVariants(t, 3, 50);
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('Cart reminders', () => {
  it('A cart left for six hours is reminded of once by email, linking to the cart, and again a day later', async () => {
    at('2030-03-01T10:00:00+05:30');
    const shopper = await createShopper(t, 'remind');
    await addToCart(shopper, items[0]!);

    later(6 * HOUR - 60_000);
    await remind();
    expect(await remindersTo(shopper.email)).toHaveLength(0);

    later(60_000);
    await remind();
    await remind();
    const [first, ...others] = await remindersTo(shopper.email);
    expect(others).toHaveLength(0);
    expect(first).toMatchObject({ channel: 'email', subject: 'Your cart is waiting for you', language: 'en' });
    expect(first!.html).toContain(`href="${t.app.config.publicUrl}/cart"`);
    expect(first!.text).toContain(`${t.app.config.publicUrl}/cart-reminders/stop?user=${shopper.id}&e=`);

    later(23 * HOUR);
    await remind();
    expect(await remindersTo(shopper.email)).toHaveLength(1);

    later(HOUR);
    await remind();
    expect(await remindersTo(shopper.email)).toHaveLength(2);

    // Never a third for the same untouched cart.
    later(3 * 24 * HOUR);
    await remind();
    expect(await remindersTo(shopper.email)).toHaveLength(2);

    // A new change starts the wait again.
    await addToCart(await signedInAgain(t, shopper), items[1]!);
    later(6 * HOUR);
    await remind();
    expect(await remindersTo(shopper.email)).toHaveLength(3);
  });

  it('A Hindi shopper signed in by phone hears by WhatsApp in Hindi; one without WhatsApp by SMS', async () => {
    at('2030-03-10T10:00:00+05:30');
    const hindi = await phoneShopper('hindi', { locale: 'hi', whatsapp: true });
    const noWhatsapp = await phoneShopper('sms', { locale: 'en', whatsapp: false });
    await addToCart(hindi, items[0]!);
    await addToCart(noWhatsapp, items[0]!);

    later(6 * HOUR);
    await remind();
    const [whatsapp] = await remindersTo(hindi.phone!);
    expect(whatsapp).toMatchObject({ channel: 'whatsapp', template: 'cart-reminder', language: 'hi' });
    expect(whatsapp!.text).toContain('आपके कार्ट में अब भी रखा है');
    expect(whatsapp!.params![0]).toBe(`${t.app.config.publicUrl}/hi/cart`);
    expect(whatsapp!.params![1]).toMatch(
      new RegExp(`^${t.app.config.publicUrl}/hi/cart-reminders/stop\\?user=${hindi.id}&e=\\d+&s=`),
    );
    const [sms] = await remindersTo(noWhatsapp.phone!);
    expect(sms).toMatchObject({ channel: 'sms', language: 'en' });
    expect(sms!.text).toContain(`${t.app.config.publicUrl}/cart`);
  });

  it('None after an order, an emptied cart or reminders turned off; never a guest or an unreachable account', async () => {
    at('2030-03-20T10:00:00+05:30');
    const ordered = await createShopper(t, 'ordered', { withPhone: true });
    const emptied = await createShopper(t, 'emptied');
    const optedOut = await createShopper(t, 'optout');
    const unverified = await createShopper(t, 'unverified', { verified: false });
    for (const shopper of [ordered, emptied, optedOut, unverified]) await addToCart(shopper, items[0]!);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: items[0]!.productId, variantId: items[0]!.variantId, quantity: 1 },
    });
    expect(guest.statusCode, guest.body).toBe(200);
    // Shoppers of the tests above, whose carts may still be reminded of.
    const remindedBefore = new Set(
      (await t.db.select().from(emailOutbox)).filter((row) => row.template === 'cart-reminder').map((row) => row.to),
    );

    later(HOUR);
    // An order of something else leaves the cart as it was, and still counts.
    await checkoutOk(await signedInAgain(t, ordered), {
      paymentMethod: 'COD',
      buyNow: { productId: items[2]!.productId, variantId: items[2]!.variantId, quantity: 1 },
    });
    const cleared = await (
      await signedInAgain(t, emptied)
    ).request({ method: 'DELETE', url: '/api/v1/user/clear-cart' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const off = await (
      await signedInAgain(t, optedOut)
    ).request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { cartReminders: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().userData.cartReminders).toBe(false);

    later(2 * 24 * HOUR);
    await remind();
    for (const shopper of [emptied, optedOut, unverified]) expect(await remindersTo(shopper.email)).toHaveLength(0);
    expect(await remindersTo(ordered.phone!)).toHaveLength(0);
    // Nobody else was reminded: the guest gave no way to reach them.
    const reminded = (await t.db.select().from(emailOutbox)).filter((row) => row.template === 'cart-reminder');
    expect(reminded.filter((row) => !remindedBefore.has(row.to))).toEqual([]);
  });

  it('The dashboard counts reminders sent and the orders placed within three days of one', async () => {
    // Far from the reminders above, so none of them leaves the 30-day window while this test reads it.
    at('2030-04-10T10:00:00+05:30');
    const shopper = await createShopper(t, 'recovered', { withPhone: true });
    await addToCart(shopper, items[1]!, 2);
    later(6 * HOUR - 60_000);
    const before = await dashboard();
    later(60_000);
    const queued = await remind();
    expect(await remindersTo(shopper.phone!)).toHaveLength(1);
    // The dashboard counts up to the moment it is read; a minute later, then.
    later(60_000);
    const reminded = await dashboard();
    expect(reminded.sent).toBe(before.sent + queued);
    expect(reminded.orders).toBe(before.orders);

    // Half a day after the reminder, before a second one is due.
    later(12 * HOUR);
    const order = await checkoutOk(await signedInAgain(t, shopper), { paymentMethod: 'COD' });
    later(60_000);
    const after = await dashboard();
    expect(after.orders).toBe(reminded.orders + 1);
    expect(after.revenueRecovered).toBe(reminded.revenueRecovered + order.totalAmount);

    // The order emptied the cart: no second reminder.
    later(2 * 24 * HOUR);
    await remind();
    expect(await remindersTo(shopper.phone!)).toHaveLength(1);
  });

  it('The owner sees the reminders among the shop’s jobs', async () => {
    const res = await (await createAdmin(t)).request({ url: '/api/v1/admin/jobs' });
    expect(res.json().jobs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: 'cart-reminders',
          title: {
            en: 'Remind shoppers of carts left for 360 minutes',
            hi: '360 मिनट से छोड़े गए कार्ट की याद खरीदारों को दिलाना',
          },
        }),
      ]),
    );
  });

  it('The stop link in a reminder turns reminders off without signing in, at its button; a tampered one changes nothing', async () => {
    at('2030-04-01T10:00:00+05:30');
    const shopper = await phoneShopper('stop', { locale: 'hi', whatsapp: true });
    const other = await phoneShopper('other', { locale: 'hi', whatsapp: true });
    await addToCart(shopper, items[0]!);
    later(6 * HOUR);
    await remind();
    const [message] = await remindersTo(shopper.phone!);
    const stop = new URL(message!.params![1]!);
    expect(stop.pathname).toBe('/hi/cart-reminders/stop');
    const link = Object.fromEntries(stop.searchParams) as { user: string; e: string; s: string };
    const remindersOn = async (id: string) =>
      (await t.db.select({ on: users.cartReminders }).from(users).where(eq(users.id, id)))[0]!.on;
    const press = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/cart-reminders/stop',
        headers: { 'accept-language': 'hi' },
        payload: fields,
      });

    // Opening the link (as a mail scanner does) only checks it.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cart-reminders/stop?${stop.searchParams}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await remindersOn(shopper.id)).toBe(true);

    const flipped = link.s.at(-1) === 'A' ? 'B' : 'A';
    for (const tampered of [
      { ...link, user: other.id },
      { ...link, s: `${link.s.slice(0, -1)}${flipped}` },
      { ...link, e: String(Number(link.e) + 1) },
      { ...link, user: 'not-an-account' },
    ]) {
      const res = await press(tampered);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'CART_REMINDER_LINK_INVALID',
        message: 'यह लिंक सही नहीं है। कार्ट की याद दिलाने वाले संदेश आप अपनी प्रोफ़ाइल में बंद कर सकते हैं।',
      });
    }
    expect(await remindersOn(shopper.id)).toBe(true);
    expect(await remindersOn(other.id)).toBe(true);

    const pressed = await press(link);
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(pressed.json().message).toBe('कार्ट की याद दिलाने वाले संदेश बंद हो गए। हम आपको आपके कार्ट की याद फिर नहीं दिलाएँगे।');
    expect(await remindersOn(shopper.id)).toBe(false);
    expect((await press(link)).statusCode).toBe(200);

    // Its next untouched cart is not reminded of.
    await addToCart(await signedInAgain(t, shopper), items[1]!);
    later(2 * 24 * HOUR);
    await remind();
    expect(await remindersTo(shopper.phone!)).toHaveLength(1);
  });
});
