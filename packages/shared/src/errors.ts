// One catalogue of error codes: the HTTP status each answers with and the specification's
// wording of its message. Services throw codes; the API and the web read the wording here.

import { CATALOGUE_ERRORS } from './errors/catalogue';
import { CONTACT_ERRORS } from './errors/contact';
import { messageOf, type ErrorCatalogue, type ErrorParams } from './errors/entry';
import { GENERIC_ERRORS } from './errors/generic';
import { PHONE_ERRORS } from './errors/phone';
import { PINCODE_ERRORS } from './errors/pincode';
import { SHIPPING_ERRORS } from './errors/shipping';
import { STOCK_ALERT_ERRORS } from './errors/stock-alerts';

export type { ErrorParams };

export const ERRORS = {
  ...GENERIC_ERRORS,

  ...CATALOGUE_ERRORS,

  ...PHONE_ERRORS,

  // complete sets (decision 0152): kept out of CATALOGUE_ERRORS, whose words ride in the product page's first scripts
  SET_NOT_FOUND: { status: 404, message: 'Set not found' },
  INVALID_SET: { status: 400, message: 'Invalid set' },
  SET_OUT_OF_STOCK: { status: 409, message: 'This set is out of stock' },
  SET_PART_NOT_FOUND: { status: 400, message: 'A part of the set is not a size on sale' },
  SET_SLUG_TAKEN: { status: 409, message: 'The URL "{slug}" is already used by another set' },

  // cart
  CART_ITEM_NOT_FOUND: { status: 404, message: 'Item not found in cart' },
  CART_EMPTY: { status: 400, message: 'Your cart is empty' },
  CART_REMINDER_LINK_INVALID: {
    status: 400,
    message: 'This link is not valid. You can turn cart reminders off in your profile instead.',
  },

  // wishlist
  WISHLIST_DUPLICATE: { status: 409, message: 'Item already in wishlist' },

  // my Thakur Ji (saved idols)
  IDOL_NOT_FOUND: { status: 404, message: 'Saved idol not found' },
  IDOL_LIMIT: { status: 409, message: 'You can save up to {n} idols. Please remove one first.' },

  // coupons
  COUPON_INVALID: { status: 400, message: 'Invalid coupon code' },
  COUPON_MIN_ORDER: { status: 400, message: 'Add items worth ₹{n} more to apply this coupon' },
  COUPON_FIRST_ORDER_ONLY: { status: 400, message: 'This coupon is valid for first-time orders only' },
  COUPON_USAGE_LIMIT: { status: 400, message: 'You have already used this coupon' },
  COUPON_EXPIRED: { status: 400, message: 'This coupon has expired' },
  COUPON_LIMIT_REACHED: { status: 400, message: 'This coupon has reached its usage limit' },
  COUPON_NOT_APPLICABLE: { status: 400, message: 'This coupon does not apply to the items in your cart' },

  // festival sales (campaigns)
  CAMPAIGN_NOT_FOUND: { status: 404, message: 'Sale not found' },
  FESTIVAL_NOT_FOUND: { status: 404, message: 'Festival not found' },
  CAMPAIGN_DATES_INVALID: { status: 400, message: 'A sale must end after it starts' },
  CAMPAIGN_PRODUCTS_REQUIRED: { status: 400, message: 'Choose the products or a collection the sale is for' },
  CAMPAIGN_COLLECTION_NOT_FOUND: { status: 400, message: 'There is no collection {slug}' },
  CAMPAIGN_DISCOUNT_INVALID: { status: 400, message: 'A percentage discount must be between 1 and 90' },
  CAMPAIGN_ENDED: { status: 409, message: 'The {name} sale price has ended. Your cart now shows the price.' },
  CAMPAIGN_BUDGET_SPENT: {
    status: 409,
    message: 'The {name} sale has no more discount to give. Your cart now shows the price.',
  },
  CAMPAIGN_SHOPPER_LIMIT: { status: 409, message: 'You can buy up to {n} items at the {name} sale price' },

  // auth and account
  SIGNUP_FIELDS_REQUIRED: { status: 400, message: 'Please fill in all fields' },
  PASSWORDS_DO_NOT_MATCH: { status: 400, message: 'Passwords do not match' },
  PASSWORD_TOO_WEAK: {
    status: 400,
    message: 'Password must be at least 8 characters and include a letter and a number',
  },
  PASSWORD_TOO_COMMON: { status: 400, message: 'This password is too common. Please choose a less guessable one.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Please log in instead.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  SESSION_EXPIRED: { status: 401, message: 'Your session has expired. Please log in again.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'This reset link is invalid or has expired' },
  VERIFY_LINK_INVALID: { status: 400, message: 'This confirmation link is invalid or has expired' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Your email address is already verified' },
  SIGNUP_LINK_INVALID: { status: 400, message: 'This link has expired or was already used' },
  SIGNUP_PASSWORD_NEEDED: { status: 400, message: 'Enter the password you chose when signing up' },
  SIGNUP_PASSWORD_WRONG: {
    status: 400,
    message: 'That is not the password you chose when signing up. Try again, or sign up again for a new link.',
  },
  WRONG_CURRENT_PASSWORD: { status: 400, message: 'Your current password is incorrect' },
  ADDRESS_NOT_FOUND: { status: 404, message: 'Address not found' },
  EMAIL_REQUIRED: { status: 400, message: 'Please enter your email address' },
  EMAIL_INVALID: { status: 400, message: 'Please enter a valid email address' },
  ADDRESS_LIMIT: { status: 409, message: 'You can save up to {n} addresses. Please delete one first.' },

  // checkout and payment
  PAYMENT_VERIFICATION_FAILED: { status: 400, message: 'Payment verification failed' },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: 'The payment service is not responding. Please try again.' },
  COD_NOT_AVAILABLE: { status: 400, message: 'Cash on delivery is not available for this order' },
  COD_LIMIT: { status: 400, message: 'Cash on delivery is available for orders up to ₹{max}' },
  COD_NOT_AVAILABLE_PIN: { status: 400, message: 'Cash on delivery is not available for PIN code {pin}' },
  COD_REFUSED_PARCELS: {
    status: 409,
    message:
      'Cash on delivery is not available for this phone or account because earlier cash-on-delivery parcels were refused at the door. Please pay online by UPI or card instead.',
  },
  COD_NOT_AVAILABLE_COURIER: {
    status: 409,
    message:
      'No courier collects cash on delivery at PIN code {pin}. Please pay online by UPI or card instead; the parcel comes the same way.',
  },
  COD_UNCONFIRMED_LIMIT: {
    status: 409,
    message:
      'Please confirm or cancel your earlier cash-on-delivery orders first: one account, phone or address may have up to {orders} orders ({units} items) waiting for confirmation.',
  },
  ORDER_ALREADY_PAID: { status: 409, message: 'This order has already been paid' },
  PAYMENT_ORDER_CLOSED: {
    status: 409,
    message: 'This payment can no longer be completed. Please place the order again.',
  },
  ORDER_SOLD_OUT_REFUNDED: {
    status: 409,
    message: 'Sorry, the items sold out before your payment reached us. Your payment will be refunded in full.',
  },
  ORDER_COUPON_GONE_REFUNDED: {
    status: 409,
    message:
      'Sorry, the offer on this order was already used on another order or has ended, so the order was not placed. Your payment will be refunded in full.',
  },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, message: 'Invalid webhook signature' },

  // orders
  ORDER_NOT_FOUND: { status: 404, message: 'Order not found' },
  ORDER_NOT_CANCELLABLE: { status: 409, message: 'This order can no longer be cancelled' },
  ORDER_NOT_RETURNABLE: { status: 409, message: 'This order is not eligible for return' },
  RETURN_REASON_REQUIRED: { status: 400, message: 'Please tell us why you are returning this order' },
  RETURN_REASON_TOO_LONG: { status: 400, message: 'Reason must be at most 500 characters' },
  ORDER_STATUS_TRANSITION: { status: 409, message: 'This status change is not allowed' },
  REPORT_MONTH_INVALID: { status: 400, message: 'Please choose a month as YYYY-MM, for example 2026-11' },
  INVOICE_NOT_AVAILABLE: { status: 409, message: 'An invoice is available once the order is paid' },
  REFUND_AMOUNT_INVALID: { status: 400, message: 'Refund amount must be more than ₹0 and at most the amount paid' },
  REFUND_EXCEEDS_REFUNDABLE: {
    status: 400,
    message: 'Refund amount can be at most {max} (the amount paid less earlier refunds)',
  },
  REFUND_NOTHING_PAID: { status: 409, message: 'This order has no payment to refund' },
  RETURN_ALREADY_REQUESTED: { status: 409, message: 'A return has already been requested for this order' },
  RETURN_NOT_FOUND: { status: 404, message: 'Return request not found' },
  RETURN_ALREADY_RESOLVED: { status: 409, message: 'This return request has already been handled' },
  ORDER_TRACK_REFUSED: { status: 404, message: 'That email or phone number does not match this order' },
  ORDER_LOOKUP_REFUSED: {
    status: 404,
    message: 'We could not find an order with that number and email or phone number',
  },

  ...PINCODE_ERRORS,

  ...CONTACT_ERRORS,

  ...SHIPPING_ERRORS,

  ...STOCK_ALERT_ERRORS,

  // blog
  BLOG_POST_NOT_FOUND: { status: 404, message: 'Article not found' },

  // admin catalogue, stock and coupons
  PRODUCT_SLUG_TAKEN: {
    status: 409,
    message: 'Another product already uses the URL "{slug}". Please choose another slug.',
  },
  PRODUCT_SKU_TAKEN: { status: 409, message: 'The SKU "{sku}" is already used by another product or size' },
  IMAGE_NOT_FOUND: { status: 404, message: 'Image not found' },
  IMAGE_TYPE_INVALID: { status: 400, message: 'Please upload a JPEG, PNG or WebP image' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Images can be at most {max} MB' },
  IMAGE_UNREADABLE: { status: 400, message: 'This image could not be read. Please try another file.' },
  VARIANT_NOT_FOUND: { status: 404, message: 'Size not found' },
  STOCK_IMPORT_INVALID: { status: 400, message: 'The file has {n} invalid rows, so nothing was changed' },
  COUPON_NOT_FOUND: { status: 404, message: 'Coupon not found' },
  COUPON_CODE_TAKEN: { status: 409, message: 'A coupon with the code {code} already exists' },
  SYNONYM_NOT_FOUND: { status: 404, message: 'Synonym not found' },
  SYNONYM_TAKEN: { status: 409, message: '"{term}" and "{equivalent}" are already synonyms' },
  DEITY_NOT_FOUND: { status: 404, message: 'Deity not found' },
  PAGE_SLUG_TAKEN: { status: 409, message: 'The URL "{slug}" is already in use. Please choose another slug.' },

  // admin: customers, email outbox
  CUSTOMER_NOT_FOUND: { status: 404, message: 'Customer not found' },
  EMAIL_NOT_FOUND: { status: 404, message: 'Email not found' },
  EMAIL_NOT_RETRYABLE: { status: 409, message: 'Only a failed email can be sent again' },
  JOB_NOT_FOUND: { status: 404, message: 'There is no such job' },

  // reviews and their photos
  REVIEW_NOT_BUYER: { status: 403, message: 'Only shoppers who bought this product can review it' },
  REVIEW_NOT_DELIVERED: { status: 403, message: 'You can review this product once your order is delivered' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: 'You have already reviewed this product. You can edit your review.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found' },
  REVIEW_OWN_HELPFUL: { status: 400, message: 'You cannot mark your own review as helpful' },
  REVIEW_ALREADY_HELPFUL: { status: 409, message: 'You have already marked this review as helpful' },
  REVIEW_NOT_PENDING: { status: 409, message: 'This review has already been moderated' },
  REVIEW_NOT_APPROVED: { status: 409, message: 'Only a published review can be hidden or answered' },
  REVIEW_PHOTO_TYPE: { status: 400, message: 'Photos must be JPEG, PNG, WebP or HEIC' },
  REVIEW_PHOTO_TOO_LARGE: { status: 413, message: 'Each photo can be at most {max} MB' },
  REVIEW_PHOTO_TOO_MANY_PIXELS: { status: 400, message: 'This photo is too large: at most {max} megapixels' },
  REVIEW_PHOTO_TOO_MANY: { status: 400, message: 'You can add at most {max} photos' },
  REVIEW_PHOTO_UNREADABLE: { status: 400, message: 'This photo could not be read. Please try another file.' },
  PICTURE_TOO_COMPLEX: {
    status: 400,
    message: 'This picture takes too long to read. Please send it again as a JPEG or a smaller photo.',
  },
} as const satisfies ErrorCatalogue;

export type ErrorCode = keyof typeof ERRORS;

/** The catalogue's wording with `{name}` placeholders filled in. */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  return messageOf(ERRORS, code, params);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERRORS;
}
