import type { Product } from '@shop/shared/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { additionalDetailRows, specificationRows } from './specification-rows';

const base = {
  material: 'Art silk',
  color: 'Red',
  countryOfOrigin: 'India',
  sku: 'SS-1',
  subCategory: '',
  specifications: {
    brand: 'Shringar Shop',
    color: '',
    occasion: '',
    dimensions: '4 in',
    weight: '',
    careInstructions: 'Dry clean',
  },
  packageContent: { itemsIncluded: '1 dress', packagingType: '' },
  shippingDetails: { weight: 0, dimensions: '', handlingTime: 2, shippingCharge: 0 },
} as unknown as Product;

const value = (rows: { label: string; value: string }[], label: string) => rows.find((r) => r.label === label)?.value;

describe('specifications table', () => {
  it('quotes the same shipping charge the cart adds, whatever the product row says', () => {
    expect(value(specificationRows(base), 'Shipping Charge')).toBe('Free from ₹999, otherwise ₹70');
    const charged = { ...base, shippingDetails: { ...base.shippingDetails, shippingCharge: 70 } };
    expect(value(specificationRows(charged), 'Shipping Charge')).toBe('Free from ₹999, otherwise ₹70');
  });

  it("says 'N/A' for missing values and falls back to the product's colour", () => {
    const rows = specificationRows(base);
    expect(value(rows, 'Occasion')).toBe('N/A');
    expect(value(rows, 'Weight')).toBe('N/A');
    expect(value(rows, 'Colour')).toBe('Red');
    expect(value(rows, 'Brand')).toBe('Shringar Shop');
  });

  it('fills the additional details the same way', () => {
    const rows = additionalDetailRows(base);
    expect(value(rows, 'Type')).toBe('N/A');
    expect(value(rows, 'Package Weight')).toBe('N/A');
    expect(value(rows, 'Handling Time')).toBe('2 days');
    expect(value(rows, 'Items Included')).toBe('1 dress');
  });
});
