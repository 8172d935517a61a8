// Rules of identity and account data, shared by the API (which enforces them) and the web
// (which says them before a round trip). Messages are the specification's wording where it has one.
import { ERRORS } from './errors';

export const FILL_ALL_FIELDS = ERRORS.SIGNUP_FIELDS_REQUIRED.message;
export const PASSWORDS_DO_NOT_MATCH = ERRORS.PASSWORDS_DO_NOT_MATCH.message;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing it cannot be used to burn CPU. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 80;
export const AVATAR_URL_MAX_LENGTH = 500;
export const ADDRESSES_PER_USER_MAX = 20;

/** Spec section 5's shape of an address: text, at sign, text, dot, text. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailShaped(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}

/** One spelling per address, so Foo@Example.com and foo@example.com are one account. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

// Passwords that pass the letter-and-number rule yet are among the first an attacker tries.
const COMMON_PASSWORDS = new Set([
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'passw0rd1',
  'abc12345',
  'abcd1234',
  'abcd12345',
  'qwerty123',
  'qwerty12',
  'qwerty1234',
  'asdf1234',
  'zxcv1234',
  'iloveyou1',
  'welcome1',
  'welcome123',
  'admin123',
  'admin1234',
  'letmein1',
  'monkey123',
  'india123',
  'india@123',
  'krishna1',
  'krishna123',
  'krishna@123',
  'radhe123',
  'radhekrishna1',
  'jaishreeram1',
  'test1234',
  'user1234',
  '1234abcd',
  '12345abc',
  '123456789a',
  '1q2w3e4r',
  '1qaz2wsx',
]);

export type PasswordProblem = 'too_short' | 'too_long' | 'needs_letter_and_number' | 'too_common';

/**
 * OWASP's guidance: length over composition rules, and refuse the passwords attackers try
 * first. We ask for 8 characters with a letter and a number, which every shopper can meet.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (!/\p{L}/u.test(password) || !/\p{N}/u.test(password)) return 'needs_letter_and_number';
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return 'too_common';
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem): string {
  if (problem === 'too_long') return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (problem === 'too_common') return ERRORS.PASSWORD_TOO_COMMON.message;
  return ERRORS.PASSWORD_TOO_WEAK.message;
}

/** An Indian mobile kept as `+919876543210`, written as people read it: `+91 98765 43210`. */
export function phoneForDisplay(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone);
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

/**
 * What a person is called on screen: their name, or the part of their email before the @, or their
 * phone; empty for an account known by none of them (say the sentence without a name then).
 */
export function displayName(user: { name: string; email: string; phone?: string | null }): string {
  return user.name.trim() || user.email.split('@')[0] || (user.phone ? phoneForDisplay(user.phone) : '');
}

/**
 * Whether the shopper may give the account an email (kept unverified until its emailed link is
 * opened): an account made with a phone, while no email of it is proven. An email signed up with,
 * or proven, is how its owner logs in, and stays.
 */
export function mayAddEmail(account: { email: string; emailVerified: boolean; phone?: string | null }): boolean {
  return !account.emailVerified && (account.email === '' || Boolean(account.phone));
}
