import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutResponseSchema } from '@shop/shared/contracts/checkout';
import { orderNumber } from '@shop/shared/order-rules';
import { orderListResponseSchema, orderResponseSchema } from '@shop/shared/contracts/orders';
import { emailOutbox, products } from '../../db/schema';
import { createAdmin, createShopper, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, customer, orderRow, payInSandbox } from './checkout-test-kit';

let t: TestApp;
let item: TestVariant;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  item = (await pricedVariants(t, [400_00], 10))[0]!;
  base = t.app.config.publicUrl;
});
afterAll(() => t.close());

/** A paid order placed from a page in `language`, and everything the outbox holds about it. */
async function paidOrder(language: 'en' | 'hi') {
  const shopper: Shopper = await createShopper(t, `order-${language}`);
  await addToCart(shopper, item);
  const res = await shopper.request({
    method: 'POST',
    url: '/api/v1/payment/checkout',
    payload: { paymentMethod: 'Online', shippingAddress: { ...customer, whatsappUpdates: true }, couponCode: null },
    headers: { 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { orderId } = checkoutResponseSchema.parse(res.json()).data;
  await payInSandbox(shopper, checkoutResponseSchema.parse(res.json()).data.razorpayOrder!.id);
  const [email] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'order-confirmation'), eq(emailOutbox.to, shopper.email)));
  const [text] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, 'order-placed'), like(emailOutbox.text, `%${orderId}%`)));
  return { orderId, number: orderNumber(orderId), email: email!, text: text!, shopper };
}

describe('Messages about an order speak the language it was placed in', () => {
  it('keeps a Hindi order in Hindi: its confirmation email and WhatsApp link to /hi pages', async () => {
    const { orderId, number, email, text } = await paidOrder('hi');
    expect((await orderRow(t, orderId)).locale).toBe('hi');

    const link = `${base}/hi/dashboard/orders/${orderId}`;
    expect(email.subject).toBe(`Shringar Shop: ऑर्डर #${number} पक्का हो गया`);
    expect(email.text).toContain('नमस्ते Radha Devi जी,');
    expect(email.text).toContain('आपके ऑर्डर के लिए धन्यवाद। ऑनलाइन भुगतान हो गया।');
    expect(email.text).toContain('कुल राशि: ₹470');
    expect(email.text).toContain(`ऑर्डर की जानकारी: ${link}`);
    expect(email.html).toContain('<p>नमस्ते Radha Devi जी,</p>');
    expect(email.html).toContain(`<a href="${link}">अपना ऑर्डर देखें</a>`);
    expect(email.text).not.toMatch(/Thank you|Namaste|Subtotal/);

    expect(text).toMatchObject({
      channel: 'whatsapp',
      language: 'hi',
      params: [`#${number}`, '₹470', link],
      text: `धन्यवाद! आपका Shringar Shop ऑर्डर #${number} (₹470) हो गया है। यहाँ देखें: ${link}`,
    });
  });

  it("keeps the product's Hindi name in the order: Hindi pages and email show it, the owner reads English", async () => {
    const [product] = await t.db
      .select({ nameHi: products.nameHi })
      .from(products)
      .where(eq(products.id, item.productId));
    const hindiName = product!.nameHi!;
    expect(hindiName).toMatch(/\p{Script=Devanagari}/u);
    const { orderId, email, shopper } = await paidOrder('hi');
    expect(email.text).toContain(`${hindiName} (साइज़`);
    expect(email.text).not.toContain(item.name);

    const orderIn = async (language: string) =>
      orderResponseSchema.parse(
        (
          await shopper.request({
            method: 'GET',
            url: `/api/v1/user/orders/${orderId}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      ).order.products[0]!;
    expect(await orderIn('hi')).toMatchObject({ name: hindiName, untranslated: [] });
    const english = await orderIn('en');
    expect(english.name).toBe(item.name);
    expect(english).not.toHaveProperty('untranslated');
    const list = orderListResponseSchema.parse(
      (
        await shopper.request({ method: 'GET', url: '/api/v1/user/orders', headers: { 'accept-language': 'hi' } })
      ).json(),
    );
    expect(list.orders.find((o) => o._id === orderId)?.products[0]?.name).toBe(hindiName);

    // A later edit of the catalogue changes no past order.
    await t.db.update(products).set({ nameHi: 'नया नाम' }).where(eq(products.id, item.productId));
    expect((await orderIn('hi')).name).toBe(hindiName);
    await t.db.update(products).set({ nameHi: hindiName }).where(eq(products.id, item.productId));

    const owner = await createAdmin(t, 'order-language-owner');
    const seen = await owner.request({
      method: 'GET',
      url: `/api/v1/admin/orders/${orderId}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(seen.json().order.products[0].name).toBe(item.name);
  });

  it('shows the English name, marked untranslated, of a product sold without a Hindi name', async () => {
    await t.db.update(products).set({ nameHi: null }).where(eq(products.id, item.productId));
    const { orderId, shopper, email } = await paidOrder('hi');
    await t.db.update(products).set({ nameHi: 'फिर से हिंदी' }).where(eq(products.id, item.productId));
    expect(email.text).toContain(item.name);
    const res = await shopper.request({
      method: 'GET',
      url: `/api/v1/user/orders/${orderId}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(orderResponseSchema.parse(res.json()).order.products[0]).toMatchObject({
      name: item.name,
      untranslated: ['name'],
    });
  });

  it('leaves an English order as it always was', async () => {
    const { orderId, number, email, text } = await paidOrder('en');
    expect((await orderRow(t, orderId)).locale).toBe('en');

    const link = `${base}/dashboard/orders/${orderId}`;
    expect(email.subject).toBe(`Shringar Shop: order #${number} confirmed`);
    expect(email.text).toMatch(/^Namaste Radha Devi,\n\nThank you for your order\. Paid online\. Standard Delivery: /);
    expect(email.text).toContain(`Order details: ${link}\nQuestions? Call us on +91 98765 43210.`);
    expect(email.html).toContain(
      `<p><a href="${link}">See your order</a> · Questions? Call us on +91 98765 43210.</p>`,
    );
    expect(text).toMatchObject({
      channel: 'whatsapp',
      language: 'en',
      text: `Thank you! Your Shringar Shop order #${number} of ₹470 is placed. See it here: ${link}`,
    });
  });

  it('places an order in English when the request names no language of ours', async () => {
    const shopper = await createShopper(t, 'order-ta');
    await addToCart(shopper, item);
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: { paymentMethod: 'Online', shippingAddress: customer, couponCode: null },
      headers: { 'accept-language': 'ta-IN,ta;q=0.9' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(t, checkoutResponseSchema.parse(res.json()).data.orderId)).locale).toBe('en');
  });
});
