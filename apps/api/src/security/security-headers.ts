import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { API_POLICY } from './content-security-policy';

/**
 * The headers every response carries, fixed for the life of the process: a deny-all
 * Content-Security-Policy (pages replace it with their own hashed policy), no framing, no MIME
 * sniffing, only the origin as referrer, and HSTS in production. Written out once here instead of
 * rebuilt per request, so a newcomer reads the whole policy in one place and it costs one
 * assignment per response.
 */
function securityHeaders(config: Pick<Config, 'isProduction'>): Readonly<Record<string, string>> {
  return Object.freeze({
    'content-security-policy': API_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // Other sites (Razorpay included) learn only that a visitor came from the shop, never the page.
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(config.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor did more harm than good; '0' turns it off where it still exists.
    'x-xss-protection': '0',
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers of `securityHeaders`, for answers written without the reply (shared answers). */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** Sets `securityHeaders` on every response before anything else runs. */
export const securityHeadersPlugin = fp(
  async function securityHeadersHook(app: FastifyInstance) {
    const headers = securityHeaders(app.config);
    app.decorate('securityHeaders', headers);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'shop-security-headers' },
);
