import { z } from 'zod';
import {
  AVATAR_URL_MAX_LENGTH,
  FILL_ALL_FIELDS,
  isEmailShaped,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORDS_DO_NOT_MATCH,
  passwordProblem,
  passwordProblemMessage,
} from '../account-rules';
import { ERRORS } from '../errors';
import { optionalEmailFieldSchema } from './email-field';

// Wire shapes of sign-up, login, sessions and the profile (spec sections 3, 5 and 7).

/** The spec's userData: what the web knows about the person signed in. */
export const userDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Empty for an account made by signing in with a phone, until the shopper adds an email. */
  email: z.string(),
  /** The account's verified mobile (`+919876543210`), or null; the API always sends it. */
  phone: z.string().nullable().optional(),
  avatar: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Whether the account's email has been proved theirs through an emailed link (order emails go only there). */
  emailVerified: z.boolean(),
  /** Whether they want order and offer emails. */
  notifications: z.boolean(),
  /** Whether order updates go by WhatsApp (else SMS); the API always sends it. */
  whatsappUpdates: z.boolean().optional(),
  /** Whether a wishlisted product's price drop is told to them; the API always sends it. */
  priceDropAlerts: z.boolean().optional(),
  /** Whether a cart left untouched is reminded of; the API always sends it. */
  cartReminders: z.boolean().optional(),
  orderCount: z.number().int(),
  wishlistCount: z.number().int(),
});
export type UserData = z.infer<typeof userDataSchema>;

export const userDataResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userData: userDataSchema,
  /** At sign-in: what joined the account's cart from the cart kept before it, told as a toast. */
  cartMerged: z.string().optional(),
});
export type UserDataResponse = z.infer<typeof userDataResponseSchema>;

export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// A missing field and an empty one get the same answer: the spec's 'Please fill in all fields'.
const filled = z.string({ error: FILL_ALL_FIELDS });

function checkNewPassword(
  ctx: z.RefinementCtx,
  password: string,
  confirmPassword: string,
  paths: { password: string; confirm: string },
) {
  if (password !== confirmPassword) {
    ctx.addIssue({ code: 'custom', path: [paths.confirm], message: PASSWORDS_DO_NOT_MATCH });
    return;
  }
  const problem = passwordProblem(password);
  if (problem) ctx.addIssue({ code: 'custom', path: [paths.password], message: passwordProblemMessage(problem) });
}

export const signupRequestSchema = z
  .object({ email: filled.trim(), password: filled, confirmPassword: filled })
  .superRefine((value, ctx) => {
    const empty = (['email', 'password', 'confirmPassword'] as const).filter((key) => value[key] === '');
    if (empty.length > 0) {
      for (const key of empty) ctx.addIssue({ code: 'custom', path: [key], message: FILL_ALL_FIELDS });
      return;
    }
    if (!isEmailShaped(value.email)) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: ERRORS.EMAIL_INVALID.message });
      return;
    }
    checkNewPassword(ctx, value.password, value.confirmPassword, { password: 'password', confirm: 'confirmPassword' });
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/**
 * Sign-up's answer, the same for every well-formed request whether or not the email has an
 * account: the rest happens in the inbox. A demo shop, which sends no email, adds the path of the
 * link it would have mailed (`demoLink`); a shop that sends email never does.
 */
export const signupResponseSchema = messageResponseSchema.extend({ demoLink: z.string().optional() });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

/**
 * The token from the emailed sign-up link (`/signup/confirm#token=…`), and the password chosen at
 * sign-up when the link is opened in a browser other than the one that asked for it.
 */
export const confirmSignupRequestSchema = z.object({
  token: z.string({ error: ERRORS.SIGNUP_LINK_INVALID.message }).regex(/^[\w-]{32,128}$/, {
    message: ERRORS.SIGNUP_LINK_INVALID.message,
  }),
  // Longer than any password we accept: refused before spending a hash on it.
  password: z.string().max(PASSWORD_MAX_LENGTH, ERRORS.SIGNUP_PASSWORD_WRONG.message).optional(),
});
export type ConfirmSignupRequest = z.infer<typeof confirmSignupRequestSchema>;

export const loginRequestSchema = z.object({ email: filled.trim(), password: filled }).superRefine((value, ctx) => {
  if (value.email === '' || value.password === '') {
    ctx.addIssue({ code: 'custom', path: [value.email === '' ? 'email' : 'password'], message: FILL_ALL_FIELDS });
    return;
  }
  // Longer than any password we accept: refuse before spending a hash on it.
  if (value.password.length > PASSWORD_MAX_LENGTH) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: ERRORS.INVALID_CREDENTIALS.message });
  }
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailRequestSchema = z.object({
  email: z
    .string({ error: ERRORS.EMAIL_REQUIRED.message })
    .trim()
    .min(1, ERRORS.EMAIL_REQUIRED.message)
    .refine(isEmailShaped, ERRORS.EMAIL_INVALID.message),
});
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: ERRORS.RESET_TOKEN_INVALID.message }).regex(/^[\w-]{32,128}$/, {
      message: ERRORS.RESET_TOKEN_INVALID.message,
    }),
    password: filled,
    confirmPassword: filled,
  })
  .superRefine((value, ctx) => {
    if (value.password === '' || value.confirmPassword === '') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: FILL_ALL_FIELDS });
      return;
    }
    checkNewPassword(ctx, value.password, value.confirmPassword, { password: 'password', confirm: 'confirmPassword' });
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const AVATAR_URL_MESSAGE = 'Please enter a picture address starting with https://';

/** Only these fields can change; anything else sent (isAdmin, id) is dropped. */
export const updateProfileRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`)
    .optional(),
  avatar: z
    .string()
    .trim()
    .max(AVATAR_URL_MAX_LENGTH, AVATAR_URL_MESSAGE)
    .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), AVATAR_URL_MESSAGE)
    .nullable()
    .optional(),
  notifications: z.boolean().optional(),
  /** Order updates by WhatsApp (else SMS) to the delivery phone; the default of the checkout's box. */
  whatsappUpdates: z.boolean().optional(),
  /** A wishlisted product's price drop told once per drop (decision 0150). */
  priceDropAlerts: z.boolean().optional(),
  /** A cart left untouched reminded of, once and a day later (decision 0154). */
  cartReminders: z.boolean().optional(),
  /**
   * An email for an account made with a phone (`mayAddEmail`), kept unverified until its emailed
   * link is opened; empty changes nothing. Ignored for an account whose email is how it logs in.
   */
  email: optionalEmailFieldSchema.optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = z
  .object({ currentPassword: filled, newPassword: filled, confirmPassword: filled })
  .superRefine((value, ctx) => {
    const empty = (['currentPassword', 'newPassword', 'confirmPassword'] as const).filter((key) => value[key] === '');
    if (empty.length > 0) {
      for (const key of empty) ctx.addIssue({ code: 'custom', path: [key], message: FILL_ALL_FIELDS });
      return;
    }
    if (value.currentPassword.length > PASSWORD_MAX_LENGTH) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: ERRORS.WRONG_CURRENT_PASSWORD.message });
      return;
    }
    checkNewPassword(ctx, value.newPassword, value.confirmPassword, {
      password: 'newPassword',
      confirm: 'confirmPassword',
    });
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
