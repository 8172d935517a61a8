import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_CART_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { GUEST_CART_TTL_MS } from './cart-repository';

/**
 * A guest's cart is found by this cookie alone: 32 random bytes signed with the session secret's
 * key for guest carts (decision 0121), httpOnly, SameSite=Lax. Only a cookie the shop issued opens
 * or makes a cart, so a visitor cannot choose a cart's key nor start carts past the address limit.
 * The database keeps only the token's SHA-256, so a leaked table opens no cart. Public pages never
 * read it: they are rendered without cookies and served from the shared page cache (decision 0042).
 */
export const GUEST_CART_COOKIE = 'shop_guest_cart';
const COOKIE_PATTERN = /^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/;

export function guestKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The guest cart the browser presents, as its database key; undefined without a well-formed cookie. */
export function guestCartKey(request: FastifyRequest): string | undefined {
  const cookie = request.cookies[GUEST_CART_COOKIE];
  const token = cookie && COOKIE_PATTERN.test(cookie) ? request.server.services.auth.tokens.guestCartToken(cookie) : '';
  return token ? guestKeyOf(token) : undefined;
}

function cookieOptions(request: FastifyRequest) {
  return { secure: request.protocol === 'https', path: '/', sameSite: 'lax' as const };
}

/** A new guest cart's key, its cookie set on the reply; the cookie lives as long as the cart would. */
export function startGuestCart(request: FastifyRequest, reply: FastifyReply): string {
  const { tokens } = request.server.services.auth;
  const token = tokens.randomToken();
  const options = { ...cookieOptions(request), maxAge: GUEST_CART_TTL_MS / 1000 };
  reply.setCookie(GUEST_CART_COOKIE, tokens.guestCartCookie(token), { ...options, httpOnly: true });
  reply.setCookie(GUEST_CART_HINT_COOKIE, '1', options);
  return guestKeyOf(token);
}

export function clearGuestCart(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(GUEST_CART_COOKIE, { ...cookieOptions(request), httpOnly: true });
  reply.clearCookie(GUEST_CART_HINT_COOKIE, cookieOptions(request));
}
