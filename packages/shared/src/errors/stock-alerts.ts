import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): "Notify me" on a sold-out size (decision 0150).
// In a file of its own so the product page's notify form reads only these (`messageOf`, ./entry).
export const STOCK_ALERT_ERRORS = {
  STOCK_ALERT_IN_STOCK: {
    status: 409,
    message: 'This size is in stock now, so there is nothing to wait for: please add it to your cart.',
  },
  STOCK_ALERT_CONTACT_REQUIRED: {
    status: 400,
    message: 'Please give your mobile number or your email, so we can tell you when this size is back.',
  },
  STOCK_ALERT_LINK_INVALID: {
    status: 400,
    message: 'This link is invalid or has expired. Please press "Notify me" on the product page again.',
  },
} as const satisfies ErrorCatalogue;
