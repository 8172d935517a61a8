import { describe, expect, it } from 'vitest';
import { discountPercent, formatINR, paiseToRupees, rupeesToPaise } from './money';

describe('money', () => {
  it('shows rupees with Indian digit grouping', () => {
    expect(formatINR(123456_00)).toBe('₹1,23,456');
    expect(formatINR(999_00)).toBe('₹999');
    expect(formatINR(1049_50)).toBe('₹1,049.50');
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
