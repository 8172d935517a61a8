import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, users } from '../../../db/schema';
import { createShopper, pricedVariants, type Shopper, type TestVariant } from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addToCart, checkoutOk, customer, delhiCustomer, payInSandbox } from '../../checkout/checkout-test-kit';

// The month's GST return (decision 0141): its totals are the tax invoices' totals.

let t: TestApp;
let dress: TestVariant;
let necklace: TestVariant;
let admin: Shopper;

const delhi = delhiCustomer;

beforeAll(async () => {
  // The default seller is registered in Uttar Pradesh; ₹50 off for paying online shows on every invoice.
  t = await createTestApp({ env: { PREPAID_DISCOUNT_PAISE: '5000' } });
  const picked = await pricedVariants(t, [1200_00, 400_00], 50);
  dress = picked[0]!;
  necklace = picked[1]!;
  await t.db.update(products).set({ hsnCode: '6209' }).where(eq(products.id, dress.productId));
  await t.db.update(products).set({ hsnCode: '7117' }).where(eq(products.id, necklace.productId));
  admin = await createShopper(t, 'owner');
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
});
afterAll(() => t.close());

/** The dress and the necklace, paid online; `live` marks it taken by Razorpay, as a live shop's are. */
async function paidOrder(shopper: Shopper, shippingAddress: typeof customer, live = true): Promise<string> {
  await addToCart(shopper, dress);
  await addToCart(shopper, necklace);
  const data = await checkoutOk(shopper, { shippingAddress });
  await payInSandbox(shopper, data.razorpayOrder!.id);
  if (live) await t.db.update(orders).set({ paymentProvider: 'razorpay' }).where(eq(orders.id, data.orderId));
  return data.orderId;
}

/** The invoice's summary figures, in paise, read back from the PDF the shopper downloads. */
async function invoiceTotals(shopper: Shopper, orderId: string) {
  const res = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}/invoice.pdf` });
  expect(res.statusCode, res.body).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  const text = (await parser.getText().finally(() => parser.destroy())).text;
  const last = (label: string) => {
    const found = [...text.matchAll(new RegExp(`${label}\\s*([\\d,]+\\.\\d{2})`, 'g'))].at(-1);
    return found ? Math.round(Number(found[1]!.replace(/,/g, '')) * 100) : 0;
  };
  return { taxable: last('Taxable value'), igst: last('IGST'), cgst: last('CGST'), sgst: last('SGST') };
}

type CsvRow = Record<string, string>;

async function report(month: string, who: Shopper = admin) {
  return who.request({ method: 'GET', url: `/api/v1/admin/reports/gst?month=${encodeURIComponent(month)}` });
}

const paise = (cell: string | undefined) => Math.round(Number(cell ?? '0') * 100);
const sum = (rows: CsvRow[], column: string) => rows.reduce((total, row) => total + paise(row[column]), 0);

function thisMonthIst(): string {
  return new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
}

describe('the GST return for a month', () => {
  it("adds up to the invoices' totals: CGST and SGST at home, IGST elsewhere, a refund as a credit note, test orders left out", async () => {
    const home = await createShopper(t, 'mathura');
    const away = await createShopper(t, 'delhi');
    const inState = await paidOrder(home, customer);
    const outOfState = await paidOrder(away, delhi);
    await paidOrder(home, customer, false);

    const refund = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/orders/${outOfState}/refunds`,
      payload: { amount: 500, reason: 'Necklace returned' },
    });
    expect(refund.statusCode, refund.body).toBe(200);

    const res = await report(thisMonthIst());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="gstr1-${thisMonthIst()}.csv"`);
    const rows = parse(res.body, { columns: true, bom: true }) as CsvRow[];
    const section = (name: string) => rows.filter((row) => row.Section === name);

    const invoices = [await invoiceTotals(home, inState), await invoiceTotals(away, outOfState)];
    const b2c = section('B2C sales');
    expect(sum(b2c, 'Taxable value')).toBe(invoices.reduce((total, invoice) => total + invoice.taxable, 0));
    expect(sum(b2c, 'CGST')).toBe(invoices[0]!.cgst);
    expect(sum(b2c, 'SGST')).toBe(invoices[0]!.sgst);
    expect(sum(b2c, 'IGST')).toBe(invoices[1]!.igst);
    expect(sum(b2c, 'Total')).toBe(2 * (1600_00 - 50_00));
    expect(new Set(b2c.map((row) => row['Place of supply']))).toEqual(new Set(['09-Uttar Pradesh', '07-Delhi']));
    expect(b2c.filter((row) => row['Place of supply'] === '07-Delhi').every((row) => paise(row.CGST) === 0)).toBe(true);

    const hsn = section('HSN summary');
    expect(hsn.map((row) => [row.HSN, row.Quantity])).toEqual([
      ['6209', '2'],
      ['7117', '2'],
    ]);
    expect(sum(hsn, 'Taxable value')).toBe(sum(b2c, 'Taxable value'));
    expect(sum(hsn, 'IGST') + sum(hsn, 'CGST') + sum(hsn, 'SGST')).toBe(
      sum(b2c, 'IGST') + sum(b2c, 'CGST') + sum(b2c, 'SGST'),
    );

    const notes = section('Credit note');
    expect(sum(notes, 'Total')).toBe(500_00);
    expect(notes.every((row) => row['Place of supply'] === '07-Delhi' && paise(row.CGST) === 0)).toBe(true);
    expect(notes[0]!.Document).toBe(`Refund of order ${outOfState.slice(0, 8).toUpperCase()}`);

    const [sales, credits, net] = section('Total');
    expect(paise(sales!.Total)).toBe(sum(b2c, 'Total'));
    expect(paise(credits!.Total)).toBe(500_00);
    expect(paise(net!['Taxable value'])).toBe(sum(b2c, 'Taxable value') - sum(notes, 'Taxable value'));
    expect(section('Left out')[0]).toMatchObject({ Quantity: '1' });
  });

  it('has nothing for a month without sales, and still says so row by row', async () => {
    const res = await report('2019-03');
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { columns: true, bom: true }) as CsvRow[];
    expect(rows.map((row) => row.Section)).toEqual(['Total', 'Total', 'Total', 'Left out']);
    expect(rows[0]!.Total).toBe('0.00');
  });

  it('refuses a month it cannot read, in English and Hindi', async () => {
    for (const month of ['2026-13', '11-2026', '2026-1', '', '2016-12']) {
      const res = await report(month);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please choose a month as YYYY-MM, for example 2026-11' });
    }
    const hindi = await admin.request({
      method: 'GET',
      url: '/api/v1/admin/reports/gst?month=nov',
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toContain('YYYY-MM');
    expect(hindi.json().message).toContain('महीना');
  });

  it('is for the owner only', async () => {
    const shopper = await createShopper(t, 'curious');
    expect((await report('2026-11', shopper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/reports/gst?month=2026-11' })).statusCode).toBe(
      401,
    );
  });
});
