// @vitest-environment jsdom
import type { Product } from '@shop/shared/contracts/catalogue';
import { renderHook } from '@testing-library/react';
import type { Locale } from '@shop/shared/locale';
import { describe, expect, it } from 'vitest';
import { useDeliveryWords } from '../../lib/delivery-words';
import { useT } from '../../lib/i18n';
import { InLanguage } from '../../test/language';
import { additionalDetailRows, specificationRows, type SpecificationRow } from './specification-rows';

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

function wordsIn(locale: Locale) {
  const { result } = renderHook(() => ({ t: useT(), delivery: useDeliveryWords() }), {
    wrapper: ({ children }) => <InLanguage locale={locale}>{children}</InLanguage>,
  });
  const { t, delivery } = result.current;
  return {
    specifications: (product: Product) => specificationRows(product, t, delivery.standardFee()),
    additional: (product: Product) => additionalDetailRows(product, t),
  };
}

const row = (rows: SpecificationRow[], label: string) => rows.find((r) => r.label === label);
const value = (rows: SpecificationRow[], label: string) => row(rows, label)?.value;

describe('specifications table', () => {
  const english = wordsIn('en');

  it('quotes the same shipping charge the cart adds, whatever the product row says', () => {
    expect(value(english.specifications(base), 'Shipping Charge')).toBe('Free from ₹999, otherwise ₹70');
    const charged = { ...base, shippingDetails: { ...base.shippingDetails, shippingCharge: 70 } };
    expect(value(english.specifications(charged), 'Shipping Charge')).toBe('Free from ₹999, otherwise ₹70');
  });

  it("says 'N/A' for missing values and falls back to the product's colour", () => {
    const rows = english.specifications(base);
    expect(value(rows, 'Occasion')).toBe('N/A');
    expect(value(rows, 'Weight')).toBe('N/A');
    expect(value(rows, 'Colour')).toBe('Red');
    expect(value(rows, 'Brand')).toBe('Shringar Shop');
  });

  it('fills the additional details the same way', () => {
    const rows = english.additional(base);
    expect(value(rows, 'Type')).toBe('N/A');
    expect(value(rows, 'Package Weight')).toBe('N/A');
    expect(value(rows, 'Handling Time')).toBe('2 days');
    expect(value(rows, 'Items Included')).toBe('1 dress');
  });

  it('speaks Hindi on a Hindi page and marks the values the catalogue has only in English', () => {
    const hindi = wordsIn('hi');
    const product = {
      ...base,
      specifications: { ...base.specifications, brand: 'श्रृंगार शॉप' },
      countryOfOrigin: 'भारत',
      untranslated: ['specifications.careInstructions', 'specifications.occasion', 'material'],
    } as Product;
    const rows = hindi.specifications(product);
    expect(row(rows, 'ब्रांड')).toEqual({ label: 'ब्रांड', value: 'श्रृंगार शॉप', lang: undefined });
    // The material the shop holds only in English is marked so; the origin it has in Hindi is not.
    expect(row(rows, 'सामग्री')).toEqual({ label: 'सामग्री', value: 'Art silk', lang: 'en' });
    expect(row(rows, 'कहाँ बना है')).toEqual({ label: 'कहाँ बना है', value: 'भारत', lang: undefined });
    expect(row(rows, 'देखभाल कैसे करें')).toEqual({ label: 'देखभाल कैसे करें', value: 'Dry clean', lang: 'en' });
    // An empty value says so in Hindi, and is not English.
    expect(row(rows, 'अवसर')).toEqual({ label: 'अवसर', value: 'उपलब्ध नहीं' });
    expect(value(rows, 'डिलीवरी शुल्क')).toBe('₹999 से ऊपर मुफ़्त, वरना ₹70');
    expect(value(hindi.additional(base), 'भेजने में लगने वाला समय')).toBe('2 दिन');
  });
});
