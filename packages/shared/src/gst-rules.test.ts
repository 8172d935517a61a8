import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  computeGst,
  financialYear,
  formatIndianDate,
  formatInvoiceNumber,
  gstinCheckCharacter,
  gstRateBp,
  gstStateCode,
  isInvoiceAvailable,
  isSameState,
  isValidGstin,
  shareProportionally,
  splitInclusive,
} from './gst-rules';

describe('GST rates by HSN code', () => {
  it('taxes idol dresses (apparel) at 5% up to ₹2,500 a piece and 18% above', () => {
    expect(gstRateBp('6209', 999_00)).toBe(500);
    expect(gstRateBp('62099090', 2500_00)).toBe(500);
    // ₹2,625 with 5% tax is ₹2,500 without it: still the lower rate.
    expect(gstRateBp('6209', 2625_00)).toBe(500);
    expect(gstRateBp('6209', 2625_01)).toBe(1800);
    expect(gstRateBp('6117', 3000_00)).toBe(1800);
  });

  it('taxes imitation jewellery at 3%, wooden and metal thrones and swings at 5%, anything unknown at 18%', () => {
    expect(gstRateBp('7117', 10_000_00)).toBe(300);
    expect(gstRateBp('4420', 5000_00)).toBe(500);
    expect(gstRateBp('8306', 5000_00)).toBe(500);
    expect(gstRateBp('9403', 100_00)).toBe(1800);
  });
});

describe('splitting a tax-inclusive price', () => {
  it('takes 18% out of ₹1,180 as ₹1,000 taxable and ₹180 tax', () => {
    expect(splitInclusive(1180_00, 1800, 'inter-state')).toEqual({
      amountPaise: 1180_00,
      rateBp: 1800,
      taxablePaise: 1000_00,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 180_00,
    });
    expect(splitInclusive(1180_00, 1800, 'intra-state')).toMatchObject({
      taxablePaise: 1000_00,
      cgstPaise: 90_00,
      sgstPaise: 90_00,
      igstPaise: 0,
    });
  });

  it('keeps CGST equal to SGST, and taxable value plus tax equal to the price, for any amount and rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(300, 500, 1200, 1800), (amount, rate) => {
        const intra = splitInclusive(amount, rate, 'intra-state');
        expect(intra.cgstPaise).toBe(intra.sgstPaise);
        expect(intra.taxablePaise + intra.cgstPaise + intra.sgstPaise).toBe(amount);
        const inter = splitInclusive(amount, rate, 'inter-state');
        expect(inter.taxablePaise + inter.igstPaise).toBe(amount);
        // Each tax is within a paisa of the exact figure.
        expect(Math.abs(inter.igstPaise - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(0.5);
        expect(Math.abs(intra.cgstPaise + intra.sgstPaise - (amount * rate) / (10_000 + rate))).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('an invoice’s tax', () => {
  it('shares a discount between lines in proportion to their value', () => {
    expect(shareProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareProportionally(240_00, [1200_00, 800_00])).toEqual([144_00, 96_00]);
    expect(shareProportionally(0, [5, 5])).toEqual([0, 0]);
  });

  it('reduces the taxable value by the discount and taxes delivery at the highest rate in the order', () => {
    // A ₹1,200 dress and a ₹400 necklace with FESTIVAL20 (₹320 off) and ₹70 delivery: ₹1,350.
    const gst = computeGst({
      lines: [
        { hsnCode: '6209', unitPricePaise: 1200_00, quantity: 1 },
        { hsnCode: '7117', unitPricePaise: 400_00, quantity: 1 },
      ],
      discountPaise: 320_00,
      shippingPaise: 70_00,
      supply: 'inter-state',
    });
    expect(gst.lines.map((line) => line.discountPaise)).toEqual([240_00, 80_00]);
    expect(gst.lines[0]).toMatchObject({ amountPaise: 960_00, rateBp: 500, taxablePaise: 914_29, igstPaise: 45_71 });
    expect(gst.lines[1]).toMatchObject({ amountPaise: 320_00, rateBp: 300, taxablePaise: 310_68, igstPaise: 9_32 });
    expect(gst.shipping).toMatchObject({ amountPaise: 70_00, rateBp: 500, taxablePaise: 66_67, igstPaise: 3_33 });
    expect(gst.totals).toEqual({
      taxablePaise: 914_29 + 310_68 + 66_67,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_71 + 9_32 + 3_33,
      totalPaise: 1350_00,
    });
  });

  it('judges the ₹2,500 apparel threshold on the price a piece sells for after the discount', () => {
    const line = { hsnCode: '6209', unitPricePaise: 3000_00, quantity: 2 };
    expect(
      computeGst({ lines: [line], discountPaise: 0, shippingPaise: 0, supply: 'intra-state' }).lines[0]!.rateBp,
    ).toBe(1800);
    // ₹1,000 off two pieces: ₹2,500 each.
    expect(
      computeGst({ lines: [line], discountPaise: 1000_00, shippingPaise: 0, supply: 'intra-state' }).lines[0]!.rateBp,
    ).toBe(500);
  });

  it('always adds up to the order total, with CGST equal to SGST within a state', () => {
    const lineArb = fc.record({
      hsnCode: fc.constantFrom('6209', '7117', '4420', '8306', '6701'),
      unitPricePaise: fc.integer({ min: 1, max: 5000_00 }),
      quantity: fc.integer({ min: 1, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 30_000_00 }),
        fc.constantFrom(0, 70_00, 150_00),
        fc.constantFrom('intra-state' as const, 'inter-state' as const),
        (lines, discount, shipping, supply) => {
          const gst = computeGst({ lines, discountPaise: discount, shippingPaise: shipping, supply });
          const subtotal = lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0);
          const total = Math.max(0, subtotal - discount) + shipping;
          const { taxablePaise, cgstPaise, sgstPaise, igstPaise, totalPaise } = gst.totals;
          expect(totalPaise).toBe(total);
          expect(taxablePaise + cgstPaise + sgstPaise + igstPaise).toBe(total);
          if (supply === 'intra-state') {
            expect(cgstPaise).toBe(sgstPaise);
            expect(igstPaise).toBe(0);
          } else expect(cgstPaise + sgstPaise).toBe(0);
          for (const line of gst.lines) expect(line.amountPaise).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('states and GSTINs', () => {
  it('compares state names however they are written', () => {
    expect(isSameState('NCT of Delhi', ' delhi ')).toBe(true);
    expect(isSameState('New Delhi', 'Delhi')).toBe(true);
    expect(isSameState('Jammu & Kashmir', 'Jammu and Kashmir')).toBe(true);
    expect(isSameState('Uttar Pradesh', 'Delhi')).toBe(false);
    expect(gstStateCode('Orissa')).toBe('21');
    expect(gstStateCode('Narnia')).toBeNull();
  });

  it('checks a GSTIN’s shape and check character', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(gstinCheckCharacter('07AAAAA0000A1Z')).toBe('4');
  });
});

describe('invoice numbers and dates', () => {
  it('counts financial years from 1 April in Indian time', () => {
    expect(financialYear(new Date('2026-03-31T18:00:00Z'))).toBe('2025-26');
    // 18:30 UTC on 31 March is midnight in India.
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-01-15T00:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
    expect(formatIndianDate(new Date('2026-03-31T18:30:00Z'))).toBe('01/04/2026');
  });

  it('writes numbers of at most 16 characters', () => {
    expect(formatInvoiceNumber('SS', '2026-27', 1)).toBe('SS/26-27/000001');
    expect(formatInvoiceNumber('ABC', '2026-27', 999_999)).toHaveLength(16);
  });

  it('offers an invoice for paid online orders, and cash-on-delivery orders once delivered and paid', () => {
    const delivered = new Date();
    expect(isInvoiceAvailable({ paymentMethod: 'online', paymentStatus: 'paid', deliveredAt: null })).toBe(true);
    expect(isInvoiceAvailable({ paymentMethod: 'online', paymentStatus: 'refunded', deliveredAt: null })).toBe(true);
    expect(isInvoiceAvailable({ paymentMethod: 'online', paymentStatus: 'pending', deliveredAt: null })).toBe(false);
    expect(isInvoiceAvailable({ paymentMethod: 'online', paymentStatus: 'failed', deliveredAt: null })).toBe(false);
    expect(isInvoiceAvailable({ paymentMethod: 'cod', paymentStatus: 'pending', deliveredAt: null })).toBe(false);
    expect(isInvoiceAvailable({ paymentMethod: 'cod', paymentStatus: 'pending', deliveredAt: delivered })).toBe(false);
    expect(isInvoiceAvailable({ paymentMethod: 'cod', paymentStatus: 'paid', deliveredAt: delivered })).toBe(true);
  });

  it('writes amounts in words the Indian way', () => {
    expect(amountInWords(1350_00)).toBe('Rupees One Thousand Three Hundred Fifty Only');
    expect(amountInWords(1_23_45_678_50)).toBe(
      'Rupees One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paise Only',
    );
    expect(amountInWords(0)).toBe('Rupees Zero Only');
  });
});
