import type { FastifyRequest } from 'fastify';
import { clientIp, type LimitRule } from '../../plugins/rate-limit';
import { LOGIN_THROTTLE } from './login-throttle';
import { SIGNUP_TOKEN_TTL_MS } from './session-tokens';

const MINUTE = 60_000;

const byIp = (request: FastifyRequest) => clientIp(request);

// Per address only, and generous: hundreds of shoppers in India share one address behind their
// mobile carrier. Nothing is counted per account here, since a stranger could spend an account's
// count and so lock its owner out; the per-account defences count only what the owner cannot be
// made to lose (wrong passwords, in login-throttle.ts; reset emails, in the auth service).
export const AUTH_LIMITS = {
  signup: [{ name: 'signup:ip', max: 30, windowMs: 60 * MINUTE, key: byIp }],
  confirmSignup: [{ name: 'signup-confirm:ip', max: 10, windowMs: 15 * MINUTE, key: byIp }],
  forgotPassword: [{ name: 'forgot:ip', max: 30, windowMs: 60 * MINUTE, key: byIp }],
  resetPassword: [{ name: 'reset:ip', max: 10, windowMs: 15 * MINUTE, key: byIp }],
  refresh: [{ name: 'refresh:ip', max: 60, windowMs: MINUTE, key: byIp }],
  changePassword: [
    { name: 'password:ip', max: 20, windowMs: 15 * MINUTE, key: byIp },
    { name: 'password:account', max: 5, windowMs: 15 * MINUTE, key: (request) => request.user?.id },
  ],
} satisfies Record<string, LimitRule[]>;

/** Wrong passwords only: a correct one is given back, so logging in never uses the limit up. */
export const LOGIN_FAILURE_LIMITS = {
  // Stops one address guessing across many accounts, yet leaves room for a carrier's shoppers' typos.
  address: { name: 'login-failures:ip', max: 100, windowMs: 15 * MINUTE },
  // A browser the account has logged in from skips the account's slowdown until it fails this often.
  device: { name: 'login-failures:device', max: 10, windowMs: 15 * MINUTE },
  // The run of an email without an account, slowed and forgotten exactly like an account's.
  unknownEmail: { name: 'login-failures:unknown-email', windowMs: LOGIN_THROTTLE.forgetAfterMs },
};

/**
 * Wrong passwords given for one sign-up link opened in another browser: after these the link is
 * spent, and whoever asked for it signs up again.
 */
export const SIGNUP_WRONG_PASSWORDS = { name: 'signup-confirm:wrong-password', max: 5, windowMs: SIGNUP_TOKEN_TTL_MS };
