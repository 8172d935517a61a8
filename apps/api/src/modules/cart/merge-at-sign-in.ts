import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { noticeIn } from '@shop/shared/errors/localized';
import { requestLocale } from '../../lib/request-locale';
import { clearGuestCart, guestCartKey } from './guest-cart-cookie';

/**
 * Every way in (password, phone code, confirmed sign-up) brings the guest's cart along: it joins
 * the account's cart and its cookie goes. Answers what to tell the shopper, in the sign-in page's language.
 */
export function mergeGuestCartAtSignIn(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const guestKey = guestCartKey(request);
    if (!guestKey) return {};
    const notice = await app.services.cart.mergeGuestCart(guestKey, userId);
    clearGuestCart(request, reply);
    // Signing in is not a write by a signed-in caller: the cart and summary held for them must go.
    await app.personalAnswers.changed(userId);
    return notice ? { cartMerged: noticeIn(requestLocale(request), notice) } : {};
  };
}
