import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery defence for the cookie session (OWASP's origin verification): a
 * state-changing API call or page form is accepted only when the browser says it came from the shop itself.
 * Browsers send Origin with every non-GET fetch and form post, and Sec-Fetch-Site too; a request
 * with neither Origin nor Referer is not from a browser (server-to-server webhooks, scripts), so
 * it carries no visitor's cookies to abuse. SameSite cookies are the second layer.
 */
export const csrfPlugin = fp(
  async function csrf(app: FastifyInstance) {
    const publicOrigin = app.config.PUBLIC_URL ? originOf(app.config.PUBLIC_URL) : undefined;

    // Through URL on both sides, so a default port written out (localhost:80) still matches.
    const allowed = (request: FastifyRequest, origin: string | undefined) =>
      origin !== undefined && (origin === originOf(`${request.protocol}://${request.host}`) || origin === publicOrigin);

    app.addHook('onRequest', async (request) => {
      // Every state-changing request: the API's, and the page forms posted to the storefront.
      if (SAFE_METHODS.has(request.method)) return;

      const site = request.headers['sec-fetch-site'];
      if (site === 'cross-site' || site === 'same-site') throw new AppError('CSRF_REJECTED');

      const origin = request.headers.origin;
      if (origin !== undefined) {
        if (!allowed(request, originOf(origin))) throw new AppError('CSRF_REJECTED');
        return;
      }
      const referer = request.headers.referer;
      if (referer !== undefined && !allowed(request, originOf(referer))) throw new AppError('CSRF_REJECTED');
    });
  },
  { name: 'shop-csrf' },
);
