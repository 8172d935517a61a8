import { describe, expect, it } from 'vitest';
import { priceDisplay } from './price-display';

describe('price display', () => {
  it('strikes through the original price and shows the percent off when the original is higher', () => {
    expect(priceDisplay(299, 399)).toEqual({ price: '₹299', original: '₹399', percentOff: 25 });
  });

  it('rounds the percent off to a whole number', () => {
    expect(priceDisplay(1049.5, 1499).percentOff).toBe(30);
    expect(priceDisplay(1049.5, 1499).price).toBe('₹1,049.50');
  });

  it('shows only the price when there is no original price', () => {
    expect(priceDisplay(309, null)).toEqual({ price: '₹309', original: null, percentOff: null });
  });

  it('shows only the price when the original is not above it', () => {
    expect(priceDisplay(499, 499)).toEqual({ price: '₹499', original: null, percentOff: null });
    expect(priceDisplay(499, 450)).toEqual({ price: '₹499', original: null, percentOff: null });
  });

  it('uses Indian digit grouping', () => {
    expect(priceDisplay(123456, 150000).original).toBe('₹1,50,000');
  });
});
