import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { addToCart, checkoutOk, customer, payInSandbox } from '../checkout/checkout-test-kit';
import { setStatus, useOrderTestContext } from './order-test-kit';

// Order updates go where shoppers read: WhatsApp to the delivery phone (SMS when they turned it
// off), besides the email to a verified address.

const ctx = useOrderTestContext([1500_00]);

/** A paid online order whose delivery phone is unique to this test, so its messages are its own. */
async function paidOrder(phone: string, whatsappUpdates = true) {
  await addToCart(ctx.shopper, ctx.items[0]!, 1);
  const data = await checkoutOk(ctx.shopper, { shippingAddress: { ...customer, phone, whatsappUpdates } });
  await payInSandbox(ctx.shopper, data.razorpayOrder!.id);
  return data.orderId;
}
const textsTo = (phone: string) =>
  ctx.t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, `+91${phone}`), inArray(emailOutbox.channel, ['sms', 'whatsapp'])))
    .orderBy(asc(emailOutbox.createdAt));

describe('order updates by WhatsApp and SMS', () => {
  it('tell a placed, shipped (courier, AWB, tracking link) and delivered order on WhatsApp', async () => {
    const orderId = await paidOrder('9811100001');
    await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-55501' });
    await setStatus(ctx.admin, orderId, { status: 'delivered' });

    const texts = await textsTo('9811100001');
    expect(texts.map((row) => [row.channel, row.template])).toEqual([
      ['whatsapp', 'order-placed'],
      ['whatsapp', 'order-shipped'],
      ['whatsapp', 'order-delivered'],
    ]);
    const shipped = texts[1]!;
    expect(shipped.text).toContain('Delhivery (AWB DLV-55501)');
    expect(shipped.text).toContain(`/track-order/${orderId}`);
    expect(shipped.params).toEqual([
      expect.stringMatching(/^#[0-9A-F]{8}$/),
      'Delhivery',
      'DLV-55501',
      expect.stringContaining(`/track-order/${orderId}`),
    ]);
    expect(shipped.language).toBe('en');

    // The verified email gets its own emails besides.
    const emails = await ctx.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, ctx.shopper.email), like(emailOutbox.template, 'order-%')));
    expect(emails.map((row) => row.template)).toEqual(expect.arrayContaining(['order-confirmation', 'order-shipped']));
  });

  it('go by SMS to a shopper who turned WhatsApp off, including a cancellation and its refund', async () => {
    const orderId = await paidOrder('9811100002', false);
    const cancelled = await ctx.shopper.request({
      method: 'POST',
      url: `/api/v1/user/orders/${orderId}/cancel`,
      payload: { reason: 'Ordered the wrong size' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const texts = await textsTo('9811100002');
    expect(texts.every((row) => row.channel === 'sms')).toBe(true);
    expect(texts.map((row) => row.template)).toEqual(['order-placed', 'order-cancelled', 'refund-issued']);
    expect(texts[2]!.text).toContain('₹1,500');
  });
});
