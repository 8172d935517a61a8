import { CONTACT_THANK_YOU } from './contracts/contact';
import { COD_CANCELLED, COD_CONFIRMED, OTP_SENT, PHONE_VERIFIED } from './contracts/messages';
import { NEWSLETTER_THANK_YOU } from './contracts/newsletter';
import { ORDER_MESSAGES } from './contracts/orders';
import { fillPlaceholders, type ErrorParams } from './errors/entry';

// What the API says when a shopper's call succeeds, and the notices it adds (a coupon taken off,
// a guest's cart joined at sign-in): codes with the English wording, as errors are (errors.ts).
// The Hindi is errors/hi/success-messages.ts, looked up by errors/localized.ts for the API only.

export const SUCCESS_MESSAGES = {
  // the catalogue and search
  PRODUCTS_FETCHED: 'Products fetched successfully',
  PRODUCT_FETCHED: 'Product fetched successfully',
  COLLECTIONS_FETCHED: 'Collections fetched successfully',
  SUGGESTIONS_FETCHED: 'Suggestions fetched successfully',

  // the cart and its coupon
  CART_LOADED: 'Cart loaded',
  CART_ADDED: 'Added to cart successfully!',
  CART_ITEM_REMOVED: 'Item removed from cart',
  CART_UPDATED: 'Cart updated',
  CART_CLEARED: 'Cart cleared successfully',
  CART_REMINDER_LINK_VALID: 'One tap turns your cart reminders off',
  CART_REMINDERS_STOPPED: 'Cart reminders are off. We will not remind you of your cart again.',
  COUPON_APPLIED: 'Coupon {code} applied successfully!',
  COUPON_REMOVED: 'Coupon removed',

  // notices about the cart the shopper did not ask for
  COUPON_DROPPED_MIN_ORDER: 'Coupon removed - minimum order amount of ₹{n} required',
  COUPON_DROPPED: 'Coupon has been removed as it is no longer valid',
  COUPON_SHORTFALL: 'Add ₹{n} more to apply {code}.',
  CART_MERGED_ONE: '1 item from before you signed in is now in your cart.',
  CART_MERGED: '{count} items from before you signed in are now in your cart.',
  CART_MERGED_ONE_LOWERED:
    '1 item from before you signed in is now in your cart. Some quantities were lowered to the stock left.',
  CART_MERGED_LOWERED:
    '{count} items from before you signed in are now in your cart. Some quantities were lowered to the stock left.',
  CART_MERGE_HELD: 'Your cart already holds all the stock left of what you added before signing in.',

  // the wishlist
  WISHLIST_ADDED: 'Added to wishlist',
  WISHLIST_REMOVED: 'Removed from wishlist',
  WISHLIST_CLEARED: 'Wishlist cleared',

  // my Thakur Ji (saved idols)
  IDOL_SAVED: 'Your Thakur Ji is saved',
  IDOL_UPDATED: 'Your Thakur Ji is updated',
  IDOL_REMOVED: 'Removed from My Thakur Ji',

  // signing in and out
  SIGNUP_LINK_SENT: "Check your email: we've sent a link to finish creating your account.",
  SIGNED_UP: 'Signup successful!',
  LOGGED_IN: 'Login successful',
  SESSION_VERIFIED: 'Session verified',
  SESSION_REFRESHED: 'Session refreshed',
  LOGGED_OUT: 'Logged out successfully',
  RESET_LINK_SENT:
    'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.',
  PASSWORD_RESET: 'Your password has been reset. Please log in with your new password.',
  OTP_SENT,
  PHONE_VERIFIED,

  // the account
  PROFILE_FETCHED: 'Profile fetched',
  PROFILE_UPDATED: 'Profile updated successfully',
  PASSWORD_CHANGED: 'Password changed successfully. Your other devices have been signed out.',
  VERIFY_LINK_SENT: 'We have sent a link to {email}. Open it to verify your email.',
  EMAIL_VERIFIED: 'Your email is verified.',
  EMAIL_VERIFIED_ORDER_CONFIRMED: 'Your email is verified and your order is confirmed.',
  ADDRESS_SAVED: 'Address saved',
  ADDRESS_FETCHED: 'Address fetched',
  ADDRESS_UPDATED: 'Address updated',
  ADDRESS_DELETED: 'Address deleted',
  DEFAULT_ADDRESS_UPDATED: 'Default address updated',

  // orders and payment
  ORDER_PLACED: 'Order placed successfully',
  ORDER_AWAITING_PAYMENT: 'Order created; complete the payment',
  PAYMENT_VERIFIED: 'Payment verified successfully',
  ORDER_CANCELLED: ORDER_MESSAGES.cancelled,
  RETURN_SUBMITTED: ORDER_MESSAGES.returnSubmitted,
  COD_ORDER: 'Cash-on-delivery order',
  COD_CONFIRMED,
  COD_CANCELLED,
  DELIVERY_ATTEMPT: 'Delivery attempt',
  DELIVERY_RE_ATTEMPT: 'Thank you! The courier will try to deliver your parcel again tomorrow.',
  DELIVERY_CONTACT_CHANGED: 'Thank you! The courier will try again with your new address or phone number.',
  DELIVERY_RETURN: 'The courier will bring your parcel back to us. We will write to you about your order.',

  // writing to the shop
  CONTACT_THANKED: CONTACT_THANK_YOU,
  NEWSLETTER_SUBSCRIBED: NEWSLETTER_THANK_YOU,

  // "Notify me" on a sold-out size
  STOCK_ALERT_SAVED: 'Done! We will tell you once when this size is back in stock.',
  STOCK_ALERT_CONFIRM_SENT:
    'Almost done: we have sent a link to {contact}. Open it to confirm, and we will tell you when this size is back.',
  STOCK_ALERT_CONFIRMED: 'Confirmed! We will tell you once when this size is back in stock.',
} as const;

export type SuccessCode = keyof typeof SUCCESS_MESSAGES;

/** A message a rule decided on, worded later in the request's language (errors/localized.ts). */
export type Notice = { code: SuccessCode; params?: ErrorParams };

/** The English wording of `code`, placeholders filled. */
export function successMessage(code: SuccessCode, params: ErrorParams = {}): string {
  return fillPlaceholders(SUCCESS_MESSAGES[code], params);
}
