import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import type { IssuedSession } from './auth-service';
import { ACCESS_TOKEN_TTL_MS, DEVICE_COOKIE_TTL_MS, REFRESH_TOKEN_TTL_MS, SIGNUP_TOKEN_TTL_MS } from './session-tokens';

export const ACCESS_COOKIE = 'shop_access';
export const REFRESH_COOKIE = 'shop_refresh';
/** Marks a browser that has logged into an account before (signed; see login-guard.ts). Kept at logout. */
export const DEVICE_COOKIE = 'shop_device';
/** Binds a browser to the sign-up it asked for, so only it opens the link without the password. */
export const SIGNUP_COOKIE = 'shop_signup';
/** The refresh token is sent only to the auth endpoints, never with every page and API call. */
const REFRESH_PATH = '/api/v1/auth';
const SIGNUP_PATH = '/api/v1/auth/signup';

function base(request: FastifyRequest): CookieSerializeOptions {
  // Secure whenever the shop is reached over https (behind a proxy in production, trustProxy says so).
  return { secure: request.protocol === 'https', path: '/' };
}

export function setSessionCookies(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  const options = base(request);
  reply.setCookie(ACCESS_COOKIE, session.accessToken, {
    ...options,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: ACCESS_TOKEN_TTL_MS / 1000,
  });
  // Strict: a refresh is only ever asked for by the shop's own pages.
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...options,
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...options, sameSite: 'lax', maxAge: REFRESH_TOKEN_TTL_MS / 1000 });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  const options = base(request);
  reply.clearCookie(ACCESS_COOKIE, { ...options, httpOnly: true, sameSite: 'lax' });
  reply.clearCookie(REFRESH_COOKIE, { ...options, path: REFRESH_PATH, httpOnly: true, sameSite: 'strict' });
  reply.clearCookie(SESSION_HINT_COOKIE, { ...options, sameSite: 'lax' });
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    ...base(request),
    path: REFRESH_PATH,
    httpOnly: true,
    sameSite: 'strict',
    maxAge: DEVICE_COOKIE_TTL_MS / 1000,
  });
}

/**
 * Lax, not Strict: the emailed link is opened from a mail app, yet the page's own request to
 * confirm it comes from the shop, so the cookie goes with it either way.
 */
export function setSignupCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(SIGNUP_COOKIE, value, {
    ...base(request),
    path: SIGNUP_PATH,
    httpOnly: true,
    sameSite: 'lax',
    maxAge: SIGNUP_TOKEN_TTL_MS / 1000,
  });
}

export function clearSignupCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SIGNUP_COOKIE, { ...base(request), path: SIGNUP_PATH, httpOnly: true, sameSite: 'lax' });
}
