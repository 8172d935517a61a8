// Facts about the shop shown on the contact page and in the footer, kept in one place.
export { SHOP_ADDRESS, SOCIAL_LINKS } from '@shop/shared/constants';

export const PAYMENT_METHOD_NAMES = [
  'Cash on Delivery',
  'UPI',
  'Visa',
  'Mastercard',
  'RuPay',
  'Razorpay',
  'Paytm',
] as const;

/** `+91 98765 43210` → `tel:+919876543210` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
