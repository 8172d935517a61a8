import { describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../errors';
import { HINDI_ERROR_MESSAGES } from './hi/error-messages';
import { SUCCESS_MESSAGES, type SuccessCode } from '../success-messages';
import { HINDI_FIELD_MESSAGES } from './hi/field-messages';
import { HINDI_SUCCESS_MESSAGES } from './hi/success-messages';
import { errorMessageIn, fieldMessageIn, noticeIn, successMessageIn } from './localized';

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;

describe('error messages in Hindi', () => {
  it('has a Hindi message for every error code, in Devanagari', () => {
    const hindi: Record<string, string> = HINDI_ERROR_MESSAGES;
    for (const code of Object.keys(ERRORS)) {
      expect(hindi[code], code).toMatch(DEVANAGARI);
    }
    expect(Object.keys(hindi).sort()).toEqual(Object.keys(ERRORS).sort());
  });

  it('keeps the same placeholders as the English message', () => {
    for (const [code, entry] of Object.entries(ERRORS)) {
      expect(placeholders(HINDI_ERROR_MESSAGES[code as ErrorCode]), code).toEqual(placeholders(entry.message));
    }
  });

  it('fills placeholders, and says waits and decisions in Hindi', () => {
    expect(errorMessageIn('hi', 'COUPON_MIN_ORDER', { n: '1,200' })).toBe('यह कूपन लगाने के लिए ₹1,200 का सामान और जोड़ें');
    expect(errorMessageIn('hi', 'TOO_MANY_ATTEMPTS', { wait: '2 minutes' })).toBe(
      'बहुत बार कोशिश हो गई। कृपया 2 मिनट बाद फिर कोशिश करें।',
    );
    expect(errorMessageIn('hi', 'OTP_RESEND_WAIT', { wait: '30 seconds' })).toBe('नया कोड माँगने से पहले कृपया 30 सेकंड रुकें।');
    expect(errorMessageIn('hi', 'COD_ALREADY_DECIDED', { decision: 'cancelled' })).toBe('यह ऑर्डर पहले ही रद्द हो चुका है');
  });

  it('leaves English as the catalogue says it', () => {
    expect(errorMessageIn('en', 'COUPON_EXPIRED')).toBe('This coupon has expired');
    expect(errorMessageIn('en', 'QUANTITY_TOO_HIGH', { n: 2 })).toBe('Only 2 items available');
  });

  it("says a schema's field message in Hindi, through its code when it repeats one", () => {
    expect(fieldMessageIn('hi', ERRORS.PIN_FORMAT.message)).toBe(HINDI_ERROR_MESSAGES.PIN_FORMAT);
    expect(fieldMessageIn('hi', 'City is required')).toBe('शहर ज़रूरी है');
    expect(fieldMessageIn('hi', 'Handling time must be whole days')).toBeUndefined();
    expect(fieldMessageIn('en', 'City is required')).toBe('City is required');
    for (const hindi of Object.values(HINDI_FIELD_MESSAGES)) expect(hindi).toMatch(DEVANAGARI);
  });
});

describe('success messages and notices in Hindi', () => {
  it('has a Hindi wording for every success message, in Devanagari, with the same placeholders', () => {
    expect(Object.keys(HINDI_SUCCESS_MESSAGES).sort()).toEqual(Object.keys(SUCCESS_MESSAGES).sort());
    for (const [code, english] of Object.entries(SUCCESS_MESSAGES)) {
      const hindi = HINDI_SUCCESS_MESSAGES[code as SuccessCode];
      expect(hindi, code).toMatch(DEVANAGARI);
      expect(placeholders(hindi), code).toEqual(placeholders(english));
    }
  });

  it('fills placeholders in either language', () => {
    expect(successMessageIn('hi', 'COUPON_APPLIED', { code: 'DIWALI10' })).toBe('कूपन DIWALI10 लग गया!');
    expect(successMessageIn('en', 'COUPON_APPLIED', { code: 'DIWALI10' })).toBe(
      'Coupon DIWALI10 applied successfully!',
    );
    expect(noticeIn('hi', { code: 'CART_MERGED', params: { count: 3 } })).toBe(
      'लॉग इन से पहले चुने गए 3 सामान अब आपके कार्ट में हैं।',
    );
    expect(noticeIn('en', { code: 'COUPON_DROPPED' })).toBe('Coupon has been removed as it is no longer valid');
  });
});
