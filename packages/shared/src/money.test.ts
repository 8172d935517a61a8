import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, formatRupees, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(formatINR(123456_00)).toBe('₹1,23,456');
    expect(formatINR(999_00)).toBe('₹999');
    expect(formatINR(1049_50)).toBe('₹1,049.50');
    expect(formatINR(0)).toBe('₹0');
    expect(formatINR(5)).toBe('₹0.05');
    expect(formatINR(-500_00)).toBe('-₹500');
  });

  it('shows a rupee amount from the wire the same way', () => {
    expect(formatRupees(123456)).toBe('₹1,23,456');
    expect(formatRupees(1049.5)).toBe('₹1,049.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });

  it('writes every amount exactly as the en-IN currency format does', () => {
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const intl = (paise: number) => (paise % 100 === 0 ? whole : withPaise).format(paise / 100);
    for (const paise of [1, 99, 100, 1_000_00, 10_000_00, 99_999_99, 1_00_000_00, 12_34_56_789_00]) {
      expect(formatINR(paise)).toBe(intl(paise));
    }
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => formatINR(paise) === intl(paise)),
      { numRuns: 2000 },
    );
  });

  it('converts between the wire rupees and stored paise without float drift', () => {
    expect(rupeesToPaise(1049.5)).toBe(104950);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(paiseToRupees(99900)).toBe(999);
  });

  it('computes the whole percent off only when the original price is higher', () => {
    expect(discountPercent(749_00, 999_00)).toBe(25);
    expect(discountPercent(999_00, 999_00)).toBe(0);
    expect(discountPercent(999_00, null)).toBe(0);
  });
});
