import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../app-error';
import { ACCESS_COOKIE } from './auth-cookies';
import { SESSION_EPOCH_POLL_MS } from './session-checks';
import type { AuthUser } from './auth-service';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.authenticate`: who is calling. Null on routes that do not require a login. */
    user: AuthUser | null;
    /** The login (refresh-token family) the access token belongs to; set with `user`. */
    sessionFamilyId: string | null;
  }
  interface FastifyInstance {
    /**
     * Hook (preHandler, or onRequest to turn guests away before the body is read): answers 401
     * UNAUTHENTICATED ('Please Login First') unless a live session is presented; then
     * `request.user` is `{ id, email, isAdmin }`, read from the database or from a check held for
     * at most SESSION_CHECK_TTL_MS (session-checks.ts).
     */
    authenticate: PreHandler;
    /** preHandler: `authenticate`, then 403 FORBIDDEN unless the user is an admin. */
    requireAdmin: PreHandler;
  }
}

export const authenticatePlugin = fp(
  async function authenticate(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorateRequest('sessionFamilyId', null);

    const authenticate: PreHandler = async (request) => {
      if (request.user) return;
      const token = request.cookies[ACCESS_COOKIE];
      const session = token ? await app.services.auth.authenticate(token) : null;
      if (!session) throw new AppError('UNAUTHENTICATED');
      request.user = { id: session.id, email: session.email, isAdmin: session.isAdmin };
      request.sessionFamilyId = session.familyId;
    };

    // Whatever is answered to a signed-in caller, or about a session, is theirs alone: no cache
    // (a proxy's or the browser's back button) may keep it.
    app.addHook('onSend', async (request, reply) => {
      if ((request.user || request.url.startsWith('/api/v1/auth/')) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'private, no-store');
      }
    });

    // Another instance's revocation is seen within a poll; a failed read leaves SESSION_CHECK_TTL_MS
    // as the bound.
    const watch = () =>
      app.services.auth.watchRevocations().catch((error: unknown) => {
        app.log.warn({ err: error }, 'session revocation epoch unread');
      });
    let poll: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await watch();
      poll = setInterval(() => void watch(), SESSION_EPOCH_POLL_MS);
      poll.unref();
    });
    app.addHook('onClose', async () => clearInterval(poll));

    app.decorate('authenticate', authenticate);
    app.decorate('requireAdmin', async (request: FastifyRequest, reply: FastifyReply) => {
      await authenticate(request, reply);
      if (!request.user?.isAdmin) throw new AppError('FORBIDDEN');
    });
  },
  { name: 'shop-authenticate' },
);

/** The caller on a route behind `app.authenticate` (which guarantees it is there). */
export function signedInUser(request: FastifyRequest): AuthUser & { familyId: string } {
  if (!request.user || !request.sessionFamilyId) throw new AppError('UNAUTHENTICATED');
  return { ...request.user, familyId: request.sessionFamilyId };
}
