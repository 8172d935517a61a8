import type { FastifyRequest } from 'fastify';
import { normaliseEmail } from '@shop/shared/account-rules';
import { clientIp, type LimitRule } from '../../plugins/rate-limit';

const MINUTE = 60_000;

/** The email a login, sign-up or reset request is about, read before validation so bad input counts too. */
function bodyEmail(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? normaliseEmail(email).slice(0, 254) : undefined;
}

const byIp = (request: FastifyRequest) => clientIp(request);

// Per address, generous: many shoppers in India share one address behind their mobile carrier.
// Per account, tight: guessing one person's password is the attack these stop.
export const AUTH_LIMITS = {
  login: [
    { name: 'login:ip', max: 50, windowMs: 15 * MINUTE, key: byIp },
    { name: 'login:account', max: 10, windowMs: 15 * MINUTE, key: bodyEmail },
  ],
  signup: [
    { name: 'signup:ip', max: 10, windowMs: 60 * MINUTE, key: byIp },
    { name: 'signup:account', max: 5, windowMs: 60 * MINUTE, key: bodyEmail },
  ],
  forgotPassword: [
    { name: 'forgot:ip', max: 10, windowMs: 60 * MINUTE, key: byIp },
    // Also keeps anyone from filling a stranger's inbox with reset emails.
    { name: 'forgot:account', max: 3, windowMs: 60 * MINUTE, key: bodyEmail },
  ],
  resetPassword: [{ name: 'reset:ip', max: 10, windowMs: 15 * MINUTE, key: byIp }],
  refresh: [{ name: 'refresh:ip', max: 60, windowMs: MINUTE, key: byIp }],
  changePassword: [
    { name: 'password:ip', max: 20, windowMs: 15 * MINUTE, key: byIp },
    { name: 'password:account', max: 5, windowMs: 15 * MINUTE, key: (request) => request.user?.id },
  ],
} satisfies Record<string, LimitRule[]>;
