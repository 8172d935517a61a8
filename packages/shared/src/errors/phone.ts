import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): sign-in with a phone number and its one-time code.
export const PHONE_ERRORS = {
  PHONE_INVALID: { status: 400, message: 'Please enter a 10-digit Indian mobile number' },
  OTP_RESEND_WAIT: { status: 429, message: 'Please wait {wait} before asking for another code.' },
  /** The shop's ceiling of sign-in codes an hour is reached (SIGN_IN_CODES_PER_HOUR). */
  SIGN_IN_CODES_PAUSED: {
    status: 429,
    message:
      'So many sign-in codes were asked for that the shop has paused sending them. Please try again in {wait}, or sign in with your email.',
  },
  OTP_WRONG: { status: 400, message: 'That code is not right. {left} tries left.' },
  OTP_WRONG_LAST: { status: 400, message: 'That code is not right. 1 try left.' },
  OTP_EXPIRED: { status: 400, message: 'The code has expired. Send a new one.' },
  OTP_NO_TRIES_LEFT: { status: 400, message: 'That code is not right, and it was the last try. Send a new one.' },
  PHONE_TAKEN: { status: 409, message: 'This phone number belongs to another account' },
  /** Cash on delivery from an account with no proven phone, without the code sent to the delivery phone (decision 0127). */
  COD_PHONE_CODE_NEEDED: {
    status: 400,
    message:
      'To pay cash on delivery, please prove the delivery mobile number: send a code to it and enter the code here.',
  },
  /** The delivery phone proven at checkout is another account's: its owner signs in with it (decision 0127). */
  COD_PHONE_ON_ANOTHER_ACCOUNT: {
    status: 409,
    message: 'This mobile number belongs to another account. Sign in with it to pay cash on delivery, or pay online.',
  },
  /** An email typed by a shopper signed in with a phone (checkout, profile) that is another account's. */
  EMAIL_ON_ANOTHER_ACCOUNT: {
    status: 409,
    message: 'This email belongs to another account. Please give another email, or leave it empty.',
  },
  MESSAGE_PROVIDER_UNAVAILABLE: {
    status: 502,
    message: 'We could not send the code just now. Please try again in a minute.',
  },
  COD_LINK_INVALID: { status: 400, message: 'This link is invalid or has expired' },
  COD_ALREADY_DECIDED: { status: 409, message: 'This order was already {decision}' },
} as const satisfies ErrorCatalogue;
