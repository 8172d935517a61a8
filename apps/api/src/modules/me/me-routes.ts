import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { meSummaryResponseSchema, type MeSummaryResponse } from '@shop/shared/contracts/me';
import { ACCESS_COOKIE } from '../auth/auth-cookies';
import { toUserData } from '../auth/auth-service';
import { guestCartKey } from '../cart/guest-cart-cookie';
import { meRepository } from './me-repository';

const VISITOR: MeSummaryResponse = { success: true, user: null, cartCount: 0, wishlist: [], coupon: null };

/**
 * The personal parts of a public page in one call. A visitor (or an expired access token) gets the
 * tiny visitor's answer, never a 401: the page asks this on every start, and a browser with the
 * session hint refreshes its login and asks again.
 */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  const repository = meRepository(app.database.db);

  app.get('/me/summary', { schema: { response: { 200: meSummaryResponseSchema } } }, async (request, reply) => {
    // Personal whoever asks: a visitor's answer must not be kept for the next person on the computer either.
    reply.header('cache-control', 'private, no-store');
    const token = request.cookies[ACCESS_COOKIE];
    const session = token ? await app.services.auth.authenticate(token) : null;
    if (!session) return visitorSummary(guestCartKey(request));
    request.user = { id: session.id, email: session.email, isAdmin: session.isAdmin };
    request.sessionFamilyId = session.familyId;
    // The cart count leaves out archived products: kept per catalogue version too.
    return app.personalAnswers.get('summary', session.id, () => summaryOf(session.id), {
      version: app.services.catalogue.version(),
    });
  });

  /** A guest with a cart sees its count in the header, as a shopper does. */
  async function visitorSummary(guestKey: string | undefined): Promise<MeSummaryResponse> {
    if (!guestKey) return VISITOR;
    return { ...VISITOR, ...(await app.services.cart.guestSummary(guestKey)) };
  }

  async function summaryOf(userId: string): Promise<MeSummaryResponse> {
    const row = await repository.summary(userId);
    if (!row) return VISITOR;
    return {
      success: true as const,
      user: toUserData(row, { orderCount: row.orderCount, wishlistCount: row.wishlist.length }),
      cartCount: row.cartCount,
      wishlist: row.wishlist,
      coupon: row.coupon,
    };
  }
};
