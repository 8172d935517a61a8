// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { Locale } from '@shop/shared/locale';
import { describe, expect, it } from 'vitest';
import type { Coupon } from '@shop/shared/contracts/coupons';
import { useT } from '../../lib/i18n';
import { InLanguage } from '../../test/language';
import { couponTerms } from './coupon-terms';

const coupon = (terms: Partial<Coupon>): Coupon => ({
  code: 'X',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  minOrder: 0,
  maxDiscount: null,
  firstOrderOnly: false,
  eligibleCategories: [],
  isNew: false,
  endsAt: null,
  ...terms,
});

function termsIn(locale: Locale, terms: Partial<Coupon>): string {
  const { result } = renderHook(() => useT(), {
    wrapper: ({ children }) => <InLanguage locale={locale}>{children}</InLanguage>,
  });
  return couponTerms(coupon(terms), result.current);
}

describe('a coupon in one line', () => {
  it('says what a percentage coupon gives, its cap, its minimum and who may use it', () => {
    expect(termsIn('en', { maxDiscount: 2000, minOrder: 500, firstOrderOnly: true })).toBe(
      '10% off up to ₹2,000 · on orders from ₹500 · first order only',
    );
  });

  it('says a flat coupon in rupees and leaves out a minimum it does not have', () => {
    expect(termsIn('en', { discountType: 'flat', discountValue: 70 })).toBe('₹70 off');
  });

  it('says the same terms in Hindi on a Hindi page', () => {
    expect(termsIn('hi', { maxDiscount: 2000, minOrder: 500, firstOrderOnly: true })).toBe(
      '10% छूट, ₹2,000 तक · ₹500 या उससे ज़्यादा के ऑर्डर पर · सिर्फ़ पहले ऑर्डर पर',
    );
  });
});
