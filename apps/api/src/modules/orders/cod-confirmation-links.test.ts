import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, orders } from '../../db/schema';
import { createAdmin, createShopper, pricedVariants, setStock, stockOf, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, customer, orderRow } from '../checkout/checkout-test-kit';

// Every cash-on-delivery order asks its shopper to confirm it from a message before it ships.

let t: TestApp;
let item: TestVariant | undefined;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  [item] = await pricedVariants(t, [450_00], 10);
});
afterAll(() => t.close());
beforeEach(async () => {
  await setStock(t, item!.variantId, 10);
});

/** A verified shopper's cash-on-delivery order, and the links of the message it sent to the account's phone. */
async function codOrder(whatsappUpdates = true) {
  const shopper = await createShopper(t, 'cod', { withPhone: true });
  await addToCart(shopper, item!, 2);
  const data = await checkoutOk(shopper, {
    paymentMethod: 'COD',
    shippingAddress: { ...customer, whatsappUpdates },
  });
  const [message] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'cod-confirmation'), eq(emailOutbox.to, shopper.phone!)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const confirm = /(\S+do=confirm)/.exec(message!.text)![1]!;
  const cancel = /(\S+do=cancel)/.exec(message!.text)![1]!;
  return { shopper, orderId: data.orderId, message: message!, confirm, cancel };
}

/** The link's fields, as the page reads them from its address. */
function fieldsOf(link: string) {
  const query = new URL(link).searchParams;
  return { order: query.get('order')!, e: query.get('e')!, s: query.get('s')! };
}
const view = (link: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/cod-confirmation?${new URLSearchParams(fieldsOf(link))}` });
const decide = (link: string, decision: 'confirm' | 'cancel', fields = fieldsOf(link)) =>
  t.app.inject({ method: 'POST', url: '/api/v1/cod-confirmation', payload: { ...fields, decision } });

describe('the confirmation message', () => {
  it("goes to the account's proven phone by WhatsApp, or by SMS when the shopper turned WhatsApp off", async () => {
    const byWhatsApp = await codOrder(true);
    expect(byWhatsApp.message).toMatchObject({ channel: 'whatsapp', status: 'pending', language: 'en' });
    expect(byWhatsApp.message.text).toContain('waits for your confirmation before it ships');
    expect(await orderRow(t, byWhatsApp.orderId)).toMatchObject({ status: 'processing', codConfirmation: 'awaiting' });

    const bySms = await codOrder(false);
    expect(bySms.message.channel).toBe('sms');
  });

  it('links to a page that shows the order and changes nothing when opened', async () => {
    const { confirm, orderId } = await codOrder();
    expect(confirm).toMatch(/^http:\/\/localhost:\d+\/cod-confirm\?order=/);
    const opened = await view(confirm);
    expect(opened.statusCode).toBe(200);
    // ₹900 of goods and ₹70 for delivery.
    expect(opened.json().order).toMatchObject({ totalAmount: 970, itemCount: 2, codConfirmation: 'awaiting' });
    expect(await orderRow(t, orderId)).toMatchObject({ codConfirmation: 'awaiting' });
  });
});

describe('the links', () => {
  it('confirm the order once; a second use is refused and changes nothing', async () => {
    const { confirm, cancel, orderId } = await codOrder();
    const first = await decide(confirm, 'confirm');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Thank you! Your order is confirmed and will be packed for delivery.');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'processing', codConfirmation: 'confirmed' });

    const again = await decide(confirm, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order was already confirmed');
    const cancelAfter = await decide(cancel, 'cancel');
    expect(cancelAfter.statusCode).toBe(409);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'processing', codConfirmation: 'confirmed' });
  });

  it('cancel the order and put its items back on the shelf', async () => {
    const { cancel, orderId } = await codOrder();
    expect(await stockOf(t, item!.variantId)).toBe(8);
    const answer = await decide(cancel, 'cancel');
    expect(answer.json().message).toBe('Your order is cancelled. Nothing is owed.');
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'cancelled', codConfirmation: 'cancelled' });
    expect(await stockOf(t, item!.variantId)).toBe(10);
    expect((await decide(cancel, 'cancel')).json().message).toBe('This order was already cancelled');
    expect(await stockOf(t, item!.variantId)).toBe(10);
  });

  it('are refused once they expire, or when their signature or order is changed', async () => {
    const { confirm, orderId } = await codOrder();
    const fields = fieldsOf(confirm);
    const other = await codOrder();
    const tampered = [
      { ...fields, e: String(Number(fields.e) + 1) },
      { ...fields, s: `${fields.s.slice(0, -2)}xx` },
      { ...fields, order: other.orderId },
      { ...fields, e: String(Date.now() - 1000) },
    ];
    for (const bad of tampered) {
      const answer = await decide(confirm, 'confirm', bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('This link is invalid or has expired');
    }
    expect(await orderRow(t, orderId)).toMatchObject({ codConfirmation: 'awaiting' });

    // A link works until the order's deadline (30 minutes by default), which the message names.
    const expires = Number(fields.e);
    expect(expires).toBeGreaterThan(Date.now() + 29 * MINUTE);
    expect(expires).toBeLessThan(Date.now() + 31 * MINUTE);
    const later = t.app.services.codConfirmation;
    await expect(
      later.decideByLink({ order: fields.order, e: expires, s: fields.s }, 'confirm').then(() => 'confirmed'),
    ).resolves.toBe('confirmed');
  });
});

describe('an order left unconfirmed', () => {
  it('is cancelled at its deadline, 30 minutes after it was placed, and its stock goes back', async () => {
    const service = t.app.services.codConfirmation;
    // Earlier tests' orders end first, so only this order's stock moves below.
    await service.cancelUnconfirmed(new Date(Date.now() + 24 * 60 * MINUTE));
    await setStock(t, item!.variantId, 10);
    const { shopper, orderId, message, confirm } = await codOrder();
    expect(message.text).toMatch(/Confirm by \d+ \w+, \d+:\d\d [ap]m, or it is cancelled/);
    expect(await stockOf(t, item!.variantId)).toBe(8);

    await service.cancelUnconfirmed(new Date(Date.now() + 29 * MINUTE));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'processing', codConfirmation: 'awaiting' });
    // The order page names the same deadline as the message and its links.
    const page = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` });
    expect(Date.parse(page.json().order.confirmByMessage.until)).toBe(Number(fieldsOf(confirm).e));

    expect(await service.cancelUnconfirmed(new Date(Date.now() + 31 * MINUTE))).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'cancelled', codConfirmation: 'cancelled' });
    expect(await stockOf(t, item!.variantId)).toBe(10);
  });

  it('can be confirmed or cancelled by the owner, with stock back on a cancel', async () => {
    const owner = await createAdmin(t);
    const { orderId: kept } = await codOrder();
    const { orderId: dropped } = await codOrder();
    const call = (orderId: string, decision: string) =>
      owner.request({
        method: 'POST',
        url: `/api/v1/admin/orders/${orderId}/cod-confirmation`,
        payload: { decision },
      });

    expect((await call(kept, 'confirm')).statusCode).toBe(200);
    expect(await orderRow(t, kept)).toMatchObject({ codConfirmation: 'confirmed', status: 'processing' });
    expect((await call(dropped, 'cancel')).json().message).toBe('Order cancelled and its items returned to stock');
    expect(await orderRow(t, dropped)).toMatchObject({ codConfirmation: 'cancelled', status: 'cancelled' });
    expect(await stockOf(t, item!.variantId)).toBe(8);
    expect((await call(kept, 'cancel')).statusCode).toBe(409);

    const shopper = await createShopper(t, 'not-owner');
    const refused = await shopper.request({
      method: 'POST',
      url: `/api/v1/admin/orders/${kept}/cod-confirmation`,
      payload: { decision: 'cancel' },
    });
    expect(refused.statusCode).toBe(403);

    const confirmedList = await owner.request({
      method: 'GET',
      url: '/api/v1/admin/orders?confirmation=confirmed&limit=100',
    });
    const ids = confirmedList.json().orders.map((order: { _id: string }) => order._id);
    expect(ids).toContain(kept);
    expect(ids).not.toContain(dropped);
  });

  it('is not a thing online orders have', async () => {
    const shopper = await createShopper(t, 'online');
    await addToCart(shopper, item!, 1);
    const data = await checkoutOk(shopper, { paymentMethod: 'Online' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, data.orderId));
    expect(row!.codConfirmation).toBeNull();
  });
});

describe('an order refused at the door', () => {
  it('is marked returned to origin by the owner, its items back on the shelf, and counted on the dashboard', async () => {
    const owner = await createAdmin(t);
    const { orderId, confirm } = await codOrder();
    await decide(confirm, 'confirm');
    const status = (payload: object) =>
      owner.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/status`, payload });

    // Only a shipped parcel can come back.
    expect((await status({ status: 'returned_to_origin' })).statusCode).toBe(409);
    expect((await status({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-RTO-1' })).statusCode).toBe(
      200,
    );
    expect(await stockOf(t, item!.variantId)).toBe(8);
    const back = await status({ status: 'returned_to_origin' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().order).toMatchObject({ orderStatus: 'returned_to_origin', allowedTransitions: [] });
    expect(await stockOf(t, item!.variantId)).toBe(10);

    const dashboard = await owner.request({ method: 'GET', url: '/api/v1/admin/dashboard' });
    const cod = dashboard.json().dashboard.cashOnDelivery;
    expect(cod.returnedToOrigin).toBeGreaterThanOrEqual(1);
    expect(cod.confirmed).toBeGreaterThanOrEqual(1);
    expect(cod.orders).toBeGreaterThanOrEqual(cod.confirmed + cod.cancelled + cod.awaiting);
  });
});
