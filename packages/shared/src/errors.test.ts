import { describe, expect, it } from 'vitest';
import { ERRORS, errorMessage } from './errors';

describe('error catalogue', () => {
  it('fills placeholders with the given values', () => {
    expect(errorMessage('QUANTITY_TOO_HIGH', { n: 3 })).toBe('Only 3 items available');
    expect(errorMessage('COUPON_MIN_ORDER', { n: 120 })).toBe('Add items worth ₹120 more to apply this coupon');
  });

  it("keeps the spec's wording", () => {
    expect(ERRORS.PRODUCT_NOT_FOUND.message).toBe('Product not found');
    expect(ERRORS.PIN_FORMAT.message).toBe('Please enter a valid 6-digit PIN code');
    expect(ERRORS.NEWSLETTER_FAILED.message).toBe('Failed to subscribe. Please try again later.');
  });

  it('maps every code to an HTTP error status', () => {
    for (const { status } of Object.values(ERRORS)) {
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
    }
  });
});
