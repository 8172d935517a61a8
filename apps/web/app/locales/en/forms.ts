import { FILL_ALL_FIELDS, PASSWORD_MAX_LENGTH, PASSWORDS_DO_NOT_MATCH } from '@shop/shared/account-rules';
import { ADDRESS_MESSAGES, LANDMARK_MAX } from '@shop/shared/contracts/addresses';
import { AVATAR_URL_MESSAGE } from '@shop/shared/contracts/auth';
import { CART_MESSAGES } from '@shop/shared/contracts/cart';
import { IDOL_MESSAGES } from '@shop/shared/contracts/idols';
import { CHECKOUT_MESSAGES } from '@shop/shared/contracts/checkout';
import { ORDER_MESSAGES } from '@shop/shared/contracts/orders';
import { ERRORS } from '@shop/shared/errors';

// What the shared contracts' zod rules say about a form before it is sent, word for word: the web
// shows these English words as they come, and a Hindi page looks them up here
// (lib/form-messages.ts). The checkout and PIN messages written in the web itself are here too.
export default {
  fillAllFields: FILL_ALL_FIELDS,
  passwordsDoNotMatch: PASSWORDS_DO_NOT_MATCH,
  passwordTooWeak: ERRORS.PASSWORD_TOO_WEAK.message,
  passwordTooCommon: ERRORS.PASSWORD_TOO_COMMON.message,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  invalidCredentials: ERRORS.INVALID_CREDENTIALS.message,
  emailRequired: ERRORS.EMAIL_REQUIRED.message,
  emailInvalid: ERRORS.EMAIL_INVALID.message,
  resetLinkInvalid: ERRORS.RESET_TOKEN_INVALID.message,
  verifyLinkInvalid: ERRORS.VERIFY_LINK_INVALID.message,
  signupLinkInvalid: ERRORS.SIGNUP_LINK_INVALID.message,
  signupPasswordNeeded: ERRORS.SIGNUP_PASSWORD_NEEDED.message,
  signupPasswordWrong: ERRORS.SIGNUP_PASSWORD_WRONG.message,
  wrongCurrentPassword: ERRORS.WRONG_CURRENT_PASSWORD.message,
  avatarUrl: AVATAR_URL_MESSAGE,
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be at most 80 characters',
  fullNameRequired: ADDRESS_MESSAGES.fullName,
  addressRequired: ADDRESS_MESSAGES.address,
  cityRequired: ADDRESS_MESSAGES.city,
  stateRequired: ADDRESS_MESSAGES.state,
  postalCodeRequired: ADDRESS_MESSAGES.postalCodeRequired,
  postalCodeDigits: ADDRESS_MESSAGES.postalCode,
  phoneRequired: ADDRESS_MESSAGES.phoneRequired,
  phoneDigits: ADDRESS_MESSAGES.phone,
  landmarkTooLong: `Must be at most ${LANDMARK_MAX} characters`,
  apartmentTooLong: 'Must be at most 100 characters',
  addressTooLong: 'Must be at most 200 characters',
  checkoutEmailFormat: 'Invalid email format',
  paymentMethod: CHECKOUT_MESSAGES.paymentMethod,
  shippingMethod: CHECKOUT_MESSAGES.shippingMethod,
  paymentVerification: CHECKOUT_MESSAGES.verification,
  pinFormat: ERRORS.PIN_FORMAT.message,
  pinUnknown: ERRORS.PIN_NOT_FOUND.message,
  pinLookupFailed: ERRORS.PIN_LOOKUP_FAILED.message,
  pinWait: 'Looking up this PIN code, please wait',
  couponCode: CART_MESSAGES.couponCode,
  couponInvalid: ERRORS.COUPON_INVALID.message,
  trackConfirmRequired: ORDER_MESSAGES.trackConfirmRequired,
  trackConfirmMismatch: ORDER_MESSAGES.trackConfirmMismatch,
  trackNumberRequired: ORDER_MESSAGES.trackNumberRequired,
  trackLookupMismatch: ORDER_MESSAGES.trackLookupMismatch,
  returnReasonRequired: ORDER_MESSAGES.returnReasonRequired,
  returnReasonTooLong: ORDER_MESSAGES.returnReasonTooLong,
  codLinkInvalid: ERRORS.COD_LINK_INVALID.message,
  orderNotFound: ORDER_MESSAGES.notFound,
  orderFetchFailed: ORDER_MESSAGES.fetchFailed,
  orderNoData: ORDER_MESSAGES.noData,
  orderCancelled: ORDER_MESSAGES.cancelled,
  returnSubmitted: ORDER_MESSAGES.returnSubmitted,
  idolNameRequired: IDOL_MESSAGES.nameRequired,
  idolNameTooLong: IDOL_MESSAGES.nameTooLong,
  idolDeityRequired: IDOL_MESSAGES.deityRequired,
  idolSizeOrHeight: IDOL_MESSAGES.sizeOrHeight,
  idolSizeInvalid: IDOL_MESSAGES.sizeInvalid,
  idolHeightInvalid: IDOL_MESSAGES.heightInvalid,
  idolTooSmall: IDOL_MESSAGES.tooSmall,
  idolTooTall: IDOL_MESSAGES.tooTall,
  idolNothingToChange: IDOL_MESSAGES.nothingToChange,
};
