import { spawn } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayResponseSchema } from '@shop/shared/contracts/checkout';
import { financialYear } from '@shop/shared/gst-rules';
import { numberSeries, orderItems, orders, products, users } from '../../db/schema';
import { createShopper, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, customer, delhiCustomer, orderRow } from '../checkout/checkout-test-kit';

let t: TestApp;
let dress: TestVariant;
let necklace: TestVariant;
let admin: Shopper;

const delhi = delhiCustomer;
const seriesKey = `invoice:${financialYear(new Date())}`;
const invoiceNumberPattern = new RegExp(`SS/${financialYear(new Date()).slice(2)}/\\d{6}`);

beforeAll(async () => {
  // A seller registered in Delhi, so a Delhi delivery is intra-state (the default seller is in Uttar Pradesh).
  t = await createTestApp({
    env: {
      SELLER_STATE: 'Delhi',
      SELLER_GSTIN: '07AAAAA0000A1Z4',
      SELLER_ADDRESS: '14 Chandni Chowk, New Delhi 110006',
    },
  });
  // A ₹1,200 dress (HSN 6209, 5%) and a ₹400 necklace (HSN 7117, 3%): ₹1,600 with free delivery.
  const picked = await pricedVariants(t, [1200_00, 400_00], 50);
  dress = picked[0]!;
  necklace = picked[1]!;
  await t.db.update(products).set({ hsnCode: '6209' }).where(eq(products.id, dress.productId));
  await t.db.update(products).set({ hsnCode: '7117' }).where(eq(products.id, necklace.productId));
  admin = await createShopper(t, 'owner');
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

/** Checks out the dress and the necklace, online, unpaid. */
async function placeOrder(shopper: Shopper, shippingAddress = customer) {
  await addToCart(shopper, dress);
  await addToCart(shopper, necklace);
  return checkoutOk(shopper, { shippingAddress });
}

async function placePaidOrder(shopper: Shopper, shippingAddress = customer): Promise<string> {
  const data = await placeOrder(shopper, shippingAddress);
  const paid = sandboxPayResponseSchema.parse(
    (
      await shopper.request({
        method: 'POST',
        url: '/api/v1/payment/sandbox/pay',
        payload: { razorpay_order_id: data.razorpayOrder!.id, outcome: 'success', method: 'upi' },
      })
    ).json(),
  );
  if (paid.outcome !== 'success') throw new Error('sandbox payment failed');
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = paid;
  const verified = await shopper.request({
    method: 'POST',
    url: '/api/v1/payment/payment-verification',
    payload: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return data.orderId;
}

const invoiceUrl = (orderId: string) => `/api/v1/user/orders/${orderId}/invoice.pdf`;

async function pdfText(body: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(body) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Runs a poppler tool on the PDF given on its standard input and resolves with what it prints. */
function poppler(tool: 'pdftotext' | 'pdffonts', args: string[], pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, '-'], { stdio: ['pipe', 'pipe', 'inherit'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new Error(`${tool} is missing: apt-get install poppler-utils`) : error),
    );
    child.on('close', (code) =>
      code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${tool} exited with ${code}`)),
    );
    child.stdin.end(pdf);
  });
}

/**
 * The text as a reader copies or searches it. Shaped Devanagari is drawn in visual order (the ि of
 * कि before its consonant); poppler, like PDFium and Acrobat, reads the words as typed from the
 * PDF's ActualText, where pdf.js would give back "िक".
 */
const readerText = (pdf: Buffer) => poppler('pdftotext', ['-raw', '-enc', 'UTF-8', '-'], pdf);

/** Each font the pages use: its name and whether its file is inside the PDF. */
async function fontsUsed(pdf: Buffer): Promise<{ name: string; embedded: boolean }[]> {
  const rows = (await poppler('pdffonts', [], pdf)).trim().split('\n').slice(2);
  return rows.map((row) => {
    const cells = row.trim().split(/\s+/);
    return { name: cells[0]!, embedded: cells[cells.length - 5] === 'yes' };
  });
}

async function downloadInvoice(who: Shopper, orderId: string): Promise<string> {
  const res = await who.request({ method: 'GET', url: invoiceUrl(orderId) });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="invoice-SS-\d{2}-\d{2}-\d{6}\.pdf"$/);
  return pdfText(res.rawPayload);
}

async function seriesValue(): Promise<number> {
  const [row] = await t.db.select().from(numberSeries).where(eq(numberSeries.key, seriesKey));
  return row?.lastValue ?? 0;
}

describe('the GST tax invoice of a paid order', () => {
  it('charges CGST and SGST on a delivery within Delhi, where the shop is registered', async () => {
    const shopper = await createShopper(t);
    const orderId = await placePaidOrder(shopper, delhi);
    const text = await downloadInvoice(shopper, orderId);
    const { invoiceNumber } = await orderRow(t, orderId);

    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('GSTIN: 07AAAAA0000A1Z4');
    expect(invoiceNumber).toMatch(invoiceNumberPattern);
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain(`Order number: ${orderId}`);
    expect(text).toContain('Meera Sharma');
    expect(text).toContain('Delhi (code 07)');
    expect(text).toContain('CGST');
    expect(text).toContain('SGST');
    expect(text).not.toContain('IGST');
    // Dress: ₹1,200 at 5% = ₹1,142.86 + 2 × ₹28.57; necklace: ₹400 at 3% = ₹388.34 + 2 × ₹5.83.
    expect(text).toContain('1,142.86');
    expect(text).toContain('388.34');
    expect(text).toMatch(/Taxable value\s*1,531\.20/);
    expect(text).toMatch(/CGST\s*34\.40/);
    expect(text).toMatch(/SGST\s*34\.40/);
    expect(text).toMatch(/Invoice total\s*₹1,600\.00/);
    expect(text).toContain('Rupees One Thousand Six Hundred Only');
    expect(text).toContain('Prices are inclusive of GST');
  });

  it('names who took the payment, and marks a sandbox payment as a test order', async () => {
    const shopper = await createShopper(t);
    const sandboxOrder = await placePaidOrder(shopper);
    const sandboxText = await downloadInvoice(shopper, sandboxOrder);
    expect(sandboxText).toContain('Payment: Test order, Sandbox (simulated, no money taken)');

    const razorpayOrder = await placePaidOrder(shopper);
    // As if Razorpay had taken it: the shop records the provider that took each order's money.
    await t.db.update(orders).set({ paymentProvider: 'razorpay' }).where(eq(orders.id, razorpayOrder));
    const razorpayText = await downloadInvoice(shopper, razorpayOrder);
    expect(razorpayText).toContain('Payment: Paid online through Razorpay');
    expect(razorpayText).not.toContain('Test order');
  });

  it('charges IGST on a delivery to another state', async () => {
    const shopper = await createShopper(t);
    const orderId = await placePaidOrder(shopper, customer);
    const text = await downloadInvoice(shopper, orderId);

    expect(text).toContain('Uttar Pradesh (code 09)');
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    // ₹57.14 on the dress and ₹11.65 on the necklace.
    expect(text).toMatch(/Taxable value\s*1,531\.21/);
    expect(text).toMatch(/IGST\s*68\.79/);
    expect(text).toContain('GSTIN: 07AAAAA0000A1Z4');
  });

  it('keeps the number given at the first download, and numbers the next invoice one higher', async () => {
    const shopper = await createShopper(t);
    const first = await placePaidOrder(shopper);
    const second = await placePaidOrder(shopper);

    await downloadInvoice(shopper, first);
    const assigned = await orderRow(t, first);
    expect(assigned.invoicedAt).toBeInstanceOf(Date);
    const before = await seriesValue();

    const again = await downloadInvoice(shopper, first);
    expect(again).toContain(`Invoice number: ${assigned.invoiceNumber}`);
    expect(await orderRow(t, first)).toMatchObject({
      invoiceNumber: assigned.invoiceNumber,
      invoicedAt: assigned.invoicedAt,
    });
    expect(await seriesValue()).toBe(before);

    await downloadInvoice(shopper, second);
    const serial = (n: string | null) => Number(n?.split('/')[2]);
    expect(serial((await orderRow(t, second)).invoiceNumber)).toBe(serial(assigned.invoiceNumber) + 1);
  });

  it('gives one number when the invoice is downloaded twice at the same moment', async () => {
    const shopper = await createShopper(t);
    const orderId = await placePaidOrder(shopper);
    const before = await seriesValue();
    const [a, b] = await Promise.all([
      shopper.request({ method: 'GET', url: invoiceUrl(orderId) }),
      admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}/invoice.pdf` }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const { invoiceNumber } = await orderRow(t, orderId);
    expect(await pdfText(a.rawPayload)).toContain(`Invoice number: ${invoiceNumber}`);
    expect(await pdfText(b.rawPayload)).toContain(`Invoice number: ${invoiceNumber}`);
    expect(await seriesValue()).toBe(before + 1);
  });
});

describe('who may download an invoice, and when', () => {
  it("answers another shopper, an unknown order and a malformed id with 404 'Order not found'", async () => {
    const owner = await createShopper(t);
    const orderId = await placePaidOrder(owner);
    const stranger = await createShopper(t);
    for (const url of [
      invoiceUrl(orderId),
      invoiceUrl('00000000-0000-4000-8000-000000000000'),
      invoiceUrl('not-an-order'),
    ]) {
      const res = await stranger.request({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    }
    expect((await orderRow(t, orderId)).invoiceNumber).toBeNull();
  });

  it('asks a guest to log in', async () => {
    const res = await t.app.inject({ method: 'GET', url: invoiceUrl('00000000-0000-4000-8000-000000000000') });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unpaid order and gives it no number', async () => {
    const shopper = await createShopper(t);
    const { orderId } = await placeOrder(shopper);
    const before = await seriesValue();
    const res = await shopper.request({ method: 'GET', url: invoiceUrl(orderId) });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'INVOICE_NOT_AVAILABLE',
      message: 'An invoice is available once the order is paid',
    });
    expect((await orderRow(t, orderId)).invoiceNumber).toBeNull();
    expect(await seriesValue()).toBe(before);
  });

  it('invoices a cash-on-delivery order only once it is delivered and paid', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    await addToCart(shopper, dress);
    const { orderId } = await checkoutOk(shopper, { paymentMethod: 'COD' });
    expect((await shopper.request({ method: 'GET', url: invoiceUrl(orderId) })).statusCode).toBe(409);

    await t.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(), paymentStatus: 'paid' })
      .where(eq(orders.id, orderId));
    const text = await downloadInvoice(shopper, orderId);
    expect(text).toContain('Cash on delivery');
    // ₹1,200 + ₹0 delivery (over ₹999), all at 5%.
    expect(text).toMatch(/IGST\s*57\.14/);
  });
});

describe('the admin’s invoice and packing slip', () => {
  it('downloads the same invoice as the shopper, and a packing slip without prices', async () => {
    const shopper = await createShopper(t);
    const orderId = await placePaidOrder(shopper, delhi);
    const invoice = await admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}/invoice.pdf` });
    expect(invoice.statusCode).toBe(200);
    const { invoiceNumber } = await orderRow(t, orderId);
    expect(await pdfText(invoice.rawPayload)).toContain(`Invoice number: ${invoiceNumber}`);
    expect(await downloadInvoice(shopper, orderId)).toContain(`Invoice number: ${invoiceNumber}`);

    const slip = await admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}/packing-slip.pdf` });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${orderId.slice(0, 8)}.pdf"`);
    const text = await pdfText(slip.rawPayload);
    const lines = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    expect(text).toContain('PACKING SLIP');
    expect(text).toContain(`Order number: ${orderId}`);
    expect(text).toContain('Meera Sharma');
    expect(text).toContain('Phone: 9811122233');
    expect(text).toContain(dress.size);
    expect(text).toMatch(/Pieces in this parcel\s*2/);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(text).toContain(line.sku);
    expect(text).not.toContain('1,200');
    expect(text).not.toContain('₹');
  });

  it('refuses the admin PDFs to a customer (403) and a guest (401)', async () => {
    const shopper = await createShopper(t);
    const orderId = await placePaidOrder(shopper);
    for (const path of ['invoice.pdf', 'packing-slip.pdf']) {
      const url = `/api/v1/admin/orders/${orderId}/${path}`;
      expect((await shopper.request({ method: 'GET', url })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect((await orderRow(t, orderId)).invoiceNumber).toBeNull();
  });

  it("answers an unknown order with 'Order not found'", async () => {
    const res = await admin.request({
      method: 'GET',
      url: '/api/v1/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND' });
  });
});

describe('a Hindi name and address on the invoice and the packing slip', () => {
  const hindi = {
    ...customer,
    fullName: 'श्री कृष्ण शर्मा',
    address: 'मकान 12, श्री राधा कृष्ण मंदिर के पीछे',
    apartment: 'क्षेत्र: शुद्ध धर्मशाला',
    landmark: 'किशोरी कुंज',
    city: 'वृंदावन',
    state: 'Uttar Pradesh',
    postalCode: '281121',
    phone: '9876501234',
  };

  it('print the devotee’s own words in an embedded Devanagari font, never as question marks', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    await addToCart(shopper, dress);
    await addToCart(shopper, necklace);
    const { orderId } = await checkoutOk(shopper, { paymentMethod: 'COD', shippingAddress: hindi });
    await t.db
      .update(orders)
      .set({ status: 'delivered', deliveredAt: new Date(), paymentStatus: 'paid' })
      .where(eq(orders.id, orderId));

    const invoice = await shopper.request({ method: 'GET', url: invoiceUrl(orderId) });
    expect(invoice.statusCode).toBe(200);
    const slip = await admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}/packing-slip.pdf` });
    expect(slip.statusCode).toBe(200);

    for (const pdf of [invoice.rawPayload, slip.rawPayload]) {
      const text = await readerText(pdf);
      expect(text).toContain('श्री कृष्ण शर्मा');
      expect(text).toContain('मकान 12, श्री राधा कृष्ण मंदिर के पीछे');
      expect(text).toContain('क्षेत्र: शुद्ध धर्मशाला');
      expect(text).toContain('Landmark: किशोरी कुंज');
      expect(text).toContain('वृंदावन, Uttar Pradesh 281121');
      expect(text).toContain('Phone: 9876501234');
      expect(text).not.toContain('?');
      expect(await pdfText(pdf)).not.toContain('?');
      // Noto Sans Devanagari from its package, a subset inside the file: no standard font, no system font.
      const fonts = await fontsUsed(pdf);
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts)
        expect(font).toEqual({ name: expect.stringMatching(/^[A-Z]{6}\+NotoSansDevanagari-/), embedded: true });
    }

    const invoiceText = await readerText(invoice.rawPayload);
    expect(invoiceText).toMatch(/Invoice total\s*₹1,600\.00/);
    expect(invoiceText).toContain('Amounts are in Indian rupees (₹)');
    expect(invoiceText).toContain('Uttar Pradesh (code 09)');
    // A subset, not the whole 220 KB font twice: the shopper downloads it on a cheap phone.
    expect(invoice.rawPayload.length).toBeLessThan(60_000);
    expect(slip.rawPayload.length).toBeLessThan(60_000);
  });
});
