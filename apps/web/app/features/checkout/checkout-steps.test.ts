import { describe, expect, it } from 'vitest';
import { serverT } from '../../lib/i18n.server';
import { firstStepOf, refusedFields, unpaidMessage } from './checkout-steps';

const t = serverT(new Request('http://shop.test/checkout'), 'checkout');
const hindi = serverT(new Request('http://shop.test/hi/checkout'), 'checkout');

describe('checkout steps', () => {
  it('reopens the earliest step holding a refused field', () => {
    expect(firstStepOf(['paymentMethod', 'city', 'contact'])).toBe(1);
    expect(firstStepOf(['paymentMethod', 'postalCode'])).toBe(2);
    expect(firstStepOf(['somethingElse'])).toBeUndefined();
    expect(firstStepOf([])).toBeUndefined();
  });

  it("marks the server's refused address fields under the form's own names", () => {
    expect(
      refusedFields('VALIDATION', {
        'shippingAddress.city': 'City is required',
        contact: 'Invalid email format',
        couponCode: 'Unknown coupon',
      }),
    ).toEqual({
      marks: [
        { name: 'city', message: 'City is required' },
        { name: 'contact', message: 'Invalid email format' },
      ],
      step: 1,
    });
  });

  it('says an email held by another account under the email, on the contact step', () => {
    const message = 'यह ईमेल किसी दूसरे खाते से जुड़ा है। कृपया कोई दूसरा ईमेल दें, या इसे खाली छोड़ दें।';
    expect(refusedFields('EMAIL_ON_ANOTHER_ACCOUNT', undefined, message)).toEqual({
      marks: [{ name: 'contact', message }],
      step: 1,
    });
  });

  it('sends the shopper back to shipping when the PIN code is refused without a field', () => {
    expect(refusedFields('COD_NOT_AVAILABLE_PIN', undefined)).toEqual({ marks: [], step: 2 });
    expect(refusedFields('PIN_NOT_FOUND', {})).toEqual({ marks: [], step: 2 });
    expect(refusedFields('OUT_OF_STOCK', undefined)).toEqual({ marks: [], step: undefined });
  });

  it('says whether a payment was cancelled or failed, and that the cart is unchanged', () => {
    expect(unpaidMessage({ status: 'cancelled' }, t)).toBe(
      'Payment cancelled. Your order has not been paid and your cart is unchanged.',
    );
    expect(unpaidMessage({ status: 'failed', message: 'Card declined' }, t)).toBe(
      'Payment failed: Card declined. Your cart is unchanged; you can try again.',
    );
  });

  it("says 'Payment failed' once when the gateway's reason is only that", () => {
    expect(unpaidMessage({ status: 'failed', message: 'Payment failed.' }, t)).toBe(
      'Payment failed. Your cart is unchanged; you can try again.',
    );
    expect(unpaidMessage({ status: 'failed', message: 'Payment failed.' }, hindi)).toBe(
      'भुगतान नहीं हो सका। आपका कार्ट जैसा था वैसा ही है; आप फिर से कोशिश कर सकते हैं।',
    );
  });
});
