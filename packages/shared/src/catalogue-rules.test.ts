import { describe, expect, it } from 'vitest';
import { availabilityText, stockStatus } from './catalogue-rules';

describe('availability text (spec section 4)', () => {
  it("says 'In Stock' above 10", () => {
    expect(availabilityText(11)).toBe('In Stock');
    expect(stockStatus(50)).toBe('in_stock');
  });
  it("says 'Low Stock - Only {n} left' from 1 to 10", () => {
    expect(availabilityText(10)).toBe('Low Stock - Only 10 left');
    expect(availabilityText(1)).toBe('Low Stock - Only 1 left');
  });
  it("says 'Out of Stock' at 0", () => {
    expect(availabilityText(0)).toBe('Out of Stock');
    expect(stockStatus(0)).toBe('out_of_stock');
  });
});
